import Foundation

/// Writes the preview page atomically: to a temporary file beside the target, then renamed over it, so a
/// reader never sees half a page and a failed write leaves the previous page intact.
public enum PreviewWriter {
    public struct WriteError: Error, Equatable, Sendable {
        public var message: String
    }

    public static func write(_ html: String, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(html.utf8).write(to: temporary)
        } catch {
            throw WriteError(message: "cannot write '\(path)': \(describe(error))")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(message: "cannot write '\(path)': \(reason)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
