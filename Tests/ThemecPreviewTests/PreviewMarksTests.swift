import Testing
import ThemecCore
import ThemecPreview

/// What the page marks: every failing condition (declared pairs included), and, in a theme that extends
/// another, which tokens it overrides and which it inherits.
struct PreviewMarksTests {
    /// Two themes with long names, translucent colours, a toggle with every state and two roles, failing
    /// styles and a failing declared pair; `Child` extends `Base` and overrides three tokens.
    static let stressFiles: [(path: String, bytes: [UInt8])] = [
        (
            "Base.yaml",
            Array(
                """
                theme: Base
                palette:
                  brand: "#3366FF"
                  veryLongPaletteColourNameForTheMarketingCampaignOfTwentyTwentyFive: "#FFAA00"
                colors:
                  background: { light: "#FFFFFF", dark: "#000000" }
                  label: { light: "#000000", dark: "#FFFFFF" }
                  faint: { light: "#AAAAAA", dark: "#555555" }
                  accent: "{palette.brand}"
                  link: "{colors.accent}"
                  translucentOverlay: { light: "#00000040", dark: "#FFFFFF40" }
                  secondarySystemGroupedBackgroundForTheSettingsScreenHeader: "{system.secondarySystemGroupedBackground}"
                radii:
                  button: 8
                spacing:
                  row: 16
                buttonStyles:
                  faint:
                    foreground: "{colors.faint}"
                  extraordinarilyLongToggleStyleNameThatNeverEnds:
                    foreground: "{colors.accent}"
                    background: "{colors.background}"
                    border: { color: "{colors.label}", width: 2 }
                    size: { width: 120, height: 40 }
                    selected: { foreground: "{colors.background}", background: "{colors.accent}" }
                    roles:
                      destructive: { foreground: "#FF3B30" }
                      cancel: { foreground: "{colors.faint}" }
                listSections:
                  grouped:
                    cornerRadius: 10
                    rowBackground: "{colors.background}"
                    rowMinHeight: 44
                    rowPadding: { horizontal: 16 }
                    headerForeground: "{colors.faint}"
                    spacing: 20
                lint:
                  contrast:
                    - { foreground: "{colors.faint}", background: "{colors.background}" }
                    - { foreground: "{colors.label}", background: "{colors.background}", minimum: 7 }
                """.utf8)
        ),
        (
            "Child.yaml",
            Array(
                """
                theme: ChildThemeWithAnUnusuallyLongNameForTesting
                extends: Base
                palette:
                  brand: "#008080"
                colors:
                  faint: { light: "#BBBBBB", dark: "#444444" }
                radii:
                  button: 20
                """.utf8)
        ),
    ]

    static func stress() throws -> (ResolvedThemeSet, ContrastMatrix) {
        let result = ThemeSetLoader.load(files: stressFiles)
        return (try #require(result.themeSet), try #require(result.contrast))
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    @Test func everyFailingConditionHasAMarkAndTheSummaryCountsThem() throws {
        let (set, matrix) = try Self.stress()
        let html = PreviewDocument.html(set, contrast: matrix)
        let failing = matrix.failures.count
        #expect(failing > 0)
        #expect(Self.occurrences(of: "data-contrast-fail", in: html) == failing)
        #expect(html.contains("id=\"failing-count\" data-failing=\"\(failing)\">\(failing) failing conditions"))
        // Declared pairs are drawn, failing or not, each with its ratio.
        let pairFailures = matrix.failures.filter { if case .pair = $0.subject { true } else { false } }.count
        #expect(pairFailures == 8)  // {colors.faint} on {colors.background}: 2 themes × 4 appearances
        #expect(Self.occurrences(of: "<div class=\"cell pair fail\" data-contrast-fail>", in: html) == pairFailures)
        #expect(Self.occurrences(of: "<div class=\"cell pair pass\">", in: html) == 8)
        #expect(html.contains("<code>{colors.<wbr>faint}</code> on <code>{colors.<wbr>background}</code> · min 4.5:1"))
    }

    /// The finding: a failing declared pair was counted in the summary but drawn nowhere.
    @Test func aFailingDeclaredPairAloneIsMarked() throws {
        let text = """
            theme: A
            colors:
              background: "#FFFFFF"
              faint: "#AAAAAA"
            lint:
              contrast:
                - { foreground: "{colors.faint}", background: "{colors.background}" }
            """
        let result = ThemeSetLoader.load(files: [("a.yaml", Array(text.utf8))])
        let html = PreviewDocument.html(try #require(result.themeSet), contrast: result.contrast)
        #expect(try #require(result.contrast).failures.count == 4)
        #expect(Self.occurrences(of: "data-contrast-fail", in: html) == 4)
        #expect(html.contains("data-failing=\"4\">4 failing conditions</strong> (4 declared pairs)"))
        #expect(html.contains("<h3>Contrast pairs</h3>"))
    }

    @Test func aPassingSetHasNoMarks() throws {
        let (set, matrix) = try PreviewTests.starterThemes()
        let html = PreviewDocument.html(set, contrast: matrix)
        #expect(!html.contains("data-contrast-fail"))
        #expect(html.contains("data-failing=\"0\">every contrast check passes"))
    }

    @Test func theResolverSaysWhichTokensAThemeDeclares() throws {
        let (set, _) = try PreviewTests.starterThemes()
        let ocean = try #require(set.theme(named: "Ocean"))
        let defaultTheme = try #require(set.theme(named: "Default"))
        func declared(_ names: [TokenInfo], _ flags: [Bool]) -> [String] {
            zip(names, flags).filter(\.1).map(\.0.name.dottedPath)
        }
        #expect(declared(set.palette, ocean.declared.palette) == ["blue"])
        #expect(declared(set.colors, ocean.declared.colors) == ["accent"])
        #expect(declared(set.radii, ocean.declared.radii) == ["button"])
        #expect(declared(set.spacing, ocean.declared.spacing) == [])
        #expect(zip(set.buttonStyles, ocean.declared.buttonStyles).filter(\.1).map(\.0.name) == ["option"])
        #expect(zip(set.listSections, ocean.declared.listSections).filter(\.1).map(\.0.name) == ["grouped"])
        #expect(defaultTheme.declared.colors.allSatisfy { $0 })
        #expect(defaultTheme.declared.colors.count == set.colors.count)
    }

    @Test func overriddenAndInheritedTokensAreToldApart() throws {
        let (set, matrix) = try PreviewTests.starterThemes()
        let html = PreviewDocument.html(set, contrast: matrix)
        let parts = html.components(separatedBy: "<section class=\"theme\" id=\"theme-Ocean\">")
        try #require(parts.count == 2)
        let (defaultPart, ocean) = (parts[0], parts[1])
        // Default extends nothing: no marks, no legend.
        #expect(!defaultPart.contains("data-origin"))
        #expect(!defaultPart.contains("class=\"origins\""))
        // Ocean: the legend, then a mark on every item. It declares palette.blue, colors.accent,
        // radii.button, the option style and the grouped list section (each colour, style and section once per
        // appearance); it inherits the font, the two typography tokens, the shadow (a card per appearance) and
        // the animation.
        #expect(ocean.contains("<p class=\"origins\">"))
        #expect(ocean.contains("5 of 35 tokens and styles, declared in Ocean"))
        #expect(ocean.contains("30 from Default"))
        let overrides = "<span class=\"origin overrides\" data-origin=\"overrides\">overrides Default</span>"
        #expect(Self.occurrences(of: overrides, in: ocean) == 1 + 4 + 1 + 4 + 4)
        let items =
            set.palette.count + set.radii.count + set.spacing.count + set.fonts.count + set.typography.count
            + set.animations.count
            + 4 * (set.colors.count + set.shadows.count + set.buttonStyles.count + set.listSections.count)
        #expect(Self.occurrences(of: "data-origin=", in: ocean) == items)
        // The accent swatch is an override; link, which refers to it, is inherited (and shows Ocean's value).
        #expect(ocean.contains(#"id="swatch-Ocean-light-colors-accent" style="background:#006C8EFF"></div></div>"#))
        let link = try #require(ocean.range(of: #"id="swatch-Ocean-light-colors-link""#))
        let linkSwatch = ocean[link.lowerBound...].prefix(while: { $0 != "\n" })
        #expect(linkSwatch.contains("data-origin=\"inherited\""))
        #expect(linkSwatch.contains("#006C8EFF"))
        #expect(
            ocean.contains(
                "<div class=\"swatch inherited\"><div class=\"chip\"><div class=\"fill\" id=\"swatch-Ocean-light-colors-link\""
            ))
    }

    @Test func longNamesBreakBetweenWords() throws {
        let (set, matrix) = try Self.stress()
        let html = PreviewDocument.html(set, contrast: matrix)
        #expect(
            html.contains(
                ">secondary<wbr>System<wbr>Grouped<wbr>Background<wbr>For<wbr>The<wbr>Settings<wbr>Screen<wbr>Header<"))
        #expect(
            html.contains(
                "<code>.extraordinarily<wbr>Long<wbr>Toggle<wbr>Style<wbr>Name<wbr>That<wbr>Never<wbr>Ends</code>"))
        #expect(
            html.contains(
                "<h2>Child<wbr>Theme<wbr>With<wbr>An<wbr>Unusually<wbr>Long<wbr>Name<wbr>For<wbr>Testing</h2>"))
        #expect(html.contains("system.<wbr>secondary<wbr>System<wbr>Grouped<wbr>Background"))
        // Hex values are not names: they stay whole.
        #expect(html.contains("<div class=\"hex\">#3366FFFF</div>"))
    }

    @Test func pageFollowsTheColourSchemeAndPanelsKeepTheirOwn() throws {
        let (set, matrix) = try PreviewTests.starterThemes()
        let html = PreviewDocument.html(set, contrast: matrix)
        #expect(html.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        // Each panel sets its own surface (which its translucent swatches' checkerboard is made of).
        #expect(
            html.contains(#"id="panel-Default-dark" style="--surface:#000000FF;background:#000000FF;color:#FFFFFFFF""#))
        #expect(
            html.contains(#"id="panel-Default-light" style="--surface:#FFFFFFFF;background:#FFFFFFFF;color:#000000FF""#)
        )
        #expect(html.contains("var(--surface) 0 50%"))
        // A translucent colour says so.
        #expect(html.contains("<div class=\"hex\">#00000014</div><div class=\"detail\">8% opaque</div>"))
    }
}
