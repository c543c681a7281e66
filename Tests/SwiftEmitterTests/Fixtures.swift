import ThemecCore
import ThemecDiagnostics

/// Theme sets built by hand, standing in for the loader's output.
enum Fixtures {
    /// Two themes (`Ocean` extends `Default`) with the awkward cases: keyword token names, a digit-leading
    /// palette name, non-ASCII names, a whole system colour, a system colour with opacity, a colour that is a
    /// system colour in only some appearances, and descriptions that try to break comments.
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

        let defaultTheme = ResolvedTheme(
            name: "Default", identifier: "default", description: "The standard look.", extends: nil,
            file: "Themes/default.yaml", nameRange: range("Themes/default.yaml"),
            palette: [blue, gray, RGBA(red: 75, green: 85, blue: 99), creme],
            colors: [
                accent(blue, RGBA(red: 10, green: 132, blue: 255), deep, RGBA(red: 64, green: 156, blue: 255)),
                DynamicColor(constant: ColorValue(rgba: gray)),
                DynamicColor(constant: ColorValue(rgba: RGBA(red: 1, green: 2, blue: 3, alpha: 4))),
                secondaryLabel, faintSeparator, mixed,
                DynamicColor(constant: ColorValue(rgba: creme)),
            ],
            radii: [8, 12.5, 4], spacing: [4, 32, 0.25])
        let ocean = ResolvedTheme(
            name: "Ocean", identifier: "ocean", description: nil, extends: "Default",
            file: "Themes/ocean.yaml", nameRange: range("Themes/ocean.yaml"),
            palette: [teal, gray, RGBA(red: 75, green: 85, blue: 99), creme],
            colors: [
                accent(teal, RGBA(red: 100, green: 210, blue: 255), RGBA(red: 0, green: 80, blue: 120), teal),
                DynamicColor(constant: ColorValue(rgba: gray)),
                DynamicColor(constant: ColorValue(rgba: RGBA(red: 1, green: 2, blue: 3, alpha: 4))),
                secondaryLabel, faintSeparator, mixed,
                DynamicColor(constant: ColorValue(rgba: teal)),
            ],
            radii: [16, 12.5, 4], spacing: [4, 40, 0.25])
        return ResolvedThemeSet(
            themes: [defaultTheme, ocean], palette: palette, colors: colors, radii: radii, spacing: spacing,
            sourceFiles: ["Themes/default.yaml", "Themes/ocean.yaml"])
    }()

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
