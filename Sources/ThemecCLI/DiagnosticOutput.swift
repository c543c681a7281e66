import ThemecCore
import ThemecDiagnostics

/// The theme files a command reads: its paths, and whether links leading outside them are followed.
struct ThemePaths: Sendable, Equatable {
    var paths: [String]
    var followsLinks = false
}

/// Where diagnostics go, shared by `validate`, `resolve` and `compile`.
///
/// - `text`: standard error, coloured when standard error is a terminal (see `ColorChoice`), followed by a
///   summary line (`2 errors, 1 warning`) when there is anything to report.
/// - `json`: standard output, always one JSON array (`[]` when clean), so it can be piped.
/// - `github`: standard output, one workflow command per diagnostic, where GitHub Actions reads them.
enum DiagnosticOutput {
    static func report(
        _ diagnostics: [Diagnostic], sources: [String: SourceText], format: DiagnosticFormat,
        summary: Bool = true, context: CommandContext
    ) {
        let renderer = DiagnosticRenderer(
            format: format,
            colored: format == .text && context.colorsStandardError,
            sourceText: { sources[$0] }
        )
        switch format {
        case .text:
            guard !diagnostics.isEmpty else { return }
            context.standardError.write(renderer.render(diagnostics))
            if summary, let line = summaryLine(diagnostics) { context.standardError.write(line + "\n") }
        case .json:
            context.standardOutput.write(renderer.render(diagnostics))
        case .github:
            context.standardOutput.write(renderer.render(diagnostics))
        }
    }

    /// `2 errors, 1 warning`; `nil` when there are none.
    static func summaryLine(_ diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Whether the diagnostics fail the command: any error, or any warning with `--strict`.
    static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.containsErrors || (strict && !diagnostics.isEmpty)
    }

    static let formatOption = OptionSpec(
        name: "format", valueName: "FORMAT",
        help:
            "How to print diagnostics: text (on standard error, with a summary line), json (a JSON array on "
            + "standard output) or github (GitHub Actions annotations on standard output).",
        allowedValues: DiagnosticFormat.allCases.map(\.rawValue), defaultValue: "text")

    static let strictOption = OptionSpec(
        name: "strict", valueName: nil, help: "Treat warnings as errors: exit 1 when there is any warning.")

    static let pathsArgument = (
        name: "PATH ...",
        help:
            "Theme files or directories; directories are searched recursively for *.yaml and *.yml files. "
            + "Without any: the 'themes' of themec.yml, else Themes.",
        defaultValue: String?("Themes")
    )

    static let followLinksOption = OptionSpec(
        name: "follow-links", valueName: nil,
        help:
            "Follow symbolic links that lead outside the given paths; without it they are skipped with a warning "
            + "(links inside the paths are always followed, and read once).")

    /// The paths to load: the positional arguments, or `Themes`; and `--follow-links`.
    static func paths(_ arguments: ParsedArguments) -> ThemePaths {
        ThemePaths(
            paths: arguments.positionals.isEmpty ? ["Themes"] : arguments.positionals,
            followsLinks: arguments.flag("follow-links"))
    }

    /// Loads the theme set a writing command (compile, export) works from, reporting every diagnostic.
    ///
    /// - Returns: the set, or `nil` when there are errors (or warnings under `--strict`); then nothing may be
    ///   written and the command exits 1.
    ///
    /// `load` loads the set when the command read the files itself (`compile`); by default the loader reads
    /// `paths`. With `deferred`, diagnostics that do not stop the command are kept there, for the command to
    /// report with its own (`compile --check`: one JSON array).
    static func loadForWriting(
        _ paths: ThemePaths, arguments: ParsedArguments, format: DiagnosticFormat, context: CommandContext,
        load: (() -> ThemeSetLoadResult)? = nil, deferred: DeferredDiagnostics? = nil
    ) -> ThemeSetLoadResult? {
        let result = load?() ?? context.dependencies.loadThemeSet(paths)
        if let deferred, !fails(result.diagnostics, strict: arguments.flag("strict")) {
            deferred.add(result.diagnostics, sources: result.sources)
        } else {
            report(result.diagnostics, sources: result.sources, format: format, context: context)
        }
        if fails(result.diagnostics, strict: arguments.flag("strict")) { return nil }
        guard result.themeSet != nil else {
            context.error(CLIMessages.noThemeSetNothingWritten)
            return nil
        }
        return result
    }
}

/// Diagnostics a command reports later, together with its own, so that a JSON report stays one array.
final class DeferredDiagnostics: @unchecked Sendable {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var sources: [String: SourceText] = [:]

    func add(_ found: [Diagnostic], sources more: [String: SourceText]) {
        diagnostics += found
        sources.merge(more) { first, _ in first }
    }
}
