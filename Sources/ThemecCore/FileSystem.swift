import ThemecDiagnostics

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

    /// The names in a directory as their bytes (which need not be UTF-8), without `.` and `..`, in no
    /// particular order; `nil` when it cannot be listed, or when it is not the directory `identity` names
    /// (it was replaced, perhaps by a link, since it was found).
    package static func entries(of directory: String, identity: FileIdentity? = nil) -> [[UInt8]]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        if let identity {
            var info = stat()
            guard fstat(dirfd(stream), &info) == 0, Status(info).identity == identity else { return nil }
        }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    /// Which file a path names: its device and inode. Two paths name the same file when these are equal.
    package struct FileIdentity: Hashable, Sendable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// What `status` found at a path.
    package struct Status: Sendable {
        package enum Kind: Sendable, Equatable {
            case regular
            case directory
            case symbolicLink
            case namedPipe
            case socket
            case device
            case unknown

            /// What it is, in words: "a named pipe".
            package var description: String {
                switch self {
                case .regular: return "a regular file"
                case .directory: return "a directory"
                case .symbolicLink: return "a symbolic link"
                case .namedPipe: return "a named pipe"
                case .socket: return "a socket"
                case .device: return "a device"
                case .unknown: return "something other than a file"
                }
            }
        }

        package var kind: Kind
        package var identity: FileIdentity

        init(_ info: stat) {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            case S_IFIFO: kind = .namedPipe
            case S_IFSOCK: kind = .socket
            case S_IFCHR, S_IFBLK: kind = .device
            default: kind = .unknown
            }
            identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
    }

    /// What is at `path` (its bytes, which need not be UTF-8): with `followingLinks` what a symbolic link
    /// leads to (`stat`), else the link itself (`lstat`); `nil` when nothing is.
    package static func status(of path: [UInt8], followingLinks: Bool) -> Status? {
        var info = stat()
        let result = withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? Status(info) : nil
    }

    /// `status(of:followingLinks:)`, or why there is none (`cannotOpen` with the `errno` of `lstat`/`stat`).
    package static func statusOrFailure(of path: String, followingLinks: Bool) -> Result<Status, RegularFileFailure> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? .success(Status(info)) : .failure(.cannotOpen(errno: errno))
    }

    /// `status(of:followingLinks:)` of a path given as text.
    package static func status(of path: String, followingLinks: Bool) -> Status? {
        status(of: Array(path.utf8), followingLinks: followingLinks)
    }

    /// The absolute path of `path` with every symbolic link, `.` and `..` resolved (`realpath`); `nil` when
    /// it leads nowhere, or to a name that is not UTF-8.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// Makes `path` the current directory (`chdir`); whether that worked.
    package static func changeDirectory(_ path: String) -> Bool { chdir(path) == 0 }

    /// The current directory (`getcwd`, so with links resolved); `nil` when it cannot be named.
    package static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(validatingCString: path)
    }

    private static func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
        }
    }

    /// Why `regularFileContents` refused or failed.
    package enum RegularFileFailure: Error, Equatable, Sendable {
        /// `open` failed (missing, not permitted, or a symbolic link).
        case cannotOpen(errno: Int32)
        /// What was opened is not a regular file (a pipe, a device, a directory).
        case notRegular(Status.Kind)
        /// What was opened is another file than the one expected: the path was replaced meanwhile.
        case replaced
        /// Reading failed.
        case failed(errno: Int32)

        /// Whether nothing is at the path (`ENOENT`).
        package var isMissing: Bool { self == .cannotOpen(errno: ENOENT) }

        /// Why, in words (for "cannot read PATH: …"): the system's reason, or what the path is instead of a
        /// regular file.
        package var reason: String {
            switch self {
            case .cannotOpen(ENAMETOOLONG), .failed(ENAMETOOLONG):
                return "its path is longer than the system allows (\(FileSystem.reason(ENAMETOOLONG))); "
                    + "move the folder higher up or use shorter names"
            case .cannotOpen(let code), .failed(let code): return FileSystem.reason(code)
            case .notRegular(let kind): return "it is \(kind.description), not a regular file"
            case .replaced: return "it was replaced while themec ran"
            }
        }
    }

    /// The one way themec opens a file to read it: `open` with `O_NONBLOCK` (so a named pipe or a device
    /// never blocks) and, without `followingLinks`, `O_NOFOLLOW` (a symbolic link in the last component is
    /// refused); then `fstat` must say it is a regular file (and, given `identity`, that file). The caller
    /// closes the descriptor.
    package static func openRegularFile(_ path: String, followingLinks: Bool = false, identity: FileIdentity? = nil)
        -> Result<Int32, RegularFileFailure>
    {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(.failed(errno: code))
        }
        let status = Status(info)
        guard status.kind == .regular else {
            close(fd)
            return .failure(.notRegular(status.kind))
        }
        if let identity, identity != status.identity {
            close(fd)
            return .failure(.replaced)
        }
        return .success(fd)
    }

    /// The bytes of the regular file at `path`, at most `limit + 1` of them (so a huge file costs no more than
    /// the limit), opened by `openRegularFile`: never blocking on a pipe or device, and without
    /// `followingLinks` never following a symbolic link in its last component. Every file a command reads
    /// (themes, themec.yml, the build stamp, token and resolver files, what is in an output folder) is read
    /// through here.
    package static func regularFileContents(
        of path: String, limit: Int, followingLinks: Bool = false, identity: FileIdentity? = nil
    ) -> Result<[UInt8], RegularFileFailure> {
        let fd: Int32
        switch openRegularFile(path, followingLinks: followingLinks, identity: identity) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        return readAll(fd, limit: limit)
    }

    /// Everything `fd` holds, at most `limit + 1` bytes.
    ///
    /// Read into an array of the size `fstat` gives, not filled first, then one small read to see that the end
    /// was reached; only a file that grew since (or a pipe) makes the array grow. So a large file's pages are
    /// touched once, by the read itself.
    private static func readAll(_ fd: Int32, limit: Int) -> Result<[UInt8], RegularFileFailure> {
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? min(Int(info.st_size), limit + 1) : 0
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let result = read(fd, buffer.baseAddress! + initialized, buffer.count - initialized)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if result == 0 { return }
                initialized += result
            }
        }
        if let failure { return .failure(.failed(errno: failure)) }
        guard bytes.count == expected else { return .success(bytes) }
        // The size was right, or the file goes on (it grew, or it is not a regular file): read the rest.
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit + 1 {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let result = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, wanted) }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno: errno))
            }
            if result == 0 { break }
            bytes.append(contentsOf: chunk[..<result])
        }
        return .success(bytes)
    }

    /// The system's description of an `errno` value.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
