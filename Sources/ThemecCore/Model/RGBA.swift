/// An 8-bit colour with alpha in sRGB or Display P3: the unit every colour resolves to.
///
/// Five bytes: a `ColorValue` that holds one stays at 16 bytes (see docs/Architecture.md).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The RGB colour space the channels are in.
    public enum Space: UInt8, Hashable, Sendable {
        /// sRGB: hex colours, `rgb()`, `hsl()`, `color(srgb …)`, and `oklch()` inside the sRGB gamut.
        case sRGB
        /// Display P3 (the sRGB transfer curve, wider primaries): `color(display-p3 …)`, and `oklch()`
        /// outside the sRGB gamut.
        case displayP3
    }

    /// The red channel, 0–255.
    public var red: UInt8
    /// The green channel, 0–255.
    public var green: UInt8
    /// The blue channel, 0–255.
    public var blue: UInt8
    /// The alpha channel, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8
    /// The colour space the channels are in.
    public var space: Space

    /// A colour of the given channels; opaque sRGB unless told otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255, space: Space = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    /// `#RRGGBBAA` of the channels, upper-case, whatever the space (for sRGB the form `themec resolve` prints).
    public var hex: String {
        "#"
            + [red, green, blue, alpha].map { byte in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }.joined()
    }

    /// The canonical text of the colour, which `ColorSyntax.parse` reads back as the same value: `#RRGGBBAA`
    /// for sRGB, `color(display-p3 R G B)` (with ` / A` when not opaque) for Display P3, each channel in
    /// thousandths (enough to give back the same 8-bit value).
    public var text: String {
        guard space == .displayP3 else { return hex }
        let channels = [red, green, blue].map { Self.fraction($0) }.joined(separator: " ")
        let alphaText = alpha == 255 ? "" : " / " + Self.fraction(alpha)
        return "color(display-p3 \(channels)\(alphaText))"
    }

    /// `value / 255` rounded to thousandths, without trailing zeros: `0`, `0.502`, `1`.
    static func fraction(_ value: UInt8) -> String {
        let thousandths = (Int(value) * 2000 + 255) / 510
        if thousandths == 1000 { return "1" }
        if thousandths == 0 { return "0" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    /// The channels as fractions 0–1, red, green, blue, in `space`.
    public var components: [Double] { [Double(red) / 255, Double(green) / 255, Double(blue) / 255] }

    /// `text`: `#RRGGBBAA` in sRGB, `color(display-p3 …)` in Display P3.
    public var description: String { text }

    /// This colour with its alpha replaced by `opacity` (0–1), rounded to the nearest 1/255.
    public func withOpacity(_ opacity: Double) -> RGBA {
        var copy = self
        copy.alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        return copy
    }
}
