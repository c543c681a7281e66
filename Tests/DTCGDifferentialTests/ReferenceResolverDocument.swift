import Foundation

/// A DTCG 2025.10 resolver document read by the test: its sets and modifiers, and the merged token tree of
/// any choice of contexts (`resolutionOrder` applied in order, later sources over earlier ones).
struct ReferenceResolverDocument {
    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [OrderedJSON])]
        var defaultContext: String?
        /// The lines of the modifier's object in the resolver file, where a warning about it is located.
        var lines: ClosedRange<Int>
        var file: String
    }

    enum Item {
        /// A set's sources, and the lines of its entries (in `resolutionOrder`, in `sets`).
        case set(sources: [OrderedJSON], lines: [ClosedRange<Int>])
        case modifier(Modifier)
    }

    let path: String
    let root: OrderedJSON
    private(set) var items: [Item] = []
    var modifiers: [Modifier] {
        items.compactMap { if case .modifier(let modifier) = $0 { return modifier } else { return nil } }
    }
    let read: (String) -> OrderedJSON?

    /// `nil` when the document has no `resolutionOrder` array (not a resolver the test can read).
    init?(path: String, root: OrderedJSON, read: @escaping (String) -> OrderedJSON?) {
        self.path = path
        self.root = root
        self.read = read
        guard let order = root["resolutionOrder"]?.array, !order.isEmpty else { return nil }
        for entry in order {
            var node = entry
            if let pointer = entry["$ref"]?.string, let target = ReferenceResolver.pointerPath(pointer),
                target.count == 2,
                let found = root[target[0]]?[target[1]]
            {
                node = found
                if target[0] == "modifiers" {
                    items.append(.modifier(Self.modifier(found, name: target[1], file: path)))
                } else if target[0] == "sets" {
                    items.append(
                        .set(
                            sources: found["sources"]?.array ?? [], lines: [entry.lines, found.lines].compactMap { $0 })
                    )
                }
                continue
            }
            switch node["type"]?.string {
            case "set": items.append(.set(sources: node["sources"]?.array ?? [], lines: [node.lines].compactMap { $0 }))
            case "modifier": items.append(.modifier(Self.modifier(node, name: node["name"]?.string ?? "", file: path)))
            default: return nil
            }
        }
    }

    private static func modifier(_ node: OrderedJSON, name: String, file: String) -> Modifier {
        Modifier(
            name: name,
            contexts: (node["contexts"]?.members ?? []).map { ($0.key, $0.value.array ?? []) },
            defaultContext: node["default"]?.string, lines: node.lines ?? 0...0, file: file)
    }

    /// The context a modifier takes when the input does not choose: its `default`, else its first.
    static func defaultContext(of modifier: Modifier) -> String? {
        modifier.contexts.first { $0.name == modifier.defaultContext }?.name ?? modifier.contexts.first?.name
    }

    /// The token tree for `choice` (modifier name → context name; others at their default).
    func tree(_ choice: [String: String]) -> ReferenceResolver.Node {
        var merged = ReferenceResolver.Node.object([], origin: .init(file: path, lines: 0...0))
        for item in items {
            let sources: [OrderedJSON]
            let via: [ReferenceResolver.Origin]
            switch item {
            case .set(let setSources, let lines):
                sources = setSources
                via = lines.map { ReferenceResolver.Origin(file: path, lines: $0) }
            case .modifier(let modifier):
                let chosen = choice[modifier.name] ?? Self.defaultContext(of: modifier)
                sources = modifier.contexts.first { $0.name == chosen }?.sources ?? []
                via = [ReferenceResolver.Origin(file: path, lines: modifier.lines)]
            }
            for source in sources {
                for node in load(source, depth: 0, via: via) { merged = ReferenceResolver.merge(merged, node) }
            }
        }
        return merged
    }

    /// A source: a file by relative path, another set of this document (`#/sets/NAME`), tokens elsewhere in
    /// it (`#/$defs/NAME`), or inline tokens.
    private func load(_ source: OrderedJSON, depth: Int, via: [ReferenceResolver.Origin]) -> [ReferenceResolver.Node] {
        guard depth < 20 else { return [] }
        if let reference = source["$ref"]?.string, source.members?.count == 1 {
            let via = via + [ReferenceResolver.Origin(file: path, lines: source.lines ?? 0...0)]
            if let pointer = ReferenceResolver.pointerPath(reference) {
                if pointer.count == 2, pointer[0] == "sets", let set = root["sets"]?[pointer[1]] {
                    return (set["sources"]?.array ?? []).flatMap { load($0, depth: depth + 1, via: via) }
                }
                var node: OrderedJSON? = root
                for segment in pointer { node = node?[segment] }
                guard let node, node.members != nil, pointer.first != "modifiers" else { return [] }
                return [ReferenceResolver.Node(node, file: path, via: via)]
            }
            let file = Self.join(Self.directory(of: path), reference)
            return read(file).map { [ReferenceResolver.Node($0, file: file, via: via)] } ?? []
        }
        return [ReferenceResolver.Node(source, file: path, via: via)]
    }

    static func directory(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    static func join(_ directory: String, _ relative: String) -> String {
        ((directory + "/" + relative) as NSString).standardizingPath
    }
}
