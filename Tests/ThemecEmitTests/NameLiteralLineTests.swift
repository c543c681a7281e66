import Testing

@testable import ThemecEmit

/// `SwiftWriter.nameLiteralLine(_:)` (BENCHMARKS.md, optimisations 22 and 23: a dotted path since 23) writes what the general line of a string
/// literal and a comma writes, for plain paths and for those it hands to `stringLiteral`.
struct NameLiteralLineTests {
    @Test(arguments: [
        ["gray", "600"], ["accent"], ["a", "b", "c"], [], [""], ["a", ""], ["quote\"d"], ["back\\slash"],
        ["tab\tname"], ["line\nbreak"], ["Ärger"], ["emoji🎨"], ["~", " ", "!"], ["bell\u{7}"], ["del\u{7F}"],
    ])
    func sameBytesAsTheGeneralLine(_ path: [String]) {
        // Indented, as in a `names` array.
        var fast = SwiftWriter()
        fast.indented { $0.nameLiteralLine(path.joined(separator: ".")) }
        var general = SwiftWriter()
        general.indented { $0.line(SwiftWriter.stringLiteral(path.joined(separator: ".")) + ",") }
        #expect(fast.bytes == general.bytes)
    }
}
