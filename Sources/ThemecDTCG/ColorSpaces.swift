import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Conversion of the DTCG 2025.10 colour spaces to sRGB and to Display P3, after CSS Color 4's formulas and
/// matrices (the shared maths in `ColorMath`).
///
/// Every space goes to gamma-encoded sRGB or Display P3 through linear light and CIE XYZ (D65; D50 spaces
/// through the Bradford adaptation). Results may lie outside 0–1: the caller applies the theme format's
/// gamut rule (sRGB, else Display P3, else clipped to Display P3) and says when it clips.
public enum ColorSpaces {
    /// The colour spaces the import understands, as DTCG spells them.
    public static let supported: [String] = [
        "srgb", "srgb-linear", "display-p3", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50",
        "a98-rgb", "prophoto-rgb", "rec2020",
    ]

    /// The allowed range of each component, per space (DTCG 2025.10 colour module); hue is `0..<360`.
    static func componentRanges(_ space: String) -> [(min: Double, max: Double?, hue: Bool)]? {
        let unit = (min: 0.0, max: Double?(1.0), hue: false)
        let hue = (min: 0.0, max: Double?(360.0), hue: true)
        let percent = (min: 0.0, max: Double?(100.0), hue: false)
        switch space {
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020": return [unit, unit, unit]
        case "hsl", "hwb": return [hue, percent, percent]
        case "lab": return [percent, (-.infinity, nil, false), (-.infinity, nil, false)]
        case "lch": return [percent, (0, nil, false), hue]
        case "oklab": return [unit, (-.infinity, nil, false), (-.infinity, nil, false)]
        case "oklch": return [unit, (0, nil, false), hue]
        case "xyz-d65", "xyz-d50":
            return [(-.infinity, nil, false), (-.infinity, nil, false), (-.infinity, nil, false)]
        default: return nil
        }
    }

    /// Gamma-encoded sRGB (unclipped) for `components` in `space`; `nil` for an unknown space.
    public static func srgb(space: String, components c: [Double]) -> [Double]? {
        guard c.count == 3 else { return nil }
        switch space {
        case "srgb": return c
        case "srgb-linear": return c.map(ColorMath.srgbEncode)
        case "display-p3": return ColorMath.srgb(fromDisplayP3: c)
        case "a98-rgb": return fromXYZ65(ColorMath.multiply(a98ToXYZ, c.map { ColorMath.signedPow($0, 563 / 256) }))
        case "rec2020": return fromXYZ65(ColorMath.multiply(rec2020ToXYZ, c.map(rec2020Decode)))
        case "prophoto-rgb":
            return fromXYZ65(ColorMath.multiply(d50ToD65, ColorMath.multiply(prophotoToXYZ50, c.map(prophotoDecode))))
        case "xyz-d65": return fromXYZ65(c)
        case "xyz-d50": return fromXYZ65(ColorMath.multiply(d50ToD65, c))
        case "lab": return fromXYZ65(ColorMath.multiply(d50ToD65, labToXYZ50(c)))
        case "lch": return fromXYZ65(ColorMath.multiply(d50ToD65, labToXYZ50(ColorMath.polarToRectangular(c))))
        case "oklab": return ColorMath.oklabToLinearSRGB(c).map(ColorMath.srgbEncode)
        case "oklch": return ColorMath.oklabToLinearSRGB(ColorMath.polarToRectangular(c)).map(ColorMath.srgbEncode)
        case "hsl": return ColorMath.hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb": return ColorMath.hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        default: return nil
        }
    }

    /// CIE XYZ (D65, linear light) for `components` in `space`; `nil` for an unknown space. D50 spaces go
    /// through the Bradford adaptation; OKLab through Ottosson's linear sRGB, as the theme format's `oklch()`
    /// does, so an `oklch` object and an `oklch()` string get the same Display P3 value.
    public static func xyzD65(space: String, components c: [Double]) -> [Double]? {
        guard c.count == 3 else { return nil }
        switch space {
        case "srgb-linear": return ColorMath.multiply(ColorMath.linearSRGBToXYZ, c)
        case "display-p3": return ColorMath.multiply(ColorMath.p3ToXYZ, c.map(ColorMath.srgbDecode))
        case "a98-rgb": return ColorMath.multiply(a98ToXYZ, c.map { ColorMath.signedPow($0, 563 / 256) })
        case "rec2020": return ColorMath.multiply(rec2020ToXYZ, c.map(rec2020Decode))
        case "prophoto-rgb":
            return ColorMath.multiply(d50ToD65, ColorMath.multiply(prophotoToXYZ50, c.map(prophotoDecode)))
        case "xyz-d65": return c
        case "xyz-d50": return ColorMath.multiply(d50ToD65, c)
        case "lab": return ColorMath.multiply(d50ToD65, labToXYZ50(c))
        case "lch": return ColorMath.multiply(d50ToD65, labToXYZ50(ColorMath.polarToRectangular(c)))
        case "oklab": return ColorMath.multiply(ColorMath.linearSRGBToXYZ, ColorMath.oklabToLinearSRGB(c))
        case "oklch":
            return ColorMath.multiply(
                ColorMath.linearSRGBToXYZ, ColorMath.oklabToLinearSRGB(ColorMath.polarToRectangular(c)))
        default:
            // The spaces that are gamma-encoded sRGB (srgb, hsl, hwb).
            guard let srgb = srgb(space: space, components: c) else { return nil }
            return ColorMath.multiply(ColorMath.linearSRGBToXYZ, srgb.map(ColorMath.srgbDecode))
        }
    }

    /// Gamma-encoded Display P3 (unclipped) for `components` in `space`, through CIE XYZ and CSS Color 4's
    /// linear-light Display P3 matrix; `nil` for an unknown space.
    public static func displayP3(space: String, components c: [Double]) -> [Double]? {
        if space == "display-p3" { return c.count == 3 ? c : nil }
        return xyzD65(space: space, components: c).map {
            ColorMath.multiply(ColorMath.xyzToP3, $0).map(ColorMath.srgbEncode)
        }
    }

    // MARK: Transfer functions and matrices of the spaces only the import reads
    // (the shared ones, sRGB and Display P3, OKLab and HSL, are `ColorMath`'s).

    static func prophotoDecode(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512.0 ? value / 16 : ColorMath.signedPow(value, 1.8)
    }

    static func rec2020Decode(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        if abs(value) < beta * 4.5 { return value / 4.5 }
        return value < 0 ? -pow((-value + alpha - 1) / alpha, 1 / 0.45) : pow((value + alpha - 1) / alpha, 1 / 0.45)
    }

    typealias Matrix = ColorMath.Matrix

    static let a98ToXYZ: Matrix = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let rec2020ToXYZ: Matrix = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    static let prophotoToXYZ50: Matrix = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]

    static func fromXYZ65(_ xyz: [Double]) -> [Double] {
        ColorMath.multiply(ColorMath.xyzToLinearSRGB, xyz).map(ColorMath.srgbEncode)
    }

    static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }
}
