import ThemecCore
import ThemecDiagnostics
import ThemecEmit

/// `themec pack`: themes → a theme pack (JSON) an app built with `runtimeThemes` loads at run time.
enum PackCommand: Subcommand {
    static let spec = CommandSpec(
        name: "pack",
        abstract: "Write themes, fully resolved, as a theme pack (JSON) to load at run time.",
        discussion: """
            Validates the themes like 'validate', then writes one JSON file (schema/themepack.schema.json, \
            docs/ThemePacks.md): the format version, the fingerprint of the token set (every token's group and \
            name, every style's name) the pack fits, and each theme with every token in every appearance, its \
            button styles and list sections. --theme packs one theme. With --against, the paths hold brand \
            themes made for the app whose themes --against names: both are loaded together (so a brand theme \
            can 'extends' a compiled one), every brand theme must give exactly the app's tokens and styles, \
            and only the brand's themes are packed, with the app's fingerprint. Any error is reported like \
            'validate' (located in the brand's files) and nothing is written. Reads the themec.yml compile \
            finds (its themes, lint and strict, or those of the target --target names).
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(name: "output", valueName: "FILE", help: "The pack to write.", isRequired: true),
            OptionSpec(name: "theme", valueName: "NAME", help: "Pack only this theme, as written in 'theme:'."),
            OptionSpec(
                name: "against", valueName: "PATH",
                help: "The app's theme files or directory: the paths then hold brand themes that must fit them."),
            OutputOptions.forceOption,
            DiagnosticOutput.formatOption,
            DiagnosticOutput.strictOption,
            DiagnosticOutput.followLinksOption,
        ] + ProjectPlan.options,
        exitStatus: [
            (0, "The pack was written."),
            (1, "The themes have errors (or warnings with --strict), or the pack could not be written."),
            (64, "Bad command line."),
        ],
        examples: [
            "themec pack Themes --output app.themepack.json",
            "themec pack Brands --against Themes --output brand.themepack.json",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let scope: ProjectScope
        switch ProjectPlan.scope(arguments, command: "pack", format: format, context: context) {
        case .failure(let exit): return exit.status
        case .success(let found): scope = found
        }
        let output = arguments.value("output") ?? ""
        let against = arguments.value("against")
        let inputs = scope.paths.paths + (against.map { [$0] } ?? [])
        guard OutputOptions.placementIsValid(outputs: [output], inputs: inputs, context: context) else {
            return ExitStatus.failure
        }

        // With --against, brand and app themes together (so `extends` reaches the app's themes), and the
        // app's alone.
        var combinedScope = scope
        combinedScope.paths.paths = inputs
        var loaded = combinedScope.load(context: context)
        var app: ResolvedThemeSet?
        if let against {
            let appResult = ThemeSetLoader.load(paths: [against], followingLinks: scope.paths.followsLinks)
            if let appSet = appResult.themeSet, !appResult.diagnostics.containsErrors {
                app = appSet
                loaded.diagnostics = ThemePackCompatibility.locateInBrand(
                    loaded.diagnostics, appFiles: Set(appResult.sources.keys))
                if let combined = loaded.themeSet, !loaded.diagnostics.containsErrors {
                    loaded.diagnostics += ThemePackCompatibility.check(
                        combined, app: appSet, brandPaths: scope.paths.paths)
                }
            } else {
                loaded.diagnostics =
                    appResult.diagnostics + loaded.diagnostics.filter { !appResult.diagnostics.contains($0) }
                loaded.sources.merge(appResult.sources) { first, _ in first }
            }
        }
        DiagnosticOutput.report(loaded.diagnostics, sources: loaded.sources, format: format, context: context)
        guard !DiagnosticOutput.fails(loaded.diagnostics, strict: scope.strict), let themeSet = loaded.themeSet,
            against == nil || app != nil
        else {
            let strictOnly = loaded.themeSet != nil && !loaded.diagnostics.containsErrors
            context.error(strictOnly ? CLIMessages.strictWarningsNothingWritten : CLIMessages.noThemeSetNothingWritten)
            return ExitStatus.failure
        }

        var packed = themeSet
        if let app { packed.themes = ThemePackCompatibility.brandThemes(themeSet, app: app) }
        if let name = arguments.value("theme") {
            guard packed.themes.contains(where: { $0.name == name }) else {
                var known = themeSet
                known.themes = packed.themes
                if case .failure(let error) = known.lookup(TokenQuery(theme: name, token: "")) {
                    context.error(error.message)
                }
                return ExitStatus.failure
            }
            packed.themes = packed.themes.filter { $0.name == name }
        }
        do {
            let text = ThemePackEmitter.pack(packed)
            try context.dependencies.writer.writeFile(Array(text.utf8), to: output, force: arguments.flag("force"))
        } catch {
            context.error(error.message)
            return ExitStatus.failure
        }
        context.write(CLIMessages.wrote(output), to: format == .text ? context.standardOutput : context.standardError)
        return ExitStatus.success
    }
}
