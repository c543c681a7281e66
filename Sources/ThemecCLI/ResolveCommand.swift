import ThemecCore
import ThemecDiagnostics

/// `themec resolve`: print the value one token has in one theme and appearance.
enum ResolveCommand: Subcommand {
    static let spec = CommandSpec(
        name: "resolve",
        abstract: "Print the value a token resolves to in one theme and appearance.",
        discussion: """
            Follows references, 'extends', opacity and high-contrast fallbacks, then prints the value on \
            standard output: #RRGGBBAA for a colour, a plain number for a radius or spacing. Problems go \
            to standard error.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(name: "theme", valueName: "NAME", help: "The theme, as written in 'theme:'.", isRequired: true),
            OptionSpec(
                name: "token", valueName: "GROUP.NAME", help: "The token, such as colors.accent or radii.button.",
                isRequired: true),
            OptionSpec(
                name: "appearance", valueName: "APPEARANCE", help: "The colour scheme.",
                allowedValues: Appearance.ColorScheme.allCases.map(\.rawValue), defaultValue: "light"),
            OptionSpec(
                name: "contrast", valueName: "CONTRAST", help: "The contrast setting.",
                allowedValues: Appearance.Contrast.allCases.map(\.rawValue), defaultValue: "standard"),
            OptionSpec(
                name: "role", valueName: "ROLE", help: "A button role (destructive, cancel), for style tokens."),
            DiagnosticOutput.followLinksOption,
        ],
        exitStatus: [
            (0, "The value was printed."),
            (1, "The themes have errors, or the token has no value for this query."),
            (64, "Bad command line."),
        ],
        examples: ["themec resolve Themes --theme Default --token colors.accent --appearance dark"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let scheme = Appearance.ColorScheme(rawValue: arguments.value("appearance") ?? "light") ?? .light
        let contrast = Appearance.Contrast(rawValue: arguments.value("contrast") ?? "standard") ?? .standard
        let query = TokenQuery(
            theme: arguments.value("theme") ?? "",
            token: arguments.value("token") ?? "",
            appearance: Appearance(colorScheme: scheme, contrast: contrast),
            role: arguments.value("role")
        )

        let result = context.dependencies.loadThemeSet(DiagnosticOutput.paths(arguments))
        DiagnosticOutput.report(result.diagnostics, sources: result.sources, format: .text, context: context)
        guard !result.diagnostics.containsErrors, let themeSet = result.themeSet else {
            if !result.diagnostics.containsErrors { context.error(CLIMessages.noThemeSet) }
            return ExitStatus.failure
        }

        switch themeSet.lookup(query) {
        case .success(let value):
            context.standardOutput.write(value.description + "\n")
            return ExitStatus.success
        case .failure(let error):
            context.error(error.message)
            return ExitStatus.failure
        }
    }
}
