import Testing
import ThemedApp

@Suite("The generated theme, compiled by ThemecPlugin")
struct ThemedAppTests {
    @Test func resolvedColours() {
        #expect(Theme.default.colors.accent.resolved(for: .light).hex == "#007AFFFF")
        #expect(Theme.default.colors.accent.resolved(for: .dark).hex == "#0A84FFFF")
        #expect(Theme.default.colors.accent.resolved(for: .darkHighContrast).hex == "#409CFFFF")
        // Ocean redefines accent with light and dark only: high contrast falls back to them.
        #expect(Theme.ocean.colors.accent.resolved(for: .lightHighContrast).hex == "#006C8EFF")
        // An alias follows the theme it is resolved in.
        #expect(Theme.ocean.colors.link.resolved(for: .dark).hex == "#4FC3F7FF")
        #expect(Theme.default.colors.pressedFill.resolved(for: .light).hex == "#00000014")
    }

    @Test func otherTokens() {
        #expect(Theme.all.map(\.name) == ["Default", "Ocean"])
        #expect(Theme.default.radii.card == 8)
        #expect(Theme.ocean.radii.button == 12)
        #expect(Theme.ocean.spacing.row == 16)
        #expect(Theme.default.colors.secondaryLabel.systemName == "secondaryLabel")
    }

    @Test func appCode() {
        #expect(Branding.accentHex(edition: "Ocean", appearance: .light) == "#006C8EFF")
        #expect(Branding.accentHex(edition: "Unknown", appearance: .dark) == "#0A84FFFF")
    }
}
