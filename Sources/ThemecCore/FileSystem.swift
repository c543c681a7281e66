import ThemecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the commands need besides `OutputWriter`'s, on POSIX calls directly.
///
/// themec does not link Foundation: loading it costs about 10 MB of memory and a few milliseconds at every
/// start, which is most of a small compile and a sixth of the memory budget of a large one.
package enum FileSystem {
    package enum Kind: Sendable {
        case file
        case directory
    }

    /// What is at `path`, following symbolic links; `nil` when nothing is. Anything that is not a directory
    /// (a regular file, a device, a pipe) counts as a file.
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The names in a directory, without `.` and `..`, in no particular order; `nil` when it cannot be listed.
    package static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Why a read failed.
    package enum ReadFailure: Error, Equatable, Sendable {
        /// The file could not be opened (missing, not permitted, a symbolic link where links are refused).
        case cannotOpen(errno: Int32)
        /// Reading failed.
        case failed(errno: Int32)
    }

    /// A file's bytes, at most `limit + 1` of them, so a huge file costs no more than the limit. Without
    /// `followingLinks`, a symbolic link at `path` is refused.
    package static func contents(of path: String, limit: Int, followingLinks: Bool = true)
        -> Result<[UInt8], ReadFailure>
    {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? min(Int(info.st_size), limit + 1) : 4096
        var bytes = [UInt8](repeating: 0, count: expected)
        var count = 0
        while count < limit + 1 {
            if count == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count)))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno: errno))
            }
            if result == 0 { break }
            count += result
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
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

    /// Writes `bytes` to a new temporary file beside `path` and renames it over `path` (or, with `exclusive`,
    /// hard-links it there, which fails when `path` exists), so no reader ever sees a partial file.
    /// Returns the failure's message, naming `path`.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, exclusive: Bool = false)
        -> DiagnosticMessage?
    {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<100 {
            temporary = directory + ".\(name).\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF_FFFF).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return ThemeMessages.cannotWrite(path, reason: reason(errno)) }
        defer { unlink(temporary) }
        let failure = bytes.withUnsafeBytes { writeAll(fd, $0) }
        if let failure {
            close(fd)
            return ThemeMessages.cannotWrite(path, reason: reason(failure))
        }
        guard close(fd) == 0 else { return ThemeMessages.cannotWrite(path, reason: reason(errno)) }
        if exclusive {
            guard link(temporary, path) == 0 else {
                let code = errno
                return code == EEXIST
                    ? ThemeMessages.alreadyExists(path) : ThemeMessages.cannotWrite(path, reason: reason(code))
            }
            return nil
        }
        guard rename(temporary, path) == 0 else { return ThemeMessages.cannotWrite(path, reason: reason(errno)) }
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

    /// The system's description of an `errno` value.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
