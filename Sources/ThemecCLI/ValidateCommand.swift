import ThemecDiagnostics

/// `themec validate`: load theme files and report every problem.
enum ValidateCommand: Subcommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check theme files and report every problem found.",
        discussion: """
            Reads every theme file, validates the whole set and prints all errors and warnings. In text \
            format diagnostics and a summary line go to standard error and nothing is printed when the \
            themes are clean; json and github formats go to standard output.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [DiagnosticOutput.formatOption, DiagnosticOutput.strictOption, DiagnosticOutput.followLinksOption],
        exitStatus: [
            (0, "No errors (and no warnings with --strict)."),
            (1, "Errors found (or warnings with --strict)."),
            (64, "Bad command line."),
        ],
        examples: ["themec validate Themes", "themec validate Themes --format github --strict"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let result = context.dependencies.loadThemeSet(DiagnosticOutput.paths(arguments))
        DiagnosticOutput.report(result.diagnostics, sources: result.sources, format: format, context: context)
        return DiagnosticOutput.fails(result.diagnostics, strict: arguments.flag("strict"))
            ? ExitStatus.failure : ExitStatus.success
    }
}
