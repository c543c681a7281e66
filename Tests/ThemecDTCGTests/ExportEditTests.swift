import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// A themec export whose shadow or transition tokens were edited by hand (or by Tokens Studio, Figma) after
/// the export: each edited token comes back as its edited value with an `edited-since-export` warning at it,
/// never as the declaration the root `dev.themec` entry still holds; reformatting is no edit; a deleted
/// token is not written back from the entry (docs/DTCG.md, "Export").
@Suite struct ExportEditTests {
    /// The export of `ExportMeaningTests.theme`, by path under `out/`.
    static func exported() throws -> [String: String] {
        let theme = ExportMeaningTests.theme
        let set = try #require(load([("Every", theme)]).themeSet)
        let aliases = DTCGExportAliases(set: set) { $0 == "Themes/Every.yaml" ? Array(theme.utf8) : nil }
        return Dictionary(
            uniqueKeysWithValues: DTCGExporter.export(set, aliases: aliases).map { ("out/" + $0.path, $0.contents) })
    }

    static func importing(_ files: [String: String]) -> DTCGImportResult {
        DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: "out/Every.resolver.json", themeName: nil, read: reader(files))
    }

    /// `text` with the first `old` after the token `token` of the group of type `type` replaced (the root
    /// entry, which comes first, names the same tokens).
    static func edit(_ text: String, type: String, token: String, _ old: String, _ new: String) throws -> String {
        let group = try #require(text.range(of: "\"$type\": \"\(type)\""))
        let start = try #require(text.range(of: "\"\(token)\": {", range: group.upperBound..<text.endIndex))
        let found = try #require(text.range(of: old, range: start.upperBound..<text.endIndex))
        return text.replacingCharacters(in: found, with: new)
    }

    /// `text` without the token `token` of the group of type `type`, and the comma that separated it.
    static func deleting(_ text: String, type: String, token: String) throws -> String {
        let group = try #require(text.range(of: "\"$type\": \"\(type)\""))
        let start = try #require(text.range(of: "\"\(token)\": {", range: group.upperBound..<text.endIndex))
        var depth = 0
        var index = text.index(before: start.upperBound)
        repeat {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" { depth -= 1 }
            index = text.index(after: index)
        } while depth > 0
        if let next = text[index...].firstIndex(where: { !$0.isWhitespace }), text[next] == "," {
            return text.replacingCharacters(in: start.lowerBound...next, with: "")
        }
        let comma = try #require(text[..<start.lowerBound].lastIndex(of: ","))
        return text.replacingCharacters(in: comma..<index, with: "")
    }

    /// The import of `files`: its YAML, the set it loads as, and its warnings.
    static func imported(_ files: [String: String]) throws -> (
        yaml: String, set: ResolvedThemeSet, warnings: [Diagnostic]
    ) {
        let result = importing(files)
        let yaml = try #require(result.theme?.yaml, "\(result.diagnostics)")
        let loaded = load([(name: "Every", yaml: yaml)])
        return (yaml, try #require(loaded.themeSet, "\(loaded.diagnostics)\n\(yaml)"), result.diagnostics)
    }

    static func expectEdited(_ warnings: [Diagnostic], _ names: [String], file: String = "out/tokens.json") {
        let edited = warnings.filter { $0.id == .editedSinceExport }
        #expect(
            edited.map(\.message.text).sorted()
                == names.sorted().map { name in
                    "\(name.hasPrefix("shadows") ? "shadow" : "transition") token '\(name)' was edited since themec exported it: imported from its value, not from its declaration in the file's 'dev.themec' entry (a named curve, a spring, a colour per appearance)"
                })
        for warning in edited {
            #expect(warning.range?.file == file && (warning.range?.start.line ?? 0) > 1, "\(warning)")
        }
    }

    @Test func anUneditedExportGivesTheDeclarationsAndEveryTokenHasADigest() throws {
        let files = try Self.exported()
        let tokens = try #require(files["out/tokens.json"])
        // 6 shadows and 8 animations, each with the digest of its value.
        #expect(tokens.components(separatedBy: "\"valueDigest\": \"").count - 1 == 6 + 8)
        let dark = try #require(files["out/Every/dark.tokens.json"])
        #expect(dark.contains("\"valueDigest\": \""))
        let (yaml, _, warnings) = try Self.imported(files)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(yaml.contains("  bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } } }\n"))
    }

    @Test func reformattingTheFilesIsNoEdit() throws {
        let files = try Self.exported()
        var reformatted: [String: String] = [:]
        for (path, text) in files {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            // Keys sorted, no whitespace: the order and layout of every object change.
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            reformatted[path] = String(decoding: data, as: UTF8.self)
        }
        #expect(reformatted["out/tokens.json"] != files["out/tokens.json"])
        let (_, before, _) = try Self.imported(files)
        let (yaml, after, warnings) = try Self.imported(reformatted)
        #expect(warnings.isEmpty, "\(warnings)")
        _ = try expectSameMeaning(before, after)
        // The entry's keys are sorted too.
        #expect(yaml.contains("  bouncy: { curve: { spring: { dampingFraction: 0.6, response: 0.3 } } }\n"), "\(yaml)")
    }

    @Test func anEditedShadowColourOrBlurComesBackEdited() throws {
        var files = try Self.exported()
        var tokens = try #require(files["out/tokens.json"])
        // `elevation.high`'s second layer from #0000001A to #FF000080; `elevation.low`'s blur from 4 to 10.
        tokens = try Self.edit(
            tokens, type: "shadow", token: "high", "\"components\": [0, 0, 0]", "\"components\": [1, 0, 0]")
        tokens = try Self.edit(tokens, type: "shadow", token: "high", "\"alpha\": 0.101961", "\"alpha\": 0.501961")
        tokens = try Self.edit(tokens, type: "shadow", token: "low", "\"value\": 4,", "\"value\": 10,")
        files["out/tokens.json"] = tokens
        let (yaml, after, warnings) = try Self.imported(files)
        Self.expectEdited(warnings, ["shadows.elevation.high", "shadows.elevation.low"])
        #expect(warnings.count == 2, "\(warnings)")
        // In their declarations' places; a layer colour's reference comes back as its value.
        #expect(
            yaml.contains(
                "  elevation: { high: [{ color: \"#007AFF\", radius: 1, x: 0, y: 1 }, { color: \"#FF000080\", radius: 12, x: -1, y: 8 }], three: "
            ), "\(yaml)")
        #expect(
            yaml.contains("low: { color: \"#00000026\", radius: 5, x: 0, y: 0, description: \"Rows.\" } }\n"), "\(yaml)"
        )
        let high = try #require(after.shadows.firstIndex { $0.name.dottedPath == "elevation.high" })
        #expect(
            after.themes[0].shadows[high].layers[1].color[.dark].rgba == RGBA(red: 255, green: 0, blue: 0, alpha: 128))
        // The others are still the declarations (a colour per appearance, a reference).
        #expect(
            yaml.contains(
                "  card: { color: \"{colors.shade}\", radius: 4, \"y\": \"{sizes.lift}\", description: \"Cards.\" }\n"),
            "\(yaml)")
    }

    @Test func anEditedTransitionDurationOrCurveComesBackEdited() throws {
        var files = try Self.exported()
        var tokens = try #require(files["out/tokens.json"])
        tokens = try Self.edit(tokens, type: "transition", token: "both", "\"value\": 0.3", "\"value\": 0.5")
        tokens = try Self.edit(
            tokens, type: "transition", token: "bouncy", "\"timingFunction\": [0, 0, 0.58, 1]",
            "\"timingFunction\": [0.3, 0, 0.7, 1]")
        files["out/tokens.json"] = tokens
        let (yaml, after, warnings) = try Self.imported(files)
        Self.expectEdited(warnings, ["animations.both", "animations.bouncy"])
        #expect(warnings.count == 2, "\(warnings)")
        // The curve the token still names stays; the spring, whose curve was edited, is the Bézier it now is.
        #expect(yaml.contains("  both: { curve: easeInOut, duration: 0.5, description: \"Both ways.\" }\n"), "\(yaml)")
        #expect(yaml.contains("  bouncy: { curve: [0.3, 0, 0.7, 1], duration: 0.3 }\n"), "\(yaml)")
        #expect(yaml.contains("  settle: { curve: { spring: { response: 0.5, dampingFraction: 0.825 } } }\n"))
        let bouncy = try #require(after.animations.firstIndex { $0.name.dottedPath == "bouncy" })
        #expect(after.themes[0].animations[bouncy].curve == .bezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1))
    }

    /// A shadow is written per appearance where its colours differ: an edit in one appearance file is an edit.
    @Test func anEditInOneAppearanceFileIsAnEdit() throws {
        var files = try Self.exported()
        let dark = try #require(files["out/Every/dark.tokens.json"])
        files["out/Every/dark.tokens.json"] = try Self.edit(
            dark, type: "shadow", token: "three", "\"components\": [1, 1, 1]", "\"components\": [1, 0, 0]")
        let (yaml, _, warnings) = try Self.imported(files)
        Self.expectEdited(warnings, ["shadows.elevation.three"], file: "out/Every/dark.tokens.json")
        // Its value now differs by appearance, which a theme shadow read from DTCG cannot hold: refused, and
        // not written back from the entry.
        #expect(warnings.contains { $0.id == .variesByMode && $0.message.text.contains("'shadows.elevation.three'") })
        #expect(!yaml.contains("three:"), "\(yaml)")
        #expect(yaml.contains("  elevation: { high: [{ color: \"{palette.blue}\""), "\(yaml)")
    }

    @Test func aDeletedTokenIsNotWrittenBackFromTheEntry() throws {
        var files = try Self.exported()
        var tokens = try #require(files["out/tokens.json"])
        tokens = try Self.deleting(tokens, type: "transition", token: "fade")
        tokens = try Self.deleting(tokens, type: "shadow", token: "low")
        files["out/tokens.json"] = tokens
        let (yaml, after, warnings) = try Self.imported(files)
        let deleted = warnings.filter { $0.id == .deletedSinceExport }
        #expect(
            deleted.map(\.message.text) == [
                "'shadows.elevation.low' is declared in the file's 'dev.themec' entry but its token was deleted since the export; not imported",
                "'animations.fade' is declared in the file's 'dev.themec' entry but its token was deleted since the export; not imported",
            ], "\(warnings)")
        // Located at the entry's member.
        #expect(deleted.allSatisfy { $0.range?.file == "out/tokens.json" && ($0.range?.start.line ?? 0) > 1 })
        #expect(warnings.count == 2, "\(warnings)")
        #expect(!yaml.contains("fade:") && !yaml.contains(" low: "), "\(yaml)")
        #expect(!after.animations.contains { $0.name.dottedPath == "fade" })
        #expect(!after.shadows.contains { $0.name.dottedPath == "elevation.low" })
        #expect(after.shadows.contains { $0.name.dottedPath == "elevation.four" })
    }

    /// A transition token added after the export is imported by the usual rules into the same `animations`
    /// section; one whose name the entry declares is a name collision.
    @Test func anAddedTokenIsImportedBesideTheDeclarations() throws {
        var files = try Self.exported()
        let tokens = try #require(files["out/tokens.json"])
        let value = """
            { "duration": { "value": 0.4, "unit": "s" }, "delay": { "value": 0, "unit": "s" }, "timingFunction": [0.1, 0, 0.2, 1] }
            """
        files["out/tokens.json"] = tokens.replacingOccurrences(
            of: "  \"animations\": {\n    \"$type\": \"transition\",\n",
            with: """
                  "motion": { "fade": { "$type": "transition", "$value": \(value) } },
                  "animations": {
                    "$type": "transition",
                    "extra": { "$value": \(value) },

                """)
        let (yaml, _, warnings) = try Self.imported(files)
        #expect(warnings.map(\.id) == [.nameCollision], "\(warnings)")
        #expect(warnings.first?.message.text.contains("'motion.fade' and 'animations.fade'") == true, "\(warnings)")
        #expect(yaml.components(separatedBy: "\nanimations:\n").count == 2, "\(yaml)")
        #expect(yaml.contains("  extra: { curve: [0.1, 0, 0.2, 1], duration: 0.4 }\n"), "\(yaml)")
        #expect(yaml.contains("  fade: { curve: linear, duration: 0.1 }\n"), "\(yaml)")
    }
}
