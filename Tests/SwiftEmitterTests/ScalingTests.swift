import Testing
import ThemecCore
import ThemecEmit

/// The shape that keeps the generated code cheap to compile: nothing but the lines of a text table (a string
/// literal, constant data) may grow with the number of colours in a theme's builder.
@Suite("Generated code scales with the set")
struct ScalingTests {
    /// One theme with `count` semantic colours and `count` palette colours, every tenth a system colour.
    static func set(colors count: Int) -> ResolvedThemeSet {
        let colors = (0..<count).map { Fixtures.token(.colors, ["c\($0)"]) }
        let palette = (0..<count).map { Fixtures.token(.palette, ["p\($0)"]) }
        let values = (0..<count).map { index -> DynamicColor in
            let rgba = RGBA(red: UInt8(index % 256), green: UInt8(index / 256 % 256), blue: 7, alpha: 255)
            if index % 10 == 0 {
                return DynamicColor(constant: Fixtures.system(rgba, "label"))
            }
            return DynamicColor(constant: ColorValue(rgba: rgba))
        }
        let theme = ResolvedTheme(
            name: "Default", identifier: "default", description: nil, extends: nil,
            file: "Themes/default.yaml", nameRange: Fixtures.range("Themes/default.yaml"),
            palette: values.map(\.light.rgba), colors: values, radii: [], spacing: [], buttonStyles: [],
            listSections: [])
        return ResolvedThemeSet(
            themes: [theme], palette: palette, colors: colors, radii: [], spacing: [],
            sourceFiles: ["Themes/default.yaml"], buttonStyles: [], listSections: [])
    }

    /// The lines of `Theme.Values.default()` that are not lines of a text table (which start with a hex digit).
    static func builderStatements(colors count: Int) throws -> [String] {
        let files = SwiftEmitter.emit(set(colors: count), options: EmitOptions(access: .internal))
        let source = try #require(files.first { $0.path == "Theme.swift" }).contents
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("static func `default`() -> Theme {") })
        let indentation = lines[start].prefix { $0 == " " }
        let end = try #require(lines[start...].firstIndex { $0 == indentation + "}" })
        return lines[start...end].filter { line in
            let trimmed = line.drop { $0 == " " }
            return !(trimmed.first?.isHexDigit ?? false)
        }
    }

    @Test("A theme's builder has the same statements for 100 colours as for 1,000")
    func builderDoesNotGrow() throws {
        #expect(try Self.builderStatements(colors: 100) == Self.builderStatements(colors: 1000))
    }

    @Test("Each colour adds one line to its theme's text table, a system colour's with its name")
    func oneLinePerColour() throws {
        let files = SwiftEmitter.emit(Self.set(colors: 20), options: EmitOptions(access: .internal))
        let source = try #require(files.first { $0.path == "Theme.swift" }).contents
        let lines = source.split(separator: "\n").map { $0.drop { $0 == " " } }
        // The tables' lines are in token order: the palette's 20, then the colours' 20.
        let palette = try #require(lines.firstIndex { $0.hasPrefix("let palette: String = ") })
        #expect(lines[palette + 1 + 12] == "0C0007FF")
        let colors = try #require(lines.firstIndex { $0.hasPrefix("let colors: String = ") })
        #expect(lines[colors + 1 + 12] == "0C0007FF 0C0007FF 0C0007FF 0C0007FF")
        #expect(lines[colors + 1 + 10] == "0A0007FF 0A0007FF 0A0007FF 0A0007FF label")
        #expect(lines[colors + 1 + 20] == "\"\"\"")
    }
}
