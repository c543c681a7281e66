import ThemecDiagnostics

/// The lines watch mode prints between compiles.
extension CLIMessages {
    /// After the first compile: what is watched, and how to stop.
    static func watching(_ paths: [String]) -> DiagnosticMessage {
        let names = paths.map { "'\(path: $0)'" as DiagnosticMessage }
        let list = names.dropFirst().reduce(names.first ?? "") { $0 + ", " + $1 }
        return "Watching \(list) for changes; press Ctrl-C to stop."
    }

    /// The header of every compile after a change.
    static let changeDetected: DiagnosticMessage = "---- change detected: compiling again ----"

    /// After Ctrl-C.
    static let stoppedWatching: DiagnosticMessage = "Stopped watching."

    /// A compile failed (its diagnostics are above): nothing was written, or only what could be.
    static func compileFailed(_ output: String) -> DiagnosticMessage {
        "\(path: output) was not updated; waiting for the next change"
    }

    /// The preview was not rewritten: the page on disk is the last one without errors.
    static func previewKept(_ path: String) -> DiagnosticMessage {
        "\(path: path) was not updated; it shows the last themes without errors"
    }
}
