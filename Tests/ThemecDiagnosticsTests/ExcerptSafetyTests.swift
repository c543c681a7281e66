import Testing

@testable import ThemecDiagnostics

/// Source excerpts never print a control character, and stay short on long lines with the caret in place.
@Suite("DiagnosticRenderer excerpts: escaped and windowed")
struct ExcerptSafetyTests {
    static let id = DiagnosticID(rawValue: "x")

    static func at(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(
            file: "t.yaml", start: SourceLocation(line: line, column: start),
            end: SourceLocation(line: line, column: end))
    }

    static func excerpt(_ text: String, _ range: SourceRange) -> (line: String, caret: String) {
        let source = SourceText(path: "t.yaml", text: text)
        let output = DiagnosticRenderer(sourceText: { _ in source }).render([.error(id, "here", at: range)])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (lines[1], lines[2])
    }

    /// The characters of `line` from display column `offset` (every character here is one column wide).
    static func under(_ caret: String, in line: String) -> Substring {
        let offset = caret.prefix { $0 == " " }.count
        return line.dropFirst(offset)
    }

    @Test func controlAndBidiCharactersInTheLineAreSpelledOutAndTheCaretFollows() {
        // Column 8 is the '#' after an escape sequence, a bidi override and a zero-width space.
        let text = "a: \"\u{1B}[2J\u{202E}\u{200B}#GG\"\n"
        let (line, caret) = Self.excerpt(text, Self.at(1, 11, 14))
        #expect(line == "a: \"\\u{1B}[2J\\u{202E}\\u{200B}#GG\"")
        #expect(Self.under(caret, in: line).hasPrefix("#GG"))
        #expect(caret.hasSuffix("^~~"))
        #expect(!line.unicodeScalars.contains(where: DiagnosticMessage.needsEscape))
    }

    @Test func aCaretOnAnEscapedCharacterUnderlinesItsWholeSpelling() {
        let (line, caret) = Self.excerpt("k: \u{7}x", Self.at(1, 4, 5))
        #expect(line == "k: \\u{07}x")
        #expect(caret == "   ^~~~~~")
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        // 'X' at column 5,000 of a 10,000-column line.
        let text = String(repeating: "a", count: 4_999) + "X" + String(repeating: "b", count: 5_000)
        let (line, caret) = Self.excerpt(text, Self.at(1, 5_000, 5_001))
        #expect(line.hasPrefix("…") && line.hasSuffix("…"))
        #expect(line.count <= DiagnosticRenderer.excerptWidth + 2)
        #expect(Self.under(caret, in: line).first == "X")
        #expect(caret.hasSuffix(" ^"))
        #expect(caret.count - 1 == 1 + DiagnosticRenderer.excerptLead)
    }

    @Test func theStartOfALineIsKeptWhenTheColumnIsNearIt() {
        let text = "colors: {a: \"#GG\", " + String(repeating: "b: 1, ", count: 1_000) + "}"
        let (line, caret) = Self.excerpt(text, Self.at(1, 14, 17))
        #expect(line.hasPrefix("colors: {a: \"#GG\""))
        #expect(line.hasSuffix("…"))
        #expect(Self.under(caret, in: line).hasPrefix("#GG"))
    }

    @Test func cuttingAndEscapingTogetherKeepTheCaretRight() {
        // Escape sequences before and after the column on a long line: the window counts their spelling.
        let noise = String(repeating: "\u{1B}[0m", count: 2_000)
        let text = noise + "TARGET" + noise
        let column = 2_000 * 4 + 1
        let (line, caret) = Self.excerpt(text, Self.at(1, column, column + 6))
        #expect(Self.under(caret, in: line).hasPrefix("TARGET"))
        #expect(caret.hasSuffix("^~~~~~"))
        #expect(line.count <= DiagnosticRenderer.excerptWidth + 2)
        #expect(!line.unicodeScalars.contains(where: DiagnosticMessage.needsEscape))
    }

    @Test func anExcerptCostsTheSameOnAnyLineLength() {
        // 4,000 errors on one 600 KB line print a bounded excerpt each.
        let text = String(repeating: "c: \"#GG\", ", count: 60_000)
        let source = SourceText(path: "t.yaml", text: text)
        let diagnostics = (0..<4_000).map { index in
            Diagnostic.error(Self.id, "bad", at: Self.at(1, 1 + index * 150 + 4, 1 + index * 150 + 8))
        }
        let output = DiagnosticRenderer(sourceText: { _ in source }).render(diagnostics)
        #expect(output.utf8.count < 4_000 * 320)
    }

    @Test func fixItsAndPathsAreEscaped() {
        let range = SourceRange(
            file: "a\u{1B}]0;t\u{7}.yaml", start: SourceLocation(line: 1, column: 1),
            end: SourceLocation(line: 1, column: 2))
        let diagnostic = Diagnostic.error(
            Self.id, "m", at: range, notes: [Note("n", at: range)],
            fixIts: [FixIt(replacing: range, with: "\"\u{1B}[2J\"")])
        for format in DiagnosticFormat.allCases {
            let output = DiagnosticRenderer(format: format).render([diagnostic])
            let raw = output.unicodeScalars.filter { $0 != "\n" && DiagnosticMessage.needsEscape($0) }
            #expect(raw.isEmpty, "\(format): \(output)")
        }
    }

    @Test func jsonEscapesDELC1AndFormatCharacters() {
        #expect(jsonString("a\u{7F}\u{85}\u{202E}\u{FEFF}") == "\"a\\u007f\\u0085\\u202e\\ufeff\"")
        #expect(jsonString("\u{E0001}") == "\"\\udb40\\udc01\"")
        #expect(jsonString("café/東京") == "\"café/東京\"")
    }
}
