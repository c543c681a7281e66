import ThemecCore
import ThemecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writer's system calls, each failure an `OutputError`.
extension OutputWriter {
    /// `mkdir -p`.
    func createDirectories(_ path: String) throws(OutputError) {
        switch FileSystem.createDirectories(path) {
        case nil: return
        case .notADirectory(let path): throw .notADirectory(path: path)
        case .system(let path, let code): throw .system(operation: "create directory", path: path, errno: code)
        }
    }

    /// Creates the directories between `directory` and the file, refusing links and files on the way.
    func createParentDirectories(of relativePath: String, in directory: String) throws(OutputError) {
        var current = directory
        for component in relativePath.split(separator: "/").dropLast() {
            current = FileSystem.join(current, String(component))
            if mkdir(current, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw .system(operation: "create directory", path: current, errno: code) }
                var info = stat()
                guard lstat(current, &info) == 0 else {
                    throw .system(operation: "inspect", path: current, errno: errno)
                }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFLNK { throw .symbolicLink(path: current) }
                if kind != S_IFDIR { throw .notADirectory(path: current) }
            }
        }
    }

    /// Whether the file at `path` holds exactly `contents`, read in chunks and compared in place.
    func fileHolds(_ path: String, _ contents: [UInt8]) throws(OutputError) -> Bool {
        let fd = try openRegularFile(path)
        defer { close(fd) }
        let result = contents.withUnsafeBytes { expected -> Result<Bool, OutputError> in
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
            defer { chunk.deallocate() }
            var offset = 0
            while true {
                let count = read(fd, chunk.baseAddress, chunk.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.system(operation: "read", path: path, errno: errno))
                }
                if count == 0 { return .success(offset == expected.count) }
                guard offset + count <= expected.count,
                    memcmp(chunk.baseAddress!, expected.baseAddress! + offset, count) == 0
                else { return .success(false) }
                offset += count
            }
        }
        return try result.get()
    }

    /// The `ContentHasher` hash of the file at `path`, read in chunks.
    func hashFile(_ path: String) throws(OutputError) -> String {
        let fd = try openRegularFile(path)
        defer { close(fd) }
        var hasher = ContentHasher()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = read(fd, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "read", path: path, errno: errno)
            }
            if count == 0 { return hasher.hexDigest() }
            hasher.combine(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
    }

    /// `FileSystem.openRegularFile` (no link followed, never blocking), its failure as an `OutputError`.
    private func openRegularFile(_ path: String) throws(OutputError) -> Int32 {
        switch FileSystem.openRegularFile(path) {
        case .success(let fd): return fd
        case .failure(.cannotOpen(let code)), .failure(.failed(let code)):
            throw .system(operation: "read", path: path, errno: code)
        case .failure: throw .notARegularFile(path: path)
        }
    }

    func readFile(_ path: String, limit: Int = Int.max - 1) throws(OutputError) -> [UInt8] {
        switch FileSystem.regularFileContents(of: path, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.cannotOpen(let code)), .failure(.failed(let code)):
            throw .system(operation: "read", path: path, errno: code)
        case .failure: throw .notARegularFile(path: path)
        }
    }

    /// `FileSystem.writeAtomically`, its failure as an `OutputError`.
    func writeAtomically(_ contents: [UInt8], to path: String, exclusive: Bool = false) throws(OutputError) {
        do {
            try FileSystem.writeAtomically(contents, to: path, exclusive: exclusive)
        } catch {
            if exclusive, error.errno == EEXIST, error.path == path { throw .alreadyExists(path: path) }
            throw OutputError(error)
        }
    }

    /// `FileSystem.prepare`, its failure as an `OutputError`.
    func prepare(_ files: [(bytes: [UInt8], path: String)]) throws(OutputError) -> [FileSystem.PreparedFile] {
        do { return try FileSystem.prepare(files) } catch { throw OutputError(error) }
    }

    /// `FileSystem.commit`, its failure as an `OutputError`; on failure the files not committed are gone.
    func commit(_ files: some Collection<FileSystem.PreparedFile>) throws(OutputError) {
        do { try FileSystem.commit(files) } catch { throw OutputError(error) }
    }

    /// Removes the directories a removed file leaves empty, up to (not including) the output directory.
    func removeEmptyParents(of relativePath: String, in directory: String) {
        var components = relativePath.split(separator: "/").map(String.init)
        components.removeLast()
        while !components.isEmpty {
            if rmdir(FileSystem.join(directory, components.joined(separator: "/"))) != 0 { return }
            components.removeLast()
        }
    }
}
