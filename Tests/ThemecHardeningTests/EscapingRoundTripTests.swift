import Foundation
import Testing

/// Every class of character that can move the cursor, end a line or reorder what a reader sees, in a path
/// the user gave, through every way the CLI prints it: the terminal diagnostics, `--format github` and
/// `--format json`, and `init`'s "Next:" hint. Each shows the character spelled out (`\u{1B}`), the same way
/// everywhere, and never raw.
@Suite("One escaping, through the real executable")
struct EscapingRoundTripTests {
    /// One of each class: C0 (ESC, a lone CR, a newline), DEL, C1 (CSI, NEL U+0085), the line and paragraph
    /// separators, and bidi controls (an override and an isolate).
    static let classes: [Unicode.Scalar] = [
        "\u{1B}", "\r", "\n", "\u{7F}", "\u{9B}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}",
    ]

    static func spelled(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }

    /// Whether `text` holds `scalar` raw (a newline is allowed only where it ends a line of output).
    static func holdsRaw(_ text: String, _ scalar: Unicode.Scalar) -> Bool {
        text.unicodeScalars.contains(scalar)
    }

    @Test(arguments: classes)
    func aPathIsShownEscapedInEveryFormat(_ scalar: Unicode.Scalar) {
        let scratch = Scratch()
        defer { scratch.remove() }
        let folder = "Th" + String(Character(scalar)) + "emes"
        scratch.write(folder + "/Default.yaml", "theme: Default\ncolors:\n  accent: \"#GG\"\n")
        let shownFolder = "Th" + Self.spelled(scalar) + "emes"
        for format in ["text", "github", "json"] {
            let result = runThemec(["validate", "--format", format, scratch.url(folder)], in: scratch.path)
            #expect(result.status == 1, "\(result.summary)")
            let output = result.standardOutput + result.standardError
            if format != "json" { #expect(output.contains(shownFolder + "/Default.yaml"), "\(format): \(output)") }
            if scalar != "\n" {
                #expect(!Self.holdsRaw(output, scalar), "\(format) prints U+\(String(scalar.value, radix: 16))")
            }
            if format == "json" {
                // Decoded, the JSON gives the same spelled-out path, not the raw character.
                let file = diagnostics(inJSON: result.standardOutput).first?.file
                #expect(file == scratch.url(shownFolder + "/Default.yaml"), "\(output)")
            }
        }
    }

    @Test(arguments: classes)
    func initsHintIsEscaped(_ scalar: Unicode.Scalar) {
        let scratch = Scratch()
        defer { scratch.remove() }
        let folder = "New" + String(Character(scalar)) + "Themes"
        let result = runThemec(["init", scratch.url(folder)], in: scratch.path)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput.contains("Next: themec validate '"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("New" + Self.spelled(scalar) + "Themes"), "\(result.standardOutput)")
        if scalar != "\n" {
            #expect(!Self.holdsRaw(result.standardOutput, scalar), "\(result.standardOutput)")
        } else {
            #expect(!result.standardOutput.contains("New\nThemes"), "\(result.standardOutput)")
        }
    }
}
