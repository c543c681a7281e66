import Testing

@testable import ThemecDiagnostics

@Suite("DiagnosticRenderer text")
struct DiagnosticRendererTests {
    /// A range on one line, from column `start` up to (not including) `end`.
    static func range(_ file: String, _ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        span(file, line, start, line, end)
    }

    static func span(_ file: String, _ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> SourceRange {
        SourceRange(
            file: file, start: SourceLocation(line: line, column: start),
            end: SourceLocation(line: endLine, column: end))
    }

    static func render(_ diagnostics: [Diagnostic], _ files: [String: String], colored: Bool = false) -> String {
        let sources = files.mapValues { SourceText(path: "", text: $0) }
        return DiagnosticRenderer(format: .text, colored: colored, sourceText: { sources[$0] }).render(diagnostics)
    }

    @Test func caretAndTildesUnderTheRange() {
        let text = "colors:\n  accent: \"{palette.bleu}\"\n"
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "unknown-reference"), "no token 'palette.bleu'", at: Self.range("t.yaml", 2, 12, 24))
        #expect(
            Self.render([diagnostic], ["t.yaml": text]) == """
                t.yaml:2:12: error: no token 'palette.bleu'
                  accent: "{palette.bleu}"
                           ^~~~~~~~~~~~

                """)
    }

    @Test func emptyRangeGetsASingleCaret() {
        let diagnostic = Diagnostic.error(DiagnosticID(rawValue: "x"), "here", at: Self.range("t.yaml", 1, 3, 3))
        #expect(Self.render([diagnostic], ["t.yaml": "abcdef"]) == "t.yaml:1:3: error: here\nabcdef\n  ^\n")
    }

    @Test func caretPastTheEndOfTheLine() {
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "x"), "expected a value", at: Self.range("t.yaml", 1, 7, 7))
        #expect(
            Self.render([diagnostic], ["t.yaml": "color:"]) == "t.yaml:1:7: error: expected a value\ncolor:\n      ^\n")
    }

    @Test func rangeOverSeveralLinesUnderlinesToTheEndOfTheFirst() {
        let diagnostic = Diagnostic.error(DiagnosticID(rawValue: "x"), "block", at: Self.span("t.yaml", 1, 3, 2, 4))
        #expect(Self.render([diagnostic], ["t.yaml": "a: {b\n c}\n"]) == "t.yaml:1:3: error: block\na: {b\n  ^~~\n")
    }

    @Test func tabsAreExpandedSoTheCaretLinesUp() {
        // Column 2 is the tab; column 3 is 'v'.
        let diagnostic = Diagnostic.error(DiagnosticID(rawValue: "tab"), "tab here", at: Self.range("t.yaml", 1, 2, 3))
        let onValue = Diagnostic.error(DiagnosticID(rawValue: "tab"), "value", at: Self.range("t.yaml", 1, 3, 6))
        #expect(
            Self.render([diagnostic], ["t.yaml": "k\tval"]) == "t.yaml:1:2: error: tab here\nk       val\n ^~~~~~~\n")
        #expect(Self.render([onValue], ["t.yaml": "k\tval"]) == "t.yaml:1:3: error: value\nk       val\n        ^~~\n")
    }

    @Test func nonASCIIBeforeTheCaret() {
        // Columns count Unicode scalars: 'é' is one, '日本' two wide characters, 'e\u{301}' two scalars
        // that show as one column. So column 14 ('x') is 14 display columns in.
        let text = "n: \"été 日本 e\u{301}x\": bad"
        let precomposed = Diagnostic.error(DiagnosticID(rawValue: "x"), "after é", at: Self.range("t.yaml", 1, 6, 7))
        let wide = Diagnostic.error(DiagnosticID(rawValue: "x"), "wide", at: Self.range("t.yaml", 1, 9, 11))
        let combining = Diagnostic.error(DiagnosticID(rawValue: "x"), "combining", at: Self.range("t.yaml", 1, 14, 15))
        #expect(Self.render([precomposed], ["t.yaml": text]).hasSuffix(text + "\n     ^\n"))
        #expect(Self.render([wide], ["t.yaml": text]).hasSuffix(text + "\n        ^~~~\n"))
        #expect(
            Self.render([combining], ["t.yaml": text]).hasSuffix(
                text + "\n" + String(repeating: " ", count: 14) + "^\n"))
    }

    @Test func emojiTakeTwoColumns() {
        let text = "a: 👍 b"
        let diagnostic = Diagnostic.error(DiagnosticID(rawValue: "x"), "b", at: Self.range("t.yaml", 1, 6, 7))
        #expect(Self.render([diagnostic], ["t.yaml": text]).hasSuffix(text + "\n      ^\n"))
    }

    @Test func noteWithItsOwnExcerpt() {
        let first = Self.range("a.yaml", 1, 1, 6)
        let second = Self.range("b.yaml", 2, 3, 8)
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "duplicate-theme"), "theme 'Ocean' is declared twice", at: second,
            notes: [Note("first declared here", at: first)])
        let files = ["a.yaml": "theme: Ocean\n", "b.yaml": "# Ocean\n  theme: Ocean\n"]
        #expect(
            Self.render([diagnostic], files) == """
                b.yaml:2:3: error: theme 'Ocean' is declared twice
                  theme: Ocean
                  ^~~~~
                a.yaml:1:1: note: first declared here
                theme: Ocean
                ^~~~~

                """)
    }

    @Test func missingSourceMeansNoExcerpt() {
        let diagnostic = Diagnostic.warning(DiagnosticID(rawValue: "x"), "gone", at: Self.range("gone.yaml", 4, 2, 5))
        #expect(Self.render([diagnostic], [:]) == "gone.yaml:4:2: warning: gone\n")
    }

    @Test func fixIt() {
        let range = Self.range("t.yaml", 1, 1, 6)
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "x"), "typo", at: range, fixIts: [FixIt(replacing: range, with: "accent")])
        #expect(Self.render([diagnostic], [:]) == "t.yaml:1:1: error: typo\nfix-it: replace with 'accent'\n")
    }

    @Test func colourEscapesOnlyWhenEnabled() {
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "x"), "bad", at: Self.range("t.yaml", 1, 1, 3),
            notes: [Note("see", at: Self.range("t.yaml", 1, 1, 2))])
        let plain = Self.render([diagnostic], ["t.yaml": "abc"])
        let colored = Self.render([diagnostic], ["t.yaml": "abc"], colored: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;32m^~\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        // Removing the escapes gives the plain text back.
        var stripped = ""
        var inEscape = false
        for character in colored {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                stripped.append(character)
            }
        }
        #expect(stripped == plain)
    }

    @Test func displayOrderPutsPlacelessFirstThenByFileAndPosition() {
        let late = Diagnostic.error(DiagnosticID(rawValue: "x"), "late", at: Self.range("a.yaml", 3, 1, 2))
        let early = Diagnostic.error(DiagnosticID(rawValue: "x"), "early", at: Self.range("a.yaml", 1, 1, 2))
        let other = Diagnostic.error(DiagnosticID(rawValue: "x"), "other", at: Self.range("b.yaml", 1, 1, 2))
        let nowhere = Diagnostic.error(DiagnosticID(rawValue: "x"), "nowhere", at: nil)
        let text = Self.render([other, late, nowhere, early], [:])
        #expect(
            text == "error: nowhere\na.yaml:1:1: error: early\na.yaml:3:1: error: late\nb.yaml:1:1: error: other\n")
    }
}
