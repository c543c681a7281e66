import Foundation
import Testing

/// `themec contrast` and `themec preview` end to end, on files in a temporary directory.
struct ContrastCommandTests {
    static let failing = """
        theme: Default
        colors:
          background: { light: "#FFFFFF", dark: "#000000" }
          label: { light: "#000000", dark: "#FFFFFF" }
        buttonStyles:
          filled: { foreground: "#FFFFFF", background: "#007AFF", fontWeight: bold, disabled: { opacity: 0.4 } }
        """

    static func themes(_ text: String) throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", text)
        return temp
    }

    @Test func textMatrixIsAlignedAndSummarised() throws {
        let temp = try Self.themes(Self.failing)
        defer { temp.remove() }
        let run = themec(["contrast", temp.url("Themes")])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Theme 'Default' (surface: colors.background)")
        #expect(lines[1] == "  buttonStyles.filled")
        // 1 role × 3 states × 4 appearances.
        #expect(run.standardOutput.hasSuffix("\n12 conditions: 0 pass, 8 fail, 4 exempt, 0 skipped\n"))
        let header = try #require(lines.first { $0.contains("appearance") })
        let row = try #require(lines.first { $0.contains("normal") && $0.contains(" light ") })
        #expect(row.contains("4.02:1"))
        #expect(row.hasSuffix("FAIL"))
        // Columns line up with the header.
        #expect(
            header.range(of: "ratio")?.lowerBound.utf16Offset(in: header)
                == row.range(of: "4.02:1")?.lowerBound.utf16Offset(in: row))
    }

    @Test func strictFailsOnAFailingCondition() throws {
        let temp = try Self.themes(Self.failing)
        defer { temp.remove() }
        #expect(themec(["contrast", temp.url("Themes"), "--strict"]).status == 1)
        let validate = themec(["validate", temp.url("Themes"), "--strict"])
        #expect(validate.status == 1)
        #expect(
            validate.standardError.contains(
                "warning: contrast 4.02:1 of foreground #FFFFFFFF on background #007AFFFF is below 4.5:1 in theme 'Default', light, dark, lightHighContrast and darkHighContrast, state 'normal'"
            ))
        #expect(themec(["validate", temp.url("Themes")]).status == 0)
    }

    @Test func jsonIsOneObjectPerCondition() throws {
        let temp = try Self.themes(Self.failing + "\nlint: { largeText: true }\n")
        defer { temp.remove() }
        let run = themec(["contrast", temp.url("Themes"), "--format", "json", "--strict"])
        #expect(run.status == 0)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 12)
        let first = try #require(array.first)
        #expect(first["style"] as? String == "filled")
        #expect(first["state"] as? String == "normal")
        #expect(first["appearance"] as? String == "light")
        #expect(first["ratio"] as? Double == 4.02)
        #expect(first["minimum"] as? Double == 3)
        #expect(first["rule"] as? String == "largeText")
        #expect(first["verdict"] as? String == "pass")
        #expect(first["line"] as? Int == 6)
    }

    @Test func errorsPrintNoMatrix() throws {
        let temp = try Self.themes("theme: Default\nlint: { largeText: maybe }\n")
        defer { temp.remove() }
        let run = themec(["contrast", temp.url("Themes")])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("'lint.largeText' must be true or false, not 'maybe'"))
    }

    @Test func previewWritesThePage() throws {
        let temp = try Self.themes(Self.failing)
        defer { temp.remove() }
        let run = themec(["preview", temp.url("Themes"), "--output", temp.url("preview.html")])
        #expect(run.status == 0, "\(run.standardError)")
        let html = try #require(temp.read("preview.html"))
        #expect(html.contains("id=\"swatch-Default-dark-colors-label\""))
        #expect(html.contains("✕ 4.02:1 &lt; 4.5:1"))
        #expect(themec(["preview", temp.url("Themes")]).status == 64)
        #expect(themec(["preview", temp.url("Missing"), "--output", temp.url("x.html")]).status == 1)
        #expect(!temp.exists("x.html"))
    }
}
