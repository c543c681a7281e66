import Foundation

/// The test's own colour conversions: a DTCG 2025.10 colour value to gamma-encoded sRGB components
/// (unclipped, so out-of-gamut colours show as components outside 0…1) and alpha. Written from CSS Color 4
/// (the matrices of its sample code, linear-light RGB through CIE XYZ, D50 spaces through Bradford) and
/// Björn Ottosson's OKLab definition, independently of themec's ColorSpaces.swift.
enum ReferenceColor {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

    // Linear-light RGB → XYZ (D65 unless noted).
    static let srgbToXYZ: Matrix = (
        (0.41239079926595934, 0.357584339383878, 0.1804807884018343),
        (0.21263900587151027, 0.715168678767756, 0.07219231536073371),
        (0.01933081871559182, 0.11919477979462598, 0.9505321522496607)
    )
    static let xyzToSRGB: Matrix = (
        (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
    )
    static let p3ToXYZ: Matrix = (
        (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        (0.0, 0.04511338185890264, 1.043944368900976)
    )
    static let xyzToP3: Matrix = (
        (2.493496911941425, -0.9313836179191239, -0.40271078445071684),
        (-0.8294889695615747, 1.7626640603183463, 0.023624685841943577),
        (0.03584583024378447, -0.07617238926804182, 0.9568845240076872)
    )
    static let a98ToXYZ: Matrix = (
        (0.5766690429101305, 0.1855582379065463, 0.1882286462349947),
        (0.29734497525053605, 0.6273635662554661, 0.07529145849399788),
        (0.02703136138641234, 0.07068885253582723, 0.9913375368376388)
    )
    static let rec2020ToXYZ: Matrix = (
        (0.6369580483012914, 0.14461690358620832, 0.1688809751641721),
        (0.2627002120112671, 0.6779980715188708, 0.05930171646986196),
        (0.0, 0.028072693049087428, 1.060985057710791)
    )
    /// ProPhoto RGB → XYZ D50.
    static let prophotoToXYZD50: Matrix = (
        (0.7977604896723027, 0.13518583717574031, 0.0313493495815248),
        (0.2880711282292934, 0.7118432178101014, 0.00008565396060525902),
        (0.0, 0.0, 0.8251046025104602)
    )
    /// Bradford chromatic adaptation D50 → D65.
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    static func srgbDecode(_ c: Double) -> Double {
        abs(c) <= 0.04045 ? c / 12.92 : (c < 0 ? -1 : 1) * pow((abs(c) + 0.055) / 1.055, 2.4)
    }
    static func srgbEncode(_ c: Double) -> Double {
        abs(c) <= 0.0031308 ? c * 12.92 : (c < 0 ? -1 : 1) * (1.055 * pow(abs(c), 1 / 2.4) - 0.055)
    }

    /// Linear-light sRGB for a colour space's components; `nil` for a space the test does not know.
    static func linearSRGB(space: String, _ c: Vector) -> Vector? {
        switch space {
        case "srgb": return map(c, srgbDecode)
        case "srgb-linear": return c
        case "display-p3": return multiply(xyzToSRGB, multiply(p3ToXYZ, map(c, srgbDecode)))
        case "a98-rgb":
            let linear = map(c) { ($0 < 0 ? -1 : 1) * pow(abs($0), 563 / 256) }
            return multiply(xyzToSRGB, multiply(a98ToXYZ, linear))
        case "prophoto-rgb":
            let linear = map(c) { abs($0) <= 16.0 / 512 ? $0 / 16 : ($0 < 0 ? -1 : 1) * pow(abs($0), 1.8) }
            return multiply(xyzToSRGB, multiply(d50ToD65, multiply(prophotoToXYZD50, linear)))
        case "rec2020":
            let alpha = 1.09929682680944
            let beta = 0.018053968510807
            let linear = map(c) {
                abs($0) < beta * 4.5 ? $0 / 4.5 : ($0 < 0 ? -1 : 1) * pow((abs($0) + alpha - 1) / alpha, 1 / 0.45)
            }
            return multiply(xyzToSRGB, multiply(rec2020ToXYZ, linear))
        case "xyz-d65", "xyz": return multiply(xyzToSRGB, c)
        case "xyz-d50": return multiply(xyzToSRGB, multiply(d50ToD65, c))
        case "lab": return multiply(xyzToSRGB, multiply(d50ToD65, labToXYZD50(c)))
        case "lch": return multiply(xyzToSRGB, multiply(d50ToD65, labToXYZD50(polar(c))))
        case "oklab": return oklabToLinearSRGB(c)
        case "oklch": return oklabToLinearSRGB(polar(c))
        case "hsl": return map(hslToSRGB(c), srgbDecode)
        case "hwb": return map(hwbToSRGB(c), srgbDecode)
        default: return nil
        }
    }

    /// (L, C, h°) → (L, a, b).
    static func polar(_ c: Vector) -> Vector {
        let radians = c.2 * Double.pi / 180
        return (c.0, c.1 * cos(radians), c.1 * sin(radians))
    }

    static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow(f1, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
        return (x * white.0, y * white.1, z * white.2)
    }

    /// Ottosson's direct OKLab → linear sRGB.
    static func oklabToLinearSRGB(_ lab: Vector) -> Vector {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    /// HSL with saturation and lightness 0…100 (DTCG's ranges) → gamma sRGB.
    static func hslToSRGB(_ c: Vector) -> Vector {
        let hue = (c.0.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let s = c.1 / 100
        let l = c.2 / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB with whiteness and blackness 0…100 → gamma sRGB.
    static func hwbToSRGB(_ c: Vector) -> Vector {
        let white = c.1 / 100
        let black = c.2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB((c.0, 100, 50))
        return map(rgb) { $0 * (1 - white - black) + white }
    }

    /// The components' ranges by colour space (the format's colour module; a hue is below 360, `none` is 0).
    static let ranges: [String: [Range<Double>]] = {
        let unit = 0..<1.0000001
        let percent = 0..<100.0000001
        let hue = 0..<360.0
        let any = -Double.greatestFiniteMagnitude..<Double.greatestFiniteMagnitude
        let positive = 0..<Double.greatestFiniteMagnitude
        var table: [String: [Range<Double>]] = [
            "hsl": [hue, percent, percent], "hwb": [hue, percent, percent], "lab": [percent, any, any],
            "lch": [percent, positive, hue], "oklab": [unit, any, any], "oklch": [unit, positive, hue],
            "xyz-d65": [any, any, any], "xyz-d50": [any, any, any],
        ]
        for space in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
            table[space] = [unit, unit, unit]
        }
        return table
    }()

    /// Gamma sRGB components and alpha of a colour value: `{ colorSpace, components, alpha?, hex? }`, or a
    /// `#rgb`/`#rrggbb`/`#rrggbbaa` string (the form before 2025.10); `nil` when it is not a colour.
    static func read(_ value: OrderedJSON) -> (Double, Double, Double, Double)? {
        if let text = value.string { return hex(text) }
        guard let space = value["colorSpace"]?.string, let items = value["components"]?.array, items.count == 3 else {
            return nil
        }
        var alpha = 1.0
        if let given = value["alpha"] {
            guard let number = given.number, (0...1).contains(number) else { return nil }
            alpha = number
        }
        var components: [Double] = []
        for item in items {
            if let number = item.number {
                components.append(number)
            } else if item.string == "none" {
                components.append(0)
            } else {
                return nil
            }
        }
        if let ranges = ranges[space] {
            for (component, range) in zip(components, ranges) where !range.contains(component) { return nil }
        }
        guard let linear = linearSRGB(space: space, (components[0], components[1], components[2])) else {
            // An unknown space: the hex fallback, when there is one.
            guard let fallback = value["hex"]?.string, let rgb = hex(fallback) else { return nil }
            return (rgb.0, rgb.1, rgb.2, alpha)
        }
        // Spaces already gamma-encoded sRGB skip the round trip through linear light.
        let c = (components[0], components[1], components[2])
        let rgb: Vector
        switch space {
        case "srgb": rgb = c
        case "hsl": rgb = hslToSRGB(c)
        case "hwb": rgb = hwbToSRGB(c)
        default: rgb = map(linear, srgbEncode)
        }
        return (rgb.0, rgb.1, rgb.2, alpha)
    }

    static func hex(_ text: String) -> (Double, Double, Double, Double)? {
        guard text.first == "#" else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[start..<start + 2]), radix: 16) else { return nil }
            bytes.append(Double(byte) / 255)
        }
        return (bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    /// Gamma-encoded Display P3 for gamma-encoded (extended) sRGB, through linear light and CIE XYZ.
    static func displayP3(fromSRGB rgb: Vector) -> Vector {
        map(multiply(xyzToP3, multiply(srgbToXYZ, map(rgb, srgbDecode))), srgbEncode)
    }

    /// The theme format's gamut rule for a colour given as (extended) sRGB: the gamut it belongs in — sRGB
    /// when inside sRGB, otherwise Display P3 — and whether it lies outside Display P3 too, so that themec
    /// must clip it. "Inside" allows half an 8-bit step, as themec does.
    static func gamut(ofSRGB rgb: Vector) -> (isP3: Bool, outsideP3: Bool) {
        func outside(_ v: Vector) -> Bool {
            let step = 0.5 / 255
            return [v.0, v.1, v.2].contains { !$0.isFinite || $0 < -step || $0 > 1 + step }
        }
        guard outside(rgb) else { return (false, false) }
        return (true, outside(displayP3(fromSRGB: rgb)))
    }

    /// A colour `themec resolve` printed, as its channels in the space it names and alpha: `#RRGGBBAA`
    /// (sRGB), or `color(display-p3 R G B)` / `color(display-p3 R G B / A)` (Display P3 channels); `isP3`
    /// says which.
    static func printed(_ text: String) -> (rgba: (Double, Double, Double, Double), isP3: Bool)? {
        if let rgba = hex(text) { return (rgba, false) }
        let prefix = "color(display-p3 "
        guard text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
        let fields = text.dropFirst(prefix.count).dropLast().split(separator: " ").filter { $0 != "/" }
        let numbers = fields.compactMap { Double($0) }
        guard numbers.count == fields.count, numbers.count == 3 || numbers.count == 4 else { return nil }
        return ((numbers[0], numbers[1], numbers[2], numbers.count == 4 ? numbers[3] : 1), true)
    }
}
