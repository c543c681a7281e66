import Foundation
import Testing
import ThemecTestSupport

/// One hostile input: files written into a scratch directory, the command run on them, and what must come out.
struct HostileCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// Writes the input files into the scratch directory (paths relative to it).
    var make: @Sendable (Scratch) -> Void
    /// `themec` arguments; `%` stands for the scratch directory.
    var arguments: [String] = ["validate", "--format", "json", "%/Themes"]
    /// 0 when the input must just work, 1 when it must be rejected.
    var status: Int32
    /// Expected diagnostics: id, then optionally "line:column" of the first one with that id.
    var expected: [(id: String, at: String?)] = []
    /// A fragment the first expected diagnostic's message must contain.
    var fragment: String? = nil
    /// Upper bound for the child's peak RSS.
    var memoryMiB: Double = 128
    /// Upper bound for the wall time (only catches hangs; the suite runs in parallel on shared CPUs).
    var seconds: Double = 20
    /// Upper bound for standard output plus standard error.
    var outputBytes: Int = 64 * 1024

    var testDescription: String { name }
}

private let baseTokens = "colors:\n  accent: \"#FFF\"\nradii:\n  button: 8\n"

/// A theme file `Themes/Hostile.yaml` holding `text`.
private func themeFile(_ text: String) -> @Sendable (Scratch) -> Void {
    { $0.write("Themes/Hostile.yaml", text) }
}

private func themeBytes(_ bytes: [UInt8]) -> @Sendable (Scratch) -> Void {
    { $0.write("Themes/Hostile.yaml", bytes) }
}

/// Writes `count` copies of `chunk` after `prefix`, without holding the whole file in memory.
private func writeRepeated(_ path: String, prefix: String, chunk: [UInt8], count: Int, suffix: String = "") {
    _ = FileManager.default.createFile(atPath: path, contents: Data(prefix.utf8))
    let handle = FileHandle(forWritingAtPath: path)!
    handle.seekToEndOfFile()
    let data = Data(chunk)
    for _ in 0..<count { handle.write(data) }
    handle.write(Data(suffix.utf8))
    handle.closeFile()
}

/// Ten anchors, each a list of ten aliases of the one before: 10^10 nodes once expanded.
private let billionLaughs: String = {
    var text = "theme: Laughs\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    let names = "abcdefghij".map(String.init)
    for index in 1..<names.count {
        let previous = "*" + names[index - 1]
        text +=
            "\(names[index]): &\(names[index]) [" + Array(repeating: previous, count: 10).joined(separator: ", ")
            + "]\n"
    }
    return text
}()

let hostileCases: [HostileCase] = [
    HostileCase(
        name: "billion laughs", make: themeFile(billionLaughs), status: 1,
        expected: [("alias-expansion-limit", "6:36")], fragment: "100000 nodes"),
    HostileCase(
        name: "flow sequences nested 100k deep",
        make: themeFile(
            "theme: Deep\ncolors: " + String(repeating: "[", count: 100_000)
                + String(repeating: "]", count: 100_000) + "\n"),
        status: 1, expected: [("nesting-too-deep", "2:136")], fragment: "128 levels"),
    HostileCase(
        name: "flow mappings nested 100k deep",
        make: themeFile(
            "theme: Deep\ncolors: " + String(repeating: "{a: ", count: 100_000)
                + String(repeating: "}", count: 100_000) + "\n"),
        status: 1, expected: [("nesting-too-deep", "2:")], fragment: "128 levels"),
    HostileCase(
        name: "block sequences nested 100k deep",
        make: themeFile("theme: Deep\ncolors:\n  " + String(repeating: "- ", count: 100_000) + "x\n"),
        status: 1, expected: [("nesting-too-deep", "3:")], fragment: "128 levels"),
    HostileCase(
        name: "block mappings nested 2k deep (indentation)",
        make: themeFile(
            "theme: Deep\n" + (0..<2_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()),
        status: 1, expected: [("nesting-too-deep", "130:129")]),
    HostileCase(
        name: "a 100 MB file",
        make: { scratch in
            scratch.write("Themes/.keep", "")
            writeRepeated(
                scratch.url("Themes/Huge.yaml"), prefix: "theme: Huge\ndescription: ",
                chunk: Array(repeating: UInt8(ascii: "x"), count: 1 << 20), count: 100, suffix: "\n")
        },
        status: 1, expected: [("file-too-large", "1:1")], fragment: "16"),
    HostileCase(
        name: "a 10 MB scalar as a description",
        make: themeFile("theme: Long\ndescription: \"" + String(repeating: "x", count: 10 << 20) + "\"\n" + baseTokens),
        status: 0),
    HostileCase(
        name: "a 10 MB scalar as a colour",
        make: themeFile(
            "theme: Long\ncolors:\n  accent: \"#" + String(repeating: "F", count: 10 << 20)
                + "\"\nradii:\n  button: 8\n"),
        status: 1, expected: [("malformed-color", "3:12")], fragment: "hex colour has 3, 4, 6 or 8 digits",
        memoryMiB: 256),
    HostileCase(
        name: "a 10 MB key",
        make: themeFile("theme: Long\ncolors:\n  " + String(repeating: "k", count: 10 << 20) + ": 1\n"),
        status: 1, expected: [("yaml-syntax", "3:")], fragment: "this key is longer than YAML allows"),
    HostileCase(
        // No limit on a document's nodes (only on what aliases add): a large file is read in full, in linear time.
        name: "a mapping with 200,000 keys is read in full",
        make: { scratch in
            var text = "theme: Keys\nspacing:\n"
            text.reserveCapacity(3 << 20)
            for index in 0..<200_000 { text += "  k\(index): 1\n" }
            scratch.write("Themes/Keys.yaml", text)
        },
        status: 0),
    HostileCase(
        name: "invalid UTF-8",
        make: themeBytes(Array("theme: U\ndescription: \"caf\u{E9} ".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)),
        status: 1, expected: [("invalid-utf8", "2:20")], fragment: "0xFF"),
    HostileCase(
        name: "a byte-order mark just works",
        make: themeBytes([0xEF, 0xBB, 0xBF] + Array(("theme: Bom\n" + baseTokens).utf8)), status: 0),
    HostileCase(
        name: "a byte-order mark keeps columns right",
        make: themeBytes([0xEF, 0xBB, 0xBF] + Array("theme: Bom\ncolors:\n  accent: \"#GG\"\n".utf8)),
        status: 1, expected: [("malformed-color", "3:")], fragment: "'G' is not a hexadecimal digit"),
    HostileCase(
        name: "a NUL byte",
        make: themeBytes(Array("theme: N\ndescription: \"a".utf8) + [0] + Array("b\"\n".utf8)),
        status: 1, expected: [("invalid-character", "2:16")], fragment: "NUL"),
    HostileCase(
        name: "a NUL escape in a theme name is shown, not printed",
        make: themeFile("theme: \"a\\0b\\e[2J\"\n" + baseTokens), status: 1,
        expected: [("invalid-theme-name", "1:8")], fragment: "a\\u{00}b\\u{1B}[2J"),
    // YAML 1.1 readings: to themec every scalar is text, judged by where it appears.
    HostileCase(name: "theme: no is a name", make: themeFile("theme: no\n" + baseTokens), status: 0),
    HostileCase(name: "theme: on is a name", make: themeFile("theme: on\n" + baseTokens), status: 0),
    HostileCase(name: "theme: yes is a name", make: themeFile("theme: yes\n" + baseTokens), status: 0),
    HostileCase(
        name: "theme: ~ has no value", make: themeFile("theme: ~\n" + baseTokens), status: 1,
        expected: [("missing-value", "1:8")]),
    HostileCase(
        name: "theme: null has no value", make: themeFile("theme: null\n" + baseTokens), status: 1,
        expected: [("missing-value", "1:8")]),
    HostileCase(
        name: "theme: 0x10 is not a name", make: themeFile("theme: 0x10\n" + baseTokens), status: 1,
        expected: [("invalid-theme-name", "1:8")]),
    HostileCase(
        name: "theme: .inf is not a name", make: themeFile("theme: .inf\n" + baseTokens), status: 1,
        expected: [("invalid-theme-name", "1:8")]),
    HostileCase(
        name: "accent: 0x10 is a malformed colour",
        make: themeFile("theme: A\ncolors:\n  accent: 0x10\n"), status: 1, expected: [("malformed-color", "3:11")],
        fragment: "'0x10'"),
    HostileCase(
        name: "accent: no is a malformed colour", make: themeFile("theme: A\ncolors:\n  accent: no\n"),
        status: 1, expected: [("malformed-color", "3:11")]),
    HostileCase(
        name: "accent: 1e3 is a malformed colour", make: themeFile("theme: A\ncolors:\n  accent: 1e3\n"),
        status: 1, expected: [("malformed-color", "3:11")]),
    HostileCase(
        name: "accent: ~ has no value", make: themeFile("theme: A\ncolors:\n  accent: ~\n"), status: 1,
        expected: [("missing-value", "3:11")]),
    HostileCase(
        name: "button: .inf is not a number", make: themeFile("theme: A\nradii:\n  button: .inf\n"), status: 1,
        expected: [("wrong-type", "3:11")], fragment: "'.inf'"),
    HostileCase(
        name: "button: 1e3 is not a number", make: themeFile("theme: A\nradii:\n  button: 1e3\n"), status: 1,
        expected: [("wrong-type", "3:11")]),
    HostileCase(
        name: "button: 0x10 is not a number", make: themeFile("theme: A\nradii:\n  button: 0x10\n"), status: 1,
        expected: [("wrong-type", "3:11")]),
    HostileCase(
        name: "button: .NaN is not a number", make: themeFile("theme: A\nradii:\n  button: .NaN\n"), status: 1,
        expected: [("wrong-type", "3:11")]),
    HostileCase(
        name: "button: yes is not a number", make: themeFile("theme: A\nradii:\n  button: yes\n"), status: 1,
        expected: [("wrong-type", "3:11")]),
    HostileCase(
        name: "button: null has no value", make: themeFile("theme: A\nradii:\n  button: null\n"), status: 1,
        expected: [("missing-value", "3:11")]),
    HostileCase(
        name: "a null key is not a name", make: themeFile("theme: A\ncolors:\n  ~: \"#FFF\"\n"), status: 1,
        expected: [("wrong-type", "3:3")]),
    HostileCase(
        name: "extends: no names a theme 'no'", make: themeFile("theme: A\nextends: no\n" + baseTokens),
        status: 1, expected: [("unknown-extends", "2:10")], fragment: "'no'"),
    // Names that look like paths.
    HostileCase(
        name: "theme name with '/'", make: themeFile("theme: \"a/b\"\n" + baseTokens), status: 1,
        expected: [("invalid-theme-name", "1:8")]),
    HostileCase(
        name: "theme name with '..'", make: themeFile("theme: \"../../x\"\n" + baseTokens), status: 1,
        expected: [("invalid-theme-name", "1:8")]),
    HostileCase(
        name: "token name with '/'", make: themeFile("theme: A\ncolors:\n  \"a/b\": \"#FFF\"\n"), status: 1,
        expected: [("invalid-identifier", "3:3")]),
    HostileCase(
        name: "token name '..'", make: themeFile("theme: A\ncolors:\n  \"..\": \"#FFF\"\n"), status: 1,
        expected: [("invalid-token-name", "3:3")]),
    HostileCase(
        name: "token name with NUL", make: themeFile("theme: A\ncolors:\n  \"a\\0b\": \"#FFF\"\n"), status: 1,
        expected: [("invalid-identifier", "3:3")], fragment: "a\\u{00}b"),
    HostileCase(
        name: "a 1,000-character theme name works",
        make: themeFile("theme: T" + String(repeating: "x", count: 999) + "\n" + baseTokens), status: 0),
    HostileCase(
        name: "a 1,000-character token name works",
        make: themeFile("theme: A\ncolors:\n  c" + String(repeating: "x", count: 999) + ": \"#FFF\"\n"), status: 0),
    // Sets.
    HostileCase(
        name: "extends chain 10k long",
        make: { scratch in
            for index in 0..<10_000 {
                var text = "theme: T\(index)\n"
                if index > 0 { text += "extends: T\(index - 1)\n" }
                text += "colors:\n  accent: \"#\(String(format: "%06X", index))\"\n"
                if index == 0 { text += "  label: \"#000\"\nradii:\n  button: 8\n" }
                scratch.write("Themes/T\(String(format: "%05d", index)).yaml", text)
            }
        },
        status: 0, memoryMiB: 256),
    HostileCase(
        name: "extends cycle 10k long",
        make: { scratch in
            for index in 0..<10_000 {
                let text = "theme: T\(index)\nextends: T\((index + 9_999) % 10_000)\n" + baseTokens
                scratch.write("Themes/T\(String(format: "%05d", index)).yaml", text)
            }
        },
        status: 1, expected: [("extends-cycle", nil)], memoryMiB: 256, outputBytes: 8 << 20),
    HostileCase(
        name: "reference chain 5k long",
        // Each token refers to the next, so evaluating the first follows the whole chain.
        make: themeFile(
            "theme: A\ncolors:\n" + (0..<4_999).map { "  c\($0): \"{colors.c\($0 + 1)}\"\n" }.joined()
                + "  c4999: \"#FFF\"\n"),
        status: 1, expected: [("reference-too-deep", nil)]),
    // Work that once grew with the square of the input.
    HostileCase(
        name: "5,000 misspelt references into a group of 5,000 tokens",
        // Each "did you mean" used to compare the reference with every token of the group: minutes.
        make: themeFile(
            "theme: A\ncolors:\n" + (0..<5_000).map { "  token\($0): \"#FFF\"\n" }.joined()
                + (0..<5_000).map { "  ref\($0): \"{colors.tokne\($0)}\"\n" }.joined()),
        status: 1, expected: [("unresolved-reference", "5003:")], fragment: "did you mean '{colors.token0}'?",
        memoryMiB: 256, outputBytes: 8 << 20),
    HostileCase(
        name: "5,000 themes, each extending a misspelt name",
        make: { scratch in
            for index in 0..<5_000 {
                let text = "theme: T\(index)\nextends: T\(index)x\n" + baseTokens
                scratch.write("Themes/T\(String(format: "%05d", index)).yaml", text)
            }
        },
        status: 1, expected: [("unknown-extends", "2:10")], fragment: "did you mean 'T0'?", memoryMiB: 256,
        outputBytes: 8 << 20),
    HostileCase(
        name: "6,000 one-token themes, each lacking the others' tokens",
        // One diagnostic per theme listing a few names and a count, not every missing name of every theme;
        // and no theme holds a value for each of the set's 6,000 tokens (once 2.4 GB).
        make: { scratch in
            for index in 0..<6_000 {
                let text = "theme: T\(index)\ncolors:\n  c\(index): \"#FFF\"\n"
                scratch.write("Themes/T\(String(format: "%05d", index)).yaml", text)
            }
        },
        status: 1, expected: [("missing-tokens", "1:8")], fragment: "and 5989 more", memoryMiB: 256,
        outputBytes: 8 << 20),
]

/// Prints one line per case when `THEMEC_HARDENING_REPORT` is set (for docs/Reliability.md).
private func report(_ name: String, _ result: ChildResult) {
    guard ProcessInfo.processInfo.environment["THEMEC_HARDENING_REPORT"] != nil else { return }
    print(
        "| \(name) | \(result.status.map(String.init) ?? "signal") | \(String(format: "%.2f", result.seconds)) s | "
            + "\(String(format: "%.0f", result.peakMiB)) MiB |")
}

@Suite("Hostile input, through the real executable")
struct HostileInputTests {
    /// The peak memory bounds of the cases below are checked only where GNU time measures them; this test
    /// says (by being skipped) when they were not.
    @Test(.needs(.gnuTime))
    func peakMemoryIsMeasured() throws {
        try OptionalTests.require(.gnuTime)
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runThemec(["--version"], in: scratch.path)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.peakKiB > 0 && result.peakMiB < 128, "\(result.summary)")
    }

    @Test(arguments: hostileCases)
    func hostileInput(_ hostile: HostileCase) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        hostile.make(scratch)
        let arguments = hostile.arguments.map { $0.replacingOccurrences(of: "%", with: scratch.path) }
        let result = runThemec(arguments, in: scratch.path, timeout: hostile.seconds)
        report(hostile.name, result)

        #expect(result.signal == nil, "ended by a signal: \(result.summary)")
        #expect(!result.timedOut, "took longer than \(hostile.seconds) s: \(result.summary)")
        #expect(result.status == hostile.status, "\(result.summary)")
        #expect(result.seconds < hostile.seconds)
        // Peak memory is only known through GNU time (see `gnuTime`); without it, only this check is left out
        // (`peakMemoryIsMeasured` is skipped, saying so), unless the optional tests are required.
        if OptionalTests.isAvailable(.gnuTime) {
            #expect(result.peakMiB < hostile.memoryMiB, "peak memory \(result.peakMiB) MiB: \(result.summary)")
        } else if OptionalTests.areRequired {
            try OptionalTests.require(.gnuTime)
        }
        #expect(
            result.standardOutput.utf8.count + result.standardError.utf8.count < hostile.outputBytes,
            "printed \(result.standardOutput.utf8.count + result.standardError.utf8.count) bytes")

        let found = diagnostics(inJSON: result.standardOutput)
        if hostile.status == 0 {
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
        for (id, at) in hostile.expected {
            let match = found.first { $0.id == id }
            #expect(match != nil, "no '\(id)' among \(found.map { "\($0.id) \($0.location)" })")
            if let match, let at {
                #expect(
                    "\(match.line ?? 0):\(match.column ?? 0)".hasPrefix(at),
                    "'\(id)' at \(match.location), expected \(at)")
            }
        }
        if let fragment = hostile.fragment, let id = hostile.expected.first?.id,
            let match = found.first(where: { $0.id == id })
        {
            #expect(match.message.contains(fragment), "'\(match.message.prefix(300))' lacks '\(fragment)'")
        }
    }

    /// Names that look like paths never reach the file system: whatever a theme is called, `compile`
    /// writes only inside its output directory (and the no-op cache's key beside it, named after the
    /// directory, not the theme: `NoOpCache`).
    @Test(arguments: ["../../escape", "a/b", "/abs", "ok-name", "T" + String(repeating: "x", count: 999)])
    func themeNamesNeverBecomePaths(_ name: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let quotedName = "\"" + name + "\""
        scratch.write(
            "work/Themes/A.yaml",
            "theme: \(quotedName)\ncolors:\n  \(quotedName): \"#FFF\"\n")
        let before = Set(snapshot(scratch.path).keys)
        let result = runThemec(
            ["compile", scratch.url("work/Themes"), "--output", scratch.url("work/out/Generated")], in: scratch.path)
        #expect(result.signal == nil && (result.status == 0 || result.status == 1), "\(result.summary)")
        let added = Set(snapshot(scratch.path).keys).subtracting(before)
        for path in added {
            #expect(
                path.hasPrefix("work/out/Generated/") || path == "work/out/.Generated.themec-cache",
                "wrote \(path) outside the output directory")
        }
    }
}
