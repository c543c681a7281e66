import ThemecCore
import ThemecDiagnostics

/// Colours written as CSS text, the forms pre-2025.10 token files and Tokens Studio use: `#rgb[a]`,
/// `#rrggbb[aa]`, `rgb()`/`rgba()` with commas or CSS Color 4 spaces (`rgb(141 141 141 / 30%)`), channels
/// as numbers or percentages, `hsl()`/`hsla()`, and Tokens Studio's `rgba(#hex, alpha)` (what
/// `rgba({ref}, 0.4)` becomes once its reference is replaced), and CSS Color 4's `color(display-p3 R G B[ / A])`
/// and `color(srgb …)`, read as the theme format reads them (`ColorSyntax`: Display P3 kept as Display P3,
/// channels 0 to 1 or 0% to 100%). Alpha is kept.
enum ColorStrings {
    /// The colour `text` means, or `nil` when it is none of these forms.
    static func parse(_ text: String) -> RGBA? {
        var reason: DiagnosticMessage?
        return parse(text, reason: &reason)
    }

    /// The colour `text` means, or `nil` when it is none of these forms; for a `color()` that is malformed or
    /// out of range, `reason` says why, as the theme format would.
    static func parse(_ text: String, reason: inout DiagnosticMessage?) -> RGBA? {
        let trimmed = text.trimmingSpaces
        if trimmed.lowercased().hasPrefix("color(") {
            switch ColorSyntax.parse(trimmed) {
            case .success(.literal(let rgba)): return rgba
            case .success: return nil
            case .failure(let failure):
                reason = failure.reason
                return nil
            }
        }
        if trimmed.hasPrefix("#") { return DTCGValueConverter.parseHex(trimmed, allowAlpha: true) }
        if trimmed.lowercased() == "transparent" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let function = trimmed[..<open].lowercased()
        let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        guard let (channels, alphaText) = arguments(inner) else { return nil }
        var alpha = 1.0
        if let alphaText {
            guard let value = number(alphaText, percentOf: 1), (0...1).contains(value) else { return nil }
            alpha = value
        }
        switch function {
        case "rgb", "rgba":
            if channels.count == 1, let base = DTCGValueConverter.parseHex(channels[0], allowAlpha: true) {
                // Tokens Studio: `rgba(#hex, alpha)` keeps the colour and sets its alpha.
                return alphaText == nil ? base : base.withOpacity(alpha * Double(base.alpha) / 255)
            }
            guard channels.count == 3 else { return nil }
            var bytes: [UInt8] = []
            for channel in channels {
                guard let value = number(channel, percentOf: 255), (0...255).contains(value) else { return nil }
                bytes.append(UInt8(value.rounded()))
            }
            return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: UInt8((alpha * 255).rounded()))
        case "hsl", "hsla":
            guard channels.count == 3,
                let hue = Double(channels[0].hasSuffix("deg") ? String(channels[0].dropLast(3)) : channels[0]),
                let saturation = number(channels[1], percentOf: 100),
                let lightness = number(channels[2], percentOf: 100),
                (0...100).contains(saturation), (0...100).contains(lightness)
            else { return nil }
            let srgb = ColorMath.hslToSRGB(hue: hue, saturation: saturation / 100, lightness: lightness / 100)
            let bytes = srgb.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
            return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: UInt8((alpha * 255).rounded()))
        default:
            return nil
        }
    }

    /// The channels and the alpha of `a, b, c[, d]` or `a b c[ / d]`; `nil` when the two are mixed.
    private static func arguments(_ inner: String) -> ([String], String?)? {
        if inner.contains(",") {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard !parts.contains(where: \.isEmpty), !inner.contains("/") else { return nil }
            if parts.count == 4 { return (Array(parts.prefix(3)), parts[3]) }
            if parts.count == 2 { return ([parts[0]], parts[1]) }
            return (parts, nil)
        }
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let alpha = halves.count == 2 ? String(halves[1]).trimmingSpaces : nil
        if let alpha, alpha.isEmpty { return nil }
        return (channels, alpha)
    }

    /// A number, or a percentage of `whole` (`"30%"` of 1 is 0.3).
    private static func number(_ text: String, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") {
            return Double(text.dropLast()).flatMap { $0.isFinite ? $0 / 100 * whole : nil }
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}
