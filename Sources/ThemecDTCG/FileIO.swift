import ThemecCore
import ThemecDiagnostics

/// Reading JSON inputs and writing theme files for `import` and `init`.
public enum DTCGFiles {
    /// The largest input read (as for theme files).
    public static let maximumSize = 16 << 20

    /// Reads a UTF-8 file, or an error diagnostic (`path-not-found`, `unreadable-file`) without a location.
    public static let read: DTCGFileReader = { path in
        guard let kind = FileSystem.kind(of: path) else {
            return .failure(DTCGMessages.pathNotFound(path))
        }
        guard kind != .directory, case .success(let bytes) = FileSystem.contents(of: path, limit: maximumSize) else {
            return .failure(DTCGMessages.unreadableFile(path))
        }
        guard bytes.count <= maximumSize else {
            return .failure(DTCGMessages.fileTooLarge(path))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(DTCGMessages.notUTF8(path))
        }
        return .success(text)
    }

    /// Why a write failed.
    public struct WriteError: Error, Sendable {
        public var message: DiagnosticMessage
    }

    /// Writes `text` to `path` through a temporary file in the same directory renamed over it, so the
    /// file is never partial. With `exclusive`, fails when `path` exists (checked atomically with a hard
    /// link). Creates the directory if missing.
    public static func write(_ text: String, to path: String, exclusive: Bool) throws(WriteError) {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let directory = String(path[..<slash])
            if let failure = FileSystem.createDirectories(directory) {
                throw WriteError(message: DTCGMessages.cannotCreateDirectory(directory, reason: failure.reason))
            }
        }
        if let message = FileSystem.writeAtomically(Array(text.utf8), to: path, exclusive: exclusive) {
            throw WriteError(message: message)
        }
    }
}
