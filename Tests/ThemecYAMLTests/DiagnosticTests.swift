import Testing
import ThemecDiagnostics

@testable import ThemecYAML

/// One input that must produce exactly one error.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var limits: YAMLLimits = .default
    var id: String
    var message: String
    var line: Int
    var column: Int
    /// Whether the error stops parsing (no root), rather than being reported with the tree kept.
    var stops = true
    var note: String?

    var testDescription: String { name }

    init(
        _ name: String, _ input: String, limits: YAMLLimits = .default, id: String, _ message: String,
        at line: Int, _ column: Int, stops: Bool = true, note: String? = nil
    ) {
        self.init(
            name, bytes: Array(input.utf8), limits: limits, id: id, message, at: line, column, stops: stops, note: note)
    }

    init(
        _ name: String, bytes: [UInt8], limits: YAMLLimits = .default, id: String, _ message: String,
        at line: Int, _ column: Int, stops: Bool = true, note: String? = nil
    ) {
        self.name = name
        self.input = bytes
        self.limits = limits
        self.id = id
        self.message = message
        self.line = line
        self.column = column
        self.stops = stops
        self.note = note
    }
}

private let unsupportedTagTail =
    "; theme files may use only the core tags '!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq' and '!'"

/// The billion-laughs document: nine levels, each a list of nine aliases to the previous one.
private let billionLaughs: String = {
    var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
    let names = Array("abcdefghi").map(String.init)
    for (previous, name) in zip(names, names.dropFirst()) {
        text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    return text
}()

private let diagnosticCases: [DiagnosticCase] = [
    // Duplicate keys.
    DiagnosticCase(
        "duplicate key", "accent: red\naccent: blue\n", id: "duplicate-key", "duplicate key 'accent'", at: 2, 1,
        stops: false, note: "1:1: 'accent' was first defined here"),
    DiagnosticCase(
        "duplicate key, quoted", "a: 1\nb: 2\n'a': 3\n", id: "duplicate-key", "duplicate key 'a'", at: 3, 1,
        stops: false, note: "1:1: 'a' was first defined here"),
    DiagnosticCase(
        "duplicate key in a large mapping",
        (0..<20).map { "k\($0): \($0)\n" }.joined() + "k3: again\n", id: "duplicate-key", "duplicate key 'k3'",
        at: 21, 1, stops: false, note: "4:1: 'k3' was first defined here"),
    DiagnosticCase(
        "duplicate key in a flow mapping", "{x: 1, y: 2, x: 3}", id: "duplicate-key", "duplicate key 'x'", at: 1, 14,
        stops: false, note: "1:2: 'x' was first defined here"),
    DiagnosticCase(
        "duplicate key after non-ASCII text", "äöü: 1\näöü: 2\n", id: "duplicate-key", "duplicate key 'äöü'", at: 2, 1,
        stops: false, note: "1:1: 'äöü' was first defined here"),
    // Documents.
    DiagnosticCase(
        "second document", "a: 1\n---\nb: 2\n", id: "multiple-documents",
        "a theme file holds one YAML document; remove the '---' that starts a second one, or move it to its own file",
        at: 2, 1),
    DiagnosticCase(
        "second document after end marker", "a: 1\n...\n---\nb: 2\n", id: "multiple-documents",
        "a theme file holds one YAML document; remove the '---' that starts a second one, or move it to its own file",
        at: 3, 1),
    // Tags.
    DiagnosticCase(
        "local tag", "a: !foo x\n", id: "unsupported-tag", "unsupported tag '!foo'" + unsupportedTagTail, at: 1, 4,
        stops: false),
    DiagnosticCase(
        "non-core secondary tag", "a: !!binary aGk=\n", id: "unsupported-tag",
        "unsupported tag '!!binary'" + unsupportedTagTail, at: 1, 4, stops: false),
    DiagnosticCase(
        "verbatim tag on a mapping", "a: !<tag:example.com,2000:x> {b: c}\n", id: "unsupported-tag",
        "unsupported tag 'tag:example.com,2000:x'" + unsupportedTagTail, at: 1, 4, stops: false),
    // Aliases.
    DiagnosticCase(
        "undefined alias", "äöü: *nope\n", id: "undefined-alias",
        "undefined alias '*nope'; an alias must refer to an anchor '&nope' defined before it", at: 1, 6),
    DiagnosticCase(
        "alias inside its own anchor", "a: &x [1, *x]\n", id: "undefined-alias",
        "undefined alias '*x'; an alias must refer to an anchor '&x' defined before it", at: 1, 11),
    // libyaml's own errors.
    DiagnosticCase(
        "bad indentation", "a:\n  b: 1\n c: 2\n", id: "yaml-syntax",
        "while parsing a block mapping: did not find expected key", at: 3, 2,
        note: "1:1: the block mapping started here"),
    DiagnosticCase(
        "mapping value in a scalar", "key: value\n  bad: x\n", id: "yaml-syntax",
        "mapping values are not allowed in this context", at: 2, 6),
    DiagnosticCase(
        "unterminated quote", "a: \"abc\n", id: "yaml-syntax",
        "while scanning a quoted scalar: found unexpected end of stream", at: 2, 1,
        note: "1:4: the quoted scalar started here"),
    DiagnosticCase(
        "unclosed flow sequence", "[a, b\n", id: "yaml-syntax",
        "while parsing a flow sequence: did not find expected ',' or ']'", at: 2, 1,
        note: "1:1: the flow sequence started here"),
    DiagnosticCase(
        "reserved indicator", "a: @x\n", id: "yaml-syntax",
        "while scanning for the next token: found character that cannot start any token", at: 1, 4),
    // Encoding.
    DiagnosticCase(
        "invalid UTF-8", bytes: Array("a: b\nc: ".utf8) + [0xFF] + Array(" d\n".utf8), id: "invalid-utf8",
        "the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF)", at: 2, 4),
    DiagnosticCase(
        "invalid UTF-8 after non-ASCII text", bytes: Array("ä: ö".utf8) + [0xC3, 0x28], id: "invalid-utf8",
        "the file is not valid UTF-8: invalid trailing UTF-8 octet (byte 0x28)", at: 1, 5),
    DiagnosticCase(
        "truncated UTF-8", bytes: Array("a: ".utf8) + [0xC3], id: "invalid-utf8",
        "the file is not valid UTF-8: incomplete UTF-8 octet sequence", at: 1, 4),
    DiagnosticCase(
        "UTF-8 encoded surrogate", bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80], id: "invalid-utf8",
        "the file is not valid UTF-8: invalid Unicode character (U+D800)", at: 1, 4),
    DiagnosticCase(
        "NUL byte", bytes: Array("a: x".utf8) + [0] + Array("y\n".utf8), id: "invalid-character",
        "the file contains a NUL byte; theme files must be text", at: 1, 5),
    DiagnosticCase(
        "control character", "a: x\u{01}\n", id: "invalid-character",
        "the control character U+0001 is not allowed in YAML", at: 1, 5),
    DiagnosticCase(
        "invalid UTF-8 after a byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF],
        id: "invalid-utf8", "the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF)", at: 1, 4),
    // Limits.
    DiagnosticCase(
        "file size limit", "a: 123456\n", limits: YAMLLimits(maximumFileSize: 9), id: "file-too-large",
        "the file is 10 bytes, larger than the limit of 9 bytes", at: 1, 1),
    DiagnosticCase(
        "flow nesting limit", "[[[[x]]]]", limits: YAMLLimits(maximumDepth: 3), id: "nesting-too-deep",
        "mappings and lists nest deeper than the limit of 3 levels", at: 1, 4),
    DiagnosticCase(
        "block nesting limit", "a:\n  b:\n    c:\n      d: x\n", limits: YAMLLimits(maximumDepth: 3),
        id: "nesting-too-deep", "mappings and lists nest deeper than the limit of 3 levels", at: 4, 7),
    DiagnosticCase(
        "node limit without aliases", "[1, 2, 3, 4, 5]", limits: YAMLLimits(maximumNodes: 5), id: "too-many-nodes",
        "the document has more than the limit of 5 nodes", at: 1, 14),
    DiagnosticCase(
        "alias expansion limit", "a: &a [1, 2, 3]\nb: *a\nc: *a\n", limits: YAMLLimits(maximumNodes: 10),
        id: "alias-expansion-limit", "alias expansion exceeds the limit of 10 nodes", at: 2, 4),
    DiagnosticCase(
        "billion laughs", billionLaughs, id: "alias-expansion-limit",
        "alias expansion exceeds the limit of 100000 nodes", at: 6, 8),
    DiagnosticCase(
        "100k-deep flow nesting", String(repeating: "[", count: 100_000), id: "nesting-too-deep",
        "mappings and lists nest deeper than the limit of 128 levels", at: 1, 129),
    DiagnosticCase(
        "100k-deep block sequences", String(repeating: "- ", count: 100_000) + "x\n", id: "nesting-too-deep",
        "mappings and lists nest deeper than the limit of 128 levels", at: 1, 257),
    DiagnosticCase(
        "deep block mappings", (0..<200).map { String(repeating: " ", count: $0) + "k:\n" }.joined(),
        id: "nesting-too-deep", "mappings and lists nest deeper than the limit of 128 levels", at: 129, 129),
]

@Suite struct DiagnosticTests {
    @Test(arguments: diagnosticCases) func reportsOneLocatedError(_ testCase: DiagnosticCase) throws {
        let document = YAMLParser.parse(bytes: testCase.input, path: "case.yaml", limits: testCase.limits)
        #expect(document.diagnostics.count == 1, "\(describe(document.diagnostics))")
        let diagnostic = try #require(document.diagnostics.last)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.id.rawValue == testCase.id)
        #expect(diagnostic.message.text == testCase.message)
        #expect(diagnostic.range?.file == "case.yaml")
        #expect(diagnostic.range?.start == SourceLocation(line: testCase.line, column: testCase.column))
        #expect((document.root == nil) == testCase.stops)
        let notes = diagnostic.notes.map { note in (note.range.map { "\($0.start): " } ?? "") + note.message.text }
        #expect(notes == (testCase.note.map { [$0] } ?? []))
    }

    @Test func sixteenMebibytesAndOneByteIsTooLarge() {
        var bytes = [UInt8](repeating: UInt8(ascii: "#"), count: (16 << 20) + 1)
        bytes[100] = UInt8(ascii: "\n")
        let document = YAMLParser.parse(bytes: bytes, path: "big.yaml")
        #expect(document.root == nil)
        #expect(
            describe(document.diagnostics)
                == "1:1-1:1: error[file-too-large]: the file is 16777217 bytes, larger than the limit of 16777216 bytes\n"
        )
        #expect(document.source.line(1)?.count == 100)

        // Exactly at the limit is fine (it is all one comment).
        bytes.removeLast()
        let atLimit = YAMLParser.parse(bytes: bytes, path: "big.yaml")
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.root == nil)
    }

    @Test func nestingAtTheLimitIsAccepted() {
        let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        let document = parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.nodeCount == 128)
    }

    @Test func nodesAtTheLimitAreAccepted() {
        let document = parse("a: &a [1, 2, 3]\nb: *a\n", limits: YAMLLimits(maximumNodes: 11))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.nodeCount == 11)
    }

    @Test func errorsThatDoNotStopAreAllReported() throws {
        let document = parse("a: 1\nb: !foo 2\na: 3\nc: {x: 1, x: 2}\nd: 4\n")
        #expect(
            describe(document.diagnostics) == """
                2:4-2:10: error[unsupported-tag]: unsupported tag '!foo'\(unsupportedTagTail)
                3:1-3:2: error[duplicate-key]: duplicate key 'a'
                  1:1-1:2: note: 'a' was first defined here
                4:11-4:12: error[duplicate-key]: duplicate key 'x'
                  4:5-4:6: note: 'x' was first defined here

                """)
        // The repeated pairs are left out; everything else is kept.
        let root = try #require(document.root)
        #expect(root.mapping?.map { $0.key.scalar?.value } == ["a", "b", "c", "d"])
        #expect(root.mapping?[0].value.scalar?.value == "1")
        #expect(root.mapping?[2].value.mapping?.count == 1)
    }

    @Test func duplicateKeysOfALargeMappingAreAllFound() throws {
        // Past the linear scan, through the hashed index, and past its first growth.
        var text = (0..<100).map { "k\($0): \($0)\n" }.joined()
        text += "k7: again\nk99: again\nk0: again\nnew: 1\n"
        let document = parse(text)
        #expect(
            describe(document.diagnostics) == """
                101:1-101:3: error[duplicate-key]: duplicate key 'k7'
                  8:1-8:3: note: 'k7' was first defined here
                102:1-102:4: error[duplicate-key]: duplicate key 'k99'
                  100:1-100:4: note: 'k99' was first defined here
                103:1-103:3: error[duplicate-key]: duplicate key 'k0'
                  1:1-1:3: note: 'k0' was first defined here

                """)
        let root = try #require(document.root)
        #expect(root.mapping?.count == 101)
        #expect(root.mapping?.last?.key.scalar?.value == "new")
        #expect(root.nodeCount == 1 + 2 * 101)
    }

    @Test func canonicallyEquivalentKeysAreDuplicatesInSmallAndLargeMappings() {
        for fill in [0, 20] {
            let text = (0..<fill).map { "k\($0): \($0)\n" }.joined() + "caf\u{E9}: 1\ncafe\u{301}: 2\n"
            let document = parse(text)
            #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key"], "\(fill)")
        }
    }

    /// The three characters whose decomposition is ASCII make keys equal to ASCII ones, in either order,
    /// however large the mapping (a large one hashes keys by their bytes).
    @Test func keysWithCharactersThatDecomposeToASCIIAreDuplicates() {
        let pairs = [("\u{212A}elvin", "Kelvin"), ("a\u{037E}", "a;"), ("\u{1FEF}x", "`x"), ("K\u{212A}", "\u{212A}K")]
        for fill in [0, 20, 2000] {
            for (first, second) in pairs {
                for (a, b) in [(first, second), (second, first)] {
                    let text =
                        (0..<fill).map { "k\($0): \($0)\n" }.joined() + "'\(a)': 1\n" + "x\(fill): 0\n" + "'\(b)': 2\n"
                    let document = parse(text)
                    #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key"], "\(fill) \(a) \(b)")
                }
            }
            // The angstrom sign and Å are one key; neither is A.
            let text = (0..<fill).map { "k\($0): \($0)\n" }.joined() + "'\u{212B}': 1\nA: 2\n'\u{C5}': 3\n"
            #expect(parse(text).diagnostics.map(\.id.rawValue) == ["duplicate-key"], "\(fill)")
        }
    }

    @Test func aliasBudgetCountsOnlyTheKeptPairs() {
        // 8 nodes read, then the alias: the anchored mapping kept one pair (3 nodes, not 5), so 11 in all.
        let text = "a: &m {x: 1, x: 2}\nb: *m\n"
        let document = parse(text, limits: YAMLLimits(maximumNodes: 11))
        #expect(document.diagnostics.map(\.id.rawValue) == ["duplicate-key"])
        #expect(document.root?.nodeCount == 9)
    }

    @Test func duplicateAliasKeyIsLocatedAtTheAlias() {
        let document = parse("x: &k a\nm:\n  a: 1\n  *k : 2\n")
        #expect(
            describe(document.diagnostics) == """
                4:3-4:5: error[duplicate-key]: duplicate key 'a'
                  3:3-3:4: note: 'a' was first defined here

                """)
    }

    @Test func emptyAndCommentOnlyFilesHaveNoDocument() {
        for text in ["", "# nothing\n", "\n\n", "   "] {
            let document = parse(text)
            #expect(document.root == nil, "\(text)")
            #expect(document.diagnostics.isEmpty, "\(text)")
        }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = YAMLParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8), path: "bom.yaml")
        #expect(document.diagnostics.isEmpty)
        let pair = try #require(document.root?.mapping?.first)
        #expect(pair.key.scalar?.value == "a")
        #expect(pair.key.range.start == SourceLocation(line: 1, column: 1))
        #expect(pair.value.range.start == SourceLocation(line: 1, column: 4))
    }

    @Test func nonASCIIColumnsCountUnicodeScalars() throws {
        // libyaml counts characters; "é" is two bytes and "😀" four, but one column each.
        let document = parse("é😀: [ü, x]\n")
        let pair = try #require(document.root?.mapping?.first)
        #expect(pair.key.range.description == "test.yaml:1:1-1:3")
        #expect(pair.value.range.description == "test.yaml:1:5-1:11")
        #expect(pair.value.sequence?[1].range.description == "test.yaml:1:9-1:10")
    }

    @Test func lineSeparatorsDoNotStartLines() throws {
        // libyaml ends lines at NEL, LS and PS (YAML 1.1); locations follow `SourceText`, which does not.
        let document = parse("a: \"x\u{2028}y\"\nb: \"z\u{85}w\"\nc: 1\n")
        #expect(document.diagnostics.isEmpty)
        let pairs = try #require(document.root?.mapping)
        #expect(pairs.map(\.key.range.start.description) == ["1:1", "2:1", "3:1"])
        #expect(pairs[0].value.range.description == "test.yaml:1:4-1:9")
        #expect(pairs[2].value.range.description == "test.yaml:3:4-3:5")
        #expect(document.source.line(3) == "c: 1")
    }
}
