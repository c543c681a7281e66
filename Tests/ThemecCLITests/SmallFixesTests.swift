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
