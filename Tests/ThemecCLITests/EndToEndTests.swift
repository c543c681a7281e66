import Foundation
import Testing
import ThemecEmit

@testable import ThemecCLI

// END-TO-END TESTS. These run the real `ThemeSetLoader.load(paths:)`, `ResolvedThemeSet.lookup` and
// `SwiftEmitter.emit` against small YAML files in a temporary directory, and are deliberately not disabled.
// The validate and resolve ones pass with the core loader merged from main. AWAITING THE SWIFT EMITTER:
// `compileWritesSwiftThenIsUpToDate` and `compilePublicAccessDiffersFromInternal` fail while
// `SwiftEmitter.emit` is the stub returning no files. Run just them with
// `swift test --filter EndToEndTests`, everything else with `swift test --skip EndToEndTests`.

extension Tag {
    /// Runs the real loader, lookup and emitter.
    @Tag static var endToEnd: Self
}

@Suite("EndToEndTests", .tags(.endToEnd))
struct EndToEndTests {
    static let defaultTheme = """
        theme: Default
        palette:
          blue: "#007AFF"
        colors:
          accent: { light: "{palette.blue}", dark: "#0A84FF" }
          label: { light: "#000000", dark: "#FFFFFF" }
        radii:
          button: 8

        """

    static let brokenTheme = """
        theme: Default
        palette:
          blue: "#007AFF"
        colors:
          accent: { light: "{palette.bleu}", dark: "#0A84FF" }

        """

    /// A temporary directory holding `Themes/Default.yaml` with `text`.
    static func themes(_ text: String = defaultTheme) throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", text)
        return temp
    }

    // MARK: validate

    @Test func validateCleanThemesPrintsWhatWasChecked() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["validate", temp.url("Themes")])
        #expect(run.status == 0)
        #expect(run.standardOutput == "1 theme, 4 tokens, 0 styles, no problems\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func validateReportsAnUnknownReferenceWithItsPlace() throws {
        let temp = try Self.themes(Self.brokenTheme)
        defer { temp.remove() }
        let run = themec(["validate", temp.url("Themes")])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(temp.url("Themes/Default.yaml") + ":5:"))
        #expect(run.standardError.contains("error:"))
        #expect(run.standardError.contains("palette.bleu"))
        #expect(run.standardError.hasSuffix("1 error\n"))
    }

    @Test func validateJSONListsTheError() throws {
        let temp = try Self.themes(Self.brokenTheme)
        defer { temp.remove() }
        let run = themec(["validate", "--format", "json", temp.url("Themes/Default.yaml")])
        #expect(run.status == 1)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["severity"] as? String == "error")
        #expect(array.first?["file"] as? String == temp.url("Themes/Default.yaml"))
        #expect(array.first?["line"] as? Int == 5)
    }

    @Test func validateMissingPathFails() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["validate", temp.url("Nope")])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Nope"))
    }

    // MARK: resolve

    @Test(arguments: [
        (["--token", "colors.accent", "--appearance", "dark"], "#0A84FFFF"),
        (["--token", "colors.accent"], "#007AFFFF"),
        (["--token", "colors.accent", "--appearance", "light", "--contrast", "high"], "#007AFFFF"),
        (["--token", "colors.accent", "--appearance=dark", "--contrast=high"], "#0A84FFFF"),
        (["--token", "colors.label", "--appearance", "dark"], "#FFFFFFFF"),
        (["--token", "palette.blue"], "#007AFFFF"),
        (["--token", "radii.button"], "8"),
    ])
    func resolvePrintsTheValue(options: [String], expected: String) throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes"), "--theme", "Default"] + options)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected + "\n")
        #expect(run.standardError.isEmpty)
    }

    static let designTokenTheme = """
        theme: Default
        fonts:
          hiragino: HiraginoSans-W3
        sizes:
          icon: 24
        opacity:
          disabled: 0.38
        durations:
          press: 0.2
        typography:
          sectionHeader: { font: "{fonts.hiragino}", size: 12, scaling: fixed }
          button: { textStyle: body, weight: bold, tracking: -0.25 }

        """

    @Test(arguments: [
        (["--token", "typography.sectionHeader"], "font: HiraginoSans-W3, size: 12, scaling: fixed"),
        (
            ["--token", "typography.button"],
            "font: system, size: 17, weight: 700, tracking: -0.25, textStyle: body, scaling: dynamic"
        ),
        (["--token", "fonts.hiragino"], "HiraginoSans-W3"),
        (["--token", "sizes.icon"], "24"),
        (["--token", "opacity.disabled"], "0.38"),
        (["--token", "durations.press"], "0.2"),
    ])
    func resolvePrintsDesignTokens(options: [String], expected: String) throws {
        let temp = try Self.themes(Self.designTokenTheme)
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes"), "--theme", "Default"] + options)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected + "\n")
        #expect(run.standardError.isEmpty)
    }

    @Test(arguments: [
        ["--theme", "Default", "--token", "colors.nope"], ["--theme", "Nope", "--token", "colors.accent"],
    ])
    func resolveLookupFailureIsAnError(options: [String]) throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes")] + options)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(!run.standardError.contains("not implemented"))
    }

    @Test func resolveAllPrintsEveryTokenOfEveryThemeAndAppearance() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes"), "--all"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first == "Default\tpalette.blue\t-\t#007AFFFF")
        #expect(lines.contains("Default\tcolors.accent\tdark\t#0A84FFFF"))
        #expect(lines.contains("Default\tcolors.accent\tdarkHighContrast\t#0A84FFFF"))
        #expect(lines.contains("Default\tradii.button\t-\t8"))
        // palette 1 + colours 2 × 4 appearances + radii 1.
        #expect(lines.count == 10)
    }

    @Test func resolveAllAsJSON() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes"), "--all", "--format", "json", "--theme", "Default"])
        #expect(run.status == 0)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.count == 10)
        #expect(rows[0]["theme"] as? String == "Default")
        #expect(rows[0]["token"] as? String == "palette.blue")
        #expect(rows[0]["appearance"] is NSNull)
        #expect(rows[0]["value"] as? String == "#007AFFFF")
        #expect(
            rows.contains {
                $0["token"] as? String == "colors.label" && $0["appearance"] as? String == "dark"
                    && $0["value"] as? String == "#FFFFFFFF"
            })
    }

    @Test(arguments: [["--all", "--theme", "Nope"], ["--token", "colors.accent"], ["--theme", "Default"]])
    func resolveWithoutTokenOrUnknownThemeFails(options: [String]) throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes")] + options)
        #expect(run.status == (options.first == "--all" ? 1 : 64))
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
    }

    @Test func resolveWithBrokenThemesPrintsDiagnostics() throws {
        let temp = try Self.themes(Self.brokenTheme)
        defer { temp.remove() }
        let run = themec(["resolve", temp.url("Themes"), "--theme", "Default", "--token", "colors.accent"])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("palette.bleu"))
    }

    // MARK: compile

    @Test func compileWritesSwiftThenIsUpToDate() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")

        let first = themec(["compile", temp.url("Themes"), "--output", output])
        #expect(first.status == 0)
        #expect(first.standardOutput.hasPrefix("Wrote "))
        #expect(first.standardOutput.hasSuffix(" to \(output)\n"))
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        let generated = OutputWriter.manifestEntries(in: manifest)
        #expect(!generated.isEmpty)
        for path in generated {
            #expect(path.hasSuffix(".swift") || path.contains("/"))
            #expect(temp.exists("Generated/" + path))
        }

        let second = themec(["compile", temp.url("Themes"), "--output", output])
        #expect(second.status == 0)
        #expect(second.standardOutput == "\(output) is up to date\n")

        let check = themec(["compile", temp.url("Themes"), "--output", output, "--check"])
        #expect(check.status == 0)

        if let first = generated.first {
            try temp.write("Generated/" + first, "// edited by hand\n")
            let stale = themec(["compile", temp.url("Themes"), "--output", output, "--check"])
            #expect(stale.status == 1)
            #expect(
                stale.standardError.contains(
                    "\(first):1:1: error: stale: \(first) differs from what compile would write\n"))
            #expect(stale.standardError.contains("Run 'themec compile "))
            #expect(temp.read("Generated/" + first) == "// edited by hand\n")
        }
    }

    @Test func compilePublicAccessDiffersFromInternal() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        #expect(themec(["compile", temp.url("Themes"), "--output", temp.url("Internal")]).status == 0)
        #expect(
            themec(["compile", temp.url("Themes"), "--output", temp.url("Public"), "--access", "public"]).status == 0)
        let manifest = try #require(temp.read("Public/.themec-manifest"))
        let paths = OutputWriter.manifestEntries(in: manifest)
        #expect(!paths.isEmpty)
        #expect(paths.contains { temp.read("Public/" + $0)?.contains("public ") == true })
    }

    @Test func compileWithErrorsWritesNothing() throws {
        let temp = try Self.themes(Self.brokenTheme)
        defer { temp.remove() }
        let run = themec(["compile", temp.url("Themes"), "--output", temp.url("Generated")])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("palette.bleu"))
        #expect(!temp.exists("Generated"))
    }
}
