import Foundation
import Testing
import ThemecCore
import ThemecTestSupport

@testable import ThemecCLI

/// `schema/theme.schema.json` against the compiler: the same keys at every level, the same words, the
/// repository's themes and fixtures valid, and mistakes the schema can express rejected by both.
@Suite("Theme JSON Schema")
struct ThemeSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemaPath = repository.appendingPathComponent("schema/theme.schema.json").path

    static func schema() throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: schemaPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The object at `path` in the schema: `$defs` names and `properties` keys, following `$ref`s.
    static func node(_ schema: [String: Any], _ path: [String]) throws -> [String: Any] {
        var current = schema
        for key in path {
            if let reference = current["$ref"] as? String, current["properties"] == nil {
                current = try resolve(schema, reference)
            }
            if key.hasPrefix("#") {
                current = try resolve(schema, key)
            } else {
                let properties = try #require(current["properties"] as? [String: Any], "no properties at \(key)")
                current = try #require(properties[key] as? [String: Any], "no property \(key)")
            }
        }
        if let reference = current["$ref"] as? String, current["properties"] == nil, current["enum"] == nil {
            current = try resolve(schema, reference)
        }
        return current
    }

    static func resolve(_ schema: [String: Any], _ reference: String) throws -> [String: Any] {
        let name = String(try #require(reference.split(separator: "/").last))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        return try #require(definitions[name] as? [String: Any], "no $defs/\(name)")
    }

    /// The keys an object schema allows; the object must forbid any other.
    static func keys(_ object: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) -> Set<String> {
        #expect(object["additionalProperties"] as? Bool == false, sourceLocation: sourceLocation)
        #expect(object["description"] is String, sourceLocation: sourceLocation)
        let properties = object["properties"] as? [String: Any] ?? [:]
        for (key, value) in properties {
            #expect((value as? [String: Any])?["description"] is String, "\(key) has no description")
        }
        return Set(properties.keys)
    }

    /// The object variant of an `anyOf` (padding: a length or a mapping).
    static func objectVariant(_ schema: [String: Any], _ node: [String: Any]) throws -> [String: Any] {
        let variants = try #require(node["anyOf"] as? [[String: Any]])
        return try #require(variants.first { $0["properties"] != nil })
    }

    @Test("The schema allows exactly the keys the compiler accepts, at every level")
    func sameKeys() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(Self.keys(schema) == Set(ThemeFormat.rootKeys))
        #expect(schema["required"] as? [String] == ["theme"])
        let levels: [(path: [String], keys: [String])] = [
            (["#/$defs/appearanceColor"], ThemeFormat.semanticColorKeys),
            (["#/$defs/opacityColor"], ThemeFormat.opacityKeys),
            (["#/$defs/paletteOpacityColor"], ThemeFormat.opacityKeys),
            (["#/$defs/buttonStyle"], ThemeFormat.buttonStyleKeys),
            (["#/$defs/buttonStyle", "roles"], ThemeFormat.roleNames),
            (["#/$defs/role"], ThemeFormat.roleKeys),
            (["#/$defs/state"], ThemeFormat.stateOverrideKeys),
            (["#/$defs/border"], ThemeFormat.borderKeys),
            (["#/$defs/styleBorder"], ThemeFormat.borderKeys),
            (["#/$defs/buttonStyle", "shadow"], ThemeFormat.shadowKeys),
            (["#/$defs/buttonStyle", "size"], ThemeFormat.sizeKeys),
            (["#/$defs/buttonStyle", "animation"], ThemeFormat.animationKeys),
            (["#/$defs/listSection"], ThemeFormat.listSectionKeys),
            (["lint"], ThemeFormat.lintKeys),
            (["#/$defs/contrastPair"], ThemeFormat.contrastPairKeys),
            (["#/$defs/typography"], ThemeFormat.typographyKeys),
        ]
        for level in levels {
            let object = try Self.node(schema, level.path)
            #expect(Self.keys(object) == Set(level.keys), "\(level.path)")
        }
        let padding = try Self.objectVariant(schema, try Self.node(schema, ["#/$defs/padding"]))
        #expect(Set((padding["properties"] as? [String: Any] ?? [:]).keys) == Set(ThemeFormat.paddingKeys))
        #expect(
            Set(try Self.node(schema, ["#/$defs/appearanceColor"])["required"] as? [String] ?? []) == ["light", "dark"])
    }

    @Test("Enumerations and system colour names are the compiler's")
    func sameWords() throws {
        let schema = try Self.schema()
        func words(_ path: [String]) throws -> [String] {
            try #require(try Self.node(schema, path)["enum"] as? [String], "\(path)")
        }
        #expect(try words(["#/$defs/buttonStyle", "layout"]) == ThemeFormat.layouts)
        #expect(try words(["#/$defs/buttonStyle", "alignment"]) == ThemeFormat.alignments)
        #expect(try words(["#/$defs/buttonStyle", "fontWeight"]) == ThemeFormat.fontWeights)
        #expect(try words(["#/$defs/buttonStyle", "animation", "curve"]) == ThemeFormat.animationCurves)
        #expect(try words(["#/$defs/typography", "textStyle"]) == ThemeFormat.textStyles)
        #expect(try words(["#/$defs/typography", "scaling"]) == ThemeFormat.typographyScalings)
        let weights = try #require(Self.node(schema, ["#/$defs/typography", "weight"])["anyOf"] as? [[String: Any]])
        #expect(weights.first?["enum"] as? [String] == ThemeFormat.fontWeights)
        let fonts = try #require(Self.node(schema, ["#/$defs/fontFamily"])["anyOf"] as? [[String: Any]])
        #expect(fonts.contains { $0["enum"] as? [String] == FontFamily.systemNames })
        let system = try Self.node(schema, ["#/$defs/systemColorReference"])
        #expect(system["examples"] as? [String] == SystemColors.all.map { "{system.\($0.name)}" })
        let pattern = try #require(system["pattern"] as? String)
        let alternatives = try #require(pattern.split(separator: "(").last?.split(separator: ")").first)
        #expect(alternatives.split(separator: "|").map(String.init) == SystemColors.all.map(\.name))
    }

    /// Mistakes the schema can express; each must be an error for the compiler too.
    static let invalid: [(name: String, yaml: String)] = [
        ("unknown root key", "theme: T\ncolours:\n  accent: \"#007AFF\"\n"),
        ("missing theme", "colors:\n  accent: \"#007AFF\"\n"),
        ("light without dark", "theme: T\ncolors:\n  accent: { light: \"#007AFF\" }\n"),
        ("five hex digits", "theme: T\ncolors:\n  accent: \"#007AF\"\n"),
        ("rgb channel above 255", "theme: T\ncolors:\n  accent: \"rgb(0, 122, 256)\"\n"),
        ("unknown colour space", "theme: T\ncolors:\n  accent: \"color(display-p4 1 0 0)\"\n"),
        ("color() with two channels", "theme: T\ncolors:\n  accent: \"color(display-p3 1 0)\"\n"),
        ("opacity above 1", "theme: T\ncolors:\n  accent: { color: \"#007AFF\", opacity: 1.5 }\n"),
        ("unknown system colour", "theme: T\ncolors:\n  accent: \"{system.systemMagenta}\"\n"),
        ("unknown appearance", "theme: T\ncolors:\n  accent: { light: \"#000\", dark: \"#FFF\", dim: \"#888\" }\n"),
        ("quoted radius", "theme: T\nradii:\n  button: \"8\"\n"),
        ("negative spacing", "theme: T\nspacing:\n  row: -4\n"),
        ("radius referring to spacing", "theme: T\nradii:\n  button: \"{spacing.row}\"\nspacing:\n  row: 4\n"),
        (
            "palette referring to colors",
            "theme: T\npalette:\n  blue: \"{colors.accent}\"\ncolors:\n  accent: \"#007AFF\"\n"
        ),
        ("unknown font weight", "theme: T\nbuttonStyles:\n  cta: { fontWeight: heavyish }\n"),
        ("opacity token above 1", "theme: T\nopacity:\n  disabled: 1.5\n"),
        ("negative size", "theme: T\nsizes:\n  icon: -1\n"),
        ("quoted duration", "theme: T\ndurations:\n  press: \"0.2\"\n"),
        ("size referring to spacing", "theme: T\nsizes:\n  icon: \"{spacing.row}\"\nspacing:\n  row: 4\n"),
        ("font referring to colors", "theme: T\nfonts:\n  body: \"{colors.accent}\"\ncolors:\n  accent: \"#000\"\n"),
        ("typography weight above 1000", "theme: T\ntypography:\n  body: { size: 17, weight: 1200 }\n"),
        ("typography without size or text style", "theme: T\ntypography:\n  body: { weight: bold }\n"),
        ("unknown typography key", "theme: T\ntypography:\n  body: { size: 17, sise: 3 }\n"),
        ("unknown text style", "theme: T\ntypography:\n  body: { textStyle: bodie }\n"),
        ("unknown button style key", "theme: T\nbuttonStyles:\n  cta: { cornerRadiu: 4 }\n"),
        ("unknown role", "theme: T\nbuttonStyles:\n  cta: { roles: { primary: { opacity: 0.5 } } }\n"),
        ("scale out of range", "theme: T\nbuttonStyles:\n  cta: { pressed: { scale: 20 } }\n"),
        ("style border without width", "theme: T\nbuttonStyles:\n  cta: { border: { color: \"#000\" } }\n"),
        ("unknown list section key", "theme: T\nlistSections:\n  grouped: { rowHeight: 44 }\n"),
        ("quoted boolean in lint", "theme: T\nlint:\n  largeText: \"true\"\n"),
        (
            "contrast pair without background",
            "theme: T\ncolors:\n  label: \"#000\"\nlint:\n  contrast:\n    - { foreground: \"{colors.label}\" }\n"
        ),
    ]

    /// The compiler's half of the next test, which needs no Python.
    @Test("The compiler rejects every mistake the schema must reject")
    func compilerRejectsTheMistakes() {
        for (name, yaml) in Self.invalid {
            let compiled = ThemeSetLoader.load(files: [("T.yaml", Array(yaml.utf8))])
            #expect(compiled.themeSet == nil, "the compiler accepts '\(name)'")
        }
    }

    @Test(
        "Every theme in Themes/ and the fixtures is valid; the mistakes are rejected by schema and compiler",
        .needs(.jsonSchema))
    func validation() throws {
        try OptionalTests.require(.jsonSchema)
        var documents: [[String: String]] = []
        var validNames: [String] = []
        let fileManager = FileManager.default
        for folder in ["Themes", "Tests/AssetCatalogTests/Fixture", "Examples/ThemedApp/Sources/ThemedApp/Themes"] {
            let directory = Self.repository.appendingPathComponent(folder).path
            for name in try fileManager.contentsOfDirectory(atPath: directory).sorted() where name.hasSuffix(".yaml") {
                let path = directory + "/" + name
                documents.append(["name": folder + "/" + name, "path": path])
                validNames.append(folder + "/" + name)
            }
        }
        #expect(validNames.count >= 6)
        // The starter themes `themec init` writes.
        for (name, contents) in InitTemplates.files {
            #expect(contents.hasPrefix("# yaml-language-server: $schema=\(InitTemplates.schemaPath)\n"))
            documents.append(["name": "init/" + name, "text": contents])
            validNames.append("init/" + name)
        }
        for (name, yaml) in Self.invalid {
            documents.append(["name": name, "text": yaml])
        }
        let results = try Self.runValidator(documents)
        for name in validNames {
            #expect(results[name] == [], "\(name): \(results[name] ?? ["not validated"])")
        }
        for (name, _) in Self.invalid {
            #expect(results[name]?.isEmpty == false, "the schema accepts '\(name)'")
        }
    }

    /// Runs `validate_theme_schema.py` once over `documents`; the errors of each document by name.
    static func runValidator(_ documents: [[String: String]], schema: String = schemaPath) throws
        -> [String: [String]]
    {
        let request: [String: Any] = ["schema": schema, "documents": documents]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", repository.appendingPathComponent("Tests/ThemeSchemaTests/validate_theme_schema.py").path,
        ]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A validator that exits early (python3 missing) must fail this test, not end the test process with
        // SIGPIPE: the write then throws EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "validate_theme_schema.py failed: \(message)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    }
}
