import Testing

/// Which `themec` runs `generate-theme` and `check-theme` make of a package's layout and their arguments
/// (`ThemeFolderRules`, the plugins' own file compiled in through a link).
@Suite("Command plugin folder rules")
struct ThemeFolderRulesTests {
    static let app = PackageLayout.Target(
        name: "App",
        files: ["Sources/App/App.swift", "Sources/App/Themes/Default.yaml", "Sources/App/Themes/Dark.yaml"])
    static let widget = PackageLayout.Target(
        name: "Widget", files: ["Sources/Widget/Widget.swift", "Sources/Widget/Themes/Widget.yaml"])
    static let configured = PackageLayout.Target(
        name: "Kit", files: ["Sources/Kit/themec.yml", "Sources/Kit/Themes/Default.yaml", "Sources/Kit/Kit.swift"])
    static let plain = PackageLayout.Target(name: "Plain", files: ["Sources/Plain/Plain.swift"])

    static func layout(config: Bool = false, themes: Bool = false, _ targets: [PackageLayout.Target] = [])
        -> PackageLayout
    {
        PackageLayout(hasConfig: config, hasThemesFolder: themes, targets: targets)
    }

    static func runs(_ arguments: [String], _ layout: PackageLayout) throws -> [[String]] {
        try ThemeFolderRules.runs(PluginArguments(arguments), in: layout)
    }

    @Test("--themes wins over everything, written to --output or Generated, with the package's themec.yml")
    func explicitThemes() throws {
        let layout = Self.layout(config: true, themes: true, [Self.app])
        #expect(
            try Self.runs(["--themes", "Design", "--themes=More", "--strict"], layout) == [
                ["compile", "Design", "More", "--output", "Generated", "--config", "themec.yml", "--strict"]
            ])
        #expect(
            try Self.runs(["--themes", "Design", "--output", "Out"], Self.layout()) == [
                ["compile", "Design", "--output", "Out", "--no-config"]
            ])
    }

    @Test("The package's themec.yml says everything; then a Themes folder at the top")
    func packageLevel() throws {
        #expect(
            try Self.runs([], Self.layout(config: true, themes: true, [Self.app])) == [
                ["compile", "--config", "themec.yml"]
            ])
        #expect(
            try Self.runs(["--output", "G", "--access", "public"], Self.layout(config: true))
                == [["compile", "--config", "themec.yml", "--output", "G", "--access", "public"]])
        #expect(
            try Self.runs([], Self.layout(themes: true, [Self.app])) == [
                ["compile", "Themes", "--output", "Generated", "--no-config"]
            ])
    }

    @Test("Each target's themec.yml or Themes folder, in the order of the targets, targets without themes skipped")
    func targets() throws {
        let layout = Self.layout([Self.plain, Self.app, Self.configured, Self.widget])
        #expect(
            try Self.runs(["--strict"], layout) == [
                ["compile", "Sources/App/Themes", "--output", "Sources/App/Generated", "--no-config", "--strict"],
                ["compile", "--config", "Sources/Kit/themec.yml", "--strict"],
                [
                    "compile", "Sources/Widget/Themes", "--output", "Sources/Widget/Generated", "--no-config",
                    "--strict",
                ],
            ])
        // The package's themec.yml applies to a target's Themes folder named with --target.
        #expect(
            try Self.runs(["--target", "Widget"], Self.layout(config: true, themes: true, [Self.app, Self.widget])) == [
                ["compile", "Sources/Widget/Themes", "--output", "Sources/Widget/Generated", "--config", "themec.yml"]
            ])
        #expect(
            try Self.runs(["--target=App", "--output", "Out"], layout) == [
                ["compile", "Sources/App/Themes", "--output", "Out", "--no-config"]
            ])
    }

    @Test("The Themes folder and themec.yml nearest a target's top; a file named Themes is no folder")
    func nearestTheTop() throws {
        let nested = PackageLayout.Target(
            name: "Deep",
            files: [
                "Sources/Deep/Feature/Themes/A.yaml", "Sources/Deep/Themes/B.yaml", "Sources/Deep/Other/Themes",
            ])
        #expect(ThemeFolderRules.themesFolder(among: nested.files) == "Sources/Deep/Themes")
        #expect(ThemeFolderRules.themesFolder(among: ["Sources/X/Themes"]) == nil)
        #expect(ThemeFolderRules.themesFolder(among: ["/elsewhere/Themes/A.yaml"]) == "/elsewhere/Themes")
        let configs = PackageLayout.Target(
            name: "Configs", files: ["Sources/Configs/Sub/themec.yml", "Sources/Configs/themec.yml"])
        #expect(try Self.runs([], Self.layout([configs])) == [["compile", "--config", "Sources/Configs/themec.yml"]])
        // Only source modules: a binary target with a Themes folder among its files is not compiled.
        var binary = Self.app
        binary.isSourceModule = false
        #expect(throws: PluginError.self) { try Self.runs([], Self.layout([binary])) }
    }

    /// Each mistake and what the plugin says.
    static let mistakes: [(arguments: [String], layout: PackageLayout, message: String)] = [
        (["--output", "A", "--output", "B"], layout(themes: true), "give --output at most once"),
        (["--target", "Nope"], layout([app]), "no target named 'Nope' in the package"),
        (
            [], layout([plain]),
            "found no theme folder: no themec.yml, no Themes folder in the package or in any target; give --themes PATH (and --output DIR)"
        ),
        (
            ["--target", "Plain"], layout([plain, app]),
            "found no theme folder: no themec.yml, no Themes folder in the package or in the targets named; give --themes PATH (and --output DIR)"
        ),
        (
            ["--output", "G"], layout([app, widget]),
            "--output names one folder, but 2 targets have themes; use --target NAME"
        ),
    ]

    @Test("Mistakes are refused with a message saying what to do", arguments: mistakes.indices)
    func mistake(_ index: Int) {
        let (arguments, layout, message) = Self.mistakes[index]
        #expect(throws: PluginError(message)) { try Self.runs(arguments, layout) }
    }

    @Test("Arguments: the plugin's own options taken out, the rest passed on; after '--' all passed on")
    func arguments() {
        let parsed = PluginArguments([
            "--strict", "--themes", "T", "--target=App", "--output", "O", "--", "--themes", "x",
        ])
        #expect(
            parsed
                == PluginArguments(
                    themes: ["T"], outputs: ["O"], targets: ["App"], passThrough: ["--strict", "--themes", "x"]))
        // A value-less option at the end is dropped, as SwiftPM's ArgumentExtractor does.
        #expect(
            PluginArguments(["--format", "json", "--output"]) == PluginArguments(passThrough: ["--format", "json"]))
        // Options whose names start alike are not taken.
        #expect(PluginArguments(["--themes-dir", "x"]).passThrough == ["--themes-dir", "x"])
        #expect(PluginArguments.wantsHelp(["--strict", "-h"]))
        #expect(!PluginArguments.wantsHelp(["--", "--help"]))
    }
}

/// `generate-theme` into a target that also applies the build plugin: an error naming both, not SwiftPM's
/// "multiple producers" at the next build.
@Suite("Command plugin and build plugin on one target")
struct BuildPluginConflictTests {
    static let manifest = """
        let package = Package(
            name: "App",
            products: [.executable(name: "App", targets: ["App"])],
            dependencies: [.package(path: "../themec")],
            targets: [
                .executableTarget(
                    name: "App", dependencies: [.product(name: "Kit", package: "kit")],
                    plugins: [.plugin(name: "ThemecPlugin", package: "themec")]),
                .target(name: "Widget"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """

    @Test("The targets whose declaration applies ThemecPlugin, read from Package.swift")
    func readsTheManifest() {
        let found = ThemeFolderRules.targetsApplyingBuildPlugin(
            manifest: Self.manifest, targets: ["App", "Widget", "AppTests"])
        #expect(found == ["App"])
        #expect(ThemeFolderRules.targetsApplyingBuildPlugin(manifest: "", targets: ["App"]).isEmpty)
    }

    @Test("Writing into such a target is an error that says why and what to do; elsewhere it is not")
    func explains() throws {
        let app = PackageLayout.Target(
            name: "App", files: ["Sources/App/App.swift", "Sources/App/Themes/Default.yaml"], directory: "Sources/App",
            appliesBuildPlugin: true)
        let layout = PackageLayout(hasConfig: false, hasThemesFolder: false, targets: [app])
        #expect(throws: PluginError.self) { try ThemeFolderRules.runs(PluginArguments([]), in: layout) }
        do {
            _ = try ThemeFolderRules.runs(PluginArguments(["--target", "App"]), in: layout)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("target 'App' applies the ThemecPlugin build plugin"))
            #expect(error.description.contains("'multiple producers'"))
            #expect(error.description.contains("Sources/App/Generated"))
        }
        // Output outside the target's folder, or a target without the build plugin: no error.
        let outside = try ThemeFolderRules.runs(
            PluginArguments(["--target", "App", "--output", "Generated"]), in: layout)
        #expect(outside.count == 1)
        var plain = app
        plain.appliesBuildPlugin = false
        let fine = PackageLayout(hasConfig: false, hasThemesFolder: false, targets: [plain])
        #expect(try ThemeFolderRules.runs(PluginArguments([]), in: fine).count == 1)
    }
}
