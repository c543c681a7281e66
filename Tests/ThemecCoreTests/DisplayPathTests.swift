import Testing
import ThemecCore

/// How a theme file's path is recorded: the same whatever spelling the command line used.
struct DisplayPathTests {
    @Test(
        arguments: [
            ("Themes", "Themes"),
            ("./Themes", "Themes"),
            ("Themes/", "Themes"),
            (".//Themes/./", "Themes"),
            ("/Users/dev/App/Themes", "Themes"),
            ("/Users/dev/App/Themes/", "Themes"),
            ("Themes/Sub/../Default.yaml", "Themes/Default.yaml"),
            (".", "."),
            ("/Users/dev/App", "."),
            ("../App/Themes", "Themes"),
            ("../Shared/Themes", "../Shared/Themes"),
            ("../../x", "../../x"),
            ("/elsewhere/Themes/", "/elsewhere/Themes"),
            ("/Users/dev/AppKit", "/Users/dev/AppKit"),
            ("/..", "/"),
        ])
    func normalised(_ typed: String, _ recorded: String) {
        #expect(DisplayPath.normalised(typed, currentDirectory: "/Users/dev/App") == recorded)
    }

    @Test func normalisedFromTheRoot() {
        #expect(DisplayPath.normalised("Themes", currentDirectory: "/") == "Themes")
        #expect(DisplayPath.normalised("/Themes/", currentDirectory: "/") == "Themes")
    }

    @Test func joined() {
        #expect(DisplayPath.joined(".", "Default.yaml") == "Default.yaml")
        #expect(DisplayPath.joined("/", "Themes") == "/Themes")
        #expect(DisplayPath.joined("Themes", "Default.yaml") == "Themes/Default.yaml")
    }

    @Test func namesAreEscaped() {
        #expect(DisplayPath.escaped(Array("caf".utf8) + [0xFF] + Array(".yaml".utf8)) == "caf\\x{FF}.yaml")
        #expect(DisplayPath.escaped(Array("café.yaml".utf8)) == "café.yaml")
        #expect(DisplayPath.escaped([0xC3]) == "\\x{C3}")
        #expect(DisplayPath.escaped([0xE2, 0x82, 0x41]) == "\\x{E2}\\x{82}A")
        #expect(DisplayPath.escaped("a\u{1B}[2J.yaml") == "a\\u{1B}[2J.yaml")
        #expect(DisplayPath.escaped(Array("a\u{7}b".utf8)) == "a\\u{07}b")
    }
}
