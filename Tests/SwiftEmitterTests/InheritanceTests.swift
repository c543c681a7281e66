import Testing
import ThemecCore
import ThemecEmit

/// A theme that extends another is written as the values in which it differs, so `Theme.swift` grows with what
/// the themes declare, not with themes × tokens.
@Suite("Themes that extend another are written as their changes")
struct InheritanceTests {
    static func load(_ files: [String: String]) throws -> ResolvedThemeSet {
        let result = ThemeSetLoader.load(files: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
        return try #require(result.themeSet, "\(result.diagnostics.map(\.description))")
    }

    static func themeSwift(_ set: ResolvedThemeSet) throws -> String {
        let files = SwiftEmitter.emit(set, options: EmitOptions(access: .internal))
        return try #require(files.first { $0.path == "Theme.swift" }).contents
    }

    /// The lines of the function that starts with `opener`, up to its closing brace.
    static func body(of opener: String, in source: String) throws -> [Substring] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains(opener) }, "no \(opener)")
        let indentation = lines[start].prefix { $0 == " " }
        let end = try #require(lines[start...].firstIndex { $0 == indentation + "}" })
        return Array(lines[start...end])
    }

    @Test("A child's changes are the values that differ, also those it inherits that refer to what it overrides")
    func changesFollowReferences() throws {
        let set = try Self.load([
            "Themes/Base.yaml": """
            theme: Base
            palette:
              blue: "#0000FF"
              gray: "#888888"
            colors:
              accent: "{palette.blue}"
              link: "{colors.accent}"
              label: "{palette.gray}"
              separator: "{system.separator}"
            radii:
              button: 8
              card: "{radii.button}"
              sheet: 16
            """,
            "Themes/Child.yaml": """
            theme: Child
            extends: Base
            colors:
              accent: "#FF0000"
            radii:
              button: 12
            """,
            "Themes/Grandchild.yaml": """
            theme: Grandchild
            extends: Child
            palette:
              gray: "#111111"
            colors:
              separator: "#222222"
            """,
        ])
        let source = try Self.themeSwift(set)
        let child = try Self.body(of: "static func child_changes(", in: source).joined(separator: "\n")
        #expect(child.contains("\n                0 FF0000FF FF0000FF FF0000FF FF0000FF\n"))  // accent
        #expect(child.contains("\n                1 FF0000FF FF0000FF FF0000FF FF0000FF\n"))  // link
        #expect(!child.contains("\n                3 ") && !child.contains("&values.palette"))  // label, separator
        #expect(child.contains("\n                0 12\n                1 12\n"))  // button, card
        #expect(!child.contains("\n                2 16"))  // sheet

        // The grandchild changes the palette's gray, and with it `label`; its separator is no system colour.
        let grandchild = try Self.body(of: "static func grandchild_changes(", in: source).joined(separator: "\n")
        #expect(grandchild.contains("&values.palette,\n                \"\"\"\n                1 111111FF\n"))  // gray
        #expect(grandchild.contains("\n                2 111111FF 111111FF 111111FF 111111FF\n"))  // label
        #expect(grandchild.contains("\n                3 222222FF 222222FF 222222FF 222222FF\n"))  // separator
        #expect(!grandchild.contains("\n                0 ") && !grandchild.contains(" separator\n"))  // accent

        // Each starts from the values of the theme it extends; only Base has full tables.
        #expect(source.contains("let values: _Tables = _tables(0) { Theme.base }"))
        #expect(source.contains("let values: _Tables = _tables(1) { Theme.child }"))
        #expect(source.components(separatedBy: "ThemeTableText.dynamicColors(colors)").count == 2)
        #expect(source.contains("static let _parents: [Int] = [\n            -1, 0,\n        ]"))
    }

    @Test("A style equal to the inherited one uses the builder written for the theme it comes from")
    func stylesAreShared() throws {
        let set = try Self.load([
            "Themes/Base.yaml": """
            theme: Base
            colors:
              accent: "#0000FF"
              label: "#000000"
            buttonStyles:
              quiet: { foreground: "{colors.label}" }
              tinted: { foreground: "{colors.accent}" }
            """,
            "Themes/Child.yaml": """
            theme: Child
            extends: Base
            colors:
              accent: "#FF0000"
            """,
        ])
        let source = try Self.themeSwift(set)
        let child = try Self.body(of: "static func child() -> Theme {", in: source).joined(separator: "\n")
        #expect(child.contains("quiet: base_button_quiet(),"))
        #expect(child.contains("tinted: child_button_tinted()"))
        #expect(!source.contains("func child_button_quiet()"))
    }

    /// The finding: 45,000 colours in one theme and 200 themes of two lines that extend it wrote a 680 MB
    /// `Theme.swift`, a full copy of the tables per child.
    @Test("One parent of 45,000 colours and 200 two-line children emit under 50 MB of Swift")
    func manyChildrenOfALargeTheme() {
        let count = 45_000
        let colors = (0..<count).map { Fixtures.token(.colors, ["c\($0)"]) }
        let base = (0..<count).map { index -> DynamicColor in
            DynamicColor(
                constant: ColorValue(rgba: RGBA(red: UInt8(index % 256), green: UInt8(index / 256 % 256), blue: 7)))
        }
        func theme(_ name: String, extends: String?, colors: [DynamicColor]) -> ResolvedTheme {
            ResolvedTheme(
                name: name, identifier: SwiftIdentifier.identifier(for: [name])!, description: nil, extends: extends,
                file: "Themes/\(name).yaml", nameRange: Fixtures.range("Themes/\(name).yaml"), palette: [],
                colors: colors, radii: [], spacing: [])
        }
        func set(children: Int) -> ResolvedThemeSet {
            var themes = [theme("Base", extends: nil, colors: base)]
            for child in 0..<children {
                var values = base
                values[child] = DynamicColor(constant: ColorValue(rgba: RGBA(red: 255, green: 255, blue: 255)))
                themes.append(theme("Child\(child)", extends: "Base", colors: values))
            }
            themes.sort { $0.name < $1.name }
            return ResolvedThemeSet(
                themes: themes, palette: [], colors: colors, radii: [], spacing: [],
                sourceFiles: themes.map(\.file).sorted(), buttonStyles: [], listSections: [])
        }
        func bytes(_ set: ResolvedThemeSet) -> Int {
            SwiftEmitter.emit(set, options: EmitOptions(access: .internal)).reduce(0) { $0 + $1.bytes.count }
        }
        let alone = bytes(set(children: 0))
        let withChildren = bytes(set(children: 200))
        #expect(withChildren < 50_000_000)
        // Linear in what was declared: each child adds its builder, its one changed colour and its names.
        #expect(withChildren - alone < 200 * 2_000, "\(withChildren - alone) bytes for 200 children")
    }
}
