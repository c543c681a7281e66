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
/// On Linux only the parts of the file the program is loaded from are read (about 4 of a release build's
/// 15 MB: its code and data, not its debug information), in under a millisecond; elsewhere the whole file.
/// Read once per process, and stored nowhere but in the fingerprints of the manifests. `nil` when the
/// executable cannot be found or read: then `compile` never takes its fast path and records no fingerprint.
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
    /// 16): of the parts an ELF executable is loaded from (`loadedRanges`), or else of every byte. Read in
    /// pieces of 128 KiB into one buffer (so the executable's size never adds to peak memory, and the buffer
    /// stays in cache: a larger one only costs fresh pages); `nil` when it cannot be opened or read, or is
    /// empty.
    static func digest(ofFileAt path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var hasher = WideHasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
        defer { buffer.deallocate() }
        // Every byte up to the end of the file, when it is not an ELF file whose loaded parts can be read.
        let ranges = loadedRanges(of: fd, buffer: buffer) ?? [0..<Int.max]
        var total = 0
        for range in ranges {
            var offset = range.lowerBound
            while offset < range.upperBound {
                let wanted = min(buffer.count, range.upperBound - offset)
                let count = pread(fd, buffer.baseAddress, wanted, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if count == 0 { break }
                hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                offset += count
                total += count
            }
        }
        return total > 0 ? hasher.hexDigest() : nil
    }

    /// The byte ranges of a 64-bit little-endian ELF file that the loader maps, in file order: its header
    /// and program headers, then every loadable segment's bytes in the file. That is all the running
    /// program is made of; what else the file holds (debug information, the symbol table: three quarters of
    /// a release build of themec) cannot change what it does, and is not read. `nil` for any other file,
    /// or an ELF file whose headers do not fit in it: that is hashed whole.
    static func loadedRanges(of fd: Int32, buffer: UnsafeMutableRawBufferPointer) -> [Range<Int>]? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        let headerSize = 64
        guard size >= headerSize, pread(fd, buffer.baseAddress, headerSize, 0) == headerSize else { return nil }
        let header = UnsafeRawBufferPointer(rebasing: buffer[..<headerSize])
        // "\x7FELF", 64-bit (class 2), little-endian (data 1).
        guard header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46, header[4] == 2,
            header[5] == 1
        else { return nil }
        let programHeaders = Int(header.loadUnaligned(fromByteOffset: 32, as: UInt64.self).littleEndian)
        let entrySize = Int(header.loadUnaligned(fromByteOffset: 54, as: UInt16.self).littleEndian)
        let entries = Int(header.loadUnaligned(fromByteOffset: 56, as: UInt16.self).littleEndian)
        let tableSize = entrySize * entries
        guard entrySize >= 56, entries > 0, programHeaders >= headerSize, programHeaders <= size,
            tableSize <= size - programHeaders, tableSize <= buffer.count,
            pread(fd, buffer.baseAddress, tableSize, off_t(programHeaders)) == tableSize
        else { return nil }
        var ranges = [0..<headerSize, programHeaders..<programHeaders + tableSize]
        for entry in 0..<entries {
            let base = entry * entrySize
            // PT_LOAD
            guard buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self).littleEndian == 1 else { continue }
            let offset = buffer.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self).littleEndian
            let length = buffer.loadUnaligned(fromByteOffset: base + 32, as: UInt64.self).littleEndian
            guard offset <= UInt64(size), length <= UInt64(size) - offset else { return nil }
            ranges.append(Int(offset)..<Int(offset + length))
        }
        return ranges.count > 2 ? ranges : nil
    }
}
