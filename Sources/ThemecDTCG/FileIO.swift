import Foundation
import ThemecDiagnostics

/// Reading JSON inputs and writing theme files for `import` and `init`.
public enum DTCGFiles {
    /// The largest input read (as for theme files).
    public static let maximumSize = 16 << 20

    /// Reads a UTF-8 file, or an error diagnostic (`path-not-found`, `unreadable-file`) without a location.
    public static let read: DTCGFileReader = { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.error("path-not-found", "no such file: '\(path)'", at: nil))
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error("unreadable-file", "cannot read '\(path)'", at: nil))
        }
        guard data.count <= maximumSize else {
            return .failure(.error("file-too-large", "'\(path)' is larger than 16 MiB", at: nil))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.error("invalid-utf8", "'\(path)' is not UTF-8 text", at: nil))
        }
        return .success(text)
    }

    /// Why a write failed.
    public struct WriteError: Error, Sendable {
        public var message: String
    }

    /// Writes `text` to `path` through a temporary file in the same directory renamed over it, so the
    /// file is never partial. With `exclusive`, fails when `path` exists (checked atomically with a hard
    /// link). Creates the directory if missing.
    public static func write(_ text: String, to path: String, exclusive: Bool) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(message: "cannot create directory '\(directory.path)': \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw WriteError(message: "cannot write '\(path)': \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        if exclusive {
            if link(temporary.path, path) != 0 {
                let code = errno
                throw WriteError(
                    message: code == EEXIST
                        ? "'\(path)' already exists; not overwritten"
                        : "cannot write '\(path)': \(String(cString: strerror(code)))")
            }
            return
        }
        if rename(temporary.path, path) != 0 {
            throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }
}
