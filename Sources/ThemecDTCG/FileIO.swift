import ThemecCore
import ThemecDiagnostics

/// Reading JSON inputs for `import` (writing goes through `OutputWriter`, like every command's).
public enum DTCGFiles {
    /// The largest input read (as for theme files).
    public static let maximumSize = 16 << 20

    /// Reads a UTF-8 file, or an error diagnostic (`path-not-found`, `unreadable-file`) without a location.
    public static let read: DTCGFileReader = { path in
        guard let kind = FileSystem.kind(of: path) else {
            return .failure(DTCGMessages.pathNotFound(path))
        }
        guard
            kind != .directory,
            case .success(let bytes) = FileSystem.regularFileContents(
                of: path, limit: maximumSize, followingLinks: true)
        else { return .failure(DTCGMessages.unreadableFile(path)) }
        guard bytes.count <= maximumSize else {
            return .failure(DTCGMessages.fileTooLarge(path))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(DTCGMessages.notUTF8(path))
        }
        return .success(text)
    }
}
