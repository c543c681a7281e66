import Testing
import ThemecCore

/// What tokens resolve to: every colour form, alias chains, `extends`, fallbacks and system colours.
struct ResolutionTests {
    static func load(_ files: [(String, String)]) throws -> ResolvedThemeSet {
        let result = ThemeSetLoader.load(files: files.map { ($0.0, Array($0.1.utf8)) })
        // Contrast and disabled-state warnings are ContrastTests' subject; these themes are about resolution.
        let diagnostics = result.diagnostics.filter { $0.id != .contrast && $0.id != .indistinctDisabledState }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(result.themeSet)
    }

    static func value(
        _ set: ResolvedThemeSet, _ theme: String, _ token: String, _ appearance: Appearance = .light
    ) -> String {
        switch set.lookup(TokenQuery(theme: theme, token: token, appearance: appearance)) {
        case .success(let value): return value.description
        case .failure(let error): return "error: \(error.message)"
        }
    }

    @Test(arguments: [
        ("\"#07F\"", "#0077FFFF"),
        ("\"#07F8\"", "#0077FF88"),
        ("\"#007AFF\"", "#007AFFFF"),
        ("\"#007aff80\"", "#007AFF80"),
        ("\"rgb(0, 122, 255)\"", "#007AFFFF"),
        ("\"rgba(0,122,255,0.5)\"", "#007AFF80"),
        ("\"RGBA( 255 , 0 , 0 , 1 )\"", "#FF0000FF"),
        ("{ color: \"#007AFF\", opacity: 0.08 }", "#007AFF14"),
        ("{ color: { color: \"#FFFFFF\", opacity: 0.2 }, opacity: 1 }", "#FFFFFFFF"),
        ("\"{palette.blue}\"", "#0A84FFFF"),
        ("\"{palette.gray.600}\"", "#3C3C43FF"),
        ("\"{system.secondaryLabel}\"", "#3C3C4399"),
        ("{ color: \"{system.label}\", opacity: 0.5 }", "#00000080"),
    ])
    func colorForms(_ yaml: String, _ expected: String) throws {
        let set = try Self.load([
            (
                "a.yaml",
                """
                theme: A
                palette:
                  blue: "#0A84FF"
                  gray:
                    "600": "#3C3C43"
                colors:
                  value: \(yaml)
                """
            )
        ])
        #expect(Self.value(set, "A", "colors.value") == expected)
    }

    @Test func paletteAndNumberTokens() throws {
        let set = try Self.load([
            (
                "a.yaml",
                """
                theme: A
                palette:
                  gray:
                    "600": "#3C3C43"
                    dark: "{palette.gray.600}"
                radii:
                  button: 8
                  card: "{radii.button}"
                  half: 0.5
                spacing:
                  row: 16
                """
            )
        ])
        #expect(Self.value(set, "A", "palette.gray.600") == "#3C3C43FF")
        #expect(Self.value(set, "A", "palette.gray.dark") == "#3C3C43FF")
        #expect(Self.value(set, "A", "radii.card") == "8")
        #expect(Self.value(set, "A", "radii.half") == "0.5")
        #expect(Self.value(set, "A", "spacing.row") == "16")
        #expect(set.palette.map(\.name.identifier) == ["gray600", "grayDark"])
    }

    @Test func aliasKeepsEveryAppearanceAndFallbacks() throws {
        let set = try Self.load([
            (
                "a.yaml",
                """
                theme: A
                colors:
                  accent:
                    light: "#000001"
                    dark: "#000002"
                    darkHighContrast: "#000004"
                  link: "{colors.accent}"
                  chain1: "{colors.link}"
                  chain2: "{colors.chain1}"
                  mixed: { light: "{colors.chain2}", dark: "#FFFFFF" }
                """
            )
        ])
        #expect(Self.value(set, "A", "colors.chain2", .light) == "#000001FF")
        #expect(Self.value(set, "A", "colors.chain2", .dark) == "#000002FF")
        // lightHighContrast falls back to light; darkHighContrast is given.
        #expect(Self.value(set, "A", "colors.chain2", .lightHighContrast) == "#000001FF")
        #expect(Self.value(set, "A", "colors.chain2", .darkHighContrast) == "#000004FF")
        #expect(Self.value(set, "A", "colors.mixed", .lightHighContrast) == "#000001FF")
        #expect(Self.value(set, "A", "colors.mixed", .darkHighContrast) == "#FFFFFFFF")
    }

    @Test func longAliasChain() throws {
        var yaml = "theme: A\ncolors:\n  c0: \"#123456\"\n"
        for index in 1...100 { yaml += "  c\(index): \"{colors.c\(index - 1)}\"\n" }
        let set = try Self.load([("a.yaml", yaml)])
        #expect(Self.value(set, "A", "colors.c100", .dark) == "#123456FF")
    }

    @Test func extendsOverridesAndInheritedAliasesFollowTheOverride() throws {
        let set = try Self.load([
            (
                "default.yaml",
                """
                theme: Default
                palette:
                  blue: "#007AFF"
                colors:
                  accent: { light: "{palette.blue}", dark: "#0A84FF" }
                  link: "{colors.accent}"
                  label: "#000000"
                radii:
                  button: 8
                  card: "{radii.button}"
                """
            ),
            (
                "ocean.yaml",
                """
                theme: Ocean
                extends: Default
                palette:
                  blue: "#006C8E"
                colors:
                  label: { light: "#111111", dark: "#EEEEEE" }
                radii:
                  button: 12
                """
            ),
        ])
        #expect(set.themes.map(\.name) == ["Default", "Ocean"])
        #expect(Self.value(set, "Default", "colors.link") == "#007AFFFF")
        #expect(Self.value(set, "Ocean", "colors.link") == "#006C8EFF")  // inherited alias → overridden palette
        #expect(Self.value(set, "Ocean", "colors.link", .dark) == "#0A84FFFF")
        #expect(Self.value(set, "Ocean", "colors.label", .dark) == "#EEEEEEFF")  // whole token replaced
        #expect(Self.value(set, "Ocean", "radii.card") == "12")
        #expect(set.theme(named: "Ocean")?.extends == "Default")
    }

    @Test func overrideReplacesTheWholeToken() throws {
        let set = try Self.load([
            (
                "a.yaml",
                "theme: A\ncolors:\n  c: { light: \"#000000\", dark: \"#FFFFFF\", darkHighContrast: \"#EEEEEE\" }\n"
            ),
            ("b.yaml", "theme: B\nextends: A\ncolors:\n  c: { light: \"#111111\", dark: \"#222222\" }\n"),
        ])
        // B's token has no darkHighContrast: it falls back to B's dark, not to A's darkHighContrast.
        #expect(Self.value(set, "B", "colors.c", .darkHighContrast) == "#222222FF")
    }

    @Test func systemColoursKeepTheirOrigin() throws {
        let set = try Self.load([
            (
                "a.yaml",
                """
                theme: A
                colors:
                  secondary: "{system.secondaryLabel}"
                  faded: { color: "{system.label}", opacity: 0.5 }
                  mixed: { light: "{system.systemBlue}", dark: "#FFFFFF" }
                """
            )
        ])
        let theme = try #require(set.themes.first)
        #expect(theme.colors[0].wholeSystemColor == SystemColorReference(name: "secondaryLabel"))
        #expect(theme.colors[1].wholeSystemColor == SystemColorReference(name: "label", opacity: 0.5))
        #expect(theme.colors[2].wholeSystemColor == nil)
        #expect(theme.colors[2].light.system?.name == "systemBlue")
        #expect(Self.value(set, "A", "colors.secondary", .darkHighContrast) == "#EBEBF5AD")
        #expect(Self.value(set, "A", "colors.mixed", .lightHighContrast) == "#0040DDFF")  // system's own HC value
        #expect(Self.value(set, "A", "colors.faded", .dark) == "#FFFFFF80")
    }

    @Test(arguments: SystemColors.all)
    func everySystemColourResolves(_ entry: SystemColors.Entry) throws {
        let set = try Self.load([("a.yaml", "theme: A\ncolors:\n  c: \"{system.\(entry.name)}\"\n")])
        #expect(Self.value(set, "A", "colors.c", .light) == entry.light.hex)
        #expect(Self.value(set, "A", "colors.c", .dark) == entry.dark.hex)
        #expect(Self.value(set, "A", "colors.c", .lightHighContrast) == entry.lightHighContrast.hex)
        #expect(Self.value(set, "A", "colors.c", .darkHighContrast) == entry.darkHighContrast.hex)
    }

    @Test func lookupErrorsSuggest() throws {
        let set = try Self.load([("a.yaml", "theme: Default\ncolors:\n  accent: \"#FFFFFF\"\n")])
        #expect(
            Self.value(set, "Defualt", "colors.accent")
                == "error: no theme named 'Defualt'; did you mean 'Default'? (themes: Default)")
        #expect(
            Self.value(set, "Default", "colors.acent")
                == "error: theme 'Default' has no token 'colors.acent'; did you mean 'colors.accent'?")
    }

    @Test func tokenOrderAndIdentifiers() throws {
        let set = try Self.load([
            (
                "a.yaml",
                "theme: default\ncolors:\n  class: \"#FFFFFF\"\n  secondary-label: \"#000000\"\n  café: \"#111111\"\n"
            )
        ])
        #expect(set.colors.map(\.name.identifier) == ["class", "secondaryLabel", "café"])
        #expect(set.themes.first?.identifier == "default")
    }

    @Test func startingThemesValidate() throws {
        let result = ThemeSetLoader.load(paths: [Self.repositoryRoot + "/Themes"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.name) == ["Default", "Ocean"])
    }

    static let repositoryRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()
}
