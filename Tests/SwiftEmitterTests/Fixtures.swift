import ThemecCore
import ThemecDiagnostics

/// Theme sets built by hand, standing in for the loader's output.
enum Fixtures {
    /// Two themes (`Ocean` extends `Default`) with the awkward cases: keyword token names, a digit-leading
    /// palette name, non-ASCII names, a whole system colour, a system colour with opacity, a colour that is a
    /// system colour in only some appearances, Display P3 values (a palette colour and one appearance of a colour
    /// in `Default`, which `Ocean` replaces with sRGB, and a colour of `Ocean`), and descriptions that try to break
    /// comments.
    static let sample: ResolvedThemeSet = {
        let palette: [TokenInfo] = [
            token(.palette, ["blue", "500"], "Brand blue."),
            token(.palette, ["gray", "600"]),
            token(.palette, ["600"], "A palette name that starts with a digit."),
            token(.palette, ["café"], "Crème, for the café screens."),
        ]
        let colors: [TokenInfo] = [
            token(.colors, ["accent"], "Buttons, links and the selection."),
            token(.colors, ["default"], "The keyword `default` as a token.\nSecond line: */ /* \"quoted\" \\ end."),
            token(.colors, ["class"]),
            token(.colors, ["text", "secondary"], "Secondary text: the system colour itself."),
            token(.colors, ["separator", "faint"], "The system separator at half opacity."),
            token(.colors, ["mixed"], "A system colour in light mode only."),
            token(.colors, ["café"]),
        ]
        let radii: [TokenInfo] = [
            token(.radii, ["button"], "Buttons and text fields."),
            token(.radii, ["card"]),
            token(.radii, ["default"]),
        ]
        let spacing: [TokenInfo] = [
            token(.spacing, ["small"]),
            token(.spacing, ["2xl"], "Between sections."),
            token(.spacing, ["for"]),
        ]

        let blue = RGBA(red: 0, green: 122, blue: 255)
        let gray = RGBA(red: 99, green: 99, blue: 102)
        let deep = RGBA(red: 0, green: 64, blue: 221)
        let creme = RGBA(red: 255, green: 248, blue: 231)
        let teal = RGBA(red: 0, green: 113, blue: 164)

        let secondaryLabel = DynamicColor(
            light: system(RGBA(red: 60, green: 60, blue: 67, alpha: 153), "secondaryLabel"),
            dark: system(RGBA(red: 235, green: 235, blue: 245, alpha: 153), "secondaryLabel"),
            lightHighContrast: system(RGBA(red: 60, green: 60, blue: 67, alpha: 173), "secondaryLabel"),
            darkHighContrast: system(RGBA(red: 235, green: 235, blue: 245, alpha: 173), "secondaryLabel"))
        let faintSeparator = DynamicColor(
            light: system(RGBA(red: 60, green: 60, blue: 67, alpha: 128), "separator", opacity: 0.5),
            dark: system(RGBA(red: 84, green: 84, blue: 88, alpha: 128), "separator", opacity: 0.5),
            lightHighContrast: system(RGBA(red: 60, green: 60, blue: 67, alpha: 128), "separator", opacity: 0.5),
            darkHighContrast: system(RGBA(red: 84, green: 84, blue: 88, alpha: 128), "separator", opacity: 0.5))
        let mixed = DynamicColor(
            light: system(RGBA(red: 0, green: 0, blue: 0), "label"),
            dark: ColorValue(rgba: RGBA(red: 240, green: 240, blue: 240)),
            lightHighContrast: system(RGBA(red: 0, green: 0, blue: 0), "label"),
            darkHighContrast: ColorValue(rgba: RGBA(red: 255, green: 255, blue: 255)))

        func accent(_ light: RGBA, _ dark: RGBA, _ lightHigh: RGBA, _ darkHigh: RGBA) -> DynamicColor {
            DynamicColor(
                light: ColorValue(rgba: light), dark: ColorValue(rgba: dark),
                lightHighContrast: ColorValue(rgba: lightHigh), darkHighContrast: ColorValue(rgba: darkHigh))
        }

        var defaultTheme = ResolvedTheme(
            name: "Default", identifier: "default", description: "The standard look.", extends: nil,
            file: "Themes/default.yaml", nameRange: range("Themes/default.yaml"),
            palette: [blue, gray, RGBA(red: 75, green: 85, blue: 99, space: .displayP3), creme],
            colors: [
                accent(
                    blue, RGBA(red: 10, green: 132, blue: 255), deep,
                    RGBA(red: 64, green: 156, blue: 255, space: .displayP3)),
                DynamicColor(constant: ColorValue(rgba: gray)),
                DynamicColor(constant: ColorValue(rgba: RGBA(red: 1, green: 2, blue: 3, alpha: 4))),
                secondaryLabel, faintSeparator, mixed,
                DynamicColor(constant: ColorValue(rgba: creme)),
            ],
            radii: [8, 12.5, 4], spacing: [4, 32, 0.25],
            buttonStyles: buttonStyles(accent: blue, fill: gray, radius: 8),
            listSections: listSections(background: creme, radius: 10))
        defaultTheme.sizes = [44, 1.5]
        defaultTheme.opacity = [0.5]
        defaultTheme.numbers = [-1, 1.25]
        defaultTheme.durations = [0.25]
        defaultTheme.fonts = [.named("HiraginoSans-W3"), .systemRounded]
        defaultTheme.typography = [
            ResolvedTypography(font: .named("HiraginoSans-W3"), size: 12, scaling: .fixed),
            ResolvedTypography(font: .system, size: 17, weight: 700, textStyle: .body),
            ResolvedTypography(
                font: .systemRounded, size: 28, weight: 600, lineHeight: 34, tracking: -0.5, textStyle: .title),
        ]
        var ocean = ResolvedTheme(
            name: "Ocean", identifier: "ocean", description: nil, extends: "Default",
            file: "Themes/ocean.yaml", nameRange: range("Themes/ocean.yaml"),
            palette: [teal, gray, RGBA(red: 75, green: 85, blue: 99), creme],
            colors: [
                accent(teal, RGBA(red: 100, green: 210, blue: 255), RGBA(red: 0, green: 80, blue: 120), teal),
                DynamicColor(constant: ColorValue(rgba: gray)),
                DynamicColor(constant: ColorValue(rgba: RGBA(red: 1, green: 2, blue: 3, alpha: 4))),
                secondaryLabel, faintSeparator, mixed,
                DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 113, blue: 164, space: .displayP3))),
            ],
            radii: [16, 12.5, 4], spacing: [4, 40, 0.25],
            buttonStyles: buttonStyles(accent: teal, fill: creme, radius: 16, toggleScaling: .headline),
            listSections: listSections(background: teal, radius: 16))
        ocean.sizes = [48, 1.5]
        ocean.opacity = [0.5]
        ocean.numbers = [-1, 1.5]
        ocean.durations = [0.4]
        ocean.fonts = [.named("Avenir \"Next\""), .systemRounded]
        ocean.typography = [
            ResolvedTypography(font: .named("Avenir \"Next\""), size: 12, scaling: .fixed),
            ResolvedTypography(font: .system, size: 17, weight: 700, textStyle: .body),
            ResolvedTypography(
                font: .systemRounded, size: 28, weight: 600, lineHeight: 34, tracking: -0.5, textStyle: .title),
        ]
        var set = ResolvedThemeSet(
            themes: [defaultTheme, ocean], palette: palette, colors: colors, radii: radii, spacing: spacing,
            sourceFiles: ["Themes/default.yaml", "Themes/ocean.yaml"],
            buttonStyles: ["listRow", "primary-button", "class"].map(styleName(suffix: "ButtonStyle")),
            listSections: ["grouped", "default"].map(styleName(suffix: "ListSection")))
        set.sizes = [token(.sizes, ["icon", "small"], "Toolbar icons."), token(.sizes, ["hairline"])]
        set.opacity = [token(.opacity, ["disabled"])]
        set.numbers = [token(.numbers, ["zBelow"]), token(.numbers, ["lineHeight"], "A line-height multiplier.")]
        set.durations = [token(.durations, ["press"])]
        set.fonts = [token(.fonts, ["hiragino"], "The section headers' face."), token(.fonts, ["rounded"])]
        set.typography = [
            token(.typography, ["sectionHeader"]), token(.typography, ["button"], "Bold, follows Dynamic Type."),
            token(.typography, ["title", "large"]),
        ]
        return set
    }()

    /// `primary-button` → `primaryButton`, `PrimaryButtonButtonStyle`, as the resolver names styles.
    static func styleName(suffix: String) -> (String) -> StyleName {
        { name in
            let identifier = SwiftIdentifier.identifier(for: [name])!
            return StyleName(
                name: name, identifier: identifier,
                typeName: identifier.prefix(1).uppercased() + identifier.dropFirst() + suffix)
        }
    }

    /// Every state from the normal values and the states that differ, as the resolver fills them in.
    static func states(
        _ normal: ButtonStateValues, pressed: ButtonStateValues? = nil, disabled: ButtonStateValues? = nil,
        selected: ButtonStateValues? = nil, selectedPressed: ButtonStateValues? = nil,
        hovered: ButtonStateValues? = nil, focused: ButtonStateValues? = nil
    ) -> [ButtonState: ButtonStateValues] {
        [
            .normal: normal, .pressed: pressed ?? normal, .disabled: disabled ?? normal,
            .selected: selected ?? normal, .selectedPressed: selectedPressed ?? selected ?? pressed ?? normal,
            .hovered: hovered ?? normal, .focused: focused ?? normal,
            .selectedHovered: selected ?? normal, .selectedFocused: selected ?? normal,
        ]
    }

    /// A list row with a centred label, fixed lengths and a destructive role, a filled button with a cancel role
    /// and a hovered state, and a toggle named with a keyword, with a focused state, scaling with `toggleScaling`.
    static func buttonStyles(
        accent: RGBA, fill: RGBA, radius: Double, toggleScaling: TextStyleKind = .body
    ) -> [ResolvedButtonStyle] {
        let accent = DynamicColor(constant: ColorValue(rgba: accent))
        let red = DynamicColor(
            light: ColorValue(rgba: RGBA(red: 255, green: 59, blue: 48)),
            dark: ColorValue(rgba: RGBA(red: 255, green: 69, blue: 58)),
            lightHighContrast: ColorValue(rgba: RGBA(red: 215, green: 0, blue: 21)),
            darkHighContrast: ColorValue(rgba: RGBA(red: 255, green: 105, blue: 97)))
        let secondary = DynamicColor(constant: system(RGBA(red: 60, green: 60, blue: 67, alpha: 153), "secondaryLabel"))
        let pressedFill = DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0, alpha: 20)))
        let white = DynamicColor(constant: ColorValue(rgba: RGBA(red: 255, green: 255, blue: 255)))
        let fillColor = DynamicColor(constant: ColorValue(rgba: fill))

        let row = ButtonStateValues(foreground: accent)
        var rowPressed = row
        rowPressed.background = pressedFill
        let destructiveRow = ButtonStateValues(foreground: red)
        var destructivePressed = destructiveRow
        destructivePressed.background = pressedFill
        let listRow = ResolvedButtonStyle(
            layout: .listRow, alignment: .center,
            padding: EdgeInsetsValue(top: 12, leading: 20, bottom: 12, trailing: 20),
            fontWeight: nil, cornerRadius: nil, shadow: nil, size: nil, animation: nil, isToggle: false,
            states: states(row, pressed: rowPressed, disabled: ButtonStateValues(foreground: secondary)),
            roles: [
                .destructive: states(
                    destructiveRow, pressed: destructivePressed, disabled: ButtonStateValues(foreground: secondary))
            ], scaling: nil, declaredStates: [.pressed, .disabled])

        let filled = ButtonStateValues(foreground: white, background: accent)
        var filledPressed = filled
        filledPressed.opacity = 0.5
        // The app's tint, with systemBlue's values.
        let tint = DynamicColor(constant: system(RGBA(red: 0, green: 122, blue: 255), "tint"))
        let cancel = ButtonStateValues(foreground: tint, background: fillColor)
        var cancelPressed = cancel
        cancelPressed.opacity = 0.5
        var filledHovered = filled
        filledHovered.opacity = 0.9
        let primary = ResolvedButtonStyle(
            layout: .inline, alignment: .center,
            padding: EdgeInsetsValue(top: 16, leading: 24, bottom: 16, trailing: 24),
            fontWeight: .bold, cornerRadius: radius,
            shadow: ShadowValue(color: fillColor, radius: 3, x: 2, y: 2.5), size: nil,
            animation: AnimationValue(curve: .easeOut, duration: 0.2), isToggle: false,
            states: states(
                filled, pressed: filledPressed, disabled: ButtonStateValues(foreground: white, background: fillColor),
                hovered: filledHovered),
            roles: [.cancel: states(cancel, pressed: cancelPressed, hovered: filledHovered)],
            declaredStates: [.pressed, .disabled, .hovered])

        let option = ButtonStateValues(foreground: accent, border: BorderValue(color: accent, width: 1.5))
        let selected = ButtonStateValues(
            foreground: white, background: accent, border: BorderValue(color: accent, width: 1.5))
        var selectedPressed = selected
        selectedPressed.scale = 0.97
        var optionPressed = option
        optionPressed.scale = 0.97
        let optionFocused = ButtonStateValues(foreground: accent, border: BorderValue(color: accent, width: 3))
        let toggle = ResolvedButtonStyle(
            layout: .inline, alignment: .center, padding: nil, fontWeight: .semibold, cornerRadius: 20, shadow: nil,
            size: SizeValue(width: 100, height: nil), animation: AnimationValue(curve: .spring, duration: 0.3),
            isToggle: true,
            states: states(
                option, pressed: optionPressed, selected: selected, selectedPressed: selectedPressed,
                hovered: optionPressed, focused: optionFocused),
            roles: [:], scaling: toggleScaling,
            declaredStates: [.pressed, .selected, .selectedPressed, .hovered, .focused])
        return [listRow, primary, toggle]
    }

    static func listSections(background: RGBA, radius: Double) -> [ResolvedListSection] {
        let header = DynamicColor(constant: system(RGBA(red: 60, green: 60, blue: 67, alpha: 153), "secondaryLabel"))
        return [
            ResolvedListSection(
                cornerRadius: radius, rowBackground: DynamicColor(constant: ColorValue(rgba: background)),
                rowMinHeight: 44, rowPadding: EdgeInsetsValue(top: 0, leading: 16, bottom: 0, trailing: 16),
                headerForeground: header, headerPadding: EdgeInsetsValue(top: 0, leading: 16, bottom: 6, trailing: 16),
                spacing: 35,
                separator: ResolvedSeparator(
                    visibility: .visible,
                    color: DynamicColor(constant: system(RGBA(red: 60, green: 60, blue: 67, alpha: 73), "separator")),
                    leadingInset: 16, trailingInset: 0)),
            ResolvedListSection(
                cornerRadius: 0, rowBackground: header, rowMinHeight: 52.5,
                rowPadding: EdgeInsetsValue(top: 4, leading: 20, bottom: 4, trailing: 20), headerForeground: header,
                headerPadding: EdgeInsetsValue(top: 8, leading: 20, bottom: 4, trailing: 20), spacing: 0,
                separator: ResolvedSeparator(
                    visibility: .hidden, color: header, leadingInset: 0, trailingInset: 8)),
        ]
    }

    static func token(_ group: TokenGroup, _ path: [String], _ description: String? = nil) -> TokenInfo {
        let identifier = SwiftIdentifier.identifier(for: path)!
        return TokenInfo(name: TokenName(group: group, path: path, identifier: identifier), description: description)
    }

    static func system(_ rgba: RGBA, _ name: String, opacity: Double? = nil) -> ColorValue {
        ColorValue(rgba: rgba, system: SystemColorReference(name: name, opacity: opacity))
    }

    static func range(_ file: String) -> SourceRange {
        SourceRange(file: file, start: SourceLocation(line: 1, column: 8), end: SourceLocation(line: 1, column: 15))
    }
}
