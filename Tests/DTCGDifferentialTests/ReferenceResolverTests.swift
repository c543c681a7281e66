import Testing

/// The reference resolver's own checks, on values known from CSS Color 4 and the DTCG text, so that an
/// agreement with themec means both are right rather than both wrong.
@Suite struct ReferenceResolverTests {
    static func rgb(_ space: String, _ components: [Double]) -> [Double] {
        let list = components.map { "\($0)" }.joined(separator: ", ")
        let value = try! OrderedJSON.parse("{\"colorSpace\": \"\(space)\", \"components\": [\(list)]}")
        let color = ReferenceColor.read(value)!
        return [color.0, color.1, color.2]
    }

    @Test(arguments: [
        ("srgb", [0.2, 0.4, 0.6], [0.2, 0.4, 0.6]),
        ("srgb-linear", [0.5, 0.5, 0.5], [0.73536, 0.73536, 0.73536]),
        ("hsl", [120, 100, 50], [0, 1, 0]),
        ("hsl", [0, 100, 25], [0.5, 0, 0]),
        ("hwb", [240, 20, 20], [0.2, 0.2, 0.8]),
        ("hwb", [0, 60, 60], [0.5, 0.5, 0.5]),
        ("lab", [100, 0, 0], [1, 1, 1]),
        ("lab", [50, 0, 0], [0.46628, 0.46628, 0.46628]),
        ("lch", [50, 0, 123], [0.46628, 0.46628, 0.46628]),
        ("oklab", [1, 0, 0], [1, 1, 1]),
        ("oklch", [0.6279554, 0.2576833, 29.2338852], [1, 0, 0]),
        ("xyz-d65", [0.95047, 1, 1.08883], [1, 1, 1]),
        ("xyz-d50", [0.96422, 1, 0.82521], [1, 1, 1]),
        ("display-p3", [1, 1, 1], [1, 1, 1]),
        ("display-p3", [1, 0, 0], [1.0931, -0.2267, -0.1501]),
        ("a98-rgb", [1, 1, 1], [1, 1, 1]),
        ("prophoto-rgb", [1, 1, 1], [1, 1, 1]),
        ("rec2020", [1, 1, 1], [1, 1, 1]),
    ])
    func colourSpacesConvertToSRGB(space: String, components: [Double], expected: [Double]) {
        let got = Self.rgb(space, components)
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 0.002 }, "\(space) \(components) → \(got)")
    }

    @Test func legacyHexStringsAndAlpha() throws {
        let legacy = try #require(ReferenceColor.read(.string("#0078d4")))
        #expect(legacy.1 == 120.0 / 255 && legacy.2 == 212.0 / 255 && legacy.3 == 1)
        let value = try OrderedJSON.parse(#"{"colorSpace": "srgb", "components": [1, "none", 0], "alpha": 0.5}"#)
        let color = try #require(ReferenceColor.read(value))
        #expect(color == (1, 0, 0, 0.5))
    }

    @Test(arguments: [
        #"{"colorSpace": "srgb", "components": [1.2, 0, 0]}"#, #"{"colorSpace": "hsl", "components": [360, 50, 50]}"#,
        #"{"colorSpace": "lab", "components": [101, 0, 0]}"#, #"{"colorSpace": "oklch", "components": [0.5, -0.1, 0]}"#,
        #"{"colorSpace": "srgb", "components": [1, 0]}"#,
        #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#,
    ])
    func componentsOutOfTheFormatsRangesAreNotColours(json: String) throws {
        #expect(ReferenceColor.read(try OrderedJSON.parse(json)) == nil)
    }

    static func tokens(_ json: String) throws -> [String: ReferenceResolver.Outcome] {
        let resolver = ReferenceResolver(root: .init(try OrderedJSON.parse(json), file: "t.json"))
        var out: [String: ReferenceResolver.Outcome] = [:]
        for token in resolver.tokens { out[ReferenceResolver.key(token.path)] = resolver.resolve(token) }
        return out
    }

    @Test func aliasesPointersTypesExtendsAndRoot() throws {
        let outcomes = try Self.tokens(
            """
            {
              "base": {
                "$type": "color",
                "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
                "$root": { "$value": "{base.red}" }
              },
              "alias": { "$value": "{base.red}" },
              "pointer": { "$value": { "$ref": "#/base/red/$value" } },
              "part": { "$type": "color", "$value": { "colorSpace": "srgb",
                "components": [0, { "$ref": "#/base/red/$value/components/0" }, 0] } },
              "space": { "$type": "dimension", "small": { "$value": { "value": 1, "unit": "rem" } } },
              "inset": { "$extends": "{space}", "large": { "$value": { "value": 24, "unit": "px" } } },
              "loop": { "$type": "color", "a": { "$value": "{loop.b}" }, "b": { "$value": "{loop.a}" } },
              "mismatch": { "$type": "number", "$value": "{base.red}" },
              "untyped": { "$value": 3 }
            }
            """)
        let red = ReferenceResolver.Outcome.value(.color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(outcomes["base.red"] == red)
        #expect(outcomes["base.$root"] == red)
        #expect(outcomes["alias"] == red)
        #expect(outcomes["pointer"] == red)
        #expect(outcomes["part"] == .value(.color(red: 0, green: 1, blue: 0, alpha: 1)))
        #expect(outcomes["space.small"] == .value(.length(16)))
        #expect(outcomes["inset.small"] == .value(.length(16)))
        #expect(outcomes["inset.large"] == .value(.length(24)))
        for invalid in ["loop.a", "loop.b", "mismatch", "untyped"] {
            guard case .invalid? = outcomes[invalid] else {
                Issue.record("\(invalid) should be invalid: \(String(describing: outcomes[invalid]))")
                continue
            }
        }
    }

    @Test func resolverModesAndTheAppearancesThatHoldThem() throws {
        let root = try OrderedJSON.parse(
            """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "c": { "$type": "number", "$value": 1 } }] } },
              "modifiers": {
                "theme": { "contexts": {
                  "light": [{ "c": { "$type": "number", "$value": 2 } }],
                  "dark": [{ "c": { "$type": "number", "$value": 3 } }],
                  "darkest": [{ "c": { "$type": "number", "$value": 4 } }] } },
                "density": { "default": "compact", "contexts": { "compact": [], "roomy": [{ "c": { "$type": "number", "$value": 5 } }] } }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }]
            }
            """)
        let document = try #require(ReferenceResolverDocument(path: "r.json", root: root) { _ in nil })
        let themes = ReferenceModes.themes(document)
        #expect(themes.map(\.label) == ["base", "theme=darkest", "density=roomy"])
        let held = themes[0].modes
        #expect(held.map(\.label) == ["theme=light", "theme=dark"])
        #expect(
            held.map { $0.appearances.map(\.rawValue) } == [
                ["light", "lightHighContrast"], ["dark", "darkHighContrast"],
            ])
        let dark = ReferenceResolver(root: held[1].tree)
        #expect(dark.tokens.map { dark.resolve($0) } == [.value(.number(3))])
        // `darkest` replaces the dark appearances; `roomy` gives all four over the base's contexts.
        #expect(themes[1].modes.map(\.label) == ["theme=light", "theme=darkest"])
        #expect(themes[2].modes.map(\.label) == ["density=roomy,theme=light", "density=roomy,theme=dark"])
        #expect(ReferenceModes.isVariant("BrandDarkDimmed", of: "Brand", context: "dark-dimmed"))
    }

    @Test func contextNamesAndTokenNames() {
        #expect(ReferenceModes.appearance(ofContext: "darkHighContrast") == .darkHighContrast)
        #expect(ReferenceModes.appearance(ofContext: "light-hc") == .lightHighContrast)
        #expect(ReferenceModes.appearance(ofContext: "high") == .lightHighContrast)
        #expect(ReferenceModes.appearance(ofContext: "Dark") == .dark)
        #expect(ReferenceModes.appearance(ofContext: "night") == .dark)
        #expect(ReferenceModes.appearance(ofContext: "wireframe") == nil)
        let names = ReferenceNames(["colors.textPrimary", "palette.gray.600", "radii.small", "spacing.small"])
        #expect(names.match(["color", "text", "primary"], groups: ["palette", "colors"]) == "colors.textPrimary")
        #expect(names.match(["color", "gray", "600"], groups: ["palette", "colors"]) == "palette.gray.600")
        #expect(names.match(["space", "small"], groups: ["radii", "spacing"]) == "spacing.small")
        #expect(names.match(["radius", "small"], groups: ["radii", "spacing"]) == "radii.small")
        // Default tokens ending a path are the group's own value (a `default` inside one names a group); a
        // repeated word counts once.
        let more = ReferenceNames([
            "colors.backgroundHover", "colors.background", "palette.blue.root", "palette.blue.600",
            "colors.backgroundDefaultHover",
        ])
        #expect(names.match(["color", "text", "primary", "default"], groups: ["colors"]) == "colors.textPrimary")
        #expect(
            more.match(["color", "background", "default", "hover"], groups: ["colors"])
                == "colors.backgroundDefaultHover")
        #expect(more.match(["color", "background", "backgroundHover"], groups: ["colors"]) == "colors.backgroundHover")
        #expect(more.match(["background", "$root"], groups: ["colors"]) == "colors.background")
        #expect(more.match(["blue", "DEFAULT"], groups: ["palette"]) == "palette.blue.root")
    }
}

/// The test's own matching of themec's output and diagnostics to tokens.
@Suite struct DifferentialMatchingTests {
    /// A YAML token spans its key's line (where themec's warning is) to its last value line, not into the
    /// next key's: each of Terrazzo's `ease.*` curves took the next one's warning, the last none.
    @Test func aYAMLTokensLinesRunFromItsKeyToItsLastValue() throws {
        let text =
            "ease:\n  linear:\n    $type: cubicBezier\n    $value: [0, 0, 1, 1]\n  out:\n    $type: cubicBezier\n    $value: [0.2, 1, 0.3, 1]\n"
        let root = try #require(YAMLTokens.parse(text, path: "a.yml"))
        #expect(root["ease"]?["linear"]?.lines == 2...4)
        #expect(root["ease"]?["out"]?.lines == 5...7)
    }

    /// A default token under the group word the import drops keeps its own name (`shadows.default`).
    @Test func aDefaultTokenUnderADroppedGroupWord() {
        let names = ReferenceNames(["shadows.default", "palette.black"])
        #expect(names.match(["shadows", "default"], groups: CorpusDifferential.compositeGroups) == "shadows.default")
    }
}

extension DifferentialMatchingTests {
    /// A group extending the group that holds it is a cycle, as the format's groups.md example says: no
    /// token comes of it (the reference gave `button.secondary.color`, one level of the cycle).
    @Test func extendingTheEnclosingGroupGivesNoTokens() throws {
        let outcomes = try ReferenceResolverTests.tokens(
            """
            { "button": { "color": { "$type": "number", "$value": 1 }, "secondary": { "$extends": "{button}" } } }
            """)
        #expect(outcomes.keys.sorted() == ["button.color"])
    }
}
