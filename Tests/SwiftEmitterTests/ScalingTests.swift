import Testing
import ThemecCore
import ThemecEmit

/// The shape that keeps the generated code fast to compile: the Swift compiler type-checks one large function
/// in more than linear time, so nothing but array literals may grow with the number of colours in a theme.
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

    /// The lines of `Theme.Values.default()` that are not entries of a table (`0x…` literals).
    static func builderStatements(colors count: Int) throws -> [String] {
        let files = SwiftEmitter.emit(set(colors: count), options: EmitOptions(access: .internal))
        let source = try #require(files.first { $0.path == "Theme.swift" }).contents
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("static func `default`() -> Theme {") })
        let indentation = lines[start].prefix { $0 == " " }
        let end = try #require(lines[start...].firstIndex { $0 == indentation + "}" })
        return lines[start...end].filter { line in
            let trimmed = line.drop { $0 == " " }
            // System colours are one statement each; they are rare in real sets and one line per colour.
            return !trimmed.hasPrefix("0x") && !trimmed.hasPrefix("colorValues[")
        }
    }

    @Test("A theme's builder has the same statements for 100 colours as for 1,000")
    func builderDoesNotGrow() throws {
        #expect(try Self.builderStatements(colors: 100) == Self.builderStatements(colors: 1000))
    }

    @Test("Each colour adds one table line to its theme's builder, with its name in a comment")
    func oneLinePerColour() throws {
        let files = SwiftEmitter.emit(Self.set(colors: 20), options: EmitOptions(access: .internal))
        let source = try #require(files.first { $0.path == "Theme.swift" }).contents
        #expect(source.contains("0x0C0007FF, 0x0C0007FF, 0x0C0007FF, 0x0C0007FF,  // c12\n"))
        #expect(source.contains("0x0C0007FF,  // p12\n"))
        #expect(source.contains("colorValues[10].systemName = \"label\"  // c10\n"))
    }
}
