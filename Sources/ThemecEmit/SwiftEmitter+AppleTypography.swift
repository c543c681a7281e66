import ThemecCore

/// The Apple half of the typography tokens: a SwiftUI `Font`, a `UIFont` and an `NSFont` for each
/// `ThemeTypography`, the `.themeTypography(_:)` modifier (font, line spacing and tracking, scaled with Dynamic
/// Type), and, per set, `theme.font.<token>` and `.themeTypography(\.<token>)`.
///
/// How a size follows Dynamic Type: a named font is `Font.custom(_:size:relativeTo:)` (or `fixedSize:` when
/// `scaling: fixed`), which SwiftUI scales itself. SwiftUI has no system font that scales a given size, so the
/// modifier scales a system font's size by `@ScaledMetric(relativeTo:)` and builds
/// `Font.system(size:weight:design:)` at that size; line spacing and tracking scale by the same factor.
extension SwiftEmitter {
    /// The availability of the SwiftUI typography: `Font.custom(_:size:relativeTo:)`, `@ScaledMetric` and
    /// `Font.TextStyle.title2` are iOS 14, macOS 11, tvOS 14, watchOS 7.
    static let typographyAvailability: String = "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)"

    // MARK: - Per set

    /// `theme.font.<token>` and `.themeTypography(\.<token>)`, in `Theme+SwiftUI.swift`.
    static func appleTypography(_ set: ResolvedThemeSet, into w: inout SwiftWriter, options: EmitOptions) {
        let a = options.modifier
        let root = options.typeName
        w.mark("Typography in SwiftUI")
        w.line(typographyAvailability)
        w.block("extension \(root) {") { w in
            w.doc(
                """
                A theme's typography tokens as SwiftUI fonts: `Text("Title").font(theme.font.<token>)`.

                A named font follows Dynamic Type by itself; a system font at a size of its own does not (SwiftUI
                has no such font): `.themeTypography(\\.<token>)` scales it, and applies line height and tracking.
                """)
            w.block("\(a)struct SwiftUIFonts: Hashable, Sendable {") { w in
                w.line("private let _typography: \(root).Typography")
                w.blankLine()
                w.line("init(_ typography: \(root).Typography) { _typography = typography }")
                for token in set.typography {
                    let property = SwiftIdentifier.escaped(token.name.identifier)
                    w.blankLine()
                    w.doc(token.description)
                    w.line("\(a)var \(property): Font { _typography.\(property).swiftUIFont }")
                }
            }
            w.blankLine()
            w.doc("This theme's typography as SwiftUI fonts: `.font(theme.font.<token>)`.")
            w.line("\(a)var font: SwiftUIFonts { SwiftUIFonts(typography) }")
        }
        w.blankLine()
        w.line(typographyAvailability)
        w.block("extension View {") { w in
            w.doc(
                """
                Draws text in this view in a typography token of the current theme, its font, line height and
                tracking following Dynamic Type: `Text("News").themeTypography(\\.<token>)`.
                """)
            let signature =
                "\(a)nonisolated func themeTypography(_ token: KeyPath<\(root).Typography, ThemeTypography> & Sendable)"
            if w.indentWidth + signature.count + " -> some View {".count <= 120 {
                w.block(signature + " -> some View {") { w in
                    w.line("modifier(ThemeTypographyTokenModifier(token: token))")
                }
            } else {
                w.line("\(a)nonisolated func themeTypography(")
                w.indented { w in w.line("_ token: KeyPath<\(root).Typography, ThemeTypography> & Sendable") }
                w.block(") -> some View {") { w in
                    w.line("modifier(ThemeTypographyTokenModifier(token: token))")
                }
            }
        }
        w.blankLine()
        w.doc("`.themeTypography(\\.<token>)` with the token of the current theme.")
        w.line(typographyAvailability)
        w.block("private struct ThemeTypographyTokenModifier: ViewModifier {") { w in
            w.line("let token: KeyPath<\(root).Typography, ThemeTypography> & Sendable")
            w.line("@Environment(\\.theme) private var theme")
            w.blankLine()
            w.block("nonisolated init(token: KeyPath<\(root).Typography, ThemeTypography> & Sendable) {") { w in
                w.line("self.token = token")
            }
            w.blankLine()
            w.block("func body(content: Content) -> some View {") { w in
                w.line("content.modifier(ThemeTypographyModifier(theme.typography[keyPath: token]))")
            }
        }
    }

    // MARK: - The same for every set

    /// The SwiftUI typography of `ThemeRuntime+SwiftUI.swift`.
    // swift-format-ignore
    static func typographyAppleSource(_ a: String) -> String {
        """
        \(typographyAvailability)
        extension ThemeTextStyle {
            /// SwiftUI's text style of this name.
            \(a)var textStyle: Font.TextStyle {
                switch self {
        \(TextStyleKind.allCases.map { "        case .\($0.rawValue): return .\($0.rawValue)" }.joined(separator: "\n"))
                }
            }

            /// The text style's size in points at the default content size on iOS.
            \(a)var defaultSize: Double {
                switch self {
        \(TextStyleKind.allCases.map { "        case .\($0.rawValue): return \(SwiftWriter.doubleLiteral($0.defaultSize))" }.joined(separator: "\n"))
                }
            }

            /// SwiftUI's font of this text style, which follows Dynamic Type.
            \(a)var font: Font {
                switch self {
        \(TextStyleKind.allCases.map { "        case .\($0.rawValue): return Font.\($0.rawValue)" }.joined(separator: "\n"))
                }
            }
        }

        \(appleAvailability)
        extension ThemeFontFamily {
            /// The system font's design; `nil` for a named font.
            \(a)var design: Font.Design? {
                switch self {
                case .system: return .default
                case .systemRounded: return .rounded
                case .systemSerif: return .serif
                case .systemMonospaced: return .monospaced
                case .named: return nil
                }
            }
        }

        \(typographyAvailability)
        extension ThemeTypography {
            /// The text style the size scales with: the token's, or `body`.
            \(a)var scalingTextStyle: Font.TextStyle { (textStyle ?? .body).textStyle }

            /// The SwiftUI font at the default content size, following Dynamic Type where SwiftUI can.
            ///
            /// A named font is `Font.custom(_:size:relativeTo:)` (`fixedSize:` when fixed). A system font at its text
            /// style's own size is that text style's font (`Font.body.weight(.bold)`), which scales; at a size of its
            /// own, `Font.system(size:weight:design:)`, which does not: `.themeTypography(_:)` scales that one.
            \(a)var swiftUIFont: Font {
                #if !os(macOS)
                    if scaling == .dynamic, font == .system, let textStyle, size == textStyle.defaultSize {
                        guard let weight = weightName else { return textStyle.font }
                        return textStyle.font.weight(weight.weight)
                    }
                #endif
                return swiftUIFont(scaledBy: 1)
            }

            /// The SwiftUI font with a system font's size times `unit` (a named font scales by itself).
            \(a)func swiftUIFont(scaledBy unit: CGFloat) -> Font {
                let points: CGFloat = CGFloat(size)
                guard case .named(let name) = font else {
                    let weight: Font.Weight = weightName?.weight ?? .regular
                    return Font.system(size: points * unit, weight: weight, design: font.design ?? .default)
                }
                let custom: Font =
                    scaling == .fixed
                    ? Font.custom(name, fixedSize: points) : Font.custom(name, size: points, relativeTo: scalingTextStyle)
                guard let weight = weightName else { return custom }
                return custom.weight(weight.weight)
            }

            /// The space between lines that makes the distance between baselines `lineHeight`, times `unit`: the
            /// line height less the font's own, taken as 1.2 times the size (close to the system font's; SwiftUI
            /// does not tell a font's line height). 0 without a line height, or when the font's own is larger.
            \(a)func lineSpacing(scaledBy unit: CGFloat) -> CGFloat {
                guard let lineHeight else { return 0 }
                return max(0, CGFloat(lineHeight - 1.2 * size) * unit)
            }
        }

        /// A typography on a view: the font, the line spacing and the tracking, sized for the Dynamic Type size
        /// relative to the typography's text style (fixed when `scaling: fixed`); nothing at all without one, so
        /// the caller's font stays.
        \(typographyAvailability)
        struct ThemeTypographyModifier: ViewModifier {
            let typography: ThemeTypography?

            nonisolated init(_ typography: ThemeTypography?) {
                self.typography = typography
            }

            func body(content: Content) -> some View {
                if let typography {
                    content.modifier(ThemeScaledTypographyModifier(typography: typography))
                } else {
                    content
                }
            }
        }

        /// `ThemeTypographyModifier` for a typography: its Dynamic Type factor read relative to its text style.
        \(typographyAvailability)
        private struct ThemeScaledTypographyModifier: ViewModifier {
            let typography: ThemeTypography
            @ScaledMetric private var unit: Double

            init(typography: ThemeTypography) {
                self.typography = typography
                _unit = ScaledMetric(wrappedValue: 1, relativeTo: typography.scalingTextStyle)
            }

            func body(content: Content) -> some View {
                let scale: CGFloat = typography.scaling == .fixed ? 1 : CGFloat(unit)
                content
                    .font(typography.swiftUIFont(scaledBy: scale))
                    .lineSpacing(typography.lineSpacing(scaledBy: scale))
                    .modifier(ThemeTrackingModifier(tracking: typography.tracking.map { CGFloat($0) * scale }))
            }
        }

        /// Tracking on any view: `tracking(_:)` on views is iOS 16, macOS 13, tvOS 16, watchOS 9; before that the
        /// text keeps its own.
        \(appleAvailability)
        struct ThemeTrackingModifier: ViewModifier {
            let tracking: CGFloat?

            func body(content: Content) -> some View {
                if let tracking {
                    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                        content.tracking(tracking)
                    } else {
                        content
                    }
                } else {
                    content
                }
            }
        }

        \(typographyAvailability)
        extension View {
            /// Draws text in this view in `typography`: its font, line height and tracking, following Dynamic Type
            /// relative to its text style unless it is fixed.
            \(a)nonisolated func themeTypography(_ typography: ThemeTypography) -> some View {
                modifier(ThemeTypographyModifier(typography))
            }
        }
        """
    }

    /// `UIFont`s of the typography, in the UIKit part.
    // swift-format-ignore
    static func typographyUIKitSource(_ a: String) -> String {
        """
        @available(iOS 13.0, tvOS 13.0, *)
        extension ThemeFontWeight {
            /// UIKit's weight of this name.
            \(a)var uiFontWeight: UIFont.Weight {
                switch self {
        \(FontWeightKind.allCases.map { "        case .\($0.rawValue): return .\($0.rawValue)" }.joined(separator: "\n"))
                }
            }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        extension ThemeTextStyle {
            /// UIKit's text style of this name (`caption` is `caption1`, `title` `title1`; tvOS, without
            /// `largeTitle`, uses `title1` for it).
            \(a)var uiTextStyle: UIFont.TextStyle {
                switch self {
                case .largeTitle:
                    #if os(tvOS)
                        return .title1
                    #else
                        return .largeTitle
                    #endif
        \(TextStyleKind.allCases.filter { $0 != .largeTitle }.map { "        case .\($0.rawValue): return .\(uiKitTextStyle($0))" }.joined(separator: "\n"))
                }
            }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        extension ThemeTypography {
            /// The `UIFont`: the named font (the system font when the app does not bundle it) or the system font
            /// (`systemMonospaced` monospaced, `systemRounded` and `systemSerif` in the rounded and serif system
            /// designs) at `size` and the weight, scaled for the current Dynamic Type size with
            /// `UIFontMetrics(forTextStyle:)` unless it is fixed. A label with `adjustsFontForContentSizeCategory`
            /// follows later changes.
            \(a)var uiFont: UIFont {
                let points: CGFloat = CGFloat(size)
                let weight: UIFont.Weight = weightName?.uiFontWeight ?? .regular
                let base: UIFont
                switch font {
                case .named(let name):
                    base = UIFont(name: name, size: points) ?? UIFont.systemFont(ofSize: points, weight: weight)
                case .systemMonospaced:
                    base = UIFont.monospacedSystemFont(ofSize: points, weight: weight)
                case .systemRounded:
                    base = Self.uiSystemFont(ofSize: points, weight: weight, design: .rounded)
                case .systemSerif:
                    base = Self.uiSystemFont(ofSize: points, weight: weight, design: .serif)
                case .system:
                    base = UIFont.systemFont(ofSize: points, weight: weight)
                }
                guard scaling == .dynamic else { return base }
                return UIFontMetrics(forTextStyle: (textStyle ?? .body).uiTextStyle).scaledFont(for: base)
            }

            /// The system font at `size` and `weight` in the system design `design`: its descriptor `withDesign(_:)`;
            /// the plain system font when the system has no font of that design.
            private static func uiSystemFont(
                ofSize size: CGFloat, weight: UIFont.Weight, design: UIFontDescriptor.SystemDesign
            ) -> UIFont {
                let system: UIFont = UIFont.systemFont(ofSize: size, weight: weight)
                guard let descriptor = system.fontDescriptor.withDesign(design) else { return system }
                return UIFont(descriptor: descriptor, size: size)
            }
        }
        """
    }

    /// `NSFont`s of the typography, in the AppKit part.
    // swift-format-ignore
    static func typographyAppKitSource(_ a: String) -> String {
        """
        @available(macOS 10.15, *)
        extension ThemeFontWeight {
            /// AppKit's weight of this name.
            \(a)var nsFontWeight: NSFont.Weight {
                switch self {
        \(FontWeightKind.allCases.map { "        case .\($0.rawValue): return .\($0.rawValue)" }.joined(separator: "\n"))
                }
            }
        }

        @available(macOS 10.15, *)
        extension ThemeTypography {
            /// The `NSFont` at `size` (macOS has no Dynamic Type): the named font (the system font when the app does
            /// not bundle it) or the system font (`systemMonospaced` monospaced, `systemRounded` and `systemSerif` in
            /// the rounded and serif system designs) at the weight.
            \(a)var nsFont: NSFont {
                let points: CGFloat = CGFloat(size)
                let weight: NSFont.Weight = weightName?.nsFontWeight ?? .regular
                switch font {
                case .named(let name):
                    return NSFont(name: name, size: points) ?? NSFont.systemFont(ofSize: points, weight: weight)
                case .systemMonospaced:
                    return NSFont.monospacedSystemFont(ofSize: points, weight: weight)
                case .systemRounded:
                    return Self.nsSystemFont(ofSize: points, weight: weight, design: .rounded)
                case .systemSerif:
                    return Self.nsSystemFont(ofSize: points, weight: weight, design: .serif)
                case .system:
                    return NSFont.systemFont(ofSize: points, weight: weight)
                }
            }

            /// The system font at `size` and `weight` in the system design `design`: its descriptor `withDesign(_:)`;
            /// the plain system font when the system has no font of that design.
            private static func nsSystemFont(
                ofSize size: CGFloat, weight: NSFont.Weight, design: NSFontDescriptor.SystemDesign
            ) -> NSFont {
                let system: NSFont = NSFont.systemFont(ofSize: size, weight: weight)
                guard let descriptor = system.fontDescriptor.withDesign(design) else { return system }
                return NSFont(descriptor: descriptor, size: size) ?? system
            }
        }
        """
    }

    /// UIKit's name of a text style.
    private static func uiKitTextStyle(_ style: TextStyleKind) -> String {
        switch style {
        case .title: return "title1"
        case .caption: return "caption1"
        default: return style.rawValue
        }
    }
}
