import ThemecCore
import ThemecDTCG
import ThemecDiagnostics
import ThemecEmit

/// `themec export dtcg`: theme set → DTCG 2025.10 token files and resolver documents.
enum ExportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the theme set as DTCG 2025.10 design tokens and resolver documents.",
        discussion: """
            The first argument names the format; 'dtcg' is the only one. Validates the themes, then writes \
            DIR/tokens.json (the first base theme: every token group, colours in light, shadows as shadow \
            and animations as transition tokens, and its shadows, animations, button styles and list \
            sections as declared in the root's dev.themec entry), DIR/<Theme>/tokens.json for the other \
            themes, DIR/<Theme>/<appearance>.tokens.json with the semantic colours (and the shadows that \
            differ) of light, dark, light-high-contrast and dark-high-contrast, and \
            DIR/<Theme>.resolver.json tying them together with an 'appearance' modifier. A token declared as \
            a reference is written as the DTCG reference; 'themec import dtcg' reads it all back. Written like compile's output: atomically, unchanged files \
            untouched, with a manifest, files themec did not write never replaced (unless --force); DIR may \
            not be, or be inside, a theme folder. Reads the themec.yml compile finds (its themes, lint and \
            strict, or those of the target --target names).
            """,
        positional: (
            name: "dtcg [PATH ...]", help: "The format, then theme files or directories.", defaultValue: "dtcg Themes"
        ),
        options: [
            OptionSpec(
                name: "output", valueName: "DIR", help: "The directory to write into; created if missing.",
                isRequired: true),
            OutputOptions.forceOption,
            DiagnosticOutput.formatOption,
            DiagnosticOutput.strictOption,
            DiagnosticOutput.followLinksOption,
        ] + ProjectPlan.options,
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
        let scope: ProjectScope
        switch ProjectPlan.scope(
            arguments, paths: Array(arguments.positionals.dropFirst()), command: "export", format: format,
            context: context)
        {
        case .failure(let exit): return exit.status
        case .success(let found): scope = found
        }
        let output = arguments.value("output") ?? ""
        guard OutputOptions.placementIsValid(outputs: [output], inputs: scope.paths.paths, context: context) else {
            return ExitStatus.failure
        }
        var strict = arguments
        if scope.strict { strict.flags.insert("strict") }
        guard
            let themeSet = DiagnosticOutput.loadForWriting(
                scope.paths, arguments: strict, format: format, context: context,
                load: { scope.load(context: context) })?.themeSet
        else { return ExitStatus.failure }
        // The theme files again, for which tokens are aliases (the resolved set keeps only values).
        let aliases = DTCGExportAliases(set: themeSet) { path in
            guard
                case .success(let bytes) = FileSystem.regularFileContents(
                    of: path, limit: DTCGFiles.maximumSize, followingLinks: true)
            else {
                return nil
            }
            return bytes
        }
        let files = DTCGExporter.export(themeSet, aliases: aliases).map {
            GeneratedFile(path: $0.path, contents: $0.contents)
        }
        do {
            let report = try context.dependencies.writer.write(files, to: output, force: arguments.flag("force"))
            for path in report.kept { context.warning(CLIMessages.keptChangedFile(path, in: output)) }
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
            Creates the directory if needed and writes Default.yaml and Brand.yaml, which validate clean, \
            and .schema/theme.schema.json, the theme schema their '# yaml-language-server: $schema=' line \
            names, for editors ('themec schema theme --output DIR/.schema/theme.schema.json' updates it). \
            Existing files are never overwritten: if any of the three exists, nothing is written.
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
        let files =
            InitTemplates.files.map { (path: FileSystem.join(directory, $0.name), contents: $0.contents) }
            + [
                (
                    path: FileSystem.join(directory, InitTemplates.schemaPath),
                    contents: SchemaDocument.theme.generatedText
                )
            ]
        for file in files where fileExists(file.path) {
            context.error(CLIMessages.alreadyExists(file.path))
            return ExitStatus.failure
        }
        var written: [String] = []
        for file in files {
            do {
                try context.dependencies.writer.createFile(Array(file.contents.utf8), at: file.path)
                written.append(file.path)
            } catch {
                context.error(error.message)
                return ExitStatus.failure
            }
        }
        for path in written { context.write(CLIMessages.created(path), to: context.standardOutput) }
        let quotedDirectory = CompileCommand.shellQuoted(directory)
        // The folder as the user typed it, quoted for the shell and escaped (DiagnosticMessage) like any user text.
        let next: DiagnosticMessage =
            "Next: themec validate \(path: quotedDirectory)\n      themec compile \(path: quotedDirectory) --output Generated\n"
        context.standardOutput.write(next.text)
        return ExitStatus.success
    }
}

func fileExists(_ path: String) -> Bool {
    if case .success = DTCGFiles.read(path) { return true }
    if case .failure(let diagnostic) = DTCGFiles.read(path) { return diagnostic.id != .pathNotFound }
    return false
}
