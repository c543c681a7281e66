import Foundation
import Testing

/// `themec import tokens-studio FOLDER`, and the same folder found when `import dtcg` is given it or its
/// `$themes.json`: one theme set, never the sets merged flat.
@Suite struct ImportTokensStudioCommandTests {
    static let folder =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ThemecDTCGTests/Fixtures/tokens-studio-git-sync").path

    @Test(arguments: [
        ["tokens-studio", folder], ["dtcg", folder], ["dtcg", folder + "/$themes.json", folder + "/core.json"],
    ])
    func theFolderIsOneInput(_ input: [String]) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["import"] + input + ["--theme", "App", "--output", temp.url("Themes")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Imported 5 tokens (color 4, dimension 1) into 1 theme: App\n"))
        #expect(run.standardOutput.contains("Left out 5 tokens: 5 tokens-studio-source"))
        let yaml = try #require(temp.read("Themes/App.yaml"))
        #expect(yaml.contains("  accent:\n    light: \"#3B82F6\"\n    dark: \"#60A5FA\"\n"), "\(yaml)")
    }

    @Test func aFileOutsideTheFolderIsRefused() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("other.json", ##"{ "x": { "$type": "color", "$value": "#000000" } }"##)
        let run = themec([
            "import", "dtcg", Self.folder + "/$themes.json", temp.url("other.json"), "--output", temp.url("Themes"),
        ])
        #expect(run.status == 64)
        #expect(run.standardError.contains("is a Tokens Studio folder: give it alone"))
    }

    /// Nothing is written when nothing can be imported, and no "Imported" line is printed.
    @Test func importedIsPrintedOnlyForWhatWasWritten() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("t.json", #"{ "g": { "$type": "gradient", "$value": [] } }"#)
        let run = themec(["import", "dtcg", temp.url("t.json"), "--output", temp.url("Themes")])
        #expect(run.status == 1)
        #expect(!run.standardOutput.contains("Imported"))
        #expect(!temp.exists("Themes"))
    }
}
