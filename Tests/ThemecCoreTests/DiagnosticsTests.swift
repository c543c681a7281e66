import Testing
import ThemecCore
import ThemecDiagnostics

/// Every diagnostic of the theme stage, asserted by message and by the exact position it points at.
struct DiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [(String, String)]
        var expected: [ExpectedDiagnostic]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ expected: [ExpectedDiagnostic]) {
            self.name = name
            self.files = [("a.yaml", text)]
            self.expected = expected
        }

        init(_ name: String, files: [(String, String)], _ expected: [ExpectedDiagnostic]) {
            self.name = name
            self.files = files
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        Case(
            "unknown root key, with the closest valid key",
            """
            theme: A
            1️⃣colours:
              accent: "#FFFFFF"
            """,
            [
                .init(
                    marker: "1", id: "unknown-key",
                    message: "unknown key 'colours' in a theme file; did you mean 'colors'?")
            ]
        ),
        Case(
            "unknown appearance key",
            """
            theme: A
            colors:
              accent: { light: "#FFFFFF", dark: "#000000", 1️⃣lightHighContrat: "#EEEEEE" }
            """,
            [
                .init(
                    marker: "1", id: "unknown-key",
                    message: "unknown key 'lightHighContrat' in a colour; did you mean 'lightHighContrast'?")
            ]
        ),
        Case(
            "misspelt 'dark' is reported once, as an unknown key",
            """
            theme: A
            colors:
              accent: { light: "#FFFFFF", 1️⃣drak: "#000000" }
            """,
            [.init(marker: "1", id: "unknown-key", message: "unknown key 'drak' in a colour; did you mean 'dark'?")]
        ),
        Case(
            "missing theme name",
            """
            1️⃣colors:
              accent: "#FFFFFF"
            """,
            [.init(marker: "1", id: "missing-key", message: "the theme file is missing the required key 'theme'")]
        ),
        Case(
            "a list where a number is expected",
            """
            theme: A
            radii:
              button: 1️⃣[1, 2]
            """,
            [.init(marker: "1", id: "wrong-type", message: "'button' must be a number, not a list")]
        ),
        Case(
            "a quoted number",
            """
            theme: A
            radii:
              button: 1️⃣"8"
            """,
            [
                .init(
                    marker: "1", id: "wrong-type",
                    message: "'button' must be a number, not the string '8'; remove the quotes")
            ]
        ),
        Case(
            "YAML 1.1 readings are not numbers",
            """
            theme: A
            spacing:
              row: 1️⃣0x10
              other: 2️⃣.inf
            """,
            [
                .init(marker: "1", id: "wrong-type", message: "'row' must be a number such as 8 or 0.5, not '0x10'"),
                .init(marker: "2", id: "wrong-type", message: "'other' must be a number such as 8 or 0.5, not '.inf'"),
            ]
        ),
        Case(
            "a theme file that is a list",
            """
            1️⃣- theme: A
            """,
            [
                .init(
                    marker: "1", id: "wrong-type",
                    message: "a theme file must be a mapping of keys such as 'theme' and 'colors', not a list")
            ]
        ),
        Case(
            "malformed hex colour, pointing inside the quotes",
            """
            theme: A
            colors:
              accent: "1️⃣#12345"
            """,
            [
                .init(
                    marker: "1", id: "malformed-color",
                    message: "malformed colour '#12345': a hex colour has 3, 4, 6 or 8 digits, not 5")
            ]
        ),
        Case(
            "a non-hex digit",
            """
            theme: A
            colors:
              accent: "#121️⃣GG45"
            """,
            [
                .init(
                    marker: "1", id: "malformed-color",
                    message: "malformed colour '#12GG45': 'G' is not a hexadecimal digit")
            ]
        ),
        Case(
            "an unknown colour form",
            """
            theme: A
            colors:
              accent: 1️⃣blue
            """,
            [
                .init(
                    marker: "1", id: "malformed-color",
                    message:
                        "malformed colour 'blue': expected '#RGB', '#RGBA', '#RRGGBB', '#RRGGBBAA', 'rgb(R, G, B)', 'rgba(R, G, B, A)', 'color(display-p3 R G B)', 'hsl(H S L)', 'oklch(L C H)' or a reference such as '{palette.blue}'"
                )
            ]
        ),
        Case(
            "an unquoted hex colour is a comment to YAML",
            """
            theme: A
            colors:
              accent: 1️⃣#FF0000
            """,
            [
                .init(
                    marker: "1", id: "unquoted-hex-color",
                    message:
                        "'accent' has no value: YAML reads the unquoted '#FF0000' as a comment; write it in quotes: \"#FF0000\""
                )
            ]
        ),
        Case(
            "an unquoted hex colour in an appearance",
            """
            theme: A
            colors:
              accent:
                light: 1️⃣#FFF
                dark: "#000"
            """,
            [
                .init(
                    marker: "1", id: "unquoted-hex-color",
                    message:
                        "'light' has no value: YAML reads the unquoted '#FFF' as a comment; write it in quotes: \"#FFF\""
                )
            ]
        ),
        Case(
            "light without dark",
            """
            theme: A
            colors:
              accent: { 1️⃣light: "#FFFFFF" }
            """,
            [
                .init(
                    marker: "1", id: "missing-appearance",
                    message:
                        "a colour with 'light' also needs 'dark'; give both, or a single value for every appearance")
            ]
        ),
        Case(
            "dark without light",
            """
            theme: A
            colors:
              accent:
                1️⃣dark: "#FFFFFF"
            """,
            [
                .init(
                    marker: "1", id: "missing-appearance",
                    message:
                        "a colour with 'dark' also needs 'light'; give both, or a single value for every appearance")
            ]
        ),
        Case(
            "unresolved reference with a suggestion",
            """
            theme: A
            colors:
              accent: "#FFFFFF"
              link: 1️⃣"{colors.acent}"
            """,
            [
                .init(
                    marker: "1", id: "unresolved-reference",
                    message:
                        "reference '{colors.acent}' does not name a token in theme 'A'; did you mean '{colors.accent}'?"
                )
            ]
        ),
        Case(
            "unknown reference group",
            """
            theme: A
            colors:
              accent: "#FFFFFF"
              link: 1️⃣"{colours.accent}"
            """,
            [
                .init(
                    marker: "1", id: "unresolved-reference",
                    message: "reference '{colours.accent}' starts with unknown group 'colours'; did you mean 'colors'?")
            ]
        ),
        Case(
            "unknown system colour",
            """
            theme: A
            colors:
              label: 1️⃣"{system.secondaryLable}"
            """,
            [
                .init(
                    marker: "1", id: "unresolved-reference",
                    message: "'secondaryLable' is not a known system colour; did you mean 'system.secondaryLabel'?")
            ]
        ),
        Case(
            "reference cycle, naming every step",
            """
            theme: A
            colors:
              a: 1️⃣"{colors.b}"
              b: { light: 2️⃣"{colors.c}", dark: "#000000" }
              c: 3️⃣"{colors.a}"
            """,
            [
                .init(
                    marker: "1", id: "reference-cycle",
                    message: "reference cycle: colors.a → colors.b → colors.c → colors.a")
            ]
        ),
        Case(
            "a radius that points at a colour",
            """
            theme: A
            colors:
              accent: "#FFFFFF"
            radii:
              card: 1️⃣"{colors.accent}"
            """,
            [
                .init(
                    marker: "1", id: "wrong-reference-kind",
                    message: "reference '{colors.accent}' points at a semantic colour, but a radius is expected here")
            ]
        ),
        Case(
            "a palette colour that points at a semantic colour",
            """
            theme: A
            palette:
              blue: 1️⃣"{colors.accent}"
            colors:
              accent: "#FFFFFF"
            """,
            [
                .init(
                    marker: "1", id: "wrong-reference-kind",
                    message:
                        "reference '{colors.accent}' points at a semantic colour, but a colour value or another palette colour (palette colours do not change with appearance) is expected here"
                )
            ]
        ),
        Case(
            "a spacing that points at a radius",
            """
            theme: A
            radii:
              button: 8
            spacing:
              row: 1️⃣"{radii.button}"
            """,
            [
                .init(
                    marker: "1", id: "wrong-reference-kind",
                    message: "reference '{radii.button}' points at a radius, but a spacing is expected here")
            ]
        ),
        Case(
            "duplicate key",
            """
            theme: A
            colors:
              accent: "#FFFFFF"
              1️⃣accent: "#000000"
            """,
            [.init(marker: "1", id: "duplicate-key", message: "duplicate key 'accent'")]
        ),
        Case(
            "duplicate theme name across files",
            files: [
                ("a.yaml", "theme: Brand\n"),
                ("b.yaml", "theme: 1️⃣Brand\n"),
            ],
            [
                .init(
                    file: "b.yaml", marker: "1", id: "duplicate-theme",
                    message: "a theme named 'Brand' already exists in this theme set")
            ]
        ),
        Case(
            "unknown extends with a suggestion",
            files: [
                ("a.yaml", "theme: Default\n"),
                ("b.yaml", "theme: Ocean\nextends: 1️⃣Defualt\n"),
            ],
            [
                .init(
                    file: "b.yaml", marker: "1", id: "unknown-extends",
                    message: "'extends' names unknown theme 'Defualt'; did you mean 'Default'?")
            ]
        ),
        Case(
            "extends cycle",
            files: [
                ("a.yaml", "theme: A\nextends: 1️⃣B\n"),
                ("b.yaml", "theme: B\nextends: C\n"),
                ("c.yaml", "theme: C\nextends: A\n"),
            ],
            [
                .init(
                    file: "a.yaml", marker: "1", id: "extends-cycle",
                    message: "themes extend each other in a cycle: A → B → C → A")
            ]
        ),
        Case(
            "a theme lacking tokens that others have",
            files: [
                ("a.yaml", "theme: A\ncolors:\n  accent: \"#FFFFFF\"\n  label: \"#000000\"\n"),
                ("b.yaml", "theme: 1️⃣B\ncolors:\n  accent: \"#FFFFFF\"\n"),
            ],
            [
                .init(
                    file: "b.yaml", marker: "1", id: "missing-tokens",
                    message:
                        "theme 'B' lacks 'colors.label', which other themes define; every theme needs the same tokens")
            ]
        ),
        Case(
            "two names that become the same Swift identifier",
            """
            theme: A
            colors:
              my-color: "#FFFFFF"
              1️⃣myColor: "#000000"
            """,
            [
                .init(
                    marker: "1", id: "identifier-collision",
                    message:
                        "'colors.myColor' and 'colors.my-color' would both become the Swift name 'myColor'; rename one")
            ]
        ),
        Case(
            "theme names that become the same Swift identifier",
            files: [
                ("a.yaml", "theme: dark-mode\n"),
                ("b.yaml", "theme: 1️⃣darkMode\n"),
            ],
            [
                .init(
                    file: "b.yaml", marker: "1", id: "identifier-collision",
                    message: "'darkMode' and 'dark-mode' would both become the Swift name 'darkMode'; rename one")
            ]
        ),
        Case(
            "a token name that cannot be an identifier",
            """
            theme: A
            colors:
              1️⃣"+": "#FFFFFF"
            """,
            [
                .init(
                    marker: "1", id: "invalid-identifier",
                    message: "'+' cannot become a Swift name; use letters, digits, '-' or '_'")
            ]
        ),
        Case(
            "a theme name the generated code already uses",
            """
            theme: 1️⃣All
            """,
            [
                .init(
                    marker: "1", id: "reserved-name",
                    message:
                        "theme name 'All' would become 'Theme.all', which the generated code already uses; choose another name"
                )
            ]
        ),
        Case(
            "a token name with a dot",
            """
            theme: A
            colors:
              1️⃣a.b: "#FFFFFF"
            """,
            [
                .init(
                    marker: "1", id: "invalid-token-name",
                    message:
                        "invalid token name 'a.b': '.' separates the parts of a reference, so it cannot be part of a name"
                )
            ]
        ),
        Case(
            "an invalid theme name",
            """
            theme: 1️⃣9lives
            """,
            [
                .init(
                    marker: "1", id: "invalid-theme-name",
                    message:
                        "invalid theme name '9lives': a theme name starts with a letter and holds only letters, digits, '-' and '_'"
                )
            ]
        ),
        Case(
            "negative radius",
            """
            theme: A
            radii:
              button: 1️⃣-4
            """,
            [.init(marker: "1", id: "out-of-range", message: "radius -4 is out of range; it must be 0 or more")]
        ),
        Case(
            "opacity above 1",
            """
            theme: A
            colors:
              fill: { color: "#000000", opacity: 1️⃣1.5 }
            """,
            [.init(marker: "1", id: "out-of-range", message: "opacity 1.5 is out of range; it must be from 0 to 1")]
        ),
        Case(
            "channel above 255, pointing at the channel",
            """
            theme: A
            colors:
              fill: "rgb(10, 1️⃣300, 0)"
            """,
            [.init(marker: "1", id: "out-of-range", message: "colour 'rgb(10, 300, 0)': channel 300 is above 255")]
        ),
        Case(
            "alpha above 1",
            """
            theme: A
            colors:
              fill: "rgba(10, 20, 30, 1️⃣2)"
            """,
            [
                .init(
                    marker: "1", id: "out-of-range",
                    message: "colour 'rgba(10, 20, 30, 2)': alpha 2 is above 1; it must be from 0 to 1")
            ]
        ),
        Case(
            "negative alpha",
            """
            theme: A
            colors:
              fill: "rgba(10, 20, 30, 1️⃣-0.5)"
            """,
            [
                .init(
                    marker: "1", id: "out-of-range",
                    message: "colour 'rgba(10, 20, 30, -0.5)': alpha -0.5 is below 0; it must be from 0 to 1")
            ]
        ),
        Case(
            "an unquoted hex inside a flow mapping breaks the YAML; the note says why",
            """
            theme: A
            colors:
              label: { light: #000000, dark: "#FFFFFF" }
            1️⃣
            """,
            [
                .init(
                    marker: "1", id: "yaml-syntax",
                    message: "while parsing a flow node: did not find expected node content")
            ]
        ),
        Case(
            "a broken token is reported once, not again where it is referenced or inherited",
            files: [
                ("a.yaml", "theme: A\ncolors:\n  accent: \"1️⃣#12\"\n  link: \"{colors.accent}\"\n"),
                ("b.yaml", "theme: B\ncolors:\n  accent: \"#000000\"\n  link: \"{colors.accent}\"\n"),
            ],
            [
                .init(
                    file: "a.yaml", marker: "1", id: "malformed-color",
                    message: "malformed colour '#12': a hex colour has 3, 4, 6 or 8 digits, not 2")
            ]
        ),
        Case(
            "every error in every file at once",
            files: [
                ("a.yaml", "theme: 3️⃣A\n1️⃣colour: x\nradii:\n  r: 2️⃣-1\n"),
                ("b.yaml", "theme: B\nextends: A\nradii:\n  q: 1️⃣\"{radii.x}\"\n"),
            ],
            [
                .init(
                    file: "a.yaml", marker: "1", id: "unknown-key",
                    message: "unknown key 'colour' in a theme file; did you mean 'colors'?"),
                .init(
                    file: "a.yaml", marker: "2", id: "out-of-range",
                    message: "radius -1 is out of range; it must be 0 or more"),
                .init(
                    file: "b.yaml", marker: "1", id: "unresolved-reference",
                    message: "reference '{radii.x}' does not name a token in theme 'B'; did you mean '{radii.q}'?"),
                .init(
                    file: "a.yaml", marker: "3", id: "missing-tokens",
                    message: "theme 'A' lacks 'radii.q', which other themes define; every theme needs the same tokens"),
            ]
        ),
    ]

    @Test(arguments: cases)
    func diagnostic(_ testCase: Case) {
        let (result, sources) = loadMarked(testCase.files)
        #expect(describe(result.diagnostics) == describe(testCase.expected, in: sources))
        #expect(result.themeSet == nil)
    }

    @Test func cycleNotesPointAtEachStep() throws {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                """
                theme: A
                colors:
                  a: 1️⃣"{colors.b}"
                  b: 2️⃣"{colors.a}"
                """
            )
        ])
        let cycle = try #require(result.diagnostics.first { $0.id.rawValue == "reference-cycle" })
        #expect(cycle.notes.count == 1)
        #expect(cycle.notes.first?.range?.start == sources["a.yaml"]?.locations["2"])
        #expect(cycle.range?.start == sources["a.yaml"]?.locations["1"])
    }

    @Test func duplicateThemeNoteAtTheFirst() throws {
        let (result, sources) = loadMarked([("a.yaml", "theme: 1️⃣Brand\n"), ("b.yaml", "theme: Brand\n")])
        let duplicate = try #require(result.diagnostics.first { $0.id.rawValue == "duplicate-theme" })
        #expect(duplicate.notes.first?.range?.file == "a.yaml")
        #expect(duplicate.notes.first?.range?.start == sources["a.yaml"]?.locations["1"])
    }

    @Test func unquotedHexOffersAFixIt() throws {
        let (result, _) = loadMarked([("a.yaml", "theme: A\ncolors:\n  accent: #FF0000\n")])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.fixIts.first?.replacement == "\"#FF0000\"")
    }

    @Test func flowMappingCommentNote() throws {
        let (result, _) = loadMarked([("a.yaml", "theme: A\ncolors:\n  label: { light: #000000, dark: \"#FFFFFF\" }\n")]
        )
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.notes.contains { $0.message.text.contains("comment") && $0.range?.start.line == 3 })
    }
}

@Suite("Declarations")
struct DeclarationTests {
    @Test func dottedPathsAreStoredAndFollowThePath() {
        let range = SourceRange.startOfFile("t.yaml")
        var declaration = TokenDeclaration(
            path: ["gray", "600"], keyRange: range, value: 1, valueRange: range, description: nil)
        #expect(declaration.dottedPath == "gray.600")
        declaration.path.append("x")
        #expect(declaration.dottedPath == "gray.600.x")
        var reference = TokenReference(group: "palette", path: ["gray", "600"], range: range)
        #expect(reference.dottedPath == "gray.600")
        #expect(reference.description == "palette.gray.600")
        reference.path = ["blue"]
        #expect(reference.dottedPath == "blue")
        #expect(reference == TokenReference(group: "palette", path: ["blue"], range: range))
    }
}

@Suite("Colour syntax fast path")
struct ColorSyntaxFastPathTests {
    @Test func everyHexFormReadsItsDigits() {
        let digits = Array("0123456789abcdefABCDEF")
        func value(_ character: Character) -> UInt8 { UInt8(character.hexDigitValue!) }
        for offset in 0..<digits.count {
            let text = (0..<8).map { digits[(offset + 3 * $0) % digits.count] }
            let d = text.map(value)
            let short = RGBA(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17)
            #expect(ColorSyntax.parse("#" + String(text[0..<3])) == .success(.literal(short)))
            var shortAlpha = short
            shortAlpha.alpha = d[3] * 17
            #expect(ColorSyntax.parse("#" + String(text[0..<4])) == .success(.literal(shortAlpha)))
            let long = RGBA(red: d[0] << 4 | d[1], green: d[2] << 4 | d[3], blue: d[4] << 4 | d[5])
            #expect(ColorSyntax.parse("#" + String(text[0..<6])) == .success(.literal(long)))
            var longAlpha = long
            longAlpha.alpha = d[6] << 4 | d[7]
            #expect(ColorSyntax.parse("#" + String(text)) == .success(.literal(longAlpha)))
        }
        for malformed in ["#", "#12", "#12345", "#1234567", "#123456789", "#12345g", "#ｆｆｆ"] {
            guard case .failure = ColorSyntax.parse(malformed) else {
                Issue.record("'\(malformed)' read as a colour")
                continue
            }
        }
    }

    @Test func referencesSplitAtDots() {
        #expect(ColorSyntax.parse("{palette.gray.600}") == .success(.reference(["palette", "gray", "600"])))
        for malformed in ["{palette}", "{}", "{palette..x}", "{.x}", "{x.}"] {
            guard case .failure = ColorSyntax.parse(malformed) else {
                Issue.record("'\(malformed)' read as a reference")
                continue
            }
        }
    }
}
