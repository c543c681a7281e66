import Foundation
import Testing
import ThemecCore

@testable import ThemecCLI

/// The `$schema` line of imported themes names a schema that is there: the import writes it beside them, as
/// `themec init` does (it named `../schema/theme.schema.json`, a path only this repository has).
@Suite struct ImportSchemaTests {
    static let tokens =
        #"{ "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#

    static func schemaLine(_ text: String) -> String? {
        let prefix = "# yaml-language-server: $schema="
        let first = String(text.prefix { $0 != "\n" })
        return first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : nil
    }

    @Test func theSchemaReferenceResolvesAfterAnImportIntoAnEmptyFolder() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("tokens.json", Self.tokens)
        let run = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        let theme = try #require(temp.read("Themes/Tokens.yaml"))
        let reference = try #require(Self.schemaLine(theme))
        #expect(reference == InitTemplates.schemaPath)
        // The language server resolves it against the theme file's folder.
        let schema = try #require(temp.read("Themes/" + reference), "no schema at Themes/\(reference)")
        #expect(schema == SchemaDocument.theme.generatedText)
        #expect(run.standardOutput.hasSuffix("Wrote \(temp.url("Themes/" + reference))\n"), "\(run.standardOutput)")
        // Importing again: the schema is themec's own, unchanged, not written again.
        let again = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")])
        #expect(again.status == 0)
        #expect(!again.standardOutput.contains(".schema"), "\(again.standardOutput)")
        #expect(again.standardError.isEmpty)
    }

    @Test func aHandWrittenSchemaIsKeptWithOneWarning() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("tokens.json", Self.tokens)
        let mine = "{ \"title\": \"my own schema\" }\n"
        try temp.write("Themes/" + InitTemplates.schemaPath, mine)
        for force in [false, true] {
            let run = themec(
                ["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")] + (force ? ["--force"] : [])
            )
            #expect(run.status == 0, "\(run.standardError)")
            #expect(temp.read("Themes/" + InitTemplates.schemaPath) == mine)
            #expect(temp.exists("Themes/Tokens.yaml"))
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(run.standardError)")
            #expect(
                lines.first?.hasPrefix("warning: '\(temp.url("Themes/" + InitTemplates.schemaPath))' was not written")
                    == true)
        }
    }
}
