import ThemecCore
import ThemecDiagnostics

/// A token value the theme format can hold.
enum ImportedValue: Equatable {
    case color(RGBA)
    case length(Double)
}

/// Turns resolved DTCG values into theme values, warning about everything that does not fit.
struct DTCGValueConverter {
    var diagnostics: [Diagnostic] = []
    /// Colour tokens written as strings (`"#0078d4"`, the pre-2025.10 form), counted for one summary warning.
    var legacyColorStrings: [SourceRange] = []

    mutating func warn(_ id: DiagnosticID, _ message: String, at range: SourceRange) {
        diagnostics.append(.warning(id, message, at: range))
    }

    /// The value of `token` (already resolved) in the theme format, or `nil` with a warning.
    mutating func convert(_ resolved: ResolvedTokenValue, token: DTCGToken) -> ImportedValue? {
        let name = DTCGTokenTree.location(token.path)
        guard let type = resolved.type else {
            warn(
                "missing-type", "token \(name) has no $type (neither its own nor from a group); not imported",
                at: token.node.range)
            return nil
        }
        switch type {
        case "color":
            return color(resolved.value, name: name, range: token.node.range).map(ImportedValue.color)
        case "dimension":
            return dimension(resolved.value, name: name, range: token.node.range).map(ImportedValue.length)
        case "number":
            guard let number = resolved.value.number else {
                warn(
                    "invalid-value", "number token \(name) has \(resolved.value.kindName) as its value",
                    at: token.node.range)
                return nil
            }
            return length(number, name: name, range: token.node.range)
        default:
            warn(
                "unsupported-type",
                "\(type) token \(name) cannot be represented in a theme (colours, dimensions and numbers only); not imported",
                at: token.node.range)
            return nil
        }
    }

    private mutating func length(_ value: Double, name: String, range: SourceRange) -> ImportedValue? {
        guard value >= 0 else {
            warn(
                "negative-length",
                "token \(name) is negative (\(value)); themes hold lengths of 0 or more; not imported", at: range)
            return nil
        }
        return .length(value)
    }

    mutating func dimension(_ value: JSONNode, name: String, range: SourceRange) -> Double? {
        guard value.members != nil, let number = value["value"]?.number, let unit = value["unit"]?.string else {
            warn(
                "invalid-value",
                "dimension token \(name) must have a value like { \"value\": 8, \"unit\": \"px\" }; not imported",
                at: range)
            return nil
        }
        for (key, member) in value.members ?? [] where key != "value" && key != "unit" {
            warn("unknown-property", "unknown property '\(key)' in the dimension of \(name)", at: member.range)
        }
        guard number >= 0 else {
            warn(
                "negative-length",
                "dimension token \(name) is negative; themes hold lengths of 0 or more; not imported", at: range)
            return nil
        }
        switch unit {
        case "px": return number
        case "rem":
            warn("rem-converted", "dimension token \(name) is in rem; converted at 1rem = 16pt", at: range)
            return number * 16
        default:
            warn(
                "invalid-value", "dimension token \(name) has unit '\(unit)'; DTCG allows 'px' and 'rem'; not imported",
                at: range)
            return nil
        }
    }

    mutating func color(_ value: JSONNode, name: String, range: SourceRange) -> RGBA? {
        if let text = value.string {
            guard let rgba = Self.parseHex(text, allowAlpha: true) else {
                warn(
                    "invalid-value",
                    "colour token \(name) has the string '\(text)', which is not a colour; not imported", at: range)
                return nil
            }
            legacyColorStrings.append(range)
            return rgba
        }
        guard let members = value.members else {
            warn(
                "invalid-value", "colour token \(name) must be an object with colorSpace and components; not imported",
                at: range)
            return nil
        }
        for (key, member) in members where !["colorSpace", "components", "alpha", "hex"].contains(key) {
            warn("unknown-property", "unknown property '\(key)' in the colour of \(name)", at: member.range)
        }
        var hex: RGBA?
        if let hexNode = value["hex"] {
            if let text = hexNode.string, text.count == 7, let parsed = Self.parseHex(text, allowAlpha: false) {
                hex = parsed
            } else {
                warn(
                    "invalid-value", "the hex fallback of \(name) must be a string like \"#rrggbb\"; ignored",
                    at: hexNode.range)
            }
        }
        var alpha = 1.0
        if let alphaNode = value["alpha"] {
            if let number = alphaNode.number, (0...1).contains(number) {
                alpha = number
            } else {
                warn(
                    "invalid-value", "the alpha of \(name) must be a number from 0 to 1; not imported",
                    at: alphaNode.range)
                return nil
            }
        }
        guard let space = value["colorSpace"]?.string else {
            warn("invalid-value", "colour token \(name) has no colorSpace; not imported", at: range)
            return nil
        }
        guard let ranges = ColorSpaces.componentRanges(space) else {
            if let hex {
                warn(
                    "unknown-color-space", "colour space '\(space)' of \(name) is not supported; used its hex fallback",
                    at: range)
                return hex.withOpacity(alpha)
            }
            warn(
                "unknown-color-space",
                "colour space '\(space)' of \(name) is not supported (\(ColorSpaces.supported.joined(separator: ", "))); not imported",
                at: range)
            return nil
        }
        guard let items = value["components"]?.array, items.count == 3 else {
            warn("invalid-value", "colour token \(name) must have an array of 3 components; not imported", at: range)
            return nil
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            if item.string == "none" {
                components.append(0)
                continue
            }
            guard let number = item.number else {
                warn(
                    "invalid-value", "component \(index) of \(name) must be a number or \"none\"; not imported",
                    at: range)
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
                warn(
                    "out-of-range",
                    "component \(index) of \(name) is \(formatNumber(number)); \(space) allows \(bound); not imported",
                    at: range)
                return nil
            }
            components.append(number)
        }
        guard let srgb = ColorSpaces.srgb(space: space, components: components) else { return nil }
        let tolerance = 0.5 / 255
        if srgb.contains(where: { $0 < -tolerance || $0 > 1 + tolerance }) {
            let shown = components.map(formatNumber).joined(separator: " ")
            warn(
                "color-clipped",
                "colour \(name) (\(space) \(shown)) is outside sRGB; clipped to the nearest sRGB channel values",
                at: range)
        }
        let bytes = srgb.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: UInt8((alpha * 255).rounded()))
    }

    /// `#rgb`, `#rrggbb` (and with `allowAlpha`, `#rgba`, `#rrggbbaa`).
    static func parseHex(_ text: String, allowAlpha: Bool) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 || (allowAlpha && digits.count == 4) { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || (allowAlpha && digits.count == 8) else { return nil }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
        return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }
}
