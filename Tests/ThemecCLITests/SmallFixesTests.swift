import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecCLI

/// Smaller things a user met, each through the command line: a tab in indentation, CSS colour and
/// percentage forms, key suggestions, references in style numbers.
@Suite("Small fixes, through the command line")
struct SmallFixesTests {
    /// `themec validate` on one theme file holding `text`.
    static func validate(_ text: String) throws -> (Run, String) {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Theme.yaml", text)
        return (themec(["validate", temp.url("Theme.yaml"), "--no-config"]), temp.url("Theme.yaml"))
    }

    @Test(
        "A tab in indentation gets themec's message at the tab",
        arguments: [
            ("theme: A\ncolors:\n\tlabel: \"#000000\"\n", "3:1"),
            ("theme: A\ncolors:\n  \tlabel: \"#000000\"\n", "3:3"),
            ("theme: A\ncolors:\n  label:\n  \t  light: \"#000000\"\n", "4:3"),
        ])
    func tabInIndentation(_ text: String, _ location: String) throws {
        let (run, path) = try Self.validate(text)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("\(path):\(location): error: tabs are not allowed in indentation; use spaces\n"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("cannot start any token"))
    }
}

/// `themec config init`'s template: the output inside the target that compiles it, no warning that does not exist.
@Suite("config init's template")
struct ConfigTemplateTests {
    @Test("A package's first non-test target, an Xcode project's app folder, else Generated")
    func suggestedOutput() throws {
        let package = TemporaryDirectory()
        defer { package.remove() }
        try package.write("Package.swift", "// swift-tools-version: 6.0\n")
        try package.write("Sources/App/App.swift", "")
        try package.write("Tests/AppTests/AppTests.swift", "")
        try package.write("Themes/Default.yaml", "theme: Default\n")
        let text = ConfigCommand.template(in: package.path)
        #expect(text.contains("\noutput: Sources/App/Generated\n"))
        let parsed = ConfigParser.parse(bytes: Array(text.utf8), path: "themec.yml")
        #expect(parsed.diagnostics.isEmpty)
        #expect(!text.contains("unused"))

        #expect(
            ConfigCommand.suggestedOutput(sources: ["AppTests", "Kit"], projects: [], folders: [])
                == "Sources/Kit/Generated")
        #expect(
            ConfigCommand.suggestedOutput(sources: [], projects: ["Demo.xcodeproj"], folders: ["Demo", "Themes"])
                == "Demo/Generated")
        #expect(ConfigCommand.suggestedOutput(sources: [], projects: [], folders: ["Themes"]) == "Generated")
    }
}

/// CSS forms, percentages, abbreviated keys and references in style numbers, each through `themec resolve` and
/// `themec validate`.
@Suite("Values as CSS and designers write them")
struct ValueFormTests {
    static let theme = """
        theme: A
        colors:
          label: "rgb(28 28 30)"
          half: "rgb(255 0 0 / 50%)"
          percent: "rgb(100% 0% 20%)"
          faint: { color: "#000000", opacity: 8% }
        opacity:
          pressed: 40%
        numbers:
          press: 0.97
          big: 20
        radii:
          card: 8
        durations:
          press: 0.15
        buttonStyles:
          primary:
            foreground: "{colors.label}"
            animation: { curve: easeOut, duration: "{durations.press}" }
            pressed: { opacity: "{opacity.pressed}", scale: "{numbers.press}" }
            disabled: { opacity: 8% }
        """

    @Test(
        "rgb() in CSS Color 4's space form, percentages as opacities, references in a state's numbers",
        arguments: [
            ("colors.label", "#1C1C1EFF"), ("colors.half", "#FF000080"), ("colors.percent", "#FF0033FF"),
            ("colors.faint", "#00000014"), ("opacity.pressed", "0.4"), ("buttonStyles.primary.pressed.opacity", "0.4"),
            ("buttonStyles.primary.pressed.scale", "0.97"), ("buttonStyles.primary.disabled.opacity", "0.08"),
            ("buttonStyles.primary.animation.duration", "0.15"),
        ])
    func resolves(_ token: String, _ value: String) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("A.yaml", Self.theme)
        let run = themec(["resolve", temp.url("A.yaml"), "--theme", "A", "--token", token, "--no-config"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == value + "\n")
    }

    @Test(
        "A reference of the wrong kind or out of range, a bad space form, an opacity over 100%: errors at their place",
        arguments: [
            (
                "scale: \"{numbers.press}\"", "scale: \"{numbers.big}\"", "20:53",
                "scale 20 (the value of '{numbers.big}') is out of range; it must be from 0.01 to 10"
            ),
            (
                "disabled: { opacity: 8% }", "disabled: { opacity: \"{radii.card}\" }", "21:26",
                "reference '{radii.card}' points at a radius, but an opacity is expected here"
            ),
            ("pressed: 40%", "pressed: 140%", "8:12", "opacity 140% is out of range"),
            ("rgb(28 28 30)", "rgb(28 28 300)", "3:21", "channel 300 is out of range; it must be 0 to 255"),
            ("rgb(28 28 30)", "rgb(28 28 30 0.5)", "3:24", "'rgb()' takes 3 components"),
        ])
    func refuses(_ original: String, _ replacement: String, _ location: String, _ message: String) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("A.yaml", Self.theme.replacingOccurrences(of: original, with: replacement))
        let run = themec(["validate", temp.url("A.yaml"), "--no-config"])
        #expect(run.status == 1)
        let line = run.standardError.split(separator: "\n").first { $0.contains("A.yaml:\(location): error: ") }
        #expect(line?.contains(message) == true, "\(run.standardError)")
    }

    @Test("An abbreviated appearance key is suggested by its words: lightHC → lightHighContrast")
    func abbreviatedKey() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "A.yaml", "theme: A\ncolors:\n  label: { light: \"#000000\", dark: \"#FFFFFF\", darkHC: \"#FFFFFF\" }\n")
        let run = themec(["validate", temp.url("A.yaml"), "--no-config"])
        #expect(run.standardError.contains("unknown key 'darkHC' in a colour; did you mean 'darkHighContrast'?"))
        #expect(
            Suggestions.closest(to: "lightHC", in: ["light", "dark", "lightHighContrast", "darkHighContrast"])
                == "lightHighContrast")
        // A plain typo still gets the nearest word.
        #expect(Suggestions.closest(to: "ligth", in: ["light", "dark", "lightHighContrast"]) == "light")
    }
}
