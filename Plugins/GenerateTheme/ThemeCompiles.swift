import Foundation
import PackagePlugin

/// What `generate-theme` and `check-theme` run: one `themec compile` per theme folder of the package. This
/// file is shared by both plugins (`Plugins/CheckTheme/ThemeCompiles.swift` is a link to it). It only looks
/// at the package and runs `themec`: which folders and which arguments are `ThemeFolderRules`' choice
/// (`ThemeFolderRules.swift`, tested by `PluginRulesTests`).
struct ThemeCompiles {
    /// The arguments of each `themec` run, relative to the package directory.
    var runs: [[String]]

    init(package: Package, arguments: [String], extraArguments: [String] = []) throws {
        var parsed = PluginArguments(arguments)
        parsed.passThrough += extraArguments
        runs = try ThemeFolderRules.runs(parsed, in: Self.layout(of: package))
    }

    /// What the rules need to know of `package`: its `themec.yml` and `Themes` folder, and each target's files
    /// relative to the package.
    static func layout(of package: Package) -> PackageLayout {
        let root = package.directoryURL
        // Which targets apply the build plugin, from the manifest's text (SwiftPM does not tell a command plugin).
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let applying = ThemeFolderRules.targetsApplyingBuildPlugin(
            manifest: manifest, targets: package.targets.map(\.name))
        return PackageLayout(
            hasConfig: file("themec.yml", in: root) != nil,
            hasThemesFolder: isDirectory(root.appendingPathComponent("Themes")),
            targets: package.targets.map { target in
                guard let module = target as? SourceModuleTarget else {
                    return PackageLayout.Target(name: target.name, isSourceModule: false, files: [])
                }
                return PackageLayout.Target(
                    name: target.name, files: module.sourceFiles.map { relative($0.url, to: root) },
                    directory: relative(target.directoryURL, to: root),
                    appliesBuildPlugin: applying.contains(target.name))
            })
    }

    /// Runs `themec` with each run's arguments in the package directory; fails on the first failing run.
    func perform(tool: URL, in directory: URL) throws {
        for arguments in runs {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            process.currentDirectoryURL = directory
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw PluginError(
                    "themec \(arguments.joined(separator: " ")) failed (exit status \(process.terminationStatus))")
            }
        }
    }

    /// The options both plugins take, for their help.
    static let optionsHelp = """
        OPTIONS:
          --themes PATH           A theme file or folder, relative to the package (repeatable). Without it, the
                                  package's themec.yml, a Themes folder at the top of the package, or each
                                  target's themec.yml or Sources/<Target>/Themes folder.
          --output DIR            Where the Swift goes (default: Generated, or Sources/<Target>/Generated for a
                                  target's Themes folder).
          --target NAME           Only this target's themes (repeatable).
          -h, --help              Show this help.
        Every other option goes to 'themec compile': --strict, --access LEVEL, --type-name NAME,
        --asset-catalog PATH.xcassets, --format FORMAT, ... ('themec compile --help' lists them).
        """

    static func file(_ name: String, in directory: URL) -> URL? {
        let url = directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            ? url : nil
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `url` relative to `root` when it is inside it, else its absolute path.
    static func relative(_ url: URL, to root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
