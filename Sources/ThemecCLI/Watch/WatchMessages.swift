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

    /// The watch polls instead of using file events (a warning).
    static func pollingInstead(_ fallback: WatchFallback) -> DiagnosticMessage {
        let polling: DiagnosticMessage = "checking the watched files once a second instead"
        switch fallback {
        case .descriptorBudget(let needed, let budget):
            return "watching \(needed) files and folders through kqueue needs one open file each, more than the "
                + "\(budget) it may use (raise 'ulimit -n' to watch more); " + polling
        case .outOfDescriptors:
            return "out of open files for kqueue watches; " + polling
        case .eventsUnavailable(let mechanism):
            return "\(mechanism) could not be started; " + polling
        }
    }

    /// A compile failed (its diagnostics are above): nothing was written, or only what could be.
    static func compileFailed(_ output: String) -> DiagnosticMessage {
        "\(path: output) was not updated; waiting for the next change"
    }

    /// The preview was not rewritten: the page on disk is the last one without errors.
    static func previewKept(_ path: String) -> DiagnosticMessage {
        "\(path: path) was not updated; it shows the last themes without errors"
    }
}
