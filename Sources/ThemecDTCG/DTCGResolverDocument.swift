import ThemecCore
public import ThemecDiagnostics

/// Reads a file for the import: its text, or an error diagnostic.
public typealias DTCGFileReader = @Sendable (_ path: String) -> Result<String, Diagnostic>

/// A modifier of a resolver document: its name, its context names in order, and its default context.
struct ResolverModifier {
    var name: String
    var contexts: [String]
    var defaultContext: String
    var range: SourceRange
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

    /// The folders a source file may be in: the resolver's own and those of the paths the command was given
    /// (each ending in `/`; `""` is the current folder).
    var allowedFolders: [String]

    init(path: String, root: JSONNode, read: @escaping DTCGFileReader, allowedPaths: [String] = []) {
        self.path = path
        self.root = root
        self.read = read
        allowedFolders = ([path] + allowedPaths).map { Self.normalised(Self.directory(of: $0)) }
    }

    /// `path` with `.` segments and `name/..` pairs taken out, lexically (`a/./b/../c` → `a/c`).
    static func normalised(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = out.last, last != ".." {
                out.removeLast()
                continue
            }
            if segment == "..", absolute { continue }
            out.append(segment)
        }
        let joined = (absolute ? "/" : "") + out.joined(separator: "/")
        return path.hasSuffix("/") && !out.isEmpty ? joined + "/" : joined
    }

    /// Whether `file` is inside one of `allowedFolders`: by its path, and, when it exists, by where it
    /// really is (links followed) and as a regular file.
    func isConfined(_ file: String) -> Bool {
        let lexical = Self.normalised(file)
        let inside = allowedFolders.contains { folder in
            folder.isEmpty
                ? !lexical.hasPrefix("/") && !lexical.hasPrefix("../") && lexical != ".." : lexical.hasPrefix(folder)
        }
        guard inside else { return false }
        guard FileSystem.kind(of: file) != nil else { return true }
        guard let status = FileSystem.status(of: file, followingLinks: true), status.kind == .regular,
            let real = FileSystem.realPath(file)
        else { return false }
        return allowedFolders.contains { folder in
            guard let base = FileSystem.realPath(folder.isEmpty ? "." : folder) else { return false }
            return real.hasPrefix(base.hasSuffix("/") ? base : base + "/")
        }
    }

    private mutating func checkKeys(_ node: JSONNode, allowed: Set<String>, what: DiagnosticMessage) {
        for (key, member) in node.members ?? [] where !allowed.contains(key) {
            diagnostics.append(DTCGMessages.unknownResolverProperty(key, in: what, at: member.range))
        }
    }

    /// An item of `resolutionOrder`, after following its `$ref`.
    private enum Item {
        case set(name: String, sources: [JSONNode])
        case modifier(name: String, node: JSONNode)
    }

    private var items: [Item] = []
    /// The modifiers of `resolutionOrder`, in order.
    private(set) var modifiers: [ResolverModifier] = []

    /// Checks the document and reads its `resolutionOrder`; `false` (with an error) when it is unusable.
    mutating func prepare() -> Bool {
        guard root.members != nil else {
            diagnostics.append(DTCGMessages.resolverNotAnObject(at: root.range))
            return false
        }
        checkKeys(
            root,
            allowed: ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"],
            what: DTCGMessages.resolverDocument)
        if let version = root["version"] {
            if version.string != "2025.10" {
                diagnostics.append(DTCGMessages.resolverVersion(at: version.range))
            }
        } else {
            diagnostics.append(DTCGMessages.resolverWithoutVersion(at: root.range))
        }
        for (name, set) in root["sets"]?.members ?? [] {
            checkKeys(set, allowed: ["description", "sources", "$extensions"], what: DTCGMessages.set(name))
            if set["sources"]?.array == nil {
                diagnostics.append(DTCGMessages.setWithoutSources(name, at: set.range))
            }
        }
        for (name, modifier) in root["modifiers"]?.members ?? [] {
            checkKeys(
                modifier, allowed: ["description", "contexts", "default", "$extensions"],
                what: DTCGMessages.modifier(name))
            checkContexts(modifier, name: name)
        }
        guard let order = root["resolutionOrder"]?.array, !order.isEmpty else {
            diagnostics.append(DTCGMessages.emptyResolutionOrder(at: root["resolutionOrder"]?.range ?? root.range))
            return false
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
                diagnostics.append(DTCGMessages.duplicateName(name, at: entry.range))
            }
            items.append(item)
        }
        self.items = items
        modifiers = items.compactMap { item in
            guard case .modifier(let name, let node) = item else { return nil }
            let names = (node["contexts"]?.members ?? []).map(\.key)
            guard let first = names.first else { return nil }
            let chosen = node["default"]?.string.flatMap { names.contains($0) ? $0 : nil } ?? first
            return ResolverModifier(name: name, contexts: names, defaultContext: chosen, range: node.range)
        }
        return true
    }

    /// The merged token document for one choice of context per modifier (`selection`, by modifier name;
    /// a modifier not named gets its default context), and the paths of the tokens the contexts of the
    /// modifiers in `tracked` define (the mode-dependent tokens).
    mutating func tree(_ selection: [String: String], tracked: Set<String> = []) -> (JSONNode, Set<String>) {
        var merged = JSONNode(.object([]), at: root.range)
        var defined: Set<String> = []
        for item in items {
            switch item {
            case .set(let name, let sources):
                for source in sources {
                    merged = DTCGTokenTree.merge(merged, load(source, in: DTCGMessages.set(name), stack: [name]))
                }
            case .modifier(let name, let node):
                let contextsNode = node["contexts"]?.members ?? []
                let wanted = selection[name] ?? modifiers.first { $0.name == name }?.defaultContext
                let chosen = contextsNode.first { $0.key == wanted }
                for source in chosen?.value.array ?? [] {
                    let loaded = load(source, in: DTCGMessages.modifier(name), stack: [])
                    if tracked.contains(name) {
                        for token in DTCGTokenTree(root: loaded).tokens { defined.insert(token.dottedPath) }
                    }
                    merged = DTCGTokenTree.merge(merged, loaded)
                }
            }
        }
        return (merged, defined)
    }

    private mutating func checkContexts(_ modifier: JSONNode, name: String) {
        guard let contexts = modifier["contexts"]?.members else {
            diagnostics.append(DTCGMessages.modifierWithoutContexts(name, at: modifier.range))
            return
        }
        if contexts.count < 2 {
            diagnostics.append(DTCGMessages.modifierWithOneContext(name, at: modifier.range))
        }
        for (context, sources) in contexts {
            guard let items = sources.array else {
                diagnostics.append(DTCGMessages.contextNotAnArray(context, modifier: name, at: sources.range))
                continue
            }
            for item in items {
                if let ref = item["$ref"]?.string, ref.hasPrefix("#/modifiers/") || ref.hasPrefix("#/resolutionOrder/")
                {
                    diagnostics.append(DTCGMessages.contextReference(ref, at: item.range))
                }
            }
        }
        if let defaultNode = modifier["default"], let text = defaultNode.string,
            !contexts.contains(where: { $0.key == text })
        {
            diagnostics.append(DTCGMessages.unknownDefault(text, modifier: name, at: defaultNode.range))
        }
    }

    private mutating func orderItem(_ entry: JSONNode) -> Item? {
        if let ref = entry["$ref"] {
            guard let text = ref.string, let segments = DTCGTokenTree.pointerSegments(text), segments.count == 2,
                let target = root[segments[0]]?[segments[1]], segments[0] == "sets" || segments[0] == "modifiers"
            else {
                diagnostics.append(DTCGMessages.invalidOrderReference(at: ref.range))
                return nil
            }
            return segments[0] == "sets"
                ? .set(name: segments[1], sources: target["sources"]?.array ?? [])
                : .modifier(name: segments[1], node: target)
        }
        let type = entry["type"]?.string
        guard let name = entry["name"]?.string else {
            diagnostics.append(DTCGMessages.inlineEntryWithoutName(at: entry.range))
            return nil
        }
        switch type {
        case "set":
            checkKeys(
                entry, allowed: ["description", "sources", "$extensions", "name", "type"], what: DTCGMessages.set(name))
            guard let sources = entry["sources"]?.array else {
                diagnostics.append(DTCGMessages.setWithoutSources(name, at: entry.range))
                return nil
            }
            return .set(name: name, sources: sources)
        case "modifier":
            checkKeys(
                entry, allowed: ["description", "contexts", "default", "$extensions", "name", "type"],
                what: DTCGMessages.modifier(name))
            checkContexts(entry, name: name)
            return .modifier(name: name, node: entry)
        default:
            diagnostics.append(DTCGMessages.inlineEntryWithoutType(name, at: entry.range))
            return nil
        }
    }

    /// The token document a source stands for: inline tokens, another set, or a file relative to the resolver.
    private mutating func load(_ source: JSONNode, in owner: DiagnosticMessage, stack: [String]) -> JSONNode {
        let empty = JSONNode(.object([]), at: source.range)
        guard let ref = source["$ref"], source.members?.count == 1 else { return source }
        guard let text = ref.string else {
            diagnostics.append(DTCGMessages.refNotAString(in: owner, at: ref.range))
            return empty
        }
        if text.hasPrefix("#") {
            guard let segments = DTCGTokenTree.pointerSegments(text), segments.count == 2, segments[0] == "sets",
                let set = root["sets"]?[segments[1]]
            else {
                diagnostics.append(DTCGMessages.sourceReference(text, in: owner, at: ref.range))
                return empty
            }
            if stack.contains(segments[1]) {
                diagnostics.append(DTCGMessages.resolverCycle(through: segments[1], at: ref.range))
                return empty
            }
            var merged = empty
            for inner in set["sources"]?.array ?? [] {
                merged = DTCGTokenTree.merge(
                    merged, load(inner, in: DTCGMessages.set(segments[1]), stack: stack + [segments[1]]))
            }
            return merged
        }
        let filePart = String(text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let file = Self.join(directory: Self.directory(of: path), filePart)
        if let cached = parsedFiles[file] { return cached }
        // Only files inside the folders the user named: never an absolute path elsewhere, /dev, /proc, or a
        // folder above, and never anything but a regular file (nothing of it is shown either).
        guard isConfined(file) else {
            diagnostics.append(DTCGMessages.sourceOutsideFolders(filePart, at: ref.range))
            return empty
        }
        switch read(file) {
        case .failure(let diagnostic):
            var located = diagnostic
            located.range = located.range ?? ref.range
            diagnostics.append(located)
            return empty
        case .success(let contents):
            sources[file] = contents
            // JSON, JSON5/JSONC or YAML, as token files are read (DTCGDocumentReader).
            let document = DTCGDocumentReader.read(contents, path: file)
            diagnostics += document.diagnostics
            guard let parsed = document.root else { return empty }
            parsedFiles[file] = parsed
            return parsed
        }
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
