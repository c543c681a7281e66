import Testing
import ThemecCore
import ThemecDiagnostics

/// A style's `font:` and a section's `headerFont:`: typography tokens on styles, what they resolve to, how
/// bad ones are reported, and how a style's font decides its contrast rule.
@Suite("Style fonts")
struct StyleFontTests {
    static let tokens = """
        colors:
          label: "#000000"
          background: "#FFFFFF"
          gray: "#888888"
        radii:
          card: 8
        typography:
          button: { textStyle: body, weight: bold }
          caption: { size: 13, weight: bold }
          title: { size: 20 }
          header: { font: HiraginoSans-W3, size: 12, scaling: fixed }

        """

    @Test func stylesAndSectionsResolveTheirFonts() throws {
        let result = ThemeSetLoader.load(files: [
            (
                "a.yaml",
                Array(
                    ("theme: A\n" + Self.tokens + """
                        buttonStyles:
                          cta: { foreground: "{colors.label}", font: "{typography.button}", fontWeight: heavy }
                          quiet: { foreground: "{colors.label}" }
                        listSections:
                          grouped:
                            headerFont: "{typography.header}"
                            headerPadding: { horizontal: "{radii.card}", bottom: 4 }

                        """).utf8)
            )
        ])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        let theme = set.themes[0]
        #expect(
            theme.buttonStyles[0].font
                == ResolvedTypography(font: .system, size: 17, weight: 700, textStyle: .body))
        #expect(theme.buttonStyles[0].fontWeight == .heavy)
        #expect(theme.buttonStyles[1].font == nil)
        #expect(
            theme.listSections[0].headerFont
                == ResolvedTypography(font: .named("HiraginoSans-W3"), size: 12, scaling: .fixed))
        #expect(theme.listSections[0].headerPadding == EdgeInsetsValue(top: 0, leading: 8, bottom: 4, trailing: 8))
    }

    @Test func badFontsAreLocated() {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                "theme: A\n" + Self.tokens + """
                    buttonStyles:
                      a: { font: 1️⃣"{colors.label}" }
                      b: { font: 2️⃣"{typography.buton}" }
                      c: { font: 3️⃣bold }
                      d: { font: 4️⃣"{typo.button}" }
                    listSections:
                      e: { headerFont: 5️⃣"{radii.card}" }
                      f: { headerPadding: { top: 6️⃣-4 } }
                      g: { headerPadding: 7️⃣-2 }
                      h: { headerFont: 8️⃣"{typography.headr}", headerPadding: { horizontal: "{radii.card}" } }
                    """
            )
        ])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "wrong-reference-kind",
                message: "reference '{colors.label}' points at a semantic colour, but a typography is expected here"),
            .init(
                marker: "2", id: "unresolved-reference",
                message:
                    "reference '{typography.buton}' does not name a token in theme 'A'; did you mean '{typography.button}'?"
            ),
            .init(
                marker: "3", id: "wrong-type",
                message: "'font' must be a typography reference such as '{typography.body}', not the text 'bold'"),
            .init(
                marker: "4", id: "unresolved-reference",
                message: "reference '{typo.button}' starts with unknown group 'typo'; did you mean 'typography'?"),
            .init(
                marker: "5", id: "wrong-reference-kind",
                message: "reference '{radii.card}' points at a radius, but a typography is expected here"),
            .init(marker: "6", id: "out-of-range", message: "length -4 is out of range; it must be 0 or more"),
            .init(marker: "7", id: "out-of-range", message: "length -2 is out of range; it must be 0 or more"),
            .init(
                marker: "8", id: "unresolved-reference",
                message:
                    "reference '{typography.headr}' does not name a token in theme 'A'; did you mean '{typography.header}'?"
            ),
        ]
        #expect(describe(result.diagnostics) == describe(expected, in: sources))
        #expect(result.themeSet == nil)
    }

    /// `#888888` on white is 3.54:1: enough for large text (3:1), not for normal text (4.5:1).
    @Test func aStyleFontDecidesLargeText() throws {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                "theme: A\n" + Self.tokens + """
                    buttonStyles:
                      large: { foreground: "{colors.gray}", font: "{typography.title}" }
                      boldBody: { foreground: "{colors.gray}", font: "{typography.button}" }
                      1️⃣small: { foreground: "{colors.gray}", font: "{typography.caption}" }
                      2️⃣weightOnly: { foreground: "{colors.gray}", fontWeight: bold }

                    """
            )
        ])
        let matrix = try #require(result.contrast)
        func row(_ style: String) -> ContrastRow? {
            matrix.rows.first {
                $0.theme == "A" && $0.appearance == .light
                    && $0.subject == .buttonStyle(name: style, role: nil, state: .normal)
            }
        }
        #expect(row("large")?.rule == .largeText)
        #expect(row("large")?.verdict == .pass)
        #expect(row("boldBody")?.rule == .largeText)
        #expect(row("small")?.rule == .normalText)
        #expect(row("small")?.verdict == .fail)
        // Without a font and without `lint.largeText`, a bold label is normal text, as before.
        #expect(row("weightOnly")?.rule == .normalText)
        // The warnings are at the two styles that fail, none at the large ones.
        let warned = Set(
            result.diagnostics.filter { $0.id == .contrast }.compactMap { $0.range.map { $0.start } })
        let source = try #require(sources["a.yaml"])
        #expect(warned == Set([source.locations["1"]!, source.locations["2"]!]))
    }
}
