import ThemecCore

extension SwiftEmitter {
    /// The SwiftUI side of animation tokens, in `ThemeRuntime+SwiftUI.swift`: `Animation`s of `ThemeTimingCurve`
    /// and `ThemeMotion`.
    // swift-format-ignore
    static func effectsRuntimeAppleSource(_ a: String) -> String {
        """
        \(appleAvailability)
        extension ThemeTimingCurve {
            /// The SwiftUI animation of this curve over `duration` seconds; a spring takes its pace from its
            /// response instead.
            \(a)func animation(duration: Double) -> Animation {
                switch self {
                case .linear: return Animation.linear(duration: duration)
                case .easeIn: return Animation.easeIn(duration: duration)
                case .easeOut: return Animation.easeOut(duration: duration)
                case .easeInOut: return Animation.easeInOut(duration: duration)
                case .bezier(let x1, let y1, let x2, let y2):
                    return Animation.timingCurve(x1, y1, x2, y2, duration: duration)
                case .spring(let response, let dampingFraction):
                    return Animation.spring(response: response, dampingFraction: dampingFraction, blendDuration: 0)
                }
            }
        }

        \(appleAvailability)
        extension ThemeMotion {
            /// The SwiftUI animation: `.easeOut(duration:)`, `.timingCurve(_:_:_:_:duration:)`,
            /// `.spring(response:dampingFraction:blendDuration:)`, … .
            \(a)var animation: Animation { curve.animation(duration: duration ?? 0) }
        }
        """
    }

    /// `ThemeDropShadowModifier` and `themeShadow(_:)`: one `.shadow(color:radius:x:y:)` per layer, in order,
    /// for up to `ThemeFormat.maximumShadowLayers` layers (a `switch` on the count, so no `AnyView`).
    static func shadowModifierSource(_ a: String, into w: inout SwiftWriter) {
        let most = ThemeFormat.maximumShadowLayers
        w.blankLine()
        w.doc(
            """
            Draws a shadow's layers in order, each with `.shadow(color:radius:x:y:)` and a colour that follows the
            appearance (built once, when the modifier is made); up to \(most) layers, the most a theme file's shadow has.
            """)
        w.line(colorAvailability)
        w.block("struct ThemeDropShadowModifier: ViewModifier {") { w in
            w.line("private let colors: [Color]")
            w.line("private let layers: [ThemeShadow]")
            w.blankLine()
            w.doc("The layers with the colours already built for them.")
            w.block("nonisolated init(colors: [Color], layers: [ThemeShadow]) {") { w in
                w.line("self.colors = colors")
                w.line("self.layers = layers")
            }
            w.blankLine()
            w.block("nonisolated init(layers: [ThemeShadow]) {") { w in
                w.line(
                    "self.init(colors: layers.map { (layer: ThemeShadow) -> Color in layer.color.color }, layers: layers)"
                )
            }
            w.blankLine()
            w.block("func body(content: Content) -> some View {") { w in
                w.line("switch min(layers.count, colors.count) {")
                for count in 0...most {
                    w.line(count == most ? "default:" : "case \(count):")
                    w.indented { w in
                        if count == 0 {
                            w.line("content")
                            return
                        }
                        w.line("content")
                        w.indented { w in
                            for index in 0..<count {
                                w.line(".themeShadowLayer(colors[\(index)], layers[\(index)])")
                            }
                        }
                    }
                }
                w.line("}")
            }
        }
        w.blankLine()
        w.line(colorAvailability)
        w.block("extension View {") { w in
            w.doc("Draws every layer of `shadow` behind this view: `.themeShadow(theme.shadows.card)`.")
            w.block("\(a)nonisolated func themeShadow(_ shadow: ThemeDropShadow) -> some View {") { w in
                w.line("modifier(ThemeDropShadowModifier(layers: shadow.layers))")
            }
            w.blankLine()
            w.block(
                "fileprivate nonisolated func themeShadowLayer(_ color: Color, _ layer: ThemeShadow) -> some View {"
            ) { w in
                w.line("shadow(color: color, radius: CGFloat(layer.radius), x: CGFloat(layer.x), y: CGFloat(layer.y))")
            }
        }
    }
}
