import Testing
import ThemecCore

/// A theme that extends another shares the values it inherits unchanged with its parent and stores only those
/// that differ (`TokenValues`); each is checked against the same theme written out in full, without `extends`.
struct SharedValuesTests {
    /// Tokens of one group, in order: name and the YAML written for its value.
    typealias Tokens = [(name: String, value: String)]

    /// The base theme's tokens: literals, chains of references, opacity over a reference, appearances with
    /// high-contrast values, a system colour, references into the palette, numbers referring to numbers.
    static let base: [String: Tokens] = [
        "palette": (0..<10).map { ("p\($0)", "\"#\(hex($0 * 20))4080\"") } + [("p10", "\"{palette.p0}\"")],
        "colors": (0..<30).map { ("c\($0)", "\"#10\(hex($0 * 8))F0\"") } + [
            ("a0", "\"{colors.c1}\""),
            ("a1", "\"{colors.a0}\""),
            ("a2", "{ color: \"{colors.c2}\", opacity: 0.5 }"),
            ("a3", "{ light: \"{colors.c3}\", dark: \"#000000\", lightHighContrast: \"{palette.p1}\" }"),
            ("a4", "\"{system.label}\""),
            ("a5", "\"{palette.p0}\""),
            ("a6", "{ light: \"#FFFFFF\", dark: \"{colors.a1}\" }"),
        ],
        "radii": [("r0", "4"), ("r1", "\"{radii.r0}\"")] + (2..<10).map { ("r\($0)", "\($0 * 2)") },
        "spacing": [("s0", "8"), ("s1", "\"{spacing.s0}\"")],
    ]

    static func hex(_ byte: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[byte / 16 % 16], digits[byte % 16]])
    }

    /// A theme file declaring `tokens`, group by group.
    static func file(_ name: String, extends: String?, _ tokens: [String: Tokens]) -> (String, String) {
        var text = "theme: \(name)\n" + (extends.map { "extends: \($0)\n" } ?? "")
        for group in [
            "palette", "colors", "radii", "spacing", "sizes", "opacity", "numbers", "durations", "fonts", "typography",
            "shadows", "animations",
        ] {
            guard let list = tokens[group], !list.isEmpty else { continue }
            text += "\(group):\n" + list.map { "  \($0.name): \($0.value)\n" }.joined()
        }
        return ("\(name).yaml", text)
    }

    /// `tokens` with `overrides` replacing the values of the same names, in place.
    static func applying(_ overrides: [String: Tokens], to tokens: [String: Tokens]) -> [String: Tokens] {
        var result = tokens
        for (group, list) in overrides {
            let replaced = Dictionary(list.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            result[group] = result[group]?.map { ($0.name, replaced[$0.name] ?? $0.value) }
        }
        return result
    }

    /// Loads Base, the chain of `children` (each extending the one before, the first extending Base), and each
    /// child written in full as `Flat<name>`.
    static func load(
        _ children: [(name: String, overrides: [String: Tokens])], base: [String: Tokens] = Self.base
    ) throws -> ResolvedThemeSet {
        var files = [file("Base", extends: nil, base)]
        var tokens = base
        var parent = "Base"
        for child in children {
            files.append(file(child.name, extends: parent, child.overrides))
            tokens = applying(child.overrides, to: tokens)
            files.append(file("Flat" + child.name, extends: nil, tokens))
            parent = child.name
        }
        let result = ThemeSetLoader.load(files: files.map { ($0.0, Array($0.1.utf8)) })
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message.text))")
        return try #require(result.themeSet)
    }

    /// Every value of `theme` is that of the same theme written in full.
    static func expectSameValues(_ set: ResolvedThemeSet, _ name: String) throws {
        let theme = try #require(set.theme(named: name))
        let flat = try #require(set.theme(named: "Flat" + name))
        #expect(Array(theme.palette) == Array(flat.palette))
        #expect(Array(theme.colors) == Array(flat.colors))
        #expect(Array(theme.radii) == Array(flat.radii))
        #expect(Array(theme.spacing) == Array(flat.spacing))
        #expect(theme.colors == flat.colors)
        #expect(theme.sizes == flat.sizes)
        #expect(theme.opacity == flat.opacity)
        #expect(theme.durations == flat.durations)
        #expect(theme.numbers == flat.numbers)
        #expect(theme.fonts == flat.fonts)
        #expect(theme.typography == flat.typography)
        #expect(theme.shadows == flat.shadows)
        #expect(theme.animations == flat.animations)
        #expect(Array(theme.typography) == Array(flat.typography))
        #expect(Array(theme.shadows) == Array(flat.shadows))
        #expect(Array(theme.animations) == Array(flat.animations))
    }

    @Test("A child stores only the values that differ, including those that refer to what it overrides")
    func childStoresItsDifferences() throws {
        let set = try Self.load([
            (
                "Child",
                [
                    "palette": [("p0", "\"#FFFFFF\"")],
                    // c3 is given its parent's value: a3, which refers to it, does not differ either.
                    "colors": [("c1", "\"#123456\""), ("c3", "\"#1018F0\"")],
                    "radii": [("r0", "6")],
                ]
            )
        ])
        try Self.expectSameValues(set, "Child")
        let base = try #require(set.theme(named: "Base"))
        let child = try #require(set.theme(named: "Child"))
        // c1, and a0, a1, a6 through references; a5 through the palette's p0.
        #expect(child.colors.overrideCount == 5)
        #expect(child.palette.overrideCount == 2)  // p0 and p10, which refers to it
        #expect(child.radii.overrideCount == 2)  // r0 and r1
        #expect(child.spacing.overrideCount == 0)
        #expect(child.radii.sharesStorage(with: base.radii))
        #expect(child.colors.sharesStorage(with: base.colors))
        #expect(child.spacing.sharesStorage(with: base.spacing))
        #expect(base.colors.overrideCount == 0)
        // What the emitter compares: only the slots where either stores its own value.
        #expect(child.colors.slotsPossiblyDiffering(from: base.colors).count == 5)
    }

    @Test("A grandchild shares the root's values and stores its own differences and its parent's")
    func grandchildSharesTheRoot() throws {
        let set = try Self.load([
            ("Child", ["colors": [("c1", "\"#123456\"")]]),
            ("Grandchild", ["colors": [("c2", "\"#654321\""), ("a0", "\"#000000\"")]]),
        ])
        try Self.expectSameValues(set, "Child")
        try Self.expectSameValues(set, "Grandchild")
        let base = try #require(set.theme(named: "Base"))
        let child = try #require(set.theme(named: "Child"))
        let grandchild = try #require(set.theme(named: "Grandchild"))
        #expect(child.colors.overrideCount == 4)  // c1, a0, a1, a6
        // c1 (its parent's), c2, a2 (through c2), a0 (its own), a1 and a6 (through a0).
        #expect(grandchild.colors.overrideCount == 6)
        #expect(grandchild.colors.sharesStorage(with: base.colors))
        #expect(grandchild.colors.slotsPossiblyDiffering(from: child.colors).count == 6)
    }

    @Test("A child that overrides many of its parent's values is stored in full")
    func manyOverridesAreStoredInFull() throws {
        let colors: Tokens = (0..<20).map { ("c\($0)", "\"#ABCDEF\"") }
        let set = try Self.load([("Child", ["colors": colors])])
        try Self.expectSameValues(set, "Child")
        let base = try #require(set.theme(named: "Base"))
        let child = try #require(set.theme(named: "Child"))
        #expect(child.colors.overrideCount == 0)
        #expect(!child.colors.sharesStorage(with: base.colors))
        #expect(child.palette.sharesStorage(with: base.palette))
    }

    @Test("Values built in code are stored in full and read like an array")
    func valuesBuiltInCode() {
        let values: TokenValues<Double> = [1, 2, 3]
        #expect(values.count == 3 && values[1] == 2 && Array(values) == [1, 2, 3])
        #expect(values.overrideCount == 0)
        #expect(values == TokenValues([1, 2, 3]))
        #expect(values != TokenValues([1, 2, 4]))
        #expect(values.slotsPossiblyDiffering(from: TokenValues([1, 2, 4])) == [0, 1, 2])
    }

    @Test("The groups beyond colours, radii and spacing are evaluated in full in a child, references followed")
    func newerGroupsAreEvaluatedInFull() throws {
        var base = Self.base
        base["sizes"] = [("icon", "24"), ("large", "\"{sizes.icon}\"")]
        base["opacity"] = [("muted", "0.5")]
        base["durations"] = [("short", "0.2")]
        base["typography"] = [
            ("title", "{ size: \"{sizes.icon}\", weight: bold }"), ("small", "{ size: \"{radii.r0}\" }"),
            ("body", "{ textStyle: body }"),
        ]
        let set = try Self.load(
            [("Child", ["sizes": [("icon", "32")], "radii": [("r0", "6")], "durations": [("short", "0.3")]])],
            base: base)
        try Self.expectSameValues(set, "Child")
        let child = try #require(set.theme(named: "Child"))
        let base0 = try #require(set.theme(named: "Base"))
        #expect(child.sizes == [32, 32])
        #expect(child.opacity == [0.5] && child.durations == [0.3])
        #expect(child.typography.map(\.size) == [32, 6, 17])
        #expect(base0.typography.map(\.size) == [24, 4, 17])
        #expect(child.radii.overrideCount == 2)  // r0 and r1, which refers to it
    }
}
