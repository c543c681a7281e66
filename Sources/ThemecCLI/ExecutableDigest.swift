#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hash of the running executable's own bytes, which the no-op compile's fingerprint includes: a themec
/// built from other code (a new warning, another emitter) has other bytes, so it never trusts output or a
/// clean verdict recorded by an older one, whether or not anybody raised a version or revision number.
///
/// Read once per process (a 10 MB executable costs a few milliseconds), and stored nowhere but in the
/// fingerprints of the manifests. `nil` when the executable cannot be found or read: then `compile` never
/// takes its fast path and records no fingerprint.
enum ExecutableDigest {
    /// The running executable's digest, computed on first use. A caller that arrives while another thread
    /// computes it waits for that computation (a `static let` is initialised once).
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
            return resolved(String(cString: buffer))
        #else
            guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
            return resolved(first)
        #endif
    }

    #if !os(Linux)
        /// `path` with every symbolic link resolved; `nil` when it does not exist.
        private static func resolved(_ path: String) -> String? {
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
    #endif

    /// The `WideHasher` digest of the file at `path` (which takes 64 bytes a step, where `ContentHasher` takes
    /// 16), read in pieces of 128 KiB into one buffer (so the executable's size never adds to peak memory, and the
    /// buffer stays in cache: a larger one only costs fresh pages); `nil` when it cannot be
    /// opened or read, or is empty.
    static func digest(ofFileAt path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var hasher = WideHasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
        defer { buffer.deallocate() }
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
