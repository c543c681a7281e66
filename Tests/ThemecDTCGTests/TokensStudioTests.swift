import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// Tokens Studio as teams keep it: tokens with its own keys (`id`, `deprecatedValues`), its type names in
/// `type` and in `$type`, numbers as strings, its arithmetic and references into groups such as `fontWeights`.
@Suite struct TokensStudioTests {
    static let path = ReadBackTests.fixtures + "/tokens-studio-single.json"

    static func imported() throws -> (DTCGImportResult, ResolvedThemeSet, String) {
        let result = DTCGImporter.importSet(DTCGImportRequest(tokenPaths: [path]), read: DTCGFiles.read)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(load(result.themes.map { ($0.name, $0.yaml) }).themeSet)
        return (result, set, try #require(result.themes.first?.name))
    }

    @Test func tokensWithExtraKeysAreRead() throws {
        let (_, set, theme) = try Self.imported()
        let source = try ReadBackTests.json(Self.path)
        let blue = try #require(
            (((source["global"] as? [String: Any])?["base"] as? [String: Any])?["blue"]
                as? [String: Any])?["value"] as? String)
        #expect(ReadBackTests.value(set, theme, "palette.base.blue") == blue.uppercased() + "FF")
        #expect(ReadBackTests.value(set, theme, "palette.base.white") == "#FFFFFFFF")
    }

    @Test func arithmeticIsEvaluatedAsTokensStudioDoes() throws {
        let (_, set, theme) = try Self.imported()
        let base = 16.0
        #expect(ReadBackTests.value(set, theme, "sizes.fontSizes.sm").flatMap(Double.init) == base * 0.875)
        // roundTo(x, 1): one decimal.
        #expect(
            ReadBackTests.value(set, theme, "sizes.fontSizes.lg").flatMap(Double.init)
                == ((base * 1.333) * 10).rounded() / 10)
        #expect(ReadBackTests.value(set, theme, "sizes.fontSizes.half").flatMap(Double.init) == (base - 4) / 2)
        #expect(ReadBackTests.value(set, theme, "spacing.block").flatMap(Double.init) == 4.0 * 2)
    }

    @Test func numbersAsStringsAndTypeNamesInBothSpellings() throws {
        let (_, set, theme) = try Self.imported()
        #expect(ReadBackTests.value(set, theme, "opacity.disabled") == "0.4")
        #expect(ReadBackTests.value(set, theme, "numbers.ratio.golden") == "1.618")
        #expect(ReadBackTests.value(set, theme, "numbers.heavy") == "800")
        #expect(ReadBackTests.value(set, theme, "sizes.icon") == "24")
    }

    @Test func aReferenceIntoFontWeightsKeepsItsCase() throws {
        let (result, set, _) = try Self.imported()
        #expect(!result.diagnostics.contains { $0.message.text.contains("fontweights") }, "\(result.diagnostics)")
        let body = try #require(set.typography.firstIndex { $0.name.dottedPath == "body" })
        let typography = set.themes[0].typography[body]
        // `Bold` is 700, and the 150% line height of the 16-point size is 24 points.
        #expect(typography.weight == 700)
        #expect(typography.size == 16)
        #expect(typography.lineHeight == 16 * 1.5)
    }

    @Test func everyTokenIsImportedOrLeftOutWithALocatedWarning() throws {
        let (result, _, _) = try Self.imported()
        // 18 tokens in the file: the bare curve (no duration) is the one left out, where it is.
        #expect(result.summary.importedCount + result.summary.skippedCount == 18)
        #expect(result.summary.skipped.flatMap(\.tokens) == ["ease.out"])
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("'ease.out'") })
        #expect(warning.range?.start.line == 42)
    }

    @Test(arguments: [
        ("8px * 2", "16px"), ("2rem * 1.5", "3rem"), ("(10 - 4) / 4", "1.5"), ("roundTo(1.23456, 2)", "1.23"),
        ("1 / 3", "0.3333"), ("2 ^ 3", "8"), ("min(4, 2) + max(1, 3)", "5"), ("-4px * 2", "-8px"),
    ])
    func expressions(_ text: String, _ expected: String) {
        #expect(TokensStudioMath.Expression.reduce(text) == expected)
    }

    @Test(arguments: ["16px", "Inter, sans-serif", "#ff0000", "rgba(0, 0, 0, 0.5)", "2rem + 4px * 1em"])
    func notExpressions(_ text: String) {
        #expect(TokensStudioMath.Expression.reduce(text) == nil)
    }
}
