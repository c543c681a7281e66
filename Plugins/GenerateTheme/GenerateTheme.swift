import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-theme [--themes PATH ...] [--output DIR]
/// [other themec compile options]`: writes the generated Swift into the package, like
/// `themec compile Themes --output Generated` (the defaults).
///
/// Paths are relative to the package directory. Everything else (`--access public`, `--check`,
/// `--asset-catalog PATH`, `--strict`, …) is passed to `themec compile` unchanged.
@main
struct GenerateTheme: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let themes = extractor.extractOption(named: "themes")
        let outputs = extractor.extractOption(named: "output")
        // `swift package` passes `--target NAME` when one is chosen; this command works on paths instead.
        _ = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        guard outputs.count <= 1 else { throw PluginError("give --output at most once") }
        let output = outputs.first ?? "Generated"

        let process = Process()
        process.executableURL = try context.tool(named: "themec").url
        process.arguments = ["compile"] + (themes.isEmpty ? ["Themes"] : themes) + ["--output", output] + passThrough
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError("themec compile failed (exit status \(process.terminationStatus))")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
