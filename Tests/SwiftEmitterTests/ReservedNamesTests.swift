import Testing
import ThemecCore
import ThemecEmit

/// The resolver rejects style names whose types the generated code already declares
/// (`ReservedNames.generatedTypes`); that list must hold every top-level type the emitter writes.
@Suite("Reserved names match what the emitter declares")
struct ReservedNamesTests {
    /// The names of the top-level types declared in `contents` (declarations that start a line).
    static func topLevelTypes(_ contents: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "protocol", "class", "actor", "typealias"]
        return contents.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first != " ", first != "/" else { return nil }
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else {
                return nil
            }
            return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    @Test("every generated top-level type not named after a style is reserved")
    func generatedTypesAreReserved() {
        let set = Fixtures.sample
        var styleTypes = Set(set.buttonStyles.map(\.typeName) + set.listSections.map(\.typeName))
        for style in set.buttonStyles where style.typeName.hasSuffix("ButtonStyle") {
            styleTypes.insert(String(style.typeName.dropLast("ButtonStyle".count)) + "ToggleStyle")
        }
        var declared: Set<String> = []
        for access in [AccessLevel.internal, .public] {
            for file in SwiftEmitter.emit(set, options: EmitOptions(access: access)) {
                declared.formUnion(Self.topLevelTypes(file.contents))
            }
        }
        let unreserved = declared.subtracting(styleTypes).subtracting(ReservedNames.generatedTypes)
        #expect(declared.contains("ThemeToggleButtonStyle"))
        #expect(unreserved.isEmpty, "add to ReservedNames.generatedTypes: \(unreserved.sorted())")
    }
}
