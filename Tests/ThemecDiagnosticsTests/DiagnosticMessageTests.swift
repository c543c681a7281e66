import Testing

@testable import ThemecDiagnostics

/// The one escaping path: what `DiagnosticMessage` does to interpolated text.
@Suite("DiagnosticMessage escaping")
struct DiagnosticMessageTests {
    @Test(arguments: [
        ("\u{1B}[2J", "\\u{1B}[2J"),
        ("\u{1B}]0;title\u{07}", "\\u{1B}]0;title\\u{07}"),
        ("a\u{0}b", "a\\u{00}b"),
        ("tab\there\nnext\r", "tab\\u{09}here\\u{0A}next\\u{0D}"),
        ("del\u{7F}", "del\\u{7F}"),
        ("c1\u{85}\u{9B}", "c1\\u{85}\\u{9B}"),
        ("\u{202E}evil\u{202C}", "\\u{202E}evil\\u{202C}"),
        ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"),
        ("zero\u{200B}width\u{200D}\u{200F}", "zero\\u{200B}width\\u{200D}\\u{200F}"),
        ("\u{FEFF}bom", "\\u{FEFF}bom"),
        ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
        ("café 東京 🎨 é", "café 東京 🎨 é"),
    ])
    func controlAndFormatCharactersAreSpelledOut(_ input: String, _ expected: String) {
        let message: DiagnosticMessage = "value '\(input)'"
        #expect(message.text == "value '\(expected)'")
        #expect(!message.text.unicodeScalars.contains(where: DiagnosticMessage.needsEscape))
    }

    @Test func everyKindOfValueIsEscaped() {
        let substring = "x\u{1B}y".dropFirst()
        struct Custom: CustomStringConvertible { var description: String { "c\u{202E}" } }
        let message: DiagnosticMessage = "\(substring) \(Custom()) \(42) \(Unicode.Scalar(0x1B)!)"
        #expect(message.text == "\\u{1B}y c\\u{202E} 42 \\u{1B}")
    }

    @Test func longTextIsCutAt200ScalarsWithAnEllipsis() {
        let message: DiagnosticMessage = "'\(String(repeating: "x", count: 10_000))'"
        #expect(message.text == "'" + String(repeating: "x", count: 200) + "…'")
        let exactly: DiagnosticMessage = "\(String(repeating: "y", count: 200))"
        #expect(exactly.text == String(repeating: "y", count: 200))
    }

    @Test func anEscapeIsNeverSplitByTheCut() {
        let text = String(repeating: "x", count: 197) + "\u{1B}"
        #expect(DiagnosticMessage.escape(text) == String(repeating: "x", count: 197) + "…")
    }

    @Test(arguments: [
        "plain", "\u{1B}[2J\u{202E}", String(repeating: "x", count: 500), String(repeating: "\u{1B}", count: 80),
        String(repeating: "x", count: 199) + "\u{7F}", String(repeating: "é", count: 300),
    ])
    func escapingIsIdempotent(_ text: String) {
        let once = DiagnosticMessage.escape(text)
        #expect(DiagnosticMessage.escape(once) == once)
    }

    @Test func anEmbeddedMessageIsNotEscapedAgain() {
        let name: DiagnosticMessage = "'\(String(repeating: "n", count: 150) + "\u{1B}")'"
        let outer: DiagnosticMessage = "token \(name) and \(name)"
        // Embedded whole: not cut at 200 though the two together are longer, and the backslash is not doubled.
        #expect(outer.text == "token \(name.text) and \(name.text)")
        #expect(outer.text.contains("n\\u{1B}'"))
    }

    @Test func pathsAreEscapedButNotCut() {
        let path = String(repeating: "d/", count: 200) + "\u{1B}[2J.yaml"
        let message: DiagnosticMessage = "cannot read '\(path: path)'"
        #expect(message.text == "cannot read '" + String(repeating: "d/", count: 200) + "\\u{1B}[2J.yaml'")
    }

    @Test func joinedListsEscapeEachItemAndAreNotCutAsAWhole() {
        let items = (0..<100).map { "'\("item\($0)\u{202E}")'" as DiagnosticMessage }
        let list = items.joined(separator: ", ")
        #expect(list.text.hasSuffix("'item99\\u{202E}'"))
        #expect(list.text.components(separatedBy: ", ").count == 100)
    }
}

extension String {
    fileprivate func components(separatedBy separator: String) -> [Substring] {
        var parts: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            parts.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        parts.append(rest)
        return parts
    }
}
