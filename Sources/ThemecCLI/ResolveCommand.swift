import ThemecCore
import ThemecDiagnostics

/// `themec resolve`: print the value one token has in one theme and appearance, or (`--all`) every token's
/// value in every theme and appearance, for scripts and the import's differential test.
enum ResolveCommand: Subcommand {
    static let spec = CommandSpec(
        name: "resolve",
        abstract: "Print the value a token resolves to in one theme and appearance.",
        discussion: """
            Follows references, 'extends', opacity and high-contrast fallbacks, then prints the value on \
            standard output: #RRGGBBAA for a colour, a plain number for a radius or spacing. Errors go \
            to standard error; warnings only as a count ('themec validate' lists them). With --all, prints every token of every theme (or of --theme) instead: \
            semantic colours in each of the four appearances, every other token once; as lines of theme, \
            token, appearance ('-' when it does not apply) and value separated by tabs, or with --format json \
            as one JSON array of {"theme", "token", "appearance", "value"} objects (appearance null when it \
            does not apply; value as the single-token form prints it). Button and list styles are not included.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(
                name: "theme", valueName: "NAME",
                help: "The theme, as written in 'theme:'. Required, except with --all (which it restricts)."),
            OptionSpec(
                name: "token", valueName: "GROUP.NAME",
                help: "The token, such as colors.accent or radii.button. Required, except with --all."),
            OptionSpec(
                name: "appearance", valueName: "APPEARANCE", help: "The colour scheme.",
                allowedValues: Appearance.ColorScheme.allCases.map(\.rawValue), defaultValue: "light"),
            OptionSpec(
                name: "contrast", valueName: "CONTRAST", help: "The contrast setting.",
                allowedValues: Appearance.Contrast.allCases.map(\.rawValue), defaultValue: "standard"),
            OptionSpec(
                name: "role", valueName: "ROLE", help: "A button role (destructive, cancel), for style tokens."),
            OptionSpec(
                name: "all", valueName: nil,
                help: "Print every token of every theme in every appearance instead of one value."),
            OptionSpec(
                name: "format", valueName: "FORMAT", help: "How --all prints the values.",
                allowedValues: ["text", "json"], defaultValue: "text"),
            DiagnosticOutput.followLinksOption,
        ] + ProjectPlan.options,
        exitStatus: [
            (0, "The value was printed."),
            (1, "The themes have errors, or the token has no value for this query."),
            (64, "Bad command line."),
        ],
        examples: [
            "themec resolve Themes --theme Default --token colors.accent --appearance dark",
            "themec resolve Themes --all --format json",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let all = arguments.flag("all")
        for name in ["theme", "token"] where !all && arguments.value(name) == nil {
            let synopsis = spec.options.first { $0.name == name }!.synopsis
            return ThemecCommand.usageError(
                CLIMessages.missingRequiredOption(synopsis), hint: "themec resolve --help", context: context)
        }
        let scheme = Appearance.ColorScheme(rawValue: arguments.value("appearance") ?? "light") ?? .light
        let contrast = Appearance.Contrast(rawValue: arguments.value("contrast") ?? "standard") ?? .standard
        let query = TokenQuery(
            theme: arguments.value("theme") ?? "",
            token: arguments.value("token") ?? "",
            appearance: Appearance(colorScheme: scheme, contrast: contrast),
            role: arguments.value("role")
        )

        let scope: ProjectScope
        switch ProjectPlan.scope(arguments, command: "resolve", context: context) {
        case .failure(let exit): return exit.status
        case .success(let found): scope = found
        }
        let result = scope.load(context: context)
        // Errors, which stop the lookup, in full; warnings, which concern the set rather than this value, as
        // a count (a script calling resolve once per token would print them all every time).
        if result.diagnostics.containsErrors {
            DiagnosticOutput.report(result.diagnostics, sources: result.sources, format: .text, context: context)
        } else if !result.diagnostics.isEmpty {
            context.write(
                CLIMessages.warningsNotShown(DiagnosticOutput.counted(result.diagnostics.count, "warning")),
                to: context.standardError)
        }
        guard !result.diagnostics.containsErrors, let themeSet = result.themeSet else {
            if !result.diagnostics.containsErrors { context.error(CLIMessages.noThemeSet) }
            return ExitStatus.failure
        }

        if all {
            guard let rows = everyValue(themeSet, theme: arguments.value("theme"), context: context) else {
                return ExitStatus.failure
            }
            let json = arguments.value("format") == "json"
            context.standardOutput.write(json ? jsonArray(rows) : rows.map(textLine).joined())
            return ExitStatus.success
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

extension ResolveCommand {
    /// One value of `--all`: the token in the theme and, for a semantic colour, the appearance.
    struct Row {
        var theme: String
        var token: String
        var appearance: Appearance?
        var value: ResolvedValue
    }

    /// Every token's value in every theme (or in `theme` only), in the set's token order; `nil` (with the
    /// lookup's message) when `theme` names no theme. Linear in themes × tokens.
    static func everyValue(_ set: ResolvedThemeSet, theme name: String?, context: CommandContext) -> [Row]? {
        var themes = set.themes
        if let name {
            guard let theme = set.theme(named: name) else {
                if case .failure(let error) = set.lookup(TokenQuery(theme: name, token: "")) {
                    context.error(error.message)
                }
                return nil
            }
            themes = [theme]
        }
        var rows: [Row] = []
        for theme in themes {
            for value in set.values(in: theme) {
                rows.append(
                    Row(
                        theme: theme.name, token: value.token.name.description, appearance: value.appearance,
                        value: value.value))
            }
        }
        return rows
    }

    static func textLine(_ row: Row) -> String {
        [row.theme, row.token, row.appearance?.rawValue ?? "-", row.value.description].joined(separator: "\t") + "\n"
    }

    static func jsonArray(_ rows: [Row]) -> String {
        let objects = rows.map { row in
            "{\"theme\": \(jsonString(row.theme)), \"token\": \(jsonString(row.token)), \"appearance\": "
                + (row.appearance.map { jsonString($0.rawValue) } ?? "null")
                + ", \"value\": \(jsonString(row.value.description))}"
        }
        return "[" + objects.joined(separator: ",\n ") + "]\n"
    }
}
