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
}
