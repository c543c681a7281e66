import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// What import writes reads back as the same path and value: names the loader would take for a value's keys,
/// tokens the theme format cannot hold (a five-layer shadow), and text of every kind in comments and strings.
@Suite struct ReadBackTests {
    static let fixtures = repositoryRoot + "/Tests/ThemecDTCGTests/Fixtures"

    /// The JSON file at `path`, parsed by Foundation (not by themec).
    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `$value` at a dotted path, references (`{a.b}`) followed: the test's own reading of the source.
    static func sourceValue(_ root: [String: Any], _ path: String) -> Any? {
        var node: Any? = root
        for segment in path.split(separator: ".") { node = (node as? [String: Any])?[String(segment)] }
        let value = (node as? [String: Any])?["$value"]
        if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") {
            return sourceValue(root, String(text.dropFirst().dropLast()))
        }
        return value
    }

    static func value(_ set: ResolvedThemeSet, _ theme: String, _ token: String) -> String? {
        try? set.lookup(TokenQuery(theme: theme, token: token, appearance: .light)).get().description
    }

    /// Every token of a Material 3 excerpt (its `md.comp` state layers nest `color` and `opacity` below the
    /// top of a group) comes in with its value; the five-layer elevation alone is left out, where it is.
    @Test func materialThreeImportsWhole() throws {
        let path = Self.fixtures + "/material3.tokens.json"
        let source = try Self.json(path)
        let result = DTCGImporter.importSet(DTCGImportRequest(tokenPaths: [path]), read: DTCGFiles.read)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let loaded = load(result.themes.map { ($0.name, $0.yaml) })
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        let set = try #require(loaded.themeSet)
        let theme = try #require(result.themes.first?.name)

        let numbers: [(source: String, token: String)] = [
            ("md.sys.state.hover.state-layer-opacity", "opacity.md.sys.state.hover.state-layer-opacity"),
            ("md.sys.state.dragged.state-layer-opacity", "opacity.md.sys.state.dragged.state-layer-opacity"),
            ("md.comp.filled-button.hover.state-layer.opacity", "opacity.mdCompFilledButtonHoverStateLayerOpacity"),
            (
                "md.comp.filled-button.disabled.label-text.opacity",
                "opacity.mdCompFilledButtonDisabledLabelTextOpacity"
            ),
            ("md.comp.chip.hover.state-layer.opacity", "opacity.mdCompChipHoverStateLayerOpacity"),
        ]
        for (sourcePath, token) in numbers {
            let expected = try #require(Self.sourceValue(source, sourcePath) as? Double, "\(sourcePath)")
            let actual = try #require(Self.value(set, theme, token), "\(token) in\n\(result.themes[0].yaml)")
            #expect(Double(actual) == expected, "\(token)")
        }
        let colors: [(source: String, token: String)] = [
            ("md.comp.filled-button.container.color", "colors.mdCompFilledButtonContainerColor"),
            ("md.comp.filled-button.hover.state-layer.color", "colors.mdCompFilledButtonHoverStateLayerColor"),
            ("md.ref.palette.neutral10", "palette.md.ref.palette.neutral10"),
        ]
        for (sourcePath, token) in colors {
            let hex = try #require(Self.sourceValue(source, sourcePath) as? String)
            #expect(Self.value(set, theme, token) == hex.uppercased() + "FF", "\(token)")
        }

        // The five-layer shadow: one located warning, counted; the one-layer shadow is kept.
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("5 layers") })
        #expect(warning.severity == .warning && warning.id == .invalidValue)
        #expect(warning.range?.file == path && warning.range?.start.line == 56 && warning.range?.start.column == 7)
        #expect(result.summary.skipped.flatMap(\.tokens) == ["md.elevation.level5"])
        #expect(set.shadows.map(\.name.dottedPath) == ["mdElevationLevel1"])
        #expect(result.summary.importedCount == 23)
    }

    /// The issue's smallest case: `opacity` below the top of a nested group, beside a colour.
    @Test func anOpacityKeyBelowTheTopOfAGroupIsNotReadAsAnOpacityForm() throws {
        let json = """
            {"chip":{"hover":{"state-layer":{"opacity":{"$type":"number","$value":0.08}}}},
            "accent":{"$type":"color","$value":"#336699"}}
            """
        let result = importJSON(json)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        #expect(Self.value(set, "Test", "opacity.chipHoverStateLayerOpacity") == "0.08")
        #expect(Self.value(set, "Test", "palette.accent") == "#336699FF")
        #expect(result.summary.skippedCount == 0)
    }

    /// Keys the loader reads as a value's (`color`/`opacity`, typography's `size`, `description`) at every depth
    /// of every nested group: each token reads back, none is lost.
    @Test(arguments: ["color", "opacity", "description", "size", "font", "weight"])
    func aReservedKeyAtAnyDepthReadsBack(_ key: String) throws {
        let json = """
            {
              "a": { "\(key)": { "b": { "$type": "number", "$value": 0.25 } } },
              "c": { "d": { "\(key)": { "$type": "number", "$value": 0.5 } } },
              "e": { "\(key)": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
              "f": { "\(key)": { "$type": "color", "$value": "#112233" } },
              "g": { "h": { "\(key)": { "$type": "fontFamily", "$value": "Inter" } } }
            }
            """
        let result = importJSON(json)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let loaded = load(result.themes.map { ($0.name, $0.yaml) })
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)\n\(result.themes.map(\.yaml))")
        #expect(result.summary.importedCount == 5, "\(result.diagnostics)")
        #expect(result.summary.skippedCount == 0)
    }
}

/// One escaping for everything import writes as YAML: a text of every code-point class, as a theme's
/// description (a quoted string), a colour's description (a quoted string) and a palette colour's, a
/// deprecation and a file name (comments), reads back as itself or stays a comment: no line of it becomes YAML.
@Suite struct YAMLTextRoundTripTests {
    static let samples: [String] = [
        "plain words", "tab\there", "line\nfeed: 1", "carriage\rreturn: 1", "crlf\r\nx: 1", "nel\u{85}x: 1",
        "line separator\u{2028}x: 1", "paragraph separator\u{2029}x: 1", "nul\u{0}end", "bell\u{7}",
        "escape\u{1B}[31mred", "delete\u{7F}", "c1\u{80}\u{9F}", "no-break\u{A0}space", "bom\u{FEFF}",
        "noncharacters\u{FFFE}\u{FFFF}", "private\u{E000}use", "astral 😀 \u{10FFFF}", "quote\" back\\slash",
        "# hash: colon - dash [x] {y} &a *b !c |d >e %f @g `h", "café e\u{301}", "'single' \"double\"",
        "\n\r\u{85}\u{2028}\u{2029}palette: { injected: \"#FF0000\" }",
    ]

    /// `text` as a JSON string literal: every scalar below U+0020, `"` and `\` escaped, the rest as it is.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test(arguments: samples)
    func everyCodePointClassReadsBack(_ text: String) throws {
        let json = """
            {
              "$description": \(Self.jsonString(text)),
              "base": { "$type": "color", "$value": "#112233", "$description": \(Self.jsonString(text)),
                "$deprecated": \(Self.jsonString(text)) },
              "semantic": { "fg": { "$type": "color", "$value": "{base}", "$description": \(Self.jsonString(text)) } },
              "space": { "s": { "$type": "dimension", "$value": { "value": 4, "unit": "px" },
                "$description": \(Self.jsonString(text)) } }
            }
            """
        let name = "tokens\(text).json"
        let result = DTCGImporter.importSet(
            DTCGImportRequest(tokenPaths: [name], themeName: "Test"), read: reader([name: json]))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let yaml = try #require(result.themes.first?.yaml)
        let loaded = load([("Test", yaml)])
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)\n\(yaml)")
        let set = try #require(loaded.themeSet)
        #expect(set.themes.map(\.description) == [text])
        #expect(set.palette.map(\.name.dottedPath) == ["base"])
        #expect(set.colors.map(\.name.dottedPath) == ["fg"])
        #expect(set.colors.map(\.description) == [text])
        #expect(set.spacing.map(\.name.dottedPath) == ["s"])
        // The header's file name stays on its line.
        #expect(yaml.split(separator: "\n", omittingEmptySubsequences: false)[1].hasPrefix("# Generated by themec"))
        #expect(yaml.contains("\n# delete these two lines to keep your edits.\ntheme: Test\n"))
    }

    @Test(arguments: samples)
    func aQuotedKeyReadsBackAsItself(_ text: String) throws {
        let yaml = "theme: Test\nnumbers:\n  \(YAMLText.key(text.isEmpty ? "x" : text)): 1\n"
        let loaded = load([("Test", yaml)])
        // The loader may refuse the name (it is no Swift name); it must see exactly this one key.
        let names = loaded.themeSet?.numbers.map(\.name.dottedPath) ?? []
        #expect(names.isEmpty || names == [text])
        #expect(!loaded.diagnostics.contains { $0.id.rawValue == "yaml-syntax" }, "\(loaded.diagnostics)")
    }
}
