import ThemecCore

/// The token groups beyond colours, radii and spacing: typography specimens, fonts, animations and a table of
/// the plain numbers (appearance-independent, in a card under the palette), and shadows (in each panel,
/// since their colours follow the appearance). Each item carries its origin mark as the colours do.
extension ThemeSection {
    /// The sample every typography token draws.
    static let specimenText = "Sphinx of black quartz, judge my vow"

    var hasMoreTokens: Bool {
        !set.typography.isEmpty || !set.fonts.isEmpty || !set.animations.isEmpty
            || Self.tableGroups.contains { !set.numberTokens($0.group).isEmpty }
    }

    /// The groups of plain numbers the table lists, with the unit each is written in.
    static let tableGroups: [(group: TokenGroup, unit: String)] = [
        (.sizes, " pt"), (.opacity, ""), (.numbers, ""), (.durations, " s"),
    ]

    func renderMoreTokens(into page: inout Page) {
        guard hasMoreTokens else { return }
        page.line("<div class=\"card more\">")
        renderTypography(into: &page)
        renderFonts(into: &page)
        renderAnimations(into: &page)
        renderNumberTable(into: &page)
        page.line("</div>")
    }

    // MARK: - Typography and fonts

    func renderTypography(into page: inout Page) {
        guard !set.typography.isEmpty else { return }
        page.line("<div class=\"block typography\"><h3>Typography</h3><div class=\"specimens\">")
        for (index, (info, type)) in zip(set.typography, theme.typography).enumerated() {
            let origin = origin(theme.declared.typography, index)
            var facts = ["font \(breakable(type.font.description))", "size \(formatNumber(type.size))"]
            if let weight = type.weight { facts.append("weight \(formatNumber(weight))") }
            if let lineHeight = type.lineHeight { facts.append("lineHeight \(formatNumber(lineHeight))") }
            if let tracking = type.tracking { facts.append("tracking \(formatNumber(tracking))") }
            if let textStyle = type.textStyle { facts.append("textStyle \(textStyle.rawValue)") }
            facts.append("scaling \(type.scaling.rawValue)")
            page.line(
                "<div class=\"specimen\(origin == .inherited ? " inherited" : "")\" "
                    + "id=\"type-\(themeID)-\(idFragment(info.name.dottedPath))\"\(Self.fontAttribute(type.font))>"
                    + "<div class=\"name\">\(breakable(info.name.dottedPath))\(originTag(origin))</div>"
                    + "<div class=\"sample\"><div style=\"\(escape(TokenCSS.typography(type)))\">"
                    + "\(Self.specimenText)</div></div>"
                    + "<div class=\"facts\">"
                    + facts.map { "<span>\($0)</span>" }.joined() + "</div>\(Self.fallbackNote(type.font))</div>")
        }
        page.line("</div></div>")
    }

    func renderFonts(into page: inout Page) {
        guard !set.fonts.isEmpty else { return }
        page.line("<div class=\"block fonts\"><h3>Fonts</h3><div class=\"font-list\">")
        for (index, (info, family)) in zip(set.fonts, theme.fonts).enumerated() {
            let origin = origin(theme.declared.fonts, index)
            page.line(
                "<div class=\"font\(origin == .inherited ? " inherited" : "")\" "
                    + "id=\"font-\(themeID)-\(idFragment(info.name.dottedPath))\"\(Self.fontAttribute(family))>"
                    + "<div class=\"font-sample\" style=\"font-family:\(escape(TokenCSS.fontFamily(family)))\">"
                    + "\(breakable(family.description))</div>"
                    + "<div class=\"name\">\(breakable(info.name.dottedPath))</div>\(originTag(origin))"
                    + "\(Self.fallbackNote(family))</div>")
        }
        page.line("</div></div>")
    }

    /// ` data-font="NAME"` for a named font, which the page's script looks for in the browser.
    static func fontAttribute(_ family: FontFamily) -> String {
        guard case .named(let name) = family else { return "" }
        return " data-font=\"\(escape(name))\""
    }

    /// For a named font, the note the page's script shows when the browser does not have it: the sample is
    /// then drawn in the fallback (the system font), not in the font the app will use.
    static func fallbackNote(_ family: FontFamily) -> String {
        guard case .named = family else { return "" }
        return "<div class=\"fallback\" hidden>not installed here: drawn in the fallback font</div>"
    }

    // MARK: - Animations

    func renderAnimations(into page: inout Page) {
        guard !set.animations.isEmpty else { return }
        page.line("<div class=\"block animations\"><h3>Animations</h3><div class=\"animation-list\">")
        for (index, (info, animation)) in zip(set.animations, theme.animations).enumerated() {
            let origin = origin(theme.declared.animations, index)
            let curve: String
            switch animation.curve {
            case .spring(let response, let damping):
                curve = "spring · response \(formatNumber(response)) s · damping \(formatNumber(damping))"
            default:
                curve = TokenCSS.timingFunction(animation.curve)
            }
            let duration = animation.duration.map { " · \(formatNumber($0)) s" } ?? ""
            // Played once when the page opens (not with reduced motion), and again on every click.
            let timing =
                "animation-duration:\(formatNumber(TokenCSS.demoDuration(animation)))s;"
                + "animation-timing-function:\(TokenCSS.timingFunction(animation.curve))"
            page.line(
                "<div class=\"animation\(origin == .inherited ? " inherited" : "")\" "
                    + "id=\"animation-\(themeID)-\(idFragment(info.name.dottedPath))\">"
                    + "<div class=\"name\">\(breakable(info.name.dottedPath))\(originTag(origin))</div>"
                    + "<div class=\"curve\"><code>\(escape(curve))</code>\(duration)</div>"
                    + "<button type=\"button\" class=\"track\" title=\"click to play\" "
                    + "aria-label=\"play \(escape(info.name.dottedPath))\"><div class=\"dot play\" "
                    + "style=\"\(escape(timing))\"></div></button></div>")
        }
        page.line("</div></div>")
    }

    // MARK: - Sizes, opacity, numbers, durations

    func renderNumberTable(into page: inout Page) {
        let groups = Self.tableGroups.filter { !set.numberTokens($0.group).isEmpty }
        guard !groups.isEmpty else { return }
        page.line("<div class=\"block numbers\"><h3>Sizes, opacity, numbers, durations</h3>")
        page.line("<table class=\"token-table\"><tbody>")
        for (group, unit) in groups {
            let declared: [Bool]
            switch group {
            case .sizes: declared = theme.declared.sizes
            case .opacity: declared = theme.declared.opacity
            case .numbers: declared = theme.declared.numbers
            default: declared = theme.declared.durations
            }
            for (index, (info, value)) in zip(set.numberTokens(group), theme.numberValues(group)).enumerated() {
                let origin = origin(declared, index)
                page.line(
                    "<tr class=\"\(origin == .inherited ? "inherited" : "")\" "
                        + "id=\"number-\(themeID)-\(group.rawValue)-\(idFragment(info.name.dottedPath))\">"
                        + "<td class=\"group\">\(group.rawValue)</td>"
                        + "<td class=\"name\">\(breakable(info.name.dottedPath)) \(originTag(origin))</td>"
                        + "<td class=\"value\">\(formatNumber(value))\(unit)</td></tr>")
            }
        }
        page.line("</tbody></table></div>")
    }

    // MARK: - Shadows, in a panel

    func renderShadows(_ appearance: Appearance, into page: inout Page) {
        guard !set.shadows.isEmpty else { return }
        page.line("<h3>Shadows</h3><div class=\"shadows\">")
        for (index, (info, shadow)) in zip(set.shadows, theme.shadows).enumerated() {
            let origin = origin(theme.declared.shadows, index)
            let layers = shadow.layers.map { layer in
                "<span>\(formatNumber(layer.x)) \(formatNumber(layer.y)) \(formatNumber(layer.radius)) "
                    + "\(layer.color[appearance].rgba.text)</span>"
            }
            page.line(
                "<div class=\"shadow\(origin == .inherited ? " inherited" : "")\">"
                    + "<div class=\"shadow-card\" id=\"shadow-\(themeID)-\(appearance.rawValue)-"
                    + "\(idFragment(info.name.dottedPath))\" style=\"box-shadow:\(TokenCSS.boxShadow(shadow, appearance))\">"
                    + "</div><div class=\"name\">\(breakable(info.name.dottedPath))</div>"
                    + "<div class=\"detail\">\(layers.joined())</div>\(originTag(origin))</div>")
        }
        page.line("</div>")
    }
}
