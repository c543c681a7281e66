import Testing

@testable import ThemecEmit

/// `SwiftWriter.lines(of:)` splits on UTF-8 bytes (BENCHMARKS.md, optimisation 23); it writes what splitting the
/// text into `Character`s at `"\n"` and writing each piece with `line(_:)` writes.
struct LinesOfTextTests {
    @Test(arguments: [
        "", "\n", "\n\n", "\n\n\n", "one", "one\n", "one\ntwo", "one\n\ntwo\n", "\none", "a\r\nb", "a\r\n\r\nb\n",
        "a\rb\n", "\r\n", "\r\n\n", "\n\r\n", "tab\there\n  indented\n", "Ärger\n🎨\u{301}\n", "e\u{301}\nx",
        "\u{301}\n\u{301}", "line\u{2028}next\nend", "struct A {\n    var b: Int\n}\n\n\n",
    ])
    func sameBytesAsTheCharacterSplit(_ text: String) {
        for depth in 0..<2 {
            var fast = SwiftWriter()
            var general = SwiftWriter()
            fast.line("before")
            general.line("before")
            if depth == 0 {
                fast.lines(of: text)
                for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    general.line(String(piece))
                }
            } else {
                fast.indented { $0.lines(of: text) }
                general.indented { w in
                    for piece in text.split(separator: "\n", omittingEmptySubsequences: false) { w.line(String(piece)) }
                }
            }
            fast.line("after")
            general.line("after")
            #expect(fast.bytes == general.bytes, "\(text.debugDescription) at depth \(depth)")
        }
    }
}
