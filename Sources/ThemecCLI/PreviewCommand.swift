import ThemecCore
import ThemecDiagnostics
import ThemecPreview

/// `themec preview`: write a self-contained HTML page showing every theme, for design review.
enum PreviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Write an HTML page that shows every theme in every appearance.",
        discussion: """
            Validates the themes, then writes one self-contained HTML file (inline CSS, no scripts, nothing \
            fetched): for every theme, side by side in light and dark and the increased-contrast \
            appearances, the semantic colours as swatches, the palette, radii and spacing, every button style \
            in each state and role with its contrast ratio (failures marked), and the list sections with \
            their rounded corners. The file is replaced atomically. Diagnostics go to standard error; with \
            errors nothing is written.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(name: "output", valueName: "FILE", help: "The HTML file to write.", isRequired: true)
        ],
        exitStatus: [
            (0, "The page was written (contrast failures are shown on it)."),
            (1, "The themes have errors, or the file could not be written."),
            (64, "Bad command line."),
        ],
        examples: ["themec preview Themes --output preview.html"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let output = arguments.value("output") ?? ""
        let result = context.dependencies.loadThemeSet(DiagnosticOutput.paths(arguments))
        DiagnosticOutput.report(result.diagnostics, sources: result.sources, format: .text, context: context)
        guard !result.diagnostics.containsErrors, let themeSet = result.themeSet else {
            context.error(CLIMessages.noThemeSetNothingWritten)
            return ExitStatus.failure
        }
        do {
            try PreviewWriter.write(PreviewDocument.html(themeSet, contrast: result.contrast), to: output)
        } catch {
            context.error(error.message)
            return ExitStatus.failure
        }
        context.write(CLIMessages.wrote(output), to: context.standardOutput)
        return ExitStatus.success
    }
}
