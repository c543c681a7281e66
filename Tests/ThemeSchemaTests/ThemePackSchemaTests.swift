import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// schema/themepack.schema.json describes what `themec pack` writes: the packs of the repository's theme sets
/// are valid, and packs with a wrong value are not.
@Suite struct ThemePackSchemaTests {
    static let schemaPath = ThemeSchemaTests.repository.appendingPathComponent("schema/themepack.schema.json").path

    /// The repository's theme sets, each packed whole.
    static func packs() throws -> [(name: String, text: String)] {
        var packs: [(String, String)] = []
        for folder in ["Themes", "Tests/AssetCatalogTests/Fixture", "Examples/ThemedApp/Sources/ThemedApp/Themes"] {
            let path = ThemeSchemaTests.repository.appendingPathComponent(folder).path
            let set = try #require(ThemeSetLoader.load(paths: [path]).themeSet, "\(folder) loads")
            packs.append((folder, ThemePackEmitter.pack(set)))
        }
        return packs
    }

    @Test(
        "The packs of the repository's theme sets are valid; a bad colour, number or version is not",
        .needs(.jsonSchema))
    func validation() throws {
        try OptionalTests.require(.jsonSchema)
        let packs = try Self.packs()
        var documents = packs.map { ["name": $0.name, "text": $0.text] }
        let pack = packs[0].text
        // Each mistake changes one thing of a valid pack.
        let mistakes = [
            ("lower-case hex", pack.replacingOccurrences(of: "\"#0066CCFF\"", with: "\"#0066ccff\"")),
            ("version 2", pack.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")),
            ("no fingerprint", pack.replacingOccurrences(of: "\"fingerprint\"", with: "\"fingerprints\"")),
            ("a number as text", pack.replacingOccurrences(of: "\"button\": 8", with: "\"button\": \"8\"")),
        ]
        for (name, text) in mistakes {
            #expect(text != pack, "the mistake '\(name)' changes the pack")
            documents.append(["name": name, "text": text])
        }
        let results = try ThemeSchemaTests.runValidator(documents, schema: Self.schemaPath)
        for (name, _) in packs {
            #expect(results[name] == [], "\(name): \(results[name] ?? ["not validated"])")
        }
        for (name, _) in mistakes {
            #expect(results[name]?.isEmpty == false, "the schema accepts the pack with '\(name)'")
        }
    }
}
