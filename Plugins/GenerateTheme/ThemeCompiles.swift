import Foundation
import PackagePlugin

/// What `generate-theme` and `check-theme` run: one `themec compile` per theme folder of the package. This
/// file is shared by both plugins (`Plugins/CheckTheme/ThemeCompiles.swift` is a link to it).
///
/// Which folders, in this order:
/// 1. `--themes PATH` (repeatable), written to `--output DIR` (default `Generated`);
/// 2. without `--target`, the package's `themec.yml` (all its targets);
/// 3. without `--target`, a `Themes` folder at the top of the package, written to `Generated`;
/// 4. each source target (or each one named with `--target`) that has a `themec.yml` in its folder (then
///    that file says everything) or a `Themes` folder (`Sources/<Target>/Themes` → `Sources/<Target>/Generated`).
///
/// The package's `themec.yml` applies to every compile that has no configuration of its own; no `themec.yml`
/// above the package does.
struct ThemeCompiles {
    /// The arguments of each `themec` run, relative to the package directory.
    var runs: [[String]]

    init(package: Package, arguments: [String], extraArguments: [String] = []) throws {
        var extractor = ArgumentExtractor(arguments)
        let themes = extractor.extractOption(named: "themes")
        let outputs = extractor.extractOption(named: "output")
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments + extraArguments
        guard outputs.count <= 1 else { throw PluginError("give --output at most once") }
        let root = package.directoryURL
        let packageConfig = Self.file("themec.yml", in: root)
        let configArguments = packageConfig.map { ["--config", Self.relative($0, to: root)] } ?? ["--no-config"]

        if !themes.isEmpty {
            runs = [["compile"] + themes + ["--output", outputs.first ?? "Generated"] + configArguments + passThrough]
            return
        }
        if targetNames.isEmpty, packageConfig != nil {
            runs = [["compile"] + configArguments + outputs.flatMap { ["--output", $0] } + passThrough]
            return
        }
        if targetNames.isEmpty, Self.isDirectory(root.appendingPathComponent("Themes")) {
            runs = [["compile", "Themes", "--output", outputs.first ?? "Generated"] + configArguments + passThrough]
            return
        }
        let unknown = targetNames.filter { name in !package.targets.contains { $0.name == name } }
        guard unknown.isEmpty else { throw PluginError("no target named '\(unknown[0])' in the package") }
        var runs: [[String]] = []
        for target in package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target as? SourceModuleTarget else { continue }
            let files = module.sourceFiles.map(\.url)
            if let config = files.filter({ $0.lastPathComponent == "themec.yml" }).min(by: {
                $0.pathComponents.count < $1.pathComponents.count
            }) {
                runs.append(
                    ["compile", "--config", Self.relative(config, to: root)] + outputs.flatMap { ["--output", $0] }
                        + passThrough)
            } else if let themes = Self.themesFolder(among: files) {
                let generated = themes.deletingLastPathComponent().appendingPathComponent("Generated")
                let output = outputs.first ?? Self.relative(generated, to: root)
                runs.append(
                    ["compile", Self.relative(themes, to: root), "--output", output] + configArguments + passThrough)
            }
        }
        guard !runs.isEmpty else {
            throw PluginError(
                "found no theme folder: no themec.yml, no Themes folder in the package or in "
                    + (targetNames.isEmpty ? "any target" : "the targets named")
                    + "; give --themes PATH (and --output DIR)")
        }
        guard outputs.isEmpty || runs.count == 1 else {
            throw PluginError("--output names one folder, but \(runs.count) targets have themes; use --target NAME")
        }
        self.runs = runs
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

    /// Whether `arguments` ask for help (before a `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        return options.contains("--help") || options.contains("-h")
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

    /// The `Themes` folder nearest the top of a target, from its files (`Sources/App/Themes/Default.yaml`).
    static func themesFolder(among files: [URL]) -> URL? {
        let folders = files.compactMap { url -> URL? in
            let components = url.pathComponents
            guard let index = components.lastIndex(of: "Themes"), index < components.count - 1 else { return nil }
            return URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index])))
        }
        return folders.min { $0.pathComponents.count < $1.pathComponents.count }
    }

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

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
