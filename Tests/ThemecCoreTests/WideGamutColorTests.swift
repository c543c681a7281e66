import Testing
import ThemecCore
import ThemecDiagnostics

/// The CSS Color 4 colour forms: `color(display-p3 …)`, `color(srgb …)`, `hsl()`/`hsla()` and `oklch()`.
@Suite("Wide-gamut colours")
struct WideGamutColorTests {
    static func p3(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha, space: .displayP3)
    }

    static func literal(_ text: String) -> RGBA? {
        guard case .success(.literal(let rgba)) = ColorSyntax.parse(text) else { return nil }
        return rgba
    }

    @Test(
        "Each form reads as its colour, in its space",
        arguments: [
            ("color(display-p3 1 0 0)", p3(255, 0, 0)),
            ("COLOR(Display-P3 1 0.5 0)", p3(255, 128, 0)),
            ("color(display-p3 100% 50% 0% / 50%)", p3(255, 128, 0, 128)),
            ("color(display-p3 0 0 1 / 0.25)", p3(0, 0, 255, 64)),
            ("color(display-p3   .5\t0.5 0.5  )", p3(128, 128, 128)),
            ("color(srgb 1 0.5 0)", RGBA(red: 255, green: 128, blue: 0)),
            ("hsl(210 100% 50%)", RGBA(red: 0, green: 128, blue: 255)),
            ("hsl(210, 100%, 50%)", RGBA(red: 0, green: 128, blue: 255)),
            ("hsla(210, 100%, 50%, 0.5)", RGBA(red: 0, green: 128, blue: 255, alpha: 128)),
            ("hsla(210 100 50 / 50%)", RGBA(red: 0, green: 128, blue: 255, alpha: 128)),
            ("hsl(210deg 100% 50%)", RGBA(red: 0, green: 128, blue: 255)),
            ("hsl(0.5turn 100% 50%)", RGBA(red: 0, green: 255, blue: 255)),
            ("hsl(3.14159265rad 100% 50%)", RGBA(red: 0, green: 255, blue: 255)),
            ("hsl(200grad 100% 50%)", RGBA(red: 0, green: 255, blue: 255)),
            ("hsl(-150 100% 50%)", RGBA(red: 0, green: 128, blue: 255)),
            ("hsl(0 0% 100%)", RGBA(red: 255, green: 255, blue: 255)),
            // CSS Color 4's sRGB red, rounded: inside sRGB to within half an 8-bit step, so sRGB.
            ("oklch(0.628 0.2577 29.23)", RGBA(red: 255, green: 0, blue: 0)),
            ("oklch(62.8% 0.2577 29.23deg)", RGBA(red: 255, green: 0, blue: 0)),
            ("oklch(50% 0 0)", RGBA(red: 99, green: 99, blue: 99)),
            ("oklch(1 0 0 / 0.5)", RGBA(red: 255, green: 255, blue: 255, alpha: 128)),
            // Outside sRGB, inside Display P3: kept in P3 (values from the CSS Color 4 formulas, computed apart).
            ("oklch(0.64 0.27 29)", p3(242, 46, 32)),
        ])
    func formsReadAsTheirColours(text: String, expected: RGBA) {
        #expect(Self.literal(text) == expected, "\(text)")
    }

    @Test func oklchOutsideDisplayP3IsClippedIntoItAndSaysWhere() {
        var mapping: ColorSyntax.GamutMapping?
        let result = ColorSyntax.parse("oklch(0.7 0.5 150)", gamutMapped: &mapping)
        #expect(result == .success(.literal(Self.p3(0, 218, 0))))
        #expect(mapping?.offset == 6)
        #expect(mapping?.length == 11)
        var none: ColorSyntax.GamutMapping?
        _ = ColorSyntax.parse("oklch(0.64 0.27 29)", gamutMapped: &none)
        #expect(none == nil)
    }

    @Test func canonicalTextParsesBackToTheSameColour() {
        var values: [RGBA] = []
        for byte in stride(from: 0, through: 255, by: 1) {
            let value = UInt8(byte)
            values.append(Self.p3(value, 255 - value, value / 2, value))
            values.append(RGBA(red: value, green: 0, blue: 255 - value, alpha: value))
        }
        for rgba in values {
            #expect(Self.literal(rgba.text) == rgba, "\(rgba.text)")
        }
        #expect(Self.p3(255, 0, 0).text == "color(display-p3 1 0 0)")
        #expect(Self.p3(255, 128, 0, 128).text == "color(display-p3 1 0.502 0 / 0.502)")
        #expect(RGBA(red: 255, green: 0, blue: 0).text == "#FF0000FF")
    }

    @Test func aColourValueStaysSixteenBytes() {
        #expect(MemoryLayout<RGBA>.size == 5)
        #expect(MemoryLayout<ColorValue>.size == 16)
    }

    @Test func resolveKeepsDisplayP3AndPrintsIt() throws {
        let set = try ResolutionTests.load([
            (
                "a.yaml",
                """
                theme: Default
                palette:
                  red: "color(display-p3 1 0 0)"
                colors:
                  accent: { light: "{palette.red}", dark: "oklch(0.64 0.27 29)" }
                  faded: { color: "{palette.red}", opacity: 0.5 }
                  plain: "hsl(0 100% 50%)"
                """
            )
        ])
        #expect(ResolutionTests.value(set, "Default", "colors.accent") == "color(display-p3 1 0 0)")
        #expect(ResolutionTests.value(set, "Default", "colors.accent", .dark) == "color(display-p3 0.949 0.18 0.125)")
        #expect(ResolutionTests.value(set, "Default", "colors.faded") == "color(display-p3 1 0 0 / 0.502)")
        #expect(ResolutionTests.value(set, "Default", "colors.plain") == "#FF0000FF")
    }

    // MARK: - Contrast

    @Test func displayP3LuminanceComesFromItsOwnChannels() {
        // Y of Display P3's red primary, derived from its chromaticity (0.680, 0.320) and the D65 white point.
        let red = ColorSample(Self.p3(255, 0, 0))
        #expect(abs(red.relativeLuminance - 0.22897456406974875) < 1e-9)
        #expect(ContrastMath.format(ContrastMath.ratio(red, .white)) == "3.76")
        // Clipped into sRGB first it would measure as sRGB red, 4.00:1.
        #expect(ContrastMath.ratio(RGBA(red: 255, green: 0, blue: 0), RGBA(red: 255, green: 255, blue: 255)) > 3.99)
        // A P3 grey: the linear value of 128/255 times the row's sum (1).
        #expect(abs(ColorSample(Self.p3(128, 128, 128)).relativeLuminance - 0.21586050011389926) < 1e-9)
        // Translucent P3 over sRGB white composites in extended sRGB: half P3 red is lighter than P3 red.
        let half = ColorSample(Self.p3(255, 0, 0, 128)).over(.white)
        #expect(half.space == .sRGB)
        #expect(half.relativeLuminance > red.relativeLuminance)
    }

    @Test func contrastWarningsNameTheDisplayP3Colour() {
        let text = """
            theme: Default
            colors:
              background: "#FFFFFF"
            buttonStyles:
              1️⃣filled:
                foreground: "#FFFFFF"
                background: "color(display-p3 1 0 0)"
            """
        let (result, sources) = loadMarked([("a.yaml", text)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.76:1 of foreground #FFFFFFFF on background color(display-p3 1 0 0) is below 4.5:1 in theme 'Default', light, dark, lightHighContrast and darkHighContrast, state 'normal'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.76:1 of foreground #FFFFFFFF on background color(display-p3 1 0 0) is below 4.5:1 in theme 'Default', light, dark, lightHighContrast and darkHighContrast, state 'pressed'"
            ),
        ]
        #expect(describe(result.diagnostics.filter { $0.id == .contrast }) == describe(expected, in: sources))
    }

    // MARK: - Bad input, located at the bad component

    @Test func badFunctionsAreLocatedAtTheBadComponent() {
        let text = """
            theme: Default
            palette:
              a: "color(display-p3 1️⃣1.2 0 0)"
              b: "color(2️⃣display-p4 1 0 0)"
              c: "oklch(0.5 0.13️⃣)"
              d: "color(srgb 1 0 0 4️⃣1)"
              e: "hsl(5️⃣10deh 50% 50%)"
              f: "oklch(0.56️⃣, 0.1, 20)"
              g: "hsl(10, 7️⃣50, 50%)"
              h: "8️⃣color(display-p3 1 0 0"
              i: "hsl(10 50% 50% / 9️⃣2)"
            """
        let more = """
            theme: More
            palette:
              a: "color(1️⃣lab 50 0 0)"
              b: "color(display-p3 1 0 0 / 2️⃣)"
              c: "oklch(3️⃣-0.1 0.1 20)"
              d: "hsla(10, 50%, 50%, 0.5, 4️⃣1)"
              e: "oklch(0.5 5️⃣-1 20)"
              f: "color(display-p3 1 0 0 / 0.5 6️⃣1)"
            """
        let (result, sources) = loadMarked([("a.yaml", text), ("b.yaml", more)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "out-of-range",
                message:
                    "colour 'color(display-p3 1.2 0 0)': channel 1.2 is out of range; it must be 0 to 1 (or 0% to 100%)"
            ),
            .init(
                marker: "2", id: "unknown-value",
                message:
                    "colour 'color(display-p4 1 0 0)': unknown colour space 'display-p4'; did you mean 'display-p3'?"
            ),
            .init(
                marker: "3", id: "malformed-color",
                message: "malformed colour 'oklch(0.5 0.1)': 'oklch()' takes 3 components, as in 'oklch(L C H)', not 2"),
            .init(
                marker: "4", id: "malformed-color",
                message:
                    "malformed colour 'color(srgb 1 0 0 1)': 'color()' takes 3 components, as in 'color(srgb R G B)'; '1' is one too many (alpha goes after '/')"
            ),
            .init(
                marker: "5", id: "malformed-color",
                message:
                    "malformed colour 'hsl(10deh 50% 50%)': hue '10deh' is not an angle: a number of degrees, or one with 'deg', 'rad', 'grad' or 'turn'"
            ),
            .init(
                marker: "6", id: "malformed-color",
                message:
                    "malformed colour 'oklch(0.5, 0.1, 20)': 'oklch()' separates its components with spaces, not commas"
            ),
            .init(
                marker: "7", id: "malformed-color",
                message: "malformed colour 'hsl(10, 50, 50%)': saturation '50' is not a percentage such as '50%'"),
            .init(
                marker: "8", id: "malformed-color",
                message: "malformed colour 'color(display-p3 1 0 0': 'color(' is not closed with ')'"),
            .init(
                marker: "9", id: "out-of-range",
                message:
                    "colour 'hsl(10 50% 50% / 2)': alpha 2 is out of range; it must be from 0 to 1 (or 0% to 100%)"),
            .init(
                file: "b.yaml", marker: "1", id: "unknown-value",
                message:
                    "colour 'color(lab 50 0 0)': unknown colour space 'lab'; 'color()' takes 'display-p3' or 'srgb'"),
            .init(
                file: "b.yaml", marker: "2", id: "malformed-color",
                message: "malformed colour 'color(display-p3 1 0 0 / )': an alpha value is missing after '/'"),
            .init(
                file: "b.yaml", marker: "3", id: "out-of-range",
                message:
                    "colour 'oklch(-0.1 0.1 20)': lightness -0.1 is out of range; it must be 0 to 1 (or 0% to 100%)"),
            .init(
                file: "b.yaml", marker: "4", id: "malformed-color",
                message:
                    "malformed colour 'hsla(10, 50%, 50%, 0.5, 1)': 'hsla()' takes 3 values and an alpha; '1' is too many"
            ),
            .init(
                file: "b.yaml", marker: "5", id: "out-of-range",
                message: "colour 'oklch(0.5 -1 20)': chroma -1 is out of range; it must be 0 or more"),
            .init(
                file: "b.yaml", marker: "6", id: "malformed-color",
                message:
                    "malformed colour 'color(display-p3 1 0 0 / 0.5 1)': only one alpha value follows '/'; '1' is one too many"
            ),
        ]
        #expect(describe(result.diagnostics) == describe(expected, in: sources))
        #expect(result.themeSet == nil)
    }

    @Test func aColourOutsideDisplayP3IsAWarningAtItsComponents() {
        let text = """
            theme: Default
            palette:
              neon: "oklch(1️⃣0.7 0.5 150)"
            """
        let (result, sources) = loadMarked([("a.yaml", text)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "color-gamut-mapped",
                message:
                    "colour 'oklch(0.7 0.5 150)': the colour is outside the Display P3 gamut; each channel was clipped to it"
            )
        ]
        #expect(describe(result.diagnostics) == describe(expected, in: sources))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.first?.range?.end.column == (sources["a.yaml"]?.locations["1"]?.column ?? 0) + 11)
        #expect(result.themeSet != nil)
    }

    @Test(
        "Malformed input never traps",
        arguments: [
            "color(", "color()", "color( )", "color(display-p3)", "color(display-p3 / 1)", "color(display-p3 1 0 0 //)",
            "hsl(,,)", "hsl(1,2,3,4,5)", "hsl(1 2 3 / 4 / 5)", "oklch(1e3 0 0)", "oklch(nan 0 0)", "oklch(0 0 infdeg)",
            "hsla(1, 2%, 3%, )", "color(display-p3 1 (0) 0)", "oklch(1 99999999 0)", "hsl(1e999 1% 1%)", "oklch(((",
            "hsl(10 50% 50%", "color(srgb 1 0 0 /", "oklch(0.5 0.1 99999999999turn)",
        ])
    func malformedInputNeverTraps(text: String) {
        var mapping: ColorSyntax.GamutMapping?
        let result = ColorSyntax.parse(text, gamutMapped: &mapping)
        if case .failure(let failure) = result {
            let count = text.unicodeScalars.count
            #expect(failure.offset >= 0 && failure.length >= 0 && failure.offset + failure.length <= count)
        }
    }
}
