import ThemecCore

/// One theme's part of the page: a heading, the appearance-independent tokens, then a panel per appearance.
struct ThemeSection {
    let set: ResolvedThemeSet
    let theme: ResolvedTheme
    let themeIndex: Int
    let matrix: ContrastMatrix

    var themeID: String { idFragment(theme.name) }

    func render(into page: inout Page) {
        page.line("<section class=\"theme\" id=\"theme-\(themeID)\">")
        page.line("<div class=\"theme-head\">")
        page.line("<h2>\(escape(theme.name))</h2>")
        var meta: [String] = []
        if let extends = theme.extends { meta.append("extends <b>\(escape(extends))</b>") }
        meta.append(escape(theme.file))
        let origin = matrix.surfaces.first { $0.theme == theme.name }?.origin ?? .default
        meta.append("surface: \(escape(origin.description))")
        page.line("<p class=\"meta\">\(meta.joined(separator: " · "))</p>")
        if let description = theme.description { page.line("<p class=\"description\">\(escape(description))</p>") }
        page.line("</div>")
        renderStatic(into: &page)
        page.line("<div class=\"appearances\">")
        for appearance in Appearance.allCases { renderPanel(appearance, into: &page) }
        page.line("</div>")
        page.line("</section>")
    }

    // MARK: - Palette, radii, spacing

    func renderStatic(into page: inout Page) {
        page.line("<div class=\"card static\">")
        if !set.palette.isEmpty {
            page.line("<div class=\"block palette\"><h3>Palette</h3><div class=\"swatches\">")
            for (info, color) in zip(set.palette, theme.palette) {
                swatch(
                    name: info.name.dottedPath, color: color, detail: nil,
                    id: "swatch-\(themeID)-palette-\(idFragment(info.name.dottedPath))", into: &page)
            }
            page.line("</div></div>")
        }
        if !set.radii.isEmpty {
            page.line("<div class=\"block\"><h3>Radii</h3><div class=\"radii\">")
            for (info, radius) in zip(set.radii, theme.radii) {
                page.line(
                    "<div class=\"radius\"><div class=\"radius-box\" style=\"border-radius:\(px(radius))\"></div>"
                        + "<div class=\"name\">\(escape(info.name.dottedPath))</div>"
                        + "<div class=\"value\">\(formatNumber(radius)) pt</div></div>")
            }
            page.line("</div></div>")
        }
        if !set.spacing.isEmpty {
            page.line("<div class=\"block\"><h3>Spacing</h3><div class=\"spacing\">")
            for (info, length) in zip(set.spacing, theme.spacing) {
                page.line(
                    "<div class=\"space\"><div class=\"space-bar\" style=\"width:\(px(min(length, 160)))\"></div>"
                        + "<span class=\"name\">\(escape(info.name.dottedPath))</span>"
                        + "<span class=\"value\">\(formatNumber(length)) pt</span></div>")
            }
            page.line("</div></div>")
        }
        page.line("</div>")
    }

    func swatch(name: String, color: RGBA, detail: String?, id: String, into page: inout Page) {
        page.line(
            "<div class=\"swatch\"><div class=\"chip\"><div class=\"fill\" id=\"\(id)\" style=\"background:\(css(color))\">"
                + "</div></div><div class=\"name\">\(escape(name))</div><div class=\"hex\">\(color.hex)</div>"
                + (detail.map { "<div class=\"detail\">\(escape($0))</div>" } ?? "") + "</div>")
    }

    // MARK: - One appearance

    func renderPanel(_ appearance: Appearance, into page: inout Page) {
        let surface = ContrastChecker.surface(of: theme, in: set, appearance).color
        let labelIndex = set.colors.firstIndex { $0.name.path == ["label"] }
        let label =
            labelIndex.map { theme.colors[$0][appearance].rgba }
            ?? (appearance.colorScheme == .light
                ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 255, green: 255, blue: 255))
        let scheme = appearance.colorScheme.rawValue
        page.line(
            "<div class=\"panel \(scheme)\" id=\"panel-\(themeID)-\(appearance.rawValue)\" "
                + "style=\"background:\(css(surface));color:\(css(label))\">")
        page.line(
            "<div class=\"panel-head\"><span class=\"appearance\">\(appearance.title)</span>"
                + "<span class=\"surface\">surface \(surface.hex)</span></div>")
        if !set.colors.isEmpty {
            page.line("<h3>Colours</h3><div class=\"swatches\">")
            for (info, color) in zip(set.colors, theme.colors) {
                let value = color[appearance]
                swatch(
                    name: info.name.dottedPath, color: value.rgba, detail: value.system.map { "system.\($0.name)" },
                    id: "swatch-\(themeID)-\(appearance.rawValue)-colors-\(idFragment(info.name.dottedPath))",
                    into: &page)
            }
            page.line("</div>")
        }
        if !set.buttonStyles.isEmpty {
            page.line("<h3>Button styles</h3>")
            for (index, name) in set.buttonStyles.enumerated() where index < theme.buttonStyles.count {
                renderButtonStyle(name, theme.buttonStyles[index], appearance, into: &page)
            }
        }
        if !set.listSections.isEmpty {
            // Grouped lists sit on the grouped background when the theme has one.
            let grouped = set.colors.firstIndex { $0.name.path == ["groupedBackground"] }
            let backdrop = grouped.map { " style=\"background:\(css(theme.colors[$0][appearance].rgba))\"" }
            page.line("<h3>List sections</h3><div class=\"lists\(backdrop == nil ? " tinted" : "")\"\(backdrop ?? "")>")
            for (index, name) in set.listSections.enumerated() where index < theme.listSections.count {
                renderListSection(name, theme.listSections[index], appearance, into: &page)
            }
            page.line("</div>")
        }
        page.line("</div>")
    }

    func renderButtonStyle(
        _ name: StyleName, _ style: ResolvedButtonStyle, _ appearance: Appearance, into page: inout Page
    ) {
        let states = ContrastChecker.states(for: style)
        let roles = ContrastChecker.roles(for: style)
        let large = ContrastChecker.isLargeText(style, lint: theme.lint)
        let rule = ContrastChecker.rule(large: large, appearance: appearance, lint: theme.lint)
        var facts: [String] = []
        if let weight = style.fontWeight { facts.append(weight.rawValue) }
        if style.layout == .listRow { facts.append("list row") }
        if style.isToggle { facts.append("toggle") }
        facts.append("min \(formatNumber(rule.threshold ?? 4.5)):1\(large ? " (large text)" : "")")
        page.line("<div class=\"style\">")
        page.line(
            "<div class=\"style-name\"><code>.\(escape(name.identifier))</code>"
                + "<span>\(escape(facts.joined(separator: " · ")))</span></div>")
        page.line("<table class=\"states\"><thead><tr><th></th>")
        for state in states { page.line("<th>\(state.rawValue)</th>") }
        page.line("</tr></thead><tbody>")
        for role in roles {
            page.line("<tr><th class=\"role\">\(role?.rawValue ?? "no role")</th>")
            for state in states {
                let row = matrix.rows.first {
                    $0.theme == theme.name && $0.appearance == appearance
                        && $0.subject == .buttonStyle(name: name.name, role: role, state: state)
                }
                renderButton(style, style.values(state, role: role), state: state, row: row, appearance, into: &page)
            }
            page.line("</tr>")
        }
        page.line("</tbody></table></div>")
    }

    func renderButton(
        _ style: ResolvedButtonStyle, _ values: ButtonStateValues, state: ButtonState, row: ContrastRow?,
        _ appearance: Appearance, into page: inout Page
    ) {
        var css: [String] = []
        if let foreground = values.foreground { css.append("color:\(ThemecPreview.css(foreground[appearance].rgba))") }
        if let background = values.background {
            css.append("background:\(ThemecPreview.css(background[appearance].rgba))")
        }
        if let border = values.border {
            css.append("border:\(px(border.width)) solid \(ThemecPreview.css(border.color[appearance].rgba))")
        }
        if let radius = style.cornerRadius { css.append("border-radius:\(px(radius))") }
        if let padding = style.padding {
            css.append(
                "padding:\(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading))")
        }
        css.append("font-weight:\(style.fontWeight?.cssWeight ?? 400)")
        if let shadow = style.shadow {
            css.append(
                "box-shadow:\(px(shadow.x)) \(px(shadow.y)) \(px(shadow.radius)) "
                    + ThemecPreview.css(shadow.color[appearance].rgba))
        }
        if let width = style.size?.width { css.append("width:\(px(width))") }
        if let height = style.size?.height { css.append("height:\(px(height))") }
        if values.opacity < 1 { css.append("opacity:\(formatNumber(values.opacity))") }
        if values.scale != 1 { css.append("transform:scale(\(formatNumber(values.scale)))") }
        let layout = style.layout == .listRow ? "btn list-row align-\(style.alignment.rawValue)" : "btn"
        let label = style.layout == .listRow ? "Row" : (style.isToggle ? "Option" : "Button")
        let verdict = row?.verdict ?? .skipped
        page.line("<td class=\"cell \(verdict.rawValue)\"><div class=\"stage\">")
        page.line("<div class=\"\(layout)\" style=\"\(css.joined(separator: ";"))\">\(label)</div></div>")
        page.line(badge(row))
        page.line("</td>")
    }

    func badge(_ row: ContrastRow?) -> String {
        guard let row, row.ratio != nil else {
            return "<div class=\"badge skipped\" title=\"\(escape(row?.note ?? ""))\">? no foreground</div>"
        }
        switch row.verdict {
        case .pass: return "<div class=\"badge pass\">✓ \(row.ratioText)</div>"
        case .fail: return "<div class=\"badge fail\">✕ \(row.ratioText) &lt; \(row.thresholdText)</div>"
        case .exempt: return "<div class=\"badge exempt\">– \(row.ratioText)</div>"
        case .skipped: return "<div class=\"badge skipped\">?</div>"
        }
    }

    // MARK: - List sections

    func renderListSection(
        _ name: StyleName, _ section: ResolvedListSection, _ appearance: Appearance, into page: inout Page
    ) {
        let radius = px(section.cornerRadius)
        let padding = section.rowPadding
        let rowCSS =
            "background:\(css(section.rowBackground[appearance].rgba));min-height:\(px(section.rowMinHeight));"
            + "padding:\(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading))"
        page.line("<div class=\"list\"><div class=\"style-name\"><code>.\(escape(name.identifier))</code></div>")
        page.line(
            "<div class=\"list-header\" style=\"color:\(css(section.headerForeground[appearance].rgba))\">Section header</div>"
        )
        let corners = [
            ("First row", "\(radius) \(radius) 0 0"), ("Middle row", "0"), ("Last row", "0 0 \(radius) \(radius)"),
        ]
        page.line("<div class=\"rows\">")
        for (index, (label, corner)) in corners.enumerated() {
            let separator = index < corners.count - 1 ? " separated" : ""
            page.line(
                "<div class=\"list-row\(separator)\" style=\"\(rowCSS);border-radius:\(corner)\">\(label)</div>")
        }
        page.line("</div>")
        page.line("<div class=\"rows\" style=\"margin-top:\(px(min(section.spacing, 48)))\">")
        page.line("<div class=\"list-row\" style=\"\(rowCSS);border-radius:\(radius)\">Single row</div>")
        page.line("</div></div>")
    }
}
