#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the commands need, on POSIX calls directly (writing: `FileSystem+Writing.swift`).
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

    /// The system's description of an `errno` value.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
