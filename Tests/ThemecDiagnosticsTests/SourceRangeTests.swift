import Testing

@testable import ThemecDiagnostics

@Suite("SourceRange storage")
struct SourceRangeTests {
    @Test func fileRoundTripsAndRangesCompareByFile() {
        let a = SourceRange(
            file: "Themes/Default.yaml", start: SourceLocation(line: 3, column: 5),
            end: SourceLocation(line: 3, column: 9))
        var b = a
        #expect(a.file == "Themes/Default.yaml")
        #expect(a == b)
        b.file = "Themes/Ocean.yaml"
        #expect(b.file == "Themes/Ocean.yaml")
        #expect(a != b)
        #expect(b.description == "Themes/Ocean.yaml:3:5-3:9")
        b.file = "Themes/Default.yaml"
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func pathsAreKeptByteForByte() {
        // The same name in two Unicode normalisations is two files on disk; each range keeps its own.
        let composed = SourceRange.startOfFile("caf\u{E9}.yaml")
        let decomposed = SourceRange.startOfFile("cafe\u{301}.yaml")
        #expect(Array(composed.file.utf8) == Array("caf\u{E9}.yaml".utf8))
        #expect(Array(decomposed.file.utf8) == Array("cafe\u{301}.yaml".utf8))
    }

    @Test func locationsKeepTheirIntAPI() {
        var location = SourceLocation(line: 70_000, column: 123_456)
        #expect(location.line == 70_000)
        #expect(location.column == 123_456)
        location.column += 1
        #expect(location.description == "70000:123457")
        #expect(SourceLocation(line: 1, column: 9) < SourceLocation(line: 2, column: 1))
        // A range is plain data: four 32-bit numbers and the file's index.
        #expect(MemoryLayout<SourceRange>.size == 20)
    }
}
