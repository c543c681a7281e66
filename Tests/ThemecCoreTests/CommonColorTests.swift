import Testing

@testable import ThemecCore

/// `ColorSyntax.commonColor(utf8:)`, the theme parser's reading of hex colours and references from the scalar's
/// bytes (BENCHMARKS.md, optimisations 2 and 19): where it gives a value it is the one `parse` gives, and it
/// leaves every reference the general parser must read or report (empty segments, spaces, braces, non-ASCII) to it.
struct CommonColorTests {
    static func common(_ text: String) -> ColorSyntax.CommonColor? {
        var text = text
        return text.withUTF8 { ColorSyntax.commonColor(utf8: $0) }
    }

    @Test(arguments: [
        "{palette.blue}", "{colors.accent}", "{palette.hue20.350}", "{colors.a.b.c}", "{system.label}",
        "{fonts.body}", "{x.y}", "{palette.gray-600}", "{palette.a_b}", "{palette.~!}", "#FFF", "#12345678",
    ])
    func commonFormsAreWhatParseGives(_ text: String) throws {
        let common = try #require(Self.common(text))
        switch (common, ColorSyntax.parse(text)) {
        case (.literal(let fast), .success(.literal(let general))):
            #expect(fast == general)
        case (.reference(let group, let dottedPath), .success(.reference(let segments))):
            #expect(group == segments[0])
            #expect(dottedPath == segments.dropFirst().joined(separator: "."))
        default:
            Issue.record("\(text): \(common) against \(ColorSyntax.parse(text))")
        }
    }

    @Test(arguments: [
        "{}", "{palette}", "{.blue}", "{palette.}", "{palette..blue}", "{pa lette.blue}", "{palette.bl{ue}",
        "{palette.bl}ue}", "{palette.é}", "{palette.\u{7F}}", "{palette.\tblue}", "palette.blue", "{palette.blue",
        "{", "}", "{.}", "{a.b.}", "{a..}", "",
    ])
    func uncommonReferencesAreLeftToTheGeneralParser(_ text: String) {
        #expect(Self.common(text) == nil)
    }
}
