import ThemecCore
import ThemecDTCG
public import ThemecDiagnostics
import ThemecYAML

extension DiagnosticID {
    /// Every ID themec reports: the YAML stage's, the theme stage's and the DTCG import's lists together.
    /// docs/ThemeFormat.md and docs/DTCG.md document each one (the tests hold them against this list).
    public static var allKnown: Set<DiagnosticID> {
        Set(yamlIDs + themeIDs + dtcgIDs + configIDs + packIDs)
    }
}

/// Every line the commands print besides diagnostics and reports: command-line errors and what was
/// written. Paths and arguments go through `DiagnosticMessage`, so a file or an argument named with an
/// escape sequence is shown spelled out, never sent to the terminal.
enum CLIMessages {
    // MARK: - The command line

    static func unknownOption(_ argument: String, suggestion: String?) -> DiagnosticMessage {
        "unknown option '\(argument)'" + (suggestion.map { "; did you mean '--\($0)'?" as DiagnosticMessage } ?? "")
    }

    static func unknownCommand(_ name: String, suggestion: String?) -> DiagnosticMessage {
        "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" as DiagnosticMessage } ?? "")
    }

    static func unexpectedArgument(_ argument: String) -> DiagnosticMessage {
        "unexpected argument '\(argument)'"
    }

    static func flagWithValue(_ name: String) -> DiagnosticMessage {
        "option '--\(name)' does not take a value"
    }

    static func missingValue(_ synopsis: String) -> DiagnosticMessage {
        "missing value for option '\(synopsis)'"
    }

    static func repeatedOption(_ name: String) -> DiagnosticMessage {
        "option '--\(name)' given more than once"
    }

    static func invalidValue(_ value: String, option name: String, expected: String, suggestion: String?)
        -> DiagnosticMessage
    {
        "invalid value '\(value)' for option '--\(name)'; expected \(expected)"
            + (suggestion.map { " (did you mean '\($0)'?)" as DiagnosticMessage } ?? "")
    }

    static func conflictingOptions(_ first: String, _ second: String) -> DiagnosticMessage {
        "option '--\(first)' cannot be used with '--\(second)', which writes nothing"
    }

    static func missingRequiredOption(_ synopsis: String) -> DiagnosticMessage {
        "missing required option '\(synopsis)'"
    }

    static func unknownSchema(_ name: String, suggestion: String?) -> DiagnosticMessage {
        "unknown schema '\(name)'; expected 'theme', 'config' or 'themepack'"
            + (suggestion.map { "; did you mean '\($0)'?" as DiagnosticMessage } ?? "")
    }

    static let missingShell: DiagnosticMessage = "missing shell; expected 'bash', 'zsh' or 'fish'"

    static func unknownShell(_ name: String, suggestion: String?) -> DiagnosticMessage {
        "unknown shell '\(name)'; expected 'bash', 'zsh' or 'fish'"
            + (suggestion.map { "; did you mean '\($0)'?" as DiagnosticMessage } ?? "")
    }

    /// `Run 'themec compile --help'.`
    static func runHint(_ command: String) -> DiagnosticMessage { "Run '\(path: command)'." }

    // MARK: - Results

    static let noThemeSet: DiagnosticMessage = "no theme set was loaded"

    static func warningsNotShown(_ count: String) -> DiagnosticMessage {
        "note: the themes have \(count); 'themec validate' lists them"
    }

    static let targetWithoutConfig: DiagnosticMessage =
        "--target chooses a target of a themec.yml, and there is none here (or --no-config was given)"

    static func unknownTarget(_ name: String, config: String, names: [String], suggestion: String?)
        -> DiagnosticMessage
    {
        let known =
            names.isEmpty
            ? "it names no target; give each entry of 'targets' a 'name:'"
            : "its targets are " + names.map { "'\($0)'" }.joined(separator: ", ")
        return "no target named '\(name)' in '\(path: config)': \(known)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func chooseTarget(config: String, count: Int, names: [String]) -> DiagnosticMessage {
        let choice =
            names.isEmpty
            ? "give each entry of 'targets' a 'name:' and choose one with --target NAME"
            : "choose one with --target NAME (" + names.map { "'\($0)'" }.joined(separator: ", ") + ")"
        return
            "'\(path: config)' has \(count) targets reading different themes or lint settings; \(choice), or pass theme paths"
    }
    static let noThemeSetNothingWritten: DiagnosticMessage = "no theme set was loaded; nothing was written"
    static let strictWarningsNothingWritten: DiagnosticMessage =
        "warnings are errors with --strict; nothing was written"

    static func alreadyExists(_ path: String) -> DiagnosticMessage {
        "'\(path: path)' already exists; nothing was written"
    }

    static func upToDate(_ directory: String) -> DiagnosticMessage { "\(path: directory) is up to date" }
    static func outOfDate(_ directory: String) -> DiagnosticMessage { "\(path: directory) is out of date" }
    static func runToUpdate(_ command: String) -> DiagnosticMessage { "Run '\(path: command)' to update it." }
    static func wrote(_ path: String) -> DiagnosticMessage { "Wrote \(path: path)" }
    static func schemaKept(_ path: String) -> DiagnosticMessage {
        "'\(path: path)' was not written by themec; kept (the themes' $schema line names it)"
    }
    /// What `import dtcg` kept and left out: tokens by type, the themes, tokens left out by reason (each one
    /// listed with `verbose`).
    static func importSummary(_ summary: DTCGImportSummary, verbose: Bool) -> [DiagnosticMessage] {
        let types = summary.imported.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
        var lines: [DiagnosticMessage] = [
            "Imported \(summary.importedCount) tokens (\(types.isEmpty ? "none" : types)) into \(summary.themes.count) theme\(summary.themes.count == 1 ? "" : "s"): \(summary.themes.joined(separator: ", "))"
        ]
        if summary.leftOutCombinations > 0 {
            let count = summary.leftOutCombinations
            lines.append(
                "Left out \(count == Int.max ? "more" : "\(count)") combination\(count == 1 ? "" : "s") of modifier contexts (mode-combinations-left-out)"
            )
        }
        if summary.skippedCount > 0 {
            let reasons = summary.skipped.map { "\($0.tokens.count) \($0.reason.rawValue)" }.joined(separator: ", ")
            lines.append(
                "Left out \(summary.skippedCount) token\(summary.skippedCount == 1 ? "" : "s"): \(reasons)\(verbose ? "" : " (--verbose lists them)")"
            )
            if verbose {
                for group in summary.skipped {
                    lines.append("  \(group.reason.rawValue): \(group.tokens.joined(separator: ", "))")
                }
            }
        }
        return lines
    }
    static func created(_ path: String) -> DiagnosticMessage { "Created \(path: path)" }
    /// `2 themes, 30 tokens, 4 styles, no problems`: what a clean `validate` checked.
    static func clean(_ counts: String) -> DiagnosticMessage { "\(counts), no problems" }
    static func outputPath(_ path: String) -> DiagnosticMessage { "\(path: path)" }
    static func note(_ text: String) -> DiagnosticMessage { "note: \(path: text)" }

    /// `Wrote 2 files to Generated (1 unchanged, 1 removed)`.
    static func wroteFiles(_ files: String, to output: String, details: [String]) -> DiagnosticMessage {
        let more: DiagnosticMessage = details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"
        return "Wrote \(files) to \(path: output)\(more)"
    }
}

extension CLIMessages {
    /// A file themec no longer generates, not deleted because it was changed since themec wrote it.
    static func keptChangedFile(_ path: String, in directory: String) -> DiagnosticMessage {
        "'\(path: path)' in \(path: directory) is no longer generated, but was changed since themec wrote it: kept, "
            + "and no longer themec's (delete it yourself, or pass --force to let themec delete it)"
    }
}
