import ThemecCore

extension SwiftEmitter {
    /// The value types of the design-token groups beyond colours and numbers (font families, typography), in
    /// `ThemeRuntime.swift`: platform-neutral, no imports, so Linux tools and tests read them too. The
    /// SwiftUI, UIKit and AppKit layers build `Font`s from them.
    // swift-format-ignore
    static func tokenRuntimeSource(access: AccessLevel) -> String {
        let a = access == .public ? "public " : ""
        let i = access == .public ? "@inlinable " : ""
        return """

            // MARK: - ThemeFontFamily

            /// A font family: a design of the system font, or a font the app bundles, by PostScript or family name.
            \(a)enum ThemeFontFamily: Hashable, Sendable, CustomStringConvertible {
                case system
                case systemRounded
                case systemSerif
                case systemMonospaced
                /// `Font.custom(name, size:)`: a PostScript or family name such as `HiraginoSans-W3`.
                case named(String)

                /// As written in the theme file.
                \(a)var description: String {
                    switch self {
                    case .system: return "system"
                    case .systemRounded: return "systemRounded"
                    case .systemSerif: return "systemSerif"
                    case .systemMonospaced: return "systemMonospaced"
                    case .named(let name): return name
                    }
                }
            }

            // MARK: - ThemeTypographyScaling

            /// Whether a typography token's size follows Dynamic Type.
            \(a)enum ThemeTypographyScaling: String, Hashable, Sendable, CaseIterable {
                /// Scales with the token's text style (with `body` when it names none).
                case dynamic
                /// Never scales.
                case fixed
            }

            // MARK: - ThemeTypography

            /// A typography token: font, size and the rest, exact values as `themec resolve` prints them.
            \(a)struct ThemeTypography: Hashable, Sendable {
                \(a)var font: ThemeFontFamily
                /// In points, at the default content size.
                \(a)var size: Double
                /// From 1 to 1000 (400 regular, 700 bold); `nil` for the font's own.
                \(a)var weight: Double?
                /// The distance between baselines in points; `nil` for the font's own.
                \(a)var lineHeight: Double?
                /// Extra space between letters in points; `nil` for none.
                \(a)var tracking: Double?
                /// The text style the size scales with; `nil` scales as `body` does (unless fixed).
                \(a)var textStyle: ThemeTextStyle?
                \(a)var scaling: ThemeTypographyScaling

                \(i)\(a)init(
                    font: ThemeFontFamily, size: Double, weight: Double? = nil, lineHeight: Double? = nil,
                    tracking: Double? = nil, textStyle: ThemeTextStyle? = nil, scaling: ThemeTypographyScaling = .dynamic
                ) {
                    self.font = font
                    self.size = size
                    self.weight = weight
                    self.lineHeight = lineHeight
                    self.tracking = tracking
                    self.textStyle = textStyle
                    self.scaling = scaling
                }

                /// The named weight nearest to `weight` (100 `ultraLight` … 400 `regular` … 900 `black`); `nil` without one.
                \(a)var weightName: ThemeFontWeight? {
                    guard let weight else { return nil }
                    // Integer steps, no rounding call: the runtime links no maths library. 149 → 0, 150 → 1, ….
                    let names: [ThemeFontWeight] = ThemeFontWeight.allCases
                    let index: Int = weight < 50 ? 0 : Int((weight - 50) / 100)
                    return names[min(index, names.count - 1)]
                }
            }

            """
    }

    /// `.named("HiraginoSans-W3")`, `.systemRounded`: a family as a `ThemeFontFamily` member.
    static func fontLiteral(_ family: FontFamily) -> String {
        switch family {
        case .named(let name): return ".named(\(SwiftWriter.stringLiteral(name)))"
        default: return "." + family.description
        }
    }

    /// `<opener>ThemeTypography(` and one argument per line (those that differ from the defaults), then
    /// `)<closer>`: one argument a line is the layout swift format keeps whatever the font's name.
    static func typographyLines(
        _ value: ResolvedTypography, opener: String, closer: String, into w: inout SwiftWriter
    ) {
        var arguments = ["font: " + fontLiteral(value.font), "size: " + SwiftWriter.doubleLiteral(value.size)]
        if let weight = value.weight { arguments.append("weight: " + SwiftWriter.doubleLiteral(weight)) }
        if let lineHeight = value.lineHeight {
            arguments.append("lineHeight: " + SwiftWriter.doubleLiteral(lineHeight))
        }
        if let tracking = value.tracking { arguments.append("tracking: " + SwiftWriter.doubleLiteral(tracking)) }
        if let textStyle = value.textStyle { arguments.append("textStyle: ." + textStyle.rawValue) }
        if value.scaling != .dynamic { arguments.append("scaling: ." + value.scaling.rawValue) }
        w.line(opener + "ThemeTypography(")
        w.indented { w in
            for (index, argument) in arguments.enumerated() {
                w.line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        }
        w.line(")" + closer)
    }
}
