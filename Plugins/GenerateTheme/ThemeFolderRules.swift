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
        /// The target's folder (`Sources/App`); `nil` when unknown.
        var directory: String?
        /// Whether the target applies the build tool plugin (`ThemecPlugin`), which compiles its themes at
        /// build time into files of the same names as the ones `generate-theme` writes.
        var appliesBuildPlugin: Bool

        init(
            name: String, isSourceModule: Bool = true, files: [String], directory: String? = nil,
            appliesBuildPlugin: Bool = false
        ) {
            self.name = name
            self.isSourceModule = isSourceModule
            self.files = files
            self.directory = directory
            self.appliesBuildPlugin = appliesBuildPlugin
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
    /// The arguments of each `themec` run, relative to the package's folder; an error, instead of SwiftPM's
    /// "multiple producers" at the next build, when a run would write into a target that applies the build
    /// plugin (`writesIntoBuildPluginTarget`).
    static func runs(_ arguments: PluginArguments, in package: PackageLayout) throws(PluginError) -> [[String]] {
        let runs = try plannedRuns(arguments, in: package)
        for run in runs {
            if let problem = writesIntoBuildPluginTarget(run, in: package) { throw problem }
        }
        return runs
    }

    /// The error for a run whose `--output` lies in the folder of a target that applies `ThemecPlugin`: the
    /// build plugin generates `Theme.swift` and the rest for that target at every build, so the same files
    /// written into its sources make two producers of each, which SwiftPM refuses without naming themec.
    static func writesIntoBuildPluginTarget(_ run: [String], in package: PackageLayout) -> PluginError? {
        guard let index = run.firstIndex(of: "--output"), index + 1 < run.count else { return nil }
        let output = components(run[index + 1])
        for target in package.targets where target.appliesBuildPlugin {
            guard let directory = target.directory.map(components), !directory.isEmpty,
                output.starts(with: directory)
            else { continue }
            return PluginError(
                "target '\(target.name)' applies the ThemecPlugin build plugin, which already generates its theme "
                    + "code at every build; writing it into \(run[index + 1]) as well would give SwiftPM two "
                    + "producers of each file ('multiple producers'). Use one of the two: remove ThemecPlugin from "
                    + "the target's plugins to keep generated files in the package, or keep the plugin and do not "
                    + "run generate-theme for this target (--output outside its folder, or --target another one)")
        }
        return nil
    }

    /// Which targets of `manifest` (the text of `Package.swift`) apply `ThemecPlugin`: those whose declaration
    /// (`.target(name: "…"`, `.executableTarget(`, `.testTarget(`, up to the next declaration) mentions
    /// `"ThemecPlugin"`. A reading of the text, for the error above; SwiftPM does not tell a command plugin
    /// which plugins a target uses.
    static func targetsApplyingBuildPlugin(manifest: String, targets: [String]) -> Set<String> {
        func declares(_ range: Range<String.Index>) -> Bool {
            let before = manifest[..<range.lowerBound].reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard before.first == "(" else { return false }
            return String(before.dropFirst().prefix(6).reversed()).lowercased() == "target"
        }
        let starts = targets.compactMap { name -> (name: String, at: String.Index)? in
            var rest = manifest[...]
            while let found = rest.firstRange(of: "name: \"\(name)\"") {
                if declares(found) { return (name, found.upperBound) }
                rest = manifest[found.upperBound...]
            }
            return nil
        }.sorted { $0.at < $1.at }
        var found: Set<String> = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].at : manifest.endIndex
            if manifest[start.at..<end].contains("\"ThemecPlugin\"") { found.insert(start.name) }
        }
        return found
    }

    private static func plannedRuns(_ arguments: PluginArguments, in package: PackageLayout) throws(PluginError)
        -> [[String]]
    {
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
