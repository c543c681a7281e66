import ThemecCore
import ThemecDiagnostics

/// A token value the theme format can hold.
enum ImportedValue: Equatable {
    case color(RGBA)
    /// An Apple system colour, as themec's export marks it (`$extensions.dev.themec.system`).
    case systemColor(SystemColorReference)
    /// A `dimension`, in points.
    case length(Double)
    /// A `number`: an opacity or another unitless number, by its source group.
    case number(Double)
    /// A `duration`, in seconds.
    case duration(Double)
    case fontFamily(String)
    /// From 1 to 1000.
    case fontWeight(Double)
    /// `[x1, y1, x2, y2]`.
    case cubicBezier([Double])
    /// A `transition`: its curve and duration in seconds (its delay must be 0); `named`: the named curve or
    /// spring themec's export wrote it for (`dev.themec.curve`, `dev.themec.spring`), when the value is still
    /// the one the export wrote for it.
    case animation(curve: [Double], duration: Double, named: TimingCurve? = nil)
    /// One layer or several, in paint order.
    case shadow([ImportedShadowLayer])
    case typography(ImportedTypography)
}

/// One layer of a `shadow` token in the theme format's terms.
struct ImportedShadowLayer: Equatable {
    var color: RGBA
    /// Points: half the CSS blur, as Core Animation's and SwiftUI's shadow radius are.
    var radius: Double
    var x: Double
    var y: Double
}

/// A `typography` token in the theme format's terms (lengths in points).
struct ImportedTypography: Equatable {
    var font: String?
    var size: Double
    var weight: Double?
    /// Points between baselines: the DTCG multiplier times the size.
    var lineHeight: Double?
    var tracking: Double?
    /// From themec's own export (`$extensions.dev.themec`): the Apple text style and scaling.
    var textStyle: String?
    var scaling: String?
}

/// Turns resolved DTCG values into theme values, warning about everything that does not fit.
struct DTCGValueConverter {
    /// Points per `rem` (`import.remBase` in themec.yml, `--rem-base`): 16 by default, the browsers' root size.
    var remBase: Double = 16
    var diagnostics: [Diagnostic] = []
    /// Colour tokens written as strings (`"#0078d4"`, the pre-2025.10 form), counted for one summary warning.
    var legacyColorStrings: [SourceRange] = []
    /// How many of them name a colour beyond sRGB (`color(display-p3 …)`), kept in Display P3.
    var legacyWideGamutStrings = 0

    /// `$extensions` whose meaning the converter applies (`studio.tokens` value modifiers), so they are not
    /// reported as ignored.
    static let handledExtensions: Set<String> = [tokensStudioExtension]
    static let tokensStudioExtension = "studio.tokens"

    /// The value of `token` (already resolved) in the theme format, or `nil` with a warning; a Tokens Studio
    /// modifier (`$extensions.studio.tokens.modify`) is applied when it sets alpha, and otherwise refuses the
    /// token (lighten, darken and mix depend on colour-space details themec does not reproduce).
    /// A modified value is no longer its alias target's: `resolved.aliasOf` is cleared then.
    mutating func convert(_ resolved: inout ResolvedTokenValue, token: DTCGToken) -> ImportedValue? {
        guard let value = convertValue(resolved, token: token) else { return nil }
        if case .color = value, let themec = token.extensions?[DTCGImporter.extensionKey],
            let system = themec["system"]?.string, SystemColors.named(system) != nil
        {
            resolved.aliasOf = nil
            return .systemColor(SystemColorReference(name: system, opacity: themec["opacity"]?.number))
        }
        let name = DTCGTokenTree.location(token.path)
        // Primer's `mix` and `alpha` beside the value (its build's `color/hex` transforms).
        if case .color(let rgba) = value, token.node["mix"] != nil || token.node["alpha"] != nil {
            var other: RGBA?
            if let mix = token.node["mix"] {
                guard let color = mix["color"], let mixed = self.color(color, name: name, range: mix.range) else {
                    diagnostics.append(DTCGMessages.modifierRefused("Primer's 'mix'", token: name, at: mix.range))
                    return nil
                }
                other = mixed
            }
            let alpha = token.node["alpha"].flatMap { $0.number ?? $0.string.flatMap(Double.init) }
            if let node = token.node["alpha"], alpha.map({ !(0...1).contains($0) }) ?? true {
                diagnostics.append(DTCGMessages.modifierRefused("Primer's 'alpha'", token: name, at: node.range))
                return nil
            }
            let weight = token.node["mix"]?["weight"].flatMap { $0.number ?? $0.string.flatMap(Double.init) } ?? 0
            diagnostics.append(
                DTCGMessages.primerAdjustmentApplied(
                    token.node["mix"] != nil ? "mix" : "alpha", token: name,
                    at: (token.node["mix"] ?? token.node["alpha"])!.range))
            resolved.aliasOf = nil
            return .color(ColorModifiers.primer(rgba, mix: other, weight: weight, alpha: alpha))
        }
        guard let modify = token.extensions?[Self.tokensStudioExtension]?["modify"] else { return value }
        let kind = modify["type"]?.string ?? ""
        let space = (modify["space"]?.string ?? "srgb").lowercased()
        let amount = modify["value"].flatMap { $0.number ?? $0.string.flatMap { Double($0.trimmingSpaces) } }
        var mixWith: RGBA?
        if kind == "mix", let color = modify["color"] {
            mixWith = self.color(color, name: name, range: color.range)
        }
        guard case .color(let rgba) = value, let amount, (0...1).contains(amount),
            let (channels, alpha) = ColorModifiers.tokensStudio(
                kind, space: space, amount: amount, color: rgba, mixWith: mixWith)
        else {
            diagnostics.append(
                DTCGMessages.modifierRefused(
                    kind.isEmpty ? "a Tokens Studio modifier" : "Tokens Studio's '\(kind)' modifier", token: name,
                    at: modify.range))
            return nil
        }
        diagnostics.append(DTCGMessages.modifierApplied(kind, token: name, at: modify.range))
        resolved.aliasOf = nil
        // sRGB when inside it, Display P3 otherwise (clipped to it, as the plugin maps into gamut).
        let inside = channels.allSatisfy { $0 >= -Self.gamutTolerance && $0 <= 1 + Self.gamutTolerance }
        if inside { return .color(ColorSyntax.quantized(channels, alpha: alpha, space: .sRGB)) }
        return .color(
            ColorSyntax.quantized(ColorMath.displayP3(fromSRGB: channels), alpha: alpha, space: .displayP3))
    }

    private mutating func convertValue(_ resolved: ResolvedTokenValue, token: DTCGToken) -> ImportedValue? {
        let name = DTCGTokenTree.location(token.path)
        guard let type = resolved.type else {
            diagnostics.append(DTCGMessages.missingType(name, at: token.node.range))
            return nil
        }
        switch type {
        case "color":
            return color(resolved.value, name: name, range: token.node.range).map(ImportedValue.color)
        case "dimension":
            return dimension(resolved.value, name: name, range: token.node.range).map(ImportedValue.length)
        case "number":
            guard let number = resolved.value.number else {
                diagnostics.append(
                    DTCGMessages.numberTokenValue(name, kind: resolved.value.kindName, at: token.node.range))
                return nil
            }
            return .number(number)
        default:
            return typedValue(type, resolved.value, extensions: token.extensions, name: name, range: token.node.range)
        }
    }

    private mutating func length(_ value: Double, name: DiagnosticMessage, range: SourceRange) -> ImportedValue? {
        guard value >= 0 else {
            diagnostics.append(DTCGMessages.negativeNumber(name, value: value, at: range))
            return nil
        }
        return .length(value)
    }

    /// Points for a dimension object or string; `signed` allows negative values (offsets, tracking).
    mutating func dimension(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange, signed: Bool = false)
        -> Double?
    {
        if let text = value.string { return dimensionString(text, name: name, range: range, signed: signed) }
        guard value.members != nil, let number = value["value"]?.number, let unit = value["unit"]?.string else {
            diagnostics.append(DTCGMessages.invalidDimension(name, at: range))
            return nil
        }
        for (key, member) in value.members ?? [] where key != "value" && key != "unit" {
            diagnostics.append(DTCGMessages.unknownDimensionProperty(key, token: name, at: member.range))
        }
        guard number >= 0 || signed else {
            diagnostics.append(DTCGMessages.negativeDimension(name, at: range))
            return nil
        }
        switch unit {
        case "px": return number
        case "rem":
            diagnostics.append(DTCGMessages.remConverted(name, base: formatNumber(remBase), at: range))
            return number * remBase
        case "em":
            diagnostics.append(DTCGMessages.emRefused(name, at: range))
            return nil
        default:
            diagnostics.append(DTCGMessages.unknownUnit(unit, token: name, at: range))
            return nil
        }
    }

    mutating func color(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> RGBA? {
        if let text = value.string {
            var reason: DiagnosticMessage?
            var gamutMapped: DiagnosticMessage?
            guard let rgba = ColorStrings.parse(text, reason: &reason, gamutMapped: &gamutMapped) else {
                diagnostics.append(DTCGMessages.colorString(text, token: name, reason: reason, at: range))
                return nil
            }
            if let gamutMapped {
                diagnostics.append(
                    DTCGMessages.colorStringGamutMapped(text, token: name, reason: gamutMapped, at: range))
            }
            legacyColorStrings.append(range)
            if rgba.space != .sRGB { legacyWideGamutStrings += 1 }
            return rgba
        }
        guard let members = value.members else {
            diagnostics.append(DTCGMessages.colorNotAnObject(name, at: range))
            return nil
        }
        for (key, member) in members where !["colorSpace", "components", "alpha", "hex"].contains(key) {
            diagnostics.append(DTCGMessages.unknownColorProperty(key, token: name, at: member.range))
        }
        var hex: RGBA?
        if let hexNode = value["hex"] {
            if let text = hexNode.string, text.count == 7, let parsed = Self.parseHex(text, allowAlpha: false) {
                hex = parsed
            } else {
                diagnostics.append(DTCGMessages.invalidHexFallback(name, at: hexNode.range))
            }
        }
        var alpha = 1.0
        if let alphaNode = value["alpha"] {
            if let number = alphaNode.number, (0...1).contains(number) {
                alpha = number
            } else {
                diagnostics.append(DTCGMessages.invalidAlpha(name, at: alphaNode.range))
                return nil
            }
        }
        guard let space = value["colorSpace"]?.string else {
            diagnostics.append(DTCGMessages.missingColorSpace(name, at: range))
            return nil
        }
        guard let ranges = ColorSpaces.componentRanges(space) else {
            if let hex {
                diagnostics.append(DTCGMessages.colorSpaceWithFallback(space, token: name, at: range))
                return hex.withOpacity(alpha)
            }
            diagnostics.append(
                DTCGMessages.unknownColorSpace(space, token: name, supported: ColorSpaces.supported, at: range))
            return nil
        }
        guard let items = value["components"]?.array, items.count == 3 else {
            diagnostics.append(DTCGMessages.componentCount(name, at: range))
            return nil
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            if item.string == "none" {
                components.append(0)
                continue
            }
            guard let number = item.number else {
                diagnostics.append(DTCGMessages.componentNotANumber(index, token: name, at: range))
                return nil
            }
            let allowed = ranges[index]
            let tooHigh = allowed.max.map { allowed.hue ? number >= $0 : number > $0 } ?? false
            if number < allowed.min || tooHigh {
                let bound =
                    allowed.max.map {
                        allowed.hue
                            ? "\(formatNumber(allowed.min)) up to (not including) \(formatNumber($0))"
                            : "\(formatNumber(allowed.min)) to \(formatNumber($0))"
                    } ?? "at least \(formatNumber(allowed.min))"
                diagnostics.append(
                    DTCGMessages.componentOutOfRange(
                        index, token: name, value: formatNumber(number), space: space, allowed: bound, at: range))
                return nil
            }
            components.append(number)
        }
        if space == "display-p3" {
            // Kept in Display P3, as the theme format and the generated code can hold it.
            return ColorSyntax.quantized(components, alpha: alpha, space: .displayP3)
        }
        // The theme format's gamut rule (as for `oklch()`): sRGB when inside sRGB, otherwise Display P3, clipped
        // (and warned) when outside Display P3 too. "Inside" allows half an 8-bit step.
        guard let srgb = ColorSpaces.srgb(space: space, components: components) else { return nil }
        func inside(_ channels: [Double]) -> Bool {
            channels.allSatisfy { $0.isFinite && $0 >= -Self.gamutTolerance && $0 <= 1 + Self.gamutTolerance }
        }
        if inside(srgb) { return ColorSyntax.quantized(srgb, alpha: alpha, space: .sRGB) }
        guard let p3 = ColorSpaces.displayP3(space: space, components: components) else { return nil }
        if !inside(p3) {
            let shown = components.map(formatNumber).joined(separator: " ")
            diagnostics.append(DTCGMessages.colorClipped(name, space: space, components: shown, at: range))
        }
        return ColorSyntax.quantized(p3.map { $0.isFinite ? $0 : 0 }, alpha: alpha, space: .displayP3)
    }

    /// How far outside 0–1 a converted channel may be and still count as inside a gamut: half an 8-bit step.
    static let gamutTolerance = 0.5 / 255

    /// `#rgb`, `#rrggbb` (and with `allowAlpha`, `#rgba`, `#rrggbbaa`).
    static func parseHex(_ text: String, allowAlpha: Bool) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        // ASCII only: `Character.isHexDigit` also takes fullwidth digits, which `UInt8(_:radix:)` does not.
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        if digits.count == 3 || (allowAlpha && digits.count == 4) { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || (allowAlpha && digits.count == 8) else { return nil }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
        return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }
}
