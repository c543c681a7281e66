import Testing
import ThemecCore

@testable import AppTheme

/// The checked-in `Generated/` style values against `themec resolve`: every style, state, role, theme and
/// appearance.
struct GeneratedStyleTests {
    typealias Support = GeneratedThemeTests

    /// `themec resolve`'s answer, with "unset" for a property the style does not set.
    static func resolved(_ theme: String, _ token: String, _ appearance: Appearance = .light, role: String? = nil)
        -> String
    {
        let printed = Support.resolve(theme, token, appearance, role: role)
        return printed.hasPrefix("error") && printed.contains("is not set") ? "unset" : printed
    }

    static func number(_ value: Double?) -> String { value.map(formatNumber) ?? "unset" }

    @Test func everyStyleIsGenerated() {
        #expect(Theme.ButtonStyles.names == Support.themeSet.buttonStyles.map(\.name))
        #expect(Theme.ListSections.names == Support.themeSet.listSections.map(\.name))
        #expect(Theme.default.buttonStyles.style(named: "nope") == nil)
        #expect(Theme.default.listSections.section(named: "nope") == nil)
    }

    @Test func everyButtonStateInEveryRoleThemeAndAppearanceMatchesResolve() throws {
        let roles: [ThemeButtonRole?] = [nil] + ThemeButtonRole.allCases
        for theme in Support.themeSet.themes {
            let generated = try #require(Theme.named(theme.name))
            for name in Theme.ButtonStyles.names {
                let style = try #require(generated.buttonStyles.style(named: name))
                for role in roles {
                    for state in ThemeButtonState.allCases {
                        let values = style.values(for: state, role: role)
                        let token = "buttonStyles.\(name).\(state.rawValue)."
                        let label = "\(theme.name) \(token) role \(role?.rawValue ?? "none")"
                        let ask = { (property: String, appearance: Appearance) in
                            Self.resolved(theme.name, token + property, appearance, role: role?.rawValue)
                        }
                        for appearance in Appearance.allCases {
                            let look = Support.generatedAppearance(appearance)
                            #expect(
                                values.foreground?.resolved(for: look).hex ?? "unset" == ask("foreground", appearance),
                                "\(label) foreground \(appearance)")
                            #expect(
                                values.background?.resolved(for: look).hex ?? "unset" == ask("background", appearance),
                                "\(label) background \(appearance)")
                            #expect(
                                values.border?.color.resolved(for: look).hex ?? "unset"
                                    == ask("border.color", appearance), "\(label) border \(appearance)")
                        }
                        #expect(Self.number(values.border?.width) == ask("border.width", .light), "\(label)")
                        #expect(formatNumber(values.opacity) == ask("opacity", .light), "\(label)")
                        #expect(formatNumber(values.scale) == ask("scale", .light), "\(label)")
                    }
                }
            }
        }
    }

    @Test func everyButtonStylePropertyMatchesResolve() throws {
        for theme in Support.themeSet.themes {
            let generated = try #require(Theme.named(theme.name))
            for name in Theme.ButtonStyles.names {
                let style = try #require(generated.buttonStyles.style(named: name))
                let ask = { (property: String) in Self.resolved(theme.name, "buttonStyles.\(name).\(property)") }
                let label = "\(theme.name) \(name)"
                #expect(style.layout.rawValue == ask("layout"), "\(label)")
                #expect(style.alignment.rawValue == ask("alignment"), "\(label)")
                #expect("\(style.isToggle)" == ask("isToggle"), "\(label)")
                let padding = style.padding.map {
                    [$0.top, $0.leading, $0.bottom, $0.trailing].map(formatNumber).joined(separator: " ")
                }
                #expect(padding ?? "unset" == ask("padding"), "\(label)")
                #expect(Self.number(style.padding?.leading) == ask("padding.leading"), "\(label)")
                #expect(style.fontWeight?.rawValue ?? "unset" == ask("fontWeight"), "\(label)")
                #expect(Self.number(style.cornerRadius) == ask("cornerRadius"), "\(label)")
                #expect(Self.number(style.shadow?.radius) == ask("shadow.radius"), "\(label)")
                #expect(Self.number(style.shadow?.x) == ask("shadow.x"), "\(label)")
                #expect(Self.number(style.shadow?.y) == ask("shadow.y"), "\(label)")
                for appearance in Appearance.allCases {
                    let color = style.shadow?.color.resolved(for: Support.generatedAppearance(appearance)).hex
                    #expect(
                        color ?? "unset"
                            == Self.resolved(theme.name, "buttonStyles.\(name).shadow.color", appearance),
                        "\(label) \(appearance)")
                }
                #expect(Self.number(style.size?.width) == ask("size.width"), "\(label)")
                #expect(Self.number(style.size?.height) == ask("size.height"), "\(label)")
                #expect(style.animation?.curve.rawValue ?? "unset" == ask("animation.curve"), "\(label)")
                #expect(Self.number(style.animation?.duration) == ask("animation.duration"), "\(label)")
            }
        }
    }

    @Test func everyListSectionPropertyMatchesResolve() throws {
        for theme in Support.themeSet.themes {
            let generated = try #require(Theme.named(theme.name))
            for name in Theme.ListSections.names {
                let section = try #require(generated.listSections.section(named: name))
                let ask = { (property: String, appearance: Appearance) in
                    Self.resolved(theme.name, "listSections.\(name).\(property)", appearance)
                }
                let label = "\(theme.name) \(name)"
                #expect(formatNumber(section.cornerRadius) == ask("cornerRadius", .light), "\(label)")
                #expect(formatNumber(section.rowMinHeight) == ask("rowMinHeight", .light), "\(label)")
                #expect(formatNumber(section.spacing) == ask("spacing", .light), "\(label)")
                let padding = section.rowPadding
                #expect(
                    [padding.top, padding.leading, padding.bottom, padding.trailing].map(formatNumber)
                        .joined(separator: " ") == ask("rowPadding", .light), "\(label)")
                for appearance in Appearance.allCases {
                    let look = Support.generatedAppearance(appearance)
                    #expect(
                        section.rowBackground.resolved(for: look).hex == ask("rowBackground", appearance),
                        "\(label) \(appearance)")
                    #expect(
                        section.headerForeground.resolved(for: look).hex == ask("headerForeground", appearance),
                        "\(label) \(appearance)")
                }
            }
        }
    }

    /// Spot checks against what Themes/*.yaml says in words.
    @Test func valuesWrittenInTheYAML() throws {
        let thema = Theme.default.buttonStyles.thema
        // The label's font is the `button` typography: bold at the body size, following Dynamic Type.
        #expect(thema.fontWeight == nil)
        #expect(thema.font == Theme.default.typography.button)
        #expect(thema.font?.weight == 700)
        #expect(thema.font?.weightName == .bold)
        #expect(thema.font?.textStyle == .body)
        #expect(Theme.default.buttonStyles.option.font == Theme.default.typography.button)
        let header = try #require(Theme.default.listSections.grouped.headerFont)
        #expect(header.font == .named("HiraginoSans-W3") && header.size == 12 && header.scaling == .fixed)
        #expect(thema.animation == ThemeAnimation(curve: .easeOut, duration: 0.2))
        // 0.8, not the 0.5 of the original brief: at 0.5 the pressed label fails 3:1 (see docs/Contrast.md).
        #expect(thema.values(for: .pressed).opacity == 0.8)
        #expect(thema.values(for: .disabled).background?.resolved(for: .light).hex == "#3C3C43FF")
        // A role's values apply before the state's: a pressed destructive button keeps the destructive fill.
        let destructive = thema.values(for: .pressed, role: .destructive)
        #expect(destructive.background?.resolved(for: .dark).hex == "#FF453AFF")
        #expect(destructive.opacity == 0.8)
        // No `cancel` block: cancel buttons look like buttons without a role.
        #expect(thema.values(for: .normal, role: .cancel) == thema.values(for: .normal))

        let option = Theme.ocean.buttonStyles.option
        #expect(option.isToggle)
        // `onAccent`: white on the light accent, black on the bright dark accent.
        #expect(option.values(for: .selected).foreground?.resolved(for: .light).hex == "#FFFFFFFF")
        #expect(option.values(for: .selected).foreground?.resolved(for: .dark).hex == "#000000FF")
        // `selectedPressed` inherits `selected`, then `pressed`.
        let selectedPressed = option.values(for: .selectedPressed)
        #expect(selectedPressed.scale == 0.97)
        #expect(selectedPressed.background == option.values(for: .selected).background)
        #expect(option.values(for: .normal).border?.width == 1)
        #expect(Theme.default.buttonStyles.option.values(for: .normal).border?.width == 2)

        let listRow = Theme.default.buttonStyles.listRow
        #expect(listRow.layout == .listRow)
        #expect(listRow.separatorLeadingInset == nil)
        #expect(Theme.ocean.listSections.grouped.cornerRadius == 16)
        #expect(Theme.default.listSections.grouped.cornerRadius == 8)
    }

    @Test(arguments: [
        (false, true, false, ThemeButtonState.normal), (true, true, false, .pressed), (false, false, false, .disabled),
        (true, false, false, .disabled), (false, true, true, .selected), (true, true, true, .selectedPressed),
        (true, false, true, .selected), (false, false, true, .selected),
    ])
    func buttonStateForSituation(isPressed: Bool, isEnabled: Bool, isSelected: Bool, expected: ThemeButtonState) {
        #expect(ThemeButtonState(isPressed: isPressed, isEnabled: isEnabled, isSelected: isSelected) == expected)
    }

    /// Pressing wins over the pointer, the pointer over focus; disabled wins over both. A selected toggle shows
    /// them too (`selectedHovered`, `selectedFocused`) while enabled.
    @Test(arguments: [
        (false, true, false, true, false, ThemeButtonState.hovered), (true, true, false, true, true, .pressed),
        (false, true, false, false, true, .focused), (false, true, false, true, true, .hovered),
        (false, false, false, true, true, .disabled), (false, true, true, true, true, .selectedHovered),
        (true, true, true, true, false, .selectedPressed), (false, true, true, false, true, .selectedFocused),
        (false, false, true, true, true, .selected), (false, true, true, false, false, .selected),
    ])
    func hoverAndFocus(
        isPressed: Bool, isEnabled: Bool, isSelected: Bool, isHovered: Bool, isFocused: Bool,
        expected: ThemeButtonState
    ) {
        #expect(
            ThemeButtonState(
                isPressed: isPressed, isEnabled: isEnabled, isSelected: isSelected, isHovered: isHovered,
                isFocused: isFocused) == expected)
    }

    /// The new values' neutral defaults: hovered and focused are normal unless a block sets them, lengths scale
    /// with body, and a list row's separator follows an alignment chosen per use.
    @Test func neutralValuesOfTheNewKeys() {
        for theme in Theme.all {
            for name in Theme.ButtonStyles.names {
                let style = theme.buttonStyles.style(named: name)!
                #expect(style.scaling == .body, "\(theme.name) \(name)")
                for role in [nil] + ThemeButtonRole.allCases {
                    #expect(style.values(for: .hovered, role: role) == style.values(for: .normal, role: role))
                    #expect(style.values(for: .focused, role: role) == style.values(for: .normal, role: role))
                }
            }
        }
        let table = ThemeButtonStateTable(
            normal: ThemeButtonStateValues(opacity: 0.5), pressed: ThemeButtonStateValues(),
            disabled: ThemeButtonStateValues(), selected: ThemeButtonStateValues(),
            selectedPressed: ThemeButtonStateValues())
        #expect(table.hovered.opacity == 0.5 && table[.focused].opacity == 0.5)
        let listRow = Theme.default.buttonStyles.listRow
        #expect(listRow.separatorLeadingInset(alignment: .leading) == nil)
        #expect(listRow.separatorLeadingInset(alignment: .center) == listRow.padding.map { $0.leading } ?? 16)
        #expect(ThemeTextStyle.allCases.count == 11)
    }

    @Test func rowPositionsRoundTheSectionsOuterCorners() {
        #expect(ThemeRowPosition(index: 0, count: 1) == .only)
        #expect((0..<4).map { ThemeRowPosition(index: $0, count: 4) } == [.first, .middle, .middle, .last])
        let section = Theme.ocean.listSections.grouped
        #expect(section.corners(for: .only) == ThemeCornerRadii(position: .only, radius: 16))
        #expect(
            section.corners(for: .first)
                == ThemeCornerRadii(topLeading: 16, bottomLeading: 0, bottomTrailing: 0, topTrailing: 16))
        #expect(
            section.corners(for: .last)
                == ThemeCornerRadii(topLeading: 0, bottomLeading: 16, bottomTrailing: 16, topTrailing: 0))
        #expect(
            section.corners(for: .middle)
                == ThemeCornerRadii(topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0))
    }

    @Test func centredListRowsKeepTheSeparatorAtTheLeadingPadding() {
        var style = Theme.default.buttonStyles.listRow
        style.alignment = .center
        #expect(style.separatorLeadingInset == 16)
        style.padding = ThemeEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(style.separatorLeadingInset == 20)
        style.padding = nil
        #expect(style.separatorLeadingInset == 16)
        style.layout = .inline
        #expect(style.separatorLeadingInset == nil)
    }
}
