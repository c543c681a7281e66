public import ThemecDiagnostics

/// A YAML node with the source range it was read from.
///
/// The tree is what the theme stage reads: aliases are already expanded (each expansion is a copy of the
/// anchored node, keeping the anchor's ranges), documents are single, and tags are checked. Scalars stay
/// strings: the theme stage decides from context whether `8` is a number, and sees whether it was quoted.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    public var content: Content
    /// From the node's first character to the character after its last.
    public var range: SourceRange
    /// The node's explicit tag, expanded (`tag:yaml.org,2002:str`), or `nil` when it had none.
    public var tag: String?

    public init(_ content: Content, range: SourceRange, tag: String? = nil) {
        self.content = content
        self.range = range
        self.tag = tag
    }

    /// The number of nodes in this subtree, itself included.
    ///
    /// Counted when asked (the parser keeps its own counts for the alias expansion budget), with an
    /// explicit stack so a deep tree cannot exhaust the call stack.
    public var nodeCount: Int {
        var count = 0
        var pending: [YAMLNode] = [self]
        while let node = pending.popLast() {
            count += 1
            switch node.content {
            case .scalar: break
            case .mapping(let pairs):
                for pair in pairs {
                    pending.append(pair.key)
                    pending.append(pair.value)
                }
            case .sequence(let items): pending.append(contentsOf: items)
            }
        }
        return count
    }

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The key/value pairs, in source order, when this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items, when this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A word for the node's kind in messages: "a mapping", "a list", "a string", "a number", "nothing".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if scalar.isNull { return "nothing" }
            if scalar.style == .plain, Double(scalar.value) != nil { return "a number" }
            if scalar.style == .plain, ["true", "false"].contains(scalar.value) { return "a boolean" }
            return "a string"
        }
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// The scalar's value after YAML's unescaping and folding.
    public var value: String
    public var style: Style

    public init(_ value: String, style: Style) {
        self.value = value
        self.style = style
    }

    /// Whether the scalar was written without quotes or block indicators.
    public var isPlain: Bool { style == .plain }

    /// Whether YAML's core schema reads this scalar as null (empty, `~`, `null` unquoted).
    public var isNull: Bool {
        guard style == .plain else { return false }
        // By length first: nearly every scalar is asked, and few are one or four bytes long.
        switch value.utf8.count {
        case 0: return true
        case 1: return value == "~"
        case 4: return value == "null" || value == "Null" || value == "NULL"
        default: return false
        }
    }
}

/// One entry of a mapping.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// Limits that keep hostile input from exhausting time or memory. Each one, when exceeded, is a located error.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maximumFileSize: Int
    /// Deepest nesting of mappings and sequences.
    public var maximumDepth: Int
    /// Most nodes the document may hold after expanding aliases.
    public var maximumNodes: Int

    public init(maximumFileSize: Int = 16 << 20, maximumDepth: Int = 128, maximumNodes: Int = 100_000) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    public static let `default` = YAMLLimits()
}

/// What parsing one file produced: the root node (absent when the file could not be read as YAML, or is
/// empty) and every diagnostic found.
public struct YAMLDocument: Sendable {
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
    /// The file's text, for excerpts and for looking at what YAML dropped (comments).
    public var source: SourceText

    public init(root: YAMLNode?, diagnostics: [Diagnostic], source: SourceText) {
        self.root = root
        self.diagnostics = diagnostics
        self.source = source
    }
}
