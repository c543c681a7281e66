import Testing

@testable import AppTheme

/// The seeds' shadows, animations and typography through the generated neutral API, against the values written
/// in `Themes/Default.yaml` (and inherited by Ocean, which overrides none of them).
struct GeneratedEffectTokenTests {
    /// `raised: { color: "{colors.shadow}", radius: 3, x: 2, y: 2 }`, `colors.shadow` being
    /// `{ light: "{palette.gray.600}", dark: "{palette.black}" }`.
    @Test(arguments: ["Default", "Ocean"])
    func raisedShadowIsOneLayerInTheShadowColour(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(Theme.Shadows.names == ["raised"])
        let layers = theme.shadows.raised.layers
        try #require(layers.count == 1)
        let layer = layers[0]
        #expect(layer.radius == 3)
        #expect(layer.x == 2)
        #expect(layer.y == 2)
        // The semantic colour differs by appearance: gray in light, black in dark (high contrast follows each).
        #expect(layer.color.resolved(for: .light).hex == "#3C3C43FF")
        #expect(layer.color.resolved(for: .lightHighContrast).hex == "#3C3C43FF")
        #expect(layer.color.resolved(for: .dark).hex == "#000000FF")
        #expect(layer.color.resolved(for: .darkHighContrast).hex == "#000000FF")
        #expect(theme.shadows.shadow(named: "raised") == theme.shadows.raised)
    }

    /// The filled button's shadow is the token's one layer, colour and all.
    @Test(arguments: ["Default", "Ocean"])
    func filledButtonCastsTheRaisedShadow(name: String) throws {
        let theme = try #require(Theme.named(name))
        let shadow = try #require(theme.buttonStyles.thema.shadow)
        let layer = theme.shadows.raised.layers[0]
        #expect(shadow.radius == layer.radius && shadow.x == layer.x && shadow.y == layer.y)
        #expect(theme.buttonStyles.thema.extraShadows.isEmpty)
        for appearance in [ThemeAppearance.light, .dark, .lightHighContrast, .darkHighContrast] {
            #expect(shadow.color.resolved(for: appearance) == layer.color.resolved(for: appearance), "\(appearance)")
        }
    }

    /// `press: { curve: easeOut, duration: 0.2 }`, and the filled button animates with it.
    @Test(arguments: ["Default", "Ocean"])
    func pressAnimationIsEaseOutForAFifthOfASecond(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(Theme.Animations.names == ["press"])
        #expect(theme.animations.press.curve == .easeOut)
        #expect(theme.animations.press.duration == 0.2)
        #expect(theme.animations.animation(named: "press") == theme.animations.press)
        let animation = try #require(theme.buttonStyles.thema.animation)
        #expect(animation.curve == .easeOut)
        #expect(animation.duration == 0.2)
        #expect(animation.timing == nil)
        // The other seed styles do not animate.
        #expect(theme.buttonStyles.option.animation == nil)
        #expect(theme.buttonStyles.listRow.animation == nil)
    }

    /// `sectionHeader: { font: "{fonts.hiragino}", size: 12, scaling: fixed }` and
    /// `button: { textStyle: body, weight: bold }` (the body style's 17 pt, weight 700).
    @Test(arguments: ["Default", "Ocean"])
    func typographyTokens(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(Theme.Typography.names == ["sectionHeader", "button"])
        #expect(theme.fonts.hiragino == .named("HiraginoSans-W3"))
        let header = theme.typography.sectionHeader
        #expect(header.font == .named("HiraginoSans-W3"))
        #expect(header.size == 12)
        #expect(header.scaling == .fixed)
        #expect(header.weight == nil && header.textStyle == nil && header.lineHeight == nil && header.tracking == nil)
        let button = theme.typography.button
        #expect(button.font == .system)
        #expect(button.size == 17)
        #expect(button.weight == 700)
        #expect(button.textStyle == .body)
        #expect(button.scaling == .dynamic)
        #expect(theme.buttonStyles.thema.font == button)
        // Ocean redeclares `option` without a font.
        #expect(theme.buttonStyles.option.font == (name == "Default" ? button : nil))
    }
}
