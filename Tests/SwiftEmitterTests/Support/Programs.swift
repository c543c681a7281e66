import ThemecCore

/// Swift programs compiled together with generated code.
enum Programs {
    /// Prints every token of every theme in every appearance through the generated API (no fixture names).
    static let printEveryValue: String = """
        for theme in Theme.all {
            guard Theme.named(theme.name) == theme, theme.id == theme.name else { fatalError("lookup of \\(theme.name)") }
            for name in Theme.Palette.names {
                print(theme.name, "palette.\\(name)", theme.palette.color(named: name)!.description)
            }
            for name in Theme.Colors.names {
                let color: ThemeDynamicColor = theme.colors.color(named: name)!
                for appearance in ThemeAppearance.allCases {
                    print(theme.name, "colors.\\(name)", appearance, color.resolved(for: appearance).description)
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
            for name in Theme.Sizes.names {
                print(theme.name, "sizes.\\(name)", theme.sizes.value(named: name)!)
            }
            for name in Theme.Opacity.names {
                print(theme.name, "opacity.\\(name)", theme.opacity.value(named: name)!)
            }
            for name in Theme.Numbers.names {
                print(theme.name, "numbers.\\(name)", theme.numbers.value(named: name)!)
            }
            for name in Theme.Durations.names {
                print(theme.name, "durations.\\(name)", theme.durations.value(named: name)!)
            }
            for name in Theme.Fonts.names {
                print(theme.name, "fonts.\\(name)", theme.fonts.font(named: name)!.description)
            }
            for name in Theme.Typography.names {
                let t: ThemeTypography = theme.typography.typography(named: name)!
                let weight: String = t.weight.map { (w: Double) -> String in "\\(w)" } ?? "-"
                let lineHeight: String = t.lineHeight.map { (l: Double) -> String in "\\(l)" } ?? "-"
                let tracking: String = t.tracking.map { (k: Double) -> String in "\\(k)" } ?? "-"
                print(
                    theme.name, "typography.\\(name)", t.font.description, t.size, weight, lineHeight, tracking,
                    t.textStyle?.rawValue ?? "-", t.scaling.rawValue
                )
            }
        }
        for theme in Theme.all {
            for name in Theme.ButtonStyles.names {
                let style: ThemeButtonStyleValues = theme.buttonStyles.style(named: name)!
                let padding: String = style.padding.map { (p: ThemeEdgeInsets) -> String in
                    "\\(p.top) \\(p.leading) \\(p.bottom) \\(p.trailing)"
                } ?? "-"
                let shadow: String = style.shadow.map { (s: ThemeShadow) -> String in
                    "\\(s.color.resolved(for: .light).hex) \\(s.color.resolved(for: .dark).hex) \\(s.radius) \\(s.x) \\(s.y)"
                } ?? "-"
                let size: String = style.size.map { (s: ThemeSize) -> String in
                    "\\(s.width.map { (w: Double) -> String in "\\(w)" } ?? "-") \\(s.height.map { (h: Double) -> String in "\\(h)" } ?? "-")"
                } ?? "-"
                let animation: String = style.animation.map { (a: ThemeAnimation) -> String in
                    "\\(a.curve.rawValue) \\(a.duration)"
                } ?? "-"
                let radius: String = style.cornerRadius.map { (r: Double) -> String in "\\(r)" } ?? "-"
                let inset: String = style.separatorLeadingInset.map { (i: Double) -> String in "\\(i)" } ?? "-"
                print(
                    theme.name, "buttonStyles.\\(name)", style.layout.rawValue, style.alignment.rawValue, padding,
                    style.fontWeight?.rawValue ?? "-", radius, shadow, size, animation, style.isToggle, inset,
                    style.scaling?.rawValue ?? "fixed"
                )
                let roles: [ThemeButtonRole?] = [nil, .destructive, .cancel]
                for role in roles {
                    for state in ThemeButtonState.allCases {
                        let values: ThemeButtonStateValues = style.values(for: state, role: role)
                        for appearance in ThemeAppearance.allCases {
                            let border: String = values.border.map { (b: ThemeBorder) -> String in
                                "\\(b.color.resolved(for: appearance).hex) \\(b.width)"
                            } ?? "-"
                            print(
                                theme.name, "buttonStyles.\\(name)", role?.rawValue ?? "-", state.rawValue, appearance,
                                values.foreground?.resolved(for: appearance).hex ?? "-",
                                values.background?.resolved(for: appearance).hex ?? "-", border, values.opacity,
                                values.scale
                            )
                        }
                    }
                }
            }
            for name in Theme.ListSections.names {
                let section: ThemeListSectionValues = theme.listSections.section(named: name)!
                let p: ThemeEdgeInsets = section.rowPadding
                for appearance in ThemeAppearance.allCases {
                    print(
                        theme.name, "listSections.\\(name)", appearance, section.cornerRadius,
                        section.rowBackground.resolved(for: appearance).hex, section.rowMinHeight,
                        "\\(p.top) \\(p.leading) \\(p.bottom) \\(p.trailing)",
                        section.headerForeground.resolved(for: appearance).hex, section.spacing
                    )
                }
                for position in ThemeRowPosition.allCases {
                    let corners: ThemeCornerRadii = section.corners(for: position)
                    print(
                        theme.name, "listSections.\\(name)", position.rawValue, corners.topLeading, corners.topTrailing,
                        corners.bottomLeading, corners.bottomTrailing
                    )
                }
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
                lines.append("\(theme.name) palette.\(token.name.dottedPath) \(value.text)")
            }
            for (token, color) in zip(set.colors, theme.colors) {
                for appearance in Appearance.allCases {
                    lines.append(
                        "\(theme.name) colors.\(token.name.dottedPath) \(appearance) \(color[appearance].rgba.text)")
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
            for group in [TokenGroup.sizes, .opacity, .numbers, .durations] {
                for (token, value) in zip(set.numberTokens(group), theme.numberValues(group)) {
                    lines.append("\(theme.name) \(group.rawValue).\(token.name.dottedPath) \(value)")
                }
            }
            for (token, font) in zip(set.fonts, theme.fonts) {
                lines.append("\(theme.name) fonts.\(token.name.dottedPath) \(font)")
            }
            for (token, t) in zip(set.typography, theme.typography) {
                func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }
                lines.append(
                    "\(theme.name) typography.\(token.name.dottedPath) \(t.font) \(t.size) \(optional(t.weight)) "
                        + "\(optional(t.lineHeight)) \(optional(t.tracking)) \(t.textStyle?.rawValue ?? "-") "
                        + t.scaling.rawValue)
            }
        }
        for theme in set.themes {
            lines += expectedStyleValues(theme, in: set)
        }
        lines.append("unknown true \(set.colors.count)")
        return lines
    }

    /// What `printEveryValue` prints for `theme`'s styles.
    static func expectedStyleValues(_ theme: ResolvedTheme, in set: ResolvedThemeSet) -> [String] {
        var lines: [String] = []
        func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }
        for (name, style) in zip(set.buttonStyles, theme.buttonStyles) {
            let padding = style.padding.map { "\($0.top) \($0.leading) \($0.bottom) \($0.trailing)" } ?? "-"
            let shadow =
                style.shadow.map { "\($0.color.light.rgba.hex) \($0.color.dark.rgba.hex) \($0.radius) \($0.x) \($0.y)" }
                ?? "-"
            let size = style.size.map { "\(optional($0.width)) \(optional($0.height))" } ?? "-"
            let animation = style.animation.map { "\($0.curve.rawValue) \($0.duration)" } ?? "-"
            var inset: Double?
            if style.layout == .listRow, style.alignment != .leading {
                inset = (style.padding?.leading ?? 0) > 0 ? style.padding!.leading : 16
            }
            lines.append(
                [
                    theme.name, "buttonStyles.\(name.name)", style.layout.rawValue, style.alignment.rawValue, padding,
                    style.fontWeight?.rawValue ?? "-", optional(style.cornerRadius), shadow, size, animation,
                    "\(style.isToggle)", optional(inset), style.scaling?.rawValue ?? "fixed",
                ].joined(separator: " "))
            for role in [nil] + ButtonRoleKind.allCases {
                for state in ButtonState.allCases {
                    let values = style.values(state, role: role)
                    for appearance in Appearance.allCases {
                        let border = values.border.map { "\($0.color[appearance].rgba.hex) \($0.width)" } ?? "-"
                        lines.append(
                            [
                                theme.name, "buttonStyles.\(name.name)", role?.rawValue ?? "-", state.rawValue,
                                "\(appearance)", values.foreground?[appearance].rgba.hex ?? "-",
                                values.background?[appearance].rgba.hex ?? "-", border, "\(values.opacity)",
                                "\(values.scale)",
                            ].joined(separator: " "))
                    }
                }
            }
        }
        for (name, section) in zip(set.listSections, theme.listSections) {
            let p = section.rowPadding
            for appearance in Appearance.allCases {
                lines.append(
                    [
                        theme.name, "listSections.\(name.name)", "\(appearance)", "\(section.cornerRadius)",
                        section.rowBackground[appearance].rgba.hex, "\(section.rowMinHeight)",
                        "\(p.top) \(p.leading) \(p.bottom) \(p.trailing)",
                        section.headerForeground[appearance].rgba.hex, "\(section.spacing)",
                    ].joined(separator: " "))
            }
            let radius = section.cornerRadius
            for (position, top, bottom) in [
                ("only", radius, radius), ("first", radius, 0), ("middle", 0, 0), ("last", 0, radius),
            ] {
                lines.append(
                    "\(theme.name) listSections.\(name.name) \(position) \(top) \(top) \(bottom) \(bottom)")
            }
        }
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

        enum Size: String, CaseIterable, Hashable, Sendable, Identifiable {
            case small, medium, large
            var id: String { rawValue }
        }

        /// Every generated style, used the way docs/Styles.md shows.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        struct StylesScreen: View {
            @State private var size: Size? = nil
            @State private var isOn: Bool = false

            var body: some View {
                VStack(spacing: 0) {
                    List {
                        Button("Profile") {}.themeListRow(.listRow)
                        Button("Sign Out", role: .destructive) {}.themeListRow(.listRow)
                        Button(action: {}) { Text("Help") }.themeListRow(.listRow)
                    }
                    List {
                        Button("Centred") {}.themeListRow(.listRow(alignment: .center))
                        Button("Log Out") {}.themeListRow(.listRow(alignment: .trailing, role: .destructive))
                        Button("Leading") {}.buttonStyle(.listRow(alignment: .leading))
                    }
                    HStack {
                        Button("Small") { size = .small }.buttonStyle(.class(isSelected: size == .small))
                        Button("Large") { size = .large }.buttonStyle(.class(isSelected: size == .large, alignment: .leading))
                        Button("Dismiss") {}.buttonStyle(.primaryButton(role: .cancel))
                        Button("Plain") {}.buttonStyle(.primaryButton(role: nil))
                    }
                    HStack {
                        Button("Buy") {}.buttonStyle(.primaryButton)
                        Button("Cancel", role: .cancel) {}.buttonStyle(.primaryButton)
                        Button("Option") {}.buttonStyle(.class)
                    }
                    HStack {
                        Toggle(isOn: $isOn) { Text("Bold") }.toggleStyle(.class)
                        Toggle(isOn: $size.isSelected(.small)) { Text("Small") }
                        ThemeExclusiveOptions(selection: $size, options: Size.allCases) { (size: Size) in
                            Text(size.rawValue)
                        }
                    }
                    .toggleStyle(.class)
                    ThemeGroupedSection(.grouped, Size.allCases) { (size: Size) in
                        Text(size.rawValue)
                    } header: {
                        Text("Sizes")
                    }
                    ThemeGroupedSection(.default, ["a", "b"], id: \\String.self) { (item: String) in Text(item) }
                    VStack(spacing: 0) {
                        Text("Wi-Fi").themeSectionRow(.grouped, position: .first)
                        Text("Bluetooth").themeSectionRow(.grouped, position: .last)
                    }
                }
                .theme(.ocean)
            }
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        func styleValues() -> [Any] {
            let style: ThemeButtonStyleValues = Theme.default.buttonStyles.primaryButton
            return [
                style.values(for: .pressed, role: .cancel).background?.resolved(for: .dark) as Any,
                ThemeRoundedCornersShape(Theme.ocean.listSections.grouped.corners(for: .first)),
                Theme.default.buttonStyles.`class`.animation?.animation as Any, style.fontWeight?.weight as Any,
                style.values(for: ThemeButtonState(isPressed: false, isEnabled: true, isHovered: true)).opacity,
                style.values(for: .focused, role: .cancel), style.scaling as Any, ThemeTextStyle.allCases,
                Theme.default.buttonStyles.listRow.separatorLeadingInset(alignment: .trailing) as Any,
            ]
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

    /// The generated modifiers and static style members, used from nonisolated code: as Apple's are, they are
    /// `nonisolated`, so this type-checks in Swift 6 with warnings as errors.
    static let nonisolatedUse: String = """
        #if canImport(SwiftUI)
        import SwiftUI

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated func themed<V: View>(_ view: V, theme: Theme) -> some View {
            view
                .buttonStyle(.primaryButton)
                .toggleStyle(.class)
                .themeListRow(.listRow)
                .themeSectionRow(.grouped, position: .first)
                .theme(theme)
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated func styles() -> (PrimaryButtonButtonStyle, ClassToggleStyle, DefaultListSection, Color) {
            (.primaryButton, .class, .default, Color.theme.accent)
        }
        #endif

        """

    /// The examples of docs/Styles.md, for the repository's Themes/ (`thema`, `option`, `listRow`, `grouped`).
    static let stylesDocumentation: String = """
        #if canImport(SwiftUI)
        import SwiftUI

        enum Size: Hashable, Sendable, CaseIterable {
            case small, medium, large
            var title: String { "\\(self)" }
        }

        struct Account: Identifiable {
            let id: Int
            let name: String
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        struct StylesDocumentation: View {
            @Environment(\\.theme) private var theme
            @State private var isBold: Bool = false
            @State private var size: Size? = nil
            @State private var wifi: Bool = true
            @State private var bluetooth: Bool = false
            let accounts: [Account] = []
            let settings: [String] = []

            var body: some View {
                VStack(spacing: 0) {
                    List {
                        Button("Profile") {}.themeListRow(.listRow)
                        Button("Sign Out", role: .destructive) {}.themeListRow(.listRow)
                    }
                    Button("Continue") {}.buttonStyle(.thema)
                    Button("Delete Account", role: .destructive) {}.buttonStyle(.thema)
                    Toggle(isOn: $isBold) { Text("Bold") }.toggleStyle(.option)
                    HStack {
                        Toggle(isOn: $size.isSelected(.small)) { Text("S") }
                        ThemeExclusiveOptions(selection: $size, options: Size.allCases) { size in Text(size.title) }
                    }
                    .toggleStyle(.option)
                    ThemeGroupedSection(.grouped, accounts) { account in
                        Text(account.name)
                    } header: {
                        Text("Accounts")
                    }
                    ThemeGroupedSection(.grouped, settings, id: \\.self) { setting in Text(setting) }
                    VStack(spacing: 0) {
                        Toggle("Wi-Fi", isOn: $wifi).themeSectionRow(.grouped, position: .first)
                        Toggle("Bluetooth", isOn: $bluetooth).themeSectionRow(.grouped, position: .last)
                    }
                }
                .padding(.horizontal)
                .background(theme.color.groupedBackground)
            }
        }
        #endif

        """
}
