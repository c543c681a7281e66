#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour-space maths after CSS Color 4's formulas and matrices: transfer functions, the RGB spaces'
/// matrices to CIE XYZ (D65), Lab, OKLab and HSL. Shared by the theme format's colour functions
/// (`ColorSyntax`), contrast (`ColorSample`) and the DTCG import.
///
/// Results may lie outside 0–1; callers decide whether to clip, map to another space, or report.
public enum ColorMath {
    public typealias Matrix = [[Double]]

    /// `matrix` × `vector`, for 3×3 matrices.
    public static func multiply(_ matrix: Matrix, _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    // MARK: Transfer functions

    /// sRGB (and Display P3, which shares it) gamma-encoded → linear light; odd-symmetric for extended values.
    public static func srgbDecode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light → sRGB (and Display P3) gamma-encoded; odd-symmetric for extended values.
    public static func srgbEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    public static func signedPow(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    // MARK: Matrices (D65 unless named otherwise)

    public static let linearSRGBToXYZ: Matrix = [
        [0.4123907992659595, 0.35758433938387796, 0.1804807884018343],
        [0.21263900587151036, 0.7151686787677559, 0.07219231536073371],
        [0.01933081871559185, 0.11919477979462599, 0.9505321522496606],
    ]
    public static let xyzToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    public static let p3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    public static let xyzToP3: Matrix = [
        [2.4934969119414245, -0.9313836179191236, -0.40271078445071684],
        [-0.829488969561575, 1.7626640603183468, 0.02362468584194359],
        [0.035845830243784335, -0.07617238926804171, 0.9568845240076873],
    ]

    // MARK: Between sRGB and Display P3

    /// Gamma-encoded Display P3 → gamma-encoded (extended) sRGB.
    public static func srgb(fromDisplayP3 p3: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, multiply(p3ToXYZ, p3.map(srgbDecode))).map(srgbEncode)
    }

    /// Gamma-encoded (extended) sRGB → gamma-encoded Display P3.
    public static func displayP3(fromSRGB srgb: [Double]) -> [Double] {
        multiply(xyzToP3, multiply(linearSRGBToXYZ, srgb.map(srgbDecode))).map(srgbEncode)
    }

    // MARK: OKLab, OKLCh, polar forms

    /// `[L, C, h]` (h in degrees) → `[L, a, b]`.
    public static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * Double.pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    /// OKLab → linear sRGB (Björn Ottosson's matrices, as CSS Color 4 uses them).
    public static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    /// OKLCh (L 0–1, C, h in degrees) → gamma-encoded (extended) sRGB.
    public static func srgb(fromOKLCh lch: [Double]) -> [Double] {
        oklabToLinearSRGB(polarToRectangular(lch)).map(srgbEncode)
    }

    // MARK: HSL, HWB

    /// HSL (hue in degrees, saturation and lightness 0–1) → gamma-encoded sRGB.
    public static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// HWB (hue in degrees, whiteness and blackness 0–1) → gamma-encoded sRGB.
    public static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }
}
