import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What watching some paths covers, found by walking them: the directories to watch for events, and the
/// state of every theme file and directory, which polling compares.
///
/// A directory is covered with everything below it: its theme files (`*.yaml`, `*.yml`) and its folders,
/// hidden entries skipped as `ThemeFileDiscovery` skips them (an editor's `.Default.yaml.swp` changes nothing).
/// A file is covered through its folder, by name; so is a path that does not exist yet, through the nearest
/// folder that does, by the name of the missing entry in it.
struct WatchedTree: Sendable {
    /// A directory to watch for events, and which of its entries matter.
    struct Directory: Sendable, Equatable {
        var path: [UInt8]
        /// The names that matter here; `nil` for every theme file and folder (a directory watched as a tree).
        var names: Set<[UInt8]>?

        /// Whether an event about the entry `name` (a folder when `isDirectory`) is a change.
        func matters(_ name: [UInt8], isDirectory: Bool) -> Bool {
            if let names, names.contains(name) { return true }
            guard names == nil, name.first != 0x2E else { return false }
            return isDirectory || ThemeFileDiscovery.isThemeFile(name)
        }
    }

    /// What polling compares for one path: which file it is, its size and modification time (`nil` for a
    /// path that does not exist). A directory's own times are left out, so only its entries count.
    struct Stamp: Sendable, Equatable {
        var kind: UInt32
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        /// Whether the path is a folder (followed through links).
        var isDirectory: Bool { kind == UInt32(S_IFDIR) }
    }

    private(set) var directories: [Directory] = []
    private(set) var stamps: [[UInt8]: Stamp?] = [:]
    private var directoryIndex: [[UInt8]: Int] = [:]
    /// The folders walked, by device and inode.
    private var visited: Set<[UInt64]> = []

    init(_ paths: [String]) {
        for path in paths { add(Self.trimmed(Array(path.utf8))) }
    }

    private mutating func add(_ path: [UInt8]) {
        guard let info = Self.status(path) else {
            stamps[path] = .some(nil)
            var missing = path
            var parent = Self.parent(of: path)
            // The nearest folder that exists, watched for the first missing entry in it.
            while Self.status(parent).map(Self.isDirectory) != true, parent != missing, parent != [0x2E] {
                missing = parent
                parent = Self.parent(of: parent)
            }
            watch(parent, name: Self.name(of: missing))
            return
        }
        if Self.isDirectory(info) {
            walk(path, info)
        } else {
            stamps[path] = Self.stamp(info)
            watch(Self.parent(of: path), name: Self.name(of: path))
        }
    }

    /// `directory` and everything below it, each folder once even when links lead back to it.
    private mutating func walk(_ directory: [UInt8], _ info: stat) {
        var pending = [(directory, info)]
        while let (path, info) = pending.popLast() {
            let (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
            guard visited.insert([device, inode]).inserted else { continue }
            stamps[path] = Stamp(
                kind: UInt32(S_IFDIR), device: device, inode: inode, size: 0, seconds: 0, nanoseconds: 0)
            watch(path, name: nil)
            let base = path.last == 0x2F ? path : path + [0x2F]
            for name in FileSystem.entries(of: String(decoding: path, as: UTF8.self)) ?? [] where name.first != 0x2E {
                let child = base + name
                guard let childInfo = Self.status(child) else { continue }
                if Self.isDirectory(childInfo) {
                    pending.append((child, childInfo))
                } else if ThemeFileDiscovery.isThemeFile(name) {
                    stamps[child] = Self.stamp(childInfo)
                }
            }
        }
    }

    /// Watches `directory` for `name`, or (`nil`) as a tree.
    private mutating func watch(_ directory: [UInt8], name: [UInt8]?) {
        if let index = directoryIndex[directory] {
            if let name { directories[index].names?.insert(name) } else { directories[index].names = nil }
            return
        }
        directoryIndex[directory] = directories.count
        directories.append(Directory(path: directory, names: name.map { [$0] }))
    }

    // MARK: - Paths as bytes

    /// `path` without trailing slashes (but `/` stays `/`).
    static func trimmed(_ path: [UInt8]) -> [UInt8] {
        var path = path
        while path.count > 1, path.last == 0x2F { path.removeLast() }
        return path.isEmpty ? [0x2E] : path
    }

    /// The folder `path` is in: `.` for a bare name.
    static func parent(of path: [UInt8]) -> [UInt8] {
        guard let slash = path.lastIndex(of: 0x2F) else { return [0x2E] }
        return slash == 0 ? [0x2F] : Array(path[..<slash])
    }

    static func name(of path: [UInt8]) -> [UInt8] {
        guard let slash = path.lastIndex(of: 0x2F) else { return path }
        return Array(path[(slash + 1)...])
    }

    /// `stat` of `path`, following links; `nil` when nothing is there (or the path holds a zero byte).
    static func status(_ path: [UInt8]) -> stat? {
        guard !path.contains(0) else { return nil }
        var info = stat()
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) }
        }
        return result == 0 ? info : nil
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }

    static func stamp(_ info: stat) -> Stamp {
        // Chosen by the C library imported above (Glibc or Musl before Darwin), as the kqueue type-check
        // on Linux sees a Darwin stub too.
        #if canImport(Glibc) || canImport(Musl)
            let (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
        #else
            let (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
        #endif
        return Stamp(
            kind: UInt32(info.st_mode & S_IFMT), device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
            size: Int64(info.st_size), seconds: Int(seconds), nanoseconds: Int(nanoseconds))
    }
}
