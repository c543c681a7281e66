#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour with channels as fractions 0–1 (gamma-encoded, not premultiplied) in sRGB or Display P3: what
/// compositing works on, so nothing is rounded to 8 bits until a colour is shown.
public struct ColorSample: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The space of the channels. Compositing colours of two spaces works in extended sRGB (channels may lie
    /// outside 0–1), as UIKit represents a Display P3 colour.
    public var space: RGBA.Space

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: RGBA.Space = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    public init(_ rgba: RGBA) {
        self.init(
            red: Double(rgba.red) / 255, green: Double(rgba.green) / 255, blue: Double(rgba.blue) / 255,
            alpha: Double(rgba.alpha) / 255, space: rgba.space)
    }

    public static let white = ColorSample(red: 1, green: 1, blue: 1)
    public static let black = ColorSample(red: 0, green: 0, blue: 0)
    public static let clear = ColorSample(red: 0, green: 0, blue: 0, alpha: 0)

    /// Rounded to the nearest 8-bit value per channel, in `space` (extended values clipped to 0–1).
    public var rgba: RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha), space: space)
    }

    /// The same colour with its channels in (extended) sRGB.
    public var inSRGB: ColorSample {
        guard space == .displayP3 else { return self }
        let channels = ColorMath.srgb(fromDisplayP3: [red, green, blue])
        return ColorSample(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func fading(_ opacity: Double) -> ColorSample {
        ColorSample(red: red, green: green, blue: blue, alpha: alpha * min(max(opacity, 0), 1), space: space)
    }

    /// Source-over compositing of this colour onto `backdrop` (Porter–Duff "over", in gamma-encoded values
    /// as UIKit, SwiftUI and browsers blend by default; in the colours' space when they share one, otherwise
    /// in extended sRGB).
    public func over(_ backdrop: ColorSample) -> ColorSample {
        let alpha = self.alpha + backdrop.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        // A fully transparent or fully opaque layer leaves one colour as it is, in its own space.
        if self.alpha >= 1 { return self }
        if self.alpha <= 0 { return backdrop }
        let (top, bottom) = space == backdrop.space ? (self, backdrop) : (inSRGB, backdrop.inSRGB)
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * backdrop.alpha * (1 - self.alpha)) / alpha
        }
        return ColorSample(
            red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
            blue: channel(top.blue, bottom.blue), alpha: alpha, space: top.space)
    }

    /// WCAG 2.x relative luminance (of the colour as if opaque): 0 for black, 1 for white. A Display P3 colour
    /// is measured from its own channels, linear P3 to CIE XYZ's Y, not after clipping into sRGB.
    public var relativeLuminance: Double {
        // The sRGB transfer function, odd-symmetric for the extended values of a composite with Display P3.
        let linear = ColorMath.srgbDecode
        switch space {
        case .sRGB:
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        case .displayP3:
            let y = ColorMath.p3ToXYZ[1]
            return y[0] * ColorMath.srgbDecode(red) + y[1] * ColorMath.srgbDecode(green)
                + y[2] * ColorMath.srgbDecode(blue)
        }
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
