import ThemecCore
import ThemecDiagnostics

/// `themec validate`: load theme files and report every problem.
enum ValidateCommand: Subcommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check theme files and report every problem found.",
        discussion: """
            Reads every theme file, validates the whole set and prints all errors and warnings. In text \
            format diagnostics and a summary line ('2 errors, 1 warning') go to standard error; json and \
            github formats go to standard output. A clean set gets one line saying what was checked \
            ('2 themes, 30 tokens, 4 styles, no problems': tokens are the set's tokens of every group, \
            palette, colors, radii, spacing, sizes, opacity, numbers, durations, fonts, typography and any \
            other; styles its button and list section styles; each counted once however many themes \
            declare it), on standard output, or on standard error with --format json so standard output stays \
            one JSON array. --quiet prints nothing but the diagnostics. Reads the themec.yml compile finds \
            (its themes, lint and strict; every target's, or the one --target names), so validate and the build \
            agree.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            DiagnosticOutput.formatOption, DiagnosticOutput.strictOption, DiagnosticOutput.followLinksOption,
            OptionSpec(
                name: "quiet", valueName: nil,
                help: "Print only the diagnostics: no summary line, nothing at all when the themes are clean."),
        ] + ProjectPlan.options,
        exitStatus: [
            (0, "No errors (and no warnings with --strict)."),
            (1, "Errors found (or warnings with --strict)."),
            (64, "Bad command line."),
        ],
        examples: ["themec validate Themes", "themec validate Themes --format github --strict"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let quiet = arguments.flag("quiet")
        let scopes: [ProjectScope]
        switch ProjectPlan.scopes(arguments, count: .every, command: "validate", format: format, context: context) {
        case .failure(let exit): return exit.status
        case .success(let found): scopes = found
        }
        // Every target's set, reported together (one JSON array); a diagnostic two targets share, once.
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        var sources: [String: SourceText] = [:]
        var fails = false
        var clean: [(target: String?, set: ResolvedThemeSet)] = []
        for scope in scopes {
            let result = scope.load(context: context)
            diagnostics += result.diagnostics.filter { seen.insert($0).inserted }
            sources.merge(result.sources) { first, _ in first }
            fails = fails || DiagnosticOutput.fails(result.diagnostics, strict: scope.strict)
            if result.diagnostics.isEmpty, let themeSet = result.themeSet { clean.append((scope.target, themeSet)) }
        }
        DiagnosticOutput.report(diagnostics, sources: sources, format: format, summary: !quiet, context: context)
        if !fails, !quiet, diagnostics.isEmpty {
            let sink = format == .json ? context.standardError : context.standardOutput
            for (target, themeSet) in clean {
                let counts = Self.counts(themeSet)
                context.write(
                    CLIMessages.clean(scopes.count > 1 ? "target '\(target ?? "-")': " + counts : counts), to: sink)
            }
        }
        return fails ? ExitStatus.failure : ExitStatus.success
    }

    /// `2 themes, 30 tokens, 4 styles`: the themes, the set's tokens (of every group, `TokenGroup.allCases`) and
    /// its styles (button styles, list sections), each token and style counted once for the whole set.
    static func counts(_ set: ResolvedThemeSet) -> String {
        let tokens = set.tokenCount
        let styles = set.buttonStyles.count + set.listSections.count
        return [
            DiagnosticOutput.counted(set.themes.count, "theme"), DiagnosticOutput.counted(tokens, "token"),
            DiagnosticOutput.counted(styles, "style"),
        ].joined(separator: ", ")
    }
}
