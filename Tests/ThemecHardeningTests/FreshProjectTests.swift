import Foundation
import Testing

/// The built `themec` in a new, empty project folder, as a user starts with it.
@Suite("A fresh project, through the executable")
struct FreshProjectTests {
    @Test("init's themes name a $schema that exists, is the schema, and validates what init wrote")
    func initSchemaResolves() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let created = ConfigDiscoveryTests.themec(["init"], in: scratch.path, scratch: scratch)
        #expect(created.status == 0, "\(created.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url("Themes")).filter {
            $0.hasSuffix(".yaml")
        }
        #expect(names.sorted() == ["Brand.yaml", "Default.yaml"])
        for name in names {
            let text = try String(contentsOfFile: scratch.url("Themes/" + name), encoding: .utf8)
            let first = String(text.prefix { $0 != "\n" })
            let prefix = "# yaml-language-server: $schema="
            #expect(first.hasPrefix(prefix), "\(name): \(first)")
            // The language server resolves the path against the theme file's folder.
            let schemaPath = scratch.url("Themes/" + first.dropFirst(prefix.count))
            let data = try #require(FileManager.default.contents(atPath: schemaPath), "\(name): no \(schemaPath)")
            let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
            #expect((schema["title"] as? String)?.hasPrefix("themec theme file") == true)
        }
        let validated = ConfigDiscoveryTests.themec(["validate"], in: scratch.path, scratch: scratch)
        #expect(validated.status == 0, "\(validated.standardError)")
        #expect(validated.standardOutput.hasSuffix(", no problems\n"), "\(validated.standardOutput)")
        #expect(validated.standardOutput.hasPrefix("2 themes, "))
    }

    @Test("themec alone with no themec.yml prints the help and exits 0; with one, it compiles")
    func bareThemec() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        // A themec.yml above the scratch folder would be found: then this test says nothing.
        let above = (scratch.path as NSString).deletingLastPathComponent
        try #require(!FileManager.default.fileExists(atPath: above + "/themec.yml"))
        let help = ConfigDiscoveryTests.themec([], in: scratch.path, scratch: scratch)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("themec "))
        #expect(help.standardOutput.contains("COMMANDS:"))
        #expect(help.standardOutput.contains("  schema "))
        #expect(help.standardOutput.contains("  completion "))
        #expect(help.standardError.isEmpty)
        #expect(ConfigDiscoveryTests.themec(["init"], in: scratch.path, scratch: scratch).status == 0)
        scratch.write("themec.yml", "output: Generated\n")
        let compiled = ConfigDiscoveryTests.themec([], in: scratch.path, scratch: scratch)
        #expect(compiled.status == 0, "\(compiled.standardError)")
        #expect(compiled.standardOutput == "Wrote 4 files to Generated\n")
    }
}
