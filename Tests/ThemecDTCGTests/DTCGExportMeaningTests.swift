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
          shade: { light: "#00000033", dark: "#000000" }
        radii:
          card: 12
        spacing:
          row: 16
        sizes:
          icon:
            small: 16
          touch: 44
          target: "{sizes.touch}"
          lift: 2
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
        shadows:
          card: { color: "{colors.shade}", radius: 4, y: "{sizes.lift}", description: Cards. }
          elevation:
            high:
              - { color: "{palette.blue}", radius: 1, y: 1 }
              - { color: "#0000001A", radius: 12, x: -1, y: 8 }
            three:
              - { color: "#00000010", radius: 1 }
              - { color: { light: "#00000020", dark: "#FFFFFF20" }, radius: 2.5, y: 1 }
              - { color: "{colors.accent}", radius: 3, x: 0.5, y: 2 }
            four:
              - { color: "#00000010", radius: 0 }
              - { color: "{system.label}", radius: 2, y: 1 }
              - { color: "{colors.pressed}", radius: 3, y: 2 }
              - { color: "#33000080", radius: 4, y: -3 }
            low: { layers: [{ color: "#00000026", radius: 2 }], description: Rows. }
          raised: "{shadows.card}"
        animations:
          fade: { curve: linear, duration: 0.1 }
          enter: { curve: easeIn, duration: 0.2 }
          press: { curve: easeOut, duration: "{durations.quick}" }
          both: { curve: easeInOut, duration: 0.3, description: Both ways. }
          emphasized: { curve: [0.2, 0, 0, 1], duration: 0.35 }
          bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } } }
          settle: { curve: { spring: { response: 0.5, dampingFraction: 0.825 } } }
          tap: "{animations.press}"
        buttonStyles:
          # A comment the export does not keep.
          thema:
            foreground: "{colors.link}"
            background: { light: "{palette.blue}", dark: "#0A84FF" }
            font: "{typography.button}"
            padding: { vertical: 16, horizontal: "{spacing.row}" }
            cornerRadius: "{radii.card}"
            shadow: "{shadows.elevation.high}"
            animation: "{animations.bouncy}"
            disabled: { foreground: "{colors.faint}", opacity: 0.5 }
            pressed: { opacity: 0.8, scale: 0.97 }
            roles:
              destructive: { background: "#FF3B30", pressed: { opacity: 0.6 } }
          option:
            layout: listRow
            alignment: leading
            foreground: "{colors.accent}"
            border: { color: "{colors.label}", width: 2 }
            size: { width: 100, height: 40 }
            shadow: { color: "{colors.shade}", radius: 2, y: 1 }
            animation: { curve: easeOut, duration: 0.2 }
            scaling: fixed
            selected: { foreground: "{colors.pressed}", background: "{colors.accent}" }
            hovered: { opacity: 0.9 }
        listSections:
          grouped:
            cornerRadius: "{radii.card}"
            rowBackground: "{system.secondarySystemGroupedBackground}"
            rowMinHeight: 44
            rowPadding: { horizontal: 16 }
            headerForeground: "{colors.faint}"
            headerFont: "{typography.header}"
            headerPadding: { horizontal: "{spacing.row}", top: 8, bottom: 4 }
            spacing: 32
            separator: { color: "{colors.shade}", leading: 20 }
          cards:
            cornerRadius: 12
            separator: hidden
            headerForeground: "{colors.label}"
            spacing: 24
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
        for (group, infos) in before.tokenGroups { #expect(!infos.isEmpty, "\(group)") }
        #expect(try expectSameMeaning(before, after) == 4 * (24 + 6 + 8) + 2 + 2)
    }

    @Test func stylesAndSectionsComeBackAsDeclared() throws {
        let (_, _, yaml) = try Self.roundTrip()
        for line in [
            "  thema: { foreground: \"{colors.link}\", background: { light: \"{palette.blue}\", dark: \"#0A84FF\" }, ",
            "shadow: \"{shadows.elevation.high}\", animation: \"{animations.bouncy}\", ",
            "roles: { destructive: { background: \"#FF3B30\", pressed: { opacity: 0.6 } } } }\n",
            "  cards: { cornerRadius: 12, separator: hidden, headerForeground: \"{colors.label}\", spacing: 24 }\n",
            "  raised: \"{shadows.card}\"\n",
            "  bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } } }\n",
            "  press: { curve: easeOut, duration: \"{durations.quick}\" }\n",
        ] {
            #expect(yaml.contains(line), "\(line)\n\(yaml)")
        }
    }

    /// Without the declarations entry (an export made without the theme files), named curves and springs come
    /// back from their transition tokens' `dev.themec` entries; an edited curve is taken as it is.
    @Test func curvesAndSpringsComeBackFromTheirTransitionTokens() throws {
        let set = try #require(load([("Every", Self.theme)]).themeSet)
        var memory = Dictionary(
            uniqueKeysWithValues: DTCGExporter.export(set).map { ("out/" + $0.path, $0.contents) })
        // `both` edited by hand: its points are no longer easeInOut's.
        let tokens = try #require(memory["out/tokens.json"])
        let edited = tokens.replacingOccurrences(
            of: "\"timingFunction\": [0.42, 0, 0.58, 1]", with: "\"timingFunction\": [0.4, 0, 0.6, 1]")
        #expect(edited != tokens)
        memory["out/tokens.json"] = edited
        let result = DTCGImporter.importTheme(
            tokensPath: nil, resolverPath: "out/Every.resolver.json", themeName: nil, read: reader(memory))
        let yaml = try #require(result.theme?.yaml)
        for line in [
            "  fade: { curve: linear, duration: 0.1 }\n", "  enter: { curve: easeIn, duration: 0.2 }\n",
            "  press: { curve: easeOut, duration: 0.15 }\n", "  both: { curve: [0.4, 0, 0.6, 1], duration: 0.3 }\n",
            "  emphasized: { curve: [0.2, 0, 0, 1], duration: 0.35 }\n",
            "  bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } } }\n",
            "  settle: { curve: { spring: { response: 0.5, dampingFraction: 0.825 } } }\n",
        ] {
            #expect(yaml.contains(line), "\(line)\n\(yaml)")
        }
        let after = try #require(load([(name: "Every", yaml: yaml)]).themeSet)
        for (index, info) in set.animations.enumerated() where info.name.dottedPath != "both" {
            let other = try #require(after.animations.firstIndex { $0.name.dottedPath == info.name.dottedPath })
            #expect(after.themes[0].animations[other] == set.themes[0].animations[index], "\(info.name)")
        }
    }

    /// A hand-edited declarations entry is written back as YAML that reads as the same strings, whatever they
    /// hold; a group that is not an object is left out.
    @Test func declarationsEntryIsWrittenBackAsSafeYAML() throws {
        let json = """
            {
              "$extensions": { "dev.themec": {
                "buttonStyles": { "odd: name": { "foreground": "{colors.fg}", "note": "a\\nb # c \\u0007", "n": null,
                  "t": true, "list": [1, "two", {}] } },
                "listSections": 3
              } },
              "colors": { "fg": { "$type": "color", "$value": "#000000" } }
            }
            """
        let root = try JSONParser.parse(json, file: "t.json")
        let style = try #require(root["$extensions"]?["dev.themec"]?["buttonStyles"]?["odd: name"])
        let flow = DTCGImportedDeclarations.flow(style)
        #expect(
            flow
                == "{ foreground: \"{colors.fg}\", note: \"a\\nb # c \\x07\", \"n\": null, t: true, list: [1, two, {}] }"
        )
        // The YAML reads: the style's made-up keys are the loader's errors, at the style's line, not YAML syntax.
        let yaml = "theme: Test\ncolors:\n  fg: \"#000000\"\nbuttonStyles:\n  \"odd: name\": \(flow)\n"
        let loaded = load([(name: "Test", yaml: yaml)])
        #expect(!loaded.diagnostics.contains { $0.id.rawValue == "yaml-syntax" }, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.contains { $0.range?.start.line == 5 }, "\(loaded.diagnostics)")
        // The import leaves that style out, saying so at the style in the token file, and writes the rest.
        let result = importJSON(json)
        let imported = try #require(result.theme?.yaml)
        #expect(!imported.contains("buttonStyles") && !imported.contains("listSections"), "\(imported)")
        let warning = try #require(result.diagnostics.first { $0.id == .themeFormatRefused })
        #expect(warning.message.text.hasPrefix("'buttonStyles.odd: name' of the 'dev.themec' entry is not imported"))
        #expect(warning.range?.file == "tokens.json" && warning.range?.start.line == 3)
        #expect(!load([(name: "Test", yaml: imported)]).diagnostics.containsErrors)
    }

    @Test func shadowsAndAnimationsAreWrittenAsDTCG2025() throws {
        let set = try #require(load([("Every", Self.theme)]).themeSet)
        let aliases = DTCGExportAliases(set: set) { $0 == "Themes/Every.yaml" ? Array(Self.theme.utf8) : nil }
        let files = DTCGExporter.export(set, aliases: aliases)
        let tokens = try #require(files.first { $0.path == "tokens.json" }?.contents)
        let dark = try #require(files.first { $0.path == "Every/dark.tokens.json" }?.contents)
        for expected in [
            "\"$type\": \"shadow\"", "\"$type\": \"transition\"", "\"color\": \"{colors.shade}\"",
            // themec's radius is half the CSS blur.
            "\"blur\": {\n              \"value\": 8,\n              \"unit\": \"px\"",
            "\"$value\": \"{shadows.card}\"", "\"$value\": \"{animations.press}\"",
            "\"timingFunction\": [0, 0, 0.58, 1]", "\"curve\": \"easeOut\"", "\"timingFunction\": [0.2, 0, 0, 1]",
            "\"spring\": {\n", "\"dampingFraction\": 0.6", "\"buttonStyles\": {", "\"listSections\": {",
        ] {
            #expect(tokens.contains(expected), "\(expected)")
        }
        // Shadows whose colour differs by appearance are in the appearance files; the others are not.
        #expect(dark.contains("\"shadows\": {") && dark.contains("\"three\": {"))
        #expect(dark.contains("\"components\": [1, 1, 1]") && !dark.contains("\"low\": {"))
        // Without the theme files, every value is written resolved and there is no declarations entry.
        let bare = try #require(DTCGExporter.export(set).first { $0.path == "tokens.json" }?.contents)
        #expect(bare.contains("\"$type\": \"shadow\"") && !bare.contains("\"buttonStyles\""))
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

extension ResolvedThemeSet {
    /// Every token group with its names.
    var tokenGroups: [(String, [TokenInfo])] {
        [
            ("palette", palette), ("colors", colors), ("radii", radii), ("spacing", spacing), ("sizes", sizes),
            ("opacity", opacity), ("numbers", numbers), ("durations", durations), ("fonts", fonts),
            ("typography", typography), ("shadows", shadows), ("animations", animations),
        ]
    }
}

/// Expects every token of every theme of `before` to resolve the same in `after` in every appearance, and
/// every button style and list section to be the same; the number of values compared.
func expectSameMeaning(_ before: ResolvedThemeSet, _ after: ResolvedThemeSet) throws -> Int {
    var compared = 0
    for theme in before.themes {
        let copy = try #require(after.theme(named: theme.name))
        for (group, infos) in before.tokenGroups {
            for info in infos {
                for appearance in Appearance.allCases {
                    let query = TokenQuery(
                        theme: theme.name, token: "\(group).\(info.name.dottedPath)", appearance: appearance)
                    #expect(after.lookup(query) == (try before.lookup(query).get()).asSuccess, "\(query)")
                    compared += 1
                }
            }
        }
        for (index, name) in before.shadows.enumerated() {
            let other = try #require(after.shadows.firstIndex { $0.name == name.name })
            #expect(copy.shadows[other] == theme.shadows[index], "\(name.name)")
        }
        for (index, name) in before.animations.enumerated() {
            let other = try #require(after.animations.firstIndex { $0.name == name.name })
            #expect(copy.animations[other] == theme.animations[index], "\(name.name)")
        }
        for (index, style) in before.buttonStyles.enumerated() {
            let other = try #require(after.buttonStyles.firstIndex { $0.name == style.name }, "\(style)")
            #expect(copy.buttonStyles[other] == theme.buttonStyles[index], "\(theme.name) \(style)")
            compared += 1
        }
        for (index, section) in before.listSections.enumerated() {
            let other = try #require(after.listSections.firstIndex { $0.name == section.name }, "\(section)")
            #expect(copy.listSections[other] == theme.listSections[index], "\(theme.name) \(section)")
            compared += 1
        }
    }
    return compared
}

extension ResolvedValue {
    var asSuccess: Result<ResolvedValue, LookupError> { .success(self) }
}
