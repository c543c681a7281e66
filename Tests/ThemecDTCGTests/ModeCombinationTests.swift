import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Resolvers with several modifiers besides light/dark (`brand`, `density`): every combination of their
/// contexts is a theme whose values are what the resolver gives with those contexts selected.
@Suite struct ModeCombinationTests {
    /// A modifier of the test's resolver: its contexts in order (the first the default), each with its
    /// tokens, a value a colour byte (`"#..."` from it) or, as a string, an alias or a dimension.
    struct Modifier {
        var name: String
        var contexts: [(name: String, tokens: [(String, Value)])]
    }

    enum Value: Equatable {
        case color(UInt8)
        case alias(String)
        case points(Int)
    }

    /// The resolver document, its modifiers in `order`.
    static func json(_ modifiers: [Modifier]) -> String {
        func token(_ name: String, _ value: Value) -> String {
            switch value {
            case .color(let byte):
                let c = Double(byte) / 255
                return
                    "\"\(name)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(c), \(c), \(c)] } }"
            case .alias(let target): return "\"\(name)\": { \"$type\": \"color\", \"$value\": \"{\(target)}\" }"
            case .points(let points): return "\"\(name)\": { \"$type\": \"dimension\", \"$value\": \"\(points)px\" }"
            }
        }
        let members = modifiers.map { modifier in
            let contexts = modifier.contexts.map { context in
                "\"\(context.name)\": [ { \(context.tokens.map { token($0.0, $0.1) }.joined(separator: ", ")) } ]"
            }
            return
                "\"\(modifier.name)\": { \"default\": \"\(modifier.contexts[0].name)\", \"contexts\": { \(contexts.joined(separator: ", ")) } }"
        }
        let order = modifiers.map { "{ \"$ref\": \"#/modifiers/\($0.name)\" }" }
        return """
            { "version": "2025.10", "modifiers": { \(members.joined(separator: ",\n")) },
              "resolutionOrder": [ \(order.joined(separator: ", ")) ] }
            """
    }

    /// The test's own reading of the resolver: the selected context of each modifier merged in resolution
    /// order, later contexts replacing earlier tokens, then aliases followed.
    static func resolve(_ modifiers: [Modifier], _ selection: [String: String], _ token: String) -> Value? {
        var merged: [String: Value] = [:]
        for modifier in modifiers {
            let chosen = selection[modifier.name] ?? modifier.contexts[0].name
            for (name, value) in modifier.contexts.first(where: { $0.name == chosen })?.tokens ?? [] {
                merged[name] = value
            }
        }
        var value = merged[token]
        var steps = 0
        while case .alias(let target)? = value, steps < 10 {
            value = merged[target]
            steps += 1
        }
        return value
    }

    static func printed(_ value: Value?) -> String? {
        switch value {
        case .color(let byte)?:
            let hex = String(byte, radix: 16, uppercase: true)
            let two = String(repeating: "0", count: 2 - hex.count) + hex
            return "#\(two)\(two)\(two)FF"
        case .points(let points)?: return "\(points)"
        default: return nil
        }
    }

    static func capitalised(_ context: String) -> String { context.prefix(1).uppercased() + context.dropFirst() }

    static let modifiers = [
        Modifier(
            name: "mode",
            contexts: [
                ("light", [("bg", .color(1)), ("fg", .alias("accent"))]),
                ("dark", [("bg", .color(2)), ("fg", .alias("accent"))]),
                ("darkest", [("bg", .color(3)), ("fg", .alias("accent"))]),
            ]),
        Modifier(
            name: "brand",
            contexts: [
                ("a", [("accent", .color(10))]), ("b", [("accent", .color(11))]),
                ("c", [("accent", .color(12)), ("bg", .color(13))]),
            ]),
        Modifier(
            name: "density",
            contexts: [
                ("regular", [("gap", .points(4))]), ("compact", [("gap", .points(2)), ("accent", .color(20))]),
            ]),
    ]

    /// Every theme the import should write: its name, the theme it extends, and its contexts by modifier.
    static func expectedThemes(_ modifiers: [Modifier]) -> [(name: String, extends: String?, choice: [String: String])]
    {
        // The appearance modifier's light and dark are the base's; its `darkest` gives a theme.
        let optional = modifiers.map { modifier in
            [nil] + modifier.contexts.dropFirst(modifier.name == "mode" ? 2 : 1).map(\.name)
        }
        var all: [[String?]] = [[]]
        for options in optional { all = all.flatMap { prefix in options.map { prefix + [$0] } } }
        let chosen = all.map { combination in
            combination.enumerated().compactMap { item in item.element.map { (modifiers[item.offset].name, $0) } }
        }
        // Smallest first; among equals, as the import orders them (checked by name order below).
        return chosen.sorted { $0.count < $1.count }.map { pairs in
            let name = "Ds" + pairs.map { capitalised($0.1) }.joined()
            let extends = pairs.isEmpty ? nil : "Ds" + pairs.dropLast().map { capitalised($0.1) }.joined()
            return (name, pairs.count == 1 ? "Ds" : extends, Dictionary(uniqueKeysWithValues: pairs))
        }
    }

    @Test(arguments: [false, true])
    func everyCombinationResolvesAsTheResolverDoes(densityFirst: Bool) throws {
        var modifiers = Self.modifiers
        if densityFirst { modifiers.swapAt(1, 2) }
        let result = ImportFaithfulnessTests.run(["ds.resolver.json": Self.json(modifiers)])
        let expected = Self.expectedThemes(modifiers)
        #expect(Set(result.themes.map(\.name)) == Set(expected.map(\.name)), "\(result.themes.map(\.name))")
        #expect(result.themes.count == 12)
        #expect(!result.diagnostics.contains { $0.id == .modeCombinationsLeftOut || $0.id == .themeNameTaken })
        let set = try ImportFaithfulnessTests.set(result)
        for theme in expected {
            let written = try #require(result.themes.first { $0.name == theme.name })
            #expect(written.extends == theme.extends, "\(theme.name)")
            for appearance in Appearance.allCases {
                var selection = theme.choice
                let mode = selection["mode"]
                selection["mode"] = appearance.colorScheme == .dark ? (mode ?? "dark") : "light"
                for (token, path) in [
                    ("bg", "colors.bg"), ("fg", "colors.fg"), ("accent", "palette.accent"), ("gap", "spacing.gap"),
                ] {
                    let want = Self.printed(Self.resolve(modifiers, selection, token))
                    let got = ImportFaithfulnessTests.value(set, theme.name, path, appearance)
                    #expect(got == want, "\(theme.name) \(path) \(appearance)")
                }
            }
        }
        // A combination holds only what differs from the theme it extends.
        let bCompact = try #require(result.themes.first { $0.name == "DsBCompact" || $0.name == "DsCompactB" })
        #expect(!bCompact.yaml.contains("  bg:"), "\(bCompact.yaml)")
    }

    /// `count` modifiers beside light/dark, each with a default and one other context.
    static func many(_ count: Int) -> [Modifier] {
        let mode = Modifier(name: "mode", contexts: [("light", [("bg", .color(1))]), ("dark", [("bg", .color(2))])])
        return [mode]
            + (0..<count).map { index in
                Modifier(
                    name: "m\(index)",
                    contexts: [("off\(index)", []), ("on\(index)", [("bg", .color(UInt8(10 + index)))])])
            }
    }

    @Test func pastTheLimitTheCombinationsLeftOutAreCountedAndNamed() throws {
        // 7 modifiers: 7 themes of one context, 120 combinations; 64 themes in all, 64 combinations left out.
        let result = ImportFaithfulnessTests.run(["ds.resolver.json": Self.json(Self.many(7))])
        #expect(result.themes.count == DTCGModes.themeLimit)
        #expect(result.summary.themes.count == DTCGModes.themeLimit)
        #expect(result.summary.leftOutCombinations == 64)
        let warning = try #require(result.diagnostics.first { $0.id == .modeCombinationsLeftOut })
        #expect(
            warning.message.text
                == "the contexts of modifiers 'm0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6' give 120 combinations; 64 of them are not imported, as combinations stop at 64 themes from one resolver; leave contexts out with '--mode CONTEXT=skip'"
        )
        // At the resolution order, after the document's line per modifier.
        #expect(warning.range?.start.line == 9, "\(warning)")
        // Smallest first: every pair is there, and the last theme joins three contexts.
        #expect(result.themes.contains { $0.name == "DsOn5On6" })
        #expect(result.themes.last?.name.filter { $0 == "O" }.count == 3, "\(result.themes.map(\.name))")
        let set = try ImportFaithfulnessTests.set(result)
        // The last context of the resolution order wins, in every combination.
        #expect(ImportFaithfulnessTests.value(set, "DsOn0On6", "colors.bg", .dark) == "#101010FF")
        #expect(ImportFaithfulnessTests.value(set, "DsOn0On1On2", "colors.bg", .light) == "#0C0C0CFF")
    }

    @Test func skippingAContextBringsTheCombinationsUnderTheLimit() {
        // 6 modifiers left: 1 + 6 + 57 = 64 themes, none left out.
        let result = ImportFaithfulnessTests.run(["ds.resolver.json": Self.json(Self.many(7))], modes: ["on6": .skip])
        #expect(result.themes.count == 64)
        #expect(result.summary.leftOutCombinations == 0)
        #expect(!result.diagnostics.contains { $0.id == .modeCombinationsLeftOut })
        #expect(!result.themes.contains { $0.name.hasSuffix("On6") })
    }

    @Test func theCountIsBoundedWhateverTheProduct() {
        // 2^70 combinations: counted without overflow, 64 themes made.
        let combinations = DTCGModeCombinations(
            variants: (0..<70).map { "m\($0)" }, modifierOrder: (0..<70).map { "m\($0)" }, limit: 10)
        #expect(combinations.kept.count == 10)
        #expect(combinations.total == nil)
        #expect(combinations.kept.first == DTCGModeCombinations.Combination(variants: [0, 1], parent: 1))
        let diagnostic = DTCGMessages.combinationsLeftOut(
            combinations.modifiers, total: combinations.total, kept: combinations.kept.count, limit: 64,
            at: SourceRange(
                file: "r.json", start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 1)))
        #expect(diagnostic.message.text.contains("give more combinations than can be counted; all but 10 of them"))
        // No room left after the single contexts: every combination is counted as left out.
        let none = DTCGModeCombinations(variants: ["a", "b", "c"], modifierOrder: ["a", "b", "c"], limit: 0)
        #expect(none.kept.isEmpty && none.total == 4 && none.leftOut == 4)
    }

    @Test func aCombinationNamedLikeAnotherThemeIsRenamedAndReported() throws {
        // brand 'ab' alone and brand 'a' with size 'b' are both 'DsAb' by their letters.
        let modifiers = [
            Modifier(name: "mode", contexts: [("light", [("bg", .color(1))]), ("dark", [("bg", .color(2))])]),
            Modifier(
                name: "brand",
                contexts: [
                    ("x", [("accent", .color(10))]), ("a", [("accent", .color(11))]), ("ab", [("accent", .color(12))]),
                ]),
            Modifier(name: "size", contexts: [("s", [("gap", .points(1))]), ("b", [("gap", .points(3))])]),
        ]
        let result = ImportFaithfulnessTests.run(["ds.resolver.json": Self.json(modifiers)])
        #expect(result.themes.map(\.name) == ["Ds", "DsA", "DsAb", "DsB", "DsAB2", "DsAbB"])
        let taken = try #require(result.diagnostics.first { $0.id == .themeNameTaken })
        #expect(
            taken.message.text
                == "theme name 'DsAB' (contexts 'a' and 'b') is taken by another theme of the import; it is written as 'DsAB2'"
        )
        #expect(taken.range != nil)
        let set = try ImportFaithfulnessTests.set(result)
        #expect(ImportFaithfulnessTests.value(set, "DsAB2", "palette.accent") == "#0B0B0BFF")
        #expect(ImportFaithfulnessTests.value(set, "DsAB2", "spacing.gap") == "3")
        #expect(ImportFaithfulnessTests.value(set, "DsAb", "spacing.gap") == "1")
    }

    @Test func aSecondResolverOfTheSameNameIsRenamedAndReported() throws {
        let json = Self.json([
            Modifier(name: "mode", contexts: [("light", [("bg", .color(1))]), ("dark", [("bg", .color(2))])])
        ])
        let result = ImportFaithfulnessTests.run(
            ["a/ds.resolver.json": json, "b/ds.resolver.json": json],
            resolvers: ["a/ds.resolver.json", "b/ds.resolver.json"])
        #expect(result.themes.map(\.name) == ["Ds", "Ds2"])
        let taken = try #require(result.diagnostics.first { $0.id == .themeNameTaken })
        #expect(taken.message.text == "theme name 'Ds' is taken by another theme of the import; it is written as 'Ds2'")
        #expect(taken.range?.file == "b/ds.resolver.json")
    }
}
