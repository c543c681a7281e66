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

/// `fonts` and `typography`.
struct TypographyTokenTests {
    @Test func fontsAndTypographyResolve() throws {
        let set = try ResolutionTests.load([
            (
                "a.yaml",
                """
                theme: A
                fonts:
                  hiragino: HiraginoSans-W3
                  body: "{fonts.hiragino}"
                  rounded: systemRounded
                sizes:
                  caption: 12
                typography:
                  sectionHeader: { font: "{fonts.hiragino}", size: 12, scaling: fixed }
                  button: { textStyle: body, weight: bold }
                  title:
                    large:
                      font: "{fonts.rounded}"
                      size: "{sizes.caption}"
                      weight: 650
                      lineHeight: 34
                      tracking: -0.5
                      textStyle: title
                      description: The large title.
                  alias: "{typography.button}"
                """
            ),
            ("b.yaml", "theme: B\nextends: A\nfonts:\n  hiragino: systemSerif\n"),
        ])
        #expect(ResolutionTests.value(set, "A", "fonts.body") == "HiraginoSans-W3")
        #expect(ResolutionTests.value(set, "B", "fonts.body") == "systemSerif")
        #expect(
            ResolutionTests.value(set, "A", "typography.sectionHeader")
                == "font: HiraginoSans-W3, size: 12, scaling: fixed")
        #expect(
            ResolutionTests.value(set, "B", "typography.sectionHeader") == "font: systemSerif, size: 12, scaling: fixed"
        )
        #expect(
            ResolutionTests.value(set, "A", "typography.alias")
                == "font: system, size: 17, weight: 700, textStyle: body, scaling: dynamic")
        #expect(
            ResolutionTests.value(set, "A", "typography.title.large")
                == "font: systemRounded, size: 12, weight: 650, lineHeight: 34, tracking: -0.5, textStyle: title, "
                + "scaling: dynamic")
        #expect(set.typography.map(\.name.identifier) == ["sectionHeader", "button", "titleLarge", "alias"])
        #expect(set.typography[2].description == "The large title.")
    }

    @Test func badTypographyIsLocated() {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                """
                theme: A
                colors:
                  accent: "#007AFF"
                fonts:
                  body: 1️⃣"{colors.accent}"
                  loop: 2️⃣"{fonts.loop}"
                typography:
                  a: { font: 3️⃣"{colors.accent}", size: 12 }
                  b: { size: 4️⃣-3 }
                  c: { textStyle: body, weight: 5️⃣1200 }
                  d: { textStyle: 6️⃣bodie }
                  e: { 7️⃣sise: 12, textStyle: body }
                  f: 8️⃣{ weight: bold }
                  g: { font: "{fonts.bdy}", textStyle: 9️⃣headline, scaling: fixd }
                """
            )
        ])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "wrong-reference-kind",
                message: "reference '{colors.accent}' points at a semantic colour, but a font family is expected here"),
            .init(marker: "2", id: "reference-cycle", message: "reference cycle: fonts.loop → fonts.loop"),
            .init(
                marker: "3", id: "wrong-reference-kind",
                message: "reference '{colors.accent}' points at a semantic colour, but a font family is expected here"),
            .init(marker: "4", id: "out-of-range", message: "size -3 is out of range; it must be more than 0"),
            .init(marker: "5", id: "out-of-range", message: "weight 1200 is out of range; it must be from 1 to 1000"),
            .init(marker: "7", id: "unknown-key", message: "unknown key 'sise' in a typography; did you mean 'size'?"),
            .init(
                marker: "8", id: "missing-key",
                message:
                    "the typography 'f' (it has no 'textStyle' to take a size from) is missing the required key 'size'"
            ),
        ]
        let located = describe(result.diagnostics).filter { !$0.contains("unknown-value") }
        #expect(located == describe(expected, in: sources))
        let words = result.diagnostics.filter { $0.id == .unknownValue }.map(\.message.text)
        #expect(words.count == 2)
        #expect(words.contains { $0.contains("'bodie'") && $0.contains("body") })
        #expect(words.contains { $0.contains("'fixd'") && $0.contains("fixed") })
        #expect(result.themeSet == nil)
        _ = sources
    }
}
