import Testing
import ThemecCore
import ThemecEmit

/// The resolver rejects style names whose types the generated code already declares
/// (`ReservedNames.generatedTypes`); that list must hold every top-level type the emitter writes.
@Suite("Reserved names match what the emitter declares")
struct ReservedNamesTests {
    /// The names of the top-level types declared in `contents` (declarations that start a line).
    /// The types declared at the top level, also inside `#if` blocks (whose contents are indented one level).
    static func topLevelTypes(_ contents: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "protocol", "class", "actor", "typealias"]
        var depth = 0
        var types: [String] = []
        for line in contents.split(separator: "\n") {
            let indentation = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indentation)
            if trimmed.hasPrefix("#if") {
                depth += 1
                continue
            }
            if trimmed.hasPrefix("#endif") {
                depth -= 1
                continue
            }
            guard indentation == 4 * depth, let first = trimmed.first, first != "/", first != "#" else { continue }
            let words = trimmed.split(separator: " ")
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else {
                continue
            }
            types.append(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return types
    }

    @Test("every generated top-level type not named after a style is reserved")
    func generatedTypesAreReserved() {
        let set = Fixtures.sample
        var styleTypes = Set(set.buttonStyles.map(\.typeName) + set.listSections.map(\.typeName))
        // A section style's `List` row modifier.
        styleTypes.formUnion(set.listSections.map { $0.typeName + "ListRow" })
        // Each style's Xcode previews.
        styleTypes.formUnion((set.buttonStyles + set.listSections).map { $0.typeName + "Previews" })
        // A style's own types: its style, its toggle style, and the private label and button they draw with.
        for style in set.buttonStyles where style.typeName.hasSuffix("ButtonStyle") {
            let base = String(style.typeName.dropLast("ButtonStyle".count))
            styleTypes.formUnion([base + "ToggleStyle", base + "ButtonStyleLabel", base + "ToggleStyleButton"])
        }
        var declared: Set<String> = []
        for access in [AccessLevel.internal, .public] {
            for file in SwiftEmitter.emit(set, options: EmitOptions(access: access)) {
                declared.formUnion(Self.topLevelTypes(file.contents))
            }
        }
        let unreserved = declared.subtracting(styleTypes).subtracting(ReservedNames.generatedTypes)
        // Types inside `#if canImport(SwiftUI)` are found too.
        #expect(declared.isSuperset(of: ["ThemeDynamicColor", "ThemeSwiftUICache"]))
        #expect(unreserved.isEmpty, "add to ReservedNames.generatedTypes: \(unreserved.sorted())")
    }
}
