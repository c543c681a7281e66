/// Names a theme's names must not turn into: what the generated code declares itself, and SwiftUI's own
/// names that a generated declaration would clash with or shadow in the app's module.
///
/// The generated types are checked against what the emitter writes by `SwiftEmitterTests`; the SwiftUI names
/// are written from Apple's SwiftUI documentation (the styles that conform to `PrimitiveButtonStyle`,
/// `ButtonStyle`, `MenuButtonStyle` and `ToggleStyle`, and their static members).
public enum ReservedNames {
    /// Static members of the generated `Theme` type that a theme's own static value would clash with.
    public static let themeMembers: Set<String> = ["all"]

    /// SwiftUI's own button and toggle style members (`.plain`, `.switch`, …): a generated style of the same
    /// name would make `.buttonStyle(.plain)` ambiguous.
    public static let styleMembers: Set<String> = [
        "automatic", "bordered", "borderedProminent", "borderless", "plain", "default", "link", "card", "glass",
        "glassProminent", "accessoryBar", "accessoryBarAction", "toolbar", "button", "checkbox", "switch",
    ]

    /// Every top-level type the generated files declare, besides those named after styles.
    public static let generatedTypes: Set<String> = [
        "Theme", "ThemeAnimation", "ThemeAnimationCurve", "ThemeAppearance", "ThemeBorder", "ThemeButtonLayout",
        "ThemeButtonRole", "ThemeButtonState", "ThemeButtonStateTable", "ThemeButtonStateValues",
        "ThemeButtonStyleBody", "ThemeButtonStyleValues", "ThemeColor", "ThemeCornerRadii", "ThemeDynamicColor",
        "ThemeEdgeInsets", "ThemeEnvironmentKey", "ThemeExclusiveOptions", "ThemeFontWeight",
        "ThemeFontWeightModifier", "ThemeForegroundModifier", "ThemeGroupedSection", "ThemeLabelAlignment",
        "ThemeListRowLayoutModifier", "ThemeListRowModifier", "ThemeListRowStyle", "ThemeListSectionStyle",
        "ThemeListSectionValues", "ThemeRoundedCornersModifier", "ThemeRoundedCornersShape", "ThemeRowPosition",
        "ThemeSectionRow", "ThemeSectionRowModifier", "ThemeSectionRowStyleModifier", "ThemeSeparatorInsetModifier",
        "ThemeShadow", "ThemeSize", "ThemeStyledButtonLabel", "ThemeSystemColors", "ThemeToggleButtonStyle",
        "ThemeAnimationModifier", "ThemeSwiftUIButtonState", "ThemeSwiftUIButtonStyle", "ThemeSwiftUICache",
        "ThemeSwiftUIColorBuilder", "ThemeSwiftUIListSection", "ThemeButtonStyleDefaults", "ThemeFontFamily",
        "ThemeTypography", "ThemeTypographyScaling", "ThemeDropShadow", "ThemeTimingCurve", "ThemeMotion",
        "ThemeDropShadowModifier", "ThemeTableText",
        // Typography in SwiftUI.
        "ThemeTypographyModifier", "ThemeScaledTypographyModifier", "ThemeTypographyTokenModifier",
        "ThemeTrackingModifier",
        // Grouped sections inside a `List`, and what stack and `List` sections share.
        "ThemeListSection", "ThemeListSectionListStyle", "ThemeSectionHeaderModifier", "ThemeSectionRowContentModifier",
        "ThemeSectionRowPaddingKey", "ThemeSectionRowPaddingModifier", "ThemeSeparator", "ThemeSeparatorVisibility",
        "ThemeTextStyle", "ThemeToggleAccessibility", "ThemeButtonShapeModifier",
        // The Xcode previews (debug builds).
        "ThemePreviews", "ThemeColorPreviews", "ThemePreviewColors", "ThemePreviewButtonStates",
        "ThemePreviewStateKey",
    ]

    /// SwiftUI's public types that a style's generated type (`<Name>ButtonStyle`, `<Name>ToggleStyle`,
    /// `<Name>ListSection`) could be spelt as. Declared in the app's module, such a type would shadow SwiftUI's
    /// there: `PrimitiveButtonStyle` from a style named `primitive`.
    public static let swiftUITypes: Set<String> = [
        // Button styles (PrimitiveButtonStyle and ButtonStyle, and the conforming styles).
        "ButtonStyle", "PrimitiveButtonStyle", "DefaultButtonStyle", "PlainButtonStyle", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "BorderlessButtonStyle", "LinkButtonStyle", "CardButtonStyle",
        "GlassButtonStyle", "GlassProminentButtonStyle", "AccessoryBarButtonStyle", "AccessoryBarActionButtonStyle",
        // macOS menu buttons (deprecated, still declared).
        "MenuButtonStyle", "DefaultMenuButtonStyle", "PullDownMenuButtonStyle", "BorderlessButtonMenuButtonStyle",
        "BorderlessPullDownMenuButtonStyle",
        // Toggle styles.
        "ToggleStyle", "DefaultToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "CheckboxToggleStyle",
    ]
}
