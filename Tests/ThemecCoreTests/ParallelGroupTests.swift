import Testing
import ThemecDiagnostics
import ThemecYAML

@testable import ThemecCore

/// A large group is read in ranges of its entries on every core (`ThemeFileParser.groupDeclarations`): the
/// declarations, the failed tokens and every diagnostic are what reading it in one pass gives, in the same order.
struct ParallelGroupTests {
    /// A theme whose `colors`, `palette` and `spacing` have `count` top-level entries each, with a problem of
    /// every kind the parser reports spread through them (and valid tokens between).
    static func theme(count: Int) -> String {
        var text = "theme: Large\npalette:\n"
        for index in 0..<count {
            switch index % 97 {
            case 5: text += "  bad.name\(index): \"#FFF\"\n"
            case 11: text += "  hue\(index): [1, 2]\n"
            case 17: text += "  hue\(index):\n    \"{x}\": \"#FFF\"\n    ok: \"#12\"\n"
            case 23: text += "  hue\(index): 7\n"
            case 29: text += "  hue\(index):\n    deep:\n      \"+\": \"#FFF\"\n      fine: \"#000\"\n"
            default: text += "  hue\(index):\n    \"50\": \"#0A0B0C\"\n    \"100\": \"{palette.hue0.50}\"\n"
            }
        }
        text += "colors:\n"
        for index in 0..<count {
            let name = "c\(index)"
            switch index % 89 {
            case 3: text += "  \(name): [1, 2]\n"  // wrong kind
            case 7: text += "  \(name): \"#12345\"\n"  // bad colour
            case 13: text += "  \(name): { light: \"#GGG\", dark: \"rgb(300, 0, 0)\" }\n"
            case 19: text += "  \(name): { ligth: \"#FFF\", dark: \"#000\" }\n"  // did you mean 'light'
            case 23: text += "  \(name): { light: \"#FFF\" }\n"
            case 29: text += "  \(name): { lihgt: \"#FFF\", drak: \"#000\", description: 4 }\n"
            // An identifier collision.
            case 31: text += "  \"my-color\(index)\": \"#FFF\"\n  myColor\(index): \"#000\"\n"
            case 37: text += "  \"a\u{200B}b\(index)\": \"#FFF\"\n"  // an invisible character
            case 41: text += "  \"\(name).x\": \"#FFF\"\n"
            case 43: text += "  \"+\(index)\": \"#FFF\"\n"  // no identifier
            case 47: text += "  \(name): { color: \"{palette.hue0.50}\", opacity: 2 }\n"
            case 53: text += "  \(name):\n"  // empty
            case 59: text += "  \(name): { light: \"{palette.hue0.50}\", dark: \"#000\", mid: \"#111\" }\n"
            case 61: text += "  \(name): \"{palette.missing\(index)}\"\n"  // the resolver's
            default:
                text +=
                    "  \(name): { light: \"{palette.hue\(index % 7).50}\", dark: \"#\(String(index % 4096, radix: 16))\", "
                    + "description: \"Token \(index)\" }\n"
            }
        }
        text += "spacing:\n"
        for index in 0..<count {
            switch index % 101 {
            case 9: text += "  s\(index): -1\n"
            case 33: text += "  s\(index): \"8\"\n"
            case 77: text += "  s\(index): \"{spacing.\"\n"
            default: text += "  s\(index): \(index % 50)\n"
            }
        }
        return text
    }

    /// What parsing `text` gives, read with `splitting` (`nil`: as `themec` does).
    static func parse(_ text: String, splitting: (minimumEntries: Int, ranges: Int)?) -> (
        String, Set<String>, [Diagnostic]
    ) {
        let document = YAMLParser.parse(bytes: Array(text.utf8), path: "Themes/Large.yaml")
        #expect(!document.diagnostics.containsErrors)
        var parser = ThemeFileParser(document: document)
        parser.splitting = splitting
        parser.fanout = .cores
        var declaration = parser.parse()
        let failed = declaration?.failedTokens ?? []
        declaration?.failedTokens = []
        return (String(reflecting: declaration), failed, parser.diagnostics)
    }

    /// One pass (a single range) and the same groups in 2, 3 and 7 ranges, and as `themec` reads them.
    @Test(arguments: [3_000, 250])
    func rangesGiveWhatOnePassGives(count: Int) {
        let text = Self.theme(count: count)
        let serial = Self.parse(text, splitting: (minimumEntries: .max, ranges: 1))
        #expect(serial.2.count > count / 20)
        #expect(serial.1.contains("colors.c7") && serial.1.contains("palette.hue11") && serial.1.contains("spacing.s9"))
        for splitting in [(minimumEntries: 1, ranges: 2), (1, 3), (1, 7), (100, 64)] as [(Int, Int)?] + [nil] {
            let split = Self.parse(text, splitting: splitting)
            #expect(split.0 == serial.0, "\(String(describing: splitting))")
            #expect(split.1 == serial.1, "\(String(describing: splitting))")
            #expect(split.2 == serial.2, "\(String(describing: splitting))")
        }
    }

    /// A valid large group read in ranges holds every token, in source order.
    @Test func validGroupInRanges() throws {
        var text = "theme: Valid\ncolors:\n"
        for index in 0..<5_000 { text += "  c\(index): { light: \"#000\", dark: \"{colors.c0}\" }\n" }
        let document = YAMLParser.parse(bytes: Array(text.utf8), path: "Themes/Valid.yaml")
        var parser = ThemeFileParser(document: document)
        parser.splitting = (minimumEntries: 1, ranges: 4)
        parser.fanout = .cores
        let parsed = parser.parse()
        let declaration = try #require(parsed)
        #expect(parser.diagnostics.isEmpty)
        #expect(declaration.colors.map(\.dottedPath) == (0..<5_000).map { "c\($0)" })
        #expect(declaration.colors.map(\.keyRange.start.line) == Array(3..<5_003))
        #expect(declaration.failedTokens.isEmpty)
    }

    /// Through the loader, a large file's problems (the parser's and the resolver's: collisions, missing
    /// references) come as one pass gives them, every one at once, in source order within each stage.
    @Test func loaderReportsEveryProblemInOrder() {
        let text = Self.theme(count: 3_000)
        let result = ThemeSetLoader.load(files: [(path: "Themes/Large.yaml", bytes: Array(text.utf8))])
        #expect(result.themeSet == nil)
        let parserIDs = Self.parse(text, splitting: (minimumEntries: .max, ranges: 1)).2
        #expect(Array(result.diagnostics.prefix(parserIDs.count)) == parserIDs)
        let later = result.diagnostics.dropFirst(parserIDs.count)
        #expect(later.contains { $0.message.text.contains("my-color31") })
        #expect(later.contains { $0.message.text.contains("missing61") })
    }

    /// A key written twice in a large group is the YAML stage's error, and the only one.
    @Test func duplicateKeyInLargeGroup() {
        var text = "theme: Twice\ncolors:\n"
        for index in 0..<3_000 { text += "  c\(index): \"#000\"\n" }
        text += "  c1500: \"#FFF\"\n"
        let result = ThemeSetLoader.load(files: [(path: "Themes/Twice.yaml", bytes: Array(text.utf8))])
        #expect(result.diagnostics.map(\.id) == [.duplicateKey])
        #expect(result.diagnostics.first?.range?.start.line == 3_003)
    }

    /// A theme whose nested groups have few top-level entries but many tokens (`hues` hues of `shades`
    /// shades, as a palette usually is), with problems and odd shapes among them: nested deeper, emptied,
    /// a colour with opacity, keys that are not ASCII, null or not letters and digits.
    static func nestedTheme(hues: Int, shades: Int) -> String {
        var text = "theme: Nested\npalette:\n"
        for hue in 0..<hues {
            text += "  hue\(hue):\n"
            for shade in 0..<shades {
                let name = "\"\(shade * 50)\""
                switch (hue * shades + shade) % 61 {
                case 2: text += "    \(name): \"#12345\"\n"
                case 5: text += "    \"bad.name\(shade)\": \"#FFF\"\n"
                case 8 where hue == 0 && shade == 8: text += "    ~: \"#FFF\"\n"
                case 11: text += "    \"gr\u{FC}n\(shade)\": \"#FFF\"\n"
                case 14: text += "    \"my-shade\(shade)\": \"#FFF\"\n"
                case 17: text += "    \"+\(shade)\": \"#FFF\"\n"
                case 20: text += "    \"a\u{200B}b\(shade)\": \"#FFF\"\n"
                case 23: text += "    s\(shade): {}\n"
                case 26: text += "    s\(shade): { color: \"{palette.hue0.50}\", opacity: 0.5 }\n"
                case 29: text += "    s\(shade): { color: \"#000\", opacity: 2 }\n"
                case 32:
                    text +=
                        "    s\(shade):\n      deep: \"#000\"\n      \"c\u{F6}lor\": \"#FFF\"\n      \"{x}\": \"#1\"\n"
                case 35: text += "    s\(shade): [1]\n"
                case 38: text += "    \(name):\n"
                default: text += "    \(name): \"#0A0B\(String(shade % 256, radix: 16))\"\n"
                }
            }
        }
        text += "sizes:\n"
        for group in 0..<hues {
            text += "  g\(group):\n"
            for index in 0..<shades {
                switch (group * shades + index) % 53 {
                case 4: text += "    n\(index): -1\n"
                case 9: text += "    n\(index): \"{sizes.\"\n"
                case 13: text += "    \"n.\(index)\": 4\n"
                default: text += "    n\(index): \(index % 60)\n"
                }
            }
        }
        return text
    }

    /// A nested group with a small top level is split by its leaves, and gives what one pass gives.
    @Test(arguments: [(hues: 4, shades: 600), (hues: 50, shades: 20), (hues: 1, shades: 900)])
    func nestedGroupInRangesGivesWhatOnePassGives(hues: Int, shades: Int) {
        let text = Self.nestedTheme(hues: hues, shades: shades)
        let serial = Self.parse(text, splitting: (minimumEntries: .max, ranges: 1))
        #expect(serial.2.count > hues * shades / 20)
        for splitting in [(minimumEntries: 1, ranges: 2), (1, 3), (1, 7), (100, 64)] as [(Int, Int)?] + [nil] {
            let split = Self.parse(text, splitting: splitting)
            #expect(split.0 == serial.0, "\(String(describing: splitting))")
            #expect(split.1 == serial.1, "\(String(describing: splitting))")
            #expect(split.2 == serial.2, "\(String(describing: splitting))")
        }
    }

    /// The ranges of a nested group hold about equal numbers of tokens, whatever its top level.
    @Test func nestedRangesAreWeightedByLeaves() {
        let palette = Array(stride(from: 0, through: 1_000, by: 20))  // 50 hues of 20
        #expect(
            ThemeFileParser.ranges(of: 50, offsets: palette, total: 1_000, minimumSize: 256, pieces: 4) == [
                0..<17, 17..<34, 34..<50,
            ])
        // One hue holds nearly everything: the ranges are cut around it, and none is empty.
        #expect(
            ThemeFileParser.ranges(of: 4, offsets: [0, 1, 999, 1_000, 1_001], total: 1_001, minimumSize: 1, pieces: 4)
                == [0..<2, 2..<4])
        #expect(ThemeFileParser.ranges(of: 3, offsets: [0, 0, 0, 0], total: 0, minimumSize: 1, pieces: 4) == [0..<3])
        #expect(ThemeFileParser.ranges(of: 50, offsets: palette, total: 1_000, minimumSize: 600, pieces: 4) == [0..<50])
        // A flat group is split as before.
        #expect(
            ThemeFileParser.ranges(of: 10, offsets: nil, total: 10, minimumSize: 1, pieces: 3)
                == ParallelMap.ranges(of: 10, minimumSize: 1, pieces: 3))
    }

    /// A nested group's slots bound what its entries declare: a hue's leaves, not its keys.
    @Test func leafOffsetsCountTokens() throws {
        let text = """
            a: { x: "#000", y: { z: "#000", w: "#FFF" } }
            b: { color: "#000", opacity: 0.5 }
            c: {}
            d: 5
            """
        let document = YAMLParser.parse(bytes: Array(text.utf8), path: "Themes/Leaves.yaml")
        let pairs = try #require(document.root?.mapping)
        let walk = ThemeFileParser.GroupWalk(group: "palette", nested: true, leafKeys: ThemeFormat.opacityKeys)
        #expect(ThemeFileParser.leafOffsets(of: pairs, walk: walk) == [0, 3, 4, 4, 5])
    }

    @Test func rangesCoverTheCountInOrder() {
        #expect(ParallelMap.ranges(of: 10, minimumSize: 1, pieces: 3) == [0..<3, 3..<6, 6..<10])
        #expect(ParallelMap.ranges(of: 10, minimumSize: 4, pieces: 8) == [0..<5, 5..<10])
        #expect(ParallelMap.ranges(of: 7, minimumSize: 4, pieces: 8) == [0..<7])
        #expect(ParallelMap.ranges(of: 0, minimumSize: 1, pieces: 4) == [0..<0])
    }
}
