import Testing
import ThemecCore
import ThemecDiagnostics

/// The contrast maths, compositing, thresholds, the matrix of conditions and the `contrast` warnings.
struct ContrastTests {
    static func rgba(_ hex: String) -> RGBA {
        let value = UInt32(hex.dropFirst(), radix: 16)!
        let hasAlpha = hex.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        return RGBA(
            red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF),
            alpha: hasAlpha ? UInt8(value & 0xFF) : 255)
    }

    // MARK: - Maths

    @Test(arguments: [
        ("#777777", "#FFFFFF", "4.48"),
        ("#000000", "#FFFFFF", "21.00"),
        ("#FFFFFF", "#000000", "21.00"),
        ("#123456", "#123456", "1.00"),
        ("#FFFFFF", "#007AFF", "4.02"),
        ("#FFFFFF", "#767676", "4.54"),
    ])
    func knownRatios(_ a: String, _ b: String, _ expected: String) {
        #expect(ContrastMath.format(ContrastMath.ratio(Self.rgba(a), Self.rgba(b))) == expected)
    }

    @Test func blackOnWhiteIsExactlyTwentyOne() {
        #expect(ContrastMath.ratio(Self.rgba("#000000"), Self.rgba("#FFFFFF")) == 21)
        #expect(ContrastMath.ratio(Self.rgba("#3C3C43"), Self.rgba("#3C3C43")) == 1)
    }

    @Test func aFailingRatioNeverPrintsAsItsThreshold() {
        #expect(ContrastMath.format(4.4996, threshold: 4.5) == "4.499")
        #expect(ContrastMath.format(4.4996) == "4.50")
        #expect(ContrastMath.format(4.5, threshold: 4.5) == "4.50")
    }

    @Test(arguments: [
        ("#00000080", "#FFFFFF", "#7F7F7FFF"),  // 255 × (1 − 128/255) = 127
        ("#FFFFFF80", "#000000", "#808080FF"),  // 255 × 128/255 = 128
        ("#FF000080", "#0000FF", "#80007FFF"),
        ("#00000000", "#ABCDEF", "#ABCDEFFF"),
        ("#123456", "#FFFFFF", "#123456FF"),
        ("#3C3C432E", "#FFFFFF", "#DCDCDDFF"),
    ])
    func compositing(_ top: String, _ bottom: String, _ expected: String) {
        #expect(ContrastMath.composite(Self.rgba(top), over: Self.rgba(bottom)).hex == expected)
    }

    @Test func translucentOverTranslucentKeepsCombinedAlpha() {
        // 50% over 50%: alpha 0.5 + 0.5 × 0.5 = 0.75.
        let result = ColorSample(red: 1, green: 1, blue: 1, alpha: 0.5).over(
            ColorSample(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(result.alpha == 0.75)
        #expect(abs(result.red - 2.0 / 3) < 1e-12)
    }

    @Test func stateOpacityFadesTheWholeButton() {
        // White on black at 50% over a white surface: the label stays white, the fill becomes mid-grey.
        let pixels = ContrastMath.buttonPixels(
            foreground: Self.rgba("#FFFFFF"), background: Self.rgba("#000000"), opacity: 0.5,
            surface: Self.rgba("#FFFFFF"), scheme: .light)
        #expect(pixels.text.rgba.hex == "#FFFFFFFF")
        #expect(pixels.backdrop.rgba.hex == "#808080FF")
        #expect(ContrastMath.format(ContrastMath.ratio(pixels.text, pixels.backdrop)) == "3.98")

        // Without a background the label itself fades into the surface.
        let bare = ContrastMath.buttonPixels(
            foreground: Self.rgba("#000000"), background: nil, opacity: 0.5, surface: Self.rgba("#FFFFFF"),
            scheme: .light)
        #expect(bare.text.rgba.hex == "#808080FF")
        #expect(bare.backdrop.rgba.hex == "#FFFFFFFF")
    }

    @Test func translucentForegroundAndBackgroundComposite() {
        // 50% black label on a 50% black fill over white: fill #7F7F7F, label about 75% black (128/255 is not 0.5).
        let pixels = ContrastMath.buttonPixels(
            foreground: Self.rgba("#00000080"), background: Self.rgba("#00000080"), opacity: 1,
            surface: Self.rgba("#FFFFFF"), scheme: .light)
        #expect(pixels.backdrop.rgba.hex == "#7F7F7FFF")
        #expect(pixels.text.rgba.hex == "#3F3F3FFF")
        // A translucent surface is made opaque over black in dark appearances.
        let dark = ContrastMath.buttonPixels(
            foreground: Self.rgba("#FFFFFF"), background: nil, opacity: 1, surface: Self.rgba("#FFFFFF80"),
            scheme: .dark)
        #expect(dark.backdrop.rgba.hex == "#808080FF")
    }

    // MARK: - The matrix

    static let base = """
        colors:
          label: { light: "#000000", dark: "#FFFFFF" }
          background: { light: "#FFFFFF", dark: "#000000" }
          accent: { light: "#0044AA", dark: "#66AAFF" }

        """

    static func check(_ files: [(String, String)]) throws -> (ThemeSetLoadResult, [String: MarkedSource]) {
        let (result, sources) = loadMarked(files)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        _ = try #require(result.contrast)
        return (result, sources)
    }

    @Test func everyConditionIsVisited() throws {
        let a =
            "theme: A\n" + Self.base + """
                buttonStyles:
                  toggle:
                    foreground: "{colors.accent}"
                    selected: { foreground: "{colors.background}", background: "{colors.accent}" }
                    roles:
                      destructive: { foreground: { light: "#AA0000", dark: "#FF6666" } }
                  simple:
                    foreground: "{colors.label}"
                lint:
                  contrast:
                    - { foreground: "{colors.label}", background: "{colors.background}", minimum: 7 }
                """
        let (result, _) = try Self.check([("a.yaml", a), ("b.yaml", "theme: B\nextends: A\n")])
        let matrix = try #require(result.contrast)
        // Per theme and appearance: toggle 2 roles × 5 states + plain 1 role × 3 states + 1 pair = 14.
        #expect(matrix.rows.count == 2 * 4 * 14)
        struct Condition: Hashable {
            var theme: String
            var subject: ContrastSubject
            var appearance: Appearance
        }
        #expect(
            Set(matrix.rows.map { Condition(theme: $0.theme, subject: $0.subject, appearance: $0.appearance) }).count
                == matrix.rows.count)
        let toggleStates = matrix.rows.compactMap { row -> ButtonState? in
            if case .buttonStyle("toggle", .destructive, let state) = row.subject, row.theme == "B",
                row.appearance == .dark
            {
                return state
            }
            return nil
        }
        // `hovered` and `focused` only when declared (here they are not).
        #expect(toggleStates == [.normal, .pressed, .disabled, .selected, .selectedPressed])
        let plainRoles = Set(
            matrix.rows.compactMap { row -> String? in
                if case .buttonStyle("simple", let role, _) = row.subject { return role?.rawValue ?? "none" }
                return nil
            })
        #expect(plainRoles == ["none"])
        #expect(
            matrix.surfaces == [
                ThemeSurface(theme: "A", origin: .background), ThemeSurface(theme: "B", origin: .background),
            ])
        #expect(result.diagnostics.filter { $0.id == .contrast }.isEmpty, "\(result.diagnostics)")
    }

    static func row(
        _ matrix: ContrastMatrix, theme: String = "A", _ style: String, role: ButtonRoleKind? = nil,
        _ state: ButtonState = .normal, _ appearance: Appearance = .light
    ) -> ContrastRow? {
        matrix.rows.first {
            $0.theme == theme && $0.appearance == appearance
                && $0.subject == .buttonStyle(name: style, role: role, state: state)
        }
    }

    @Test func thresholdsFollowTheLintSettings() throws {
        let styles = """
            buttonStyles:
              heavy: { foreground: "#FFFFFF", background: "#0044AA", fontWeight: semibold }
              regular: { foreground: "#FFFFFF", background: "#0044AA", fontWeight: medium }

            """
        let plain = try #require(Self.check([("a.yaml", "theme: A\n" + Self.base + styles)]).0.contrast)
        #expect(Self.row(plain, "heavy")?.threshold == 4.5)
        #expect(Self.row(plain, "heavy", .normal, .lightHighContrast)?.threshold == 4.5)

        let opted = try #require(
            Self.check([
                ("a.yaml", "theme: A\n" + Self.base + styles + "lint: { largeText: true, enhancedContrast: true }\n")
            ]).0.contrast)
        #expect(Self.row(opted, "heavy")?.rule == .largeText)
        #expect(Self.row(opted, "heavy")?.threshold == 3)
        #expect(Self.row(opted, "regular")?.threshold == 4.5)
        #expect(Self.row(opted, "heavy", .normal, .darkHighContrast)?.rule == .enhancedLargeText)
        #expect(Self.row(opted, "heavy", .normal, .darkHighContrast)?.threshold == 4.5)
        #expect(Self.row(opted, "regular", .normal, .lightHighContrast)?.threshold == 7)
        #expect(Self.row(opted, "regular", .normal, .dark)?.threshold == 4.5)
    }

    @Test func disabledStatesAreExemptUnlessChecked() throws {
        let styles = """
            buttonStyles:
              faint:
                foreground: "{colors.label}"
                disabled: { foreground: "#CCCCCC" }

            """
        let (exempt, _) = try Self.check([("a.yaml", "theme: A\n" + Self.base + styles)])
        #expect(Self.row(exempt.contrast!, "faint", .disabled)?.verdict == .exempt)
        #expect(Self.row(exempt.contrast!, "faint", .disabled)?.ratioText == "1.61:1")
        #expect(exempt.diagnostics.isEmpty)

        let (checked, _) = try Self.check([
            ("a.yaml", "theme: A\n" + Self.base + styles + "lint: { checkDisabled: true }\n")
        ])
        #expect(Self.row(checked.contrast!, "faint", .disabled)?.verdict == .fail)
        #expect(checked.diagnostics.map(\.id.rawValue) == ["contrast"])
    }

    @Test func surfaceComesFromLintThenBackgroundThenWhiteOrBlack() throws {
        let style = "buttonStyles:\n  linkish: { foreground: \"#777777\" }\n"
        let noBackground = """
            theme: A
            colors:
              label: "#000000"

            """
        let (fallback, _) = try Self.check([("a.yaml", noBackground + style)])
        #expect(fallback.contrast!.surfaces == [ThemeSurface(theme: "A", origin: .default)])
        #expect(Self.row(fallback.contrast!, "linkish")?.surface.hex == "#FFFFFFFF")
        #expect(Self.row(fallback.contrast!, "linkish", .normal, .dark)?.surface.hex == "#000000FF")

        let (lint, _) = try Self.check([
            (
                "a.yaml",
                "theme: A\n" + Self.base + "  grouped: \"#F2F2F7\"\n" + style
                    + "lint: { surface: \"{colors.grouped}\" }\n"
            )
        ])
        #expect(lint.contrast!.surfaces == [ThemeSurface(theme: "A", origin: .lint)])
        #expect(Self.row(lint.contrast!, "linkish")?.surface.hex == "#F2F2F7FF")
    }

    @Test func missingForegroundFallsBackToLabelOrIsSkipped() throws {
        let style = "buttonStyles:\n  bare: { background: \"#EEEEEE\" }\n"
        let (withLabel, _) = try Self.check([("a.yaml", "theme: A\n" + Self.base + style)])
        let row = try #require(Self.row(withLabel.contrast!, "bare", .normal, .dark))
        #expect(row.foreground?.hex == "#FFFFFFFF")
        #expect(row.foregroundIsDefault)
        #expect(row.verdict == .fail)

        let (withoutLabel, _) = try Self.check([("a.yaml", "theme: A\n" + style)])
        let skipped = try #require(Self.row(withoutLabel.contrast!, "bare"))
        #expect(skipped.verdict == .skipped)
        #expect(skipped.ratio == nil)
        #expect(skipped.note?.contains("colors.label") == true)
        #expect(withoutLabel.diagnostics.filter { $0.id == .contrast }.isEmpty)
    }

    // MARK: - Warnings

    @Test func failuresAreWarningsAtTheStyleKeyGroupedAcrossThemes() throws {
        let a = """
            theme: Default
            colors:
              background: { light: "#FFFFFF", dark: "#000000" }
              accent: { light: "#007AFF", dark: "#0A84FF" }
            buttonStyles:
              1️⃣filled:
                foreground: "#FFFFFF"
                background: "{colors.accent}"
                pressed: { opacity: 0.5 }
            """
        let b = "theme: Ocean\nextends: Default\n"
        let (result, sources) = loadMarked([("a.yaml", a), ("b.yaml", b)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 4.02:1 of foreground #FFFFFFFF on background #007AFFFF is below 4.5:1 in themes 'Default' and 'Ocean', light and lightHighContrast, state 'normal'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.65:1 of foreground #FFFFFFFF on background #0A84FFFF is below 4.5:1 in themes 'Default' and 'Ocean', dark and darkHighContrast, state 'normal'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 1.98:1 of foreground #FFFFFFFF on background #007AFFFF at opacity 0.5 is below 4.5:1 in themes 'Default' and 'Ocean', light and lightHighContrast, state 'pressed'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 2.52:1 of foreground #FFFFFFFF on background #0A84FFFF at opacity 0.5 is below 4.5:1 in themes 'Default' and 'Ocean', dark and darkHighContrast, state 'pressed'"
            ),
        ]
        #expect(describe(result.diagnostics.filter { $0.id == .contrast }) == describe(expected, in: sources))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.themeSet != nil)
    }

    @Test func distinctFailuresStaySeparateAndNameTheRole() throws {
        let a = """
            theme: A
            colors:
              background: { light: "#FFFFFF", dark: "#000000" }
            buttonStyles:
              1️⃣linkish:
                foreground: "#777777"
                pressed: { background: "#00000014" }
                roles:
                  destructive: { foreground: "#FF3B30" }
            """
        let b = """
            theme: B
            extends: A
            colors:
              background: { light: "#EEEEEE", dark: "#000000" }
            """
        let (result, sources) = loadMarked([("a.yaml", a), ("b.yaml", b)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 4.48:1 of foreground #777777FF on surface #FFFFFFFF is below 4.5:1 in theme 'A', light and lightHighContrast, state 'normal'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.86:1 of foreground #777777FF on surface #EEEEEEFF is below 4.5:1 in theme 'B', light and lightHighContrast, state 'normal'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.76:1 of foreground #777777FF on background #00000014 over surface #FFFFFFFF is below 4.5:1 in theme 'A', light and lightHighContrast, state 'pressed'"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.24:1 of foreground #777777FF on background #00000014 over surface #EEEEEEFF is below 4.5:1 in theme 'B', light and lightHighContrast, state 'pressed'"
            ),
        ]
        let messages = result.diagnostics.map(\.message.text)
        #expect(messages.count == Set(messages).count)
        #expect(messages.contains(expected[0].message))
        #expect(messages.contains(expected[1].message))
        #expect(messages.contains(expected[2].message))
        #expect(messages.contains(expected[3].message))
        #expect(
            messages.contains(
                "contrast 3.55:1 of foreground #FF3B30FF on surface #FFFFFFFF is below 4.5:1 in theme 'A', light and lightHighContrast, state 'normal', role 'destructive'"
            ))
        let marker = try #require(sources["a.yaml"]?.locations["1"])
        #expect(result.diagnostics.allSatisfy { $0.range?.start == marker })
    }

    @Test func declaredPairsAreCheckedInEveryAppearance() throws {
        let a = """
            theme: A
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              secondary: { light: "#8A8A8E", dark: "#8D8D93" }
              background: { light: "#FFFFFF", dark: "#1C1C1E" }
            lint:
              contrast:
                - { foreground: "{colors.label}", background: "{colors.background}", minimum: 7 }
                - 1️⃣{ foreground: "{colors.secondary}", background: "{colors.background}" }
            """
        let (result, sources) = loadMarked([("a.yaml", a)])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 3.44:1 of {colors.secondary} #8A8A8EFF on {colors.background} #FFFFFFFF is below the declared minimum 4.5:1 in theme 'A', light and lightHighContrast"
            ),
            .init(
                marker: "1", id: "contrast",
                message:
                    "contrast 4.91:1 of {colors.secondary} #8D8D93FF on {colors.background} #1C1C1EFF is below the declared minimum 4.5:1 in theme 'A', dark and darkHighContrast"
            ),
        ]
        #expect(describe(result.diagnostics).count == 1)
        #expect(describe(result.diagnostics) == describe([expected[0]], in: sources))
        let rows = result.contrast!.rows
        #expect(rows.count == 8)
        #expect(rows.filter { $0.rule == .declared && $0.threshold == 7 }.count == 4)
    }

    @Test func startingThemesPassStrictly() throws {
        let result = ThemeSetLoader.load(paths: [ResolutionTests.repositoryRoot + "/Themes"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let matrix = try #require(result.contrast)
        #expect(matrix.failures.isEmpty)
        #expect(matrix.rows.count > 100)
    }
}
