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

            // MARK: - ThemeDropShadow

            /// A shadow token: its layers, drawn in order, each with a dynamic colour and lengths in points.
            \(a)struct ThemeDropShadow: Hashable, Sendable {
                /// At least one.
                \(a)var layers: [ThemeShadow]

                \(i)\(a)init(layers: [ThemeShadow]) {
                    self.layers = layers
                }
            }

            // MARK: - ThemeTimingCurve

            /// How an animation moves from start to end: a named curve, a cubic Bézier or a spring.
            \(a)enum ThemeTimingCurve: Hashable, Sendable {
                case linear
                case easeIn
                case easeOut
                case easeInOut
                /// A cubic Bézier from (0, 0) to (1, 1) through two control points; `x1` and `x2` from 0 to 1.
                case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
                /// A spring: `response` in seconds, `dampingFraction` 0 or more (1 is critically damped).
                case spring(response: Double, dampingFraction: Double)
            }

            // MARK: - ThemeMotion

            /// An animation token: a timing curve and, unless the curve is a spring, a duration in seconds.
            \(a)struct ThemeMotion: Hashable, Sendable {
                \(a)var curve: ThemeTimingCurve
                /// In seconds; `nil` for a spring, whose response sets its pace.
                \(a)var duration: Double?

                \(i)\(a)init(curve: ThemeTimingCurve, duration: Double? = nil) {
                    self.curve = curve
                    self.duration = duration
                }
            }

            """
    }

    /// `.bezier(x1: 0.2, y1: 0, x2: 0, y2: 1)`: a curve as a `ThemeTimingCurve` member.
    static func timingCurveLiteral(_ curve: TimingCurve) -> String {
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2):
            let values = zip(["x1", "y1", "x2", "y2"], [x1, y1, x2, y2]).map {
                "\($0): \(SwiftWriter.doubleLiteral($1))"
            }
            return ".bezier(" + values.joined(separator: ", ") + ")"
        case .spring(let response, let dampingFraction):
            return ".spring(response: \(SwiftWriter.doubleLiteral(response)), "
                + "dampingFraction: \(SwiftWriter.doubleLiteral(dampingFraction)))"
        default:
            return "." + curve.description
        }
    }

    /// `ThemeMotion(curve: .easeOut, duration: 0.2)`.
    static func motionLiteral(_ value: ResolvedAnimation) -> String {
        "ThemeMotion(curve: " + timingCurveLiteral(value.curve)
            + (value.duration.map { ", duration: " + SwiftWriter.doubleLiteral($0) } ?? "") + ")"
    }

    /// Shadow tokens: first a `ThemeDynamicColor` local per distinct layer colour, then either the table
    /// `let shadows: [ThemeDropShadow] = [ … ]` (no slots) or `values.shadows[<slot>] = …` per shadow.
    static func shadowLines(
        _ shadows: [(value: ResolvedShadow, comment: String, slot: Int?)], into w: inout SwiftWriter
    ) {
        var colors = LocalNames<DynamicColor>(prefix: "shadowColor")
        var locals: [[String]] = []
        for shadow in shadows {
            locals.append(
                shadow.value.layers.map { layer in
                    let (local, isNew) = colors.name(for: layer.color)
                    if isNew { dynamicColor(layer.color, local: local, into: &w) }
                    return local
                })
        }
        func literal(
            _ shadow: ResolvedShadow, _ locals: [String], opener: String, closer: String, _ w: inout SwiftWriter
        ) {
            w.line(opener + "ThemeDropShadow(layers: [")
            w.indented { w in
                // swift format writes a one-element list without a trailing comma, and every other with them.
                let comma = shadow.layers.count == 1 ? "" : ","
                for (layer, local) in zip(shadow.layers, locals) {
                    w.line(
                        "ThemeShadow(color: \(local), radius: \(SwiftWriter.doubleLiteral(layer.radius)), "
                            + "x: \(SwiftWriter.doubleLiteral(layer.x)), y: \(SwiftWriter.doubleLiteral(layer.y)))"
                            + comma)
                }
            }
            w.line("])" + closer)
        }
        guard shadows.allSatisfy({ $0.slot == nil }) else {
            for (shadow, locals) in zip(shadows, locals) {
                w.line("// ", shadow.comment, "")
                literal(shadow.value, locals, opener: "values.shadows[\(shadow.slot ?? 0)] = ", closer: "", &w)
            }
            return
        }
        guard !shadows.isEmpty else {
            w.line("let shadows: [ThemeDropShadow] = []")
            return
        }
        w.line("let shadows: [ThemeDropShadow] = [")
        w.indented { w in
            for (shadow, locals) in zip(shadows, locals) {
                w.line("// ", shadow.comment, "")
                // swift format writes a one-element list without a trailing comma.
                literal(shadow.value, locals, opener: "", closer: shadows.count == 1 ? "" : ",", &w)
            }
        }
        w.line("]")
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
