import Testing

@testable import ThemecEmit

/// `SwiftWriter.accessorLine` puts a token's accessor together in one buffer (BENCHMARKS.md, optimisation 23); it
/// writes what `line(_:)` writes for the joined pieces, at any depth, for any index and for non-ASCII pieces.
struct AccessorLineTests {
    @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, 1_000_000])
    func sameBytesAsTheJoinedLine(_ index: Int) {
        let cases: [(String, String, String, String)] = [
            ("public var ", "accent", ": ThemeDynamicColor { _values[", "] }"),
            ("@inlinable public var ", "`default`", ": Color { _colors[", "] }"),
            ("var ", "ärger", ": Ü { _v[", "] } // é"),
            ("", "", "", ""),
        ]
        for (head, property, middle, tail) in cases {
            for depth in 0..<3 {
                var fast = SwiftWriter()
                var general = SwiftWriter()
                func nest(_ w: inout SwiftWriter, _ level: Int, _ body: (inout SwiftWriter) -> Void) {
                    if level == 0 { body(&w) } else { w.indented { nest(&$0, level - 1, body) } }
                }
                nest(&fast, depth) { $0.accessorLine(head, property, middle, index: index, tail) }
                nest(&general, depth) { $0.line(head + property + middle + String(index) + tail) }
                #expect(fast.bytes == general.bytes, "\(property) \(index) at depth \(depth)")
            }
        }
    }
}
