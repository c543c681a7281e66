import Foundation
import Testing

@testable import ThemecCLI

/// `themec schema` and the schema `themec init` writes for the starter themes' `$schema` comment.
@Suite struct SchemaCommandTests {
    @Test("schema prints the theme schema by default, config the themec.yml one")
    func prints() {
        let theme = themec(["schema"])
        #expect(theme.status == 0)
        #expect(theme.standardOutput == SchemaDocument.theme.generatedText)
        #expect(theme.standardError.isEmpty)
        #expect(themec(["schema", "theme"]).standardOutput == theme.standardOutput)
        let config = themec(["schema", "config"])
        #expect(config.status == 0)
        #expect(config.standardOutput.contains("\"title\": \"themec.yml\""))
    }

    @Test("--output writes the file, again only when changed, and never over a file themec did not write")
    func writes() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.url("Editor/themec.schema.json")
        let first = themec(["schema", "config", "--output", path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "Wrote \(path)\n")
        #expect(temp.read("Editor/themec.schema.json") == SchemaDocument.config.generatedText)
        let again = themec(["schema", "config", "--output", path])
        #expect(again.standardOutput == "\(path) is up to date\n")
        // Its own copy is replaced (another schema), a file of the user's is not, unless --force.
        #expect(themec(["schema", "theme", "--output", path]).status == 0)
        #expect(temp.read("Editor/themec.schema.json") == SchemaDocument.theme.generatedText)
        try temp.write("mine.json", "{}\n")
        let refused = themec(["schema", "--output", temp.url("mine.json")])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("was not written by themec"))
        #expect(temp.read("mine.json") == "{}\n")
        #expect(themec(["schema", "--output", temp.url("mine.json"), "--force"]).status == 0)
        #expect(temp.read("mine.json") == SchemaDocument.theme.generatedText)
    }

    @Test(
        "A schema name themec does not have is a usage error with a suggestion",
        arguments: [
            (
                ["schema", "them"],
                "error: unknown schema 'them'; expected 'theme', 'config' or 'themepack'; did you mean 'theme'?\n"
            ),
            (["schema", "theme", "config"], "error: unexpected argument 'config'\n"),
        ])
    func wrongName(_ arguments: [String], _ message: String) {
        let run = themec(arguments)
        #expect(run.status == 64)
        #expect(run.standardError == message + "Run 'themec schema --help'.\n")
    }

    @Test("init writes the schema its themes' $schema comment names, beside them")
    func initWritesTheSchema() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let run = themec(["init", temp.url("App/Themes")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Created \(temp.url("App/Themes/.schema/theme.schema.json"))\n"))
        for (name, contents) in InitTemplates.files {
            let first = try #require(contents.split(separator: "\n").first)
            #expect(first == "# yaml-language-server: $schema=\(InitTemplates.schemaPath)", "\(name)")
        }
        #expect(temp.read("App/Themes/" + InitTemplates.schemaPath) == SchemaDocument.theme.generatedText)
        // The copy is themec's: `themec schema --output` may bring it up to date.
        let update = themec(["schema", "--output", temp.url("App/Themes/" + InitTemplates.schemaPath)])
        #expect(update.status == 0)
        // A schema already there (of the user's) stops init before it writes anything.
        try temp.write("Other/.schema/theme.schema.json", "{}\n")
        let refused = themec(["init", temp.url("Other")])
        #expect(refused.status == 1)
        #expect(!temp.exists("Other/Default.yaml"))
        #expect(temp.read("Other/.schema/theme.schema.json") == "{}\n")
    }
}
