import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-theme [--themes PATH ...] [--output DIR]
/// [--target NAME ...] [other themec compile options]`: writes the generated Swift into the package.
///
/// What it compiles is `ThemeCompiles`' choice: `--themes`, the package's `themec.yml`, a `Themes` folder, or
/// each target's `themec.yml` or `Themes` folder. Everything else (`--access public`, `--strict`,
/// `--asset-catalog PATH`, …) is passed to `themec compile` unchanged. SwiftPM asks for the permission to write
/// before the plugin runs, whatever its arguments (permissions are declared in `Package.swift`); `check-theme`
/// checks without it.
@main
struct GenerateTheme: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if PluginArguments.wantsHelp(arguments) {
            print(Self.help)
            return
        }
        let compiles = try ThemeCompiles(package: context.package, arguments: arguments)
        try compiles.perform(tool: try context.tool(named: "themec").url, in: context.package.directoryURL)
    }

    static let help = """
        OVERVIEW: Compile the package's theme files into Swift in the package (themec compile).

        USAGE: swift package --allow-writing-to-package-directory generate-theme [--themes PATH ...] \
        [--output DIR] [--target NAME ...] [themec compile options]

        \(ThemeCompiles.optionsHelp)

        To check that the generated files are current without the permission to write, run
        'swift package check-theme' with the same options.
        """
}
