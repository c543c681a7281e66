import ThemecCore
import ThemecEmit

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
/// An ELF executable with a GNU build ID (the linker's hash of the file it wrote; the package asks for one on
/// Linux) is known by that ID: reading it takes a few small reads, where hashing the program took 0.7 ms for a
/// build that loads the Swift runtime and 2 ms for one that carries it. Another ELF file is hashed by the parts
/// of it the program is loaded from (its code and data, not its debug information); any other file whole.
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

    /// The digest of the file at `path`: the `ContentHasher` digest of its GNU build ID (`buildID`) when it has
    /// one, else the `WideHasher` digest (which takes 64 bytes a step, where `ContentHasher` takes 16) of the
    /// parts an ELF executable is loaded from (`loadedRanges`), or else of every byte. Read in pieces of
    /// 128 KiB into one buffer (so the executable's size never adds to peak memory, and the buffer stays in
    /// cache: a larger one only costs fresh pages); `nil` when it cannot be opened or read, or is empty.
    static func digest(ofFileAt path: String) -> String? {
        guard case .success(let fd) = FileSystem.openRegularFile(path, followingLinks: true) else { return nil }
        defer { close(fd) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
        defer { buffer.deallocate() }
        let segments = programSegments(of: fd, buffer: buffer)
        if let segments, let id = buildID(in: segments, of: fd, buffer: buffer) {
            var hasher = ContentHasher()
            hasher.combine("GNU build ID")
            hasher.combine(id)
            return hasher.hexDigest()
        }
        var hasher = WideHasher()
        // Every byte up to the end of the file, when it is not an ELF file whose loaded parts can be read.
        let ranges = segments.flatMap(loadedRanges(in:)) ?? [0..<Int.max]
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

    /// One entry of an ELF file's program header table: what kind of segment, where its bytes are in the
    /// file, and the alignment of its contents.
    struct Segment {
        var type: UInt32
        var offset: Int
        var length: Int
        var alignment: Int
    }

    /// What `programSegments` reads of an ELF file: the byte ranges of its header and of its program header
    /// table, and the segments it lists that are read.
    typealias ProgramTable = (headers: [Range<Int>], segments: [Segment])

    /// The loadable segments and notes of a 64-bit little-endian ELF file's program header table, in table
    /// order, with the byte ranges of its header and of the table itself; `nil` for any other file, or an ELF
    /// file whose header, table or loadable segments do not fit in it (such a file is hashed whole).
    static func programSegments(of fd: Int32, buffer: UnsafeMutableRawBufferPointer) -> ProgramTable? {
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
        var segments: [Segment] = []
        for entry in 0..<entries {
            let base = entry * entrySize
            let type = buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self).littleEndian
            // Only the loadable segments (PT_LOAD) and the notes (PT_NOTE) are read.
            guard type == 1 || type == 4 else { continue }
            let offset = buffer.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self).littleEndian
            let length = buffer.loadUnaligned(fromByteOffset: base + 32, as: UInt64.self).littleEndian
            let alignment = buffer.loadUnaligned(fromByteOffset: base + 48, as: UInt64.self).littleEndian
            guard offset <= UInt64(size), length <= UInt64(size) - offset else {
                // A loadable segment outside the file: not an executable whose parts can be read. A note
                // outside it is not read.
                if type == 1 { return nil } else { continue }
            }
            segments.append(
                Segment(type: type, offset: Int(offset), length: Int(length), alignment: Int(min(alignment, 1 << 16))))
        }
        return ([0..<headerSize, programHeaders..<programHeaders + tableSize], segments)
    }

    /// The byte ranges of an ELF file that the loader maps, in file order: its header and program headers,
    /// then every loadable segment's bytes in the file. That is all the running program is made of; what else
    /// the file holds (debug information, the symbol table: three quarters of a release build of themec)
    /// cannot change what it does, and is not read. `nil` when it has no loadable segment.
    static func loadedRanges(in table: ProgramTable) -> [Range<Int>]? {
        let loads = table.segments.filter { $0.type == 1 }  // PT_LOAD
        guard !loads.isEmpty else { return nil }
        return table.headers + loads.map { $0.offset..<$0.offset + $0.length }
    }

    /// The GNU build ID of an ELF file: the description of its note of type `NT_GNU_BUILD_ID` (3) owned by
    /// "GNU", in a `PT_NOTE` segment. The linker computes it from the file it writes (`--build-id`, a SHA-1
    /// of the whole output), so another build has another ID, and the same build, stripped or copied, the
    /// same one. `nil` when there is none, or it is shorter than 8 bytes (not a hash of anything).
    static func buildID(in table: ProgramTable, of fd: Int32, buffer: UnsafeMutableRawBufferPointer) -> [UInt8]? {
        for segment in table.segments where segment.type == 4 && segment.length <= buffer.count {  // PT_NOTE
            guard pread(fd, buffer.baseAddress, segment.length, off_t(segment.offset)) == segment.length else {
                return nil
            }
            let notes = UnsafeRawBufferPointer(rebasing: buffer[..<segment.length])
            // Each note: name size, description size, type, then the name and the description, each padded to
            // the segment's alignment (4, or 8 in a segment aligned to 8).
            let padding = segment.alignment == 8 ? 8 : 4
            func padded(_ count: Int) -> Int { (count + padding - 1) / padding * padding }
            var offset = 0
            while offset + 12 <= notes.count {
                let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
                let descriptionSize = Int(
                    notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian)
                let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self).littleEndian
                let name = offset + 12
                guard nameSize <= notes.count, descriptionSize <= notes.count,
                    name + padded(nameSize) + descriptionSize <= notes.count
                else { break }
                let description = name + padded(nameSize)
                if type == 3, nameSize == 4, Array(notes[name..<name + 4]) == [0x47, 0x4E, 0x55, 0],
                    descriptionSize >= 8
                {
                    return Array(notes[description..<description + descriptionSize])
                }
                offset = description + padded(descriptionSize)
            }
        }
        return nil
    }
}
