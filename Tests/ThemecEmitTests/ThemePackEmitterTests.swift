import Foundation
import Testing
import ThemecCore
import ThemecEmit

/// The theme pack's fingerprint follows the token set, not its values or order; the pack is JSON whatever the
/// names and descriptions hold.
@Suite struct ThemePackEmitterTests {
    static func set(_ files: [(String, String)]) throws -> ResolvedThemeSet {
        let result = ThemeSetLoader.load(files: files.map { ($0.0, Array($0.1.utf8)) })
        return try #require(result.themeSet, "\(result.diagnostics)")
    }

    @Test("The fingerprint: same for other values and order, different for a token added, renamed or moved")
    func fingerprint() throws {
        let base = try Self.set([
            ("A.yaml", "theme: A\ncolors:\n  label: \"#000000\"\n  tint: \"#112233\"\nradii:\n  card: 8\n")
        ])
        let values = try Self.set([
            ("A.yaml", "theme: A\ncolors:\n  label: \"#FFFFFF\"\n  tint: \"#445566\"\nradii:\n  card: 3\n")
        ])
        let order = try Self.set([
            ("A.yaml", "theme: A\nradii:\n  card: 8\ncolors:\n  tint: \"#112233\"\n  label: \"#000000\"\n")
        ])
        let added = try Self.set([
            (
                "A.yaml",
                "theme: A\ncolors:\n  label: \"#000000\"\n  tint: \"#112233\"\n  link: \"#0000FF\"\nradii:\n  card: 8\n"
            )
        ])
        let renamed = try Self.set([
            ("A.yaml", "theme: A\ncolors:\n  label: \"#000000\"\n  tints: \"#112233\"\nradii:\n  card: 8\n")
        ])
        let moved = try Self.set([
            ("A.yaml", "theme: A\ncolors:\n  label: \"#000000\"\n  tint: \"#112233\"\nspacing:\n  card: 8\n")
        ])
        let print = ThemePackEmitter.fingerprint(of: base)
        #expect(print.count == 16 && print.allSatisfy(\.isHexDigit))
        #expect(ThemePackEmitter.fingerprint(of: values) == print)
        #expect(ThemePackEmitter.fingerprint(of: order) == print)
        let others = [added, renamed, moved].map(ThemePackEmitter.fingerprint(of:))
        #expect(Set(others + [print]).count == 4, "\(others)")
    }

    @Test("Names and descriptions with quotes, backslashes and control characters stay JSON")
    func hostileText() throws {
        let set = try Self.set([
            (
                "A.yaml",
                "theme: A\ndescription: \"say \\\"hi\\\" \\\\ \\t tab \\u0001 and \\u00e9\"\ncolors:\n  label: \"#000000\"\n"
            )
        ])
        let text = ThemePackEmitter.pack(set)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let themes = try #require(object["themes"] as? [[String: Any]])
        #expect(themes.first?["description"] as? String == set.themes[0].description)
        #expect(set.themes[0].description?.contains("\u{1}") == true)
        // Deterministic: the same set, the same bytes.
        #expect(ThemePackEmitter.pack(set) == text)
    }
}
