import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files written one at a time, outside a directory with a manifest: the preview page, an imported theme,
/// the starter themes of `themec init`.
extension OutputWriter {
    /// Writes `bytes` to `path` atomically, creating its directory if missing; `false` when the file already
    /// held them (then nothing is written).
    ///
    /// A file at `path` is replaced only when it carries a marker (`ownershipMarkers`), since no manifest
    /// lists it, or with `force`; a link or anything but a regular file is never replaced. The temporary
    /// files of a killed run writing the same file are removed.
    @discardableResult
    public func writeFile(_ bytes: [UInt8], to path: String, force: Bool = false) throws(OutputError) -> Bool {
        guard try checkReplaceable(bytes, at: path, force: force) else { return false }
        let (parent, name) = Self.split(path)
        if !parent.isEmpty { try createDirectories(parent) }
        try writeAtomically(bytes, to: path)
        let folder = parent.isEmpty ? "." : parent
        for leftover in FileSystem.abandonedTemporaries(in: folder, for: { $0 == name }) {
            unlink(FileSystem.join(folder, leftover))
        }
        return true
    }

    /// Whether `writeFile(bytes, to: path, force:)` would write (`false`: the file already holds them), or the
    /// error it would throw: so a command writing several files checks them all before writing any.
    public func checkReplaceable(_ bytes: [UInt8], at path: String, force: Bool = false) throws(OutputError) -> Bool {
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK { throw .symbolicLink(path: path) }
            guard kind == S_IFREG else { throw .notARegularFile(path: path) }
            if Int(info.st_size) == bytes.count, try readFile(path, limit: bytes.count) == bytes { return false }
            if !force, try !Self.isMarked(path) { throw .notOwned(path: path, others: 0) }
        } else if errno != ENOENT && errno != ENOTDIR {
            throw .system(operation: "inspect", path: path, errno: errno)
        }
        return true
    }

    /// Creates `path` with `bytes`, atomically, creating its directory if missing; fails with
    /// `OutputError.alreadyExists` when anything is at `path`, checked atomically (a hard link).
    public func createFile(_ bytes: [UInt8], at path: String) throws(OutputError) {
        let (parent, _) = Self.split(path)
        if !parent.isEmpty { try createDirectories(parent) }
        try writeAtomically(bytes, to: path, exclusive: true)
    }

    /// `("dir/sub", "name")` for `dir/sub/name`; `("", "name")` for `name`; `("/", "name")` for `/name`.
    private static func split(_ path: String) -> (parent: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        return (parent, String(path[path.index(after: slash)...]))
    }
}
