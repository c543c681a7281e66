import Testing
import ThemecCore
import ThemecDiagnostics

/// The `lint:` block: its diagnostics, and how `extends` inherits it.
struct LintTests {
    static let colors = """
        theme: A
        colors:
          label: "#000000"
          background: "#FFFFFF"

        """

    @Test(arguments: [
        ("1️⃣lnt: {}", "unknown-key", "unknown key 'lnt' in a theme file; did you mean 'lint'?"),
        ("lint: { 1️⃣largText: true }", "unknown-key", "unknown key 'largText' in 'lint'; did you mean 'largeText'?"),
        ("lint: 1️⃣[]", "wrong-type", "'lint' must be a mapping, not a list"),
        ("lint: { largeText: 1️⃣yes }", "wrong-type", "'lint.largeText' must be true or false, not 'yes'"),
        (
            "lint: { checkDisabled: 1️⃣\"true\" }", "wrong-type",
            "'lint.checkDisabled' must be true or false, not the string 'true'; remove the quotes"
        ),
        ("lint: { enhancedContrast: }", "missing-value", "'lint.enhancedContrast' has no value"),
        (
            "lint: { contrast: 1️⃣{ foreground: \"#000000\" } }", "wrong-type",
            "'lint.contrast' must be a list of pairs such as { foreground: \"{colors.label}\", background: \"{colors.background}\", minimum: 4.5 }, not a mapping"
        ),
        (
            "lint: { contrast: [ 1️⃣\"#000000\" ] }", "wrong-type",
            "an entry of 'lint.contrast' must be a mapping with 'foreground', 'background' and optionally 'minimum', not a string"
        ),
        (
            "lint: { contrast: [ 1️⃣{ foreground: \"#000000\" } ] }", "missing-key",
            "a contrast pair is missing the required key 'background'"
        ),
        (
            "lint: { contrast: [ { foreground: \"#000000\", background: \"#FFFFFF\", minimum: 1️⃣22 } ] }",
            "out-of-range", "minimum 22 is out of range; it must be from 1 to 21"
        ),
        (
            "lint: { contrast: [ { foreground: \"#000000\", background: \"#FFFFFF\", minimum: 1️⃣0.5 } ] }",
            "out-of-range", "minimum 0.5 is out of range; it must be from 1 to 21"
        ),
        (
            "lint: { surface: 1️⃣\"{colors.backgrund}\" }", "unresolved-reference",
            "reference '{colors.backgrund}' does not name a token in theme 'A'; did you mean '{colors.background}'?"
        ),
        (
            "lint: { contrast: [ { foreground: 1️⃣\"{radii.x}\", background: \"#FFFFFF\" } ] }",
            "wrong-reference-kind", "reference '{radii.x}' points at a radius, but a colour is expected here"
        ),
    ])
    func diagnostics(_ yaml: String, _ id: String, _ message: String) {
        let text = Self.colors + "radii:\n  x: 1\n" + yaml + "\n"
        let (result, sources) = loadMarked([("a.yaml", text)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id.rawValue) == [id], "\(result.diagnostics)")
        #expect(errors.first?.message.text == message)
        if let marker = sources["a.yaml"]?.locations["1"] {
            #expect(errors.first?.range?.start == marker)
        }
        #expect(result.themeSet == nil)
    }

    @Test func unknownKeyInAPairSuggestsAndPointsAtTheKey() {
        let text = Self.colors + "lint:\n  contrast:\n    - { foreground: \"#000000\", 1️⃣backgrund: \"#FFFFFF\" }\n"
        let (result, sources) = loadMarked([("a.yaml", text)])
        #expect(describe(result.diagnostics).count == 2)  // the unknown key, and the missing background
        #expect(result.diagnostics.first?.range?.start == sources["a.yaml"]?.locations["1"])
    }

    @Test func settingsAreInheritedKeyByKey() throws {
        let parent =
            Self.colors + """
                  grouped: "#F2F2F7"
                lint:
                  largeText: true
                  checkDisabled: true
                  contrast:
                    - { foreground: "{colors.label}", background: "{colors.background}", minimum: 7 }
                """
        let child = """
            theme: B
            extends: A
            colors:
              background: "#EEEEEE"
            lint:
              surface: "{colors.grouped}"
              checkDisabled: false
            """
        let grandchild = """
            theme: C
            extends: B
            lint:
              contrast: []
            """
        let set = try ResolutionTests.load([("a.yaml", parent), ("b.yaml", child), ("c.yaml", grandchild)])
        let a = try #require(set.theme(named: "A")?.lint)
        let b = try #require(set.theme(named: "B")?.lint)
        let c = try #require(set.theme(named: "C")?.lint)
        #expect(a.surface == nil)
        #expect(a.largeText && a.checkDisabled && !a.enhancedContrast)
        #expect(b.largeText)
        #expect(!b.checkDisabled)
        #expect(b.surface?.light.rgba.hex == "#F2F2F7FF")
        // The inherited pair is resolved in the inheriting theme: B's background.
        #expect(b.contrast.first?.background.light.rgba.hex == "#EEEEEEFF")
        #expect(b.contrast.first?.minimum == 7)
        #expect(b.contrast.first?.foregroundSummary == "{colors.label}")
        #expect(c.contrast.isEmpty)
        #expect(c.largeText && c.surface != nil)
    }

    @Test func minimumDefaultsToAA() throws {
        let text =
            Self.colors
            + "lint:\n  contrast:\n    - { foreground: \"{colors.label}\", background: \"{colors.background}\" }\n"
        let set = try ResolutionTests.load([("a.yaml", text)])
        #expect(set.themes.first?.lint.contrast.first?.minimum == 4.5)
    }
}
