import Foundation
import Testing
import ThemecCore
import ThemecTestSupport

@testable import ThemecCLI

/// `schema/themec.schema.json` against the configuration parser: the same keys at every level, the template
/// `themec config init` writes and the example's file valid, and mistakes rejected by both.
@Suite("themec.yml JSON Schema")
struct ConfigSchemaTests {
    static let schemaPath = ThemeSchemaTests.repository.appendingPathComponent("schema/themec.schema.json").path

    static func schema() throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: schemaPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("The schema allows exactly the keys the parser accepts, at every level")
    func sameKeys() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(ThemeSchemaTests.keys(schema) == Set(ConfigFormat.rootKeys))
        let levels: [(path: [String], keys: [String])] = [
            (["#/$defs/target"], ConfigFormat.targetKeys),
            (["#/$defs/import"], ConfigFormat.importKeys),
            (["#/$defs/lint"], ThemeFormat.lintKeys),
            (["#/$defs/contrastPair"], ThemeFormat.contrastPairKeys),
        ]
        for level in levels {
            let node = try ThemeSchemaTests.node(schema, level.path)
            #expect(ThemeSchemaTests.keys(node) == Set(level.keys), "\(level.path)")
        }
        let access = try ThemeSchemaTests.node(schema, ["access"])
        #expect(access["enum"] as? [String] == ["internal", "public"])
    }

    static let invalid: [(name: String, yaml: String)] = [
        ("unknown key", "ouput: Generated\n"),
        ("quoted strict", "output: G\nstrict: \"true\"\n"),
        ("bad access", "output: G\naccess: open\n"),
        ("bad type name", "output: G\ntypeName: my-theme\n"),
        ("bad prefix", "output: G\nstylePrefix: app\n"),
        ("unknown target key", "targets:\n  - outptu: G\n"),
        ("unknown lint key", "output: G\nlint: { largText: true }\n"),
        ("negative rem", "output: G\nimport: { remBase: -1 }\n"),
        ("empty themes", "output: G\nthemes: []\n"),
    ]

    @Test("The parser rejects every mistake the schema must reject, and reads the example's themec.yml clean")
    func parserRejectsTheMistakes() throws {
        for (name, yaml) in Self.invalid {
            let parsed = ConfigParser.parse(bytes: Array(yaml.utf8), path: "themec.yml")
            #expect(parsed.config == nil, "the parser accepts '\(name)'")
        }
        let example = ThemeSchemaTests.repository.appendingPathComponent("Examples/ThemedApp/themec.yml").path
        let bytes = try #require(FileManager.default.contents(atPath: example))
        #expect(ConfigParser.parse(bytes: Array(bytes), path: "themec.yml").diagnostics.isEmpty)
    }

    @Test(
        "The template and the example's themec.yml are valid; the mistakes are rejected by the schema",
        .needs(.jsonSchema))
    func validation() throws {
        try OptionalTests.require(.jsonSchema)
        let example = ThemeSchemaTests.repository.appendingPathComponent("Examples/ThemedApp/themec.yml").path
        var documents: [[String: String]] = [
            ["name": "template", "text": ConfigCommand.template], ["name": "example", "path": example],
        ]
        for (name, yaml) in Self.invalid {
            documents.append(["name": name, "text": yaml])
        }
        let results = try ThemeSchemaTests.runValidator(documents, schema: Self.schemaPath)
        #expect(results["template"] == [], "\(results["template"] ?? [])")
        #expect(results["example"] == [], "\(results["example"] ?? [])")
        for (name, _) in Self.invalid {
            #expect(results[name]?.isEmpty == false, "the schema accepts '\(name)'")
        }
    }
}
