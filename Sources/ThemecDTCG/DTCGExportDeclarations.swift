import ThemecCore
import ThemecYAML

/// The root `$extensions["dev.themec"]` entry of a theme's token file beside the generator marker: the
/// theme's `shadows`, `animations`, `buttonStyles` and `listSections` as its files declare them (inherited
/// ones included), their YAML as JSON, references as theme references (`"{colors.accent}"`). The import
/// writes them back as they are (`DTCGImportedDeclarations`), so `import(export(set))` has the same shadows,
/// animations and styles. Written only when the export has the theme's files (`DTCGExportAliases`).
enum DTCGExportDeclarations {
    /// The groups the entry holds, in the order a theme file lists them.
    static let groups = ["shadows", "animations", "buttonStyles", "listSections"]

    static func entry(_ set: ResolvedThemeSet, _ theme: ResolvedTheme, aliases: DTCGExportAliases?)
        -> [(String, JSONOut)]
    {
        guard let aliases else { return [] }
        // The theme's files from itself up its `extends` chain: the first that declares a name gives it.
        var chain: [YAMLNode] = []
        var current: ResolvedTheme? = theme
        var seen: Set<String> = []
        while let next = current, seen.insert(next.name).inserted {
            guard let root = aliases.roots[next.name] else { return [] }
            chain.append(root)
            current = next.extends.flatMap(set.theme(named:))
        }
        func declared(_ path: [String]) -> YAMLNode? {
            for root in chain {
                if let node = path.reduce(Optional(root), { node, key in node.flatMap { member($0, key) } }) {
                    return node
                }
            }
            return nil
        }
        var entry: [(String, JSONOut)] = []
        for (group, names) in [
            ("shadows", set.shadows.map(\.name.path)), ("animations", set.animations.map(\.name.path)),
            ("buttonStyles", set.buttonStyles.map { [$0.name] }), ("listSections", set.listSections.map { [$0.name] }),
        ] where !names.isEmpty {
            var members: [(String, JSONOut)] = []
            for path in names {
                guard let node = declared([group] + path) else { continue }
                DTCGExporter.insert(json(node), at: path[...], into: &members)
            }
            if !members.isEmpty { entry.append((group, .object(members))) }
        }
        return entry
    }

    private static func member(_ node: YAMLNode, _ key: String) -> YAMLNode? {
        node.mapping?.last { $0.key.scalarValue == key }?.value
    }

    /// A YAML value as JSON: a plain number as a number, plain `true`/`false` as booleans, a plain null as
    /// `null`, every other scalar as a string.
    static func json(_ node: YAMLNode) -> JSONOut {
        switch node.content {
        case .mapping(let mapping): return .object(mapping.map { ($0.key.scalarValue ?? "", json($0.value)) })
        case .sequence(let sequence): return .array(sequence.map(json))
        case .scalar(let scalar):
            guard scalar.isPlain else { return .string(scalar.value) }
            if scalar.isNull { return .null }
            if scalar.value == "true" || scalar.value == "false" { return .bool(scalar.value == "true") }
            let decimal = !scalar.value.isEmpty && scalar.value.allSatisfy { "0123456789.-+eE".contains($0) }
            if decimal, let number = Double(scalar.value), number.isFinite { return .number(number) }
            return .string(scalar.value)
        }
    }
}
