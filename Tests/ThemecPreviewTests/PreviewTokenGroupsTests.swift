import Testing
import ThemecCore
import ThemecPreview

/// The token groups beyond colours, radii and spacing on the page: a type specimen per typography token,
/// each font's name in that font, each shadow as a card with every layer per appearance, each animation's
/// curve and duration, and the sizes, opacity, numbers and durations in a table; each marked overridden or
/// inherited in a theme that extends another. The expected CSS is worked out here from the resolved values.
struct PreviewTokenGroupsTests {
    /// `Base` has every newer group, with long names and a large specimen; `Child` extends it and overrides
    /// one token of each.
    static let files: [(path: String, bytes: [UInt8])] = [
        (
            "Base.yaml",
            Array(
                """
                theme: Base
                colors:
                  background: { light: "#FFFFFF", dark: "#000000" }
                  label: { light: "#000000", dark: "#FFFFFF" }
                  shade: { light: "#00000033", dark: "#FFFFFF26" }
                sizes:
                  touchTarget: 44
                  lift: 2
                  iconSizeForTheExtraordinarilyLongNameOfTheOnboardingCarouselBadge: 28
                opacity:
                  disabled: 0.38
                numbers:
                  zBelow: -1
                durations:
                  quick: 0.15
                fonts:
                  brand: HiraginoSans-W3
                  plain: system
                  rounded: systemRounded
                  serif: systemSerif
                  mono: systemMonospaced
                  aVeryLongFontTokenNameThatNamesTheMarketingTypefaceOfTwentyTwentyFive: SomeExtraordinarilyLongPostScriptNameOfAFont-BoldItalicCondensed
                typography:
                  body: { textStyle: body }
                  title:
                    large:
                      font: "{fonts.rounded}"
                      size: 34
                      weight: semibold
                      lineHeight: 41
                      tracking: -0.4
                      textStyle: largeTitle
                  sectionHeader: { font: "{fonts.brand}", size: 12, scaling: fixed }
                  code: { font: "{fonts.mono}", size: 13, weight: 450 }
                  extraordinarilyLongTypographyTokenNameForTheOnboardingHeadline: { font: "{fonts.serif}", size: 96, lineHeight: 100 }
                shadows:
                  card: { color: "{colors.shade}", radius: 4, y: "{sizes.lift}" }
                  elevation:
                    high:
                      - { color: "#000000", radius: 1, y: 1 }
                      - { color: "{colors.shade}", radius: 12, x: -1, y: 8 }
                  farOffsetShadowWithAVeryLongNameThatMustWrapOnAPhone: { color: "#0000FF80", radius: 30, x: 200, y: 40 }
                animations:
                  press: { curve: easeOut, duration: "{durations.quick}" }
                  emphasized: { curve: [0.2, 0, 0, 1], duration: 0.35 }
                  bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } } }
                  settle: { curve: { spring: { response: 0.5, dampingFraction: 1 } } }
                """.utf8)
        ),
        (
            "Child.yaml",
            Array(
                """
                theme: Child
                extends: Base
                sizes:
                  touchTarget: 48
                fonts:
                  brand: Avenir Next
                typography:
                  code: { font: "{fonts.mono}", size: 14 }
                shadows:
                  card: { color: "#FF000080", radius: 6, y: 3 }
                animations:
                  press: { curve: linear, duration: 0.1 }
                """.utf8)
        ),
    ]

    static func load() throws -> (ResolvedThemeSet, ContrastMatrix) {
        let result = ThemeSetLoader.load(files: files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message.text))")
        return (try #require(result.themeSet), try #require(result.contrast))
    }

    /// A number as the page writes it: no `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The `font-family` the page gives a family, as it appears in the (escaped) style attribute.
    static func family(_ family: FontFamily) -> String {
        switch family {
        case .system: return "system-ui, sans-serif"
        case .systemRounded: return "ui-rounded, system-ui, sans-serif"
        case .systemSerif: return "ui-serif, serif"
        case .systemMonospaced: return "ui-monospace, monospace"
        case .named(let name): return "&quot;\(name)&quot;, system-ui, sans-serif"
        }
    }

    /// The theme's part of the page.
    static func section(_ html: String, _ theme: String) throws -> Substring {
        let start = try #require(html.range(of: "<section class=\"theme\" id=\"theme-\(theme)\">"))
        let end = try #require(html[start.upperBound...].range(of: "</section>"))
        return html[start.lowerBound..<end.upperBound]
    }

    /// The line of `section` that holds `id="ID"`.
    static func line(_ section: Substring, id: String) throws -> Substring {
        let at = try #require(section.range(of: "id=\"\(id)\""), "no element \(id)")
        let start = section[..<at.lowerBound].lastIndex(of: "\n").map { section.index(after: $0) } ?? section.startIndex
        let end = section[at.upperBound...].firstIndex(of: "\n") ?? section.endIndex
        return section[start..<end]
    }

    @Test func everyTypographyTokenIsASpecimenAtItsOwnValues() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        for theme in set.themes {
            let section = try Self.section(html, theme.name)
            for (info, type) in zip(set.typography, theme.typography) {
                var style = "font-family:\(Self.family(type.font));font-size:\(Self.number(type.size))px"
                if let weight = type.weight { style += ";font-weight:\(Self.number(weight))" }
                style += ";line-height:" + (type.lineHeight.map { "\(Self.number($0))px" } ?? "normal")
                if let tracking = type.tracking { style += ";letter-spacing:\(Self.number(tracking))px" }
                let id = "type-\(theme.name)-\(info.name.dottedPath.replacingOccurrences(of: ".", with: "_"))"
                let line = try Self.line(section, id: id)
                #expect(line.contains("<div style=\"\(style)\">Sphinx of black quartz, judge my vow</div>"), "\(id)")
                #expect(line.contains("<span>size \(Self.number(type.size))</span>"), "\(id)")
                #expect(line.contains("<span>scaling \(type.scaling.rawValue)</span>"), "\(id)")
                if let lineHeight = type.lineHeight {
                    #expect(line.contains("<span>lineHeight \(Self.number(lineHeight))</span>"), "\(id)")
                }
                if let tracking = type.tracking {
                    #expect(line.contains("<span>tracking \(Self.number(tracking))</span>"))
                }
                if let textStyle = type.textStyle {
                    #expect(line.contains("<span>textStyle \(textStyle.rawValue)</span>"))
                }
            }
        }
        // Spelled out once: the rounded system design, semibold, with its line height and tracking.
        #expect(
            html.contains(
                "style=\"font-family:ui-rounded, system-ui, sans-serif;font-size:34px;font-weight:600;"
                    + "line-height:41px;letter-spacing:-0.4px\""))
        // A text style alone gives Apple's size for it and the font's own line height.
        #expect(html.contains("style=\"font-family:system-ui, sans-serif;font-size:17px;line-height:normal\""))
        #expect(html.contains("<span>textStyle largeTitle</span>"))
    }

    @Test func everyFontIsNamedInItself() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        let base = try Self.section(html, "Base")
        #expect(
            base.contains(
                "<div class=\"font-sample\" style=\"font-family:&quot;HiraginoSans-W3&quot;, system-ui, sans-serif\">"
                    + "Hiragino<wbr>Sans-<wbr>W<wbr>3</div>"))
        #expect(base.contains("style=\"font-family:ui-serif, serif\">system<wbr>Serif</div>"))
        #expect(base.contains("style=\"font-family:ui-monospace, monospace\">system<wbr>Monospaced</div>"))
        #expect(base.contains("style=\"font-family:system-ui, sans-serif\">system</div>"))
        // A name with a space keeps it inside the CSS string; Child's override is marked.
        let child = try Self.section(html, "Child")
        let brand = try Self.line(child, id: "font-Child-brand")
        #expect(
            brand.contains("style=\"font-family:&quot;Avenir Next&quot;, system-ui, sans-serif\">Avenir Next</div>"))
        #expect(brand.contains("data-origin=\"overrides\""))
        #expect(try Self.line(child, id: "font-Child-mono").contains("data-origin=\"inherited\""))
    }

    @Test func everyShadowIsACardWithEveryLayerInEachAppearance() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        for theme in set.themes {
            let section = try Self.section(html, theme.name)
            for appearance in Appearance.allCases {
                for (info, shadow) in zip(set.shadows, theme.shadows) {
                    let layers = shadow.layers.map { layer in
                        "\(Self.number(layer.x))px \(Self.number(layer.y))px \(Self.number(2 * layer.radius))px "
                            + layer.color[appearance].rgba.text
                    }
                    let id =
                        "shadow-\(theme.name)-\(appearance.rawValue)-"
                        + info.name.dottedPath.replacingOccurrences(of: ".", with: "_")
                    #expect(
                        try Self.line(section, id: id).contains(
                            "id=\"\(id)\" style=\"box-shadow:\(layers.joined(separator: ", "))\""), "\(id)")
                }
            }
        }
        // Two layers, the second's colour following the appearance.
        #expect(html.contains("style=\"box-shadow:0px 1px 2px #000000FF, -1px 8px 24px #00000033\""))
        #expect(html.contains("style=\"box-shadow:0px 1px 2px #000000FF, -1px 8px 24px #FFFFFF26\""))
        let child = try Self.section(html, "Child")
        let card = try Self.line(child, id: "shadow-Child-dark-card")
        #expect(card.contains("box-shadow:0px 3px 12px #FF000080") && card.contains("data-origin=\"overrides\""))
        #expect(try Self.line(child, id: "shadow-Child-dark-elevation_high").contains("data-origin=\"inherited\""))
    }

    @Test func everyAnimationShowsItsCurveAndDuration() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        let base = try Self.section(html, "Base")
        let emphasized = try Self.line(base, id: "animation-Base-emphasized")
        #expect(emphasized.contains("<code>cubic-bezier(0.2, 0, 0, 1)</code> · 0.35 s"))
        #expect(emphasized.contains("animation-duration:0.35s;animation-timing-function:cubic-bezier(0.2, 0, 0, 1)"))
        let press = try Self.line(base, id: "animation-Base-press")
        #expect(press.contains("<code>ease-out</code> · 0.15 s"))
        let bouncy = try Self.line(base, id: "animation-Base-bouncy")
        #expect(bouncy.contains("<code>spring · response 0.3 s · damping 0.6</code></div>"))
        // The spring's demo moves along its own motion: from 0, past 1 (it is underdamped), back to 1.
        let start = try #require(bouncy.range(of: "animation-timing-function:linear("))
        let list = bouncy[start.upperBound...].prefix { $0 != ")" }
        let samples = list.split(separator: ", ").compactMap { Double($0) }
        #expect(samples.count == 25)
        #expect(samples.first == 0)
        #expect(abs((samples.last ?? 0) - 1) < 0.02)
        #expect((samples.max() ?? 0) > 1.05)
        let settle = try Self.line(base, id: "animation-Base-settle")
        #expect(settle.contains("<code>spring · response 0.5 s · damping 1</code>"))
        let child = try Self.section(html, "Child")
        let childPress = try Self.line(child, id: "animation-Child-press")
        #expect(childPress.contains("<code>linear</code> · 0.1 s") && childPress.contains("data-origin=\"overrides\""))
        #expect(try Self.line(child, id: "animation-Child-bouncy").contains("data-origin=\"inherited\""))
        // Motion stops for a reader who asks for less of it.
        #expect(html.contains("@media (prefers-reduced-motion: reduce)"))
    }

    @Test func sizesOpacityNumbersAndDurationsAreATable() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        for theme in set.themes {
            let section = try Self.section(html, theme.name)
            for (group, unit) in [(TokenGroup.sizes, " pt"), (.opacity, ""), (.numbers, ""), (.durations, " s")] {
                for (info, value) in zip(set.numberTokens(group), theme.numberValues(group)) {
                    let id = "number-\(theme.name)-\(group.rawValue)-\(info.name.dottedPath)"
                    let row = try Self.line(section, id: id)
                    #expect(row.contains("<td class=\"group\">\(group.rawValue)</td>"), "\(id)")
                    #expect(row.contains("<td class=\"value\">\(Self.number(value))\(unit)</td>"), "\(id)")
                }
            }
        }
        let child = try Self.section(html, "Child")
        let touch = try Self.line(child, id: "number-Child-sizes-touchTarget")
        #expect(touch.contains("48 pt") && touch.contains("data-origin=\"overrides\""))
        #expect(try Self.line(child, id: "number-Child-opacity-disabled").contains("data-origin=\"inherited\""))
        #expect(html.contains("<td class=\"value\">-1</td>"))
    }

    @Test func theNewGroupsCountInTheOriginLegendAndEachItemIsMarked() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        let child = try Self.section(html, "Child")
        // Child declares one size, font, typography, shadow and animation.
        let total =
            set.colors.count + set.sizes.count + set.opacity.count + set.numbers.count + set.durations.count
            + set.fonts.count + set.typography.count + set.shadows.count + set.animations.count
        #expect(child.contains("5 of \(total) tokens and styles, declared in Child"))
        let items =
            set.sizes.count + set.opacity.count + set.numbers.count + set.durations.count + set.fonts.count
            + set.typography.count + set.animations.count + 4 * (set.colors.count + set.shadows.count)
        #expect(PreviewMarksTests.occurrences(of: "data-origin=", in: String(child)) == items)
        #expect(!(try Self.section(html, "Base")).contains("data-origin"))
    }

    @Test func longNamesOfTheNewGroupsBreakBetweenWords() throws {
        let (set, matrix) = try Self.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        #expect(html.contains(">extraordinarily<wbr>Long<wbr>Typography<wbr>Token<wbr>Name<wbr>For<wbr>The<wbr>"))
        #expect(html.contains(">far<wbr>Offset<wbr>Shadow<wbr>With<wbr>AVery<wbr>Long<wbr>Name<wbr>"))
        #expect(html.contains(">icon<wbr>Size<wbr>For<wbr>The<wbr>Extraordinarily<wbr>"))
        #expect(html.contains(">Some<wbr>Extraordinarily<wbr>Long<wbr>Post<wbr>Script<wbr>Name<wbr>"))
    }

    /// A font name is anything a theme file can spell that shows (the loader refuses control characters in
    /// one): it must not close the style attribute, the CSS string or the page's `<style>`.
    @Test func aHostileFontNameIsEscaped() throws {
        let text = #"""
            theme: A
            colors:
              background: "#FFFFFF"
            fonts:
              evil: "A\";}</style><script>alert(1)</script>\\'"
            typography:
              evil: { font: "{fonts.evil}", size: 12 }
            """#
        let result = ThemeSetLoader.load(files: [("a.yaml", Array(text.utf8))])
        let set = try #require(result.themeSet, "\(result.diagnostics.map(\.message.text))")
        #expect(set.themes[0].fonts == [.named("A\";}</style><script>alert(1)</script>\\'")])
        let html = PreviewDocument.html(set, contrast: result.contrast)
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(!html.contains("</style><"))
        let family =
            #"&quot;A\22 \3B \7D \3C \2F style\3E \3C script\3E alert\28 1\29 \3C \2F script\3E \5C \27 &quot;"#
            + ", system-ui, sans-serif"
        #expect(html.contains("<div class=\"font-sample\" style=\"font-family:\(family)\">"))
        #expect(html.contains("style=\"font-family:\(family);font-size:12px;line-height:normal\""))
        // The name as text: escaped.
        #expect(html.contains("A&quot;;}&lt;/<wbr>style&gt;&lt;script&gt;alert(1)&lt;/<wbr>script&gt;\\&#39;"))
    }
}
