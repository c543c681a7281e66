import ThemecDiagnostics

extension ResolvedThemeSet {
    /// The properties `themec resolve` answers for a button style, per state.
    static let buttonStateProperties = [
        "foreground", "background", "border", "border.color", "border.width", "opacity", "scale",
    ]
    /// The properties of a button style that do not change with state.
    static let buttonStyleProperties = [
        "layout", "alignment", "padding", "padding.top", "padding.leading", "padding.bottom", "padding.trailing",
        "fontWeight", "cornerRadius", "shadow.color", "shadow.radius", "shadow.x", "shadow.y", "size.width",
        "size.height", "animation.curve", "animation.duration", "isToggle",
    ]
    static let listSectionProperties = [
        "cornerRadius", "rowBackground", "rowMinHeight", "rowPadding", "rowPadding.top", "rowPadding.leading",
        "rowPadding.bottom", "rowPadding.trailing", "headerForeground", "headerPadding", "spacing", "separator",
        "separator.color", "separator.leading", "separator.trailing",
    ]

    /// `buttonStyles.NAME[.STATE].PROPERTY` and `listSections.NAME.PROPERTY`.
    func lookupStyle(_ query: TokenQuery, theme: ResolvedTheme) -> Result<ResolvedValue, LookupError> {
        let segments = query.token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let group = segments[0]
        let names = group == "buttonStyles" ? buttonStyles : listSections
        guard segments.count >= 3 else {
            return .failure(
                LookupError(
                    "write '\(group).NAME.PROPERTY'\(group == "buttonStyles" ? " or 'buttonStyles.NAME.STATE.PROPERTY'" : "")"
                ))
        }
        guard let index = names.firstIndex(where: { $0.name == segments[1] }) else {
            let suggestion = Suggestions.closest(to: segments[1], in: names.map(\.name))
            return .failure(
                LookupError(
                    "theme '\(theme.name)' has no \(group == "buttonStyles" ? "button style" : "list section") '\(segments[1])'"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
        }
        var rest = Array(segments.dropFirst(2))
        if group == "listSections" {
            return listSectionProperty(
                theme.listSections[index], rest.joined(separator: "."), appearance: query.appearance)
        }
        let style = theme.buttonStyles[index]
        var state = ButtonState.normal
        if let first = rest.first, let named = ButtonState(rawValue: first), rest.count > 1 {
            state = named
            rest.removeFirst()
        }
        var role: ButtonRoleKind?
        if let roleName = query.role {
            guard let known = ButtonRoleKind(rawValue: roleName) else {
                return .failure(
                    LookupError(
                        "unknown role '\(roleName)'; roles are \(ButtonRoleKind.allCases.map(\.rawValue).joined(separator: ", "))"
                    ))
            }
            role = known
        }
        let property = rest.joined(separator: ".")
        if Self.buttonStateProperties.contains(property) {
            return stateProperty(style.values(state, role: role), property, appearance: query.appearance)
        }
        guard state == .normal, Self.buttonStyleProperties.contains(property) else {
            let candidates = Self.buttonStateProperties + (state == .normal ? Self.buttonStyleProperties : [])
            let suggestion = Suggestions.closest(to: property, in: candidates)
            return .failure(
                LookupError(
                    "'\(property)' is not a property of a button style\(state == .normal ? "" : " state")"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                        + (state == .normal
                            ? "; states are \(ButtonState.allCases.map(\.rawValue).joined(separator: ", "))" : "")))
        }
        return styleProperty(style, property, appearance: query.appearance)
    }

    private func notSet(_ property: String) -> Result<ResolvedValue, LookupError> {
        .failure(LookupError("'\(property)' is not set for this style"))
    }

    private func stateProperty(_ values: ButtonStateValues, _ property: String, appearance: Appearance)
        -> Result<ResolvedValue, LookupError>
    {
        switch property {
        case "foreground": return values.foreground.map { .success(.color($0[appearance].rgba)) } ?? notSet(property)
        case "background": return values.background.map { .success(.color($0[appearance].rgba)) } ?? notSet(property)
        case "border":
            return values.border.map { .success(.text("\($0.color[appearance].rgba.text) \(formatNumber($0.width))")) }
                ?? notSet(property)
        case "border.color":
            return values.border.map { .success(.color($0.color[appearance].rgba)) } ?? notSet(property)
        case "border.width": return values.border.map { .success(.number($0.width)) } ?? notSet(property)
        case "opacity": return .success(.number(values.opacity))
        default: return .success(.number(values.scale))
        }
    }

    private func styleProperty(_ style: ResolvedButtonStyle, _ property: String, appearance: Appearance)
        -> Result<ResolvedValue, LookupError>
    {
        switch property {
        case "layout": return .success(.text(style.layout.rawValue))
        case "alignment": return .success(.text(style.alignment.rawValue))
        case "isToggle": return .success(.text(style.isToggle ? "true" : "false"))
        case "padding": return style.padding.map { .success(.text($0.description)) } ?? notSet(property)
        case "padding.top": return style.padding.map { .success(.number($0.top)) } ?? notSet(property)
        case "padding.leading": return style.padding.map { .success(.number($0.leading)) } ?? notSet(property)
        case "padding.bottom": return style.padding.map { .success(.number($0.bottom)) } ?? notSet(property)
        case "padding.trailing": return style.padding.map { .success(.number($0.trailing)) } ?? notSet(property)
        case "fontWeight": return style.fontWeight.map { .success(.text($0.rawValue)) } ?? notSet(property)
        case "cornerRadius": return style.cornerRadius.map { .success(.number($0)) } ?? notSet(property)
        case "shadow.color": return style.shadow.map { .success(.color($0.color[appearance].rgba)) } ?? notSet(property)
        case "shadow.radius": return style.shadow.map { .success(.number($0.radius)) } ?? notSet(property)
        case "shadow.x": return style.shadow.map { .success(.number($0.x)) } ?? notSet(property)
        case "shadow.y": return style.shadow.map { .success(.number($0.y)) } ?? notSet(property)
        case "size.width": return style.size?.width.map { .success(.number($0)) } ?? notSet(property)
        case "size.height": return style.size?.height.map { .success(.number($0)) } ?? notSet(property)
        case "animation.curve": return style.animation.map { .success(.text($0.curve.rawValue)) } ?? notSet(property)
        default: return style.animation.map { .success(.number($0.duration)) } ?? notSet(property)
        }
    }

    private func listSectionProperty(_ section: ResolvedListSection, _ property: String, appearance: Appearance)
        -> Result<ResolvedValue, LookupError>
    {
        switch property {
        case "cornerRadius": return .success(.number(section.cornerRadius))
        case "rowBackground": return .success(.color(section.rowBackground[appearance].rgba))
        case "rowMinHeight": return .success(.number(section.rowMinHeight))
        case "rowPadding": return .success(.text(section.rowPadding.description))
        case "rowPadding.top": return .success(.number(section.rowPadding.top))
        case "rowPadding.leading": return .success(.number(section.rowPadding.leading))
        case "rowPadding.bottom": return .success(.number(section.rowPadding.bottom))
        case "rowPadding.trailing": return .success(.number(section.rowPadding.trailing))
        case "headerForeground": return .success(.color(section.headerForeground[appearance].rgba))
        case "headerPadding": return .success(.text(section.headerPadding.description))
        case "spacing": return .success(.number(section.spacing))
        case "separator": return .success(.text(section.separator.visibility.rawValue))
        case "separator.color": return .success(.color(section.separator.color[appearance].rgba))
        case "separator.leading": return .success(.number(section.separator.leadingInset))
        case "separator.trailing": return .success(.number(section.separator.trailingInset))
        default:
            let suggestion = Suggestions.closest(to: property, in: Self.listSectionProperties)
            return .failure(
                LookupError(
                    "'\(property)' is not a property of a list section"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
        }
    }
}
