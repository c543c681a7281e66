import Testing
import ThemecCore

/// The shortcuts a single large theme takes (BENCHMARKS.md, optimisation 21) give what the general paths give.
struct SingleThemeFastPathTests {
    /// `identifier(for:)` as the word pipeline spells it, without the ASCII shortcut.
    static func pipelineIdentifier(_ path: [String]) -> String? {
        var name = SwiftIdentifier.normalized(SwiftIdentifier.lowerCamelCase(path.flatMap(SwiftIdentifier.words)))
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return SwiftIdentifier.isValidIdentifier(name) ? name : nil
    }

    @Test(arguments: [
        ["gray", "600"], ["URLScheme"], ["my-color"], ["2xl"], ["_"], ["__"], ["a+b"], [""], [], ["HTTPServer2Go"],
        ["set12Token34"], ["ABC"], ["aB"], ["x_y z", "w"], ["a--b"], ["hue07", "150"], ["Ärger"], ["line\rbreak"],
        ["secondary", "label"], ["9"], ["a", "", "b"], ["$x"], ["tab\tname"], ["UIColor", "XMLParser"],
    ])
    func asciiIdentifiersAreThePipelines(_ path: [String]) {
        #expect(SwiftIdentifier.identifier(for: path) == Self.pipelineIdentifier(path))
    }

    /// `identifier(forDottedPath:)` (optimisation 23) reads an ASCII dotted path in one pass without splitting it;
    /// it gives what the pipeline gives for the keys, including keys that end or begin in capitals or digits
    /// (the look-ahead at a dot), empty keys, and non-ASCII paths, which take the split.
    @Test(arguments: [
        ["gray", "600"], ["URLScheme"], ["my-color"], ["2xl"], ["_"], ["__"], ["a+b"], [""], ["HTTPServer2Go"],
        ["set12Token34"], ["ABC"], ["aB"], ["x_y z", "w"], ["a--b"], ["hue07", "150"], ["Ärger"], ["line\rbreak"],
        ["secondary", "label"], ["9"], ["a", "", "b"], ["$x"], ["tab\tname"], ["UIColor", "XMLParser"],
        ["URL", "Scheme"], ["ABC", "def"], ["abC", "Def"], ["a1", "B"], ["9", "x"], ["", "9"], ["", ""], ["_", "_"],
        ["c12", "light"], ["brand", "primary", "hover"], ["é", "x"], ["x", "\u{301}y"], ["A", "b"], ["AB", "c"],
    ])
    func dottedPathIdentifiersAreThePipelines(_ path: [String]) {
        let dotted = path.joined(separator: ".")
        #expect(SwiftIdentifier.identifier(forDottedPath: dotted) == Self.pipelineIdentifier(path), "\(path)")
        #expect(SwiftIdentifier.identifier(forDottedPath: dotted) == SwiftIdentifier.identifier(for: path))
    }

    /// `escaped` skips the keyword lookup for names with a digit (optimisation 23): no keyword has one, and
    /// such names come back as they are, while keywords still get backticks.
    @Test func escapingSkipsNamesWithDigits() {
        #expect(SwiftIdentifier.keywords.allSatisfy { !$0.contains(where: \.isNumber) })
        for name in ["gray600", "_2xl", "set0Token0", "class", "Type", "default", "accent", "_", "self2", "in"] {
            let general = SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
            #expect(SwiftIdentifier.escaped(name) == general)
        }
    }

    /// The collision key of an ASCII identifier, lower-cased byte by byte, is `lowercased()`.
    @Test(arguments: ["gray600", "URLScheme", "_2xl", "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789", "", "`x`", "Ärger"])
    func collisionKeysAreLowercased(_ identifier: String) {
        let expected =
            identifier.utf8.allSatisfy { $0 < 0x80 }
            ? identifier.lowercased()
            : SwiftIdentifier.normalized(
                SwiftIdentifier.normalized(identifier).lowercased().uppercased().lowercased())
        #expect(SwiftIdentifier.collisionKey(identifier) == expected)
    }

    @Test("high-contrast slots that fall back to a literal or a palette colour have its value; others follow")
    func highContrastFallbacks() throws {
        let set = try ResolutionTests.load([
            (
                "a.yaml",
                """
                theme: A
                palette:
                  blue: "#0000FF"
                  deep: "{palette.blue}"
                colors:
                  plain: "#112233"
                  fromPalette: { light: "{palette.deep}", dark: "#445566" }
                  faded: { color: "{palette.blue}", opacity: 0.5 }
                  own: { light: "{palette.blue}", dark: "#000000", lightHighContrast: "#010101" }
                  follows: { light: "{colors.own}", dark: "{colors.own}" }
                  system: { light: "{system.systemBlue}", dark: "{palette.blue}" }
                """
            )
        ])
        let value = { (token: String, appearance: Appearance) in ResolutionTests.value(set, "A", token, appearance) }
        #expect(value("colors.plain", .lightHighContrast) == "#112233FF")
        #expect(value("colors.plain", .darkHighContrast) == "#112233FF")
        #expect(value("colors.fromPalette", .lightHighContrast) == "#0000FFFF")
        #expect(value("colors.fromPalette", .darkHighContrast) == "#445566FF")
        #expect(value("colors.faded", .darkHighContrast) == "#0000FF80")
        #expect(value("colors.own", .lightHighContrast) == "#010101FF")
        #expect(value("colors.own", .darkHighContrast) == "#000000FF")
        // A reference to a semantic colour follows that colour's own high-contrast value.
        #expect(value("colors.follows", .lightHighContrast) == "#010101FF")
        // A system colour has a high-contrast value of its own.
        #expect(value("colors.system", .lightHighContrast) == "#0040DDFF")
        #expect(value("colors.system", .darkHighContrast) == "#0000FFFF")
    }

    @Test("a colour's reference, found once when its chain is walked, gives the value following it gives")
    func referencesFoundOnceByTheWalk() throws {
        let set = try ResolutionTests.load([
            (
                "a.yaml",
                """
                theme: A
                palette:
                  blue: "#0000FF"
                  deep: "{palette.blue}"
                colors:
                  early: { light: "{colors.late}", dark: "{colors.late}" }
                  late: { light: "{palette.deep}", dark: "#445566" }
                  faded: { light: { color: "{palette.blue}", opacity: 0.5 }, dark: { color: "{colors.late}", opacity: 0.5 } }
                  twice: { light: "{colors.faded}", dark: "{colors.faded}", darkHighContrast: "{colors.early}" }
                  system: { light: "{system.systemBlue}", dark: "{colors.system2}" }
                  system2: "{system.systemRed}"
                """
            ),
            (
                "b.yaml",
                """
                theme: B
                extends: A
                palette:
                  blue: "#00FF00"
                """
            ),
        ])
        let value = { (theme: String, token: String, appearance: Appearance) in
            ResolutionTests.value(set, theme, token, appearance)
        }
        #expect(value("A", "colors.early", .light) == "#0000FFFF")
        #expect(value("A", "colors.early", .dark) == "#445566FF")
        #expect(value("A", "colors.faded", .light) == "#0000FF80")
        #expect(value("A", "colors.faded", .dark) == "#44556680")
        #expect(value("A", "colors.twice", .light) == "#0000FF80")
        #expect(value("A", "colors.twice", .darkHighContrast) == "#445566FF")
        #expect(value("A", "colors.system", .dark) == value("A", "colors.system2", .dark))
        // Each theme finds its own targets: B's `blue` is its own, and A's chains lead to it there.
        #expect(value("B", "colors.early", .light) == "#00FF00FF")
        #expect(value("B", "colors.twice", .lightHighContrast) == "#00FF0080")
        #expect(value("B", "colors.faded", .dark) == "#44556680")
    }

    @Test("a reference the walk does not find is still reported when the colour is evaluated")
    func unresolvedReferencesStillReported() {
        let result = ThemeSetLoader.load(files: [
            (
                "a.yaml",
                Array(
                    """
                    theme: A
                    palette:
                      blue: "#0000FF"
                    colors:
                      bad: { light: "{palette.bleu}", dark: "{colors.missing}" }
                      good: { light: "{colors.bad}", dark: "{palette.blue}" }
                    """.utf8)
            )
        ])
        let unresolved = result.diagnostics.filter { $0.id == .unresolvedReference }
        #expect(Set(unresolved.map { $0.range.map { Int($0.start.line) } }) == [5], "\(result.diagnostics)")
        #expect(unresolved.contains { $0.message.text.contains("palette.bleu") })
        #expect(unresolved.contains { $0.message.text.contains("colors.missing") })
    }
}
