import Foundation
import Testing
import ThemecDiagnostics

@testable import ThemecYAML

/// libyaml's events reach the tree builder in batches; these check that where a batch ends changes nothing:
/// the same tree and the same diagnostics, in the same order, whatever stops the parse and wherever.
@Suite struct EventBatchTests {
    /// The tree dump followed by every diagnostic, with notes: all that parsing produced.
    static func outcome(_ document: YAMLDocument) -> String {
        (document.root?.dump() ?? "(no document)\n") + describe(document.diagnostics)
    }

    /// A theme-shaped file of `groups` × `keys` colours, many batches long at the default sizes; with anchors,
    /// aliases, tags and every scalar style, so every kind of event meets a batch's end.
    static func largeTheme(groups: Int = 48, keys: Int = 160) -> [String] {
        var lines = ["theme: Large", "base: &base {light: '#ffffff', dark: \"#000000\"}", "colors:"]
        for group in 0..<groups {
            lines.append("  group\(group):")
            for key in 0..<keys {
                switch key % 16 {
                case 0: lines.append("    key\(key): *base")
                case 1: lines.append("    key\(key): !!str plain\(key)")
                case 2: lines.append("    key\(key): |\n      literal \(key)\n      text")
                case 3: lines.append("    key\(key): [\"#a1b2c3\", '#c3b2a1', &a\(group)x\(key) plain]")
                case 4: lines.append("    key\(key): *a\(group)x\(key - 1)")
                case 5: lines.append("    key\(key): {light: \"#0011\(key % 10)2\", dark: 'x'}")
                default: lines.append("    key\(key): \"#00\(group % 10)0\(key % 10)f\"")
                }
            }
        }
        return lines
    }

    static func bytes(_ lines: [String]) -> [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

    /// Parses `bytes` in the default batches and in batches of other sizes and expects the same outcome each
    /// time; returns it.
    @discardableResult
    static func expectSameOnEitherPath(
        _ bytes: [UInt8], limits: YAMLLimits = .default, batchSizes: [Int] = [7, YAMLParser.batchSize],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> YAMLDocument {
        let one = YAMLParser.parse(bytes: bytes, path: "test.yaml", limits: limits)
        let expected = outcome(one)
        for batchSize in batchSizes {
            let two = YAMLParser.parse(
                bytes: bytes, path: "test.yaml", limits: limits, batchSize: batchSize)
            #expect(outcome(two) == expected, "batches of \(batchSize)", sourceLocation: sourceLocation)
        }
        return one
    }

    @Test func validLargeFileMakesTheSameTree() {
        let bytes = Self.bytes(Self.largeTheme())
        let document = Self.expectSameOnEitherPath(bytes)
        #expect(document.root != nil)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkAndLineSeparatorsAreMappedTheSameWay() {
        var lines = Self.largeTheme(groups: 4, keys: 40)
        lines.append("nel: \"x\u{85}y\"")
        lines.append("separator: \"x\u{2028}y\"")
        let document = Self.expectSameOnEitherPath([0xEF, 0xBB, 0xBF] + Self.bytes(lines))
        #expect(document.root != nil)
    }

    @Test(arguments: ["start", "middle", "end"])
    func syntaxErrorIsReportedAfterTheSameEvents(at place: String) {
        var lines = Self.largeTheme()
        let line = place == "start" ? 4 : place == "middle" ? lines.count / 2 : lines.count - 1
        lines[line] = "    bad: @reserved"
        let document = Self.expectSameOnEitherPath(Self.bytes(lines))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.id.rawValue) == ["yaml-syntax"])
        let location = document.diagnostics.first?.range?.start
        #expect(location?.column == 10)
    }

    @Test func unterminatedQuoteAtTheEndOfTheStream() {
        let document = Self.expectSameOnEitherPath(Self.bytes(Self.largeTheme() + ["tail: \"open"]))
        #expect(document.diagnostics.map(\.id.rawValue) == ["yaml-syntax"])
        #expect(document.diagnostics.first?.notes.count == 1)
    }

    @Test func libyamlFailingAtTheFirstEvent() {
        // Not UTF-8 from the first byte: the stream never starts.
        let invalid: [UInt8] = [0x80, 0x80] + Array(repeating: UInt8(ascii: "a"), count: 200_000)
        let document = Self.expectSameOnEitherPath(invalid)
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        Self.expectSameOnEitherPath([0xC3, 0x28], batchSizes: [1, 2])
    }

    @Test func invalidUTF8InTheMiddle() {
        let lines = Self.largeTheme()
        let bytes =
            Self.bytes(Array(lines[..<(lines.count / 2)])) + [0xE2, 0x28, 0xA1, 0x0A]
            + Self.bytes(Array(lines[(lines.count / 2)...]))
        let document = Self.expectSameOnEitherPath(bytes)
        #expect(document.diagnostics.map(\.id.rawValue) == ["invalid-utf8"])
    }

    @Test func nodeLimitReachedEarlyWhileLibyamlCouldGoOn() {
        let document = Self.expectSameOnEitherPath(
            Self.bytes(Self.largeTheme()), limits: YAMLLimits(maximumNodes: 50), batchSizes: [1, 7, 1024])
        #expect(document.diagnostics.map(\.id.rawValue) == ["too-many-nodes"])
        #expect(document.root == nil)
    }

    @Test func depthAndAliasLimitsReachedEarly() {
        let deep = Self.bytes(Self.largeTheme())
        let tooDeep = Self.expectSameOnEitherPath(deep, limits: YAMLLimits(maximumDepth: 2))
        #expect(tooDeep.diagnostics.map(\.id.rawValue) == ["nesting-too-deep"])
        // 14 nodes, then an alias of 11 more.
        let expanding = Self.bytes(["a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "b: *a"] + Self.largeTheme())
        let aliases = Self.expectSameOnEitherPath(expanding, limits: YAMLLimits(maximumNodes: 20))
        #expect(aliases.diagnostics.map(\.id.rawValue) == ["alias-expansion-limit"])
    }

    @Test func duplicateKeysAreReportedInOrderAndTheTreeKept() {
        var lines = Self.largeTheme()
        lines.insert("    key7: early", at: 4 + 10)
        lines.insert("    key9: middle", at: lines.count / 2)
        lines.append("theme: again")
        let document = Self.expectSameOnEitherPath(Self.bytes(lines))
        #expect(document.root != nil)
        #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key", "duplicate-key", "duplicate-key"])
        let lineNumbers = document.diagnostics.compactMap { $0.range?.start.line }
        #expect(lineNumbers == lineNumbers.sorted())
    }

    @Test func undefinedAliasInTheMiddle() {
        var lines = Self.largeTheme()
        lines[lines.count / 2] = "    missing: *nowhere"
        let document = Self.expectSameOnEitherPath(Self.bytes(lines))
        #expect(document.diagnostics.map(\.id.rawValue) == ["undefined-alias"])
        #expect(document.root == nil)
    }

    @Test func secondDocument() {
        let lines = Self.largeTheme()
        let afterFirst = Self.expectSameOnEitherPath(Self.bytes(lines + ["---"] + lines))
        #expect(afterFirst.diagnostics.map(\.id.rawValue) == ["multiple-documents"])
        let early = Self.expectSameOnEitherPath(Self.bytes(["a: 1", "---"] + lines))
        #expect(early.diagnostics.map(\.id.rawValue) == ["multiple-documents"])
    }

    @Test func warningsAndErrorsTogether() {
        var lines = Self.largeTheme()
        lines.insert("    key3: !custom tagged", at: 20)
        lines[lines.count - 3] = "    bad: @reserved"
        let document = Self.expectSameOnEitherPath(Self.bytes(lines))
        #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key", "unsupported-tag", "yaml-syntax"])
    }

    /// Every golden fixture, one event per batch and a few.
    @Test(arguments: GoldenDumpTests.names) func fixtureMakesTheSameTree(name: String) throws {
        let input = TestPaths.fixtures.appendingPathComponent(name + ".yaml")
        Self.expectSameOnEitherPath(Array(try Data(contentsOf: input)), batchSizes: [1, 2, 1024])
    }

    /// Many parses that stop at once, in batches of several sizes: each ends without a tree.
    @Test func manyEarlyStopsAllReturn() {
        let bytes = Self.bytes(Self.largeTheme(groups: 2, keys: 40))
        for nodes in 1...64 {
            let document = YAMLParser.parse(
                bytes: bytes, path: "test.yaml", limits: YAMLLimits(maximumNodes: nodes),
                batchSize: 1 + nodes % 5)
            #expect(document.root == nil)
        }
    }
}
