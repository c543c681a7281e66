import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Tokens Studio's colour modifiers and Primer's `alpha`/`mix`, each expected value computed here from the
/// tools' own definitions (Tokens Studio's transforms: channel towards 1 or 0 by the amount, mix as linear
/// interpolation, three significant digits; Primer: Sass's mix on bytes, then the alpha replaced).
@Suite struct ColorModifierTests {
    static func bytes(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) }
    }

    static func hex(_ fractions: [Double], alpha: Double = 1) -> String {
        "#" + (fractions + [alpha]).map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// Three significant digits, as colorjs writes a colour with `precision: 3`.
    static func significant(_ value: Double) -> Double {
        guard value != 0 else { return 0 }
        let scale = pow(10, 2 - floor(log10(abs(value))))
        return (value * scale).rounded() / scale
    }

    static func value(_ set: ResolvedThemeSet, _ theme: String, _ token: String) -> String? {
        try? set.lookup(TokenQuery(theme: theme, token: token, appearance: .light)).get().description
    }

    @Test func tokensStudioModifiersAreComputed() throws {
        let path = ReadBackTests.fixtures + "/tokens-studio-modifiers.json"
        let result = DTCGImporter.importSet(
            DTCGImportRequest(tokenPaths: [path], themeName: "T"), read: DTCGFiles.read)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet, "\(result.diagnostics)")
        let red = Self.bytes("#C14242").map { $0 / 255 }
        let amount = 0.2
        #expect(
            Self.value(set, "T", "palette.lighter")
                == Self.hex(red.map { Self.significant(min(1, $0 + amount * (1 - $0))) }))
        #expect(
            Self.value(set, "T", "palette.darker") == Self.hex(red.map { Self.significant(max(0, $0 - amount * $0)) }))
        // mix by `{amount} * 2` towards white.
        #expect(
            Self.value(set, "T", "palette.tint") == Self.hex(red.map { Self.significant($0 + (1 - $0) * amount * 2) }))
        #expect(Self.value(set, "T", "palette.faded") == Self.hex(red, alpha: 0.5))
        // HSL: the lightness 30% of the way to 100%, saturation and hue kept.
        let (maximum, minimum) = (red.max()!, red.min()!)
        let lightness = (maximum + minimum) / 2
        let saturation = (maximum - lightness) / min(lightness, 1 - lightness)
        let newLightness = Self.significant((lightness + (1 - lightness) * 0.3) * 100) / 100
        let newSaturation = Self.significant(saturation * 100) / 100
        let a = newSaturation * min(newLightness, 1 - newLightness)
        // Red's hue is 0: red channel lightness + a, the others lightness - a.
        #expect(
            Self.value(set, "T", "palette.lighterHsl")
                == Self.hex([newLightness + a, newLightness - a, newLightness - a]))
        #expect(!result.diagnostics.contains { $0.message.text.contains("cannot compute") }, "\(result.diagnostics)")
    }

    @Test func primerAlphaAndMixAreAppliedAsItsBuildDoes() throws {
        let path = ReadBackTests.fixtures + "/primer-excerpt.json"
        let result = DTCGImporter.importSet(
            DTCGImportRequest(tokenPaths: [path], themeName: "Primer"), read: DTCGFiles.read)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet, "\(result.diagnostics)")
        let blue = Self.bytes("#0969da")
        #expect(
            Self.value(set, "Primer", "colors.accentMuted") == Self.hex(blue.map { $0 / 255 }, alpha: 0.15)
                || Self.value(set, "Primer", "palette.bgColor.accent.muted")
                    == Self.hex(blue.map { $0 / 255 }, alpha: 0.15),
            "\(result.themes[0].yaml)")
        // Sass's mix with both colours opaque: weight 0.04 of neutral 13 into neutral 0, each byte rounded.
        let white = Self.bytes("#ffffff")
        let dark = Self.bytes("#010409")
        let mixed = zip(white, dark).map { (($0 * 0.96 + $1 * 0.04)).rounded() / 255 }
        let yaml = result.themes[0].yaml
        #expect(yaml.contains(Self.hex(mixed).prefix(7)), "\(yaml)")
        #expect(!result.diagnostics.contains { $0.id == .unknownProperty }, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.text.contains("Primer's 'mix' applied") })
    }
}

/// A Primer shadow whose layers' colours differ between light and dark: one shadow whose layers refer to a
/// semantic colour each, holding each appearance's colour.
@Suite struct ShadowByAppearanceTests {
    @Test func layersGetAColourPerAppearance() throws {
        let path = ReadBackTests.fixtures + "/primer-shadow.resolver.json"
        let result = DTCGImporter.importSet(
            DTCGImportRequest(resolverPaths: [path], themeName: "P"), read: DTCGFiles.read)
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet, "\(result.diagnostics)")
        #expect(result.summary.skippedCount == 0, "\(result.diagnostics)")
        func value(_ token: String, _ appearance: Appearance) -> String? {
            try? set.lookup(TokenQuery(theme: "P", token: token, appearance: appearance)).get().description
        }
        // The fixture's layer colours, light and dark.
        #expect(value("colors.restingSmallLayer1ShadowColor", .light) == "#1F23280F")
        #expect(value("colors.restingSmallLayer1ShadowColor", .dark) == "#01040999")
        #expect(value("colors.restingSmallLayer2ShadowColor", .dark) == "#010409CC")
        let shadow = try #require(set.shadows.firstIndex { $0.name.dottedPath == "restingSmall" })
        _ = shadow
        // Half the CSS blur, as for every imported shadow.
        #expect(
            result.themes[0].yaml.contains(
                "radius: 0.5, x: 0, y: 1 }, { color: \"{colors.restingSmallLayer2ShadowColor}\", radius: 1.5"))
    }
}
