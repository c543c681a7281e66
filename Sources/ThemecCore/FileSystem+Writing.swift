#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write side of `FileSystem`: the one atomic write every command uses, the one path join, `mkdir -p`,
/// and what to make of paths that must not overlap.
extension FileSystem {
    /// A system call that failed while writing: what themec was doing, on which path, and `errno`.
    package struct WriteFailure: Error, Equatable, Sendable {
        /// What themec was doing, as a verb phrase (`create temporary file`, `replace`, `flush`).
        package var operation: String
        package var path: String
        package var errno: Int32

        package init(operation: String, path: String, errno: Int32) {
            self.operation = operation
            self.path = path
            self.errno = errno
        }
    }

    /// `directory/relative`, with one `/` between them; `relative` alone when `directory` is empty.
    package static func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// What separates a file's name from the process id in the name of its temporary file:
    /// `.NAME.themec-tmp-PID-N`.
    package static let temporaryInfix = ".themec-tmp-"

    /// Writes `bytes` to `path` so that no reader ever sees a partial file and a failure leaves the previous
    /// file (or none) in place.
    ///
    /// The bytes go to a new temporary file beside `path` (`.NAME.themec-tmp-PID-N`), which is `fsync`ed and
    /// renamed over `path`; then the directory is `fsync`ed, so the new name survives a power loss. A file
    /// being replaced keeps its permission bits. With `exclusive`, the temporary file is hard-linked to
    /// `path` instead, which fails with `EEXIST` when `path` exists. On any failure the temporary file is
    /// removed. The directory must exist. `prepare(_:)` and `commit(_:)` do the same for several files at once.
    ///
    /// - Throws: the first failing call, naming the path it was made on.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, exclusive: Bool = false)
        throws(WriteFailure)
    {
        let file = try prepare(bytes, for: path, exclusive: exclusive)
        try commit([file])
    }

    /// A file written under its temporary name and flushed to disk, waiting to be renamed into place.
    package struct PreparedFile: Sendable {
        /// The temporary file's path, beside `path`.
        package let temporary: String
        /// Where the file goes.
        package let path: String
        /// `path`'s directory, with its trailing `/`; empty for a path without one.
        let parent: String
        let exclusive: Bool
    }

    /// The first step of `writeAtomically` for each of `files`, in order: each is written to its temporary file
    /// and flushed.
    ///
    /// Nothing has a final name yet: `commit(_:)` gives them theirs, in order. When a file fails, the temporary
    /// files of those before it are removed and its failure is thrown.
    package static func prepare(_ files: [(bytes: [UInt8], path: String)]) throws(WriteFailure) -> [PreparedFile] {
        var prepared: [PreparedFile] = []
        prepared.reserveCapacity(files.count)
        for file in files {
            do throws(WriteFailure) {
                prepared.append(try prepare(file.bytes, for: file.path, exclusive: false))
            } catch {
                discard(prepared)
                throw error
            }
        }
        return prepared
    }

    /// Gives each prepared file its final name, in order, then flushes each directory they went into once.
    ///
    /// When one fails, it and the files after it keep their old versions (their temporary files are removed),
    /// the ones before it have their new versions, and its failure is thrown.
    package static func commit(_ files: some Collection<PreparedFile>) throws(WriteFailure) {
        var directories: [String] = []
        var failure: WriteFailure?
        for (offset, file) in files.enumerated() {
            do throws(WriteFailure) {
                try commit(file)
            } catch {
                failure = error
                discard(files.dropFirst(offset))
                break
            }
            let directory = file.parent.isEmpty ? "." : file.parent
            if !directories.contains(directory) { directories.append(directory) }
        }
        for directory in directories { syncDirectory(directory) }
        if let failure { throw failure }
    }

    /// Removes the temporary files of prepared files that are not to be committed.
    package static func discard(_ files: some Sequence<PreparedFile>) {
        for file in files { unlink(file.temporary) }
    }

    /// Writes `bytes` to a new temporary file beside `path` and flushes it (see `writeAtomically`).
    private static func prepare(_ bytes: [UInt8], for path: String, exclusive: Bool) throws(WriteFailure)
        -> PreparedFile
    {
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var existing = stat()
        let existingMode: mode_t? =
            lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o7777 : nil
        var attempt = 0
        var temporary = ""
        var fd: Int32 = -1
        while fd < 0 {
            attempt += 1
            temporary = "\(parent).\(name)\(temporaryInfix)\(getpid())-\(attempt)"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd < 0 {
                let code = errno
                guard code == EEXIST, attempt < 100 else {
                    throw WriteFailure(operation: "create temporary file", path: temporary, errno: code)
                }
            }
        }
        do throws(WriteFailure) {
            if let existingMode, !exclusive { _ = fchmod(fd, existingMode) }
            if let code = bytes.withUnsafeBytes({ writeAll(fd, $0) }) {
                throw WriteFailure(operation: "write", path: temporary, errno: code)
            }
            if fsync(fd) != 0 { throw WriteFailure(operation: "flush", path: temporary, errno: errno) }
            let closed = close(fd)
            fd = -1
            if closed != 0 { throw WriteFailure(operation: "write", path: temporary, errno: errno) }
        } catch {
            if fd >= 0 { close(fd) }
            unlink(temporary)
            throw error
        }
        return PreparedFile(temporary: temporary, path: path, parent: parent, exclusive: exclusive)
    }

    /// Renames a prepared file into place (or, `exclusive`, links it there); its temporary file is gone after.
    private static func commit(_ file: PreparedFile) throws(WriteFailure) {
        if file.exclusive {
            let linked = link(file.temporary, file.path) == 0
            let code = errno
            unlink(file.temporary)
            if !linked { throw WriteFailure(operation: "create", path: file.path, errno: code) }
        } else if rename(file.temporary, file.path) != 0 {
            let code = errno
            unlink(file.temporary)
            throw WriteFailure(operation: "replace", path: file.path, errno: code)
        }
    }

    /// Flushes a directory's entries (new names, renames) to disk; best effort.
    package static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// The temporary files that themec runs killed between writing and renaming left in `directory`: regular
    /// files named `.NAME.themec-tmp-PID-N` whose process no longer exists (a process that exists may be
    /// another themec writing right now). Only `NAME`s accepted by `belongs` are returned; names, sorted.
    package static func abandonedTemporaries(in directory: String, for belongs: (String) -> Bool = { _ in true })
        -> [String]
    {
        guard let names = entries(of: directory) else { return [] }
        var found: [String] = []
        for bytes in names where bytes.first == UInt8(ascii: ".") {
            guard let name = String(validating: bytes, as: UTF8.self) else { continue }
            let parts = name.dropFirst().split(separator: temporaryInfix, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, belongs(String(parts[0])) else { continue }
            let suffix = parts[1].split(separator: "-", omittingEmptySubsequences: false)
            guard suffix.count == 2, let pid = Int32(suffix[0]), pid > 0, UInt(suffix[1]) != nil, pid != getpid()
            else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }
            var info = stat()
            guard lstat(join(directory, name), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            found.append(name)
        }
        return found.sorted()
    }

    /// `path` made absolute and free of `.`, `..` and symbolic links as far as it exists: the `realpath` of
    /// its longest existing prefix, followed by the rest of its components. Two spellings of one place (`X`,
    /// `./X/`, a link to `X`, `X/sub/..`) give the same result, whether or not the place exists yet.
    package static func canonicalPath(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            absolute = join(currentDirectory() ?? ".", path)
        }
        // Lexically resolve `.` and `..` only after the part that exists: `link/..` is the link's target's
        // parent, which `realpath` gives for the existing prefix.
        var components = absolute.split(separator: "/").map(String.init)
        var rest: [String] = []
        while true {
            let prefix = "/" + components.joined(separator: "/")
            if let resolved = realPath(prefix) {
                var result = resolved.split(separator: "/").map(String.init)
                for component in rest {
                    if component == "." || component.isEmpty { continue }
                    if component == ".." {
                        if !result.isEmpty { result.removeLast() }
                    } else {
                        result.append(component)
                    }
                }
                return "/" + result.joined(separator: "/")
            }
            guard let last = components.popLast() else { return absolute }
            rest.insert(last, at: 0)
        }
    }

    /// Whether `inner` is `outer` or inside it; both are compared as `canonicalPath`s.
    package static func isSameOrInside(_ inner: String, _ outer: String) -> Bool {
        let inner = canonicalPath(inner)
        let outer = canonicalPath(outer)
        return inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    /// Why `createDirectories` failed.
    package enum DirectoryFailure: Error, Equatable, Sendable {
        /// `path`, or one of its parents, exists and is not a directory.
        case notADirectory(path: String)
        /// `mkdir` of `path` failed with `errno`.
        case system(path: String, errno: Int32)

        /// The system's description of the failure.
        package var reason: String {
            switch self {
            case .notADirectory: return FileSystem.reason(ENOTDIR)
            case .system(_, let code): return FileSystem.reason(code)
            }
        }
    }

    /// Creates `path` and any missing parents; `nil` when `path` is then a directory.
    package static func createDirectories(_ path: String) -> DirectoryFailure? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : .notADirectory(path: path)
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        if let slash = trimmed.lastIndex(of: "/"), slash != trimmed.startIndex,
            let failure = createDirectories(String(trimmed[..<slash]))
        {
            return failure
        }
        if mkdir(trimmed, 0o777) != 0 {
            let code = errno
            if code == EEXIST, stat(trimmed, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return nil }
            if code == EEXIST || code == ENOTDIR { return .notADirectory(path: trimmed) }
            return .system(path: trimmed, errno: code)
        }
        return nil
    }

    /// Writes every byte to `fd`, retrying after interruptions; the `errno` of a failure, or `nil`.
    package static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}
