import ThemecCore
import ThemecDiagnostics

/// `themec config init`: writes a commented `themec.yml` into the current directory, never over an existing file.
enum ConfigCommand: Subcommand {
    static let spec = CommandSpec(
        name: "config",
        abstract: "Write a commented themec.yml (themec config init).",
        discussion: """
            themec.yml holds the settings of a project's compiles, so that 'themec' alone compiles them: the \
            theme paths, the output directory, the access level, the generated type's name, --strict, an asset \
            catalog, lint settings, and a list of targets for several outputs. themec looks for it in the \
            current directory, then in each parent; paths in it are relative to its folder, and flags override \
            it. 'themec config init' writes one with every setting explained; an existing file is never \
            overwritten.
            """,
        positional: (name: "init", help: "The action; 'init' is the only one.", defaultValue: nil),
        options: [],
        exitStatus: [
            (0, "themec.yml was written."),
            (1, "themec.yml already exists, or could not be written."),
            (64, "Bad command line."),
        ],
        examples: ["themec config init"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        guard arguments.positionals == ["init"] else {
            let message: DiagnosticMessage =
                arguments.positionals.isEmpty
                ? "missing action; expected 'init'"
                : "unknown action '\(arguments.positionals.joined(separator: " "))'"
                    + "; expected 'init'"
            return ThemecCommand.usageError(message, hint: "themec config --help", context: context)
        }
        let path = ConfigFormat.fileName
        if FileSystem.kind(of: path) != nil {
            context.error(ConfigMessages.configExists(path))
            return ExitStatus.failure
        }
        do {
            // Never replaces a file: a `themec.yml` made meanwhile is refused, not overwritten.
            try context.dependencies.writer.createFile(Array(template(in: ".").utf8), at: path)
        } catch {
            context.error(error.message)
            return ExitStatus.failure
        }
        context.write(CLIMessages.created(path), to: context.standardOutput)
        return ExitStatus.success
    }

    /// What `themec config init` writes. A test checks that it reads without diagnostics, to the defaults,
    /// and that it is valid against `schema/themec.schema.json`.
    static let template = template(output: "Generated")

    /// The template for the project in `directory`: its output inside the folder of the target that compiles
    /// the generated Swift (`suggestedOutput`).
    static func template(in directory: String) -> String {
        func folders(_ path: String) -> [String] {
            (FileSystem.entries(of: path) ?? []).map { String(decoding: $0, as: UTF8.self) }
                .filter { !$0.hasPrefix(".") && FileSystem.kind(of: FileSystem.join(path, $0)) == .directory }
                .sorted()
        }
        let top = folders(directory)
        let sources = top.contains("Sources") ? folders(FileSystem.join(directory, "Sources")) : []
        let projects = (FileSystem.entries(of: directory) ?? []).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasSuffix(".xcodeproj") }.sorted()
        return template(output: suggestedOutput(sources: sources, projects: projects, folders: top))
    }

    /// Where the generated Swift should go so that a target compiles it: `Sources/<Target>/Generated` for a
    /// package (its first target that is not a test target), `<App>/Generated` beside `<App>.xcodeproj`, else
    /// `Generated`.
    static func suggestedOutput(sources: [String], projects: [String], folders: [String]) -> String {
        if let target = sources.first(where: { !$0.hasSuffix("Tests") }) ?? sources.first {
            return "Sources/\(target)/Generated"
        }
        for project in projects {
            let name = String(project.dropLast(".xcodeproj".count))
            if folders.contains(name) { return "\(name)/Generated" }
        }
        return "Generated"
    }

    static func template(output: String) -> String {
        """
        # themec.yml: the settings of 'themec' in this folder and below (docs/Plugin.md). Paths are relative
        # to this file; command-line flags override every setting here.

        # The theme files: a file, a folder (searched for *.yaml and *.yml), or a list of them.
        themes: Themes

        # Where the generated Swift goes; created if missing. Inside the folder of the target (or the Xcode
        # group) whose code uses it, so that it is compiled with it.
        output: \(output)

        # internal (code compiled into the app) or public (a library other modules import).
        # access: internal

        # The generated root type: Theme.default, Theme.all, @Environment(\\.theme). Rename it when the
        # app already has a type called Theme.
        # typeName: Theme

        # Put before every generated style type name: App makes OptionButtonStyle AppOptionButtonStyle.
        # stylePrefix: App

        # Xcode previews of every colour and style, in debug builds only, at the end of Theme+SwiftUI.swift.
        # previews: false

        # Also write the semantic colours as an Xcode asset catalog.
        # assetCatalog: Resources/Themes.xcassets

        # Treat warnings (a contrast below its minimum, a disabled state that looks enabled, ...) as errors.
        # strict: true

        # Contrast settings every theme starts from; a theme's own lint: block overrides them key by key
        # (docs/Contrast.md).
        # lint:
        #   largeText: true
        #   enhancedContrast: false
        #   checkDisabled: false

        # Settings of 'themec import' for DTCG design tokens.
        # import:
        #   remBase: 16

        # Several outputs: each target takes the keys above and overrides the top level; its name is what
        # --target NAME chooses (validate, contrast, preview, resolve, export, compile).
        # targets:
        #   - name: App
        #     themes: App/Themes
        #     output: App/Generated
        #   - name: Widget
        #     themes: Widget/Themes
        #     output: Widget/Generated
        #     typeName: WidgetTheme

        """
    }
}
