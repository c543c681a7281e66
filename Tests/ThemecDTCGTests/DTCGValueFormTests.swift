import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Imports `text` as the file `path` (JSON, JSON5 or YAML by its name).
func importFile(_ path: String, _ text: String, remBase: Double = 16) -> DTCGImportResult {
    DTCGImporter.importTheme(
        tokensPath: path, resolverPath: nil, themeName: "Test", remBase: remBase, read: reader([path: text]))
}

/// `themec resolve`'s text for `token` of the one imported theme, or `nil` when it is not there.
func resolved(_ result: DTCGImportResult, _ token: String, _ appearance: Appearance = .light) -> String? {
    guard let theme = result.theme, let set = load([theme]).themeSet else { return nil }
    guard case .success(let value) = set.lookup(TokenQuery(theme: "Test", token: token, appearance: appearance))
    else { return nil }
    return value.description
}

func ids(_ result: DTCGImportResult) -> [String] { result.diagnostics.map(\.id.rawValue) }

@Suite struct ColorStringTests {
    @Test(arguments: [
        ("#0af", "#00AAFFFF"), ("#00AAFF80", "#00AAFF80"), ("rgb(0, 122, 255)", "#007AFFFF"),
        ("rgba(0, 122, 255, 0.5)", "#007AFF80"), ("rgb(141 141 141 / 30%)", "#8D8D8D4D"),
        ("rgb(100% 0% 0% / 0.25)", "#FF000040"), ("rgba(255 255 255 / .5)", "#FFFFFF80"),
        ("hsl(210, 100%, 50%)", "#0080FFFF"), ("hsl(210deg 100% 50% / 50%)", "#0080FF80"),
        ("transparent", "#00000000"), ("rgba(#FF0000, 0.4)", "#FF000066"),
    ])
    func everyThemeFormatStringKeepsItsAlpha(_ text: String, _ expected: String) {
        #expect(ColorStrings.parse(text)?.hex == expected, "\(text)")
    }

    @Test(arguments: [
        "rgb(1, 2)", "rgb(1 2 3, 4)", "rgb(300, 0, 0)", "rgba(0, 0, 0, 2)", "red", "#12345", "hsl(1 2 3 /)",
    ])
    func malformedStringsAreRefused(_ text: String) {
        #expect(ColorStrings.parse(text) == nil, "\(text)")
    }

    @Test(arguments: [
        ("color(display-p3 1 0.5 0)", RGBA(red: 255, green: 128, blue: 0, alpha: 255, space: .displayP3)),
        ("color(display-p3 1 0.5 0 / 0.5)", RGBA(red: 255, green: 128, blue: 0, alpha: 128, space: .displayP3)),
        ("COLOR(Display-P3 100% 50% 0% / 50%)", RGBA(red: 255, green: 128, blue: 0, alpha: 128, space: .displayP3)),
        ("  color(srgb 0 0.5 1)  ", RGBA(red: 0, green: 128, blue: 255)),
        ("color(srgb 100% 0% 0% / 25%)", RGBA(red: 255, green: 0, blue: 0, alpha: 64)),
    ])
    func colorFunctionsAreReadAsTheThemeFormatReadsThem(_ text: String, _ expected: RGBA) {
        #expect(ColorStrings.parse(text) == expected, "\(text)")
        guard case .success(.literal(let themeFormat)) = ColorSyntax.parse(text.trimmingSpaces) else {
            Issue.record("the theme format refuses \(text)")
            return
        }
        #expect(themeFormat == expected)
    }

    @Test func aDisplayP3StringIsKeptInDisplayP3AsTheObjectFormIs() throws {
        let json = """
            { "string": { "$type": "color", "$value": "color(display-p3 0.2 0.6 0.9 / 0.8)" },
              "object": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.2, 0.6, 0.9], "alpha": 0.8 } },
              "srgb": { "$type": "color", "$value": "color(srgb 0.2 0.6 0.9)" } }
            """
        let result = importJSON(json)
        #expect(!result.diagnostics.contains { $0.id == .invalidValue || $0.id == .colorClipped })
        #expect(resolved(result, "palette.string") == resolved(result, "palette.object"))
        #expect(resolved(result, "palette.string") == "color(display-p3 0.2 0.6 0.902 / 0.8)")
        #expect(resolved(result, "palette.srgb") == "#3399E6FF")
        #expect(result.theme?.yaml.contains("string: \"color(display-p3 0.2 0.6 0.902 / 0.8)\"") == true)
    }

    @Test func tokensStudioAndLegacyFilesTakeColorFunctions() throws {
        let studio = """
            { "global": { "brand": { "type": "color", "value": "color(display-p3 1 0 0)" } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """
        #expect(resolved(importJSON(studio), "palette.brand") == "color(display-p3 1 0 0)")
        let legacy = #"{ "brand": { "value": "color(srgb 0 0 1 / 50%)", "type": "color" } }"#
        #expect(resolved(importJSON(legacy), "palette.brand") == "#0000FF80")
    }

    /// Every colour form the theme format's table lists, with each variation it names.
    static let themeFormatForms = [
        "#0af", "#0AF8", "#00aaff", "#00AAFF80", "rgb(0, 122, 255)", "RGB( 0 ,122, 255 )", "rgba(0, 122, 255, 0.5)",
        "hsl(211 100% 50%)", "hsl(211, 100%, 50%)", "hsla(211, 100%, 50%, 0.5)", "hsl(0.5turn 80% 40% / 50%)",
        "hsl(3.1416rad 80 40)", "hsl(200grad 80% 40%)", "hsl(-30deg 100% 50%)",
        "oklch(0.7 0.15 250)", "oklch(62.8% 0.2577 29.23 / 0.8)", "OKLCH(0.6 0.1 120deg / 50%)",
        "oklch(0.7 0.25 145)", "oklch(0.7 0.3 145)", "oklch(0.7 0.5 150)", "oklch(0.5 100% 0.25turn)",
        "color(display-p3 1 0.4 0)", "color(display-p3 100% 40% 0% / 0.5)", "color(srgb 0 0.478 1)",
    ]

    /// The value the theme format gives `text`, and whether it warns that the colour was clipped.
    static func themeFormatValue(_ text: String) -> (RGBA, clipped: Bool)? {
        var gamutMapped: ColorSyntax.GamutMapping?
        guard case .success(.literal(let rgba)) = ColorSyntax.parse(text, gamutMapped: &gamutMapped) else { return nil }
        return (rgba, gamutMapped != nil)
    }

    @Test(arguments: themeFormatForms)
    func everyThemeFormatFormHasTheThemeFormatsValue(_ text: String) throws {
        let (expected, clipped) = try #require(Self.themeFormatValue(text), "the theme format refuses \(text)")
        var reason: DiagnosticMessage?
        var gamutMapped: DiagnosticMessage?
        #expect(ColorStrings.parse(text, reason: &reason, gamutMapped: &gamutMapped) == expected)
        #expect((gamutMapped != nil) == clipped)
        // End to end: the imported theme resolves to what a theme with the same text resolves to.
        let theme = load([(name: "Test", yaml: "theme: Test\npalette:\n  c: \"\(text)\"\n")])
        #expect(!theme.diagnostics.contains { $0.severity == .error }, "\(theme.diagnostics)")
        guard case .success(let written)? = theme.themeSet?.lookup(TokenQuery(theme: "Test", token: "palette.c"))
        else {
            Issue.record("the theme does not resolve \(text)")
            return
        }
        let imported = importJSON(#"{ "c": { "$type": "color", "$value": "\#(text)" } }"#)
        #expect(resolved(imported, "palette.c") == written.description)
        #expect(!imported.diagnostics.contains { $0.id == .invalidValue })
    }

    @Test func anOKLChStringOutsideSRGBIsKeptInDisplayP3AsTheThemeFormatKeepsIt() throws {
        // Independently of ColorSyntax: oklch(0.7 0.25 145) is a vivid green outside sRGB (its sRGB red is about
        // -0.23) and inside Display P3, about (70, 192, 57) in 8-bit P3 channels (CSS Color 4's formulas).
        let rgba = try #require(ColorStrings.parse("oklch(0.7 0.25 145)"))
        #expect(rgba.space == .displayP3)
        #expect((69...71).contains(rgba.red) && (191...193).contains(rgba.green) && (56...58).contains(rgba.blue))
        // Inside sRGB stays sRGB: CSS's sRGB red, rounded.
        #expect(ColorStrings.parse("oklch(0.628 0.2577 29.23)") == RGBA(red: 255, green: 0, blue: 0))
        let result = importJSON(#"{ "p3": { "$type": "color", "$value": "oklch(0.7 0.25 145)" } }"#)
        #expect(!result.diagnostics.contains { $0.id == .invalidValue || $0.id == .colorClipped })
        #expect(resolved(result, "palette.p3")?.hasPrefix("color(display-p3 ") == true)
    }

    @Test func anOKLChStringOutsideDisplayP3IsClippedAndWarnedAsTheThemeFormatDoes() throws {
        let result = importJSON(#"{ "c": { "$type": "color", "$value": "oklch(0.7 0.5 150)" } }"#)
        let warning = try #require(result.diagnostics.first { $0.id == .colorClipped })
        #expect(
            warning.message.text
                == "colour token 'c' has the string 'oklch(0.7 0.5 150)': the colour is outside the Display P3 gamut; each channel was clipped to it"
        )
        #expect(warning.severity == .warning)
        let theme = load([(name: "Test", yaml: "theme: Test\npalette:\n  c: \"oklch(0.7 0.5 150)\"\n")])
        #expect(theme.diagnostics.contains { $0.id == .colorGamutMapped })
        let written = theme.themeSet?.lookup(TokenQuery(theme: "Test", token: "palette.c"))
        guard case .success(let value)? = written else {
            Issue.record("\(theme.diagnostics)")
            return
        }
        #expect(resolved(result, "palette.c") == value.description)
    }

    @Test func tokensStudioAndLegacyFilesTakeOKLChStrings() throws {
        let expected = try #require(Self.themeFormatValue("oklch(0.7 0.15 250)")).0
        let studio = """
            { "global": { "brand": { "type": "color", "value": "oklch(0.7 0.15 250)" } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """
        #expect(resolved(importJSON(studio), "palette.brand") == expected.description)
        let legacy = #"{ "brand": { "value": "oklch(0.7 0.15 250 / 50%)", "type": "color" } }"#
        #expect(resolved(importJSON(legacy), "palette.brand") == expected.withOpacity(0.5).description)
    }

    @Test(arguments: [
        ("oklch(0.7, 0.15, 250)", "not commas"), ("oklch(1.2 0.1 0)", "lightness 1.2 is out of range"),
        ("oklch(0.5 -0.1 0)", "chroma -0.1 is out of range"), ("oklch(0.5 0.1)", "3 components"),
        ("oklch(0.5 0.1 1e3)", "hue '1e3' is not an angle"), ("oklch(0.5 0.1 0", "not closed"),
        ("hsl(0.5turn 150% 50%)", "saturation 150% is out of range"), ("hsl(1 2% 3% /)", "missing after '/'"),
        ("rgb(300, 0, 0)", "channel 300 is above 255"), ("rgb(300 0 0)", "channel 300 is out of range"),
        ("rgb(1 2)", "takes 3 channels"), ("rgb(1 2 3 / 4 / 5)", "a second '/'"),
        ("rgb(1 2 3 / 2)", "alpha 2 is out of range"), ("rgb(1, 2 / 3)", "not both"),
        ("#12345", "3, 4, 6 or 8 digits"), ("#ＡＡＡ", "not a hexadecimal digit"),
        ("color(display-p3 1.2 0 0)", "out of"), ("color(srgb 0 0 -0.1)", "out of"),
        ("color(rec2020 1 0 0)", "unknown colour space 'rec2020'"), ("color(display-p3 1 0)", "3 components"),
        ("color(display-p3, 1, 0, 0)", "not commas"), ("color(display-p3 1 0 0", "not closed"),
    ])
    func malformedStringsAreRefusedWithTheReason(_ text: String, _ reason: String) {
        var why: DiagnosticMessage?
        #expect(ColorStrings.parse(text, reason: &why) == nil, "\(text)")
        #expect(why?.text.contains(reason) == true, "\(text): \(String(describing: why?.text))")
        let result = importJSON(#"{ "c": { "$type": "color", "$value": "\#(text)" } }"#)
        let warning = result.diagnostics.first { $0.id == .invalidValue }
        #expect(warning?.message.text.contains("which is not a colour (") == true, "\(result.diagnostics)")
    }

    /// Regressions: these once trapped (a NaN hue rounded to a byte; a fullwidth digit taken for a hex digit).
    @Test(arguments: ["hsl(inf 50% 50%)", "hsla(nan, 50%, 50%)", "hsl(1e400 50% 50%)", "#ＡＡＡ", "rgba(#ＡＡＡ, 0.5)"])
    func nonFiniteHuesAndFullwidthDigitsAreRefusedNotTrapped(_ text: String) {
        #expect(ColorStrings.parse(text) == nil, "\(text)")
        let result = importJSON(#"{ "c": { "$type": "color", "$value": "\#(text)" } }"#)
        #expect(result.diagnostics.contains { $0.id == .invalidValue })
    }

    @Test func aFullwidthHexFallbackIsRefusedNotTrapped() {
        let result = importJSON(colorJSON("unknown-space", "1, 0, 0", extra: ##", "hex": "#ＦＦＦＦＦＦ""##))
        #expect(result.diagnostics.contains { $0.message.text.contains("hex") }, "\(result.diagnostics)")
    }

    @Test(arguments: [
        ("rgba(0, 122, 255)", "#007AFFFF"),
        ("rgb(0, 122, 255, 50%)", "#007AFF80"), ("rgb(0.4, 122.6, 255)", "#007BFFFF"),
        ("hsl(210, 100, 50)", "#0080FFFF"),
        ("transparent", "#00000000"), ("rgba(#FF0000, 0.4)", "#FF000066"),
    ])
    func formsOnlyTokenFilesWriteAreStillRead(_ text: String, _ expected: String) {
        #expect(Self.themeFormatValue(text) == nil, "the theme format now reads \(text): compare with it instead")
        #expect(ColorStrings.parse(text)?.hex == expected, "\(text)")
    }

    @Test func aDarkRGBAStringIsImportedWithItsAlphaNotReplacedByLight() throws {
        let result = importJSON(#"{ "c": { "$type": "color", "$value": "rgb(141 141 141 / 30%)" } }"#)
        #expect(resolved(result, "palette.c") == "#8D8D8D4D")
    }
}

@Suite struct DimensionStringTests {
    static func json(_ value: String) -> String {
        #"{ "spacing": { "$type": "dimension", "x": { "$value": \#(value) } } }"#
    }

    @Test func pxAndRemStringsAreLengths() {
        #expect(resolved(importJSON(Self.json(#""4px""#)), "spacing.x") == "4")
        let rem = importFile("tokens.json", Self.json(#""1.5rem""#))
        #expect(resolved(rem, "spacing.x") == "24")
        #expect(ids(rem).contains("rem-converted"))
        #expect(resolved(importFile("tokens.json", Self.json(#""1.5rem""#), remBase: 10), "spacing.x") == "15")
        #expect(resolved(importJSON(Self.json(#""0""#)), "spacing.x") == "0")
    }

    @Test func emIsRefusedWithAReason() throws {
        let result = importJSON(Self.json(#""2em""#))
        #expect(resolved(result, "spacing.x") == nil)
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("in em") })
        #expect(warning.range?.start == SourceLocation(line: 1, column: 38))
    }

    @Test(arguments: [#""4""#, #""wide""#, #""4 parsecs""#])
    func otherStringsAreRefused(_ value: String) {
        let result = importJSON(Self.json(value))
        #expect(resolved(result, "spacing.x") == nil)
        #expect(ids(result).contains("invalid-value"))
    }
}

@Suite struct TokenTypeTests {
    static let sample = """
        {
          "font": {
            "family": { "$type": "fontFamily", "body": { "$value": ["Inter", "Helvetica", "sans-serif"] }, "mono": { "$value": "Menlo" } },
            "weight": { "$type": "fontWeight", "bold": { "$value": "bold" }, "book": { "$value": 450 } }
          },
          "size": { "$type": "dimension", "icon": { "$value": { "value": 24, "unit": "px" } } },
          "radius": { "$type": "dimension", "card": { "$value": "12px" } },
          "duration": { "$type": "duration", "quick": { "$value": { "value": 150, "unit": "ms" } }, "slow": { "$value": { "value": 1, "unit": "s" } } },
          "opacity": { "$type": "number", "disabled": { "$value": 0.38 } },
          "line-height": { "$type": "number", "tight": { "$value": 1.25 } },
          "z": { "$type": "number", "below": { "$value": -1 } },
          "typography": { "$type": "typography",
            "body": { "$value": { "fontFamily": "{font.family.mono}", "fontSize": { "value": 16, "unit": "px" },
                                  "fontWeight": "{font.weight.bold}", "lineHeight": 1.5, "letterSpacing": { "value": -0.5, "unit": "px" } } } },
          "shadow": { "$type": "shadow",
            "card": { "$value": [
              { "color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" },
              { "color": "#0000001A", "offsetX": "0px", "offsetY": "4px", "blur": "8px" } ] },
            "inner": { "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "inset": true } } },
          "ease": { "$type": "cubicBezier", "standard": { "$value": [0.4, 0, 0.2, 1] }, "bad": { "$value": [2, 0, 0, 1] } },
          "press": { "$type": "transition", "$value": { "duration": "200ms", "delay": "0ms", "timingFunction": [0, 0, 1, 1] } }
        }
        """

    @Test func everyTypeGoesToItsGroup() throws {
        let result = importJSON(Self.sample)
        let yaml = try #require(result.theme?.yaml)
        let loaded = load([result.theme!])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(yaml)")
        // Groups nest as in the source, without a leading group word.
        #expect(resolved(result, "fonts.family.body") == "Inter")
        #expect(yaml.contains("fonts:\n  family:\n    body: \"Inter\"\n    mono: \"Menlo\"\n"))
        #expect(yaml.contains("numbers:\n  font:\n    weight:\n      bold: 700\n      book: 450\n"))
        #expect(resolved(result, "sizes.icon") == "24")
        #expect(resolved(result, "radii.card") == "12")
        #expect(resolved(result, "durations.quick") == "0.15")
        #expect(resolved(result, "durations.slow") == "1")
        #expect(resolved(result, "opacity.disabled") == "0.38")
        #expect(resolved(result, "numbers.line-height.tight") == "1.25")
        #expect(resolved(result, "numbers.z.below") == "-1")
        #expect(
            yaml.contains(
                "typography:\n  body: { font: \"Menlo\", size: 16, weight: 700, lineHeight: 24, tracking: -0.5 }\n"))
        let body = try #require(resolved(result, "typography.body"))
        #expect(body.contains("Menlo") && body.contains("16"), "\(body)")
        // Shadows keep every layer, at half the CSS blur; a transition is an animation.
        #expect(
            yaml.contains(
                "shadows:\n  card: [{ color: \"#00000033\", radius: 1, x: 0, y: 1 }, "
                    + "{ color: \"#0000001A\", radius: 4, x: 0, y: 4 }]\n"), "\(yaml)")
        #expect(yaml.contains("animations:\n  press: { curve: [0, 0, 1, 1], duration: 0.2 }\n"), "\(yaml)")
        #expect(resolved(result, "shadows.card") != nil)
        #expect(resolved(result, "animations.press") != nil)
        // Losses are reported, by token: the fallback fonts, the inset shadow, the bad curve, and the bare curve,
        // which has no duration for an animation.
        let messages = result.diagnostics.map(\.message.text)
        #expect(messages.contains { $0.contains("'font.family.body'") && $0.contains("2 fallback") })
        #expect(messages.contains { $0.contains("'shadow.inner'") && $0.contains("inset") })
        #expect(messages.contains { $0.contains("'ease.bad'") && $0.contains("cubicBezier") })
        #expect(messages.contains { $0.contains("'ease.standard'") && $0.contains("no duration") })
        #expect(!yaml.contains("standard"))
    }

    @Test func aGroupNamedLikeATypographyKeyIsJoinedIntoOneName() throws {
        let json = """
            { "typography": { "$type": "typography", "body": { "size": { "small": { "$value": {
              "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px" } } } } } }
            """
        let result = importJSON(json)
        let theme = try #require(result.theme)
        #expect(load([theme]).diagnostics.isEmpty, "\(theme.yaml)")
        #expect(resolved(result, "typography.bodySizeSmall")?.contains("size: 12") == true)
    }

    @Test func shadowsAndAnimationsAreWrittenInTheThemeFormat() {
        var pending = PendingGroupTokens()
        let layers = [
            ImportedShadowLayer(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0x33), radius: 1, x: 0, y: 1),
            ImportedShadowLayer(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0x1A), radius: 4, x: 0, y: 4),
        ]
        let range = SourceRange(
            file: "t.json", start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
        let shadows = [("card", ImportedValue.shadow(layers)), ("focus", .shadow([layers[0]]))]
        pending.shadows = shadows.map {
            PendingGroupTokens.Item(name: $0.0, value: $0.1, key: "shadows." + $0.0, range: range)
        }
        pending.animations = [
            PendingGroupTokens.Item(
                name: "press", value: .animation(curve: [0, 0, 1, 1], duration: 0.2), description: "Most motion",
                key: "animations.press", range: range)
        ]
        var out = ImportedYAML()
        DTCGImportedDeclarations.yaml(nil, pending: pending, tokens: .init([]), into: &out) { _, _ in nil }
        #expect(
            out.text == """

                shadows:
                  card: [{ color: "#00000033", radius: 1, x: 0, y: 1 }, { color: "#0000001A", radius: 4, x: 0, y: 4 }]
                  focus: { color: "#00000033", radius: 1, x: 0, y: 1 }

                animations:
                  # Most motion
                  press: { curve: [0, 0, 1, 1], duration: 0.2 }

                """)
    }

    @Test func aShadowLayerIsHalfTheCSSBlur() {
        var converter = DTCGValueConverter()
        let root = try! JSONParser.parse(
            ##"{ "color": "#000", "offsetX": "1px", "offsetY": "2px", "blur": "6px" }"##, file: "t.json")
        let layers = converter.shadow(root, name: "'s'", range: root.range)
        #expect(layers == [ImportedShadowLayer(color: RGBA(red: 0, green: 0, blue: 0), radius: 3, x: 1, y: 2)])
    }
}

@Suite struct FileDialectTests {
    static let json5 = """
        // Brand tokens
        {
          color: {
            $type: 'color',
            /* the one blue */
            blue: { $value: '#007AFF', },
          },
          spacing: { $type: "dimension", row: { $value: "16px" } },
        }
        """

    @Test func json5IsReadAndAJSONFileSaysItIsNotStrict() throws {
        let plain = importFile("tokens.json5", Self.json5)
        #expect(resolved(plain, "palette.blue") == "#007AFFFF")
        #expect(resolved(plain, "spacing.row") == "16")
        #expect(!ids(plain).contains("json5-syntax"))
        let named = importFile("tokens.json", Self.json5)
        let warning = try #require(named.diagnostics.first { $0.id.rawValue == "json5-syntax" })
        #expect(warning.range?.start == SourceLocation(line: 1, column: 1))
        #expect(resolved(named, "palette.blue") == "#007AFFFF")
    }

    @Test func json5ErrorsAreLocated() {
        let result = importFile("tokens.json5", "{\n  a: 1, /* never closed\n}")
        #expect(result.theme == nil)
        #expect(ids(result) == ["invalid-json"])
        #expect(result.diagnostics.first?.range?.start == SourceLocation(line: 2, column: 9))
    }

    @Test func dtcgInYAMLIsReadThroughTheYAMLParser() throws {
        let yaml = """
            color:
              $type: color
              blue:
                $value: { colorSpace: srgb, components: [0, 0.478, 1] }
              link:
                $value: "{color.blue}"
            spacing:
              $type: dimension
              row: { $value: { value: 16, unit: px } }
            """
        let result = importFile("tokens.yaml", yaml)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(resolved(result, "palette.blue") == "#007AFFFF")
        #expect(resolved(result, "colors.link") == "#007AFFFF")
        #expect(resolved(result, "spacing.row") == "16")
        let bad = importFile("tokens.yml", "color:\n  $type: color\n  a: [1, 2\n")
        #expect(bad.theme == nil)
        #expect(bad.diagnostics.containsErrors)
        #expect(bad.diagnostics.allSatisfy { $0.range?.file == "tokens.yml" })
    }

    @Test func styleDictionaryValueTypeFilesAreImportedWithAHint() throws {
        let json = """
            { "color": { "brand": { "value": "#FF0000", "type": "color", "comment": "red" } },
              "size": { "padding": { "small": { "value": "4px", "type": "dimension" } } } }
            """
        let result = importJSON(json)
        #expect(resolved(result, "palette.brand") == "#FF0000FF")
        #expect(resolved(result, "spacing.paddingSmall") == "4")
        let hints = result.diagnostics.filter { $0.id.rawValue == "legacy-token-file" }
        #expect(hints.count == 1)
        #expect(hints.first?.message.text.contains("2 token(s)") == true)
    }

    static let tokensStudio = """
        {
          "core": {
            "red": { "value": "#FF0000", "type": "color" },
            "space": { "md": { "value": "16", "type": "spacing" } },
            "radius": { "value": "8", "type": "borderRadius" },
            "icon": { "value": "24", "type": "sizing" },
            "font": { "value": "Inter", "type": "fontFamilies" },
            "weight": { "value": "Semi Bold", "type": "fontWeights" },
            "alpha": { "value": "40%", "type": "opacity" },
            "body": { "value": { "fontFamily": "{font}", "fontWeight": "{weight}", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "0%" }, "type": "typography" },
            "asset": { "value": "logo.svg", "type": "asset" }
          },
          "light": {
            "bg": { "value": "#FFFFFF", "type": "color" },
            "overlay": { "value": "rgba({red}, 0.4)", "type": "color" },
            "faded": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5", "space": "srgb" } } } },
            "lighter": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "hsl" } } } }
          },
          "dark": {
            "bg": { "value": "#000000", "type": "color" },
            "overlay": { "value": "rgba({red}, 0.6)", "type": "color" },
            "faded": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.25", "space": "srgb" } } } },
            "lighter": { "value": "{red}", "type": "color" }
          },
          "$themes": [
            { "id": "1", "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" } },
            { "id": "2", "name": "Dark", "selectedTokenSets": { "core": "source", "light": "disabled", "dark": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
        }
        """

    @Test func aTokensStudioExportKeepsItsSetsThemesTypesAndModifiers() throws {
        let result = importFile("studio.json", Self.tokensStudio)
        let theme = try #require(result.theme, "\(result.diagnostics)")
        let loaded = load([theme])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(theme.yaml)")
        #expect(resolved(result, "colors.bg", .light) == "#FFFFFFFF")
        #expect(resolved(result, "colors.bg", .dark) == "#000000FF")
        #expect(resolved(result, "colors.overlay", .light) == "#FF000066")
        #expect(resolved(result, "colors.overlay", .dark) == "#FF000099")
        #expect(resolved(result, "colors.faded", .light) == "#FF000080")
        #expect(resolved(result, "colors.faded", .dark) == "#FF000040")
        // `core` is a source of both themes: referred to (the colours above), not imported, and counted.
        let source = result.summary.skipped.first { $0.reason == .tokensStudioSource }?.tokens ?? []
        #expect(
            source == [
                "red", "space.md", "radius", "icon", "font", "weight", "alpha", "body", "asset",
            ])
        #expect(resolved(result, "spacing.md") == nil)
        let messages = result.diagnostics.map(\.message.text)
        #expect(messages.contains { $0.contains("set 'core' is a source of theme 'Light'") })
        // Lighten 0.2 in HSL: red's lightness 50% goes a fifth of the way to 100%, 60% (saturation 100%):
        // channels 0.6 + 0.4 and 0.6 - 0.4.
        #expect(resolved(result, "colors.lighter", .light) == "#FF3333FF")
        #expect(resolved(result, "colors.lighter", .dark) == "#FF0000FF")
        #expect(messages.contains { $0.contains("'lighter'") && $0.contains("'lighten' modifier applied") })
        #expect(ids(result).contains("legacy-token-file"))
        #expect(!ids(result).contains("extensions-ignored"))
    }

    @Test func tokensStudioSetsWithoutThemesAreMergedInSetOrder() {
        let json = """
            { "b": { "x": { "value": "#000000", "type": "color" } }, "a": { "x": { "value": "#FFFFFF", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["a", "b"] } }
            """
        #expect(resolved(importJSON(json), "palette.x") == "#000000FF")
    }
}
