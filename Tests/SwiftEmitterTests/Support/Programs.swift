import ThemecCore

/// Swift programs compiled together with generated code.
enum Programs {
    /// Prints every token of every theme in every appearance through the generated API (no fixture names).
    static let printEveryValue: String = """
        for theme in Theme.all {
            guard Theme.named(theme.name) == theme, theme.id == theme.name else { fatalError("lookup of \\(theme.name)") }
            for name in Theme.Palette.names {
                print(theme.name, "palette.\\(name)", theme.palette.color(named: name)!.hex)
            }
            for name in Theme.Colors.names {
                let color: ThemeDynamicColor = theme.colors.color(named: name)!
                for appearance in ThemeAppearance.allCases {
                    print(theme.name, "colors.\\(name)", appearance, color.resolved(for: appearance).hex)
                }
                if let system = color.systemName {
                    print(theme.name, "colors.\\(name)", "system", system, color.systemOpacity.map { "\\($0)" } ?? "-")
                }
            }
            for name in Theme.Radii.names {
                print(theme.name, "radii.\\(name)", theme.radii.value(named: name)!)
            }
            for name in Theme.Spacing.names {
                print(theme.name, "spacing.\\(name)", theme.spacing.value(named: name)!)
            }
        }
        print("unknown", Theme.named("No such theme") == nil, Theme.Colors.names.count)

        """

    /// A few of the fixture's awkward names spelled out, so keyword and digit-leading identifiers are used, not
    /// just declared.
    static let printFixtureNames: String = """
        print(
            Theme.default.colors.`class`.light.hex, Theme.ocean.palette._600.hex, Theme.default.spacing.`for`,
            Theme.default.palette.café.hex, Theme.ocean.colors.`default`.dark.hex, Theme.default.radii.`default`,
            Theme.ocean.colors.textSecondary.resolved(for: .darkHighContrast).redComponent
        )

        """

    /// What `printEveryValue` must print for `set`.
    static func expectedValues(for set: ResolvedThemeSet) -> [String] {
        var lines: [String] = []
        for theme in set.themes {
            for (token, value) in zip(set.palette, theme.palette) {
                lines.append("\(theme.name) palette.\(token.name.dottedPath) \(value.hex)")
            }
            for (token, color) in zip(set.colors, theme.colors) {
                for appearance in Appearance.allCases {
                    lines.append(
                        "\(theme.name) colors.\(token.name.dottedPath) \(appearance) \(color[appearance].rgba.hex)")
                }
                if let system = color.wholeSystemColor {
                    let opacity = system.opacity.map { "\($0)" } ?? "-"
                    lines.append("\(theme.name) colors.\(token.name.dottedPath) system \(system.name) \(opacity)")
                }
            }
            for (token, value) in zip(set.radii, theme.radii) {
                lines.append("\(theme.name) radii.\(token.name.dottedPath) \(value)")
            }
            for (token, value) in zip(set.spacing, theme.spacing) {
                lines.append("\(theme.name) spacing.\(token.name.dottedPath) \(value)")
            }
        }
        lines.append("unknown true \(set.colors.count)")
        return lines
    }

    /// What `printFixtureNames` must print for the fixture.
    static func expectedFixtureNames(for set: ResolvedThemeSet) -> String {
        let base = set.theme(named: "Default")!
        let ocean = set.theme(named: "Ocean")!
        func index(_ tokens: [TokenInfo], _ path: String) -> Int {
            tokens.firstIndex { $0.name.dottedPath == path }!
        }
        let secondary = ocean.colors[index(set.colors, "text.secondary")].darkHighContrast.rgba
        return [
            base.colors[index(set.colors, "class")].light.rgba.hex,
            ocean.palette[index(set.palette, "600")].hex,
            "\(base.spacing[index(set.spacing, "for")])",
            base.palette[index(set.palette, "café")].hex,
            ocean.colors[index(set.colors, "default")].dark.rgba.hex,
            "\(base.radii[index(set.radii, "default")])",
            "\(Double(secondary.red) / 255)",
        ].joined(separator: " ")
    }

    /// App code using the generated API the way the documentation shows, for the fixture set. Type-checked with
    /// the stub frameworks; with `import Themes` in front, against the public variant.
    static let sampleApp: String = """
        #if canImport(SwiftUI)
        import SwiftUI

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        struct ThemedCard: View {
            @Environment(\\.theme) private var theme
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.colorSchemeContrast) private var contrast

            var body: some View {
                Text(verbatim: theme.colors.accent.resolved(for: ThemeAppearance(colorScheme, contrast)).hex)
                    .foregroundStyle(theme.color.accent)
                    .padding(theme.spacing.small)
                    .padding(.horizontal, theme.spacing._2xl)
                    .frame(width: theme.radii.card)
                    .background(theme.color.textSecondary)
                    .clipShape(RoundedRectangle(cornerRadius: theme.radii.button, style: .continuous))
                    .foregroundStyle(Color.theme.`class`)
                    .background(theme.palette.café.color)
                    .theme(.ocean)
            }
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        struct BrandedScreen: View {
            let brand: Theme

            var body: some View {
                ThemedCard().theme(brand)
            }
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        func allAccents() -> [Color] {
            Theme.all.map { (theme: Theme) -> Color in theme.color.accent }
        }
        #endif

        #if canImport(UIKit) && !os(watchOS)
        import UIKit

        @available(iOS 13.0, tvOS 13.0, *)
        func uiKitColors(for traits: UITraitCollection) -> [UIColor] {
            let appearance: ThemeAppearance = ThemeAppearance(traits)
            return [
                Theme.ocean.colors.accent.uiColor, Theme.default.colors.separatorFaint.uiColor,
                Theme.default.palette._600.uiColor, Theme.ocean.colors.mixed.resolved(for: appearance).uiColor,
            ]
        }
        #elseif canImport(AppKit)
        import AppKit

        @available(macOS 10.15, *)
        func appKitColors(for appearance: NSAppearance) -> [NSColor] {
            let resolved: ThemeAppearance = ThemeAppearance(appearance)
            return [
                Theme.ocean.colors.accent.nsColor, Theme.default.colors.separatorFaint.nsColor,
                Theme.default.palette._600.nsColor, Theme.ocean.colors.mixed.resolved(for: resolved).nsColor,
            ]
        }
        #endif

        """
}
