import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

@testable import ThemecCLI

/// `themec.yml`: where it is found, what it says, how flags go over it, and its errors at their place.
@Suite("themec.yml")
struct ConfigTests {
    static let theme = """
        theme: Default
        colors:
          label: "#000000"
          background: "#FFFFFF"
        """

    /// A folder with `Themes/Default.yaml` and `themec.yml` holding `config`.
    static func project(_ config: String) throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", theme)
        try temp.write("themec.yml", config)
        return temp
    }

    /// The merged arguments of each compile `compile <arguments>` would run with `--config` of `temp`.
    static func plan(_ temp: TemporaryDirectory, _ arguments: [String] = []) throws -> [ParsedArguments] {
        let parsed = try ArgumentParser.parse(
            arguments + ["--config", temp.url("themec.yml")], for: CompileCommand.spec)
        let context = CommandContext(
            environment: [:], standardOutput: OutputBuffer().sink(), standardError: OutputBuffer().sink(),
            dependencies: .live)
        guard case .runs(let runs) = CompilePlan.make(parsed, context: context) else {
            Issue.record("the plan failed")
            return []
        }
        return runs.map(\.arguments)
    }

    // MARK: - Discovery

    @Test("themec.yml is found in the folder itself, then in each parent; a folder of that name does not count")
    func discovery() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("a/b/c/.keep", "")
        try FileManager.default.createDirectory(atPath: temp.url("a/b/themec.yml"), withIntermediateDirectories: true)
        let outside = ConfigDiscovery.find(from: temp.url("a/b/c"))
        #expect(outside.map { !$0.hasPrefix(temp.path) } ?? true)  // none inside the folder yet
        try temp.write("themec.yml", "")
        #expect(ConfigDiscovery.find(from: temp.url("a/b/c")) == temp.url("themec.yml"))
        try temp.write("a/themec.yml", "")
        #expect(ConfigDiscovery.find(from: temp.url("a/b/c")) == temp.url("a/themec.yml"))
        try temp.write("a/b/c/themec.yml", "")
        #expect(ConfigDiscovery.find(from: temp.url("a/b/c")) == temp.url("a/b/c/themec.yml"))
    }

    @Test("Paths in the file are relative to its folder")
    func relativePaths() throws {
        let parsed = ConfigParser.parse(
            bytes: Array("themes: [Themes, /abs/More]\noutput: Gen\nassetCatalog: A.xcassets\n".utf8),
            path: "../../themec.yml")
        let config = try #require(parsed.config)
        #expect(config.settings.themes == ["../../Themes", "/abs/More"])
        #expect(config.settings.output == "../../Gen")
        #expect(config.settings.assetCatalog == "../../A.xcassets")
        let here = try #require(ConfigParser.parse(bytes: Array("output: Gen\n".utf8), path: "themec.yml").config)
        #expect(here.settings.output == "Gen")
    }

    // MARK: - Precedence

    @Test("A flag goes over a target's value, which goes over the top level's, which goes over the default")
    func precedence() throws {
        let temp = try Self.project(
            """
            output: Top
            access: public
            typeName: TopTheme
            targets:
              - output: First
                typeName: FirstTheme
              - output: Second
                strict: true
            """)
        defer { temp.remove() }
        let runs = try Self.plan(temp)
        #expect(runs.map { $0.value("output") } == [temp.url("First"), temp.url("Second")])
        #expect(runs.map { $0.value("type-name") } == ["FirstTheme", "TopTheme"])
        #expect(runs.map { $0.value("access") } == ["public", "public"])
        #expect(runs.map { $0.flag("strict") } == [false, true])
        #expect(runs.map(\.positionals) == [[temp.url("Themes")], [temp.url("Themes")]])

        let flagged = try Self.plan(temp, ["--type-name", "FlagTheme", "--access", "internal", "--strict"])
        #expect(flagged.map { $0.value("type-name") } == ["FlagTheme", "FlagTheme"])
        #expect(flagged.map { $0.value("access") } == ["internal", "internal"])
        #expect(flagged.allSatisfy { $0.flag("strict") })

        // An output on the command line names one compile: the top level applies, not the targets.
        let explicit = try Self.plan(temp, ["--output", "Here"])
        #expect(explicit.map { $0.value("output") } == ["Here"])
        #expect(explicit.map { $0.value("type-name") } == ["TopTheme"])
    }

    @Test("Without a value anywhere, the defaults: Themes beside the file, internal, Theme")
    func defaults() throws {
        let temp = try Self.project("output: Generated\n")
        defer { temp.remove() }
        let runs = try Self.plan(temp)
        #expect(runs.count == 1)
        #expect(runs[0].positionals == [temp.url("Themes")])
        #expect(runs[0].value("access") == nil)
        #expect(runs[0].value("type-name") == nil)
        let plugin = try Self.plan(temp, ["--default-access", "public"])
        #expect(plugin.map { $0.value("access") } == ["public"])
        let overridden = try Self.plan(
            try Self.project("output: G\naccess: internal\n"), ["--default-access", "public"])
        #expect(overridden.map { $0.value("access") } == ["internal"])
    }

    // MARK: - Running it

    @Test("compile --config writes what the file says, and a second run is up to date")
    func compileWithConfig() throws {
        let temp = try Self.project("output: Generated\ntypeName: AppTheme\nstylePrefix: Acme\n")
        defer { temp.remove() }
        let run = themec(["compile", "--config", temp.url("themec.yml")])
        #expect(run.status == 0, "\(run.standardError)")
        let swift = try #require(temp.read("Generated/Theme.swift"))
        #expect(swift.contains("struct AppTheme: Hashable, Sendable, Identifiable {"))
        #expect(!swift.contains("struct Theme:"))
        let again = themec(["compile", "--config", temp.url("themec.yml"), "--check"])
        #expect(again.status == 0, "\(again.standardError)")
        // Another type name is other output: the check fails.
        let renamed = themec(["compile", "--config", temp.url("themec.yml"), "--check", "--type-name", "Other"])
        #expect(renamed.status == 1)
        #expect(renamed.standardError.contains("--type-name Other"))
    }

    @Test("previews: false in themec.yml, or --no-previews, leaves the Xcode previews out; either is other output")
    func previewsSwitch() throws {
        let temp = try Self.project("output: Generated\npreviews: false\n")
        defer { temp.remove() }
        let run = themec(["compile", "--config", temp.url("themec.yml")])
        #expect(run.status == 0, "\(run.standardError)")
        let swift = try #require(temp.read("Generated/Theme+SwiftUI.swift"))
        #expect(!swift.contains("PreviewProvider"))
        #expect(themec(["compile", "--config", temp.url("themec.yml"), "--check"]).status == 0)
        // Without the file they are on; --no-previews turns them off, and the check then sees other output.
        let on = themec(["compile", temp.url("Themes"), "--output", temp.url("On"), "--no-config"])
        #expect(on.status == 0, "\(on.standardError)")
        #expect(temp.read("On/Theme+SwiftUI.swift")?.contains("struct ThemeColorPreviews: PreviewProvider {") == true)
        let off = themec([
            "compile", temp.url("Themes"), "--output", temp.url("On"), "--no-config", "--check", "--no-previews",
        ])
        #expect(off.status == 1)
        #expect(off.standardError.contains("--no-previews"), "\(off.standardError)")
    }

    @Test("themec alone runs the configuration's compiles, or prints the help when there is none")
    func bareThemec() throws {
        let temp = try Self.project("targets:\n  - output: One\n  - output: Two\n    typeName: TwoTheme\n")
        defer { temp.remove() }
        let out = OutputBuffer()
        let err = OutputBuffer()
        var dependencies = Dependencies.live
        let path = temp.url("themec.yml")
        dependencies.findConfig = { path }
        let status = ThemecCommand.run(
            arguments: [],
            context: CommandContext(
                environment: [:], standardOutput: out.sink(), standardError: err.sink(), dependencies: dependencies))
        #expect(status == 0, "\(err.text)")
        #expect(temp.read("One/Theme.swift")?.contains("struct Theme:") == true)
        #expect(temp.read("Two/Theme.swift")?.contains("struct TwoTheme:") == true)

        let help = themec([], loading: ThemeSetLoadResult(themeSet: nil, diagnostics: [], sources: [:]))
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("themec "))
        #expect(help.standardOutput.contains("COMMANDS:"))
        #expect(help.standardError.isEmpty)
    }

    @Test("The file's lint: goes under every theme's: a declared pair warns, located in themec.yml")
    func lintUnderThemes() throws {
        let temp = try Self.project(
            """
            output: Generated
            lint:
              contrast:
                - { foreground: "{colors.label}", background: "#000000" }
            """)
        defer { temp.remove() }
        let run = themec(["compile", "--config", temp.url("themec.yml"), "--strict"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("themec.yml:4:7: warning:"), "\(run.standardError)")
        #expect(!temp.exists("Generated/Theme.swift"))
        // Without the file, the same themes are clean.
        let plain = themec(["compile", temp.url("Themes"), "--output", temp.url("G"), "--strict", "--no-config"])
        #expect(plain.status == 0, "\(plain.standardError)")
    }

    // MARK: - Errors

    /// Each mistake in a `themec.yml`, with where the error must point and what it says.
    static let mistakes: [(yaml: String, location: String, message: String)] = [
        ("ouput: Generated\n", "1:1", "unknown key 'ouput' in a themec.yml file; did you mean 'output'?"),
        (
            "output: G\nstrict: \"true\"\n", "2:9",
            "'strict' must be true or false, not the string 'true'; remove the quotes"
        ),
        ("output: G\nstrict: yes\n", "2:9", "'strict' must be true or false, not 'yes'"),
        (
            "output: G\naccess: pubic\n", "2:9",
            "'access' must be 'internal' or 'public', not 'pubic'; did you mean 'public'?"
        ),
        ("output: G\ntypeName: 2Theme\n", "2:11", "'typeName' must be a Swift type name"),
        ("output: G\ntypeName: class\n", "2:11", "'typeName' must be a Swift type name"),
        ("output: G\ntypeName: ThemeColor\n", "2:11", "'typeName' cannot be 'ThemeColor'"),
        ("output: G\nstylePrefix: app\n", "2:14", "'stylePrefix' must start with a capital letter"),
        ("output: G\nthemes: []\n", "2:9", "'themes' must not be empty"),
        ("output: [G]\n", "1:9", "'output' must be a string, not a list"),
        ("targets: Generated\n", "1:10", "'targets' must be a list of mappings"),
        ("targets:\n  - outptu: G\n", "2:5", "unknown key 'outptu' in an entry of 'targets'; did you mean 'output'?"),
        ("output: G\nlint:\n  largText: true\n", "3:3", "unknown key 'largText' in 'lint'; did you mean 'largeText'?"),
        ("output: G\nimport:\n  remBase: -1\n", "3:12", "'import.remBase' must be a number of points greater than 0"),
        ("output: G\nimport:\n  rem: 16\n", "3:3", "unknown key 'rem' in 'import'; did you mean 'remBase'?"),
        ("- output\n", "1:1", "a themec.yml file must be a mapping"),
        ("output: G\noutput: H\n", "2:1", "duplicate key 'output'"),
        ("themes: Themes\n", "1:1", "the themec.yml file has no 'output'"),
        ("targets:\n  - themes: Themes\n", "2:5", "this target has no 'output'"),
    ]

    @Test("Every mistake is an error at its place in themec.yml, with the line and a caret", arguments: mistakes)
    func mistake(_ mistake: (yaml: String, location: String, message: String)) throws {
        let temp = try Self.project(mistake.yaml)
        defer { temp.remove() }
        let run = themec(["compile", "--config", temp.url("themec.yml")])
        #expect(run.status == 1)
        let expected = temp.url("themec.yml") + ":" + mistake.location + ": error: " + mistake.message
        #expect(run.standardError.contains(expected), "\(run.standardError)")
        #expect(run.standardError.contains("^"))
        #expect(!temp.exists("G") && !temp.exists("Generated"))
    }

    @Test("Every error in the file is reported at once")
    func everyError() throws {
        let temp = try Self.project("ouput: G\nstrict: maybe\ntypeName: 1\n")
        defer { temp.remove() }
        let run = themec(["compile", "--config", temp.url("themec.yml"), "--format", "json"])
        #expect(run.status == 1)
        #expect(run.standardOutput.components(separatedBy: "\"severity\"").count - 1 == 3, "\(run.standardOutput)")
    }

    @Test("A --config that cannot be read is an error naming it; bad flag values are usage errors")
    func unreadableAndUsage() {
        let missing = themec(["compile", "--config", "no/such/themec.yml"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("cannot read the configuration 'no/such/themec.yml'"))
        let usage = themec(["compile", "Themes", "--output", "G", "--type-name", "my-theme", "--no-config"])
        #expect(usage.status == 64)
        #expect(usage.standardError.contains("invalid value 'my-theme' for option '--type-name'"))
        let noOutput = themec(["compile", "Themes", "--no-config"])
        #expect(noOutput.status == 64)
        #expect(noOutput.standardError.contains("missing required option '--output DIR'"))
    }

    // MARK: - config init

    @Test("The template config init writes reads without a diagnostic, to Themes into Generated")
    func template() throws {
        let parsed = ConfigParser.parse(bytes: Array(ConfigCommand.template.utf8), path: "themec.yml")
        #expect(parsed.diagnostics.isEmpty)
        let config = try #require(parsed.config)
        #expect(config.settings.themes == ["Themes"])
        #expect(config.settings.output == "Generated")
        #expect(config.targets.isEmpty)
        // Every key is explained in it.
        for key in ConfigFormat.rootKeys + ConfigFormat.importKeys {
            #expect(ConfigCommand.template.contains(key + ":"), "\(key)")
        }
        // With each commented setting switched on, it still reads clean.
        let setting = try Regex(#"^# ( *(- )?[A-Za-z]+:( .*)?)$"#)
        let uncommented = ConfigCommand.template.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> String in
            line.wholeMatch(of: setting) != nil ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let all = ConfigParser.parse(bytes: Array(uncommented.utf8), path: "themec.yml")
        #expect(all.diagnostics.isEmpty, "\(all.diagnostics.map(\.message))\n\(uncommented)")
        #expect(all.config?.targets.count == 2)
        #expect(all.config?.settings.remBase == 16)
    }

    /// What the emitter declares is held against `ReservedNames.generatedTypes` by `ReservedNamesTests`; the root
    /// type may take none of those, nor a name the generated code uses unqualified.
    @Test func reservedTypeNamesCoverTheGeneratedTypes() {
        #expect(EmitOptions.reservedTypeNames.isSuperset(of: ReservedNames.generatedTypes.subtracting(["Theme"])))
        #expect(!EmitOptions.reservedTypeNames.contains("Theme"))
        #expect(EmitOptions.reservedTypeNames.isSuperset(of: ["Color", "View", "ButtonStyle", "ThemeSwiftUICache"]))
    }
}
