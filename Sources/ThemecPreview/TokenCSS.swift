import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CSS the page draws the typography, font, shadow and animation tokens with.
///
/// Every value a theme file can give ends up in a `style` attribute, so a name is written as a CSS string
/// whose every character but letters, digits, spaces and `-_.` is a hex escape (`\22 ` for `"`): no quote,
/// semicolon, angle bracket or backslash of a font name reaches the CSS or the HTML as itself.
enum TokenCSS {
    /// `font-family` for a family: the system designs as CSS's generic families (`system-ui`, `ui-rounded`,
    /// `ui-serif`, `ui-monospace`, each with a fallback), a named font by its name, then the system font.
    static func fontFamily(_ family: FontFamily) -> String {
        switch family {
        case .system: return "system-ui, sans-serif"
        case .systemRounded: return "ui-rounded, system-ui, sans-serif"
        case .systemSerif: return "ui-serif, serif"
        case .systemMonospaced: return "ui-monospace, monospace"
        case .named(let name): return string(name) + ", system-ui, sans-serif"
        }
    }

    /// The declarations that draw text as `typography`: family, size, weight, line height (`normal`, the
    /// font's own, when none is set) and letter spacing, in points as CSS pixels.
    static func typography(_ typography: ResolvedTypography) -> String {
        var declarations = ["font-family:\(fontFamily(typography.font))", "font-size:\(px(typography.size))"]
        if let weight = typography.weight { declarations.append("font-weight:\(formatNumber(weight))") }
        declarations.append("line-height:" + (typography.lineHeight.map(px) ?? "normal"))
        if let tracking = typography.tracking { declarations.append("letter-spacing:\(px(tracking))") }
        return declarations.joined(separator: ";")
    }

    /// `box-shadow` with every layer of `shadow` in `appearance`, in the order written: `x y blur colour`, the
    /// blur twice the radius (Core Animation's shadow radius is half the CSS blur; `import dtcg` halves it).
    static func boxShadow(_ shadow: ResolvedShadow, _ appearance: Appearance) -> String {
        shadow.layers.map { layer in
            "\(px(layer.x)) \(px(layer.y)) \(px(2 * layer.radius)) \(css(layer.color[appearance].rgba))"
        }.joined(separator: ", ")
    }

    // MARK: - Button labels and shadows

    /// The size of a button's label: its typography's, or SwiftUI's body (17 pt) without one.
    static func labelSize(_ style: ResolvedButtonStyle) -> Double { style.font?.size ?? 17 }

    /// The weight of a button's label: the style's `fontWeight`, else its typography's, else regular.
    static func labelWeight(_ style: ResolvedButtonStyle) -> Double {
        style.fontWeight.map { Double($0.cssWeight) } ?? style.font?.weight ?? 400
    }

    /// The declarations that draw a button's label as the generated style does: the typography's family,
    /// size, line height and tracking (the system font, 17 pt, without one), and the weight of `labelWeight`.
    /// The system font's weights are CSS's: `system-ui` at 600 is the semibold face where the system has one.
    static func labelFont(_ style: ResolvedButtonStyle) -> String {
        var declarations = [
            "font-family:\(fontFamily(style.font?.font ?? .system))", "font-size:\(px(labelSize(style)))",
            "font-weight:\(formatNumber(labelWeight(style)))",
        ]
        if let lineHeight = style.font?.lineHeight { declarations.append("line-height:\(px(lineHeight))") }
        if let tracking = style.font?.tracking { declarations.append("letter-spacing:\(px(tracking))") }
        return declarations.joined(separator: ";")
    }

    /// Every shadow layer of a button (`shadow`, then the layers after it) as `box-shadow`'s value; empty
    /// without one.
    static func buttonShadows(_ style: ResolvedButtonStyle, _ appearance: Appearance) -> String {
        ((style.shadow.map { [$0] } ?? []) + style.extraShadows).map { layer in
            "\(px(layer.x)) \(px(layer.y)) \(px(2 * layer.radius)) \(css(layer.color[appearance].rgba))"
        }.joined(separator: ", ")
    }

    /// How far a button's shadows reach past its box on each side: the blur (twice the radius) moved by the
    /// offset, the farthest layer on each side.
    static func shadowReach(_ style: ResolvedButtonStyle) -> (top: Double, right: Double, bottom: Double, left: Double)
    {
        var reach = (top: 0.0, right: 0.0, bottom: 0.0, left: 0.0)
        for layer in (style.shadow.map { [$0] } ?? []) + style.extraShadows {
            let blur = 2 * layer.radius
            reach.top = max(reach.top, blur - layer.y)
            reach.bottom = max(reach.bottom, blur + layer.y)
            reach.left = max(reach.left, blur - layer.x)
            reach.right = max(reach.right, blur + layer.x)
        }
        return reach
    }

    /// The room a button's stage keeps around it for its shadows, in whole pixels.
    static func shadowRoom(_ style: ResolvedButtonStyle) -> (top: Double, right: Double, bottom: Double, left: Double) {
        let reach = shadowReach(style)
        return (reach.top.rounded(.up), reach.right.rounded(.up), reach.bottom.rounded(.up), reach.left.rounded(.up))
    }

    /// The CSS timing function of a curve: the named curves are CSS's (SwiftUI's `easeIn` is CSS's
    /// `ease-in`, the same Bézier), a Bézier is `cubic-bezier(…)`, a spring is `linear(…)` through its
    /// motion sampled over `springDuration`.
    static func timingFunction(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .bezier(let x1, let y1, let x2, let y2):
            return "cubic-bezier(" + [x1, y1, x2, y2].map(formatNumber).joined(separator: ", ") + ")"
        case .spring(let response, let damping):
            let duration = springDuration(response: response, damping: damping)
            let samples = (0...24).map { step -> String in
                let value = springPosition(Double(step) / 24 * duration, response: response, damping: damping)
                return formatNumber((value * 1000).rounded() / 1000)
            }
            return "linear(" + samples.joined(separator: ", ") + ")"
        }
    }

    /// How long the hover demo of an animation runs, in seconds: its duration, or for a spring the time its
    /// swing takes to fall under 1% (at most 3 seconds).
    static func demoDuration(_ animation: ResolvedAnimation) -> Double {
        if case .spring(let response, let damping) = animation.curve {
            return springDuration(response: response, damping: damping)
        }
        return animation.duration ?? 0
    }

    static func springDuration(response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / response
        guard damping > 0 else { return 3 }
        // The envelope e^(-ζω₀t) of an under- or critically damped spring; an overdamped one settles on its
        // slower root, which this bounds from below, so it is given the 3 seconds at most.
        let settle = damping < 1 ? log(100) / (damping * omega) : log(100) * damping / omega * 2
        return min(max(settle, 0.05), 3)
    }

    /// Where a spring released from 0 towards 1 is at time `t`.
    static func springPosition(_ t: Double, response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / response
        if damping < 1 {
            let damped = omega * (1 - damping * damping).squareRoot()
            return 1 - exp(-damping * omega * t) * (cos(damped * t) + damping * omega / damped * sin(damped * t))
        }
        if damping == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let root = (damping * damping - 1).squareRoot()
        let (r1, r2) = (-omega * (damping - root), -omega * (damping + root))
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// `text` as a CSS string, everything but letters, digits, spaces and `-_.` hex-escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let word = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            let plain = (word || " -_.".unicodeScalars.contains(scalar)) && scalar.value >= 0x20 && scalar.value != 0x7F
            if plain {
                out.unicodeScalars.append(scalar)
            } else if scalar.value == 0 {
                out += "\\FFFD "
            } else {
                out += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            }
        }
        return out + "\""
    }
}
