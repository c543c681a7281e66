import Testing

/// `themec import dtcg` on design systems as their users have them: modes, several resolvers, the
/// summary, `--mode`, `--abstract`, re-imports beside hand-written themes.
@Suite struct ImportSetCommandTests {
    static func color(_ name: String, _ hex: String) -> String {
        "\"\(name)\": { \"$type\": \"color\", \"$value\": \"\(hex)\" }"
    }

    /// A resolver with one modifier `mode` whose contexts hold the given inline tokens.
    static func resolver(_ contexts: [(String, String)]) -> String {
        let list = contexts.map { "\"\($0.0)\": [ { \($0.1) } ]" }.joined(separator: ",\n")
        return """
            {
              "version": "2025.10",
              "modifiers": { "mode": { "default": "\(contexts[0].0)", "contexts": {
            \(list)
              } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/mode" } ]
            }

            """
    }

    static let brand = resolver([
        ("light", color("bg", "#ffffff") + ", " + color("fg", "#000000")),
        ("dark", color("fg", "#ffffff")),
        ("darkest", color("bg", "#000000") + ", " + color("fg", "#eeeeee")),
    ])

    @Test func summaryCountsWhatWasKeptAndLeftOut() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("brand.resolver.json", Self.brand)
        let run = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--output", temp.url("Themes"),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("brand.resolver.json:4:"), "\(run.standardError)")
        #expect(run.standardError.contains("'bg' is not imported: mode 'dark' has no such token"))
        #expect(run.standardOutput.hasPrefix("Imported 1 tokens (color 1) into 2 themes: Brand, BrandDarkest\n"))
        #expect(run.standardOutput.contains("Left out 1 token: 1 missing-in-mode (--verbose lists them)\n"))
        #expect(temp.read("Themes/BrandDarkest.yaml")?.contains("extends: Brand\n") == true)
        let verbose = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--output", temp.url("Themes"),
            "--verbose",
        ])
        #expect(verbose.standardOutput.contains("  missing-in-mode: bg\n"), "\(verbose.standardOutput)")
        let strict = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--output", temp.url("Strict"), "--strict",
        ])
        #expect(strict.status == 1)
        #expect(!temp.exists("Strict"))
    }

    @Test func combinationsPastTheLimitAreCountedInTheSummary() throws {
        // Seven modifiers of two contexts beside light/dark: 120 combinations, 56 of them written.
        let modifiers = (0..<7).map { index in
            "\"m\(index)\": { \"contexts\": { \"off\": [], \"on\(index)\": [ { \(Self.color("bg", "#00000\(index)")) } ] } }"
        }
        let json = """
            { "version": "2025.10", "modifiers": {
              "mode": { "contexts": { "light": [ { \(Self.color("bg", "#ffffff")) } ], "dark": [ { \(Self.color("bg", "#000000")) } ] } },
              \(modifiers.joined(separator: ",\n  ")) },
              "resolutionOrder": [ \((["mode"] + (0..<7).map { "m\($0)" }).map { "{ \"$ref\": \"#/modifiers/\($0)\" }" }.joined(separator: ", ")) ] }
            """
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("brand.resolver.json", json)
        let run = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--output", temp.url("Themes"),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        // Located at the resolution order, on the document's tenth line.
        let warning = run.standardError.split(separator: "\n").first { $0.contains("64 of them are not imported") }
        #expect(warning?.contains("brand.resolver.json:10:") == true, "\(run.standardError)")
        #expect(run.standardOutput.contains("into 64 themes: Brand, BrandOn0,"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("Left out 64 combinations of modifier contexts (mode-combinations-left-out)\n"),
            "\(run.standardOutput)")
        #expect(temp.read("Themes/BrandOn0On1.yaml")?.contains("extends: BrandOn0\n") == true)
    }

    @Test func modesFromTheCommandLine() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("brand.resolver.json", Self.brand)
        let skip = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--mode", "darkest=skip", "--mode",
            "dark=dark", "--output", temp.url("Themes"),
        ])
        #expect(skip.status == 0, "\(skip.standardError)")
        #expect(skip.standardError.contains("context 'darkest' is not imported, as '--mode darkest=skip' asks"))
        #expect(!temp.exists("Themes/BrandDarkest.yaml"))
        let bad = themec([
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--mode", "darkest", "--output",
            temp.url("Themes"),
        ])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("expected CONTEXT=TARGET"))
    }

    @Test func nothingImportedExitsOne() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("fade.json", #"{ "fade": { "$type": "gradient", "$value": [] } }"#)
        let run = themec(["import", "dtcg", temp.url("fade.json"), "--output", temp.url("Themes")])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: nothing to import"))
        #expect(run.standardOutput == "Left out 1 token: 1 unsupported-type (--verbose lists them)\n")
        #expect(!temp.exists("Themes"))
    }

    @Test func repeatedWarningsAreFoldedUnlessVerbose() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let tokens = (1...8).map {
            "\"c\($0)\": { \"$type\": \"color\", \"$value\": \"#000000\", \"$extensions\": { \"org.figma\": {} } }"
        }
        try temp.write("tokens.json", "{ " + tokens.joined(separator: ", ") + " }\n")
        let run = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")])
        #expect(run.status == 0)
        #expect(run.standardError.contains("5 more 'extensions-ignored' warnings like the ones above"))
        let verbose = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes"), "--verbose"])
        #expect(!verbose.standardError.contains("more 'extensions-ignored'"))
        #expect(verbose.standardError.contains("'c8'"))
    }

    @Test func severalResolversAndLeadingDigitsWriteUniqueFiles() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let simple = Self.resolver([("light", Self.color("bg", "#ffffff")), ("dark", Self.color("bg", "#000000"))])
        try temp.write("a/1.resolver.json", simple)
        try temp.write("b/1.resolver.json", simple)
        let run = themec([
            "import", "dtcg", "--resolver", temp.url("a/1.resolver.json"), "--resolver", temp.url("b/1.resolver.json"),
            "--output", temp.url("Themes"),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(temp.exists("Themes/Theme1.yaml") && temp.exists("Themes/Theme12.yaml"))
        #expect(!temp.exists("Themes/Imported.yaml"))
        #expect(themec(["validate", temp.url("Themes")]).status == 0)
    }

    @Test func reimportBesideAHandWrittenTheme() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("brand.resolver.json", Self.brand)
        let arguments = [
            "import", "dtcg", "--resolver", temp.url("brand.resolver.json"), "--abstract", "--output",
            temp.url("Themes"),
        ]
        #expect(themec(arguments).status == 0)
        #expect(temp.read("Themes/Brand.yaml")?.contains("abstract: true\n") == true)
        try temp.write(
            "Themes/App.yaml",
            "theme: App\nextends: Brand\nbuttonStyles:\n  primary:\n    background: \"{colors.fg}\"\n")
        let compile = themec(["compile", temp.url("Themes"), "--output", temp.url("Generated")])
        #expect(compile.status == 0, "\(compile.standardError)")
        let swift = temp.read("Generated/Theme.swift") ?? ""
        #expect(swift.contains("static let app:") && !swift.contains("static let brand:"), "\(swift.prefix(400))")
        #expect(!swift.contains("static let brandDarkest:"))
        // Importing again rewrites only its own files; a hand-edited one stops it before anything is written.
        #expect(themec(arguments).status == 0)
        #expect(temp.read("Themes/App.yaml")?.hasPrefix("theme: App\n") == true)
        let edited = "theme: BrandDarkest\nextends: Brand\nabstract: true\n"
        try temp.write("Themes/BrandDarkest.yaml", edited)
        let before = temp.read("Themes/Brand.yaml")
        try temp.write("Themes/Brand.yaml", (before ?? "") + "\n# a comment\n")
        let refused = themec(arguments)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("BrandDarkest.yaml"), "\(refused.standardError)")
        #expect(temp.read("Themes/BrandDarkest.yaml") == edited)
        #expect(temp.read("Themes/Brand.yaml") == (before ?? "") + "\n# a comment\n")
        #expect(themec(arguments + ["--force"]).status == 0)
        #expect(temp.read("Themes/BrandDarkest.yaml") != edited)
    }
}
