import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecCLI

/// Diagnostics built by hand, rendered through the commands' own output path (fake loader).
@Suite("Diagnostic output")
struct DiagnosticOutputTests {
    static let source = SourceText(path: "Themes/Default.yaml", text: "theme: Default\ncolors:\n  acent: \"#FF0000\"\n")

    static let unknownKey = Diagnostic.error(
        DiagnosticID(rawValue: "unknown-key"), "unknown key 'acent' in 'colors'",
        at: SourceRange(
            file: "Themes/Default.yaml", start: SourceLocation(line: 3, column: 3),
            end: SourceLocation(line: 3, column: 8)),
        notes: [Note("did you mean 'accent'?")])

    static let unused = Diagnostic.warning(
        DiagnosticID(rawValue: "unused-palette"), "palette colour 'red' is never used",
        at: SourceRange(
            file: "Themes/Default.yaml", start: SourceLocation(line: 1, column: 1),
            end: SourceLocation(line: 1, column: 6)))

    static let missingPath = Diagnostic.error(
        DiagnosticID(rawValue: "missing-path"), "no such file or directory: 'Nope'", at: nil)

    static func loaded(_ diagnostics: [Diagnostic], themeSet: ResolvedThemeSet? = nil) -> ThemeSetLoadResult {
        ThemeSetLoadResult(
            themeSet: diagnostics.containsErrors ? nil : (themeSet ?? emptyThemeSet), diagnostics: diagnostics,
            sources: [source.path: source])
    }

    @Test func textGoesToStandardErrorWithASummary() {
        let run = themec(["validate"], loading: Self.loaded([Self.unknownKey, Self.unused, Self.missingPath]))
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError == """
                error: no such file or directory: 'Nope'
                Themes/Default.yaml:1:1: warning: palette colour 'red' is never used
                theme: Default
                ^~~~~
                Themes/Default.yaml:3:3: error: unknown key 'acent' in 'colors'
                  acent: "#FF0000"
                  ^~~~~
                note: did you mean 'accent'?
                2 errors, 1 warning

                """)
    }

    @Test func cleanTextRunPrintsOnlyWhatWasChecked() {
        let run = themec(["validate", "Themes"], loading: Self.loaded([]))
        #expect(run.status == 0)
        #expect(run.standardOutput == "0 themes, 0 tokens, 0 styles, no problems\n")
        #expect(run.standardError.isEmpty)
        let quiet = themec(["validate", "Themes", "--quiet"], loading: Self.loaded([]))
        #expect(quiet.standardOutput.isEmpty && quiet.standardError.isEmpty)
    }

    @Test(arguments: [
        ([Diagnostic](), false, Int32(0)), ([unused], false, 0), ([unused], true, 1), ([unknownKey], false, 1),
    ])
    func exitStatusFollowsErrorsAndStrict(diagnostics: [Diagnostic], strict: Bool, status: Int32) {
        let run = themec(["validate"] + (strict ? ["--strict"] : []), loading: Self.loaded(diagnostics))
        #expect(run.status == status)
    }

    @Test func summaryLines() {
        #expect(DiagnosticOutput.summaryLine([]) == nil)
        #expect(DiagnosticOutput.summaryLine([Self.unknownKey]) == "1 error")
        #expect(DiagnosticOutput.summaryLine([Self.unused, Self.unused]) == "2 warnings")
        #expect(
            DiagnosticOutput.summaryLine([Self.unknownKey, Self.missingPath, Self.unused]) == "2 errors, 1 warning")
    }

    @Test func jsonGoesToStandardOutputAsOneArray() throws {
        let run = themec(["validate", "--format", "json"], loading: Self.loaded([Self.unknownKey, Self.missingPath]))
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
        let array = try #require(parsed)
        #expect(array.count == 2)
        let located = array[1]
        #expect(located["severity"] as? String == "error")
        #expect(located["id"] as? String == "unknown-key")
        #expect(located["message"] as? String == "unknown key 'acent' in 'colors'")
        #expect(located["file"] as? String == "Themes/Default.yaml")
        #expect(located["line"] as? Int == 3)
        #expect(located["column"] as? Int == 3)
        #expect(located["endLine"] as? Int == 3)
        #expect(located["endColumn"] as? Int == 8)
        let notes = try #require(located["notes"] as? [[String: Any]])
        #expect(notes.first?["message"] as? String == "did you mean 'accent'?")
        // Every object has the same keys, located or not.
        #expect(Set(array[0].keys) == Set(located.keys))
        #expect(array[0]["file"] is NSNull)
    }

    @Test func cleanJSONIsAnEmptyArray() {
        let run = themec(["validate", "--format=json"], loading: Self.loaded([]))
        #expect(run.status == 0)
        #expect(run.standardOutput == "[]\n")
        #expect(run.standardError == "0 themes, 0 tokens, 0 styles, no problems\n")
    }

    @Test func githubAnnotationsGoToStandardOutput() {
        let run = themec(["validate", "--format", "github"], loading: Self.loaded([Self.unknownKey, Self.unused]))
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        #expect(
            run.standardOutput == """
                ::warning file=Themes/Default.yaml,line=1,col=1,endLine=1,endColumn=6,title=themec unused-palette::palette colour 'red' is never used
                ::error file=Themes/Default.yaml,line=3,col=3,endLine=3,endColumn=8,title=themec unknown-key::unknown key 'acent' in 'colors'%0Anote: did you mean 'accent'?

                """)
    }

    @Test func githubEscapesLineBreaksIncludingCRLF() {
        let diagnostic = Diagnostic.error(
            DiagnosticID(rawValue: "x"), "first\r\nsecond 100%", at: .startOfFile("a,b:c.yaml"))
        let run = themec(["validate", "--format", "github"], loading: Self.loaded([diagnostic]))
        #expect(
            run.standardOutput
                == "::error file=a%2Cb%3Ac.yaml,line=1,col=1,endLine=1,endColumn=1,title=themec x::first%0D%0Asecond 100%25\n"
        )
    }

    // MARK: - Colour

    @Test(arguments: [
        (true, [String: String](), true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], false),
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (false, ["TERM": "xterm-256color"], false),
    ])
    func colorDecision(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(ColorChoice.useColor(isTerminal: isTerminal, environment: environment) == expected)
        let run = themec(
            ["validate"], loading: Self.loaded([Self.unknownKey]), environment: environment,
            stderrIsTerminal: isTerminal)
        #expect(run.standardError.contains("\u{1B}[") == expected)
        #expect(run.standardError.contains("unknown key 'acent'"))
    }

    @Test func jsonIsNeverColoured() {
        let run = themec(
            ["validate", "--format", "json"], loading: Self.loaded([Self.unknownKey]), stderrIsTerminal: true)
        #expect(!run.standardOutput.contains("\u{1B}["))
    }
}
