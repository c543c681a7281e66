#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour with channels as fractions 0–1 (sRGB-encoded, not premultiplied): what compositing works on,
/// so nothing is rounded to 8 bits until a colour is shown.
public struct ColorSample: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(_ rgba: RGBA) {
        self.init(
            red: Double(rgba.red) / 255, green: Double(rgba.green) / 255, blue: Double(rgba.blue) / 255,
            alpha: Double(rgba.alpha) / 255)
    }

    public static let white = ColorSample(red: 1, green: 1, blue: 1)
    public static let black = ColorSample(red: 0, green: 0, blue: 0)
    public static let clear = ColorSample(red: 0, green: 0, blue: 0, alpha: 0)

    /// Rounded to the nearest 8-bit value per channel.
    public var rgba: RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func fading(_ opacity: Double) -> ColorSample {
        ColorSample(red: red, green: green, blue: blue, alpha: alpha * min(max(opacity, 0), 1))
    }

    /// Source-over compositing of this colour onto `backdrop` (Porter–Duff "over", in sRGB-encoded values
    /// as UIKit, SwiftUI and browsers blend by default).
    public func over(_ backdrop: ColorSample) -> ColorSample {
        let alpha = self.alpha + backdrop.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * backdrop.alpha * (1 - self.alpha)) / alpha
        }
        return ColorSample(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue),
            alpha: alpha)
    }

    /// WCAG 2.x relative luminance (of the colour as if opaque): 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

/// The WCAG 2.x contrast ratio and the compositing a button's label goes through.
public enum ContrastMath {
    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (no contrast) to 21 (black on white).
    public static func ratio(_ a: ColorSample, _ b: ColorSample) -> Double {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        ratio(ColorSample(a), ColorSample(b))
    }

    /// `top` composited over `bottom`, rounded to 8 bits.
    public static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        ColorSample(top).over(ColorSample(bottom)).rgba
    }

    /// What a button's label and the area around it look like on screen.
    ///
    /// The button is a layer — `background` (if any) with `foreground` drawn on it — shown with `opacity`
    /// applied to the whole layer, over `surface` (made opaque first, over white or black by `scheme`).
    /// Returns the colour of a label pixel and of a background pixel next to it.
    public static func buttonPixels(
        foreground: RGBA, background: RGBA?, opacity: Double, surface: RGBA, scheme: Appearance.ColorScheme
    ) -> (text: ColorSample, backdrop: ColorSample) {
        let base = ColorSample(surface).over(scheme == .light ? .white : .black)
        let fill = background.map(ColorSample.init) ?? .clear
        let label = ColorSample(foreground).over(fill)
        return (label.fading(opacity).over(base), fill.fading(opacity).over(base))
    }

    /// A ratio with two decimals (`4.02`), rounded — except that a ratio below `threshold` never prints as
    /// the threshold or above: then it is cut to three decimals (`4.499`).
    public static func format(_ ratio: Double, threshold: Double? = nil) -> String {
        let rounded = (ratio * 100).rounded() / 100
        if let threshold, ratio < threshold, rounded >= threshold {
            return fixed((ratio * 1000).rounded(.down) / 1000, decimals: 3)
        }
        return fixed(rounded, decimals: 2)
    }

    /// `value` with exactly `decimals` digits after the point.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        let whole = scaled / Int64(scale)
        var fraction = String(scaled % Int64(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return "\(whole).\(fraction)"
    }
}
