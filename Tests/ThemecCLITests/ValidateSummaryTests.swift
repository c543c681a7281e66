import Foundation
import Testing
import ThemecCore

@testable import ThemecCLI

/// What `validate` prints besides diagnostics: one line on success, the counts line with problems, nothing
/// with `--quiet`; standard output stays one JSON array with `--format json`.
@Suite struct ValidateSummaryTests {
    static let repositoryThemes = InteropCommandTests.repositoryThemes

    /// The repository's themes, counted as the summary counts them.
    static func expectedCounts() throws -> String {
        let set = try #require(ThemeSetLoader.load(paths: [repositoryThemes]).themeSet)
        let tokens = TokenGroup.allCases.reduce(0) { $0 + set.tokens(in: $1).count }
        #expect(set.fonts.count + set.typography.count > 0, "the repository's themes have fonts and text styles")
        let styles = set.buttonStyles.count + set.listSections.count
        #expect(set.themes.count == 2 && tokens > 10 && styles > 1)
        return "\(set.themes.count) themes, \(tokens) tokens, \(styles) styles"
    }

    @Test("A clean set: one line on standard output saying what was checked")
    func clean() throws {
        let run = themec(["validate", Self.repositoryThemes])
        #expect(run.status == 0)
        #expect(run.standardOutput == "\(try Self.expectedCounts()), no problems\n")
        #expect(run.standardError.isEmpty)
        // One theme, one token, no style: singular nouns.
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("T/Solo.yaml", "theme: Solo\ncolors:\n  label: \"#000000\"\n")
        #expect(themec(["validate", temp.url("T")]).standardOutput == "1 theme, 1 token, 0 styles, no problems\n")
    }

    @Test("Every group's tokens are counted, not only colours, radii and spacing")
    func everyGroupCounted() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "T/Mixed.yaml",
            """
            theme: Mixed
            palette:
              blue: "#0000FF"
            colors:
              label: "{palette.blue}"
            radii:
              card: 8
            spacing:
              gap: 4
            sizes:
              icon:
                small: 16
                large: 24
            opacity:
              disabled: 0.38
            numbers:
              lineHeight: 1.25
            durations:
              quick: 0.15
            fonts:
              body: Helvetica
            typography:
              title: { textStyle: title, weight: bold }

            """)
        let run = themec(["validate", temp.url("T")])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput == "1 theme, 11 tokens, 0 styles, no problems\n")
    }

    @Test("--quiet prints nothing for a clean set, only the diagnostics otherwise")
    func quiet() throws {
        let clean = themec(["validate", "--quiet", Self.repositoryThemes])
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty && clean.standardError.isEmpty)
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("T/Bad.yaml", "theme: Bad\ncolors:\n  label: \"#00000\"\n")
        let loud = themec(["validate", temp.url("T")])
        let quiet = themec(["validate", "--quiet", temp.url("T")])
        #expect(loud.status == 1 && quiet.status == 1)
        #expect(loud.standardError.hasSuffix("\n1 error\n"), "\(loud.standardError)")
        #expect(loud.standardError == quiet.standardError + "1 error\n")
        #expect(quiet.standardError.contains("error:"))
        #expect(loud.standardOutput.isEmpty && quiet.standardOutput.isEmpty)
    }

    @Test("With --format json standard output is one JSON array; the summary goes to standard error")
    func json() throws {
        let run = themec(["validate", "--format", "json", Self.repositoryThemes])
        #expect(run.status == 0)
        #expect(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        #expect(run.standardError == "\(try Self.expectedCounts()), no problems\n")
        let quiet = themec(["validate", "--format", "json", "--quiet", Self.repositoryThemes])
        #expect(quiet.standardOutput == run.standardOutput)
        #expect(quiet.standardError.isEmpty)
    }

    @Test("Warnings that do not fail: the existing counts line, no 'no problems'")
    func warnings() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "T/Low.yaml",
            """
            theme: Low
            colors:
              label: "#777777"
              background: "#888888"
            lint:
              contrast:
                - { foreground: "{colors.label}", background: "{colors.background}" }

            """)
        let run = themec(["validate", temp.url("T")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.hasSuffix("warning\n") || run.standardError.hasSuffix("warnings\n"))
        #expect(!run.standardOutput.contains("no problems"))
        #expect(themec(["validate", "--strict", temp.url("T")]).status == 1)
    }
}
