public import ThemecDiagnostics

/// One design token of a DTCG document, with what its groups gave it.
public struct DTCGToken: Sendable {
    /// The names from the document's root down to the token (`["color", "text", "primary"]`); a group's
    /// `$root` token ends in `"$root"`.
    public var path: [String]
    /// `$type`, its own or inherited from the nearest group that sets one.
    public var type: String?
    /// The token's object, located at its name.
    public var node: JSONNode
    public var description: String?
    /// `$deprecated`: `""` for `true`, the explanation for a string; `nil` when not deprecated.
    public var deprecated: String?
    /// `$extensions`, when present.
    public var extensions: JSONNode?

    public var dottedPath: String { path.joined(separator: ".") }
}

/// The tokens of a DTCG document (or of several merged, for a resolver context), `$extends` applied, in
/// source order, with every problem found as a warning.
public struct DTCGTokenTree: Sendable {
    public var root: JSONNode
    public var tokens: [DTCGToken] = []
    public var diagnostics: [Diagnostic] = []
    private var indexByPath: [String: Int] = [:]
    /// Each token's value once resolved (`resolve`): the value or `nil`, how many alias links it went
    /// through, and the warning that says why it has none.
    var resolved: [[String]: (value: ResolvedTokenValue?, depth: Int, failure: Diagnostic?)] = [:]
    /// How many times a token's value was looked for (`resolveToken`), for the tests of linear cost.
    var resolutionSteps = 0
    /// Each group `$extends` named, expanded once, by its path.
    private var expandedGroups: [String: JSONNode] = [:]
    /// What `$extends` may still copy (`maximumExtendsCopies`).
    private var extendsBudget = 0

    /// Every `$type` the 2025.10 format defines.
    public static let knownTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
        "border", "transition", "shadow", "gradient", "typography",
    ]

    /// A token's keys; `alpha` and `mix` are Primer's (applied to colours, `ColorModifiers.primer`).
    static let tokenProperties: Set<String> = [
        "$value", "$ref", "$type", "$description", "$deprecated", "$extensions", "alpha", "mix",
    ]
    static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$schema",
    ]

    public init(root: JSONNode) {
        self.root = root
        guard root.members != nil else {
            diagnostics.append(DTCGMessages.invalidTokenFile(kind: root.kindName, at: root.range))
            return
        }
        extendsBudget = max(Self.minimumExtendsCopies, Self.extendsCopiesPerMember * Self.size(of: root))
        self.root = expandExtends(root, path: [], stack: [])
        walk(self.root, path: [], inheritedType: nil)
    }

    public func token(_ path: [String]) -> DTCGToken? {
        indexByPath[path.joined(separator: "\u{0}")].map { tokens[$0] }
    }

    /// An object with `$value`, or with `$ref` and no children (one with children is a group whose `$ref`
    /// is not followed: `groupRef`).
    static func isToken(_ node: JSONNode) -> Bool {
        node["$value"] != nil || (node["$ref"] != nil && !hasChildren(node))
    }

    static func hasChildren(_ node: JSONNode) -> Bool { node.members?.contains { !$0.key.hasPrefix("$") } ?? false }

    /// A token's or group's place in messages: `'color.text'`, or `the document` for the root.
    static func location(_ path: [String]) -> DiagnosticMessage {
        path.isEmpty ? "the document" : "'\(path.joined(separator: "."))'"
    }

    // MARK: $extends

    /// The node at a group path in the original document.
    private func node(at path: [String], in root: JSONNode) -> JSONNode? {
        var current = root
        for name in path {
            guard let next = current[name] else { return nil }
            current = next
        }
        return current
    }

    private mutating func expandExtends(_ node: JSONNode, path: [String], stack: [[String]]) -> JSONNode {
        guard let members = node.members, !Self.isToken(node) else { return node }
        var expanded = members.map { member -> (key: String, value: JSONNode) in
            guard !member.key.hasPrefix("$") else { return member }
            return (member.key, expandExtends(member.value, path: path + [member.key], stack: stack))
        }
        guard let extends = node["$extends"] else { return JSONNode(.object(expanded), at: node.range) }
        expanded.removeAll { $0.key == "$extends" }
        let local = JSONNode(.object(expanded), at: node.range)
        guard let text = extends.string, let target = Self.aliasPath(text) else {
            diagnostics.append(DTCGMessages.extendsNotAReference(Self.location(path), at: extends.range))
            return local
        }
        // A group inside the target (itself, an ancestor, or one being expanded) would contain itself.
        if (stack + [path]).contains(where: { $0.starts(with: target) }) {
            diagnostics.append(DTCGMessages.extendsCycle(Self.location(path), through: text, at: extends.range))
            return local
        }
        guard let targetNode = self.node(at: target, in: root) else {
            diagnostics.append(DTCGMessages.unresolvedExtends(Self.location(path), target: text, at: extends.range))
            return local
        }
        guard targetNode.members != nil, !Self.isToken(targetNode) else {
            diagnostics.append(DTCGMessages.extendsToken(Self.location(path), at: extends.range))
            return local
        }
        let key = target.joined(separator: "\u{0}")
        let base: JSONNode
        if let known = expandedGroups[key] {
            base = known
        } else {
            base = expandExtends(targetNode, path: target, stack: stack + [path])
            expandedGroups[key] = base
        }
        // What `$extends` copies is bounded: past the budget, the group keeps only its own members.
        let copied = Self.size(of: base)
        guard copied <= extendsBudget else {
            extendsBudget = 0
            diagnostics.append(
                DTCGMessages.extendsTooLarge(Self.location(path), at: extends.range))
            return local
        }
        extendsBudget -= copied
        return Self.merge(base, local)
    }

    /// The most members (groups and tokens, counted through every level) `$extends` may copy in one
    /// document: four per member of the document, at least 10,000. A chain that multiplies groups (each
    /// extending the one before) stops there, with a warning, so what an import reads stays linear in its input.
    static let minimumExtendsCopies = 10_000
    static let extendsCopiesPerMember = 4

    /// How many members, at every level, `node` holds (tokens count one).
    static func size(of node: JSONNode) -> Int {
        guard let members = node.members, !isToken(node) else { return 1 }
        var count = 1
        for member in members where !member.key.hasPrefix("$") { count += size(of: member.value) }
        return count
    }

    /// `over` on top of `base`: groups merge member by member, anything else (tokens) is replaced whole.
    static func merge(_ base: JSONNode, _ over: JSONNode) -> JSONNode {
        guard var result = base.members, let overMembers = over.members, !isToken(base), !isToken(over) else {
            return over
        }
        // The last member of each key, found once (a JSON object may repeat a key; the last one counts).
        var index: [String: Int] = [:]
        for (position, member) in result.enumerated() { index[member.key] = position }
        for member in overMembers {
            if let position = index[member.key] {
                result[position].value = merge(result[position].value, member.value)
            } else {
                index[member.key] = result.count
                result.append(member)
            }
        }
        return JSONNode(.object(result), at: over.range)
    }

    /// `["a", "b"]` for `"{a.b}"`; `nil` when the text is not a curly-brace reference.
    public static func aliasPath(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let path = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return path.contains(where: \.isEmpty) ? nil : path
    }

    // MARK: Walking groups and tokens

    private mutating func walk(_ node: JSONNode, path: [String], inheritedType: String?) {
        guard let members = node.members else {
            diagnostics.append(
                DTCGMessages.neitherTokenNorGroup(Self.location(path), kind: node.kindName, at: node.range))
            return
        }
        var type = inheritedType
        if let typeNode = node["$type"] {
            if let text = typeNode.string, Self.knownTypes.contains(text) {
                type = text
            } else {
                diagnostics.append(DTCGMessages.invalidType(Self.location(path), at: typeNode.range))
            }
        }
        checkMetadata(node, path: path)
        if Self.isToken(node) {
            addToken(node, path: path, type: type)
            return
        }
        for (key, child) in members {
            if key.hasPrefix("$") {
                if key == "$root" {
                    if Self.isToken(child) {
                        walk(child, path: path + ["$root"], inheritedType: type)
                    } else {
                        diagnostics.append(DTCGMessages.rootNotAToken(Self.location(path), at: child.range))
                    }
                } else if key == "$ref" {
                    diagnostics.append(DTCGMessages.groupRef(Self.location(path), at: child.range))
                } else if !Self.groupProperties.contains(key) {
                    diagnostics.append(
                        DTCGMessages.unknownGroupProperty(key, group: Self.location(path), at: child.range))
                } else if key == "$schema", !path.isEmpty {
                    diagnostics.append(DTCGMessages.schemaNotAtTop(at: child.range))
                }
                continue
            }
            if key.contains(".") || key.contains("{") || key.contains("}") || key.isEmpty {
                diagnostics.append(DTCGMessages.invalidTokenName(key, at: child.range))
                continue
            }
            walk(child, path: path + [key], inheritedType: type)
        }
    }

    private mutating func checkMetadata(_ node: JSONNode, path: [String]) {
        if let description = node["$description"], description.string == nil {
            diagnostics.append(DTCGMessages.invalidDescription(Self.location(path), at: description.range))
        }
        if let deprecated = node["$deprecated"] {
            switch deprecated.value {
            case .bool, .string: break
            default:
                diagnostics.append(DTCGMessages.invalidDeprecated(Self.location(path), at: deprecated.range))
            }
        }
        if let extensions = node["$extensions"], extensions.members == nil {
            diagnostics.append(DTCGMessages.invalidExtensions(Self.location(path), at: extensions.range))
        }
    }

    private mutating func addToken(_ node: JSONNode, path: [String], type: String?) {
        for (key, child) in node.members ?? [] where !Self.tokenProperties.contains(key) {
            diagnostics.append(
                key.hasPrefix("$")
                    ? DTCGMessages.unknownTokenProperty(key, token: Self.location(path), at: child.range)
                    : DTCGMessages.tokenWithChildren(Self.location(path), child: key, at: child.range))
        }
        if node["$value"] != nil, node["$ref"] != nil {
            diagnostics.append(DTCGMessages.valueAndRef(Self.location(path), at: node.range))
        }
        if let value = node["$value"], case .null = value.value {
            diagnostics.append(DTCGMessages.nullValue(Self.location(path), at: value.range))
        }
        var deprecated: String?
        switch node["$deprecated"]?.value {
        case .bool(true): deprecated = ""
        case .string(let text): deprecated = text
        default: break
        }
        let token = DTCGToken(
            path: path, type: type, node: node, description: node["$description"]?.string, deprecated: deprecated,
            extensions: node["$extensions"])
        let key = path.joined(separator: "\u{0}")
        if let existing = indexByPath[key] {
            tokens[existing] = token
        } else {
            indexByPath[key] = tokens.count
            tokens.append(token)
        }
    }
}
