import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Tokens Studio as teams keep it: tokens with its own keys (`id`, `deprecatedValues`), its type names in
/// `type` and in `$type`, numbers as strings, its arithmetic and references into groups such as `fontWeights`.
@Suite struct TokensStudioTests {
    static let path = ReadBackTests.fixtures + "/tokens-studio-single.json"

    static func imported() throws -> (DTCGImportResult, ResolvedThemeSet, String) {
        let result = DTCGImporter.importSet(DTCGImportRequest(tokenPaths: [path]), read: DTCGFiles.read)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        return (result, set, try #require(result.themes.first?.name))
    }

    @Test func tokensWithExtraKeysAreRead() throws {
        let (_, set, theme) = try Self.imported()
        let source = try ReadBackTests.json(Self.path)
        let blue = try #require(
            (((source["global"] as? [String: Any])?["base"] as? [String: Any])?["blue"]
                as? [String: Any])?["value"] as? String)
        #expect(ReadBackTests.value(set, theme, "palette.base.blue") == blue.uppercased() + "FF")
        #expect(ReadBackTests.value(set, theme, "palette.base.white") == "#FFFFFFFF")
    }

    @Test func arithmeticIsEvaluatedAsTokensStudioDoes() throws {
        let (_, set, theme) = try Self.imported()
        let base = 16.0
        #expect(ReadBackTests.value(set, theme, "sizes.fontSizes.sm").flatMap(Double.init) == base * 0.875)
        // roundTo(x, 1): one decimal.
        #expect(
            ReadBackTests.value(set, theme, "sizes.fontSizes.lg").flatMap(Double.init)
                == ((base * 1.333) * 10).rounded() / 10)
        #expect(ReadBackTests.value(set, theme, "sizes.fontSizes.half").flatMap(Double.init) == (base - 4) / 2)
        #expect(ReadBackTests.value(set, theme, "spacing.block").flatMap(Double.init) == 4.0 * 2)
    }

    @Test func numbersAsStringsAndTypeNamesInBothSpellings() throws {
        let (_, set, theme) = try Self.imported()
        #expect(ReadBackTests.value(set, theme, "opacity.disabled") == "0.4")
        #expect(ReadBackTests.value(set, theme, "numbers.ratio.golden") == "1.618")
        #expect(ReadBackTests.value(set, theme, "numbers.heavy") == "800")
        #expect(ReadBackTests.value(set, theme, "sizes.icon") == "24")
    }

    @Test func aReferenceIntoFontWeightsKeepsItsCase() throws {
        let (result, set, _) = try Self.imported()
        #expect(!result.diagnostics.contains { $0.message.text.contains("fontweights") }, "\(result.diagnostics)")
        let body = try #require(set.typography.firstIndex { $0.name.dottedPath == "body" })
        let typography = set.themes[0].typography[body]
        // `Bold` is 700, and the 150% line height of the 16-point size is 24 points.
        #expect(typography.weight == 700)
        #expect(typography.size == 16)
        #expect(typography.lineHeight == 16 * 1.5)
    }

    @Test func everyTokenIsImportedOrLeftOutWithALocatedWarning() throws {
        let (result, _, _) = try Self.imported()
        // 18 tokens in the file: the bare curve (no duration) is the one left out, where it is.
        #expect(result.summary.importedCount + result.summary.skippedCount == 18)
        #expect(result.summary.skipped.flatMap(\.tokens) == ["ease.out"])
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("'ease.out'") })
        #expect(warning.range?.start.line == 42)
    }

    @Test(arguments: [
        ("8px * 2", "16px"), ("2rem * 1.5", "3rem"), ("(10 - 4) / 4", "1.5"), ("roundTo(1.23456, 2)", "1.23"),
        ("1 / 3", "0.3333"), ("2 ^ 3", "8"), ("min(4, 2) + max(1, 3)", "5"), ("-4px * 2", "-8px"),
    ])
    func expressions(_ text: String, _ expected: String) {
        #expect(TokensStudioMath.Expression.reduce(text) == expected)
    }

    @Test(arguments: ["16px", "Inter, sans-serif", "#ff0000", "rgba(0, 0, 0, 0.5)", "2rem + 4px * 1em"])
    func notExpressions(_ text: String) {
        #expect(TokensStudioMath.Expression.reduce(text) == nil)
    }
}

/// The folder Tokens Studio's Git sync writes, read as one input: sets in `$metadata.json` order, the theme
/// group `mode` as light and dark, `source` sets referred to and not imported.
@Suite struct TokensStudioFolderTests {
    static let folder = ReadBackTests.fixtures + "/tokens-studio-git-sync"

    @Test func theFolderIsFoundFromItselfOrItsThemesFile() {
        #expect(TokensStudioFolder.folder(for: Self.folder) == Self.folder)
        #expect(TokensStudioFolder.folder(for: Self.folder + "/$themes.json") == Self.folder)
        #expect(TokensStudioFolder.folder(for: Self.folder + "/$metadata.json") == Self.folder)
        #expect(TokensStudioFolder.folder(for: Self.folder + "/core.json") == nil)
        #expect(TokensStudioFolder.folder(for: ReadBackTests.fixtures) == nil)
    }

    @Test func themesBecomeAppearancesAndSourceSetsAreReferencesOnly() throws {
        let result = DTCGImporter.importSet(
            DTCGImportRequest(themeName: "App", tokensStudioFolder: Self.folder), read: DTCGFiles.read)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        // The test's own reading: core's colours, the semantic sets' references into them.
        let core = try ReadBackTests.json(Self.folder + "/core.json")
        func coreHex(_ group: String, _ step: String) throws -> String {
            let token = try #require(((core[group] as? [String: Any])?[step] as? [String: Any])?["value"] as? String)
            return token.uppercased() + "FF"
        }
        func value(_ token: String, _ appearance: Appearance) -> String? {
            try? set.lookup(TokenQuery(theme: "App", token: token, appearance: appearance)).get().description
        }
        #expect(value("colors.bg", .light) == (try coreHex("gray", "50")))
        #expect(value("colors.bg", .dark) == (try coreHex("gray", "900")))
        #expect(value("colors.accent", .light) == (try coreHex("blue", "500")))
        #expect(value("colors.accent", .dark) == (try coreHex("blue", "400")))
        // components.json refers to a semantic token, so it follows the appearance.
        #expect(value("colors.buttonBg", .dark) == (try coreHex("blue", "400")))
        // `{space.base} * 3` with core's base of 4.
        #expect(value("spacing.buttonPadding", .light).flatMap(Double.init) == 4.0 * 3)
        // The core set is a source: its five tokens are counted, not imported, and said once where it is.
        #expect(set.palette.isEmpty)
        #expect(result.summary.skipped.map(\.reason) == [.tokensStudioSource])
        #expect(result.summary.skipped.flatMap(\.tokens).count == 5)
        let source = try #require(result.diagnostics.first { $0.id == .tokensStudioSource })
        #expect(source.range?.file.hasSuffix("$themes.json") == true && source.range?.start.line == 6)
    }

    @Test func aSetMissingFromTheOrderIsReadLastAndSaidSo() throws {
        let temp = TemporaryFolder()
        defer { temp.remove() }
        try temp.write("$metadata.json", ##"{ "tokenSetOrder": ["a", "gone"] }"##)
        try temp.write("a.json", ##"{ "x": { "value": "#111111", "type": "color" } }"##)
        try temp.write("b.json", ##"{ "x": { "value": "#222222", "type": "color" } }"##)
        let result = DTCGImporter.importSet(
            DTCGImportRequest(themeName: "T", tokensStudioFolder: temp.path), read: DTCGFiles.read)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        // b is read after a: its value wins.
        #expect(
            (try? set.lookup(TokenQuery(theme: "T", token: "palette.x", appearance: .light)).get().description)
                == "#222222FF")
        #expect(result.diagnostics.contains { $0.message.text.contains("set 'b' is not in $metadata.json") })
        #expect(result.diagnostics.contains { $0.message.text.contains("set 'gone' of 'tokenSetOrder' has no file") })
    }
}

/// A folder under the system's temporary directory, for tests that read a folder.
struct TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("themec-ts-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Names: a `default` inside a path names a group and is kept; the legacy colour string warning says what
/// was kept.
@Suite struct ImportNameTests {
    @Test func aDefaultSegmentInsideAPathIsKept() throws {
        let json = """
            {
              "button": {
                "default": { "bgColor": { "selected": { "$type": "color", "$value": "#112233" } } },
                "bgColor": { "selected": { "$type": "color", "$value": "#445566" } }
              },
              "brand": { "DEFAULT": { "$type": "color", "$value": "#778899" } }
            }
            """
        let result = importJSON(json)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        #expect(result.summary.skippedCount == 0, "\(result.diagnostics)")
        let names = Set(set.palette.map(\.name.dottedPath))
        #expect(names == ["button.default.bgColor.selected", "button.bgColor.selected", "brand"], "\(names)")
    }

    @Test func theLegacyColourStringWarningSaysDisplayP3IsKept() throws {
        let json = """
            { "a": { "$type": "color", "$value": "color(display-p3 1 0 0)" },
              "b": { "$type": "color", "$value": "#ff0000" } }
            """
        let result = importJSON(json)
        let warning = try #require(result.diagnostics.first { $0.id == .legacyColorString })
        #expect(
            warning.message.text.hasSuffix(
                "imported as hex, and the 1 beyond sRGB as the Display P3 colours they name"))
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        let a = try #require(set.palette.firstIndex { $0.name.dottedPath == "a" })
        #expect(set.themes[0].palette[a].space == .displayP3)
    }
}

/// The plugin's starter file: top-level sets without `$themes` or `$metadata`, references into them.
@Suite struct TokensStudioStarterTests {
    @Test func topLevelSetsAreReadAsSets() throws {
        let json = """
            {
              "global": {
                "colors": { "blue": { "value": "#0b5cff", "type": "color" } },
                "spacing": { "sm": { "value": "8", "type": "spacing" } }
              },
              "light": {
                "bg": { "primary": { "value": "{colors.blue}", "type": "color" } },
                "gap": { "value": "{spacing.sm} * 2", "type": "spacing" }
              }
            }
            """
        let result = importJSON(json)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet, "\(result.diagnostics)")
        #expect(result.summary.skippedCount == 0, "\(result.diagnostics)")
        func value(_ token: String) -> String? {
            try? set.lookup(TokenQuery(theme: "Test", token: token, appearance: .light)).get().description
        }
        #expect(value("colors.bgPrimary") == "#0B5CFFFF")
        #expect(value("spacing.gap").flatMap(Double.init) == 8.0 * 2)
    }

    @Test func aDocumentReferringThroughItsTopLevelIsNotSets() {
        let json = """
            { "global": { "blue": { "value": "#0b5cff", "type": "color" } },
              "light": { "bg": { "value": "{global.blue}", "type": "color" } } }
            """
        let root = try? JSONParser.parse(json, file: "t.json")
        #expect(root.map(DTCGDialects.topLevelKeysAreSets) == false)
    }
}
