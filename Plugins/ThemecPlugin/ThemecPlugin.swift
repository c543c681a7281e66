import Foundation
import PackagePlugin

/// The build tool plugin: compiles a target's theme files into Swift at build time.
///
/// The theme files are the target's `*.yaml` / `*.yml` files: those under a `Themes` folder of the target
/// when there are any, otherwise all of them. The generated Swift goes into this plugin's work directory,
/// never into the package, and is compiled into the target. The command declares every theme file as an
/// input and every generated file as an output, so a build with unchanged themes does not run it again.
@main
struct ThemecPlugin: BuildToolPlugin {
    /// The files `themec compile` writes, always the same names whatever the themes hold. A test in the
    /// themec package (`PluginTests`) keeps this list equal to what `SwiftEmitter.emit` produces.
    static let generatedFiles = [
        "ThemeRuntime.swift",
        "ThemeRuntime+SwiftUI.swift",
        "Theme.swift",
        "Theme+SwiftUI.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let themes = Self.themeFiles(in: module.sourceFiles.map(\.url))
        guard !themes.isEmpty else {
            Diagnostics.warning(
                "ThemecPlugin: target '\(target.name)' has no theme files (*.yaml in a Themes folder); nothing to generate")
            return []
        }
        // Public when the target is part of a library product (other modules import it), internal otherwise.
        let isLibrary = context.package.products.contains { product in
            product is LibraryProduct && product.targets.contains { $0.id == target.id }
        }
        return [
            Self.command(
                tool: try context.tool(named: "themec").url, themes: themes,
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.name,
                access: isLibrary ? "public" : "internal")
        ]
    }

    /// The one build command: `themec compile <themes> --output <work>/Generated --access <access>`.
    static func command(tool: URL, themes: [URL], workDirectory: URL, targetName: String, access: String)
        -> Command
    {
        let output = workDirectory.appendingPathComponent("Generated", isDirectory: true)
        let arguments = ["compile"] + themes.map(\.path) + ["--output", output.path, "--access", access]
        return .buildCommand(
            displayName: "Compiling \(themes.count) theme file(s) for \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: themes,
            outputFiles: generatedFiles.map { output.appendingPathComponent($0) })
    }

    /// The theme files among `files` (directories, as a `.copy` resource gives, are searched): every YAML
    /// file under a folder named `Themes` if there is one, else every YAML file; hidden ones skipped; sorted.
    static func themeFiles(in files: [URL]) -> [URL] {
        var yaml: [URL] = []
        for url in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(
                    at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
                while let next = enumerator?.nextObject() as? URL {
                    if isThemeFile(next) { yaml.append(next) }
                }
            } else if isThemeFile(url) {
                yaml.append(url)
            }
        }
        let inThemesFolder = yaml.filter { $0.pathComponents.dropLast().contains("Themes") }
        let chosen = inThemesFolder.isEmpty ? yaml : inThemesFolder
        return Array(Set(chosen.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
    }

    static func isThemeFile(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased()) && !url.lastPathComponent.hasPrefix(".")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecPlugin: XcodeBuildToolPlugin {
        /// In an Xcode project: the target's theme files are the YAML files in its Compile Sources or
        /// Copy Bundle Resources phase; the code is generated with internal access, into the app target.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let themes = Self.themeFiles(in: target.inputFiles.map(\.url))
            guard !themes.isEmpty else {
                Diagnostics.warning(
                    "ThemecPlugin: target '\(target.displayName)' has no theme files (*.yaml); nothing to generate")
                return []
            }
            return [
                Self.command(
                    tool: try context.tool(named: "themec").url, themes: themes,
                    workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName,
                    access: "internal")
            ]
        }
    }
#endif
