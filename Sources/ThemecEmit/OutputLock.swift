import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock one themec run holds on an output directory from planning a write until it is done, so two runs
/// into one output (two terminals, a watch and a build) never interleave: the second waits for the first,
/// then plans against what the first wrote.
///
/// It is an exclusive `flock` on `.themec-lock` in the directory, which the holder removes before releasing
/// it; a waiter that then gets the lock of a removed file tries again with the file now there. A run that is
/// killed releases the lock with its process (its file stays, harmless, and the next run removes it). Where
/// the file cannot be made (a read-only directory) nothing can be written either, and no lock is taken.
final class OutputLock: @unchecked Sendable {
    /// The lock file's name inside the output directory.
    static let fileName = ".themec-lock"
    /// How long a run waits for another before giving up: longer than any write of a real output takes.
    static let patience = 120.0

    private let path: String
    /// The open lock file, `-1` once released. Used by the thread that writes the plan only.
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { release() }

    /// Takes the lock on `directory` (which exists), waiting for another run to finish for at most
    /// `patience` seconds; `nil` when no lock file can be made there.
    static func acquire(in directory: String) throws(OutputError) -> OutputLock? {
        let path = FileSystem.join(directory, fileName)
        var waited = 0.0
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            if fd < 0 {
                let code = errno
                if code == EACCES || code == EROFS || code == EPERM { return nil }
                throw .system(operation: "lock", path: path, errno: code)
            }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // The lock is on the file now at `path`, not on one its last holder removed meanwhile.
                var held = stat()
                var current = stat()
                if fstat(fd, &held) == 0, lstat(path, &current) == 0, held.st_ino == current.st_ino,
                    held.st_dev == current.st_dev
                {
                    return OutputLock(path: path, fd: fd)
                }
                close(fd)
                continue
            }
            let code = errno
            close(fd)
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .system(operation: "lock", path: path, errno: code)
            }
            guard waited < patience else { throw .busy(path: directory) }
            usleep(50_000)
            waited += 0.05
        }
    }

    /// Removes the lock file and releases the lock; a second call does nothing.
    func release() {
        guard fd >= 0 else { return }
        unlink(path)
        close(fd)
        fd = -1
    }
}
