import Foundation
import PackagePlugin

/// `swift package check-theme [--themes PATH ...] [--output DIR] [--target NAME ...]`: `generate-theme --check`
/// without the permission to write (a command plugin's permissions are fixed in `Package.swift`, so checking
/// needs a plugin that asks for none). Exits non-zero when a generated folder is missing, stale or has extra
/// files; writes nothing.
@main
struct CheckTheme: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if PluginArguments.wantsHelp(arguments) {
            print(Self.help)
            return
        }
        let extra = arguments.contains("--check") ? [] : ["--check"]
        let compiles = try ThemeCompiles(package: context.package, arguments: arguments, extraArguments: extra)
        try compiles.perform(tool: try context.tool(named: "themec").url, in: context.package.directoryURL)
    }

    static let help = """
        OVERVIEW: Check that the Swift generate-theme writes is current; writes nothing (themec compile --check).

        USAGE: swift package check-theme [--themes PATH ...] [--output DIR] [--target NAME ...] \
        [themec compile options]

        \(ThemeCompiles.optionsHelp)
        """
}
