import ThemecCore
public import ThemecDiagnostics

/// Reads a file for the import: its text, or an error diagnostic.
public typealias DTCGFileReader = @Sendable (_ path: String) -> Result<String, Diagnostic>

/// One resolved combination of a resolver's inputs: the merged token document for an appearance.
struct ResolverContext {
    var appearance: Appearance
    var tree: JSONNode
}

/// A DTCG 2025.10 resolver document (`sets`, `modifiers`, `resolutionOrder`), read far enough to produce the
/// merged token document of each appearance.
struct DTCGResolverDocument {
    var path: String
    var root: JSONNode
    var read: DTCGFileReader
    var diagnostics: [Diagnostic] = []
    var sources: [String: String] = [:]
    private var parsedFiles: [String: JSONNode] = [:]

    init(path: String, root: JSONNode, read: @escaping DTCGFileReader) {
        self.path = path
        self.root = root
        self.read = read
    }

    private mutating func warn(_ id: DiagnosticID, _ message: String, at range: SourceRange) {
        diagnostics.append(.warning(id, message, at: range))
    }

    private mutating func checkKeys(_ node: JSONNode, allowed: Set<String>, what: String) {
        for (key, member) in node.members ?? [] where !allowed.contains(key) {
            warn("unknown-property", "unknown property '\(key)' in \(what)", at: member.range)
        }
    }

    /// An item of `resolutionOrder`, after following its `$ref`.
    private enum Item {
        case set(name: String, sources: [JSONNode])
        case modifier(name: String, node: JSONNode)
    }

    /// The contexts to import, keyed by appearance, or `nil` with an error when the document is unusable.
    mutating func contexts() -> [ResolverContext]? {
        guard root.members != nil else {
            diagnostics.append(.error("invalid-resolver", "a resolver document must be a JSON object", at: root.range))
            return nil
        }
        checkKeys(
            root,
            allowed: ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"],
            what: "the resolver document")
        if let version = root["version"] {
            if version.string != "2025.10" {
                warn(
                    "resolver-version", "resolver version must be \"2025.10\"; read as 2025.10 anyway",
                    at: version.range)
            }
        } else {
            warn("resolver-version", "the resolver document has no \"version\"; read as 2025.10", at: root.range)
        }
        for (name, set) in root["sets"]?.members ?? [] {
            checkKeys(set, allowed: ["description", "sources", "$extensions"], what: "set '\(name)'")
            if set["sources"]?.array == nil {
                warn("invalid-resolver", "set '\(name)' has no sources array", at: set.range)
            }
        }
        for (name, modifier) in root["modifiers"]?.members ?? [] {
            checkKeys(
                modifier, allowed: ["description", "contexts", "default", "$extensions"], what: "modifier '\(name)'")
            checkContexts(modifier, name: name)
        }
        guard let order = root["resolutionOrder"]?.array, !order.isEmpty else {
            diagnostics.append(
                .error(
                    "invalid-resolver", "the resolver document needs a non-empty resolutionOrder array",
                    at: root["resolutionOrder"]?.range ?? root.range))
            return nil
        }
        var items: [Item] = []
        var names: Set<String> = []
        for entry in order {
            guard let item = orderItem(entry) else { continue }
            let name: String
            switch item {
            case .set(let itemName, _), .modifier(let itemName, _): name = itemName
            }
            if !names.insert(name).inserted {
                warn("duplicate-name", "'\(name)' appears more than once in resolutionOrder", at: entry.range)
            }
            items.append(item)
        }
        // The appearance modifier: the one whose contexts are light and dark.
        var appearanceModifier: String?
        for case .modifier(let name, let node) in items {
            let appearances = (node["contexts"]?.members ?? []).compactMap { Self.appearance(forContext: $0.key) }
            if appearances.contains(.light), appearances.contains(.dark) {
                appearanceModifier = name
                break
            }
        }
        if appearanceModifier == nil {
            warn(
                "no-appearance-modifier",
                "no modifier has light and dark contexts; every colour gets one value for all appearances",
                at: root["resolutionOrder"]?.range ?? root.range)
        }
        var contexts: [ResolverContext] = []
        for appearance in Appearance.allCases {
            var merged = JSONNode(.object([]), at: root.range)
            var found = appearanceModifier == nil ? appearance == .light : false
            for item in items {
                switch item {
                case .set(let name, let sources):
                    for source in sources {
                        merged = DTCGTokenTree.merge(merged, load(source, in: "set '\(name)'", stack: [name]))
                    }
                case .modifier(let name, let node):
                    let contextsNode = node["contexts"]?.members ?? []
                    let chosen: (key: String, value: JSONNode)?
                    if name == appearanceModifier {
                        chosen = contextsNode.first { Self.appearance(forContext: $0.key) == appearance }
                        if chosen != nil { found = true }
                    } else {
                        let defaultName = node["default"]?.string
                        chosen = contextsNode.first { $0.key == defaultName } ?? contextsNode.first
                        if appearance == .light, let chosen {
                            warn(
                                "modifier-default",
                                "modifier '\(name)' is not an appearance; imported with its context '\(chosen.key)'",
                                at: node.range)
                        }
                    }
                    for source in chosen?.value.array ?? [] {
                        merged = DTCGTokenTree.merge(merged, load(source, in: "modifier '\(name)'", stack: []))
                    }
                }
            }
            if found { contexts.append(ResolverContext(appearance: appearance, tree: merged)) }
        }
        return contexts
    }

    private mutating func checkContexts(_ modifier: JSONNode, name: String) {
        guard let contexts = modifier["contexts"]?.members else {
            warn("invalid-resolver", "modifier '\(name)' has no contexts object", at: modifier.range)
            return
        }
        if contexts.count < 2 {
            warn("invalid-resolver", "modifier '\(name)' needs at least two contexts", at: modifier.range)
        }
        for (context, sources) in contexts {
            guard let items = sources.array else {
                warn(
                    "invalid-resolver", "context '\(context)' of modifier '\(name)' must be an array", at: sources.range
                )
                continue
            }
            for item in items {
                if let ref = item["$ref"]?.string, ref.hasPrefix("#/modifiers/") || ref.hasPrefix("#/resolutionOrder/")
                {
                    warn("invalid-resolver", "a modifier's context may not refer to '\(ref)'", at: item.range)
                }
            }
        }
        if let defaultNode = modifier["default"], let text = defaultNode.string,
            !contexts.contains(where: { $0.key == text })
        {
            warn(
                "invalid-resolver", "default '\(text)' of modifier '\(name)' is not one of its contexts",
                at: defaultNode.range)
        }
    }

    private mutating func orderItem(_ entry: JSONNode) -> Item? {
        if let ref = entry["$ref"] {
            guard let text = ref.string, let segments = DTCGTokenTree.pointerSegments(text), segments.count == 2,
                let target = root[segments[0]]?[segments[1]], segments[0] == "sets" || segments[0] == "modifiers"
            else {
                warn(
                    "invalid-resolver", "resolutionOrder entries refer to '#/sets/NAME' or '#/modifiers/NAME'",
                    at: ref.range)
                return nil
            }
            return segments[0] == "sets"
                ? .set(name: segments[1], sources: target["sources"]?.array ?? [])
                : .modifier(name: segments[1], node: target)
        }
        let type = entry["type"]?.string
        guard let name = entry["name"]?.string else {
            warn("invalid-resolver", "an inline set or modifier in resolutionOrder needs a name", at: entry.range)
            return nil
        }
        switch type {
        case "set":
            checkKeys(entry, allowed: ["description", "sources", "$extensions", "name", "type"], what: "set '\(name)'")
            guard let sources = entry["sources"]?.array else {
                warn("invalid-resolver", "set '\(name)' has no sources array", at: entry.range)
                return nil
            }
            return .set(name: name, sources: sources)
        case "modifier":
            checkKeys(
                entry, allowed: ["description", "contexts", "default", "$extensions", "name", "type"],
                what: "modifier '\(name)'")
            checkContexts(entry, name: name)
            return .modifier(name: name, node: entry)
        default:
            warn("invalid-resolver", "inline entry '\(name)' needs \"type\": \"set\" or \"modifier\"", at: entry.range)
            return nil
        }
    }

    /// The token document a source stands for: inline tokens, another set, or a file relative to the resolver.
    private mutating func load(_ source: JSONNode, in owner: String, stack: [String]) -> JSONNode {
        let empty = JSONNode(.object([]), at: source.range)
        guard let ref = source["$ref"], source.members?.count == 1 else { return source }
        guard let text = ref.string else {
            warn("invalid-resolver", "$ref in \(owner) must be a string", at: ref.range)
            return empty
        }
        if text.hasPrefix("#") {
            guard let segments = DTCGTokenTree.pointerSegments(text), segments.count == 2, segments[0] == "sets",
                let set = root["sets"]?[segments[1]]
            else {
                warn(
                    "invalid-resolver", "\(owner) may only refer to sets ('#/sets/NAME'), not '\(text)'", at: ref.range)
                return empty
            }
            if stack.contains(segments[1]) {
                warn("resolver-cycle", "sets refer to each other in a cycle through '\(segments[1])'", at: ref.range)
                return empty
            }
            var merged = empty
            for inner in set["sources"]?.array ?? [] {
                merged = DTCGTokenTree.merge(
                    merged, load(inner, in: "set '\(segments[1])'", stack: stack + [segments[1]]))
            }
            return merged
        }
        let filePart = String(text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let file = Self.join(directory: Self.directory(of: path), filePart)
        if let cached = parsedFiles[file] { return cached }
        switch read(file) {
        case .failure(let diagnostic):
            var located = diagnostic
            located.range = located.range ?? ref.range
            diagnostics.append(located)
            return empty
        case .success(let contents):
            sources[file] = contents
            do {
                let parsed = try JSONParser.parse(contents, file: file)
                parsedFiles[file] = parsed
                return parsed
            } catch {
                diagnostics.append(error)
                return empty
            }
        }
    }

    /// The appearance a context name stands for (`light`, `Dark`, `light-mode`, `dark-hc`,
    /// `high-contrast-light`, `lightHighContrast`), or `nil`.
    static func appearance(forContext name: String) -> Appearance? {
        let words = SwiftIdentifier.words(name).map { $0.lowercased() }
        let joined = words.joined()
        let isLight = words.contains("light") || joined.hasPrefix("light")
        let isDark = words.contains("dark") || joined.hasPrefix("dark")
        guard isLight != isDark else { return nil }
        let isHigh =
            words.contains("hc") || joined.contains("highcontrast") || words.contains("contrast")
            || words.contains("high")
        return Appearance(colorScheme: isLight ? .light : .dark, contrast: isHigh ? .high : .standard)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    static func join(directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || directory.isEmpty { return relative }
        var base = directory
        var rest = relative
        while rest.hasPrefix("./") { rest.removeFirst(2) }
        while rest.hasPrefix("../"), base.hasSuffix("/"), !base.hasSuffix("../"), base != "/" {
            let trimmed = base.dropLast()
            guard let slash = trimmed.lastIndex(of: "/") else {
                base = ""
                rest.removeFirst(3)
                break
            }
            base = String(trimmed[...slash])
            rest.removeFirst(3)
        }
        return base + rest
    }
}
