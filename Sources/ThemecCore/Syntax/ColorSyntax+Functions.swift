public import ThemecDiagnostics

/// The CSS Color 4 functions of the theme format: `color(display-p3 R G B / A)`, `color(srgb …)`, `hsl()`,
/// `hsla()`, `oklch()`, and the space form of `rgb()`/`rgba()` (`rgb(28 28 30 / 50%)`; the comma form is
/// `ColorSyntax.parseFunction`'s).
///
/// `color()` keeps the space it names. `hsl()` is always inside sRGB. `oklch()` becomes sRGB when it is inside
/// the sRGB gamut, otherwise Display P3 when it is inside that gamut, otherwise Display P3 with each channel
/// clipped to 0–1, which `GamutMapping` reports. Channels are then rounded to 8 bits (docs/ThemeFormat.md,
/// "Colours").
extension ColorSyntax {
    /// An `oklch()` colour outside Display P3, clipped into it: the warning's reason and where to point.
    public struct GamutMapping: Hashable, Sendable {
        public var reason: DiagnosticMessage
        public var offset: Int
        public var length: Int
    }

    /// The colour spaces `color()` accepts, as CSS spells them.
    public static let colorFunctionSpaces: [String] = ["display-p3", "srgb"]

    /// How far outside 0–1 a computed channel may be and still count as inside a gamut: half an 8-bit step,
    /// so a colour whose 8-bit value is the same either way stays in the smaller space (`oklch(0.628 0.2577
    /// 29.23)`, CSS's sRGB red rounded, is `#FF0000`).
    static let gamutTolerance = 0.5 / 255

    /// One part of a function's arguments: a component, a comma or the slash before alpha.
    struct Token {
        enum Kind { case word, comma, slash }
        var kind: Kind
        var text: String
        var offset: Int
        var length: Int
    }

    /// The function names this parser reads, lower case; `nil` when `lowered` starts with none of them.
    static func functionName(_ lowered: String) -> String? {
        for name in ["color(", "hsla(", "hsl(", "oklch("] where lowered.hasPrefix(name) {
            return String(name.dropLast())
        }
        return nil
    }

    /// `color()`, `hsl()`, `hsla()` or `oklch()` (`name`, lower case) in `scalars`.
    static func parseColorFunction(
        _ scalars: [Unicode.Scalar], name: String, gamutMapped: inout GamutMapping?
    ) -> Result<Value, Failure> {
        let open = name.unicodeScalars.count + 1
        guard scalars.count > open, scalars.last == ")" else {
            return .failure(
                Failure(kind: .malformed, reason: "'\(name)(' is not closed with ')'", offset: 0, length: scalars.count)
            )
        }
        let close = scalars.count - 1
        var tokens: [Token] = []
        var index = open
        while index < close {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r":
                index += 1
            case ",":
                tokens.append(Token(kind: .comma, text: ",", offset: index, length: 1))
                index += 1
            case "/":
                tokens.append(Token(kind: .slash, text: "/", offset: index, length: 1))
                index += 1
            default:
                let start = index
                var text = ""
                while index < close, !" \t\n\r,/()".unicodeScalars.contains(scalars[index]) {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index == start {
                    // A parenthesis inside the arguments.
                    return .failure(
                        Failure(
                            kind: .malformed, reason: "unexpected '\(scalars[index])' in '\(name)()'", offset: index,
                            length: 1))
                }
                tokens.append(Token(kind: .word, text: text, offset: start, length: index - start))
            }
        }
        var components: [Token]
        var alpha: Token?
        switch splitArguments(tokens, name: name, close: close) {
        case .failure(let failure): return .failure(failure)
        case .success(let split): (components, alpha) = split
        }
        var space = RGBA.Space.sRGB
        if name == "color" {
            guard let first = components.first else {
                return .failure(
                    Failure(
                        kind: .malformed,
                        reason: "'color()' names a colour space first, as in 'color(display-p3 1 0 0)'",
                        offset: close, length: 1))
            }
            switch first.text.lowercased() {
            case "display-p3": space = .displayP3
            case "srgb": space = .sRGB
            default:
                let suggestion = Suggestions.closest(to: first.text.lowercased(), in: colorFunctionSpaces)
                let hint: DiagnosticMessage =
                    suggestion.map { "; did you mean '\($0)'?" } ?? "; 'color()' takes 'display-p3' or 'srgb'"
                return .failure(
                    Failure(
                        kind: .unknownSpace, reason: "unknown colour space '\(first.text)'\(hint)",
                        offset: first.offset, length: first.length))
            }
            components.removeFirst()
        }
        let form: String
        switch name {
        case "color": form = space == .displayP3 ? "color(display-p3 R G B)" : "color(srgb R G B)"
        case "oklch": form = "oklch(L C H)"
        case "rgb", "rgba": form = "\(name)(R G B)"
        default: form = "\(name)(H S L)"
        }
        if components.count < 3 {
            // Point just past the last component, where the next one belongs.
            let at = components.last.map { $0.offset + $0.length } ?? close
            return .failure(
                Failure(
                    kind: .malformed,
                    reason: "'\(name)()' takes 3 components, as in '\(form)', not \(components.count)",
                    offset: max(open, min(at, close)), length: 1))
        }
        if components.count > 3 {
            let extra = components[3]
            return .failure(
                Failure(
                    kind: .malformed,
                    reason:
                        "'\(name)()' takes 3 components, as in '\(form)'; '\(extra.text)' is one too many (alpha goes after '/')",
                    offset: extra.offset, length: extra.length))
        }
        var opacity = 1.0
        if let alpha {
            switch alphaValue(alpha) {
            case .failure(let failure): return .failure(failure)
            case .success(let value): opacity = value
            }
        }
        let channels: [Double]
        switch name {
        case "color":
            var values: [Double] = []
            for component in components {
                switch number(
                    component, what: "channel", percentScale: 100, range: 0...1, rangeText: "0 to 1 (or 0% to 100%)")
                {
                case .failure(let failure): return .failure(failure)
                case .success(let value): values.append(value)
                }
            }
            channels = values
        case "rgb", "rgba":
            // CSS Color 4: each channel a number from 0 to 255 (decimals allowed) or a percentage of 255.
            var values: [Double] = []
            for component in components {
                let percent = component.text.hasSuffix("%")
                switch number(
                    component, what: "channel", percentScale: 100, range: percent ? 0...1 : 0...255,
                    rangeText: "0 to 255 (or 0% to 100%)")
                {
                case .failure(let failure): return .failure(failure)
                case .success(let value): values.append(percent ? value : value / 255)
                }
            }
            channels = values
        case "oklch":
            let lightness = number(
                components[0], what: "lightness", percentScale: 100, range: 0...1, rangeText: "0 to 1 (or 0% to 100%)")
            // CSS: 100% chroma is 0.4.
            let chroma = number(
                components[1], what: "chroma", percentScale: 250, range: 0...Double.greatestFiniteMagnitude,
                rangeText: "0 or more")
            let hue = angle(components[2])
            switch (lightness, chroma, hue) {
            case (.failure(let failure), _, _), (_, .failure(let failure), _), (_, _, .failure(let failure)):
                return .failure(failure)
            case (.success(let l), .success(let c), .success(let h)):
                return .success(
                    .literal(
                        mapped(
                            srgb: ColorMath.srgb(fromOKLCh: [l, c, h]), alpha: opacity, tokens: components,
                            gamutMapped: &gamutMapped)))
            }
        default:
            let hue = angle(components[0])
            // The comma form takes percentages only; the space form also plain numbers (CSS Color 4).
            let saturation = percentage(
                components[1], what: "saturation", numberAllowed: !tokens.contains { $0.kind == .comma })
            let lightness = percentage(
                components[2], what: "lightness", numberAllowed: !tokens.contains { $0.kind == .comma })
            switch (hue, saturation, lightness) {
            case (.failure(let failure), _, _), (_, .failure(let failure), _), (_, _, .failure(let failure)):
                return .failure(failure)
            case (.success(let h), .success(let s), .success(let l)):
                channels = ColorMath.hslToSRGB(hue: h, saturation: s, lightness: l)
            }
        }
        return .success(.literal(quantized(channels, alpha: opacity, space: space)))
    }

    /// The components and the alpha of `tokens`: `A B C / D` (space form) or `A, B, C[, D]` (comma form, not
    /// for `color()`).
    private static func splitArguments(_ tokens: [Token], name: String, close: Int) -> Result<
        ([Token], Token?), Failure
    > {
        let commas = tokens.filter { $0.kind == .comma }
        if let comma = commas.first {
            if name == "color" || name == "oklch" {
                return .failure(
                    Failure(
                        kind: .malformed,
                        reason: "'\(name)()' separates its components with spaces, not commas", offset: comma.offset,
                        length: 1))
            }
            if let slash = tokens.first(where: { $0.kind == .slash }) {
                return .failure(
                    Failure(
                        kind: .malformed,
                        reason: "'\(name)()' with commas takes alpha as a fourth value after a comma, not after '/'",
                        offset: slash.offset, length: 1))
            }
            // word (, word)*: every other token is a comma.
            var words: [Token] = []
            var expectWord = true
            for token in tokens {
                if expectWord != (token.kind == .word) {
                    let reason: DiagnosticMessage =
                        token.kind == .comma
                        ? "a value is missing before this ','" : "'\(token.text)' needs a ',' before it"
                    return .failure(
                        Failure(kind: .malformed, reason: reason, offset: token.offset, length: token.length))
                }
                if token.kind == .word { words.append(token) }
                expectWord.toggle()
            }
            if expectWord {
                return .failure(
                    Failure(kind: .malformed, reason: "a value is missing after the last ','", offset: close, length: 1)
                )
            }
            if words.count == 4 { return .success((Array(words.prefix(3)), words[3])) }
            if words.count > 4 {
                return .failure(
                    Failure(
                        kind: .malformed,
                        reason: "'\(name)()' takes 3 values and an alpha; '\(words[4].text)' is too many",
                        offset: words[4].offset, length: words[4].length))
            }
            return .success((words, nil))
        }
        guard let slashIndex = tokens.firstIndex(where: { $0.kind == .slash }) else { return .success((tokens, nil)) }
        let after = tokens[(slashIndex + 1)...]
        guard let alpha = after.first else {
            return .failure(
                Failure(kind: .malformed, reason: "an alpha value is missing after '/'", offset: close, length: 1))
        }
        if alpha.kind == .slash {
            return .failure(Failure(kind: .malformed, reason: "a second '/'", offset: alpha.offset, length: 1))
        }
        if after.count > 1 {
            let extra = after[after.startIndex + 1]
            return .failure(
                Failure(
                    kind: .malformed, reason: "only one alpha value follows '/'; '\(extra.text)' is one too many",
                    offset: extra.offset, length: extra.length))
        }
        return .success((Array(tokens[..<slashIndex]), alpha))
    }

    /// A plain decimal or a percentage of `percentScale` (a percentage divided by it): in `range`.
    private static func number(
        _ token: Token, what: String, percentScale: Double, range: ClosedRange<Double>, rangeText: String
    ) -> Result<Double, Failure> {
        var text = token.text
        var isPercent = false
        if text.hasSuffix("%") {
            isPercent = true
            text.removeLast()
        }
        guard isPlainDecimal(text), let parsed = Double(text), parsed.isFinite else {
            return .failure(
                Failure(
                    kind: .malformed, reason: "\(what) '\(token.text)' is not a number or a percentage",
                    offset: token.offset, length: token.length))
        }
        let value = isPercent ? parsed / percentScale : parsed
        guard range.contains(value) else {
            return .failure(
                Failure(
                    kind: .outOfRange, reason: "\(what) \(token.text) is out of range; it must be \(rangeText)",
                    offset: token.offset, length: token.length))
        }
        return .success(value)
    }

    /// An alpha after `/` or the fourth comma value: 0–1 or 0%–100%.
    private static func alphaValue(_ token: Token) -> Result<Double, Failure> {
        number(token, what: "alpha", percentScale: 100, range: 0...1, rangeText: "from 0 to 1 (or 0% to 100%)")
    }

    /// HSL's saturation or lightness: a percentage 0%–100% (or, in the space form, a number 0–100), as 0–1.
    private static func percentage(_ token: Token, what: String, numberAllowed: Bool) -> Result<Double, Failure> {
        if !numberAllowed, !token.text.hasSuffix("%") {
            return .failure(
                Failure(
                    kind: .malformed, reason: "\(what) '\(token.text)' is not a percentage such as '50%'",
                    offset: token.offset, length: token.length))
        }
        return number(token, what: what, percentScale: 1, range: 0...100, rangeText: "0% to 100%").map { $0 / 100 }
    }

    /// A hue: a number of degrees, or a number with `deg`, `rad`, `grad` or `turn`; in degrees.
    private static func angle(_ token: Token) -> Result<Double, Failure> {
        let lowered = token.text.lowercased()
        var digits = lowered
        var scale = 1.0
        for (unit, factor) in [("grad", 0.9), ("deg", 1.0), ("rad", 180 / Double.pi), ("turn", 360.0)]
        where lowered.hasSuffix(unit) {
            digits = String(lowered.dropLast(unit.count))
            scale = factor
            break
        }
        guard isPlainDecimal(digits), let value = Double(digits), value.isFinite, abs(value) <= 1e9 else {
            return .failure(
                Failure(
                    kind: .malformed,
                    reason:
                        "hue '\(token.text)' is not an angle: a number of degrees, or one with 'deg', 'rad', 'grad' or 'turn'",
                    offset: token.offset, length: token.length))
        }
        return .success(value * scale)
    }

    /// Channels (0–1) in `space` rounded to 8 bits, each clipped to 0–1.
    public static func quantized(_ channels: [Double], alpha: Double, space: RGBA.Space) -> RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA(
            red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]), alpha: byte(alpha), space: space)
    }

    /// The gamut rule for a colour computed in (extended) sRGB: sRGB when inside it, else Display P3, clipped
    /// (and reported) when outside that too.
    static func mapped(
        srgb: [Double], alpha: Double, tokens: [Token], gamutMapped: inout GamutMapping?
    ) -> RGBA {
        func inside(_ channels: [Double]) -> Bool {
            channels.allSatisfy { $0.isFinite && $0 >= -gamutTolerance && $0 <= 1 + gamutTolerance }
        }
        if inside(srgb) { return quantized(srgb, alpha: alpha, space: .sRGB) }
        let p3 = ColorMath.displayP3(fromSRGB: srgb)
        if !inside(p3), let first = tokens.first, let last = tokens.last {
            gamutMapped = GamutMapping(
                reason: "the colour is outside the Display P3 gamut; each channel was clipped to it",
                offset: first.offset, length: last.offset + last.length - first.offset)
        }
        return quantized(p3.map { $0.isFinite ? $0 : 0 }, alpha: alpha, space: .displayP3)
    }
}
