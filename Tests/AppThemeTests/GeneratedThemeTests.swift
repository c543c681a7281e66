import Foundation
import Testing
import ThemecCore

@testable import AppTheme
@testable import ThemecCLI

/// The checked-in `Generated/` code, compiled into this test, against `themec resolve` and the YAML.
struct GeneratedThemeTests {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    static let themeSet: ResolvedThemeSet = {
        let result = ThemeSetLoader.load(paths: [root + "/Themes"])
        precondition(result.themeSet != nil, "Themes/ does not validate: \(result.diagnostics)")
        return result.themeSet!
    }()

    /// What `themec resolve` prints for one query, run in-process like `main.swift` does.
    static func resolve(_ theme: String, _ token: String, _ appearance: Appearance = .light, role: String? = nil)
        -> String
    {
        final class Buffer: @unchecked Sendable {
            var text = ""
        }
        let out = Buffer()
        let err = Buffer()
        let scheme = appearance.colorScheme.rawValue
        let contrast = appearance.contrast.rawValue
        let status = ThemecCommand.run(
            arguments: [
                "resolve", root + "/Themes", "--theme", theme, "--token", token, "--appearance", scheme, "--contrast",
                contrast,
            ] + (role.map { ["--role", $0] } ?? []), environment: [:],
            standardOutput: TextSink(isTerminal: false) { out.text += $0 },
            standardError: TextSink(isTerminal: false) { err.text += $0 })
        return status == 0 ? out.text.trimmingCharacters(in: .newlines) : "error \(status): \(err.text)"
    }

    static func generatedAppearance(_ appearance: Appearance) -> ThemeAppearance {
        switch appearance {
        case .light: return .light
        case .dark: return .dark
        case .lightHighContrast: return .lightHighContrast
        case .darkHighContrast: return .darkHighContrast
        }
    }

    @Test func everyThemeIsGenerated() {
        #expect(Theme.all.map(\.name) == Self.themeSet.themes.map(\.name))
        #expect(Theme.named("Ocean") == Theme.ocean)
        #expect(Theme.named("Default") == Theme.default)
        #expect(Theme.named("Nope") == nil)
    }

    @Test func everySemanticColourInEveryAppearanceMatchesResolve() throws {
        #expect(Theme.Colors.names == Self.themeSet.colors.map(\.name.dottedPath))
        for theme in Self.themeSet.themes {
            let generated = try #require(Theme.named(theme.name))
            for token in Self.themeSet.colors {
                let color = try #require(generated.colors.color(named: token.name.dottedPath))
                for appearance in Appearance.allCases {
                    let printed = Self.resolve(theme.name, "colors." + token.name.dottedPath, appearance)
                    #expect(
                        color.resolved(for: Self.generatedAppearance(appearance)).hex == printed,
                        "\(theme.name) colors.\(token.name.dottedPath) \(appearance)")
                }
            }
        }
    }

    @Test func paletteRadiiAndSpacingMatchResolve() throws {
        for theme in Self.themeSet.themes {
            let generated = try #require(Theme.named(theme.name))
            for token in Self.themeSet.palette {
                let value = try #require(generated.palette.color(named: token.name.dottedPath))
                #expect(value.hex == Self.resolve(theme.name, "palette." + token.name.dottedPath))
            }
            for token in Self.themeSet.radii {
                let value = try #require(generated.radii.value(named: token.name.dottedPath))
                #expect(formatNumber(value) == Self.resolve(theme.name, "radii." + token.name.dottedPath))
            }
            for token in Self.themeSet.spacing {
                let value = try #require(generated.spacing.value(named: token.name.dottedPath))
                #expect(formatNumber(value) == Self.resolve(theme.name, "spacing." + token.name.dottedPath))
            }
        }
    }

    /// Spot checks against the numbers written in the YAML itself.
    @Test func valuesWrittenInTheYAML() {
        #expect(Theme.default.colors.accent.resolved(for: .dark).hex == "#0A84FFFF")
        #expect(Theme.default.colors.accent.resolved(for: .darkHighContrast).hex == "#409CFFFF")
        #expect(Theme.ocean.colors.accent.resolved(for: .dark).hex == "#4FC3F7FF")
        // Ocean inherits `link: "{colors.accent}"` and it follows Ocean's accent.
        #expect(Theme.ocean.colors.link.resolved(for: .dark).hex == "#4FC3F7FF")
        // `pressedFill: { color: "{colors.label}", opacity: 0.08 }` → 0.08 × 255 ≈ 20 = 0x14.
        #expect(Theme.default.colors.pressedFill.resolved(for: .light).hex == "#00000014")
        #expect(Theme.default.colors.secondaryLabel.resolved(for: .light).hex == "#3C3C4399")
        #expect(Theme.default.radii.button == 8)
        #expect(Theme.ocean.radii.button == 12)
        #expect(Theme.ocean.radii.card == 12)
        #expect(Theme.default.spacing.row == 16)
    }

    @Test func systemColoursKeepTheirName() {
        #expect(Theme.default.colors.secondaryLabel.systemName == "secondaryLabel")
        #expect(Theme.default.colors.accent.systemName == nil)
    }
}
