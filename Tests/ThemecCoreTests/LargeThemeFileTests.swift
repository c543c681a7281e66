import Testing
import ThemecDiagnostics
import ThemecYAML

@testable import ThemecCore

/// The YAML limits refuse what aliases repeat, never a theme for being large: one file of 50,000 tokens loads.
@Suite struct LargeThemeFileTests {
    /// One theme of `count` semantic colours, each with a light and a dark value (six nodes a token).
    static func theme(colors count: Int) -> String {
        var lines = ["theme: Large", "colors:"]
        lines.reserveCapacity(count + 2)
        for index in 0..<count {
            let hex = String(index % 0xFFFFFF, radix: 16).leftPadded(to: 6)
            lines.append("  color\(index): { light: \"#\(hex)\", dark: \"#\(hex)\" }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aFileOfFiftyThousandTokensLoads() throws {
        let result = ThemeSetLoader.load(files: [("Themes/Large.yaml", Array(Self.theme(colors: 50_000).utf8))])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message.text) == [])
        let set = try #require(result.themeSet)
        #expect(set.themes.count == 1)
        #expect(set.colors.count == 50_000)
    }

    @Test func anAliasBombInALargeFileIsRefusedWhereItExpands() {
        // Ten anchors, each a list of ten aliases of the one before: 10^10 nodes once expanded.
        var bomb = ["laughs0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<10 {
            bomb.append(
                "laughs\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                    + "]")
        }
        let text = Self.theme(colors: 20_000) + "extra:\n" + bomb.map { "  " + $0 }.joined(separator: "\n") + "\n"
        let result = ThemeSetLoader.load(files: [("Themes/Bomb.yaml", Array(text.utf8))])
        #expect(result.themeSet == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.aliasExpansionLimit])
        #expect(errors.first?.message.text == "alias expansion exceeds the limit of 100000 nodes")
        // Aliases add 110, 1,110 and 11,110 nodes on the bomb's second to fourth lines, then 11,111 an alias on
        // its fifth (line 20,008), which passes 100,000 at its eighth alias (column 17 + 5 × 7).
        let start = errors.first?.range?.start
        #expect(start?.line == 20_008)
        #expect(start?.column == 52)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
