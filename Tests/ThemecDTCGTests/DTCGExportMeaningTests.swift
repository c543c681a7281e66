import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// `import(export(set))` for a set using every group the export writes, a system colour and aliases.
@Suite struct ExportMeaningTests {
    static let theme = """
        theme: Every
        palette:
          blue: "#007AFF"
        colors:
          label: "{system.label}"
          faint: { color: "{system.secondaryLabel}", opacity: 0.5 }
          accent: { light: "{palette.blue}", dark: "#0A84FF" }
          link: "{colors.accent}"
          pressed: { light: "{colors.link}", dark: "{palette.blue}" }
        radii:
          card: 12
        spacing:
          row: 16
        sizes:
          icon:
            small: 16
          touch: 44
          target: "{sizes.touch}"
        opacity:
          disabled: 0.38
        numbers:
          ratio: 1.25
          below: -1
        durations:
          quick: 0.15
        fonts:
          hiragino: HiraginoSans-W3
          rounded: systemRounded
          heading: "{fonts.rounded}"
        typography:
          header: { font: "{fonts.hiragino}", size: 12, scaling: fixed }
          button: { textStyle: body, weight: bold }
          emphasis: "{typography.button}"
          title: { font: "{fonts.rounded}", size: 34, weight: 600, lineHeight: 41, tracking: -0.4, textStyle: largeTitle }
        """

    static func roundTrip() throws -> (before: ResolvedThemeSet, after: ResolvedThemeSet, yaml: String) {
        let original = load([("Every", theme)])
        let set = try #require(original.themeSet, "\(original.diagnostics)")
        let aliases = DTCGExportAliases(set: set) { $0 == "Themes/Every.yaml" ? Array(theme.utf8) : nil }
        let files = DTCGExporter.export(set, aliases: aliases)
        let memory = Dictionary(uniqueKeysWithValues: files.map { ("out/" + $0.path, $0.contents) })
        let result = DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: "out/Every.resolver.json", themeName: nil, read: reader(memory))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let imported = try #require(result.theme)
        let reloaded = load([imported])
        return (set, try #require(reloaded.themeSet, "\(reloaded.diagnostics)\n\(imported.yaml)"), imported.yaml)
    }

    @Test func everyTokenResolvesTheSameInEveryAppearance() throws {
        let (before, after, _) = try Self.roundTrip()
        var compared = 0
        for (group, infos) in [
            ("palette", before.palette), ("colors", before.colors), ("radii", before.radii),
            ("spacing", before.spacing), ("sizes", before.sizes), ("opacity", before.opacity),
            ("numbers", before.numbers), ("durations", before.durations), ("fonts", before.fonts),
            ("typography", before.typography),
        ] {
            #expect(!infos.isEmpty, "\(group)")
            for info in infos {
                for appearance in Appearance.allCases {
                    let query = TokenQuery(
                        theme: "Every", token: "\(group).\(info.name.dottedPath)", appearance: appearance)
                    #expect(after.lookup(query) == (try before.lookup(query).get()).asSuccess, "\(query)")
                    compared += 1
                }
            }
        }
        #expect(compared == 4 * 22)
    }

    @Test func aliasesComeBackAsTheSameAliasesInEveryAppearance() throws {
        let (_, _, yaml) = try Self.roundTrip()
        for line in [
            "  accent:\n    light: \"{palette.blue}\"\n    dark: \"#0A84FF\"\n", "  link: \"{colors.accent}\"\n",
            "  pressed:\n    light: \"{colors.link}\"\n    dark: \"{palette.blue}\"\n", "  target: \"{sizes.touch}\"\n",
            "  heading: \"{fonts.rounded}\"\n", "  emphasis: \"{typography.button}\"\n",
        ] {
            #expect(yaml.contains(line), "\(line)\n\(yaml)")
        }
    }

    @Test func systemColoursComeBackAsSystemColours() throws {
        let (_, after, yaml) = try Self.roundTrip()
        #expect(yaml.contains("  label: \"{system.label}\"\n"))
        #expect(yaml.contains("  faint: { color: \"{system.secondaryLabel}\", opacity: 0.5 }\n"))
        let index = try #require(after.colors.firstIndex { $0.name.identifier == "label" })
        #expect(after.themes[0].colors[index].wholeSystemColor?.name == "label")
    }

    @Test func newTypesAreWrittenAsDTCG2025() throws {
        let set = try #require(load([("Every", Self.theme)]).themeSet)
        let tokens = try #require(DTCGExporter.export(set).first { $0.path == "tokens.json" }?.contents)
        for expected in [
            "\"$type\": \"fontFamily\"", "\"$type\": \"typography\"", "\"$type\": \"duration\"",
            "\"unit\": \"s\"", "\"$type\": \"number\"", "\"fontSize\": {", "\"textStyle\": \"largeTitle\"",
            "\"system\": \"label\"",
        ] {
            #expect(tokens.contains(expected), "\(expected)")
        }
    }
}

extension ResolvedValue {
    var asSuccess: Result<ResolvedValue, LookupError> { .success(self) }
}
