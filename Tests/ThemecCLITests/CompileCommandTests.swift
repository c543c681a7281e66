import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

@testable import ThemecCLI

/// `compile` and `resolve` driven with a fake loader and emitter: their output, exit status and files.
@Suite("compile and resolve commands")
struct CompileCommandTests {
    static let clean = ThemeSetLoadResult(themeSet: emptyThemeSet, diagnostics: [], sources: [:])
    static let files = [
        GeneratedFile(path: "Theme.swift", contents: "// theme\n"),
        GeneratedFile(path: "Colors.swift", contents: "// colors\n"),
    ]

    @Test func writesThenReportsUpToDate() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")

        let first = themec(["compile", "--output", output], loading: Self.clean, emitting: Self.files)
        #expect(first.status == 0)
        #expect(first.standardOutput == "Wrote 2 files to \(output)\n")
        #expect(first.standardError.isEmpty)
        #expect(temp.read("Generated/Theme.swift") == "// theme\n")

        let second = themec(["compile", "--output", output], loading: Self.clean, emitting: Self.files)
        #expect(second.status == 0)
        #expect(second.standardOutput == "\(output) is up to date\n")

        let changed = [GeneratedFile(path: "Theme.swift", contents: "// theme v2\n")]
        let third = themec(["compile", "--output=\(output)"], loading: Self.clean, emitting: changed)
        #expect(third.standardOutput == "Wrote 1 file to \(output) (1 removed)\n")

        let fourth = themec(
            ["compile", "--output", output], loading: Self.clean, emitting: changed + [Self.files[1]])
        #expect(fourth.standardOutput == "Wrote 1 file to \(output) (1 unchanged)\n")
    }

    @Test func summaryLine() {
        let report = WriteReport(
            created: ["A.swift"], updated: ["B.swift"], unchanged: ["C.swift"], removed: ["D.swift"],
            manifestWritten: true)
        #expect(
            CompileCommand.summary(report, output: "Generated") == "Wrote 2 files to Generated (1 unchanged, 1 removed)"
        )
        #expect(
            CompileCommand.summary(WriteReport(unchanged: ["C.swift"]), output: "Generated")
                == "Generated is up to date")
    }

    @Test func errorsWriteNothing() {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let broken = ThemeSetLoadResult(
            themeSet: nil,
            diagnostics: [.error(DiagnosticID(rawValue: "bad"), "bad theme", at: .startOfFile("Themes/A.yaml"))],
            sources: [:])
        let run = themec(["compile", "--output", temp.url("Generated")], loading: broken, emitting: Self.files)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "Themes/A.yaml:1:1: error: bad theme\n1 error\n")
        #expect(!temp.exists("Generated"))
    }

    @Test func strictWarningsWriteNothing() {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let warned = ThemeSetLoadResult(
            themeSet: emptyThemeSet, diagnostics: [.warning(DiagnosticID(rawValue: "meh"), "meh", at: nil)],
            sources: [:])
        let lenient = themec(["compile", "--output", temp.url("A")], loading: warned, emitting: Self.files)
        #expect(lenient.status == 0)
        #expect(lenient.standardError == "warning: meh\n1 warning\n")
        let strict = themec(["compile", "--output", temp.url("B"), "--strict"], loading: warned, emitting: Self.files)
        #expect(strict.status == 1)
        #expect(!temp.exists("B"))
    }

    @Test func checkListsDifferencesOnStandardErrorAndWritesNothing() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = themec(["compile", "--output", output], loading: Self.clean, emitting: Self.files)

        let next = [
            GeneratedFile(path: "Theme.swift", contents: "// theme v2\n"),
            GeneratedFile(path: "Spacing.swift", contents: "// spacing\n"),
        ]
        let run = themec(
            ["compile", "Themes", "My Themes", "--output", output, "--check", "--access", "public"],
            loading: Self.clean,
            emitting: next)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError == """
                error: \(output) is out of date
                \(output)/.themec-manifest:1:1: error: stale: .themec-manifest differs from what compile would write
                \(output)/Colors.swift:1:1: error: extra: Colors.swift is no longer generated; compile would remove it
                \(output)/Spacing.swift:1:1: error: missing: Spacing.swift is not written yet; compile would write it
                \(output)/Theme.swift:1:1: error: stale: Theme.swift differs from what compile would write
                Run 'themec compile Themes 'My Themes' --output \(CompileCommand.shellQuoted(output)) --access public' to update it.

                """)
        #expect(temp.read("Generated/Theme.swift") == "// theme\n")
        #expect(!temp.exists("Generated/Spacing.swift"))
        #expect(temp.exists("Generated/Colors.swift"))

        let current = themec(["compile", "--output", output, "--check"], loading: Self.clean, emitting: Self.files)
        #expect(current.status == 0)
        #expect(current.standardOutput == "\(output) is up to date\n")
        #expect(current.standardError.isEmpty)
    }

    @Test func jsonFormatKeepsStandardOutputJSON() {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(
            ["compile", "--output", temp.url("Generated"), "--format", "json"], loading: Self.clean,
            emitting: Self.files)
        #expect(run.status == 0)
        #expect(run.standardOutput == "[]\n")
        #expect(run.standardError == "Wrote 2 files to \(temp.url("Generated"))\n")
    }

    @Test func outputErrorsAreReported() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Generated", "a file\n")
        let run = themec(["compile", "--output", temp.url("Generated")], loading: Self.clean, emitting: Self.files)
        #expect(run.status == 1)
        #expect(run.standardError == "error: '\(temp.url("Generated"))' exists but is not a directory\n")

        let escaping = [GeneratedFile(path: "../Escape.swift", contents: "")]
        let refused = themec(["compile", "--output", temp.url("Out")], loading: Self.clean, emitting: escaping)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("'../Escape.swift' is not a relative path inside the output directory"))
    }

    @Test(arguments: ["plain", "with space", "it's", "", "$HOME", "a/b-c_d.e"])
    func shellQuoting(word: String) {
        let quoted = CompileCommand.shellQuoted(word)
        switch word {
        case "plain", "a/b-c_d.e": #expect(quoted == word)
        case "it's": #expect(quoted == "'it'\\''s'")
        default: #expect(quoted == "'\(word)'")
        }
    }

    @Test func resolveWithThemeErrorsPrintsDiagnosticsAndFails() {
        let broken = ThemeSetLoadResult(
            themeSet: nil, diagnostics: [.error(DiagnosticID(rawValue: "bad"), "bad theme", at: nil)], sources: [:])
        let run = themec(["resolve", "--theme", "Default", "--token", "colors.accent"], loading: broken)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "error: bad theme\n1 error\n")
    }
}
