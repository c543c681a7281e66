import Testing
import ThemecDiagnostics

@testable import ThemecYAML

/// A large file with a long block mapping is parsed by two libyaml parsers at once, each on a part of it
/// (`YAMLSplitParse`). These check that whenever the split is used it builds exactly what one parser builds,
/// ranges included, and that every cut that would read differently is refused (the file is then parsed
/// whole, so a refusal costs time, never a difference).
@Suite struct SplitParseTests {
    static func outcome(_ document: YAMLDocument) -> String { PipelineTests.outcome(document) }

    /// The first line where two outcomes differ, both ways, for a failure's message.
    static func firstDifference(_ got: String, _ expected: String) -> String {
        let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (one, other)) in zip(gotLines, expectedLines).enumerated() where one != other {
            return "line \(number + 1): \(one) ≠ \(other)"
        }
        return "\(gotLines.count) lines ≠ \(expectedLines.count)"
    }

    static func whole(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLDocument {
        YAMLParser.parse(bytes: bytes, path: "test.yaml", limits: limits, pipelineThreshold: .max)
    }

    /// A theme shaped like Style Dictionary's benchmark: a palette, then one long group of colours.
    static func theme(colors: Int = 3_000, lineEnding: String = "\n") -> [UInt8] {
        var lines = ["theme: Large", "palette:"]
        for hue in 0..<8 {
            lines.append("  hue\(hue):")
            for shade in stride(from: 100, through: 900, by: 100) {
                lines.append("    \"\(shade)\": \"#1\(hue)\(shade)0\"")
            }
        }
        lines.append("colors:")
        for index in 0..<colors {
            switch index % 7 {
            case 0: lines.append("  c\(index): { light: \"{palette.hue1.100}\", dark: \"{palette.hue2.900}\" }")
            case 1: lines.append("  c\(index):\n    light: '#ffffff'\n    dark: \"#000000\"")
            case 2: lines.append("  c\(index): |\n    a literal\n\n    with a blank line")
            case 3: lines.append("  c\(index): \"{palette.hue3.300}\"  # a comment")
            case 4: lines.append("  # a comment line\n  c\(index): [1, 2,\n    3]")
            case 5: lines.append("  c\(index): plain text\n    folded onto a second line")
            default: lines.append("  c\(index): !!str \(index)")
            }
        }
        lines.append("tail:\n  last: true")
        return Array((lines.joined(separator: lineEnding) + lineEnding).utf8)
    }

    @Test(arguments: ["\n", "\r\n"]) func largeThemeIsSplitAndBuildsTheSameTree(lineEnding: String) throws {
        let bytes = Self.theme(lineEnding: lineEnding)
        let cut = try #require(YAMLParser.splitPoints(in: bytes))
        // About half of the file in the middle, cut inside `colors`.
        #expect(Double(cut.suffixStart - cut.prefixEnd) > Double(bytes.count) * 0.4)
        #expect(String(decoding: bytes[cut.prefixEnd..<cut.prefixEnd + 3], as: UTF8.self) == "  c")
        let split = try #require(
            YAMLParser.parseSplit(
                bytes: bytes, path: "test.yaml", prefixEnd: cut.prefixEnd, suffixStart: cut.suffixStart))
        let expected = Self.outcome(Self.whole(bytes))
        #expect(Self.outcome(split) == expected)
        #expect(split.diagnostics.isEmpty)
        // What the public entry point builds (it splits at this size).
        #expect(Self.outcome(YAMLParser.parse(bytes: bytes, path: "test.yaml")) == expected)
    }

    /// Every pair of line starts of a file with each construct that could carry over a line (quoted and plain
    /// scalars on several lines, block scalars, flow collections, nested mappings and sequences, comments):
    /// a cut that is used builds what the whole parse builds, and the cuts between the top-level group's keys
    /// are used.
    @Test func everyCutOfAFileIsUsedOnlyWhenItReadsTheSame() {
        let text = """
            theme: Cuts
            colors:
              a: "#111111"
              b: "quoted on
              c: two lines"
              d: |
                literal
              e: keep
              f: plain
              g: continued
              h: { light: "#222222",
              i: "#333333" }
              j:
                - one
              k: two
              l:
              - compact
              m: [x,
              n: y]
              # a comment
              o: 'single
              p: quoted'
              q: >
                folded
              r: last
            sizes:
              s: 4
              t: 8
            """
        let bytes = Array((text + "\n").utf8)
        let expected = Self.outcome(Self.whole(bytes))
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }.dropLast()
        var used: [(Int, Int)] = []
        for first in lineStarts where first > 0 {
            for second in lineStarts where second > first {
                guard
                    let split = YAMLParser.parseSplit(
                        bytes: bytes, path: "test.yaml", prefixEnd: first, suffixStart: second)
                else { continue }
                let got = Self.outcome(split)
                #expect(got == expected, "cut at \(first), \(second): \(Self.firstDifference(got, expected))")
                used.append((first, second))
            }
        }
        func line(_ number: Int) -> Int { lineStarts[number - 1] }
        // Between plain keys of `colors`, and between the top-level keys.
        #expect(used.contains { $0 == (line(3), line(8)) })
        #expect(used.contains { $0 == (line(2), line(26)) })
        // Never inside a quoted scalar, a flow collection, or against a compact sequence.
        for refused in [
            (line(4), line(5)), (line(5), line(8)), (line(12), line(14)), (line(19), line(20)), (line(8), line(22)),
        ] {
            #expect(!used.contains { $0 == refused }, "cut at lines of \(refused)")
        }
    }

    @Test func keyRepeatedAcrossTheCutIsLeftToTheWholeParse() throws {
        var bytes = Self.theme()
        bytes += Array("".utf8)
        let cut = try #require(YAMLParser.splitPoints(in: bytes))
        // The suffix repeats the middle's first key.
        let firstKey = bytes[cut.prefixEnd...].prefix { $0 != UInt8(ascii: ":") }
        var repeated = Array(bytes[..<cut.suffixStart]) + Array(firstKey) + Array(": again\n".utf8)
        repeated += bytes[cut.suffixStart...]
        #expect(
            YAMLParser.parseSplit(
                bytes: repeated, path: "test.yaml", prefixEnd: cut.prefixEnd, suffixStart: cut.suffixStart)
                == nil)
        let document = YAMLParser.parse(bytes: repeated, path: "test.yaml")
        #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key"])
        #expect(Self.outcome(document) == Self.outcome(Self.whole(repeated)))
    }

    @Test func anchorsErrorsAndMarkersAreLeftToTheWholeParse() throws {
        let bytes = Self.theme()
        let cut = try #require(YAMLParser.splitPoints(in: bytes))
        let variants: [(String, [UInt8])] = [
            (
                "an alias in the middle of an anchor before it",
                Array("base: &b x\n".utf8) + bytes.prefix(cut.prefixEnd) + Array("  alias: *b\n".utf8)
                    + bytes[cut.prefixEnd...]
            ),
            (
                "an error in the middle",
                Array(bytes.prefix(cut.prefixEnd)) + Array("  bad: @x\n".utf8) + bytes[cut.prefixEnd...]
            ),
            (
                "a document end in the middle",
                Array(bytes.prefix(cut.suffixStart)) + Array("...\n".utf8) + bytes[cut.suffixStart...]
            ),
            (
                "an unsupported tag in the middle",
                Array(bytes.prefix(cut.prefixEnd)) + Array("  tagged: !custom x\n".utf8) + bytes[cut.prefixEnd...]
            ),
        ]
        for (name, variant) in variants {
            let expected = Self.outcome(Self.whole(variant))
            #expect(Self.outcome(YAMLParser.parse(bytes: variant, path: "test.yaml")) == expected, "\(name)")
            if let points = YAMLParser.splitPoints(in: variant) {
                let split = YAMLParser.parseSplit(
                    bytes: variant, path: "test.yaml", prefixEnd: points.prefixEnd, suffixStart: points.suffixStart)
                #expect(split == nil || Self.outcome(split!) == expected, "\(name)")
            }
        }
    }

    @Test func limitsCountBothParts() throws {
        let bytes = Self.theme(colors: 700)
        let cut = try #require(YAMLParser.splitPoints(in: bytes))
        let whole = Self.whole(bytes)
        let nodes = try #require(whole.root).nodeCount
        for limit in [nodes - 1, nodes] {
            let limits = YAMLLimits(maximumNodes: limit)
            let split = YAMLParser.parseSplit(
                bytes: bytes, path: "test.yaml", limits: limits, prefixEnd: cut.prefixEnd, suffixStart: cut.suffixStart)
            #expect((split != nil) == (limit == nodes))
            #expect(
                Self.outcome(YAMLParser.parse(bytes: bytes, path: "test.yaml", limits: limits, pipelineThreshold: 0))
                    == Self.outcome(Self.whole(bytes, limits: limits)))
        }
        // `colors` → a key → its mapping: three deep.
        for depth in [2, 3] {
            let limits = YAMLLimits(maximumDepth: depth)
            let split = YAMLParser.parseSplit(
                bytes: bytes, path: "test.yaml", limits: limits, prefixEnd: cut.prefixEnd, suffixStart: cut.suffixStart)
            #expect((split != nil) == (depth == 3))
        }
    }

    @Test func filesWithoutALongMappingAreNotSplit() {
        let list = Array((0..<5_000).map { "- item \($0)\n" }.joined().utf8)
        #expect(YAMLParser.splitPoints(in: list) == nil)
        let short = Array(("a: 1\n" + String(repeating: "# comment\n", count: 1_000)).utf8)
        #expect(YAMLParser.splitPoints(in: short) == nil)
        // A carriage return that ends a line by itself: libyaml counts it as a line break.
        var lone = Self.theme()
        lone[lone.count / 2] = UInt8(ascii: "\r")
        #expect(YAMLParser.splitPoints(in: lone) == nil)
    }

    /// An explicit key's `?` at the end of one part would take the other part's first line as its key: a
    /// file with such a `?` is never split (found by the `yaml` fuzz target: the outer part read `? ` and
    /// the suffix's `> ` as one key, where the whole file is an error).
    @Test func explicitKeysAreNeverSplit() {
        let cases = ["? [a]\n? \n? :liet \n> ", "a: 1\n? \nb: 2\nc: 3\n", "a: 1\nb: 2\n?\nc: 3\nd: 4\n"]
        for text in cases {
            let bytes = Array(text.utf8)
            let expected = Self.outcome(Self.whole(bytes))
            let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            for first in starts {
                for second in starts where second > first && second < bytes.count {
                    let split = YAMLParser.parseSplit(
                        bytes: bytes, path: "test.yaml", prefixEnd: first, suffixStart: second)
                    #expect(split == nil, "cut at \(first), \(second) of \(text.debugDescription)")
                }
            }
            #expect(
                Self.outcome(
                    YAMLParser.parse(
                        bytes: bytes, path: "test.yaml", limits: .default, pipelineThreshold: 0, splitThreshold: 0))
                    == expected)
        }
        // A question mark inside a word is no indicator: such a file is still split.
        var theme = Self.theme()
        theme.insert(contentsOf: Array("note: why?not\n".utf8), at: 0)
        #expect(YAMLParser.splitPoints(in: theme) != nil)
    }

    /// A block scalar at a cut is never taken for a key.
    @Test func blockScalarAtTheCutIsRefused() {
        let bytes = Array("a: 1\nb: >\n  text\nc: 2\nd: 3\n".utf8)
        let expected = Self.outcome(Self.whole(bytes))
        let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        for first in starts {
            for second in starts where second > first && second < bytes.count {
                if let split = YAMLParser.parseSplit(
                    bytes: bytes, path: "test.yaml", prefixEnd: first, suffixStart: second)
                {
                    #expect(Self.outcome(split) == expected)
                }
            }
        }
    }

    /// The middle is a stream of its own, where libyaml reads a byte-order mark (or UTF-16) in its first
    /// bytes: a middle that does not start with an ASCII byte is refused, whatever the whole file is.
    @Test func middleStartingWithAByteOrderMarkIsRefused() {
        for mark: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] {
            let head = Array("a: 1\nb: 2\n".utf8)
            let middle = mark + Array("c: 3\n".utf8)
            let bytes = head + middle + Array("d: 4\ne: 5\n".utf8)
            #expect(
                YAMLParser.parseSplit(
                    bytes: bytes, path: "test.yaml", prefixEnd: head.count, suffixStart: head.count + middle.count)
                    == nil)
        }
    }
}
