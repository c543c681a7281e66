import Testing
import ThemedApp

@Suite("The generated theme, compiled by ThemecPlugin")
struct ThemedAppTests {
    @Test func resolvedColours() {
        #expect(AppTheme.default.colors.accent.resolved(for: .light).hex == "#007AFFFF")
        #expect(AppTheme.default.colors.accent.resolved(for: .dark).hex == "#0A84FFFF")
        #expect(AppTheme.default.colors.accent.resolved(for: .darkHighContrast).hex == "#409CFFFF")
        // Ocean redefines accent with light and dark only: high contrast falls back to them.
        #expect(AppTheme.ocean.colors.accent.resolved(for: .lightHighContrast).hex == "#006C8EFF")
        // An alias follows the theme it is resolved in.
        #expect(AppTheme.ocean.colors.link.resolved(for: .dark).hex == "#4FC3F7FF")
        #expect(AppTheme.default.colors.pressedFill.resolved(for: .light).hex == "#00000014")
    }

    @Test func otherTokens() {
        #expect(AppTheme.all.map(\.name) == ["Default", "Ocean"])
        #expect(AppTheme.default.radii.card == 8)
        #expect(AppTheme.ocean.radii.button == 12)
        #expect(AppTheme.ocean.spacing.row == 16)
        #expect(AppTheme.default.colors.secondaryLabel.systemName == "secondaryLabel")
    }

    /// themec.yml names the generated root type `AppTheme`, so the app keeps its own `Theme`.
    @Test func configuredTypeName() {
        #expect(String(describing: AppTheme.self) == "AppTheme")
        #expect(String(describing: AppTheme.Colors.self) == "Colors")
        let own: Theme = .branded(edition: "Ocean")
        if case .branded(let edition) = own { #expect(AppTheme.named(edition) == AppTheme.ocean) }
    }

    @Test func appCode() {
        #expect(Branding.accentHex(edition: "Ocean", appearance: .light) == "#006C8EFF")
        #expect(Branding.accentHex(edition: "Unknown", appearance: .dark) == "#0A84FFFF")
    }
}
