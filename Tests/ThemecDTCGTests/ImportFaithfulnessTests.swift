import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Small resolvers reproducing what imports of published design systems got wrong: values carried into
/// modes that lack them, modes dropped, themes of one system that do not form a set, names, file names.
@Suite struct ImportFaithfulnessTests {
    /// A resolver with one modifier `mode` whose contexts hold the given inline tokens (JSON members).
    static func resolver(_ contexts: [(String, String)], sets: String = "", extraModifiers: String = "") -> String {
        let list = contexts.map { "\"\($0.0)\": [ { \($0.1) } ]" }.joined(separator: ",\n")
        let setPart = sets.isEmpty ? "" : "\"sets\": { \"base\": { \"sources\": [ { \(sets) } ] } },"
        let order = (sets.isEmpty ? "" : "{ \"$ref\": \"#/sets/base\" }, ") + "{ \"$ref\": \"#/modifiers/mode\" }"
        return """
            {
              "version": "2025.10", \(setPart)
              "modifiers": { "mode": { "default": "\(contexts[0].0)", "contexts": {
            \(list)
              } } \(extraModifiers) },
              "resolutionOrder": [ \(order)\(extraModifiers.isEmpty ? "" : ", { \"$ref\": \"#/modifiers/brand\" }") ]
            }
            """
    }

    static func color(_ name: String, _ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> String {
        """
        "\(name)": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\(r), \(g), \(b)], "alpha": \(alpha) } }
        """
    }

    static func run(
        _ files: [String: String], resolvers: [String] = ["ds.resolver.json"], tokens: [String] = [],
        modes: [String: DTCGModeTarget] = [:], abstract: Bool = false
    ) -> DTCGImportResult {
        DTCGImporter.importSet(
            DTCGImportRequest(tokenPaths: tokens, resolverPaths: resolvers, modes: modes, abstractBase: abstract),
            read: reader(files))
    }

    static func set(_ result: DTCGImportResult) throws -> ResolvedThemeSet {
        let loaded = load(result.themes.map { ($0.name, $0.yaml) })
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)\n\(result.themes.map(\.yaml))")
        return try #require(loaded.themeSet)
    }

    static func value(_ set: ResolvedThemeSet, _ theme: String, _ token: String, _ appearance: Appearance = .light)
        -> String?
    {
        try? set.lookup(TokenQuery(theme: theme, token: token, appearance: appearance)).get().description
    }

    // MARK: 1. Never a silently wrong value

    @Test func aColourTheDarkContextLacksIsNotImportedAndSaysWhichMode() throws {
        let json = Self.resolver([
            ("light", Self.color("bg", 1, 1, 1) + ", " + Self.color("fg", 0, 0, 0)),
            ("dark", Self.color("fg", 1, 1, 1)),
        ])
        let result = Self.run(["ds.resolver.json": json])
        let set = try Self.set(result)
        #expect(set.colors.map(\.name.dottedPath) == ["fg"])
        let warning = try #require(result.diagnostics.first { $0.id == .missingInMode })
        #expect(warning.message.text == "'bg' is not imported: mode 'dark' has no such token (mode 'light' has it)")
        #expect(warning.range?.start.line == 4)
        #expect(result.summary.skipped.map(\.reason) == [.missingInMode])
    }

    @Test func aRejectedDarkValueIsNotReplacedByTheLightOne() throws {
        // The dark value is one the importer cannot read: the light value must not be carried into dark.
        let dark = """
            "border": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 0.5] } }
            """
        let json = Self.resolver([
            ("light", Self.color("border", 0.78, 0.78, 0.78) + ", " + Self.color("fg", 0, 0, 0)),
            ("dark", dark + ", " + Self.color("fg", 1, 1, 1)),
        ])
        let result = Self.run(["ds.resolver.json": json])
        let set = try Self.set(result)
        #expect(!set.colors.contains { $0.name.dottedPath == "border" })
        #expect(!result.themes[0].yaml.contains("border"))
        let warning = try #require(result.diagnostics.first { $0.id == .modeFailed })
        #expect(warning.message.text.hasPrefix("'border' is not imported: its value in mode 'dark' cannot be used ("))
        #expect(warning.range?.start.line == 5, "\(warning)")
    }

    @Test func aTokenNoModeCanGiveIsCountedWithItsReason() throws {
        let json = Self.resolver([
            ("light", Self.color("fg", 0, 0, 0) + #", "fade": { "$type": "gradient", "$value": [] }"#),
            ("dark", Self.color("fg", 1, 1, 1)),
        ])
        let result = Self.run(["ds.resolver.json": json])
        #expect(result.summary.imported.map(\.type) == ["color"])
        #expect(result.summary.importedCount == 1)
        #expect(result.summary.themes == ["Ds"])
        #expect(result.summary.skipped.map(\.reason) == [.unsupportedType])
    }

    @Test func nothingImportedIsAnError() {
        let result = importJSON(#"{ "fade": { "$type": "gradient", "$value": [] } }"#)
        #expect(result.themes.isEmpty)
        #expect(result.diagnostics.contains { $0.id == .nothingImported && $0.severity == .error })
    }

    @Test func repeatedWarningsAreFolded() {
        let diagnostics = (1...10).map { line in
            Diagnostic.warning(
                .extensionsIgnored, "ignored",
                at: SourceRange(file: "a.json", start: .init(line: line, column: 1), end: .init(line: line, column: 2)))
        }
        let folded = DTCGImporter.collapsed(diagnostics)
        #expect(folded.count == 4)
        #expect(
            folded.last?.message.text
                == "7 more 'extensions-ignored' warnings like the ones above (--verbose lists each)")
    }

    // MARK: 2. Every mode kept

    @Test(arguments: [
        ("light", Appearance.light), ("Dark", .dark), ("hc", .lightHighContrast),
        ("high-contrast", .lightHighContrast), ("highContrast", .lightHighContrast), ("dark-hc", .darkHighContrast),
        ("darkHighContrast", .darkHighContrast), ("light-hc", .lightHighContrast),
        ("LIGHT_HIGH_CONTRAST", .lightHighContrast), ("darkest", .dark), ("dark-dimmed", .dark),
    ])
    func contextNames(_ name: String, _ appearance: Appearance) {
        #expect(DTCGModes.appearance(of: name) == appearance)
    }

    @Test func wireframeIsNoAppearance() {
        #expect(DTCGModes.appearance(of: "wireframe") == nil)
    }

    @Test func extraModesBecomeThemesThatExtendTheBase() throws {
        let json = Self.resolver([
            ("light", Self.color("bg", 1, 1, 1) + ", " + Self.color("fg", 0, 0, 0)),
            ("dark", Self.color("bg", 0.1, 0.1, 0.1) + ", " + Self.color("fg", 1, 1, 1)),
            ("hc", Self.color("bg", 1, 1, 1) + ", " + Self.color("fg", 0, 0, 0.5)),
            ("darkest", Self.color("bg", 0, 0, 0) + ", " + Self.color("fg", 1, 1, 1)),
            ("wireframe", Self.color("bg", 1, 1, 1) + ", " + Self.color("fg", 0.5, 0.5, 0.5)),
        ])
        let result = Self.run(["ds.resolver.json": json])
        #expect(result.themes.map(\.name) == ["Ds", "DsDarkest", "DsWireframe"])
        #expect(result.themes.map(\.extends) == [nil, "Ds", "Ds"])
        let set = try Self.set(result)
        #expect(Self.value(set, "Ds", "colors.fg", .lightHighContrast) == "#000080FF")
        #expect(Self.value(set, "Ds", "colors.bg", .dark) == "#1A1A1AFF")
        #expect(Self.value(set, "DsDarkest", "colors.bg", .dark) == "#000000FF")
        #expect(Self.value(set, "DsDarkest", "colors.bg", .light) == "#FFFFFFFF")
        #expect(Self.value(set, "DsWireframe", "colors.fg", .dark) == "#808080FF")
        // A variant holds only what differs: darkest's fg equals the base's in every appearance.
        let darkest = result.themes[1].yaml
        #expect(darkest.contains("extends: Ds\n") && darkest.contains("  bg:") && !darkest.contains("  fg:"))
    }

    @Test func explicitModesOnTheCommandLine() throws {
        let json = Self.resolver([
            ("day", Self.color("bg", 1, 1, 1)),
            ("dusk", Self.color("bg", 0.2, 0.2, 0.2)),
            ("wireframe", Self.color("bg", 0.5, 0.5, 0.5)),
        ])
        let result = Self.run(
            ["ds.resolver.json": json], modes: ["dusk": .appearance(.dark), "wireframe": .skip, "nope": .theme])
        let set = try Self.set(result)
        #expect(result.themes.map(\.name) == ["Ds"])
        #expect(Self.value(set, "Ds", "colors.bg", .dark) == "#333333FF")
        #expect(result.diagnostics.contains { $0.id == .modeSkipped && $0.message.text.contains("'wireframe'") })
        #expect(result.diagnostics.contains { $0.id == .unknownMode && $0.message.text.contains("'--mode nope=") })
    }

    @Test func anotherModifiersContextsBecomeThemes() throws {
        let brand = """
            , "brand": { "default": "a", "contexts": {
              "a": [ { \(Self.color("accent", 0, 0, 1)) } ], "b": [ { \(Self.color("accent", 1, 0, 0)) } ] } }
            """
        let json = Self.resolver(
            [("light", Self.color("bg", 1, 1, 1)), ("dark", Self.color("bg", 0, 0, 0))], extraModifiers: brand)
        let result = Self.run(["ds.resolver.json": json])
        #expect(result.themes.map(\.name) == ["Ds", "DsB"])
        let set = try Self.set(result)
        #expect(Self.value(set, "DsB", "palette.accent") == "#FF0000FF")
        #expect(Self.value(set, "DsB", "colors.bg", .dark) == "#000000FF")
        #expect(result.diagnostics.contains { $0.id == .modifierDefault && $0.message.text.contains("'b'") })
    }

    @Test func aContrastModifierGivesTheHighContrastAppearances() throws {
        let json = """
            { "version": "2025.10",
              "modifiers": {
                "theme": { "default": "light", "contexts": {
                  "light": [ { \(Self.color("fg", 0.2, 0.2, 0.2)) } ], "dark": [ { \(Self.color("fg", 0.8, 0.8, 0.8)) } ] } },
                "contrast": { "default": "standard", "contexts": {
                  "standard": [], "high": [ { "hcShift": { "$type": "number", "$value": 1 }, \(Self.color("fg", 0, 0, 0)) } ] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" } ] }
            """
        let result = Self.run(["ds.resolver.json": json])
        #expect(result.themes.map(\.name) == ["Ds"])
        #expect(!result.diagnostics.contains { $0.id == .modifierDefault }, "\(result.diagnostics)")
        // 'hcShift' exists only in the high-contrast mode: reported, not imported.
        let set = try Self.set(result)
        #expect(Self.value(set, "Ds", "colors.fg", .dark) == "#CCCCCCFF")
        #expect(Self.value(set, "Ds", "colors.fg", .darkHighContrast) == "#000000FF")
        #expect(Self.value(set, "Ds", "colors.fg", .lightHighContrast) == "#000000FF")
        let missing = result.diagnostics.first { $0.id == .missingInMode }
        #expect(
            missing?.message.text
                == "'hcShift' is not imported: mode 'light/standard' has no such token (mode 'light/high' has it)")
    }

    // MARK: 3. One design system, one set

    @Test func severalResolversWriteOneSetWithTheSameGroups() throws {
        // In A, 'surface' happens to be the same in light and dark; in B it differs. Both are mode colours.
        let a = Self.resolver(
            [("light", Self.color("surface", 1, 1, 1)), ("dark", Self.color("surface", 1, 1, 1))],
            sets: Self.color("blue", 0, 0, 1))
        let b = Self.resolver(
            [("light", Self.color("surface", 1, 1, 1)), ("dark", Self.color("surface", 0, 0, 0))],
            sets: Self.color("blue", 0, 0, 0.8))
        let result = Self.run(
            ["a.resolver.json": a, "b.resolver.json": b], resolvers: ["a.resolver.json", "b.resolver.json"])
        #expect(result.themes.map(\.name) == ["A", "B"])
        let set = try Self.set(result)
        #expect(set.colors.map(\.name.dottedPath) == ["surface"])
        #expect(set.palette.map(\.name.dottedPath) == ["blue"])
        #expect(Self.value(set, "B", "colors.surface", .dark) == "#000000FF")
    }

    @Test func aTokenOnlyOneResolverHasIsReported() throws {
        let a = Self.resolver([
            ("light", Self.color("bg", 1, 1, 1) + ", " + Self.color("extra", 1, 0, 0)),
            ("dark", Self.color("bg", 0, 0, 0) + ", " + Self.color("extra", 1, 0, 0)),
        ])
        let b = Self.resolver([("light", Self.color("bg", 1, 1, 1)), ("dark", Self.color("bg", 0, 0, 0))])
        let result = Self.run(
            ["a.resolver.json": a, "b.resolver.json": b], resolvers: ["a.resolver.json", "b.resolver.json"])
        _ = try Self.set(result)
        #expect(result.diagnostics.contains { $0.id == .missingInMode && $0.message.text.hasPrefix("'extra'") })
    }

    // MARK: 5. Names

    @Test(arguments: [
        (["colorBACKGROUND"], "colorBackground"), (["color-background"], "colorBackground"),
        (["COLOR_BACKGROUND"], "colorBackground"), (["background", "backgroundHover"], "backgroundHover"),
        (["button", "primary", "buttonPrimaryHover"], "buttonPrimaryHover"), (["background", "$root"], "background"),
        (["background", "@"], "background"), (["background", "DEFAULT"], "background"),
    ])
    func flatNames(_ path: [String], _ expected: String) {
        #expect(DTCGNames.flatName(path) == expected)
    }

    @Test func defaultTokensAreTheGroupsOwnValue() throws {
        let json = """
            { "color": { "$type": "color",
                "blue": { "$root": { "$value": "#0000ff" }, "600": { "$value": "#0000aa" } },
                "red": { "DEFAULT": { "$value": "#ff0000" } } },
              "semantic": { "$type": "color",
                "background": { "@": { "$value": "{color.red}" }, "backgroundHover": { "$value": "{color.blue.600}" } } } }
            """
        let result = importJSON(json)
        let set = try Self.set(result)
        #expect(set.palette.map(\.name.dottedPath) == ["blue.root", "blue.600", "red"])
        #expect(set.colors.map(\.name.dottedPath) == ["background", "backgroundHover"])
        #expect(Self.value(set, "Test", "colors.background") == "#FF0000FF")
    }

    @Test func collisionsNameBothSources() throws {
        let json =
            ##"{ "c": { "$type": "color", "text-primary": { "$value": "#000000" }, "textPrimary": { "$value": "#ffffff" } } }"##
        let result = importJSON(json)
        let warning = try #require(result.diagnostics.first { $0.id == .nameCollision })
        #expect(warning.range?.start.column == 69, "\(warning)")
        #expect(warning.notes.first?.range?.start.column == 28, "\(warning.notes)")
    }

    @Test func fileNamesWithALeadingDigitGetUniqueValidNames() {
        #expect(DTCGImporter.defaultThemeName("2024.tokens.json") == "Theme2024")
        #expect(DTCGImporter.defaultThemeName("dir/3-dark.resolver.json") == "Theme3Dark")
        let json = Self.resolver([("light", Self.color("bg", 1, 1, 1)), ("dark", Self.color("bg", 0, 0, 0))])
        let result = Self.run(
            ["1.resolver.json": json, "x/1.resolver.json": json], resolvers: ["1.resolver.json", "x/1.resolver.json"])
        #expect(result.themes.map(\.fileName) == ["Theme1.yaml", "Theme12.yaml"])
    }

    // MARK: 6. Beside hand-written files

    @Test func anAbstractBaseForHandWrittenThemes() throws {
        let json = Self.resolver([("light", Self.color("accent", 0, 0, 1)), ("dark", Self.color("accent", 0, 0, 0.5))])
        let result = Self.run(["brand.resolver.json": json], resolvers: ["brand.resolver.json"], abstract: true)
        let yaml = try #require(result.themes.first?.yaml)
        #expect(yaml.contains("theme: Brand\nabstract: true\n"))
        let app = "theme: App\nextends: Brand\nbuttonStyles:\n  primary:\n    background: \"{colors.accent}\"\n"
        let loaded = load([("Brand", yaml), ("App", app)])
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        #expect(loaded.themeSet?.themes.map(\.name) == ["App"])
    }
}
