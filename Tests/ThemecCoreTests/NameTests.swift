import Testing
import ThemecCore
import ThemecDiagnostics

/// Names that would give Swift that does not compile, or names that look alike but are not, are errors at the
/// second name, with a note at the first.
struct NameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [(String, String)]
        /// `file@marker [id] message`, and `note file@marker` for each note.
        var expected: [String]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ expected: [String]) {
            self.init(name, files: [("a.yaml", text)], expected)
        }

        init(_ name: String, files: [(String, String)], _ expected: [String]) {
            self.name = name
            self.files = files
            self.expected = expected
        }
    }

    static let style = "{ foreground: \"#FFFFFF\" }"

    static let cases: [Case] = [
        Case(
            "a style whose type the generated code declares",
            "theme: A\nbuttonStyles:\n  1️⃣themeToggle: \(style)\n",
            [
                "a.yaml@1 [reserved-name] button style 'themeToggle' would become the Swift type 'ThemeToggleButtonStyle', which the generated code already declares; choose another name"
            ]),
        Case(
            "a style whose type is SwiftUI's",
            "theme: A\nbuttonStyles:\n  1️⃣primitive: \(style)\n  2️⃣borderedProminent: \(style)\n  3️⃣defaultMenu: \(style)\n",
            [
                "a.yaml@1 [reserved-name] button style 'primitive' would become the Swift type 'PrimitiveButtonStyle', which would hide SwiftUI's own 'PrimitiveButtonStyle' in your module; choose another name",
                "a.yaml@2 [reserved-name] button style 'borderedProminent' would clash with SwiftUI's own '.borderedProminent' style; choose another name",
                "a.yaml@3 [reserved-name] button style 'defaultMenu' would become the Swift type 'DefaultMenuButtonStyle', which would hide SwiftUI's own 'DefaultMenuButtonStyle' in your module; choose another name",
            ]),
        Case(
            "'ß', 'sS' and 'ss' are one name once case is folded",
            "theme: A\nbuttonStyles:\n  1️⃣ß: \(style)\n  2️⃣sS: \(style)\n  3️⃣ss: \(style)\n",
            [
                "a.yaml@2 [identifier-collision] 'buttonStyles.sS' and 'buttonStyles.ß' would become the Swift names 'sS' and 'ß', which differ only in letter case; rename one | note a.yaml@1",
                "a.yaml@3 [identifier-collision] 'buttonStyles.ss' and 'buttonStyles.ß' would become the Swift names 'ss' and 'ß', which differ only in letter case; rename one | note a.yaml@1",
            ]),
        Case(
            "a button style and a list section may share a name",
            "theme: A\nbuttonStyles:\n  card2: \(style)\nlistSections:\n  card2: { rowBackground: \"#FFFFFF\" }\n",
            []),
        Case(
            "tokens that differ only in case",
            "theme: A\ncolors:\n  1️⃣myColor: \"#FFFFFF\"\n  2️⃣mycolor: \"#000000\"\n",
            [
                "a.yaml@2 [identifier-collision] 'colors.mycolor' and 'colors.myColor' would become the Swift names 'mycolor' and 'myColor', which differ only in letter case; rename one | note a.yaml@1"
            ]),
        Case(
            "themes whose names differ only in case, 'ß' included",
            files: [("a.yaml", "theme: 1️⃣Straße\n"), ("b.yaml", "theme: 1️⃣STRASSE\n")],
            [
                "b.yaml@1 [identifier-collision] 'STRASSE' and 'Straße' would become the Swift names 'strasse' and 'straße', which differ only in letter case; rename one | note a.yaml@1"
            ]),
        Case(
            "a zero-width space in a token name",
            "theme: A\ncolors:\n  1️⃣\"accent\\u200B\": \"#FFFFFF\"\n",
            [
                "a.yaml@1 [invisible-character] token name 'accent\\u{200B}' contains the invisible character U+200B (ZERO WIDTH SPACE); a name may hold only characters that show, so that names that look alike are alike"
            ]),
        Case(
            "a right-to-left override in a theme name is shown escaped",
            "theme: 1️⃣\"Ab\\u202Ecd\"\n",
            [
                "a.yaml@1 [invisible-character] theme name 'Ab\\u{202E}cd' contains the invisible character U+202E (RIGHT-TO-LEFT OVERRIDE); a name may hold only characters that show, so that names that look alike are alike"
            ]),
        Case(
            "a Hangul filler (a letter, but default-ignorable) in a theme name",
            "theme: 1️⃣\"A\\u3164\"\n",
            [
                "a.yaml@1 [invisible-character] theme name 'A\\u{3164}' contains the invisible character U+3164 (HANGUL FILLER); a name may hold only characters that show, so that names that look alike are alike"
            ]),
        Case(
            "a bidirectional isolate in a style name, a joiner in a nested palette name",
            "theme: A\npalette:\n  gray:\n    1️⃣\"6\\u200D00\": \"#FFFFFF\"\nbuttonStyles:\n  2️⃣\"\\u2066plain\": \(style)\n",
            [
                "a.yaml@1 [invisible-character] token name '6\\u{200D}00' contains the invisible character U+200D (ZERO WIDTH JOINER); a name may hold only characters that show, so that names that look alike are alike",
                "a.yaml@2 [invisible-character] style name '\\u{2066}plain' contains the invisible character U+2066 (LEFT-TO-RIGHT ISOLATE); a name may hold only characters that show, so that names that look alike are alike",
            ]),
    ]

    static func describe(_ diagnostics: [Diagnostic], _ sources: [String: MarkedSource]) -> [String] {
        func place(_ range: SourceRange?) -> String {
            guard let range else { return "-" }
            let marker = sources[range.file]?.locations.first { $0.value == range.start }?.key ?? "?\(range.start)"
            return "\(range.file)@\(marker)"
        }
        return diagnostics.map { diagnostic in
            "\(place(diagnostic.range)) [\(diagnostic.id)] \(diagnostic.message)"
                + diagnostic.notes.map { " | note \(place($0.range))" }.joined()
        }.sorted()
    }

    @Test(arguments: cases)
    func names(_ testCase: Case) {
        let (result, sources) = loadMarked(testCase.files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(Self.describe(errors, sources) == testCase.expected.sorted())
        #expect((result.themeSet == nil) == !testCase.expected.isEmpty)
    }

    @Test("names are compared, and emitted, in NFC")
    func canonicallyEquivalentNamesAreOneName() throws {
        let decomposed = "e\u{301}clair"
        let precomposed = "\u{E9}clair"
        let result = ThemeSetLoader.load(files: [
            ("a.yaml", Array("theme: A\ncolors:\n  \(decomposed): \"#FFFFFF\"\n".utf8)),
            ("b.yaml", Array("theme: B\ncolors:\n  \(precomposed): \"#000000\"\n".utf8)),
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let set = try #require(result.themeSet)
        #expect(set.colors.count == 1)
        // The identifier is NFC whichever spelling came first: one scalar for 'é'.
        #expect(Array(set.colors[0].name.identifier.unicodeScalars) == Array(precomposed.unicodeScalars))
        #expect(Array(SwiftIdentifier.identifier(for: [decomposed])!.unicodeScalars).count == 6)
    }

    @Test("the style's type name is NFC too")
    func styleTypeNamesAreNFC() throws {
        let result = ThemeSetLoader.load(files: [
            ("a.yaml", Array("theme: A\nbuttonStyles:\n  e\u{301}clair: \(Self.style)\n".utf8))
        ])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        #expect(Array(set.buttonStyles[0].typeName.unicodeScalars).first == "\u{C9}")
    }
}
