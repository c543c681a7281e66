import ThemecCore
public import ThemecDiagnostics

/// Writes the preview page atomically: to a temporary file beside the target, then renamed over it, so a
/// reader never sees half a page and a failed write leaves the previous page intact.
public enum PreviewWriter {
    public struct WriteError: Error, Equatable, Sendable {
        public var message: DiagnosticMessage
    }

    public static func write(_ html: String, to path: String) throws(WriteError) {
        if let message = FileSystem.writeAtomically(Array(html.utf8), to: path) {
            throw WriteError(message: message)
        }
    }
}
