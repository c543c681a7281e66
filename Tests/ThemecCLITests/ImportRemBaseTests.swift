import Foundation
import Testing

@testable import ThemecCLI

/// `import dtcg` converts rem at `--rem-base`, else `import.remBase` of themec.yml, else 16 points.
@Suite struct ImportRemBaseTests {
    static let tokens = """
        {
          "radius": { "$type": "dimension", "$value": { "value": 0.5, "unit": "rem" } },
          "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } }
        }

        """

    /// Imports the tokens with `arguments`; the exit status, the theme written and standard error.
    static func importTokens(_ arguments: [String], config: String? = nil) throws -> (Int32, String?, String) {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("tokens.json", tokens)
        var extra = arguments
        if let config {
            try temp.write("themec.yml", config)
            extra += ["--config", temp.url("themec.yml")]
        }
        let run = themec(["import", "dtcg", temp.url("tokens.json"), "--output", temp.url("Themes")] + extra)
        return (run.status, temp.read("Themes/Tokens.yaml"), run.standardError)
    }

    @Test(
        "The rem base: the flag, then themec.yml, then 16",
        arguments: [
            ([String](), nil as String?, "8", "16"),
            (["--no-config"], nil, "8", "16"),
            ([], "import:\n  remBase: 10\n", "5", "10"),
            (["--rem-base", "20"], "import:\n  remBase: 10\n", "10", "20"),
            (["--rem-base=17.5"], nil, "8.75", "17.5"),
        ])
    func remBase(_ arguments: [String], _ config: String?, _ points: String, _ base: String) throws {
        let (status, theme, errors) = try Self.importTokens(arguments, config: config)
        #expect(status == 0, "\(errors)")
        let yaml = try #require(theme)
        #expect(yaml.contains("  radius: \(points)\n"), "\(yaml)")
        #expect(yaml.contains("  gap: 12\n"))
        #expect(errors.contains("dimension token 'radius' is in rem; converted at 1rem = \(base)pt"), "\(errors)")
    }

    @Test("A rem base that is not a positive number is refused, on the command line and in themec.yml")
    func invalid() throws {
        for value in ["0", "-4", "big", "inf"] {
            let (status, theme, errors) = try Self.importTokens(["--rem-base", value])
            #expect(status == 64)
            #expect(theme == nil)
            #expect(errors.hasPrefix("error: invalid value '\(value)' for option '--rem-base'"), "\(errors)")
        }
        let (status, theme, errors) = try Self.importTokens([], config: "import:\n  remBase: 0\n")
        #expect(status == 1)
        #expect(theme == nil)
        #expect(errors.contains("themec.yml:2:12: error: 'import.remBase' must be a number of points"), "\(errors)")
    }
}
