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
            one JSON array. --quiet prints nothing but the diagnostics.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            DiagnosticOutput.formatOption, DiagnosticOutput.strictOption, DiagnosticOutput.followLinksOption,
            OptionSpec(
                name: "quiet", valueName: nil,
                help: "Print only the diagnostics: no summary line, nothing at all when the themes are clean."),
        ],
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
        let result = context.dependencies.loadThemeSet(DiagnosticOutput.paths(arguments))
        DiagnosticOutput.report(
            result.diagnostics, sources: result.sources, format: format, summary: !quiet, context: context)
        let fails = DiagnosticOutput.fails(result.diagnostics, strict: arguments.flag("strict"))
        if !fails, !quiet, result.diagnostics.isEmpty, let themeSet = result.themeSet {
            let sink = format == .json ? context.standardError : context.standardOutput
            context.write(CLIMessages.clean(Self.counts(themeSet)), to: sink)
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
