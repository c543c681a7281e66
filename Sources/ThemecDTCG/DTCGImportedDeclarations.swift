import ThemecCore
import ThemecDiagnostics

/// The root `$extensions["dev.themec"]` entry of a themec export (`DTCGExportDeclarations`): the theme's
/// shadows, animations, button styles and list sections as declared, written back into the imported theme as
/// they are. A shadow or transition token the entry declares is taken from it, not from its DTCG value (which
/// says less: a named curve, a spring, a colour per appearance), while that value is still the exported one
/// (`DTCGValueDigest`); an edited token is imported from its value in the declaration's place, and a
/// declaration whose token the file no longer has is left out (`ThemeBuilder`, `docs/DTCG.md`).
enum DTCGImportedDeclarations {
    /// The token paths of the files, and the groups on the way to them, by dotted path.
    struct FileTokens {
        var keys: Set<String> = []
        var groups: Set<String> = []

        init(_ keys: [String]) {
            for key in keys {
                self.keys.insert(key)
                var prefix = ""
                for segment in key.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
                    prefix += prefix.isEmpty ? String(segment) : "." + segment
                    groups.insert(prefix)
                }
            }
        }
    }

    /// The groups whose members are tokens of the file too.
    static let tokenGroups: Set<String> = ["shadows", "animations"]

    /// The entry's group that holds a value of this kind, if it is a shadow or animation.
    static func group(of value: ImportedValue) -> String? {
        switch value {
        case .shadow: return "shadows"
        case .animation, .cubicBezier: return "animations"
        default: return nil
        }
    }

    /// The entry's declaration of the token at `path` (`["shadows", "card"]`).
    static func declaration(_ entry: JSONNode?, at path: [String]) -> JSONNode? {
        guard let group = path.first, tokenGroups.contains(group) else { return nil }
        return path.reduce(entry) { node, key in node?[key] }
    }

    /// The entry's shadows and animations whose tokens the file no longer has: the outermost member of each
    /// part that names none, with its dotted path.
    static func deleted(_ entry: JSONNode?, tokens: FileTokens) -> [(key: String, range: SourceRange)] {
        var out: [(key: String, range: SourceRange)] = []
        func walk(_ members: [(key: String, value: JSONNode)], _ prefix: String) {
            for (name, value) in members {
                let key = prefix + "." + name
                if tokens.keys.contains(key) { continue }
                if tokens.groups.contains(key), let inner = value.members {
                    walk(inner, key)
                } else {
                    out.append((key, value.range))
                }
            }
        }
        for group in DTCGExportDeclarations.groups where tokenGroups.contains(group) {
            walk(entry?[group]?.members ?? [], group)
        }
        return out
    }

    /// The theme-format sections of the entry's groups and of `pending`'s tokens: in `shadows` and
    /// `animations`, each declaration whose token the file has, as `text` gives it (`nil`: left out).
    static func yaml(
        _ entry: JSONNode?, pending: PendingGroupTokens, tokens: FileTokens, leftOut: Set<String> = [],
        into yaml: inout ImportedYAML, text: (_ key: String, _ declared: JSONNode) -> String?
    ) {
        func declared(_ node: JSONNode, _ key: String) -> String? {
            if tokens.keys.contains(key) { return text(key, node) }
            guard tokens.groups.contains(key), let members = node.members else { return nil }
            let kept = members.compactMap { member in
                declared(member.value, key + "." + member.key).map { yamlKey(member.key) + ": " + $0 }
            }
            return kept.isEmpty ? nil : "{ " + kept.joined(separator: ", ") + " }"
        }
        for group in DTCGExportDeclarations.groups {
            var lines = ImportedYAML()
            for (name, value) in entry?[group]?.members ?? [] {
                let key = group + "." + name
                if tokenGroups.contains(group) {
                    guard let written = declared(value, key) else { continue }
                    if tokens.keys.contains(key) { lines.own(key) }
                    lines.text += "  \(yamlKey(name)): \(written)\n"
                } else if !leftOut.contains(key) {
                    // A style as declared: its lines owned by the declaration, to be left out if it does not load.
                    lines.own(declarationOwner + key)
                    lines.text += "  \(yamlKey(name)): \(flow(value))\n"
                }
            }
            pending.lines(group, into: &lines)
            if !lines.text.isEmpty {
                yaml.text += "\n\(group):\n"
                yaml.append(lines)
            }
        }
    }

    /// The prefix of an owner (`ImportedYAML.own`) that is a declaration of the entry, not a token.
    static let declarationOwner = "\u{0}"

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
