import Foundation
import Testing
import ThemecDiagnostics

/// An input file whose text reaches a message or an excerpt: the command run on it, and the ID it must report.
struct TerminalCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The file, relative to the scratch directory, and its bytes.
    var file: String = "Themes/Hostile.yaml"
    var bytes: [UInt8]
    /// `themec` arguments before `--format`; `%` stands for the scratch directory.
    var arguments: [String] = ["validate", "%/Themes"]
    var id: String

    var testDescription: String { name }

    init(_ name: String, _ text: String, id: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.id = id
    }

    init(dtcg name: String, _ json: String, id: String) {
        self.name = name
        self.file = "tokens.json"
        self.bytes = Array(json.utf8)
        self.arguments = ["import", "dtcg", "%/tokens.json", "--theme", "T", "--output", "%/out"]
        self.id = id
    }
}

/// YAML escapes in double quotes: `\e` is ESC, `\a` BEL. The file's own bytes stay printable.
private let title = "\\e]0;title\\a"
private let clear = "\\e[2J"

let terminalCases: [TerminalCase] = [
    TerminalCase("a colour's channel", "theme: A\ncolors:\n  accent: \"rgb(\(title), 0, 0)\"\n", id: "malformed-color"),
    TerminalCase(
        "a colour out of range, with a tab and a bidi override",
        "theme: A\ncolors:\n  accent: \"rgba(0,\\t0, 0, 2)\\u202E\"\n",
        id: "malformed-color"),
    TerminalCase("an alpha out of range", "theme: A\ncolors:\n  accent: \"rgba(0,\\t0, 0, 2)\"\n", id: "out-of-range"),
    TerminalCase(
        "a malformed reference", "theme: A\nradii:\n  button: \"{radii.\(clear)\\u202E\"\n", id: "malformed-reference"),
    TerminalCase(
        "a font weight", "theme: A\nbuttonStyles:\n  primary:\n    fontWeight: \"bold\(title)\\u200B\"\n",
        id: "unknown-value"),
    TerminalCase("a token name", "theme: A\ncolors:\n  \"a\(clear)\\u202E\": \"#FFF\"\n", id: "invisible-character"),
    TerminalCase("a key", "theme: A\n\"\(title)\\uFEFF\": 1\n", id: "unknown-key"),
    TerminalCase("a theme name", "theme: \"\(title)\"\n", id: "invalid-theme-name"),
    TerminalCase(
        "bidi and zero-width characters in the excerpt line",
        "theme: A\ncolors:\n  accent: \"\u{202E}\u{2066}\u{200B}\u{FEFF}#GG\"\n", id: "malformed-color"),
    TerminalCase(
        "an escape sequence in the excerpt line", "theme: A\ndescription: \"\u{1B}]0;title\u{07}\u{1B}[2J\"\n",
        id: "invalid-character"),
    TerminalCase(
        "DEL and C1 in the excerpt line", "theme: A\ncolors:\n  \u{85}a\u{7F}: \"#GG\"\n", id: "invalid-character"),
    TerminalCase(
        dtcg: "DTCG token names, colours, references and font weights",
        """
        {
          "c\\u001b[2J\\u202e": { "$type": "color", "$value": "#\\u001b]0;x\\u0007" },
          "r": { "$type": "color", "$value": "{a.\\u001b[2J}" },
          "w": { "$type": "fontWeight", "$value": "bold\\u001b[2J" },
          "d": { "$type": "dimension", "$value": { "value": 1, "unit": "p\\u001bx" } },
          "k": { "$type": "color", "$value": { "colorSpace": "srgb\\u202e", "components": [0, 0, 0] } }
        }
        """, id: "invalid-value"),
    TerminalCase(
        dtcg: "a raw bidi override in a DTCG excerpt line",
        "{ \"a\": { \"$type\": \"color\", \"$value\": \"\u{202E}#GG\" } }\n", id: "invalid-value"),
    TerminalCase(
        dtcg: "a raw escape sequence in a DTCG file", "{ \"a\u{1B}]0;title\u{07}\": 1 }\n", id: "invalid-json"),
]

/// Whether `text` holds a character a terminal would act on or a reader would not see: anything
/// `DiagnosticMessage.escape` spells out, the newline aside.
private func rawControls(_ text: String) -> [String] {
    text.unicodeScalars.filter { $0 != "\n" && DiagnosticMessage.needsEscape($0) }.map {
        "U+" + String($0.value, radix: 16, uppercase: true)
    }
}

@Suite("No raw control character reaches the terminal, through the real executable")
struct TerminalSafetyTests {
    @Test(arguments: terminalCases, DiagnosticFormat.allCases)
    func outputIsPrintable(_ terminal: TerminalCase, _ format: DiagnosticFormat) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write(terminal.file, terminal.bytes)
        let arguments =
            terminal.arguments.map { $0.replacingOccurrences(of: "%", with: scratch.path) }
            + ["--format", format.rawValue]
        let result = runThemec(arguments, in: scratch.path)
        #expect(result.signal == nil && result.status != nil, "\(result.summary)")
        let output = result.standardOutput + result.standardError
        if format != .text {
            #expect(output.contains(terminal.id), "no '\(terminal.id)' in: \(output.prefix(2000))")
        }
        #expect(
            rawControls(result.standardOutput) == [], "stdout: \(result.standardOutput.debugDescription.prefix(2000))")
        #expect(
            rawControls(result.standardError) == [], "stderr: \(result.standardError.debugDescription.prefix(2000))")
        if format == .text {
            #expect(output.contains("\\u{"), "the hostile characters are shown spelled out")
        }
    }

    /// One 589 KB line with 40,000 bad colours: every error is reported with a short excerpt, not the line.
    @Test func fortyThousandErrorsOnOneLongLinePrintABoundedAmount() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        var text = "theme: A\ncolors: {"
        for index in 0..<40_000 { text += "c\(index): \"#GG\", " }
        text += "}\n"
        #expect(text.utf8.count > 580_000)
        scratch.write("Themes/Long.yaml", text)
        let result = runThemec(["validate", scratch.url("Themes")], in: scratch.path, timeout: 300)
        #expect(result.status == 1, "\(result.summary)")
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 40_000)
        let size = result.standardOutput.utf8.count + result.standardError.utf8.count
        #expect(size < 20 << 20, "printed \(size) bytes")
        #expect(size < 40_000 * 400, "printed \(size) bytes, \(size / 40_000) per error")
    }
}
