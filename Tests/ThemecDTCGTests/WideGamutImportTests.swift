import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// The test's own conversion of a DTCG colour object to gamma-encoded sRGB and Display P3, written from
/// CSS Color 4's sample code (its exact rational matrices for sRGB, Display P3, A98 RGB and Rec. 2020, the
/// OKLab ↔ LMS ↔ XYZ matrices, Bradford D50 → D65), independently of the importer's `ColorSpaces`.
private enum CSSColor4 {
    typealias Matrix = [[Double]]

    static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
        m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    static let xyzToLinearSRGB: Matrix = [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]
    static let linearSRGBToXYZ: Matrix = [
        [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ]
    static let xyzToLinearP3: Matrix = [
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415],
    ]
    static let linearRec2020ToXYZ: Matrix = [
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    static let linearA98ToXYZ: Matrix = [
        [573536 / 994567, 263643 / 1_420_810, 187206 / 994567],
        [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
        [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    /// ProPhoto RGB → XYZ D50 (CSS Color 4's earlier published matrix; the two differ by ~1e-5).
    static let linearProPhotoToXYZD50: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020],
    ]
    static let bradfordD50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let oklabToLMS: Matrix = [
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]

    static func signed(_ v: Double, _ f: (Double) -> Double) -> Double { v < 0 ? -f(-v) : f(v) }
    /// The sRGB (and Display P3) transfer function, linear → gamma.
    static func gamma(_ v: Double) -> Double {
        signed(v) { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }
    static func linearSRGB(_ v: Double) -> Double {
        signed(v) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func polar(_ c: [Double]) -> [Double] {
        let h = c[2] * .pi / 180
        return [c[0], c[1] * cos(h), c[1] * sin(h)]
    }

    static func labToXYZD65(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let xyz = [
            pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa,
            lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa,
            pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa,
        ]
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        return multiply(bradfordD50ToD65, zip(xyz, white).map(*))
    }

    static func xyzD65(_ space: String, _ c: [Double]) -> [Double] {
        switch space {
        case "srgb-linear": return multiply(linearSRGBToXYZ, c)
        case "hsl", "hwb":
            let hue = c[0]
            let (s, l): (Double, Double)
            if space == "hsl" {
                (s, l) = (c[1] / 100, c[2] / 100)
            } else {
                (s, l) = (1, 0.5)
            }
            func channel(_ n: Double) -> Double {
                let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
                return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
            }
            var rgb = [channel(0), channel(8), channel(4)]
            if space == "hwb" { rgb = rgb.map { $0 * (1 - c[1] / 100 - c[2] / 100) + c[1] / 100 } }
            return multiply(linearSRGBToXYZ, rgb.map(linearSRGB))
        case "rec2020":
            let alpha = 1.09929682680944
            let beta = 0.018053968510807
            return multiply(
                linearRec2020ToXYZ,
                c.map { v in signed(v) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) } })
        case "a98-rgb": return multiply(linearA98ToXYZ, c.map { v in signed(v) { pow($0, 563 / 256) } })
        case "prophoto-rgb":
            let linear = c.map { v in signed(v) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return multiply(bradfordD50ToD65, multiply(linearProPhotoToXYZD50, linear))
        case "xyz-d65": return c
        case "xyz-d50": return multiply(bradfordD50ToD65, c)
        case "lab": return labToXYZD65(c)
        case "lch": return labToXYZD65(polar(c))
        case "oklab": return multiply(lmsToXYZ, multiply(oklabToLMS, c).map { $0 * $0 * $0 })
        case "oklch": return multiply(lmsToXYZ, multiply(oklabToLMS, polar(c)).map { $0 * $0 * $0 })
        default: fatalError("no reference conversion for \(space)")
        }
    }

    /// Gamma-encoded sRGB and Display P3, unclipped.
    static func convert(_ space: String, _ c: [Double]) -> (srgb: [Double], p3: [Double]) {
        let xyz = xyzD65(space, c)
        return (multiply(xyzToLinearSRGB, xyz).map(gamma), multiply(xyzToLinearP3, xyz).map(gamma))
    }

    /// Inside a gamut, with the importer's half-step tolerance.
    static func inside(_ channels: [Double]) -> Bool {
        channels.allSatisfy { $0 >= -0.5 / 255 && $0 <= 1 + 0.5 / 255 }
    }
}

@Suite struct WideGamutImportTests {
    /// For each wide-gamut colour space: a colour inside sRGB, one outside sRGB but inside Display P3, one
    /// outside Display P3 (the three preconditions are checked by the reference conversion).
    static let cases: [(space: String, inSRGB: [Double], inP3: [Double], outsideP3: [Double])] = [
        ("rec2020", [0.5, 0.4, 0.3], [0.4, 0.7, 0.35], [0, 1, 0]),
        ("a98-rgb", [0.5, 0.4, 0.3], [0.4, 0.8, 0.4], [0, 1, 0]),
        ("prophoto-rgb", [0.5, 0.4, 0.3], [0.4, 0.7, 0.3], [0, 1, 0]),
        ("xyz-d65", [0.2, 0.2, 0.2], [0.25, 0.45, 0.05], [0.2, 0.9, 0.1]),
        ("xyz-d50", [0.2, 0.2, 0.2], [0.25, 0.45, 0.05], [0.2, 0.9, 0.1]),
        ("lab", [50, 20, -30], [60, -70, 50], [50, -120, 80]),
        ("lch", [50, 30, 250], [60, 86, 145], [50, 150, 145]),
        ("oklab", [0.6, 0.05, -0.05], [0.7, -0.2, 0.14], [0.7, -0.4, 0.3]),
        ("oklch", [0.6, 0.1, 250], [0.7, 0.25, 145], [0.7, 0.5, 150]),
    ]

    static func components(_ c: [Double]) -> String { c.map { formatNumber($0) }.joined(separator: ", ") }

    /// Each 8-bit channel is the exact value (clipped to 0–1) rounded: within half a step, plus a little for
    /// the ProPhoto and Bradford matrices' published variants.
    static func matches(_ rgba: RGBA, _ exact: [Double]) -> Bool {
        zip([rgba.red, rgba.green, rgba.blue], exact).allSatisfy { byte, value in
            abs(Double(byte) - min(max(value, 0), 1) * 255) <= 0.5 + 0.01
        }
    }

    @Test(arguments: cases.map(\.space))
    func aColourInsideSRGBStaysSRGB(_ space: String) throws {
        let c = try #require(Self.cases.first { $0.space == space }).inSRGB
        let exact = CSSColor4.convert(space, c).srgb
        try #require(CSSColor4.inside(exact), "the test colour \(c) is outside sRGB")
        let (rgba, diagnostics) = importedColor(space, Self.components(c))
        let color = try #require(rgba, "\(diagnostics)")
        #expect(color.space == .sRGB)
        #expect(Self.matches(color, exact), "\(color) against \(exact)")
        #expect(!diagnostics.contains { $0.id == .colorClipped })
    }

    @Test(arguments: ["srgb-linear", "hsl", "hwb"])
    func theSpacesInsideSRGBByTheirRangesStaySRGB(_ space: String) throws {
        let c: [Double] = ["srgb-linear": [0.2, 0.5, 0.8], "hsl": [30, 80, 60], "hwb": [200, 10, 20]][space]!
        let (rgba, diagnostics) = importedColor(space, Self.components(c))
        let color = try #require(rgba, "\(diagnostics)")
        #expect(color.space == .sRGB)
        #expect(Self.matches(color, CSSColor4.convert(space, c).srgb), "\(color)")
    }

    @Test(arguments: cases.map(\.space))
    func aColourOutsideSRGBInsideDisplayP3IsKeptInDisplayP3(_ space: String) throws {
        let c = try #require(Self.cases.first { $0.space == space }).inP3
        let (srgb, p3) = CSSColor4.convert(space, c)
        try #require(!CSSColor4.inside(srgb) && CSSColor4.inside(p3), "the test colour \(c): \(srgb), \(p3)")
        let json = colorJSON(space, Self.components(c), extra: ", \"alpha\": 0.5")
        let result = importJSON(json)
        #expect(!result.diagnostics.contains { $0.id == .colorClipped }, "\(result.diagnostics)")
        let (rgba, _) = importedColor(space, Self.components(c), extra: ", \"alpha\": 0.5")
        let color = try #require(rgba)
        #expect(color.space == .displayP3)
        #expect(Self.matches(color, p3), "\(color) against \(p3)")
        #expect(color.alpha == 128)
        // What resolve prints and the theme file holds.
        let printed = try #require(resolved(result, "palette.c"))
        #expect(printed.hasPrefix("color(display-p3 ") && printed.hasSuffix(" / 0.502)"), "\(printed)")
        #expect(result.theme?.yaml.contains("c: \"\(printed)\"") == true, "\(result.theme?.yaml ?? "")")
    }

    @Test(arguments: cases.map(\.space))
    func aColourOutsideDisplayP3IsClippedToItWithAWarning(_ space: String) throws {
        let c = try #require(Self.cases.first { $0.space == space }).outsideP3
        let p3 = CSSColor4.convert(space, c).p3
        try #require(!CSSColor4.inside(p3), "the test colour \(c) is inside Display P3: \(p3)")
        let (rgba, diagnostics) = importedColor(space, Self.components(c))
        let color = try #require(rgba, "\(diagnostics)")
        #expect(color.space == .displayP3)
        #expect(Self.matches(color, p3), "\(color) against \(p3)")
        let warning = try #require(diagnostics.first { $0.id == .colorClipped })
        #expect(warning.severity == .warning)
        #expect(
            warning.message.text
                == "colour 'c' (\(space) \(c.map { formatNumber($0) }.joined(separator: " "))) is outside Display P3; clipped to the nearest Display P3 channel values"
        )
    }

    @Test func anOKLChObjectHasTheValueOfTheSameOKLChString() {
        for c in [[0.7, 0.25, 145.0], [0.6, 0.1, 250], [0.7, 0.5, 150]] {
            let text = "oklch(\(c.map { formatNumber($0) }.joined(separator: " ")))"
            #expect(importedColor("oklch", Self.components(c)).0 == ColorStrings.parse(text), "\(text)")
        }
    }

    @Test func componentsTooLargeForDoublesAreClippedNotATrap() {
        // XYZ has no range: products overflow to infinity, and sRGB red here is infinity minus infinity.
        let (rgba, diagnostics) = importedColor("xyz-d65", "1.2e308, 1.2e308, 0")
        #expect(rgba?.space == .displayP3)
        #expect(diagnostics.contains { $0.id == .colorClipped })
    }
}
