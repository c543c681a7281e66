import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecEmit

@Suite("ContentHasher")
struct ContentHasherTests {
    static let sample: [UInt8] = Array((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 >> 3) })

    @Test func theHashDoesNotDependOnHowTheBytesArrive() {
        let whole = ContentHasher.hexDigest(of: Self.sample)
        for split in [0, 1, 7, 8, 15, 16, 17, 33, 500, 999, 1000] {
            var hasher = ContentHasher()
            hasher.combine(Array(Self.sample[..<split]))
            hasher.combine(Array(Self.sample[split...]))
            #expect(hasher.hexDigest() == whole, "split at \(split)")
        }
        var byteByByte = ContentHasher()
        for byte in Self.sample { byteByByte.combine([byte]) }
        #expect(byteByByte.hexDigest() == whole)
    }

    @Test func everyChangeChangesTheHash() {
        var seen: Set<String> = [ContentHasher.hexDigest(of: Self.sample)]
        // Every single bit flipped, every truncation, and trailing zeros.
        for index in Self.sample.indices {
            for bit in 0..<8 {
                var changed = Self.sample
                changed[index] ^= 1 << bit
                #expect(seen.insert(ContentHasher.hexDigest(of: changed)).inserted, "byte \(index) bit \(bit)")
            }
        }
        for length in 0..<Self.sample.count {
            #expect(seen.insert(ContentHasher.hexDigest(of: Array(Self.sample[..<length]))).inserted)
        }
        for zeros in 1...40 {
            #expect(seen.insert(ContentHasher.hexDigest(of: Self.sample + Array(repeating: 0, count: zeros))).inserted)
        }
    }

    /// Manifests record these hashes, so they must be the same on every platform and in every version.
    @Test func theHashIsStable() {
        #expect(ContentHasher.hexDigest(of: []) == "0063ab234c52252e")
        #expect(ContentHasher.hexDigest(of: Array("// theme\n".utf8)) == "aa2140505b8836d4")
        #expect(ContentHasher.hexDigest(of: Self.sample) == "335eff6915f733fe")
        #expect(ContentHasher.hex(0xAB) == "00000000000000ab")
    }
}

@Suite("OutputWriter: fingerprints")
struct OutputWriterFingerprintTests {
    let writer = OutputWriter()
    let files = [
        GeneratedFile(path: "Theme.swift", contents: "// theme\n"),
        GeneratedFile(path: "Sub/Colors.swift", contents: "// colors\n"),
    ]

    @Test func theManifestRecordsTheFingerprintAndEachFilesHash() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files, to: output, fingerprint: "0123456789abcdef")
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        #expect(
            manifest == """
                \(OutputWriter.manifestHeader)
                # fingerprint: 0123456789abcdef
                \(ContentHasher.hexDigest(of: Array("// colors\n".utf8))) Sub/Colors.swift
                \(ContentHasher.hexDigest(of: Array("// theme\n".utf8))) Theme.swift

                """)
        #expect(OutputWriter.manifestEntries(in: manifest) == ["Sub/Colors.swift", "Theme.swift"])
        #expect(writer.isCurrent(fingerprint: "0123456789abcdef", in: output))
        #expect(!writer.isCurrent(fingerprint: "0123456789abcdee", in: output))
        #expect(!writer.isCurrent(fingerprint: "0123456789abcdef", in: temp.url("Elsewhere")))
        // Written again with the same fingerprint: nothing changes.
        #expect(try writer.write(files, to: output, fingerprint: "0123456789abcdef").isNoOp)
    }

    @Test func anEditedMissingOrReplacedFileIsNotCurrent() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files, to: output, fingerprint: "f")
        #expect(writer.isCurrent(fingerprint: "f", in: output))

        try temp.write("Generated/Theme.swift", "// theme!\n")
        #expect(!writer.isCurrent(fingerprint: "f", in: output))
        _ = try writer.write(files, to: output, fingerprint: "f")
        #expect(writer.isCurrent(fingerprint: "f", in: output))

        try FileManager.default.removeItem(atPath: temp.url("Generated/Sub/Colors.swift"))
        #expect(!writer.isCurrent(fingerprint: "f", in: output))
        _ = try writer.write(files, to: output, fingerprint: "f")

        // A symbolic link in place of a directory on the way.
        try FileManager.default.moveItem(atPath: temp.url("Generated/Sub"), toPath: temp.url("Elsewhere"))
        try FileManager.default.createSymbolicLink(
            atPath: temp.url("Generated/Sub"), withDestinationPath: "../Elsewhere")
        #expect(!writer.isCurrent(fingerprint: "f", in: output))
    }

    @Test func aManifestWithoutFingerprintOrInAJournalIsNotCurrent() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files, to: output)
        let plain = try #require(temp.read("Generated/.themec-manifest"))
        #expect(!plain.contains("fingerprint"))
        #expect(plain == OutputWriter.manifestText(for: ["Theme.swift", "Sub/Colors.swift"]))
        #expect(!writer.isCurrent(fingerprint: "f", in: output))

        _ = try writer.write(files, to: output, fingerprint: "f")
        let recorded = try #require(temp.read("Generated/.themec-manifest"))
        var lines = recorded.split(separator: "\n").map(String.init)
        lines.insert(OutputWriter.journalNote, at: 1)
        try temp.write("Generated/.themec-manifest", lines.joined(separator: "\n") + "\n")
        #expect(!writer.isCurrent(fingerprint: "f", in: output))
        #expect(try !writer.check(files, against: output).isUpToDate)
    }

    @Test func checkComparesTheFilesNotTheFingerprint() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files, to: output, fingerprint: "f")
        #expect(try writer.check(files, against: output).isUpToDate)

        // A manifest from another fingerprint, or without one, is current for `check`; `write` records its own.
        _ = try writer.write(files, to: output)
        #expect(try writer.check(files, against: output).isUpToDate)
        let report = try writer.write(files, to: output, fingerprint: "g")
        #expect(report.manifestWritten && report.written.isEmpty)
        #expect(try writer.check(files, against: output).isUpToDate)

        // A recorded hash that is not the file's is a stale manifest.
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        let hash = ContentHasher.hexDigest(of: Array("// theme\n".utf8))
        try temp.write("Generated/.themec-manifest", manifest.replacingOccurrences(of: hash, with: "0000000000000000"))
        #expect(try writer.check(files, against: output).stale == [OutputWriter.manifestName])
    }

    @Test func removedFilesAreStillRemovedThroughAFingerprintedManifest() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files, to: output, fingerprint: "f")
        let report = try writer.write(Array(files.prefix(1)), to: output, fingerprint: "g")
        #expect(report.removed == ["Sub/Colors.swift"])
        #expect(!temp.exists("Generated/Sub/Colors.swift"))
    }
}

@Suite("SwiftWriter: table rows")
struct TableRowTests {
    @Test func hexDigitsOfEveryByteInEveryPosition() {
        for byte in 0...255 {
            let value = UInt8(byte)
            for position in 0..<4 {
                var components: [UInt8] = [0x12, 0xAB, 0x0F, 0xF0]
                components[position] = value
                let rgba = RGBA(red: components[0], green: components[1], blue: components[2], alpha: components[3])
                let word = SwiftWriter.hexDigits(rgba)
                let text = String(decoding: withUnsafeBytes(of: word.littleEndian) { Array($0) }, as: UTF8.self)
                let expected = components.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
                #expect(text == expected.joined(), "\(components)")
            }
        }
    }

    @Test func rowsHaveTheIndentationValuesAndComment() {
        var w = SwiftWriter()
        w.block("let table: [UInt32] = [", closer: "]") { w in
            let red = RGBA(red: 255, green: 0, blue: 0)
            let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            w.tableRow(1, (red, red, red, red), comment: Array("red".utf8))
            w.tableRow(4, (red, clear, red, clear), comment: Array("mixed.ünïcode".utf8))
            w.tableRow(2, (clear, red, clear, clear), comment: Array("two".utf8))
        }
        #expect(
            w.text == """
                let table: [UInt32] = [
                    0xFF0000FF,  // red
                    0xFF0000FF, 0x00000000, 0xFF0000FF, 0x00000000,  // mixed.ünïcode
                    0x00000000, 0xFF0000FF,  // two
                ]

                """)
    }
}

/// The warnings a manifest records beside its fingerprint: read back exactly, rendered without the sources in
/// every format as from the sources, and read strictly.
@Suite("StoredDiagnostics")
struct StoredDiagnosticsTests {
    /// A source whose lines hold what a record must carry: spaces, `%`, `'`, a tab, an escape, non-ASCII, a
    /// line far longer than an excerpt; a path with a space and `%`.
    static let path = "Themes/My 100% theme.yaml"
    static let source = SourceText(
        path: path,
        text: "colors:\n  a: \"%41 it's\t\u{1B}[31mred é\"\n  b: \"" + String(repeating: "x", count: 500) + "\" # end\n"
    )

    static let diagnostics: [Diagnostic] = [
        .warning(
            .contrast, "contrast of '\("a\u{1B}b")' is low",
            at: SourceRange(
                file: path, start: SourceLocation(line: 2, column: 6), end: SourceLocation(line: 2, column: 20)),
            notes: [
                Note(
                    "used here",
                    at: SourceRange(
                        file: path, start: SourceLocation(line: 3, column: 300),
                        end: SourceLocation(line: 3, column: 305))),
                Note("no place"),
            ],
            fixIts: [
                FixIt(
                    replacing: SourceRange(
                        file: path, start: SourceLocation(line: 2, column: 6), end: SourceLocation(line: 2, column: 7)),
                    with: "'% 1'")
            ]),
        .warning(.contrast, "without a place", at: nil),
    ]

    @Test func aManifestGivesBackTheWarningsRenderedAsFromTheSources() throws {
        let stored = try #require(StoredDiagnostics(Self.diagnostics, sources: [Self.path: Self.source]))
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let files = [GeneratedFile(path: "Theme.swift", contents: "// theme\n")]
        _ = try OutputWriter().write(files, to: output, fingerprint: "f", warnings: stored)
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        #expect(!manifest.unicodeScalars.contains { $0 != "\n" && DiagnosticMessage.needsEscape($0) })
        #expect(OutputWriter.manifestEntries(in: manifest) == ["Theme.swift"])

        let back = try #require(OutputWriter().currentWarnings(fingerprint: "f", in: output))
        #expect(back.diagnostics == Self.diagnostics)
        for format in DiagnosticFormat.allCases {
            for colored in [false, true] {
                let original = DiagnosticRenderer(format: format, colored: colored, sourceText: { _ in Self.source })
                let sources = back.sources
                let replayed = DiagnosticRenderer(format: format, colored: colored, sourceText: { sources[$0] })
                #expect(replayed.render(back.diagnostics) == original.render(Self.diagnostics), "\(format)")
            }
        }
        // The same warnings again: nothing to write. None: the manifest changes.
        #expect(try OutputWriter().write(files, to: output, fingerprint: "f", warnings: stored).isNoOp)
        #expect(try OutputWriter().check(files, against: output).isUpToDate)
        #expect(try OutputWriter().write(files, to: output, fingerprint: "f").manifestWritten)
        #expect(OutputWriter().currentWarnings(fingerprint: "f", in: output)?.isEmpty == true)
    }

    @Test func tooManyWarningsAreNotStored() {
        let one = Diagnostic.warning(.contrast, "\(String(repeating: "w", count: 150))", at: nil)
        #expect(StoredDiagnostics(Array(repeating: one, count: 10), sources: [:]) != nil)
        #expect(StoredDiagnostics(Array(repeating: one, count: 10_000), sources: [:]) == nil)
    }
}
