import Foundation
import Testing
import ThemecCore

@testable import ThemecCLI

/// `themec import`, `export` and `init`, run in-process against files in a temporary directory.
@Suite struct InteropCommandTests {
    static let repositoryThemes =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Themes"

    @Test func starterTemplatesValidateClean() {
        let files = InitTemplates.files.map { ("Themes/" + $0.name, Array($0.contents.utf8)) }
        let result = ThemeSetLoader.load(files: files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.themeSet?.themes.map(\.name) == ["Brand", "Default"])
        #expect(InitTemplates.files.allSatisfy { $0.contents.hasPrefix("# yaml-language-server: $schema=") })
    }

    /// The starter themes with Brand's blue lightened: every contrast warning is Brand's doing, so each is
    /// located at the line of Brand.yaml that declares `blue`, with a note at the inherited style or pair it
    /// breaks in Default.yaml; the text of the warning is unchanged.
    @Test func contrastWarningsOfAnOverrideAreLocatedAtTheOverride() throws {
        let brand = InitTemplates.brandTheme.replacingOccurrences(of: "blue: \"#4F4DD6\"", with: "blue: \"#9F9DF6\"")
        #expect(brand != InitTemplates.brandTheme)
        let blueLine =
            try #require(
                brand.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.hasPrefix("  blue: ")
                }) + 1
        let defaultLines = InitTemplates.defaultTheme.split(separator: "\n", omittingEmptySubsequences: false)
        let styleLines = Set(
            defaultLines.indices.filter {
                ["  listRow:", "  thema:", "  option:"].contains(defaultLines[$0])
                    || defaultLines[$0].hasPrefix("    - { foreground: \"{colors.link}\"")
            }.map { $0 + 1 })
        let result = ThemeSetLoader.load(files: [
            ("Themes/Default.yaml", Array(InitTemplates.defaultTheme.utf8)), ("Themes/Brand.yaml", Array(brand.utf8)),
        ])
        let warnings = result.diagnostics.filter { $0.id == .contrast }
        #expect(warnings.count == 9, "\(result.diagnostics)")
        for warning in warnings {
            #expect(warning.range?.file == "Themes/Brand.yaml", "\(warning)")
            #expect(warning.range?.start.line == blueLine, "\(warning)")
            #expect(warning.range?.start.column == 3, "\(warning)")
            #expect(warning.message.text.contains("in theme 'Brand'"), "\(warning)")
            let note = try #require(warning.notes.last)
            #expect(note.range?.file == "Themes/Default.yaml")
            #expect(styleLines.contains(note.range?.start.line ?? 0), "\(note)")
        }
        // The unchanged Brand takes nothing from Default's warnings: a warning Default causes stays at Default.
        let dark = InitTemplates.defaultTheme.replacingOccurrences(
            of: "blue: \"#0066CC\"", with: "blue: \"#9F9DF6\"")
        let own = ThemeSetLoader.load(files: [
            ("Themes/Default.yaml", Array(dark.utf8)), ("Themes/Brand.yaml", Array(InitTemplates.brandTheme.utf8)),
        ]).diagnostics.filter { $0.id == .contrast }
        #expect(!own.isEmpty)
        #expect(own.allSatisfy { $0.range?.file == "Themes/Default.yaml" && $0.notes.isEmpty }, "\(own)")
    }

    @Test func starterDefaultIsTheRepositorysDefault() throws {
        let repository = try String(contentsOfFile: Self.repositoryThemes + "/Default.yaml", encoding: .utf8)
        // The `$schema` comment may point elsewhere; everything after it is the same theme.
        let body = { (text: String) in text.split(separator: "\n").dropFirst() }
        #expect(body(InitTemplates.defaultTheme) == body(repository))
    }

    @Test func initWritesThenRefusesToOverwrite() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let first = themec(["init", temp.url("Themes")])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("themec validate \(temp.url("Themes"))"))
        #expect(first.standardOutput.contains("themec compile \(temp.url("Themes")) --output Generated"))
        #expect(themec(["validate", "--strict", temp.url("Themes")]).status == 0)

        try temp.write("Other/Brand.yaml", "keep me\n")
        let second = themec(["init", temp.url("Other")])
        #expect(second.status == 1)
        #expect(second.standardError.contains("Brand.yaml' already exists"))
        #expect(temp.read("Other/Brand.yaml") == "keep me\n")
        #expect(!temp.exists("Other/Default.yaml"))
    }

    @Test func exportThenImportKeepsValues() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let export = themec(["export", "dtcg", Self.repositoryThemes, "--output", temp.url("Tokens")])
        #expect(export.status == 0, "\(export.standardError)")
        #expect(temp.exists("Tokens/tokens.json"))
        #expect(temp.exists("Tokens/Ocean/dark.tokens.json"))
        try temp.write("Themes/Unrelated.txt", "untouched\n")
        for theme in ["Default", "Ocean"] {
            let run = themec([
                "import", "dtcg", "--resolver", temp.url("Tokens/\(theme).resolver.json"), "--output",
                temp.url("Themes"),
            ])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardError.isEmpty)
            #expect(
                run.standardOutput.hasPrefix(
                    "Imported 30 tokens (color 19, dimension 6, fontFamily 1, shadow 1, transition 1, typography 2) into 1 theme: \(theme)\n"
                ),
                "\(run.standardOutput)")
            #expect(run.standardOutput.contains("Wrote \(temp.url("Themes/\(theme).yaml"))\n"))
        }
        #expect(temp.read("Themes/Unrelated.txt") == "untouched\n")
        let resolve = themec([
            "resolve", temp.url("Themes"), "--theme", "Ocean", "--token", "colors.accent", "--appearance", "dark",
        ])
        #expect(resolve.standardOutput.contains("#4FC3F7"), "\(resolve)")
        // Styles, sections and shadows come back too, resolved in the importing theme.
        for (token, appearance, value) in [
            ("buttonStyles.option.border", "light", "#006C8EFF 1"),
            ("listSections.grouped.headerForeground", "dark", "#4FC3F7FF"),
            ("shadows.raised", "dark", "color: #000000FF, radius: 3, x: 2, y: 2"),
        ] {
            let style = themec([
                "resolve", temp.url("Themes"), "--theme", "Ocean", "--token", token, "--appearance", appearance,
            ])
            #expect(style.status == 0 && style.standardOutput == value + "\n", "\(token): \(style)")
        }
    }

    @Test func importWarnsWithLocationsAndStrictFails() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "tokens.json",
            """
            {
              "brand": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } },
              "fade": { "$type": "gradient", "$value": [] }
            }

            """)
        let run = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")])
        #expect(run.status == 0)
        #expect(run.standardError.contains("tokens.json:2:3: warning: colour 'brand'"))
        #expect(run.standardError.contains("tokens.json:3:3: warning: gradient token 'fade'"))
        #expect(run.standardError.contains("2 warnings"))
        #expect(temp.read("Themes/Tokens.yaml")?.contains("brand: \"color(display-p3 1 0 0.035)\"") == true)
        let strict = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Strict"), "--strict"])
        #expect(strict.status == 1)
        #expect(!temp.exists("Strict"))
        let json = themec([
            "import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes"), "--format", "json",
        ])
        #expect(json.standardOutput.contains("\"color-clipped\""))
    }

    @Test func displayP3SurvivesImportResolveAndExport() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "tokens.json",
            """
            { "brand": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } } }

            """)
        let run = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(temp.read("Themes/Tokens.yaml")?.contains("brand: \"color(display-p3 1 0 0)\"") == true)
        let resolve = themec(["resolve", temp.url("Themes"), "--theme", "Tokens", "--token", "palette.brand"])
        #expect(resolve.standardOutput == "color(display-p3 1 0 0)\n", "\(resolve)")
        let export = themec(["export", "dtcg", temp.url("Themes"), "--output", temp.url("Out")])
        #expect(export.status == 0, "\(export.standardError)")
        let json = temp.read("Out/tokens.json") ?? ""
        #expect(json.contains("\"colorSpace\": \"display-p3\""), "\(json)")
        #expect(json.contains("\"hex\": \"#ff0000\""), "\(json)")
    }

    @Test func importErrors() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("bad.json", "{ \"a\": }\n")
        let bad = themec(["import", "dtcg", temp.url("bad.json"), "--output", temp.url("Themes")])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("bad.json:1:8: error: invalid JSON"))
        let missing = themec(["import", "dtcg", temp.url("missing.json"), "--output", temp.url("Themes")])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("missing.json"))
        #expect(themec(["import", "css", "x", "--output", "y"]).status == 64)
        #expect(themec(["import", "dtcg", "--output", "y"]).status == 64)
        #expect(themec(["import", "dtcg", "a.json"]).status == 64)
        #expect(themec(["export", "figma", "--output", "y"]).status == 64)
    }

    @Test func helpForTheNewCommands() {
        for command in ["import", "export", "init"] {
            let run = themec([command, "--help"])
            #expect(run.status == 0)
            #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
            #expect(run.standardOutput.contains("themec \(command)"))
        }
        let general = themec(["--help"])
        for command in ["import", "export", "init"] { #expect(general.standardOutput.contains("  \(command) ")) }
        #expect(themec(["import", "--help"]).standardOutput.contains("--resolver RESOLVER.json"))
    }
}
