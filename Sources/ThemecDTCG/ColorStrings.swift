import ThemecCore
import ThemecDiagnostics

/// Colours written as CSS text, the forms pre-2025.10 token files and Tokens Studio use.
///
/// Every form the theme format accepts is read by the theme format's own parser (`ColorSyntax`), so a string
/// means here exactly what it means in a theme: hex, `rgb()`/`rgba()` with commas or CSS Color 4 spaces
/// (`rgb(141 141 141 / 30%)`), `hsl()`/`hsla()` (hue units
/// included), CSS Color 4's `color(display-p3 …)`/`color(srgb …)` (Display P3 kept as Display P3) and `oklch()`
/// with the theme format's gamut rule (sRGB when inside it, else Display P3, clipped into that and reported
/// when outside it too). Token files also write forms the theme format does not take, read here alone:
/// channels as fractions or percentages between commas, a percentage alpha or a fourth value in `rgb()`, `hsl()` with plain numbers between commas, `transparent`,
/// and Tokens Studio's `rgba(#hex, alpha)` (what `rgba({ref}, 0.4)` becomes once its reference is replaced).
/// Alpha is kept.
enum ColorStrings {
    /// The colour `text` means, or `nil` when it is none of these forms.
    static func parse(_ text: String) -> RGBA? {
        var reason: DiagnosticMessage?
        return parse(text, reason: &reason)
    }

    /// The colour `text` means, or `nil` when it is none of these forms, with `reason` saying why when it can.
    static func parse(_ text: String, reason: inout DiagnosticMessage?) -> RGBA? {
        var gamutMapped: DiagnosticMessage?
        return parse(text, reason: &reason, gamutMapped: &gamutMapped)
    }

    /// The colour `text` means, or `nil` when it is none of these forms; `reason` says why when it can (the
    /// theme format's reason for the forms it reads), and `gamutMapped` is set, as the theme format's
    /// `color-gamut-mapped` warning, when an `oklch()` colour lies outside Display P3 and was clipped into it.
    static func parse(_ text: String, reason: inout DiagnosticMessage?, gamutMapped: inout DiagnosticMessage?)
        -> RGBA?
    {
        let trimmed = text.trimmingSpaces
        var mapping: ColorSyntax.GamutMapping?
        let themeFormat = ColorSyntax.parse(trimmed, gamutMapped: &mapping)
        switch themeFormat {
        case .success(.literal(let rgba)):
            gamutMapped = mapping?.reason
            return rgba
        case .success(.reference):
            // A whole-string reference is followed before the value is read; one left here is not a colour.
            return nil
        case .failure(let failure):
            switch tokenFileForm(trimmed) {
            case .colour(let rgba):
                return rgba
            case .refused(let own):
                // A range error is the theme format's own, for a form it reads; otherwise the wider grammar
                // of token files says best what is wrong, when it has something to say.
                reason = failure.kind == .outOfRange ? failure.reason : own ?? failure.reason
                return nil
            }
        }
    }

    /// What the forms only token files write make of a text the theme format refuses.
    private enum TokenFileForm {
        case colour(RGBA)
        /// Not a colour; the reason when the text is one of these forms, written wrong.
        case refused(DiagnosticMessage?)
    }

    private static func tokenFileForm(_ trimmed: String) -> TokenFileForm {
        if trimmed.lowercased() == "transparent" { return .colour(RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return .refused(nil) }
        let function = trimmed[..<open].lowercased()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(function) else { return .refused(nil) }
        let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        let channels: [String]
        let alphaText: String?
        switch arguments(inner) {
        case .failure(let refusal): return .refused(refusal.reason)
        case .success(let split): (channels, alphaText) = split
        }
        var alpha = 1.0
        if let alphaText {
            guard let value = number(alphaText, percentOf: 1), (0...1).contains(value) else {
                return .refused("alpha '\(alphaText)' is not a number from 0 to 1 (or 0% to 100%)")
            }
            alpha = value
        }
        if function.hasPrefix("rgb") {
            if channels.count == 1, let base = DTCGValueConverter.parseHex(channels[0], allowAlpha: true) {
                // Tokens Studio: `rgba(#hex, alpha)` keeps the colour and sets its alpha.
                return .colour(alphaText == nil ? base : base.withOpacity(alpha * Double(base.alpha) / 255))
            }
            guard channels.count == 3 else {
                return .refused("'\(function)()' takes 3 channels and an optional alpha, not \(channels.count)")
            }
            var bytes: [UInt8] = []
            for channel in channels {
                guard let value = number(channel, percentOf: 255), (0...255).contains(value) else {
                    return .refused(
                        "channel '\(channel)' is not a number from 0 to 255 or a percentage from 0% to 100%")
                }
                bytes.append(UInt8(value.rounded()))
            }
            return .colour(
                RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: UInt8((alpha * 255).rounded())))
        }
        // `hsl()` with plain numbers between commas; every other `hsl()` is the theme format's, with its reason.
        guard channels.count == 3,
            let hue = Double(channels[0].hasSuffix("deg") ? String(channels[0].dropLast(3)) : channels[0]),
            hue.isFinite, abs(hue) <= 1e9,
            let saturation = number(channels[1], percentOf: 100),
            let lightness = number(channels[2], percentOf: 100),
            (0...100).contains(saturation), (0...100).contains(lightness)
        else { return .refused(nil) }
        let srgb = ColorMath.hslToSRGB(hue: hue, saturation: saturation / 100, lightness: lightness / 100)
        return .colour(ColorSyntax.quantized(srgb, alpha: alpha, space: .sRGB))
    }

    /// Why a function's arguments do not split into channels and an alpha.
    private struct Refusal: Error {
        var reason: DiagnosticMessage
    }

    /// The channels and the alpha of `a, b, c[, d]` or `a b c[ / d]`.
    private static func arguments(_ inner: String) -> Result<([String], String?), Refusal> {
        if inner.contains(",") {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            if inner.contains("/") {
                return .failure(Refusal(reason: "the values are separated by commas or by spaces and '/', not both"))
            }
            if parts.contains(where: \.isEmpty) {
                return .failure(Refusal(reason: "a value is missing between commas"))
            }
            if parts.count == 4 { return .success((Array(parts.prefix(3)), parts[3])) }
            if parts.count == 2 { return .success(([parts[0]], parts[1])) }
            return .success((parts, nil))
        }
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return .failure(Refusal(reason: "a second '/'")) }
        let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let alpha = halves.count == 2 ? String(halves[1]).trimmingSpaces : nil
        if let alpha, alpha.isEmpty { return .failure(Refusal(reason: "an alpha value is missing after '/'")) }
        return .success((channels, alpha))
    }

    /// A number, or a percentage of `whole` (`"30%"` of 1 is 0.3).
    private static func number(_ text: String, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") {
            return Double(text.dropLast()).flatMap { $0.isFinite ? $0 / 100 * whole : nil }
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}
