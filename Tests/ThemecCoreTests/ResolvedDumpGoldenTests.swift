import Foundation
import Testing

@testable import ThemecCore

/// The goldens' middle layer: the repository's `Themes/` (YAML) → the resolved model's dump, compared with
/// `Golden/Themes.dump` → `Generated/` (Swift, which `AppThemeTests` and `compile --check` keep current).
/// `THEMEC_RECORD=1` rewrites the golden and fails, so nothing is recorded silently.
@Suite struct ResolvedDumpGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = root.appendingPathComponent("Golden/Themes.dump")
    static let themes = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes")

    @Test func themesDumpMatchesGolden() throws {
        let result = ThemeSetLoader.load(paths: [Self.themes.path])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let set = try #require(result.themeSet)
        // Paths as the loader names them, relative to nothing of this machine.
        let actual = set.dump().replacingOccurrences(of: Self.themes.deletingLastPathComponent().path + "/", with: "")
        if ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" {
            try actual.write(to: Self.golden, atomically: true, encoding: .utf8)
            Issue.record("recorded Golden/Themes.dump (THEMEC_RECORD=1); run again without it to check")
            return
        }
        let expected = try? String(contentsOf: Self.golden, encoding: .utf8)
        #expect(expected != nil, "missing Golden/Themes.dump; run with THEMEC_RECORD=1 to create it")
        #expect(actual == expected, "the resolved model of Themes/ differs from Golden/Themes.dump")
    }

    /// The dump shows what a change to one value does: one line differs, the token's line in that theme.
    @Test func oneValueChangesOneLine() throws {
        let yaml = "theme: A\ncolors:\n  accent: { light: \"#000000\", dark: \"#FFFFFF\" }\nradii:\n  button: 8\n"
        let before = try #require(ThemeSetLoader.load(files: [("A.yaml", Array(yaml.utf8))]).themeSet).dump()
        let edited = yaml.replacingOccurrences(of: "button: 8", with: "button: 9")
        let after = try #require(ThemeSetLoader.load(files: [("A.yaml", Array(edited.utf8))]).themeSet).dump()
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.map(\.1) == ["  radii.button = 9"])
    }
}
