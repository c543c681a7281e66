#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Conversion of the DTCG 2025.10 colour spaces to sRGB, after CSS Color 4's formulas and matrices.
///
/// Every space goes to gamma-encoded sRGB through linear light and CIE XYZ (D65; D50 spaces through the
/// Bradford adaptation). Results may lie outside 0–1: the caller clips and says so.
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
        case "srgb-linear": return c.map(srgbEncode)
        case "display-p3": return fromXYZ65(multiply(p3ToXYZ, c.map(srgbDecode)))
        case "a98-rgb": return fromXYZ65(multiply(a98ToXYZ, c.map { signedPow($0, 563 / 256) }))
        case "rec2020": return fromXYZ65(multiply(rec2020ToXYZ, c.map(rec2020Decode)))
        case "prophoto-rgb": return fromXYZ65(multiply(d50ToD65, multiply(prophotoToXYZ50, c.map(prophotoDecode))))
        case "xyz-d65": return fromXYZ65(c)
        case "xyz-d50": return fromXYZ65(multiply(d50ToD65, c))
        case "lab": return fromXYZ65(multiply(d50ToD65, labToXYZ50(c)))
        case "lch": return fromXYZ65(multiply(d50ToD65, labToXYZ50(polarToRectangular(c))))
        case "oklab": return oklabToLinearSRGB(c).map(srgbEncode)
        case "oklch": return oklabToLinearSRGB(polarToRectangular(c)).map(srgbEncode)
        case "hsl": return hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb": return hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        default: return nil
        }
    }

    // MARK: Transfer functions

    static func srgbDecode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func srgbEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    static func signedPow(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    static func prophotoDecode(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512.0 ? value / 16 : signedPow(value, 1.8)
    }

    static func rec2020Decode(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        if abs(value) < beta * 4.5 { return value / 4.5 }
        return value < 0 ? -pow((-value + alpha - 1) / alpha, 1 / 0.45) : pow((value + alpha - 1) / alpha, 1 / 0.45)
    }

    // MARK: Matrices

    typealias Matrix = [[Double]]

    static func multiply(_ matrix: Matrix, _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    static let xyzToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
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
        multiply(xyzToLinearSRGB, xyz).map(srgbEncode)
    }

    // MARK: Lab, LCh, OKLab, OKLCh

    /// `[L, C, h]` → `[L, a, b]`.
    static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * Double.pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
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

    static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    // MARK: HSL, HWB

    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }
}
