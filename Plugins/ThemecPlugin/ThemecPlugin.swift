import Foundation
import PackagePlugin

/// The build tool plugin: compiles a target's theme files into Swift at build time.
///
/// The theme files are the target's `*.yaml` / `*.yml` files: those under a `Themes` folder of the target
/// when there are any, otherwise all of them. The generated Swift goes into this plugin's work directory,
/// never into the package, and is compiled into the target. The command declares every theme file as an
/// input and every generated file as an output (`BuildCommandRules`).
///
/// A `themec.yml` in the target's folder, or else in the package's, is passed with `--config` and declared as
/// an input too: its `strict`, `access`, `typeName`, `stylePrefix`, `lint` and `assetCatalog` apply, while the
/// themes and the output are the plugin's. Without one, themec reads no configuration at all.
///
/// The build stamp in the work directory, which themec rewrites on every run (`--build-stamp`), is an input
/// as well, so every build runs themec and shows its warnings; with unchanged themes themec takes its fast
/// path and touches no generated file, so nothing is recompiled.
@main
struct ThemecPlugin: BuildToolPlugin {
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
            try Self.command(
                tool: try context.tool(named: "themec").url, themes: themes,
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.name,
                access: isLibrary ? "public" : "internal",
                config: Self.config(among: module.sourceFiles.map(\.url)) ?? Self.config(in: [context.package.directoryURL]))
        ]
    }

    /// The one build command (`BuildCommandRules`), after creating its build stamp when there is none yet.
    static func command(
        tool: URL, themes: [URL], workDirectory: URL, targetName: String, access: String, config: URL?
    ) throws -> Command {
        let rules = BuildCommandRules(
            themes: themes.map(\.path), workDirectory: workDirectory.path, access: access, config: config?.path)
        try createBuildStamp(at: URL(fileURLWithPath: rules.buildStamp), in: workDirectory)
        return .buildCommand(
            displayName: "Compiling \(themes.count) theme file(s) for \(targetName)",
            executable: tool,
            arguments: rules.arguments,
            inputFiles: rules.inputs.map { URL(fileURLWithPath: $0) },
            outputFiles: rules.outputs.map { URL(fileURLWithPath: $0) })
    }

    /// Creates the build stamp with `BuildCommandRules.initialBuildStamp` when nothing is at `stamp`: a declared
    /// input must exist. (The plugin may write into its own work directory, sandboxed or not.)
    static func createBuildStamp(at stamp: URL, in workDirectory: URL) throws {
        guard !FileManager.default.fileExists(atPath: stamp.path) else { return }
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try Data(BuildCommandRules.initialBuildStamp.utf8).write(to: stamp, options: .atomic)
    }

    /// The target's own `themec.yml`: the one among its files nearest the top of the target (SwiftPM hands the
    /// file to plugins like any file it has no rule for).
    static func config(among files: [URL]) -> URL? {
        files.filter { $0.lastPathComponent == "themec.yml" }.min { $0.pathComponents.count < $1.pathComponents.count }
    }

    /// The first `themec.yml` among `directories`.
    static func config(in directories: [URL]) -> URL? {
        directories.map { $0.appendingPathComponent("themec.yml") }.first {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
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
            && url.lastPathComponent != "themec.yml"
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecPlugin: XcodeBuildToolPlugin {
        /// In an Xcode project: the target's theme files are the YAML files in its Compile Sources or
        /// Copy Bundle Resources phase; the code is generated with internal access (unless `themec.yml` says
        /// otherwise), into the app target. The `themec.yml` is the one among the target's files, or else the
        /// one in the project's folder.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let themes = Self.themeFiles(in: target.inputFiles.map(\.url))
            guard !themes.isEmpty else {
                Diagnostics.warning(
                    "ThemecPlugin: target '\(target.displayName)' has no theme files (*.yaml); nothing to generate")
                return []
            }
            return [
                try Self.command(
                    tool: try context.tool(named: "themec").url, themes: themes,
                    workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName,
                    access: "internal",
                    config: Self.config(among: target.inputFiles.map(\.url))
                        ?? Self.config(in: [context.xcodeProject.directoryURL]))
            ]
        }
    }
#endif
