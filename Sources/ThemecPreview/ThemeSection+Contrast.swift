import ThemecCore

/// The measured parts of a panel: button styles in every state and role, declared pairs, and — should the
/// matrix hold a failing condition neither draws — a list of the rest, so every failure has its mark.
extension ThemeSection {
    // MARK: - Button styles

    func renderButtonStyle(
        _ name: StyleName, _ style: ResolvedButtonStyle, _ appearance: Appearance, origin: Origin?,
        rows: [ContrastSubject: ContrastRow], drawn: inout Set<ContrastSubject>, into page: inout Page
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
        page.line("<div class=\"style\(origin == .inherited ? " inherited" : "")\">")
        page.line(
            "<div class=\"style-name\"><code>.\(breakable(name.identifier))</code>"
                + "<span class=\"facts\">\(escape(facts.joined(separator: " · ")))</span>\(originTag(origin))</div>")
        // One grid for every role and state: its columns are as wide as the widest button needs, and as
        // many as fit, so a toggle's five states wrap on a narrow screen instead of running out of the panel.
        page.line("<div class=\"states\" style=\"--cell:\(Self.cellWidth(style))px\">")
        for role in roles {
            if roles.count > 1 { page.line("<div class=\"role\">\(role?.rawValue ?? "no role")</div>") }
            for state in states {
                let subject = ContrastSubject.buttonStyle(name: name.name, role: role, state: state)
                let row = rows[subject]
                if row != nil { drawn.insert(subject) }
                renderButton(style, style.values(state, role: role), state: state, row: row, appearance, into: &page)
            }
        }
        page.line("</div></div>")
    }

    /// The width a state's cell needs, in CSS pixels: the button (its size, or its label and padding) and
    /// the cell's padding around it (room for a shadow or a scale), at least enough for the badge on two lines.
    static func cellWidth(_ style: ResolvedButtonStyle) -> Int {
        let button: Double
        if style.layout == .listRow {
            // A row fills its cell (up to 104 px), so three states fit side by side on a phone.
            button = style.size?.width ?? 80
        } else if let width = style.size?.width {
            button = width
        } else {
            // "Button" or "Option" at 15 px: about 52 px regular, 58 px bold; in proportion at the label's size.
            let label = (TokenCSS.labelWeight(style) >= 600 ? 58.0 : 52.0) * TokenCSS.labelSize(style) / 15
            let padding = (style.padding?.leading ?? 0) + (style.padding?.trailing ?? 0)
            let border = ButtonState.allCases.map { 2 * (style.values($0).border?.width ?? 0) }.max() ?? 0
            button = label + padding + border
        }
        let room = TokenCSS.shadowRoom(style)
        return Int(min(max(button + 20 + room.left + room.right, 100), 480).rounded(.up))
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
        // The label as the app draws it: the style's typography (SwiftUI's body, 17 pt, without one), its
        // weight under the style's `fontWeight`.
        css.append(TokenCSS.labelFont(style))
        let shadows = TokenCSS.buttonShadows(style, appearance)
        if !shadows.isEmpty { css.append("box-shadow:" + shadows) }
        if let width = style.size?.width { css.append("width:\(px(width))") }
        if let height = style.size?.height { css.append("height:\(px(height))") }
        // Dimmed as the generated code dims it: a disabled button's opacity times the style's `disabledOpacity`
        // (a toggle without a `disabled` block), as `values(for:role:isEnabled:)` does.
        let opacity = values.opacity * (state == .disabled ? style.disabledOpacity ?? 1 : 1)
        if opacity < 1 { css.append("opacity:\(formatNumber(opacity))") }
        if values.scale != 1 { css.append("transform:scale(\(formatNumber(values.scale)))") }
        let layout = style.layout == .listRow ? "btn list-row align-\(style.alignment.rawValue)" : "btn"
        let label = style.layout == .listRow ? "Row" : (style.isToggle ? "Option" : "Button")
        // Room around the button for its whole shadow (and its scale), inside the stage that scrolls sideways.
        let room = TokenCSS.shadowRoom(style)
        let stage =
            "padding:\(px(6 + room.top)) \(px(4 + room.right)) \(px(6 + room.bottom)) \(px(4 + room.left))"
        var attributes = ""
        if case .named(let name) = style.font?.font { attributes = " data-font=\"\(escape(name))\"" }
        if !shadows.isEmpty { attributes += " data-shadow=\"\(Self.shadowExtent(style, appearance))\"" }
        page.line("<div\(Self.cellAttributes(row?.verdict ?? .skipped))><div class=\"state\">\(state.rawValue)</div>")
        page.line(
            "<div class=\"stage\" style=\"\(stage)\"><div class=\"\(layout)\"\(attributes) "
                + "style=\"\(escape(css.joined(separator: ";")))\">\(label)</div></div>")
        page.line(badge(row))
        page.line("</div>")
    }

    /// How far the button's shadows reach past its box on each side, in CSS pixels (`top right bottom left`),
    /// for tools that check nothing clips them.
    static func shadowExtent(_ style: ResolvedButtonStyle, _ appearance: Appearance) -> String {
        let reach = TokenCSS.shadowReach(style)
        return [reach.top, reach.right, reach.bottom, reach.left].map(formatNumber).joined(separator: " ")
    }

    /// `class="cell VERDICT"`, and for a failure the `data-contrast-fail` mark the page's count refers to.
    static func cellAttributes(_ verdict: ContrastVerdict, extra: String = "") -> String {
        " class=\"cell\(extra) \(verdict.rawValue)\"" + (verdict == .fail ? " data-contrast-fail" : "")
    }

    func badge(_ row: ContrastRow?) -> String {
        guard let row, row.ratio != nil else {
            return "<div class=\"badge skipped\" title=\"\(escape(row?.note ?? ""))\">? no foreground</div>"
        }
        switch row.verdict {
        case .pass: return "<div class=\"badge pass\">✓ \(row.ratioText)</div>"
        case .fail:
            return
                "<div class=\"badge fail\">✕ \(row.ratioText) &lt; \(row.thresholdText)</div>"
        case .exempt: return "<div class=\"badge exempt\">– \(row.ratioText)</div>"
        case .skipped: return "<div class=\"badge skipped\">?</div>"
        }
    }

    // MARK: - Declared pairs

    /// The panel's `lint.contrast` pairs: a sample of the label as composited on its background, the
    /// pair as written, and its badge.
    func renderPairs(_ rows: [ContrastRow], drawn: inout Set<ContrastSubject>, into page: inout Page) {
        let pairs = rows.filter { if case .pair = $0.subject { true } else { false } }
        guard !pairs.isEmpty else { return }
        page.line("<h3>Contrast pairs</h3><div class=\"pairs\">")
        for row in pairs {
            guard case .pair(_, let foreground, let background) = row.subject else { continue }
            drawn.insert(row.subject)
            let text = row.text.map { "color:\(css($0));" } ?? ""
            page.line("<div\(Self.cellAttributes(row.verdict, extra: " pair"))>")
            page.line("<div class=\"pair-sample\" style=\"\(text)background:\(css(row.backdrop))\">Aa Label text</div>")
            page.line(
                "<div class=\"pair-name\"><code>\(breakable(foreground))</code> on <code>\(breakable(background))</code>"
                    + " · min \(row.thresholdText)</div>")
            page.line(badge(row))
            page.line("</div>")
        }
        page.line("</div>")
    }

    // MARK: - Anything else that fails

    /// Failing conditions of the panel that no button cell or pair drew (none, as the matrix is built
    /// today): listed, so that the marks on the page always add up to the count in its summary.
    func renderOtherFailures(_ rows: [ContrastRow], drawn: Set<ContrastSubject>, into page: inout Page) {
        let rest = rows.filter { $0.verdict == .fail && !drawn.contains($0.subject) }
        guard !rest.isEmpty else { return }
        page.line("<h3>Other failing conditions</h3><div class=\"pairs\">")
        for row in rest {
            let what: String
            switch row.subject {
            case .buttonStyle(let name, let role, let state):
                what = ".\(breakable(name)) · \(role?.rawValue ?? "no role") · \(state.rawValue)"
            case .pair(let index, let foreground, let background):
                what = "lint.contrast[\(index)] \(breakable(foreground)) on \(breakable(background))"
            }
            page.line("<div\(Self.cellAttributes(row.verdict, extra: " other"))><div class=\"pair-name\">\(what)</div>")
            page.line(badge(row))
            page.line("</div>")
        }
        page.line("</div>")
    }
}
