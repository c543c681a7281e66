import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// `themec import xcassets`: a catalog of every encoding Xcode writes (float strings, JSON numbers, 8-bit
/// integers, hex bytes; sRGB, Display P3, extended sRGB, gray; any/dark/high-contrast appearances; a system
/// colour reference; a namespace folder), each value computed here from the fixture's own numbers.
@Suite struct AssetCatalogImportTests {
    static let catalog = ReadBackTests.fixtures + "/Encodings.xcassets"

    static func imported() throws -> (DTCGImportResult, ResolvedThemeSet) {
        let result = AssetCatalogImporter.importCatalog(Self.catalog, themeName: "App", read: DTCGFiles.read)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        return (result, set)
    }

    static func value(_ set: ResolvedThemeSet, _ token: String, _ appearance: Appearance = .light) -> String? {
        try? set.lookup(TokenQuery(theme: "App", token: token, appearance: appearance)).get().description
    }

    /// `#RRGGBBAA` of fractions, each rounded to the nearest 1/255.
    static func hex(_ channels: [Double]) -> String {
        "#" + channels.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    @Test func everyAppearanceOfAFloatStringColourSet() throws {
        let (_, set) = try Self.imported()
        // Brand/accent (a namespace folder): the four entries' components, as written in the fixture.
        #expect(Self.value(set, "colors.brandAccent") == Self.hex([0, 0.4, 0.8, 1]))
        #expect(Self.value(set, "colors.brandAccent", .dark) == Self.hex([0.039, 0.518, 1, 1]))
        #expect(Self.value(set, "colors.brandAccent", .lightHighContrast) == Self.hex([0, 0.251, 0.867, 1]))
        #expect(Self.value(set, "colors.brandAccent", .darkHighContrast) == Self.hex([0.251, 0.612, 1, 1]))
    }

    @Test func integersHexAndNumbers() throws {
        let (_, set) = try Self.imported()
        // "234", "60", "83" are bytes; JSON numbers are fractions.
        #expect(Self.value(set, "colors.integers") == String(format: "#%02X%02X%02XFF", 234, 60, 83))
        #expect(Self.value(set, "colors.integers", .dark) == Self.hex([1, 0.5, 0.25, 0.5]))
        #expect(Self.value(set, "colors.hex") == String(format: "#%02X%02X%02XFF", 0x50, 0xC8, 0x78))
        // Dark falls back to Any, high contrast to its luminosity.
        #expect(Self.value(set, "colors.hex", .darkHighContrast) == Self.value(set, "colors.hex"))
    }

    @Test func wideGamutGrayAndSystemColours() throws {
        let (result, set) = try Self.imported()
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let p3 = RGBA(red: byte(1), green: byte(0.3), blue: byte(0.2), alpha: byte(0.8), space: .displayP3)
        #expect(Self.value(set, "colors.brandWide") == p3.description)

        // Gray 0.5 with a 2.2 gamma: linear light 0.5^2.2, written with the sRGB curve.
        let linear = pow(0.5, 2.2)
        let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        #expect(Self.value(set, "colors.gray") == Self.hex([encoded, encoded, encoded, 1]))

        // Extended sRGB (1.05, 0.2, -0.1) is outside sRGB: Display P3 through linear light.
        func decode(_ c: Double) -> Double {
            let a = abs(c)
            let v = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return c < 0 ? -v : v
        }
        func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let l = [1.05, 0.2, -0.1].map(decode)
        let toP3 = [
            [0.822_462_1, 0.177_538, 0], [0.033_194_1, 0.966_805_8, 0], [0.017_082_7, 0.072_397_4, 0.910_519_9],
        ]
        let p3Extended = toP3.map { row in encode(zip(row, l).map(*).reduce(0, +)) }
        let wider = RGBA(
            red: byte(p3Extended[0]), green: byte(p3Extended[1]), blue: byte(p3Extended[2]), space: .displayP3)
        #expect(Self.value(set, "colors.extended") == wider.description)

        // A system colour reference stays one.
        #expect(result.themes[0].yaml.contains("  label: \"{system.label}\"\n"))

        // Far outside Display P3: left out where it is, counted; the app icon is no colour and not read.
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("'outside'") })
        #expect(warning.range?.file.hasSuffix("outside.colorset/Contents.json") == true)
        #expect(warning.range?.start.line == 6)
        #expect(result.summary.skipped.flatMap(\.tokens) == ["outside"])
        #expect(result.summary.importedCount == 7)
    }
}
