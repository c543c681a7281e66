// The pure part of `generate-theme` and `check-theme`: which `themec` runs a package gets, from its layout and
// the plugin's arguments. No imports, so the same file (through links) is compiled into both plugins and into
// `PluginRulesTests`, which test the rules without SwiftPM; `ThemeCompiles` looks at the package and runs them.

/// A plugin's failure, shown by SwiftPM.
struct PluginError: Error, CustomStringConvertible, Equatable {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What the rules need to know about the package; paths are relative to the package's folder (absolute for a
/// file outside it), with `/` between components.
struct PackageLayout: Equatable {
    /// One target of the package.
    struct Target: Equatable {
        var name: String
        /// Whether it is a source module (has source files); other targets are never compiled.
        var isSourceModule: Bool
        /// Every file SwiftPM counts as the target's (`Sources/App/Themes/Default.yaml`, …).
        var files: [String]

        init(name: String, isSourceModule: Bool = true, files: [String]) {
            self.name = name
            self.isSourceModule = isSourceModule
            self.files = files
        }
    }

    /// Whether the package's folder has a `themec.yml` file.
    var hasConfig: Bool
    /// Whether the package's folder has a `Themes` folder.
    var hasThemesFolder: Bool
    var targets: [Target]
}

/// The plugins' arguments, sorted out: `--themes`, `--output` and `--target` (each as `--name VALUE` or
/// `--name=VALUE`, repeatable) are the plugins' own; everything else goes to `themec compile` unchanged.
struct PluginArguments: Equatable {
    var themes: [String] = []
    var outputs: [String] = []
    var targets: [String] = []
    var passThrough: [String] = []

    /// As SwiftPM's `ArgumentExtractor` does: options are taken before a `--`; what follows it is passed on
    /// as it is, without the `--`.
    init(_ arguments: [String]) {
        let terminator = arguments.firstIndex(of: "--")
        let options = terminator.map { Array(arguments[..<$0]) } ?? arguments
        let literals = terminator.map { Array(arguments[($0 + 1)...]) } ?? []
        var index = 0
        while index < options.count {
            let argument = options[index]
            index += 1
            var matched = false
            for name in ["themes", "output", "target"] {
                var value: String?
                if argument == "--" + name {
                    matched = true
                    if index < options.count {
                        value = options[index]
                        index += 1
                    }
                } else if argument.hasPrefix("--" + name + "=") {
                    matched = true
                    value = String(argument.dropFirst(name.count + 3))
                }
                guard matched else { continue }
                if let value {
                    switch name {
                    case "themes": themes.append(value)
                    case "output": outputs.append(value)
                    default: targets.append(value)
                    }
                }
                break
            }
            if !matched { passThrough.append(argument) }
        }
        passThrough += literals
    }

    init(themes: [String] = [], outputs: [String] = [], targets: [String] = [], passThrough: [String] = []) {
        self.themes = themes
        self.outputs = outputs
        self.targets = targets
        self.passThrough = passThrough
    }

    /// Whether the arguments ask for help (before a `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        return options.contains("--help") || options.contains("-h")
    }
}

/// Which folders are compiled, in this order:
/// 1. `--themes PATH` (repeatable), written to `--output DIR` (default `Generated`);
/// 2. without `--target`, the package's `themec.yml` (all its targets);
/// 3. without `--target`, a `Themes` folder at the top of the package, written to `Generated`;
/// 4. each source target (or each one named with `--target`) that has a `themec.yml` among its files (the one
///    nearest the target's top; then that file says everything) or a `Themes` folder (the one nearest the
///    top: `Sources/<Target>/Themes` → `Sources/<Target>/Generated`).
///
/// The package's `themec.yml` applies to every compile that has no configuration of its own (`--config
/// themec.yml`, else `--no-config`: no `themec.yml` above the package does).
enum ThemeFolderRules {
    /// The arguments of each `themec` run, relative to the package's folder.
    static func runs(_ arguments: PluginArguments, in package: PackageLayout) throws(PluginError) -> [[String]] {
        let outputs = arguments.outputs
        let passThrough = arguments.passThrough
        guard outputs.count <= 1 else { throw PluginError("give --output at most once") }
        let configArguments = package.hasConfig ? ["--config", "themec.yml"] : ["--no-config"]
        if !arguments.themes.isEmpty {
            return [
                ["compile"] + arguments.themes + ["--output", outputs.first ?? "Generated"] + configArguments
                    + passThrough
            ]
        }
        let targetNames = arguments.targets
        if targetNames.isEmpty, package.hasConfig {
            return [["compile"] + configArguments + outputs.flatMap { ["--output", $0] } + passThrough]
        }
        if targetNames.isEmpty, package.hasThemesFolder {
            return [["compile", "Themes", "--output", outputs.first ?? "Generated"] + configArguments + passThrough]
        }
        let unknown = targetNames.filter { name in !package.targets.contains { $0.name == name } }
        if let first = unknown.first { throw PluginError("no target named '\(first)' in the package") }
        var runs: [[String]] = []
        for target in package.targets where target.isSourceModule {
            guard targetNames.isEmpty || targetNames.contains(target.name) else { continue }
            if let config = nearestTop(target.files.filter { lastComponent($0) == "themec.yml" }) {
                runs.append(["compile", "--config", config] + outputs.flatMap { ["--output", $0] } + passThrough)
            } else if let themes = themesFolder(among: target.files) {
                let output = outputs.first ?? join(parent(themes), "Generated")
                runs.append(["compile", themes, "--output", output] + configArguments + passThrough)
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
        return runs
    }

    /// The `Themes` folder nearest the top of a target, from its files (`Sources/App/Themes/Default.yaml` →
    /// `Sources/App/Themes`); a file named `Themes` is not a folder.
    static func themesFolder(among files: [String]) -> String? {
        let folders = files.compactMap { file -> String? in
            let parts = components(file)
            guard let index = parts.lastIndex(of: "Themes"), index < parts.count - 1 else { return nil }
            return (file.hasPrefix("/") ? "/" : "") + parts[...index].joined(separator: "/")
        }
        return nearestTop(folders)
    }

    /// The path with the fewest components; the first of those.
    private static func nearestTop(_ paths: [String]) -> String? {
        paths.min { components($0).count < components($1).count }
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func lastComponent(_ path: String) -> String { components(path).last ?? "" }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func join(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : parent + "/" + name
    }
}
