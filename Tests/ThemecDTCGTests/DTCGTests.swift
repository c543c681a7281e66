import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecTestSupport

@testable import ThemecDTCG

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
/// `../shared/corpus`, beside the repository: only tests marked `.needs(.corpus(…))` read it.
let corpus = OptionalTests.corpus
/// Small third-party files kept in the repository (each folder with its licence), so their tests always run.
let vendored = repositoryRoot + "/Tests/ThemecDTCGTests/Vendored"
/// The corpus folders these tests read.
let dtcgSpec = "design-tokens__community-group"
let conformanceSuite = "dgtlntv__community-group@tests"

/// A reader over in-memory files that falls back to the disk.
func reader(_ files: [String: String]) -> DTCGFileReader {
    { path in files[path].map { .success($0) } ?? DTCGFiles.read(path) }
}

/// Imports `json` as one token file.
func importJSON(_ json: String, theme: String = "Test") -> DTCGImportResult {
    DTCGImporter.importTheme(
        tokensPath: "tokens.json", resolverPath: nil, themeName: theme, read: reader(["tokens.json": json]))
}

/// Loads theme YAML texts with the real loader.
func load(_ themes: [(name: String, yaml: String)]) -> ThemeSetLoadResult {
    ThemeSetLoader.load(files: themes.map { ("Themes/\($0.name).yaml", Array($0.yaml.utf8)) })
}

func colorJSON(_ space: String, _ components: String, extra: String = "") -> String {
    """
    { "c": { "$type": "color", "$value": { "colorSpace": "\(space)", "components": [\(components)]\(extra) } } }
    """
}

/// The palette colour `c` of a one-token import.
func importedColor(_ space: String, _ components: String, extra: String = "") -> (RGBA?, [Diagnostic]) {
    let result = importJSON(colorJSON(space, components, extra: extra))
    guard let theme = result.theme else { return (nil, result.diagnostics) }
    let set = load([theme]).themeSet
    guard case .success(.color(let rgba))? = set?.lookup(TokenQuery(theme: "Test", token: "palette.c")) else {
        return (nil, result.diagnostics)
    }
    return (rgba, result.diagnostics)
}

func close(_ a: RGBA, _ b: RGBA, tolerance: Int = 1) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == b.alpha
}

@Suite struct ColorConversionTests {
    @Test func oklchRedIsFF0000() {
        let (rgba, diagnostics) = importedColor("oklch", "0.628, 0.2577, 29.23")
        #expect(rgba.map { close($0, RGBA(red: 255, green: 0, blue: 0)) } == true, "\(String(describing: rgba))")
        #expect(!diagnostics.contains { $0.id.rawValue == "color-clipped" })
    }

    @Test func hslBlue() {
        #expect(importedColor("hsl", "210, 100, 50").0 == RGBA(red: 0, green: 0x80, blue: 0xFF))
    }

    @Test func displayP3IsKeptInDisplayP3() {
        let (rgba, diagnostics) = importedColor("display-p3", "1, 0.5, 0", extra: ", \"alpha\": 0.5")
        #expect(rgba == RGBA(red: 255, green: 128, blue: 0, alpha: 128, space: .displayP3))
        #expect(!diagnostics.contains { $0.id.rawValue == "color-clipped" })
    }

    @Test func rec2020RedIsClippedToDisplayP3WithALocatedWarning() {
        // Rec. 2020 red is outside Display P3 too: about (1.138, -0.283, 0.036) in P3 channels.
        let (rgba, diagnostics) = importedColor("rec2020", "1, 0, 0")
        #expect(rgba == RGBA(red: 255, green: 0, blue: 9, space: .displayP3))
        let warning = diagnostics.first { $0.id.rawValue == "color-clipped" }
        #expect(warning?.severity == .warning)
        #expect(warning?.range?.start == SourceLocation(line: 1, column: 3))
        #expect(warning?.message.text.contains("clipped to the nearest Display P3 channel values") == true)
    }

    @Test func noneIsZeroAndAlphaIsKept() {
        #expect(
            importedColor("srgb", "1, \"none\", 0", extra: ", \"alpha\": 0.5").0
                == RGBA(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func knownValues() {
        let cases: [(String, String, RGBA)] = [
            ("srgb-linear", "0.2140, 0.2140, 0.2140", RGBA(red: 128, green: 128, blue: 128)),
            ("hwb", "120, 0, 0", RGBA(red: 0, green: 255, blue: 0)),
            ("lab", "100, 0, 0", RGBA(red: 255, green: 255, blue: 255)),
            ("lch", "0, 0, 0", RGBA(red: 0, green: 0, blue: 0)),
            ("oklab", "1, 0, 0", RGBA(red: 255, green: 255, blue: 255)),
            ("xyz-d65", "0.9505, 1, 1.089", RGBA(red: 255, green: 255, blue: 255)),
            ("xyz-d50", "0.9642956764295677, 1, 0.8251046025104602", RGBA(red: 255, green: 255, blue: 255)),
            ("a98-rgb", "1, 1, 1", RGBA(red: 255, green: 255, blue: 255)),
            ("prophoto-rgb", "1, 1, 1", RGBA(red: 255, green: 255, blue: 255)),
            ("rec2020", "0, 0, 0", RGBA(red: 0, green: 0, blue: 0)),
        ]
        for (space, components, expected) in cases {
            let rgba = importedColor(space, components).0
            #expect(rgba.map { close($0, expected) } == true, "\(space) \(components) → \(String(describing: rgba))")
        }
    }

    /// The positive colour cases of the conformance suite (vendored) convert to their hex fallback (±2). The suite's
    /// fallbacks for a98-rgb, display-p3, hwb, prophoto-rgb and rec2020 are the components times 255, not
    /// conversions (hwb(120 20 30) is #33B333, not #339933), so those spaces are checked by `knownValues`.
    @Test func conformanceColorsMatchTheirHexFallback() throws {
        let directory = vendored + "/dtcg-conformance-colors"
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        where file.hasSuffix(".json") {
            let path = directory + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let root = try JSONParser.parse(text, file: path)
            for (name, token) in root.members ?? [] where !name.hasPrefix("$") {
                guard let value = token["$value"], let hex = value["hex"]?.string,
                    let space = value["colorSpace"]?.string, let components = value["components"]?.array,
                    !["a98-rgb", "display-p3", "hwb", "prophoto-rgb", "rec2020"].contains(space)
                else { continue }
                var converter = DTCGValueConverter()
                var stripped = value
                stripped.value = .object((value.members ?? []).filter { $0.key != "hex" && $0.key != "alpha" })
                var rgba = converter.color(stripped, name: "\(name)", range: token.range)
                if let p3 = rgba, p3.space == .displayP3 {
                    // Kept in Display P3 (outside sRGB): the fallback is its sRGB value, clipped.
                    let channels = [p3.red, p3.green, p3.blue].map { Double($0) / 255 }
                    rgba = ColorSyntax.quantized(
                        ColorMath.srgb(fromDisplayP3: channels), alpha: Double(p3.alpha) / 255, space: .sRGB)
                }
                let expected = DTCGValueConverter.parseHex(hex, allowAlpha: false)!
                #expect(
                    rgba.map { close($0, expected, tolerance: 2) } == true,
                    "\(file): \(space) \(components.map { $0.number ?? 0 }) → \(String(describing: rgba)), hex \(hex)")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }
}

@Suite struct ImportMappingTests {
    static let sample = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1] }, "$description": "Brand blue" },
            "gray": { "600": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2], "hex": "#333333" } } },
            "old": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$deprecated": "use gray" }
          },
          "semantic": {
            "$type": "color",
            "text": { "primary": { "$value": "{color.blue}", "$description": "Body text" } },
            "link": { "$ref": "#/color/gray/600/$value" }
          },
          "radius": { "$type": "dimension", "button": { "$value": { "value": 0.5, "unit": "rem" } } },
          "spacing": {
            "$type": "dimension",
            "row": { "$value": { "value": 16, "unit": "px" } },
            "wide": { "$value": "{spacing.row}" }
          },
          "font": { "$type": "fontFamily", "body": { "$value": "Inter" } },
          "shadow": { "$type": "shadow", "card": { "$value": { "color": "{color.blue}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }
        }
        """

    @Test func mapsGroupsNamesAliasesAndComments() throws {
        let result = importJSON(Self.sample)
        let yaml = try #require(result.theme?.yaml)
        #expect(yaml.hasPrefix("# yaml-language-server: $schema=.schema/theme.schema.json\n"))
        #expect(yaml.contains("palette:\n  # Brand blue\n  blue: \"#007AFF\"\n  gray:\n    \"600\": \"#333333\"\n"))
        #expect(yaml.contains("  # deprecated: use gray\n  old: \"#FFFFFF\"\n"))
        #expect(
            yaml.contains(
                "colors:\n  textPrimary:\n    light: \"{palette.blue}\"\n    dark: \"{palette.blue}\"\n    description: \"Body text\"\n"
            ))
        #expect(yaml.contains("  link: \"{palette.gray.600}\"\n"))
        #expect(yaml.contains("radii:\n  button: 8\n"))
        #expect(yaml.contains("spacing:\n  row: 16\n  wide: \"{spacing.row}\"\n"))
        let loaded = load([result.theme!])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let ids = Set(result.diagnostics.map(\.id.rawValue))
        #expect(ids.isSuperset(of: ["rem-converted", "deprecated-token"]))
        #expect(!result.diagnostics.containsErrors)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.range?.file == "tokens.json", "\(diagnostic)")
        }
        #expect(yaml.contains("fonts:\n  body: \"Inter\"\n"))
        // The shadow is a theme shadow, at half its CSS blur.
        #expect(yaml.contains("shadows:\n  card: {"), "\(yaml)")
    }

    @Test func invalidJSONIsAnErrorWithItsPlace() {
        let result = importJSON("{\n  \"a\": [1, 2,,]\n}")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.id.rawValue) == ["invalid-json"])
        #expect(result.diagnostics.first?.range?.start == SourceLocation(line: 2, column: 14))
    }

    @Test func missingFileIsAnError() {
        let result = DTCGImporter.importTheme(
            tokensPath: "/nonexistent/tokens.json", resolverPath: nil, themeName: nil, read: DTCGFiles.read)
        #expect(result.theme == nil)
        #expect(result.diagnostics.containsErrors)
    }

    @Test func resolverGivesLightDarkAndHighContrast() throws {
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [ { "color": { "$type": "color",
                  "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                  "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } } ] } },
              "modifiers": { "mode": { "contexts": {
                "Light-Mode": [ { "bg": { "$type": "color", "$value": "{color.white}" } } ],
                "dark-mode": [ { "bg": { "$type": "color", "$value": "{color.black}" } } ],
                "high-contrast-dark": [ { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } } } ]
              } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ]
            }
            """
        let result = DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: "my-app.resolver.json", themeName: nil,
            read: reader(["my-app.resolver.json": resolver]))
        let theme = try #require(result.theme)
        #expect(theme.name == "MyApp")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(load([theme]).themeSet)
        func bg(_ appearance: Appearance) -> String? {
            if case .success(let value) = set.lookup(
                TokenQuery(theme: "MyApp", token: "colors.bg", appearance: appearance))
            {
                return value.description
            }
            return nil
        }
        #expect(bg(.light) == "#FFFFFFFF")
        #expect(bg(.dark) == "#000000FF")
        #expect(bg(.lightHighContrast) == "#FFFFFFFF")
        #expect(bg(.darkHighContrast) == "#1A1A1AFF")
        #expect(theme.yaml.contains("    light: \"{palette.white}\"\n    dark: \"{palette.black}\"\n"))
    }
}

@Suite struct RoundTripTests {
    /// Every theme set of the repository: the seeds, the example app's and the asset catalog fixture's.
    static let repositoryThemeFolders = [
        "Themes", "Examples/ThemedApp/Sources/ThemedApp/Themes", "Tests/AssetCatalogTests/Fixture",
    ]

    /// A theme set → DTCG → YAML keeps every resolved value of every token, style, section, theme and appearance.
    @Test(arguments: repositoryThemeFolders)
    func repositoryThemesSurviveExportAndImport(folder: String) throws {
        let original = ThemeSetLoader.load(paths: [repositoryRoot + "/" + folder])
        let set = try #require(original.themeSet, "\(original.diagnostics)")
        let aliases = DTCGExportAliases(set: set) { FileManager.default.contents(atPath: $0).map(Array.init) }
        let files = DTCGExporter.export(set, aliases: aliases)
        #expect(files.contains { $0.contents.contains("\"$value\": \"{palette.") }, "aliases are written")
        let memory = Dictionary(uniqueKeysWithValues: files.map { ("out/" + $0.path, $0.contents) })
        var imported: [(name: String, yaml: String)] = []
        for theme in set.themes {
            let result = DTCGImporter.importTheme(
                tokensPath: nil, resolverPath: "out/\(theme.name).resolver.json", themeName: nil, read: reader(memory))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            imported.append(try #require(result.theme))
        }
        let reloaded = load(imported)
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let copy = try #require(reloaded.themeSet, "\(reloaded.diagnostics)")
        for theme in set.themes { #expect(copy.theme(named: theme.name)?.description == theme.description) }
        if folder == "Themes" {
            #expect(!set.shadows.isEmpty && !set.animations.isEmpty && !set.buttonStyles.isEmpty)
            #expect(!set.listSections.isEmpty)
        }
        let compared = try expectSameMeaning(set, copy)
        #expect(compared > 20)
        // Every resolver in one call, as one set: the same.
        let together = DTCGImporter.importSet(
            DTCGImportRequest(resolverPaths: set.themes.map { "out/\($0.name).resolver.json" }), read: reader(memory))
        #expect(together.diagnostics.isEmpty, "\(together.diagnostics)")
        let second = try #require(load(together.themes.map { ($0.name, $0.yaml) }).themeSet)
        #expect(try expectSameMeaning(set, second) == compared)
    }

    @Test(.needs(.jsonSchema, .corpus(dtcgSpec)))
    func exportValidatesAgainstTheSchemas() throws {
        try OptionalTests.require(.jsonSchema, .corpus(dtcgSpec))
        let set = try #require(ThemeSetLoader.load(paths: [repositoryRoot + "/Themes"]).themeSet)
        let every = try #require(load([("Every", ExportMeaningTests.theme)]).themeSet)
        let directory = NSTemporaryDirectory() + "themec-dtcg-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var paths: [String] = []
        // Resolved values only, then with aliases and the declarations entry; and the set of every group.
        let exports = [
            ("plain", DTCGExporter.export(set)),
            (
                "aliases",
                DTCGExporter.export(
                    set,
                    aliases: DTCGExportAliases(set: set) { FileManager.default.contents(atPath: $0).map(Array.init) })
            ),
            (
                "every",
                DTCGExporter.export(
                    every,
                    aliases: DTCGExportAliases(set: every) {
                        $0 == "Themes/Every.yaml" ? Array(ExportMeaningTests.theme.utf8) : nil
                    })
            ),
        ]
        for (folder, files) in exports {
            for file in files {
                let path = directory + "/" + folder + "/" + file.path
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        #expect(
            paths.contains { $0.hasSuffix("/tokens.json") } && paths.contains { $0.hasSuffix("Default.resolver.json") })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", repositoryRoot + "/Tests/ThemecDTCGTests/validate_dtcg_schema.py",
                corpus + "/\(dtcgSpec)/www/public/schemas/2025.10",
            ] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}

@Suite struct CorpusImportTests {
    /// Fluent UI's global/light/dark files (vendored) through a resolver written here.
    @Test func fluentUILightAndDark() throws {
        let base = vendored + "/fluentui-w3c"
        let resolverPath = base + "/fluent.resolver.json"
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "global": { "sources": [ { "$ref": "global.tokens.json" } ] } },
              "modifiers": { "theme": { "contexts": {
                "light": [ { "$ref": "light.tokens.json" } ], "dark": [ { "$ref": "dark.tokens.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/global" }, { "$ref": "#/modifiers/theme" } ]
            }
            """
        let result = DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: resolverPath, themeName: "Fluent", read: reader([resolverPath: resolver]))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.filter { $0.severity == .error })")
        for diagnostic in result.diagnostics { #expect(diagnostic.range != nil, "\(diagnostic)") }
        let theme = try #require(result.theme)
        let loaded = load([theme])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.prefix(5))")
        let set = try #require(loaded.themeSet)
        #expect(set.palette.count > 300)
        #expect(set.colors.count > 100)
        let query = TokenQuery(theme: "Fluent", token: "colors.neutralForeground1FillColorRest")
        var dark = query
        dark.appearance = .dark
        #expect(try set.lookup(query).get() != set.lookup(dark).get())
        #expect(theme.yaml.contains("light: \"{palette.global._color.grey.14}\""))
    }

    struct Case: Sendable, CustomStringConvertible {
        var id: String
        var path: String
        var positive: Bool
        var description: String { id }
    }

    static func manifestCases(_ kind: String) -> [Case] {
        let directory = corpus + "/\(conformanceSuite)/tests/" + kind
        guard let data = FileManager.default.contents(atPath: directory + "/manifest.json"),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = manifest["tests"] as? [[String: Any]]
        else { return [] }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let input = test["input"] as? String,
                let type = test["type"] as? String
            else { return nil }
            return Case(id: id, path: directory + "/" + input, positive: type == "PositiveEvaluationTest")
        }
    }

    @Test(.needs(.corpus(conformanceSuite)))
    func manifestsAreFound() throws {
        try OptionalTests.require(.corpus(conformanceSuite))
        #expect(Self.manifestCases("format").count > 150)
        #expect(Self.manifestCases("resolver").count > 20)
    }

    @Test(.needs(.corpus(conformanceSuite)), arguments: manifestCases("format"))
    func formatConformance(_ test: Case) throws {
        let result = DTCGImporter.importTheme(
            tokensPath: test.path, resolverPath: nil, themeName: "Case", read: DTCGFiles.read)
        for diagnostic in result.diagnostics { #expect(diagnostic.range != nil, "\(diagnostic)") }
        if test.positive {
            // A valid document may hold nothing a theme can: then the import says so and writes nothing.
            #expect(!result.diagnostics.contains { $0.severity == .error && $0.id != .nothingImported })
            guard let theme = result.theme else {
                #expect(result.diagnostics.contains { $0.id == .nothingImported })
                return
            }
            let loaded = load([theme])
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(theme.yaml)")
        } else {
            #expect(!result.diagnostics.isEmpty, "negative case \(test.id) passed silently")
        }
    }

    @Test(.needs(.corpus(conformanceSuite)), arguments: manifestCases("resolver"))
    func resolverConformance(_ test: Case) throws {
        let result = DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: test.path, themeName: "Case", read: DTCGFiles.read)
        for diagnostic in result.diagnostics { #expect(diagnostic.range != nil, "\(diagnostic)") }
        if test.positive {
            #expect(!result.diagnostics.contains { $0.severity == .error && $0.id != .nothingImported })
            guard let theme = result.theme else {
                #expect(result.diagnostics.contains { $0.id == .nothingImported })
                return
            }
            #expect(load([theme]).diagnostics.isEmpty)
        } else {
            let relevant = result.diagnostics.filter {
                $0.id.rawValue != "no-appearance-modifier" && $0.id.rawValue != "modifier-default"
            }
            #expect(!relevant.isEmpty, "negative case \(test.id) passed silently")
        }
    }

    /// The spec's own examples: every strict-JSON one imports without crashing, with located warnings,
    /// and what it produces validates.
    @Test(.needs(.corpus(dtcgSpec)))
    func specExamples() throws {
        try OptionalTests.require(.corpus(dtcgSpec))
        let directory = corpus + "/\(dtcgSpec)/_extracted-from-markdown"
        let files =
            FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".json")
            }.sorted() ?? []
        var imported = 0
        for file in files {
            let path = directory + "/" + file
            guard let data = FileManager.default.contents(atPath: path),
                (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
            else { continue }
            let result = DTCGImporter.importTheme(
                tokensPath: path, resolverPath: nil, themeName: "Example", read: DTCGFiles.read)
            #expect(!result.diagnostics.contains { $0.id.rawValue == "invalid-json" }, "\(file)")
            for diagnostic in result.diagnostics { #expect(diagnostic.range != nil, "\(file): \(diagnostic)") }
            if let theme = result.theme {
                let loaded = load([theme])
                #expect(!loaded.diagnostics.containsErrors, "\(file): \(loaded.diagnostics)\n\(theme.yaml)")
                imported += 1
            }
        }
        // Examples with only types a theme cannot hold (typography, shadows) write no theme.
        #expect(imported > 40)
    }
}
