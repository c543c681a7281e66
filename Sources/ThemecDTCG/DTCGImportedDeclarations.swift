import ThemecCore

/// The root `$extensions["dev.themec"]` entry of a themec export (`DTCGExportDeclarations`): the theme's
/// shadows, animations, button styles and list sections as declared, written back into the imported theme as
/// they are. With the entry, the file's `shadow` and `transition` tokens are taken from it, not from their
/// DTCG values (which say less: a named curve, a spring, a colour per appearance).
enum DTCGImportedDeclarations {
    /// The entry's group that holds a value of this kind, if it is a shadow or animation.
    static func group(of value: ImportedValue) -> String? {
        switch value {
        case .shadow: return "shadows"
        case .animation, .cubicBezier: return "animations"
        default: return nil
        }
    }

    /// The theme-format sections of the entry's groups (empty without an entry).
    static func yaml(_ entry: JSONNode?) -> String {
        var out = ""
        for group in DTCGExportDeclarations.groups {
            guard let members = entry?[group]?.members, !members.isEmpty else { continue }
            out += "\n\(group):\n"
            for (name, value) in members { out += "  \(yamlKey(name)): \(flow(value))\n" }
        }
        return out
    }

    /// A JSON value as YAML flow text: strings plain where YAML reads them back as the same string.
    static func flow(_ node: JSONNode) -> String {
        switch node.value {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{ " + members.map { yamlKey($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + " }"
        case .array(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .string(let text): return yamlKey(text)
        case .number(let number): return formatNumber(number)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}
