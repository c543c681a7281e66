import Testing
import ThemecDiagnostics

@testable import ThemecCore

/// A theme with thousands of semantic colours has them evaluated on every core, by ranges of tokens: the values
/// and every diagnostic, in their order, are those of evaluating them one after the other.
struct LargeThemeResolutionTests {
    /// Semantic colours in the themes below: more than `TokenEvaluator.parallelColorMinimum`, so the default
    /// takes the split path.
    static let colorCount = 3_000
    static let paletteCount = 100

    /// `c<i>`'s light and dark palette colours; every tenth colour has an opacity, every hundredth is a system
    /// colour in the dark.
    static func colorLine(_ index: Int) -> String {
        let light = "{palette.p\(index % paletteCount)}"
        let dark = "{palette.p\((index + 1) % paletteCount)}"
        if index % 100 == 7 { return "  c\(index): { light: \"\(light)\", dark: \"{system.systemBlue}\" }" }
        if index % 10 == 3 { return "  c\(index): { color: \"\(light)\", opacity: 0.5 }" }
        return "  c\(index): { light: \"\(light)\", dark: \"\(dark)\" }"
    }

    static func paletteHex(_ index: Int) -> String {
        let byte = { (value: Int) in String(value, radix: 16, uppercase: true).leftPadded(2) }
        return "#" + byte(index) + byte(255 - index) + byte((index * 7) % 256)
    }

    /// A theme of `paletteCount` palette colours and `colorCount` semantic colours; `overrides` replace the
    /// lines of the colours they name, `extra` is added to the palette and `extraColors` to the colours.
    static func theme(overrides: [Int: String] = [:], palette extra: [String] = [], extraColors: [String] = [])
        -> String
    {
        var lines = ["theme: Big", "palette:"]
        lines += (0..<paletteCount).map { "  p\($0): \"\(paletteHex($0))\"" }
        lines += extra
        lines.append("colors:")
        lines += (0..<colorCount).map { index in overrides[index].map { "  c\(index): \($0)" } ?? colorLine(index) }
        lines += extraColors
        lines += ["radii:", "  small: 4"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The set and every diagnostic, the work split for groups of at least `minimum` tokens.
    static func resolve(_ yaml: String, minimum: Int) -> (set: ResolvedThemeSet?, diagnostics: [Diagnostic]) {
        let parsed = ThemeSetLoader.parseFiles([("big.yaml", Array(yaml.utf8))], limits: .default)
        var resolver = ThemeSetResolver(declarations: parsed.compactMap(\.declaration))
        resolver.parallelMinimum = minimum
        resolver.fanout = .cores
        let set = resolver.resolve()
        return (set, parsed.flatMap(\.diagnostics) + resolver.diagnostics)
    }

    /// Resolves `yaml` split (the default) and whole, checks that both give the same, and returns the split one.
    static func resolveBothWays(_ yaml: String) -> (set: ResolvedThemeSet?, diagnostics: [Diagnostic]) {
        let split = resolve(yaml, minimum: TokenEvaluator.parallelColorMinimum)
        let whole = resolve(yaml, minimum: .max)
        #expect(split.diagnostics == whole.diagnostics)
        #expect((split.set == nil) == (whole.set == nil))
        if let a = split.set, let b = whole.set {
            #expect(a.colors.map(\.name) == b.colors.map(\.name))
            #expect(a.palette.map(\.name) == b.palette.map(\.name))
            for (x, y) in zip(a.themes, b.themes) {
                #expect((0..<a.colors.count).allSatisfy { x.colors[$0] == y.colors[$0] })
            }
        }
        return split
    }

    static func value(_ set: ResolvedThemeSet, _ token: String, _ appearance: Appearance) -> String {
        ResolutionTests.value(set, "Big", token, appearance)
    }

    @Test("the ranges cover every token once, in order")
    func rangesCoverEveryToken() {
        for count in [0, 1, 5, 2_047, 2_048, 3_001, 10_000] {
            let ranges = ParallelMap.ranges(of: count, minimumSize: 1_024)
            #expect(ranges.flatMap { Array($0) } == Array(0..<count))
            #expect(ranges.dropLast().allSatisfy { $0.count >= min(1_024, count) })
        }
    }

    @Test("a valid large theme: every colour, chains between colours on both sides of the split points")
    func validLargeTheme() throws {
        // Colour→colour references across the ranges, both ways, and a chain through several.
        let overrides = [
            10: "{ light: \"{colors.c2990}\", dark: \"{colors.c1500}\" }",
            2990: "\"{colors.c1500}\"",
            1500: "{ light: \"{palette.p4}\", dark: \"#102030\", darkHighContrast: \"{colors.c20}\" }",
            2999: "{ color: \"{colors.c10}\", opacity: 0.25 }",
        ]
        let result = Self.resolveBothWays(Self.theme(overrides: overrides))
        let diagnostics = result.diagnostics.filter { $0.severity == .error }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let set = try #require(result.set)
        #expect(set.colors.count == Self.colorCount)
        let p = { (index: Int) in Self.paletteHex(index) + "FF" }
        #expect(Self.value(set, "colors.c0", .light) == p(0))
        #expect(Self.value(set, "colors.c0", .dark) == p(1))
        #expect(Self.value(set, "colors.c0", .darkHighContrast) == p(1))
        #expect(Self.value(set, "colors.c2998", .light) == p(98))
        #expect(Self.value(set, "colors.c13", .dark) == Self.paletteHex(13) + "80")
        #expect(Self.value(set, "colors.c107", .dark) == "#0A84FFFF")
        #expect(Self.value(set, "colors.c107", .darkHighContrast) == "#409CFFFF")
        #expect(Self.value(set, "colors.c10", .light) == p(4))
        #expect(Self.value(set, "colors.c10", .dark) == "#102030FF")
        #expect(Self.value(set, "colors.c2990", .darkHighContrast) == p(21))
        #expect(Self.value(set, "colors.c2999", .light) == Self.paletteHex(4) + "40")
    }

    @Test("a cycle between colours in different ranges is reported once, as when evaluated in order")
    func cycleAcrossRanges() {
        let result = Self.resolveBothWays(
            Self.theme(overrides: [
                100: "\"{colors.c2900}\"", 2900: "{ light: \"{colors.c100}\", dark: \"{palette.p1}\" }",
                2000: "\"{colors.c100}\"",
            ]))
        #expect(result.set == nil)
        let cycles = result.diagnostics.filter { $0.id == .referenceCycle }
        #expect(cycles.count == 1, "\(result.diagnostics)")
        #expect(cycles.first?.message.text.contains("colors.c100") == true)
        #expect(cycles.first?.message.text.contains("colors.c2900") == true)
        #expect(result.diagnostics.allSatisfy { $0.id == .referenceCycle }, "\(result.diagnostics)")
    }

    @Test("unknown references, with suggestions, and references of the wrong kind, in the order of the tokens")
    func badReferences() {
        let result = Self.resolveBothWays(
            Self.theme(overrides: [
                5: "\"{palette.p1O}\"", 2500: "{ light: \"{colors.c2O}\", dark: \"{palette.p2}\" }",
                1200: "\"{radii.small}\"", 2800: "\"{system.systemBlu}\"", 40: "\"{colors.c5}\"",
            ]))
        #expect(result.set == nil)
        // Each once (c5 is reached again through c40, and evaluated in four appearances).
        #expect(
            result.diagnostics.map(\.id) == [
                .unresolvedReference, .wrongReferenceKind, .unresolvedReference, .unresolvedReference,
            ], "\(result.diagnostics)")
        let texts = result.diagnostics.map(\.message.text)
        #expect(texts.contains { $0.contains("palette.p1O") && $0.contains("did you mean '{palette.p1") }, "\(texts)")
        #expect(texts.contains { $0.contains("colors.c2O") && $0.contains("did you mean") }, "\(texts)")
        #expect(texts.contains { $0.contains("radii.small") && $0.contains("a colour") }, "\(texts)")
        #expect(texts.contains { $0.contains("systemBlu") }, "\(texts)")
        // In the order of the tokens: c5 (reached again through c40 but reported once), c1200, c2500, c2800.
        let lines = result.diagnostics.compactMap { $0.range.map { Int($0.start.line) } }
        #expect(lines == lines.sorted(), "\(result.diagnostics)")
    }

    @Test("a colour one reference past the limit through a long palette chain is too deep, split or not")
    func tooDeepThroughThePalette() {
        // q0 → q1 → … → q400 (a literal): q0's chain is 400 references, a colour referring to it 401.
        let chain = (0..<400).map { "  q\($0): \"{palette.q\($0 + 1)}\"" } + ["  q400: \"#FFFFFF\""]
        let result = Self.resolveBothWays(
            Self.theme(overrides: [1700: "\"{palette.q0}\"", 1701: "\"{palette.q1}\""], palette: chain))
        let deep = result.diagnostics.filter { $0.id == .referenceTooDeep }
        #expect(deep.count == 1, "\(result.diagnostics)")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
    }

    @Test("identifier collisions in a large group are reported as in a small one")
    func collisionsInALargeGroup() {
        // `C5` and `c5` are one identifier, `c5`.
        let result = Self.resolveBothWays(Self.theme(extraColors: ["  C5: \"#000000\""]))
        #expect(result.diagnostics.map(\.id) == [.identifierCollision], "\(result.diagnostics)")
    }

    @Test(
        "collisions in a large group, found by hashes made on every core: in the order declared, each noting the first")
    func collisionsInOrderWithTheirFirstDefinitions() throws {
        // `c<i>` is on line 104 + i; the extra colours follow from line 3104. `x1` collides with `X1`, another extra.
        let extra = [
            "  C2999: \"#000000\"", "  C5: \"#000000\"", "  X1: \"#000000\"", "  x1: \"#000000\"",
            "  C1500: \"#000000\"",
        ]
        let result = Self.resolveBothWays(Self.theme(extraColors: extra))
        #expect(result.set == nil)
        let collisions = result.diagnostics
        #expect(collisions.map(\.id) == Array(repeating: .identifierCollision, count: 4), "\(collisions)")
        #expect(collisions.compactMap { $0.range.map { Int($0.start.line) } } == [3104, 3105, 3107, 3108])
        #expect(collisions.compactMap { $0.notes.first?.range.map { Int($0.start.line) } } == [3103, 109, 3106, 1604])
        let texts = collisions.map(\.message.text)
        #expect(texts[0].contains("'colors.C2999'") && texts[0].contains("'colors.c2999'"), "\(texts)")
        #expect(texts[2].contains("'colors.x1'") && texts[2].contains("'colors.X1'"), "\(texts)")
    }

    @Test("a token's description comes from the first theme giving one; a collision notes the first theme's token")
    func descriptionsAndCollisionsAcrossThemes() throws {
        let first = "theme: A\ncolors:\n  accent: \"#000000\"\n  label: \"#111111\"\n"
        let second =
            "theme: B\ncolors:\n  accent: { light: \"#000000\", dark: \"#000000\", description: Taps }\n  Accent: \"#222222\"\n"
            + "  label: \"#111111\"\n"
        for minimum in [1, Int.max] {
            let parsed = ThemeSetLoader.parseFiles(
                [("a.yaml", Array(first.utf8)), ("b.yaml", Array(second.utf8))], limits: .default)
            var resolver = ThemeSetResolver(declarations: parsed.compactMap(\.declaration))
            resolver.parallelMinimum = minimum
            resolver.fanout = .cores
            _ = resolver.resolve()
            let diagnostics = parsed.flatMap(\.diagnostics) + resolver.diagnostics
            let collisions = diagnostics.filter { $0.id == .identifierCollision }
            #expect(collisions.count == 1, "\(diagnostics)")
            #expect(collisions.first?.range?.file == "b.yaml")
            #expect(collisions.first?.notes.first?.range?.file == "a.yaml")
            #expect(collisions.first?.notes.first?.range.map { Int($0.start.line) } == 3)
        }
        let valid =
            "theme: B\ncolors:\n  accent: { light: \"#000000\", dark: \"#000000\", description: Taps }\n  label: \"#111111\"\n"
        for minimum in [1, Int.max] {
            let parsed = ThemeSetLoader.parseFiles(
                [("a.yaml", Array(first.utf8)), ("b.yaml", Array(valid.utf8))], limits: .default)
            var resolver = ThemeSetResolver(declarations: parsed.compactMap(\.declaration))
            resolver.parallelMinimum = minimum
            resolver.fanout = .cores
            let resolved = resolver.resolve()
            let set = try #require(resolved, "\(resolver.diagnostics)")
            #expect(set.colors.map(\.name.dottedPath) == ["accent", "label"])
            #expect(set.colors.map(\.description) == ["Taps", nil])
        }
    }

    @Test("a token path is interned by its hash; paths of one hash are told apart by comparing them")
    func pathIndexComparesPathsOnEqualHashes() {
        var table = TokenTable<ColorExpression>([])
        // Every path of one hash: each gets its own id, and is found again by its path.
        let paths = (0..<100).map { "gray.\($0)" }
        for (index, path) in paths.enumerated() { #expect(table.intern(path, hash: 7) == Int32(index)) }
        for (index, path) in paths.enumerated() { #expect(table.intern(path, hash: 7) == Int32(index)) }
        #expect(table.paths == paths)
        // Hashed as `id(_:)` hashes: grown past its first size, every path is found.
        var hashed = TokenTable<ColorExpression>([])
        let many = (0..<5_000).map { "blue.\($0)" }
        for path in many { _ = hashed.intern(path) }
        #expect(many.enumerated().allSatisfy { hashed.id($0.element) == Int32($0.offset) })
        #expect(hashed.id("blue.5000") == nil)
        #expect(hashed.intern("blue.17", hash: "blue.17".hashValue) == 17)
    }

    @Test("a collision key is found by its hash; keys of one hash are told apart by comparing them")
    func collisionKeysCompareKeysOnEqualHashes() {
        var keys = CollisionKeys(capacity: 4)
        let held = ["a", "b", "c"]
        // Three keys of one hash: each is compared with those before it, and claims its own bucket.
        #expect(keys.claim(42, for: 0) { held[Int($0)] == "a" } == nil)
        #expect(keys.claim(42, for: 1) { held[Int($0)] == "b" } == nil)
        #expect(keys.claim(42, for: 2) { held[Int($0)] == "c" } == nil)
        #expect(keys.claim(42, for: 3) { held[Int($0)] == "b" } == 1)
        // The same bucket, another hash: no key is compared.
        var compared = false
        #expect(
            keys.claim(42 + (1 << 40), for: 3) { _ in
                compared = true; return true
            } == nil)
        #expect(!compared)
        #expect(keys.claim(42 + (1 << 40), for: 4) { $0 == 3 } == 3)
        // Many keys: a table that grows full enough still finds each.
        var many = CollisionKeys(capacity: 1_000)
        for place in 0..<1_000 { #expect(many.claim(place &* 7919, for: Int32(place)) { _ in false } == nil) }
        for place in 0..<1_000 { #expect(many.claim(place &* 7919, for: 5_000) { $0 == Int32(place) } == Int32(place)) }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
