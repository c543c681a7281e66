import Testing
import ThemecCore

/// Sizes, opacity, numbers, durations, fonts, typography, shadows and animations are shared with the parent like
/// colours are (`TokenValues`): a child stores only what differs, including a typography, shadow or animation
/// written out in the parent whose font, length, colour or duration the child overrides.
struct SharedEffectValuesTests {
    typealias Tokens = SharedValuesTests.Tokens

    /// `SharedValuesTests.base` with eight or ten tokens in each further group: one whose fields refer to tokens
    /// a child may override, one that refers to it, and literals.
    static let base: [String: Tokens] = {
        var tokens = SharedValuesTests.base
        let sizes: Tokens = [("z0", "10"), ("z1", "\"{sizes.z0}\"")]
        tokens["sizes"] = sizes + literals("z", 2..<10) { "\($0)" }
        tokens["opacity"] = literals("o", 0..<8) { "0.\($0)" }
        tokens["numbers"] = literals("n", 0..<8) { "\($0)" }
        tokens["durations"] = [("d0", "0.2")] + literals("d", 1..<8) { "0.\($0)" }
        let fonts: Tokens = [("f0", "Helvetica"), ("f1", "\"{fonts.f0}\"")]
        tokens["fonts"] = fonts + literals("f", 2..<8) { "Font\($0)" }
        let typography: Tokens = [
            ("t0", "{ font: \"{fonts.f0}\", size: \"{sizes.z0}\" }"), ("t1", "\"{typography.t0}\""),
            ("t2", "{ textStyle: body, lineHeight: \"{sizes.z2}\" }"),
        ]
        tokens["typography"] = typography + literals("t", 3..<8) { "{ size: \($0 + 10) }" }
        let shadows: Tokens = [
            ("h0", "{ color: \"{colors.c1}\", radius: \"{radii.r0}\", y: 2 }"), ("h1", "\"{shadows.h0}\""),
            // a3 refers to c3 in light only.
            ("h2", "[{ color: \"#000000\", radius: 1 }, { color: \"{colors.a3}\", radius: 2 }]"),
        ]
        tokens["shadows"] = shadows + literals("h", 3..<10) { "{ color: \"#00000040\", radius: \($0) }" }
        let animations: Tokens = [
            ("m0", "{ curve: easeOut, duration: \"{durations.d0}\" }"), ("m1", "\"{animations.m0}\""),
        ]
        tokens["animations"] = animations + literals("m", 2..<8) { "{ curve: linear, duration: 0.\($0) }" }
        return tokens
    }()

    /// Tokens `prefix` + each number of `range`, with the value `value` writes for it.
    static func literals(_ prefix: String, _ range: Range<Int>, _ value: (Int) -> String) -> Tokens {
        range.map { (name: prefix + String($0), value: value($0)) }
    }

    @Test("A child shares every group and stores what its overrides change, through typography, shadows, animations")
    func childStoresItsDifferencesInEveryGroup() throws {
        let set = try SharedValuesTests.load(
            [
                (
                    "Child",
                    [
                        "colors": [("c1", "\"#123456\"")],
                        "sizes": [("z0", "12")],
                        "durations": [("d0", "0.3")],
                        "fonts": [("f0", "Georgia")],
                    ]
                )
            ], base: Self.base)
        try SharedValuesTests.expectSameValues(set, "Child")
        let base = try #require(set.theme(named: "Base"))
        let child = try #require(set.theme(named: "Child"))
        #expect(child.sizes.overrideCount == 2)  // z0 and z1, which refers to it
        #expect(child.fonts.overrideCount == 2)  // f0 and f1
        #expect(child.typography.overrideCount == 2)  // t0 (its font and size) and t1
        #expect(child.shadows.overrideCount == 2)  // h0 (its colour) and h1
        #expect(child.animations.overrideCount == 2)  // m0 (its duration) and m1
        #expect(child.durations.overrideCount == 1)
        #expect(child.opacity.overrideCount == 0 && child.numbers.overrideCount == 0)
        #expect(child.sizes.sharesStorage(with: base.sizes))
        #expect(child.opacity.sharesStorage(with: base.opacity))
        #expect(child.numbers.sharesStorage(with: base.numbers))
        #expect(child.durations.sharesStorage(with: base.durations))
        #expect(child.fonts.sharesStorage(with: base.fonts))
        #expect(child.typography.sharesStorage(with: base.typography))
        #expect(child.shadows.sharesStorage(with: base.shadows))
        #expect(child.animations.sharesStorage(with: base.animations))
        // The values that changed, as written.
        #expect(child.typography[0].font == .named("Georgia") && child.typography[0].size == 12)
        #expect(child.animations[1].duration == 0.3)
        #expect(child.shadows[1].layers[0].color.light.rgba.hex == "#123456FF")
        #expect(child.shadows.slotsPossiblyDiffering(from: base.shadows) == [0, 1])
    }

    @Test("A colour a shadow layer refers to in one appearance only, overridden two themes down")
    func grandchildOverridesALayerColourInOneAppearance() throws {
        let set = try SharedValuesTests.load(
            [
                ("Child", ["sizes": [("z2", "20")]]),
                ("Grandchild", ["colors": [("c3", "\"#ABCDEF\"")]]),
            ], base: Self.base)
        try SharedValuesTests.expectSameValues(set, "Child")
        try SharedValuesTests.expectSameValues(set, "Grandchild")
        let base = try #require(set.theme(named: "Base"))
        let child = try #require(set.theme(named: "Child"))
        let grandchild = try #require(set.theme(named: "Grandchild"))
        #expect(child.typography.overrideCount == 1)  // t2, through its line height
        #expect(child.shadows.overrideCount == 0)
        #expect(grandchild.typography.overrideCount == 1)  // its parent's t2
        #expect(grandchild.shadows.overrideCount == 1)  // h2, whose second layer is a3, c3 in light
        #expect(grandchild.shadows.sharesStorage(with: base.shadows))
        #expect(grandchild.shadows[2].layers[1].color.light.rgba.hex == "#ABCDEFFF")
        #expect(grandchild.shadows[2].layers[1].color.dark == base.shadows[2].layers[1].color.dark)
    }
}
