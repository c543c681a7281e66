import ThemecCore
import ThemecEmit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hash of the running executable's file, which the no-op compile's cache key includes: a themec built
/// from other code (a new warning, another emitter) has other bytes, so it never trusts output or a clean
/// verdict recorded by another build, whether or not anybody raised a version number.
///
/// One code path everywhere: every byte of the file, through `ContentHasher`. Read once per process; `nil`
/// when the executable cannot be found or read (then `compile` never takes its fast path and records no key).
enum ExecutableDigest {
    /// The running executable's digest, computed on first use.
    static let current: String? = executablePath().flatMap(digest(ofFileAt:))

    /// Where the running executable's bytes can be read: `/proc/self/exe` on Linux (the file the process was
    /// started from, even when it has since been replaced), the path dyld reports on Apple platforms, and
    /// elsewhere `argv[0]` when it is a path.
    static func executablePath() -> String? {
        #if os(Linux)
            return "/proc/self/exe"
        #elseif canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #else
            guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
            return first
        #endif
    }

    /// The `ContentHasher` digest of every byte of the file at `path`, read in pieces of 128 KiB (so the
    /// executable's size never adds to peak memory); `nil` when it cannot be opened or read, or is empty.
    static func digest(ofFileAt path: String) -> String? {
        guard case .success(let fd) = FileSystem.openRegularFile(path, followingLinks: true) else { return nil }
        defer { close(fd) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
        defer { buffer.deallocate() }
        var hasher = ContentHasher()
        var total = 0
        while true {
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            total += count
        }
        return total > 0 ? hasher.hexDigest() : nil
    }
}
