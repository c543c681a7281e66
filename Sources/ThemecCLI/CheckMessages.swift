import ThemecCore
import ThemecDiagnostics
import ThemecEmit

extension DiagnosticID {
    public static let missingOutputFile = DiagnosticID(rawValue: "missing-output-file")
    public static let staleOutputFile = DiagnosticID(rawValue: "stale-output-file")
    public static let extraOutputFile = DiagnosticID(rawValue: "extra-output-file")
}

/// What `compile --check` finds out of date, one diagnostic per file, so every format carries each one: a
/// line in text, a JSON object, a GitHub annotation on the file.
enum CheckMessages {
    /// Each file of `report` (paths relative to `directory`) as an error located at the file.
    static func diagnostics(_ report: CheckReport, in directory: String) -> [Diagnostic] {
        func at(_ path: String) -> SourceRange { .startOfFile(FileSystem.join(directory, path)) }
        return report.missing.map { missing($0, at: at($0)) } + report.stale.map { stale($0, at: at($0)) }
            + report.extra.map { extra($0, at: at($0)) }
    }

    static func missing(_ path: String, at range: SourceRange) -> Diagnostic {
        .error(.missingOutputFile, "missing: \(path: path) is not written yet; compile would write it", at: range)
    }

    static func stale(_ path: String, at range: SourceRange) -> Diagnostic {
        .error(.staleOutputFile, "stale: \(path: path) differs from what compile would write", at: range)
    }

    static func extra(_ path: String, at range: SourceRange) -> Diagnostic {
        .error(.extraOutputFile, "extra: \(path: path) is no longer generated; compile would remove it", at: range)
    }
}
