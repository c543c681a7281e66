import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour changes that token files ask for beside a value, computed as their own tools compute them:
///
/// - Tokens Studio's `$extensions.studio.tokens.modify` (`lighten`, `darken`, `mix`, `alpha`) in the colour
///   space it names (`srgb`, `p3`, `hsl`, `lch`), as its transforms do with colorjs: lighten moves each
///   channel (or the lightness) that far towards its maximum, darken towards 0, in `lch` taking the same share
///   of the chroma away; mix interpolates in the space (hues the shorter way); the result rounded to three
///   significant digits in that space, as the plugin writes it.
/// - Primer's `mix` (`{ color, weight }`) and `alpha` keys, as its build applies them (Sass's mix on 8-bit
///   sRGB channels, then the alpha replaced).
enum ColorModifiers {
    /// Tokens Studio's modifier of `kind` by `amount` (0–1) in `space`; `mixWith` is the colour of `mix`. The
    /// result in sRGB (extended when outside it) with its alpha; `nil` for a kind or space it does not know.
    static func tokensStudio(
        _ kind: String, space: String, amount: Double, color: RGBA, mixWith: RGBA? = nil
    ) -> (channels: [Double], alpha: Double)? {
        let srgb = color.space == .displayP3 ? ColorMath.srgb(fromDisplayP3: color.components) : color.components
        let alpha = Double(color.alpha) / 255
        let t = min(max(amount, 0), 1)
        switch kind {
        case "alpha": return (srgb, t)
        case "lighten", "darken":
            let lighten = kind == "lighten"
            switch space {
            case "srgb":
                return (round3(srgb.map { lighten ? min(1, $0 + t * (1 - $0)) : max(0, $0 - t * $0) }), alpha)
            case "p3":
                let p3 = ColorMath.displayP3(fromSRGB: srgb).map {
                    lighten ? min(1, $0 + t * (1 - $0)) : max(0, $0 - t * $0)
                }
                return (ColorMath.srgb(fromDisplayP3: round3(p3)), alpha)
            case "hsl":
                var hsl = Self.hsl(srgb)
                hsl[2] = lighten ? min(100, hsl[2] + (100 - hsl[2]) * t) : max(0, hsl[2] - hsl[2] * t)
                return (fromHSL(round3(hsl)), alpha)
            case "lch":
                var lch = Self.lch(srgb)
                lch[0] = lighten ? min(100, lch[0] + (100 - lch[0]) * t) : max(0, lch[0] - lch[0] * t)
                lch[1] = max(0, lch[1] - t * lch[1])
                return (fromLCH(round3(lch)), alpha)
            default: return nil
            }
        case "mix":
            guard let mixWith else { return nil }
            let other =
                mixWith.space == .displayP3 ? ColorMath.srgb(fromDisplayP3: mixWith.components) : mixWith.components
            let otherAlpha = Double(mixWith.alpha) / 255
            let mixedAlpha = alpha + (otherAlpha - alpha) * t
            func lerp(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
            func hue(_ a: Double, _ b: Double) -> Double {
                var delta = b - a
                if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
                return (a + delta * t + 360).truncatingRemainder(dividingBy: 360)
            }
            switch space {
            case "srgb": return (round3(lerp(srgb, other)), mixedAlpha)
            case "p3":
                let mixed = lerp(ColorMath.displayP3(fromSRGB: srgb), ColorMath.displayP3(fromSRGB: other))
                return (ColorMath.srgb(fromDisplayP3: round3(mixed)), mixedAlpha)
            case "hsl":
                var a = Self.hsl(srgb)
                var b = Self.hsl(other)
                // An achromatic colour has no hue: it takes the other's.
                if a[1] == 0 { a[0] = b[0] }
                if b[1] == 0 { b[0] = a[0] }
                let mixed = [hue(a[0], b[0]), a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
                return (fromHSL(round3(mixed)), mixedAlpha)
            case "lch":
                var a = Self.lch(srgb)
                var b = Self.lch(other)
                if a[1] < 1e-4 { a[2] = b[2] }
                if b[1] < 1e-4 { b[2] = a[2] }
                let mixed = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, hue(a[2], b[2])]
                return (fromLCH(round3(mixed)), mixedAlpha)
            default: return nil
            }
        default: return nil
        }
    }

    /// Primer's `mix` (Sass's formula on 8-bit sRGB channels: `weight` of `other`) then its `alpha` (which
    /// replaces the colour's own).
    static func primer(_ color: RGBA, mix other: RGBA?, weight: Double, alpha: Double?) -> RGBA {
        var result = color
        if let other {
            let w = min(max(weight, 0), 1)
            let a1 = Double(color.alpha) / 255
            let a2 = Double(other.alpha) / 255
            let normalized = 2 * w - 1
            let delta = a1 - a2
            let combined = normalized * delta == -1 ? normalized : (normalized + delta) / (1 + normalized * delta)
            let weight2 = (combined + 1) / 2
            let weight1 = 1 - weight2
            func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
                UInt8(min(max((Double(x) / 255 * weight1 + Double(y) / 255 * weight2) * 255, 0), 255).rounded())
            }
            result = RGBA(
                red: channel(color.red, other.red), green: channel(color.green, other.green),
                blue: channel(color.blue, other.blue), space: .sRGB)
            result.alpha = UInt8(min(max(a2 * w + a1 * (1 - w), 0), 1) * 255 + 0.5)
        }
        if let alpha { result = result.withOpacity(alpha) }
        return result
    }

    /// Each value to three significant digits (colorjs's `precision: 3`).
    static func round3(_ values: [Double]) -> [Double] {
        values.map { value in
            guard value != 0, value.isFinite else { return value }
            let magnitude = pow(10, 2 - floor(log10(abs(value))))
            return (value * magnitude).rounded() / magnitude
        }
    }

    /// sRGB → HSL (hue in degrees, saturation and lightness 0–100), as CSS Color 4 converts.
    static func hsl(_ rgb: [Double]) -> [Double] {
        let maximum = rgb.max()!
        let minimum = rgb.min()!
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        var hue = 0.0
        var saturation = 0.0
        if delta != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
            case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
            default: hue = (rgb[0] - rgb[1]) / delta + 4
            }
            hue *= 60
        }
        return [hue, saturation * 100, lightness * 100]
    }

    static func fromHSL(_ hsl: [Double]) -> [Double] {
        ColorMath.hslToSRGB(hue: hsl[0], saturation: hsl[1] / 100, lightness: hsl[2] / 100)
    }

    /// Bradford adaptation from D65 to D50 (CSS Color 4).
    static let d65ToD50: [[Double]] = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]

    /// sRGB → CIE LCH (D50): lightness 0–100, chroma, hue in degrees.
    static func lch(_ rgb: [Double]) -> [Double] {
        let xyz65 = ColorMath.multiply(ColorMath.linearSRGBToXYZ, rgb.map(ColorMath.srgbDecode))
        let xyz = ColorMath.multiply(d65ToD50, xyz65)
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let epsilon = 216.0 / 24389
        let kappa = 24389.0 / 27
        let f = zip(xyz, white).map { value, reference -> Double in
            let t = value / reference
            return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
        let l = 116 * f[1] - 16
        let a = 500 * (f[0] - f[1])
        let b = 200 * (f[1] - f[2])
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return [l, (a * a + b * b).squareRoot(), hue]
    }

    static func fromLCH(_ lch: [Double]) -> [Double] {
        ColorSpaces.srgb(space: "lch", components: lch) ?? [0, 0, 0]
    }
}
