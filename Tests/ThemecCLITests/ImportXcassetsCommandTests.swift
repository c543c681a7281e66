import Foundation
import Testing

/// `themec import xcassets`: the catalog `compile --asset-catalog` writes, imported again, resolves to the
/// same colours in every appearance (`themec resolve --all` on both sides).
@Suite struct ImportXcassetsCommandTests {
    static let themes =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes").path

    /// `theme\ttoken\tappearance\tvalue` lines of `resolve --all`, the colours only.
    static func colours(_ output: String) -> [[String]] {
        output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
            .filter { $0.count == 4 && $0[1].hasPrefix("colors.") }
    }

    @Test func theCompiledCatalogReadsBackAsTheSameColours() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let compile = themec([
            "compile", Self.themes, "--output", temp.url("Generated"), "--asset-catalog", temp.url("App.xcassets"),
        ])
        #expect(compile.status == 0, "\(compile.standardError)")
        let imported = themec(["import", "xcassets", temp.url("App.xcassets"), "--output", temp.url("Imported")])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.isEmpty, "\(imported.standardError)")
        let before = Self.colours(themec(["resolve", Self.themes, "--all"]).standardOutput)
        let after = Self.colours(themec(["resolve", temp.url("Imported"), "--all"]).standardOutput)
        #expect(!before.isEmpty)
        var values: [String: String] = [:]
        for line in after { values[line[1] + " " + line[2]] = line[3] }
        for line in before {
            // The catalog names a colour `<Theme>/<token>`: imported as colors.<theme><Token>.
            let (theme, token) = (line[0], String(line[1].dropFirst("colors.".count)))
            let name =
                "colors." + theme.prefix(1).lowercased() + theme.dropFirst() + token.prefix(1).uppercased()
                + token.dropFirst()
            #expect(values[name + " " + line[2]] == line[3], "\(line)")
        }
        #expect(after.count == before.count)
    }

    @Test func aMissingCatalogIsAnError() {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["import", "xcassets", temp.url("None.xcassets"), "--output", temp.url("Imported")])
        #expect(run.status == 1)
        #expect(run.standardError.contains("is not a folder"))
        #expect(!temp.exists("Imported"))
    }
}
