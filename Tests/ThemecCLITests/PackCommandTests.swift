import Foundation
import Testing
import ThemecCore
import ThemecEmit

@testable import ThemecCLI

/// `themec pack`: the pack's content against the resolved set, `--theme`, and `--against` with its errors
/// located in the brand's files.
@Suite struct PackCommandTests {
    static let repositoryThemes = InteropCommandTests.repositoryThemes

    static func readJSON(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A colour as the pack writes it, for a colour without a system reference in sRGB.
    static func hex(_ rgba: RGBA) -> String { rgba.hex }

    @Test("The repository's themes: every token in every appearance, the format and the fingerprint")
    func packsEveryValue() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["pack", Self.repositoryThemes, "--output", temp.url("app.themepack.json")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Wrote"))
        let pack = try Self.readJSON(temp.url("app.themepack.json"))
        let set = try #require(ThemeSetLoader.load(paths: [Self.repositoryThemes]).themeSet)
        #expect(pack["format"] as? String == "themec.themepack")
        #expect(pack["formatVersion"] as? Int == 1)
        #expect(pack["fingerprint"] as? String == ThemePackEmitter.fingerprint(of: set))
        let themes = try #require(pack["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == set.themes.map(\.name))
        var checked = 0
        for (theme, packed) in zip(set.themes, themes) {
            for value in set.values(in: theme) {
                let group = try #require(packed[value.token.name.group.rawValue] as? [String: Any])
                let entry = try #require(group[value.token.name.dottedPath], "\(value.token.name) in \(theme.name)")
                switch (value.value, value.appearance) {
                case (.color(let rgba), let appearance?) where value.token.name.group == .colors:
                    let color = (entry as? [String: Any])?[appearance.rawValue]
                    // A system colour is an object whose fallback is the resolved value.
                    let text = (color as? String) ?? ((color as? [String: Any])?["fallback"] as? String)
                    #expect(text == Self.hex(rgba), "\(value.token.name) \(appearance) in \(theme.name)")
                    checked += 1
                case (.color(let rgba), nil):
                    #expect(entry as? String == Self.hex(rgba))
                    checked += 1
                case (.number(let number), _):
                    #expect((entry as? NSNumber)?.doubleValue == number, "\(value.token.name)")
                    checked += 1
                default: break
                }
            }
            let styles = try #require(packed["buttonStyles"] as? [String: Any])
            #expect(styles.keys.sorted() == set.buttonStyles.map(\.name).sorted())
            let sections = try #require(packed["listSections"] as? [String: Any])
            #expect(sections.keys.sorted() == set.listSections.map(\.name).sorted())
        }
        #expect(checked > 50, "colours and numbers were compared")
        // Written again over itself (the marker makes it themec's), byte for byte the same.
        let first = temp.read("app.themepack.json")
        #expect(themec(["pack", Self.repositoryThemes, "--output", temp.url("app.themepack.json")]).status == 0)
        #expect(temp.read("app.themepack.json") == first)
    }

    @Test("--theme packs one theme; an unknown one is an error and nothing is written")
    func oneTheme() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["pack", Self.repositoryThemes, "--theme", "Ocean", "--output", temp.url("o.json")])
        #expect(run.status == 0, "\(run.standardError)")
        let themes = try #require(try Self.readJSON(temp.url("o.json"))["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == ["Ocean"])
        let colors = try #require(themes[0]["colors"] as? [String: Any])
        let accent = try #require(colors["accent"] as? [String: Any])
        #expect(accent["dark"] as? String == "#4FC3F7FF")

        let bad = themec(["pack", Self.repositoryThemes, "--theme", "Ocen", "--output", temp.url("x.json")])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("no theme named 'Ocen'; did you mean 'Ocean'?"))
        #expect(temp.read("x.json") == nil)
    }

    @Test("--against: a brand extending a compiled theme is packed alone, with the app's fingerprint")
    func brandAgainstApp() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "Brands/Acme.yaml", "theme: Acme\nextends: Default\ncolors:\n  accent: \"#112233\"\nradii:\n  button: 3\n")
        let run = themec([
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output",
            temp.url("brand.themepack.json"),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let pack = try Self.readJSON(temp.url("brand.themepack.json"))
        let app = try #require(ThemeSetLoader.load(paths: [Self.repositoryThemes]).themeSet)
        #expect(pack["fingerprint"] as? String == ThemePackEmitter.fingerprint(of: app))
        let themes = try #require(pack["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == ["Acme"])
        let accent = try #require((themes[0]["colors"] as? [String: Any])?["accent"] as? [String: Any])
        #expect(accent["light"] as? String == "#112233FF")
        #expect((themes[0]["radii"] as? [String: Any])?["button"] as? Int == 3)
        // Every token of the app, no more.
        let palette = try #require(themes[0]["palette"] as? [String: Any])
        #expect(palette.keys.sorted() == app.palette.map(\.name.dottedPath).sorted())
    }

    @Test("--against: a token the app lacks is an error located in the brand's file; nothing is written")
    func brandWithExtraToken() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "Brands/Acme.yaml", "theme: Acme\nextends: Default\ncolors:\n  sparkle: \"#112233\"\n")
        let run = themec([
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output", temp.url("brand.json"),
        ])
        #expect(run.status == 1)
        // The error is on the brand's line declaring the token (line 4, column 3), once, not in the app's files.
        #expect(
            run.standardError.contains("Brands/Acme.yaml:4:3: error: the app's themes have no such token or style"),
            "\(run.standardError)")
        #expect(run.standardError.components(separatedBy: ": error:").count == 2, "\(run.standardError)")
        #expect(!run.standardError.contains("Themes/Default.yaml:2:8: error"))
        #expect(run.standardError.contains("sparkle"), "\(run.standardError)")
        #expect(run.standardError.contains("nothing was written"))
        #expect(temp.read("brand.json") == nil)

        // In JSON, the same error with its ID and file.
        let json = themec([
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output", temp.url("brand.json"),
            "--format", "json",
        ])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains("pack-extra-token"), "\(json.standardOutput)")
    }

    @Test("--against: a button style the app lacks is an error at the brand's declaration")
    func brandWithExtraStyle() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "Brands/Acme.yaml",
            "theme: Acme\nextends: Default\nbuttonStyles:\n  fancy:\n    foreground: \"#000000\"\n    background: \"#FFFFFF\"\n"
        )
        let run = themec([
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output", temp.url("brand.json"),
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Brands/Acme.yaml:4:3: error:"), "\(run.standardError)")
        #expect(run.standardError.contains("lacks 'buttonStyles.fancy'"), "the app's theme that lacks it, as a note")
        #expect(temp.read("brand.json") == nil)
    }

    @Test("--against: a brand theme that lacks the app's tokens is reported in the brand's file")
    func brandMissingTokens() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Brands/Bare.yaml", "theme: Bare\ncolors:\n  accent: \"#112233\"\n")
        let run = themec([
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output", temp.url("brand.json"),
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Brands/Bare.yaml:"), "\(run.standardError)")
        #expect(temp.read("brand.json") == nil)
    }

    @Test("--against with only the app's own themes has nothing to pack")
    func noBrandThemes() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec([
            "pack", Self.repositoryThemes + "/Ocean.yaml", "--against", Self.repositoryThemes + "/Default.yaml",
            "--output", temp.url("brand.json"),
        ])
        // Ocean is not among Default.yaml's themes: it is the brand here, and fits.
        #expect(run.status == 0, "\(run.standardError)")
        let same = themec([
            "pack", Self.repositoryThemes, "--against", Self.repositoryThemes, "--output", temp.url("same.json"),
        ])
        #expect(same.status == 1)
        #expect(same.standardError.contains("error: no brand theme to pack"), "\(same.standardError)")
        #expect(temp.read("same.json") == nil)
    }

    @Test("--strict: a brand that makes the app's labels unreadable is refused, the warnings on the brand's line")
    func strictContrast() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Brands/Pale.yaml", "theme: Pale\nextends: Default\ncolors:\n  accent: \"#F0F0FF\"\n")
        let arguments = [
            "pack", temp.url("Brands"), "--against", Self.repositoryThemes, "--output", temp.url("pale.json"),
        ]
        let lenient = themec(arguments)
        #expect(lenient.status == 0, "contrast failures are warnings without --strict")
        #expect(lenient.standardError.contains("Brands/Pale.yaml:4:3: warning: contrast"), "\(lenient.standardError)")
        try FileManager.default.removeItem(atPath: temp.url("pale.json"))
        let strict = themec(arguments + ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("Brands/Pale.yaml:4:3: warning: contrast"))
        #expect(strict.standardError.contains("error: warnings are errors with --strict; nothing was written"))
        #expect(temp.read("pale.json") == nil)
    }

    @Test("The pack may not be written into a theme folder")
    func outputInsideThemes() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("T/A.yaml", "theme: A\ncolors:\n  label: \"#000000\"\n")
        let run = themec(["pack", temp.url("T"), "--output", temp.url("T/a.themepack.json")])
        #expect(run.status == 1)
        #expect(temp.read("T/a.themepack.json") == nil)
    }

    @Test("help lists pack")
    func helpListsPack() {
        let run = themec(["--help"])
        #expect(run.standardOutput.contains("pack"))
        #expect(themec(["pack", "--help"]).standardOutput.contains("--against PATH"))
    }
}
