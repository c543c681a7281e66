import Testing
import ThemecCore

/// The design-token groups beyond colours, radii and spacing: `sizes`, `opacity`, `numbers`, `durations`.
struct DesignTokenTests {
    @Test func numberGroupsResolveNestAndInherit() throws {
        let set = try ResolutionTests.load([
            (
                "a.yaml",
                """
                theme: A
                sizes:
                  icon:
                    small: 16
                    large: "{sizes.icon.small}"
                  touch: 44
                opacity:
                  disabled: 0.38
                  pressed: "{opacity.disabled}"
                numbers:
                  below: -1
                  lineHeight: 1.25
                durations:
                  quick: 0.15
                  press: "{durations.quick}"
                """
            ),
            ("b.yaml", "theme: B\nextends: A\nsizes:\n  icon:\n    small: 20\ndurations:\n  quick: 0.3\n"),
        ])
        #expect(ResolutionTests.value(set, "A", "sizes.icon.large") == "16")
        #expect(ResolutionTests.value(set, "B", "sizes.icon.large") == "20")
        #expect(ResolutionTests.value(set, "B", "sizes.touch") == "44")
        #expect(ResolutionTests.value(set, "A", "opacity.pressed") == "0.38")
        #expect(ResolutionTests.value(set, "A", "numbers.below") == "-1")
        #expect(ResolutionTests.value(set, "B", "durations.press") == "0.3")
        #expect(set.sizes.map(\.name.identifier) == ["iconSmall", "iconLarge", "touch"])
        let b = try #require(set.theme(named: "B"))
        #expect(b.declared.sizes == [true, false, false])
        #expect(b.declared.durations == [true, false])
    }

    @Test func badNumbersAreLocated() {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                """
                theme: A
                sizes:
                  icon: 1️⃣-4
                  touch: 2️⃣"{spacing.row}"
                opacity:
                  half: 3️⃣1.5
                  twice: 4️⃣"{opacity.twise}"
                  loop: 5️⃣"{opacity.loop}"
                durations:
                  press: 6️⃣"fast"
                numbr:
                spacing:
                  row: 8
                radii:
                  card: 7️⃣"{sizes.icon}"
                """
            )
        ])
        let expected: [ExpectedDiagnostic] = [
            .init(marker: "1", id: "out-of-range", message: "size -4 is out of range; it must be 0 or more"),
            .init(
                marker: "2", id: "wrong-reference-kind",
                message: "reference '{spacing.row}' points at a spacing, but a size is expected here"),
            .init(marker: "3", id: "out-of-range", message: "opacity 1.5 is out of range; it must be from 0 to 1"),
            .init(
                marker: "4", id: "unresolved-reference",
                message:
                    "reference '{opacity.twise}' does not name a token in theme 'A'; did you mean '{opacity.twice}'?"
            ),
            .init(marker: "5", id: "reference-cycle", message: "reference cycle: opacity.loop → opacity.loop"),
            .init(
                marker: "6", id: "wrong-type",
                message:
                    "'press' must be a duration in seconds (a number such as 0.25) or a reference such as '{durations.NAME}', not 'fast'"
            ),
            .init(
                marker: "7", id: "wrong-reference-kind",
                message: "reference '{sizes.icon}' points at a size, but a radius is expected here"),
        ]
        let actual = describe(result.diagnostics).filter { !$0.contains("unknown-key") }
        #expect(actual == describe(expected, in: sources))
        #expect(
            describe(result.diagnostics).contains { $0.contains("unknown key 'numbr'") && $0.contains("'numbers'") })
        #expect(result.themeSet == nil)
    }

    @Test func missingTokensAcrossThemesAreReportedPerGroup() {
        let (result, _) = loadMarked([
            ("a.yaml", "theme: A\nopacity:\n  disabled: 0.4\n"),
            ("b.yaml", "theme: B\n"),
        ])
        #expect(describe(result.diagnostics).contains { $0.contains("opacity") && $0.contains("missing-tokens") })
        #expect(result.themeSet == nil)
    }
}
