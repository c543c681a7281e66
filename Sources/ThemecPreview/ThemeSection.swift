import ThemecCore

/// One theme's part of the page: a heading, the appearance-independent tokens, then a panel per appearance.
struct ThemeSection {
    let set: ResolvedThemeSet
    let theme: ResolvedTheme
    let contrast: ContrastIndex
    let surfaceOrigin: SurfaceOrigin

    var themeID: String { idFragment(theme.name) }

    func render(into page: inout Page) {
        page.line("<section class=\"theme\" id=\"theme-\(themeID)\">")
        page.line("<div class=\"theme-head\">")
        page.line("<h2>\(breakable(theme.name))</h2>")
        var meta: [String] = []
        if let extends = theme.extends { meta.append("extends <b>\(breakable(extends))</b>") }
        meta.append(breakable(theme.file))
        meta.append("surface: \(escape(surfaceOrigin.description))")
        page.line("<p class=\"meta\">\(meta.joined(separator: " · "))</p>")
        if let description = theme.description { page.line("<p class=\"description\">\(escape(description))</p>") }
        if let legend = originLegend() { page.line(legend) }
        page.line("</div>")
        renderStatic(into: &page)
        renderMoreTokens(into: &page)
        page.line("<div class=\"appearances\">")
        for appearance in Appearance.allCases { renderPanel(appearance, into: &page) }
        page.line("</div>")
        page.line("</section>")
    }

    // MARK: - Overridden and inherited tokens

    /// Whether an item of a theme that extends another is its own declaration or inherited.
    enum Origin {
        case overrides
        case inherited

        var className: String { self == .overrides ? "overrides" : "inherited" }
    }

    /// The origin of item `index` of a group (`declared` is `theme.declared`'s array for it); `nil` for a
    /// theme that extends nothing, or when the resolver did not say.
    func origin(_ declared: [Bool], _ index: Int) -> Origin? {
        guard theme.extends != nil, index < declared.count else { return nil }
        return declared[index] ? .overrides : .inherited
    }

    /// The mark an item carries: `data-origin` is what a test counts.
    func originTag(_ origin: Origin?) -> String {
        guard let origin, let parent = theme.extends else { return "" }
        switch origin {
        case .overrides:
            return "<span class=\"origin overrides\" data-origin=\"overrides\">overrides \(breakable(parent))</span>"
        case .inherited:
            return "<span class=\"origin inherited\" data-origin=\"inherited\" title=\"inherited from "
                + "\(escape(parent))\">inherited</span>"
        }
    }

    /// For a theme that extends another: what the two marks mean, and how many items carry each.
    func originLegend() -> String? {
        guard let parent = theme.extends else { return nil }
        let declared = theme.declared
        let groups = [
            (declared.palette, set.palette.count), (declared.colors, set.colors.count),
            (declared.radii, set.radii.count), (declared.spacing, set.spacing.count),
            (declared.sizes, set.sizes.count), (declared.opacity, set.opacity.count),
            (declared.numbers, set.numbers.count), (declared.durations, set.durations.count),
            (declared.fonts, set.fonts.count), (declared.typography, set.typography.count),
            (declared.shadows, set.shadows.count), (declared.animations, set.animations.count),
            (declared.buttonStyles, set.buttonStyles.count), (declared.listSections, set.listSections.count),
        ]
        guard groups.contains(where: { !$0.0.isEmpty }) else { return nil }
        let own = groups.reduce(0) { $0 + $1.0.prefix($1.1).count(where: { $0 }) }
        let total = groups.reduce(0) { $0 + min($1.0.count, $1.1) }
        return "<p class=\"origins\"><span class=\"legend-item\"><span class=\"origin overrides\">overrides "
            + "\(breakable(parent))</span> \(own) of \(total) tokens and styles, declared in "
            + "\(breakable(theme.name))</span><span class=\"legend-item\"><span class=\"origin inherited\">"
            + "inherited</span> \(total - own) from \(breakable(parent)), names muted — an inherited "
            + "<code>{colors.accent}</code> reference still takes \(breakable(theme.name))’s value</span></p>"
    }

    // MARK: - Palette, radii, spacing

    func renderStatic(into page: inout Page) {
        guard !set.palette.isEmpty || !set.radii.isEmpty || !set.spacing.isEmpty else { return }
        page.line("<div class=\"card static\">")
        if !set.palette.isEmpty {
            page.line("<div class=\"block palette\"><h3>Palette</h3><div class=\"swatches\">")
            for (index, (info, color)) in zip(set.palette, theme.palette).enumerated() {
                swatch(
                    name: info.name.dottedPath, color: color, detail: nil,
                    id: "swatch-\(themeID)-palette-\(idFragment(info.name.dottedPath))",
                    origin: origin(theme.declared.palette, index), into: &page)
            }
            page.line("</div></div>")
        }
        if !set.radii.isEmpty {
            page.line("<div class=\"block\"><h3>Radii</h3><div class=\"radii\">")
            for (index, (info, radius)) in zip(set.radii, theme.radii).enumerated() {
                let origin = origin(theme.declared.radii, index)
                page.line(
                    "<div class=\"radius\(origin == .inherited ? " inherited" : "")\">"
                        + "<div class=\"radius-box\" style=\"border-radius:\(px(radius))\"></div>"
                        + "<div class=\"name\">\(breakable(info.name.dottedPath))</div>"
                        + "<div class=\"value\">\(formatNumber(radius)) pt</div>\(originTag(origin))</div>")
            }
            page.line("</div></div>")
        }
        if !set.spacing.isEmpty {
            page.line("<div class=\"block\"><h3>Spacing</h3><div class=\"spacing\">")
            for (index, (info, length)) in zip(set.spacing, theme.spacing).enumerated() {
                let origin = origin(theme.declared.spacing, index)
                page.line(
                    "<div class=\"space\(origin == .inherited ? " inherited" : "")\">"
                        + "<div class=\"space-bar\" style=\"width:\(px(min(length, 160)))\"></div>"
                        + "<span class=\"name\">\(breakable(info.name.dottedPath))</span>"
                        + "<span class=\"value\">\(formatNumber(length)) pt</span>\(originTag(origin))</div>")
            }
            page.line("</div></div>")
        }
        page.line("</div>")
    }

    /// A colour over a checkerboard made of its own backdrop (the panel's surface, or the card), so a
    /// translucent colour looks as it would there, with the checks showing through.
    func swatch(name: String, color: RGBA, detail: String?, id: String, origin: Origin?, into page: inout Page) {
        let translucent = color.alpha < 255
        let opacity =
            translucent ? "<div class=\"detail\">\(Int((Double(color.alpha) / 2.55).rounded()))% opaque</div>" : ""
        page.line(
            "<div class=\"swatch\(origin == .inherited ? " inherited" : "")\(translucent ? " translucent" : "")\">"
                + "<div class=\"chip\"><div class=\"fill\" id=\"\(id)\" style=\"background:\(css(color))\"></div></div>"
                + "<div class=\"name\">\(breakable(name))</div><div class=\"hex\">\(color.text)</div>"
                + (detail.map { "<div class=\"detail\">\(breakable($0))</div>" } ?? "") + opacity
                + originTag(origin) + "</div>")
    }

    // MARK: - One appearance

    func renderPanel(_ appearance: Appearance, into page: inout Page) {
        let surface = ContrastChecker.surface(of: theme, in: set, appearance).color
        let labelIndex = set.colors.firstIndex { $0.name.path == ["label"] }
        let label =
            labelIndex.map { theme.colors[$0][appearance].rgba }
            ?? (appearance.colorScheme == .light
                ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 255, green: 255, blue: 255))
        let rows = contrast.rows(theme: theme.name, appearance)
        let failing = rows.count(where: { $0.verdict == .fail })
        let scheme = appearance.colorScheme.rawValue
        page.line(
            "<div class=\"panel \(scheme)\" id=\"panel-\(themeID)-\(appearance.rawValue)\" "
                + "style=\"--surface:\(css(surface));background:\(css(surface));color:\(css(label))\">")
        page.line(
            "<div class=\"panel-head\"><span class=\"appearance\">\(appearance.title)</span>"
                + (failing > 0 ? "<span class=\"panel-fails\">\(failing) failing</span>" : "")
                + "<span class=\"surface\">surface \(surface.text)</span></div>")
        if !set.colors.isEmpty {
            page.line("<h3>Colours</h3><div class=\"swatches\">")
            for (index, (info, color)) in zip(set.colors, theme.colors).enumerated() {
                let value = color[appearance]
                swatch(
                    name: info.name.dottedPath, color: value.rgba, detail: value.system.map { "system.\($0.name)" },
                    id: "swatch-\(themeID)-\(appearance.rawValue)-colors-\(idFragment(info.name.dottedPath))",
                    origin: origin(theme.declared.colors, index), into: &page)
            }
            page.line("</div>")
        }
        renderShadows(appearance, into: &page)
        var bySubject: [ContrastSubject: ContrastRow] = [:]
        for row in rows { bySubject[row.subject] = row }
        var drawn = Set<ContrastSubject>()
        if !set.buttonStyles.isEmpty {
            page.line("<h3>Button styles</h3>")
            for (index, name) in set.buttonStyles.enumerated() where index < theme.buttonStyles.count {
                renderButtonStyle(
                    name, theme.buttonStyles[index], appearance, origin: origin(theme.declared.buttonStyles, index),
                    rows: bySubject, drawn: &drawn, into: &page)
            }
        }
        renderPairs(rows, drawn: &drawn, into: &page)
        renderOtherFailures(rows, drawn: drawn, into: &page)
        if !set.listSections.isEmpty {
            // Grouped lists sit on the grouped background when the theme has one.
            let grouped = set.colors.firstIndex { $0.name.path == ["groupedBackground"] }
            let backdrop = grouped.map { " style=\"background:\(css(theme.colors[$0][appearance].rgba))\"" }
            page.line("<h3>List sections</h3><div class=\"lists\(backdrop == nil ? " tinted" : "")\"\(backdrop ?? "")>")
            for (index, name) in set.listSections.enumerated() where index < theme.listSections.count {
                renderListSection(
                    name, theme.listSections[index], appearance, origin: origin(theme.declared.listSections, index),
                    into: &page)
            }
            page.line("</div>")
        }
        page.line("</div>")
    }

    // MARK: - List sections

    func renderListSection(
        _ name: StyleName, _ section: ResolvedListSection, _ appearance: Appearance, origin: Origin?,
        into page: inout Page
    ) {
        let radius = px(section.cornerRadius)
        let padding = section.rowPadding
        let rowCSS =
            "background:\(css(section.rowBackground[appearance].rgba));min-height:\(px(section.rowMinHeight));"
            + "padding:\(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading))"
        page.line(
            "<div class=\"list\(origin == .inherited ? " inherited" : "")\"><div class=\"style-name\">"
                + "<code>.\(breakable(name.identifier))</code>\(originTag(origin))</div>")
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
