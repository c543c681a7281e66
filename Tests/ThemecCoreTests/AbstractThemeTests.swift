import Testing
import ThemecCore

/// `abstract: true`: a base that is not emitted and need not have the styles the emitted themes have.
struct AbstractThemeTests {
    static let base = """
        theme: Brand
        abstract: true
        palette:
          blue: "#0A84FF"
        colors:
          accent: "{palette.blue}"
          link: "{colors.accent}"
        spacing:
          row: 8
        """

    static func load(_ files: [(String, String)]) -> ThemeSetLoadResult {
        ThemeSetLoader.load(files: files.map { ($0.0, Array($0.1.utf8)) })
    }

    @Test func handWrittenThemeExtendsAnImportedBaseAndAddsStyles() throws {
        let app = """
            theme: App
            extends: Brand
            colors:
              accent: "#FF0000"
            buttonStyles:
              primary:
                background: "{colors.accent}"
                foreground: "#FFFFFF"
            """
        let result = Self.load([("Themes/Brand.yaml", Self.base), ("Themes/App.yaml", app)])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(result.themeSet)
        // Only the emitted theme is in the set: the base lacks 'primary' and is not an error.
        #expect(set.themes.map(\.name) == ["App"])
        #expect(set.buttonStyles.map(\.name) == ["primary"])
        let link = set.lookup(TokenQuery(theme: "App", token: "colors.link"))
        #expect((try? link.get().description) == "#FF0000FF")
        let row = set.lookup(TokenQuery(theme: "App", token: "spacing.row"))
        #expect((try? row.get().description) == "8")
    }

    @Test func abstractBaseNeedNotHaveEveryToken() throws {
        let a = "theme: A\nextends: Brand\ncolors:\n  extra: \"#000000\"\n"
        let b = "theme: B\nextends: Brand\ncolors:\n  extra: \"#FFFFFF\"\n"
        let result = Self.load([("Themes/Brand.yaml", Self.base), ("Themes/A.yaml", a), ("Themes/B.yaml", b)])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.themeSet?.themes.map(\.name) == ["A", "B"])
    }

    @Test func anAbstractThemeNobodyExtendsIsStillChecked() {
        let broken = "theme: Lonely\nabstract: true\ncolors:\n  a: \"{colors.nowhere}\"\n"
        let result = Self.load([("Themes/Lonely.yaml", broken), ("Themes/App.yaml", "theme: App\n")])
        #expect(result.diagnostics.contains { $0.id == .unresolvedReference }, "\(result.diagnostics)")
    }

    @Test func abstractMustBeABoolean() {
        let result = Self.load([("Themes/Brand.yaml", "theme: Brand\nabstract: \"yes\"\n")])
        #expect(result.diagnostics.contains { $0.message.text.contains("true or false") }, "\(result.diagnostics)")
    }
}
