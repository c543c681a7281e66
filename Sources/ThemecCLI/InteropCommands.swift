import ThemecCore
import ThemecDTCG
import ThemecDiagnostics
import ThemecEmit

/// `themec import dtcg`: DTCG 2025.10 tokens → theme YAML.
enum ImportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "import",
        abstract:
            "Turn DTCG 2025.10 design tokens (Figma Tokens Studio, Terrazzo, Style Dictionary) into a theme file.",
        discussion: """
            The first argument names the format; 'dtcg' is the only one. Reads a DTCG token file, or with \
            --resolver a DTCG resolver document whose modifier with light and dark contexts gives each \
            semantic colour its appearances, and writes DIR/<Theme>.yaml atomically; other files in DIR are \
            never touched. Colours in every DTCG colour space are converted to sRGB; anything a theme cannot \
            hold (typography, shadows, $extensions, …) is a warning with its place in the JSON. Mapping \
            rules: docs/DTCG.md.
            """,
        positional: (name: "dtcg [TOKENS.json]", help: "The format, then the token file.", defaultValue: nil),
        options: [
            OptionSpec(
                name: "resolver", valueName: "RESOLVER.json",
                help:
                    "A DTCG resolver document; its light/dark modifier gives the appearances. TOKENS.json is then optional and is read first."
            ),
            OptionSpec(
                name: "theme", valueName: "NAME",
                help: "The theme's name (default: from the file name: global.tokens.json → Global)."),
            OptionSpec(
                name: "output", valueName: "DIR", help: "The directory to write <Theme>.yaml into; created if missing.",
                isRequired: true),
            DiagnosticOutput.formatOption,
            DiagnosticOutput.strictOption,
        ],
        exitStatus: [
            (0, "The theme was written (warnings say what was left out)."),
            (1, "A file is missing or not JSON, the result does not validate, or warnings with --strict."),
            (64, "Bad command line."),
        ],
        examples: [
            "themec import dtcg tokens.json --theme Brand --output Themes",
            "themec import dtcg --resolver design.resolver.json --output Themes",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let positionals = arguments.positionals
        guard let kind = positionals.first else {
            return ThemecCommand.usageError(
                "missing format; write 'themec import dtcg TOKENS.json'", hint: "themec import --help", context: context
            )
        }
        guard kind == "dtcg" else {
            return ThemecCommand.usageError(
                "unknown import format '\(kind)'; 'dtcg' is the only one", hint: "themec import --help",
                context: context)
        }
        guard positionals.count <= 2 else {
            return ThemecCommand.usageError(
                "unexpected argument '\(positionals[2])'", hint: "themec import --help", context: context)
        }
        let tokens = positionals.count == 2 ? positionals[1] : nil
        let resolver = arguments.value("resolver")
        guard tokens != nil || resolver != nil else {
            return ThemecCommand.usageError(
                "give a token file, --resolver RESOLVER.json, or both", hint: "themec import --help", context: context)
        }
        if let name = arguments.value("theme"), !DTCGImporter.isValidThemeName(name) {
            return ThemecCommand.usageError(
                "invalid theme name '\(name)': a letter, then letters, digits, '-' and '_'",
                hint: "themec import --help",
                context: context)
        }
        let output = arguments.value("output") ?? ""
        let result = DTCGImporter.importTheme(
            tokensPath: tokens, resolverPath: resolver, themeName: arguments.value("theme"), read: DTCGFiles.read)
        var diagnostics = result.diagnostics
        var sources = result.sources
        // The theme must validate: anything else is themec's bug, reported rather than written.
        if let theme = result.theme {
            let path = joinPath(output, theme.name + ".yaml")
            let check = ThemeSetLoader.load(files: [(path, Array(theme.yaml.utf8))])
            diagnostics += check.diagnostics
            sources.merge(check.sources) { first, _ in first }
        }
        DiagnosticOutput.report(diagnostics, sources: sources, format: format, context: context)
        if DiagnosticOutput.fails(diagnostics, strict: arguments.flag("strict")) { return ExitStatus.failure }
        guard let theme = result.theme else { return ExitStatus.failure }
        let path = joinPath(output, theme.name + ".yaml")
        do {
            try DTCGFiles.write(theme.yaml, to: path, exclusive: false)
        } catch {
            context.error(error.message)
            return ExitStatus.failure
        }
        let summarySink = format == .json ? context.standardError : context.standardOutput
        context.write(CLIMessages.wrote(path), to: summarySink)
        return ExitStatus.success
    }
}

/// `themec export dtcg`: theme set → DTCG 2025.10 token files and resolver documents.
enum ExportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the theme set as DTCG 2025.10 design tokens and resolver documents.",
        discussion: """
            The first argument names the format; 'dtcg' is the only one. Validates the themes, then writes \
            DIR/tokens.json (the first base theme: palette, colors in light, radii and spacing as px \
            dimensions), DIR/<Theme>/tokens.json for the other themes, DIR/<Theme>/<appearance>.tokens.json \
            with the semantic colours of light, dark, light-high-contrast and dark-high-contrast, and \
            DIR/<Theme>.resolver.json tying them together with an 'appearance' modifier. Values are \
            resolved: references are not kept. Written like compile's output: atomically, unchanged files \
            untouched, with a manifest.
            """,
        positional: (
            name: "dtcg [PATH ...]", help: "The format, then theme files or directories.", defaultValue: "dtcg Themes"
        ),
        options: [
            OptionSpec(
                name: "output", valueName: "DIR", help: "The directory to write into; created if missing.",
                isRequired: true),
            DiagnosticOutput.formatOption,
            DiagnosticOutput.strictOption,
        ],
        exitStatus: [
            (0, "The tokens were written."),
            (1, "The themes have errors, or the output could not be written."),
            (64, "Bad command line."),
        ],
        examples: ["themec export dtcg Themes --output Tokens"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        guard let kind = arguments.positionals.first else {
            return ThemecCommand.usageError(
                "missing format; write 'themec export dtcg [PATH ...]'", hint: "themec export --help", context: context)
        }
        guard kind == "dtcg" else {
            return ThemecCommand.usageError(
                "unknown export format '\(kind)'; 'dtcg' is the only one", hint: "themec export --help",
                context: context)
        }
        var rest = arguments
        rest.positionals.removeFirst()
        guard
            let themeSet = DiagnosticOutput.loadForWriting(
                DiagnosticOutput.paths(rest), arguments: arguments, format: format, context: context)?.themeSet
        else { return ExitStatus.failure }
        let output = arguments.value("output") ?? ""
        let files = DTCGExporter.export(themeSet).map { GeneratedFile(path: $0.path, contents: $0.contents) }
        do {
            let report = try context.dependencies.writer.write(files, to: output)
            let summarySink = format == .json ? context.standardError : context.standardOutput
            context.write(CompileCommand.summary(report, output: output), to: summarySink)
            return ExitStatus.success
        } catch {
            context.error(error.message)
            return ExitStatus.failure
        }
    }
}

/// `themec init`: a starter theme set.
enum InitCommand: Subcommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Write a starter theme set: Default.yaml and a Brand.yaml that extends it.",
        discussion: """
            Creates the directory if needed and writes Default.yaml and Brand.yaml, which validate clean. \
            Existing files are never overwritten: if either exists, nothing is written.
            """,
        positional: (name: "DIR", help: "Where to write the themes.", defaultValue: "Themes"),
        options: [],
        exitStatus: [
            (0, "The starter themes were written."),
            (1, "A file already exists, or could not be written."),
            (64, "Bad command line."),
        ],
        examples: ["themec init", "themec init App/Themes"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        guard arguments.positionals.count <= 1 else {
            return ThemecCommand.usageError(
                CLIMessages.unexpectedArgument(arguments.positionals[1]), hint: "themec init --help", context: context)
        }
        let directory = arguments.positionals.first ?? "Themes"
        let files = InitTemplates.files.map { (path: joinPath(directory, $0.name), contents: $0.contents) }
        for file in files where fileExists(file.path) {
            context.error(CLIMessages.alreadyExists(file.path))
            return ExitStatus.failure
        }
        var written: [String] = []
        for file in files {
            do {
                try DTCGFiles.write(file.contents, to: file.path, exclusive: true)
                written.append(file.path)
            } catch {
                context.error(error.message)
                return ExitStatus.failure
            }
        }
        for path in written { context.write(CLIMessages.created(path), to: context.standardOutput) }
        let quotedDirectory = CompileCommand.shellQuoted(directory)
        context.standardOutput.write(
            "Next: themec validate \(quotedDirectory)\n      themec compile \(quotedDirectory) --output Generated\n")
        return ExitStatus.success
    }
}

func joinPath(_ directory: String, _ name: String) -> String {
    directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
}

func fileExists(_ path: String) -> Bool {
    if case .success = DTCGFiles.read(path) { return true }
    if case .failure(let diagnostic) = DTCGFiles.read(path) { return diagnostic.id != .pathNotFound }
    return false
}
