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
