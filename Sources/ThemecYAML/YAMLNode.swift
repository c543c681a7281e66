public import ThemecDiagnostics

/// A YAML node with the source range it was read from.
///
/// The tree is what the theme stage reads: aliases are already expanded (each expansion refers to the
/// anchored node, keeping the anchor's ranges), documents are single, and tags are checked. Scalars stay
/// text: the theme stage decides from context whether `8` is a number, and sees whether it was quoted.
///
/// A node is a reference into its document's storage, where every node, every list of children and the
/// text of every scalar sit in a few flat arrays; copying a node copies that reference and an index.
/// Scalars become `String`s only when asked (`scalar`); `withScalarUTF8` and `scalarEquals` read the bytes.
public struct YAMLNode: Sendable {
    /// What a node holds: a scalar, a mapping or a sequence.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping(YAMLMapping)
        case sequence(YAMLSequence)
    }

    @usableFromInline let tree: YAMLTree
    @usableFromInline let index: Int32

    @inlinable init(tree: YAMLTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    @inlinable var record: YAMLTree.Node { tree.nodes[Int(index)] }

    /// What the node holds.
    public var content: Content {
        let node = record
        switch node.kind {
        case .scalar: return .scalar(YAMLScalar(tree.string(node), style: node.style))
        case .mapping: return .mapping(YAMLMapping(tree: tree, start: node.start, count: Int(node.count)))
        case .sequence: return .sequence(YAMLSequence(tree: tree, start: node.start, count: Int(node.count)))
        }
    }

    /// From the node's first character to the character after its last.
    public var range: SourceRange {
        let node = record
        return SourceRange(fileID: tree.fileID, start: node.rangeStart, end: node.rangeEnd)
    }

    /// The node's explicit tag, expanded (`tag:yaml.org,2002:str`), or `nil` when it had none.
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : tree.tags[Int(tag)]
    }

    /// The number of nodes in this subtree, itself included.
    ///
    /// Counted when asked (the parser keeps its own counts for the alias expansion budget), with an
    /// explicit stack so a deep tree cannot exhaust the call stack. A node an alias repeats counts each time.
    public var nodeCount: Int {
        var count = 0
        var pending: [Int32] = [index]
        while let next = pending.popLast() {
            count += 1
            let node = tree.nodes[Int(next)]
            switch node.kind {
            case .scalar: break
            case .mapping: pending.append(contentsOf: tree.children[node.start..<node.start + 2 * Int(node.count)])
            case .sequence: pending.append(contentsOf: tree.children[node.start..<node.start + Int(node.count)])
            }
        }
        return count
    }

    /// Whether the node is a scalar.
    @inlinable public var isScalar: Bool { record.kind == .scalar }

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        let node = record
        guard node.kind == .scalar else { return nil }
        let tag = node.tag < 0 ? nil : tree.tags[Int(node.tag)]
        let type = tag.flatMap {
            $0.hasPrefix(YAMLTagCheck.prefix) ? String($0.dropFirst(YAMLTagCheck.prefix.count)) : nil
        }
        return YAMLScalar(tree.string(node), style: node.style, taggedType: type)
    }

    /// The scalar's text, when this node is one (`scalar?.value`).
    public var scalarValue: String? {
        let node = record
        guard node.kind == .scalar else { return nil }
        return tree.string(node)
    }

    /// The scalar's style, when this node is one.
    @inlinable public var scalarStyle: YAMLScalar.Style? {
        let node = record
        return node.kind == .scalar ? node.style : nil
    }

    /// Whether this node is a scalar that YAML's core schema reads as null (as `YAMLScalar.isNull`).
    @inlinable public var isNullScalar: Bool {
        let node = record
        guard node.kind == .scalar, node.style == .plain else { return false }
        switch node.count {
        case 0: return true
        case 1: return tree.text[node.start] == UInt8(ascii: "~")
        case 4: return tree.bytesEqual(node, "null") || tree.bytesEqual(node, "Null") || tree.bytesEqual(node, "NULL")
        default: return false
        }
    }

    /// Calls `body` with the UTF-8 bytes of the scalar's text; `nil` when this node is not a scalar.
    @inlinable public func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result?
    {
        let node = record
        guard node.kind == .scalar else { return nil }
        return try tree.text.withUnsafeBufferPointer { text in
            try body(UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)]))
        }
    }

    /// Whether this node is a scalar whose text equals `text` (as `scalar?.value == text`, which compares
    /// canonical equivalence; bytes decide when either side is ASCII throughout).
    @inlinable public func scalarEquals(_ text: StaticString) -> Bool {
        let node = record
        guard node.kind == .scalar else { return false }
        if tree.bytesEqual(node, text) { return true }
        if node.isASCII, text.isASCII { return false }
        return tree.string(node) == text.description
    }

    /// The key/value pairs, in source order, when this node is a mapping.
    @inlinable public var mapping: YAMLMapping? {
        let node = record
        guard node.kind == .mapping else { return nil }
        return YAMLMapping(tree: tree, start: node.start, count: Int(node.count))
    }

    /// The items, when this node is a sequence.
    @inlinable public var sequence: YAMLSequence? {
        let node = record
        guard node.kind == .sequence else { return nil }
        return YAMLSequence(tree: tree, start: node.start, count: Int(node.count))
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

/// A mapping's pairs, in source order.
public struct YAMLMapping: RandomAccessCollection, Sendable {
    @usableFromInline let tree: YAMLTree
    /// Where the pairs' keys and values, alternating, start in the tree's children.
    @usableFromInline let start: Int
    /// The number of pairs.
    public let count: Int

    @inlinable init(tree: YAMLTree, start: Int, count: Int) {
        self.tree = tree
        self.start = start
        self.count = count
    }

    /// The first pair's position, always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last pair: `count`.
    @inlinable public var endIndex: Int { count }

    /// The same pairs, read through a tree object of their own: their nodes share the tree's storage, but
    /// each copy of one retains that object instead. Threads that read parts of one large mapping at once
    /// each take one, so that they do not all count references on the one object: a reference count that
    /// two cores change at once makes every copy of a node cost as much as a cache miss.
    public func withOwnReference() -> YAMLMapping {
        YAMLMapping(tree: tree.copy(), start: start, count: count)
    }

    /// The pair at `position`, in the order of the text.
    @inlinable public subscript(position: Int) -> YAMLPair {
        precondition(position >= 0 && position < count, "pair index out of range")
        let first = start + 2 * position
        return YAMLPair(
            key: YAMLNode(tree: tree, index: tree.children[first]),
            value: YAMLNode(tree: tree, index: tree.children[first + 1]))
    }
}

/// A sequence's items, in source order.
public struct YAMLSequence: RandomAccessCollection, Sendable {
    @usableFromInline let tree: YAMLTree
    /// Where the items start in the tree's children.
    @usableFromInline let start: Int
    /// The number of items.
    public let count: Int

    @inlinable init(tree: YAMLTree, start: Int, count: Int) {
        self.tree = tree
        self.start = start
        self.count = count
    }

    /// The first item's position, always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last item: `count`.
    @inlinable public var endIndex: Int { count }

    /// The item at `position`, in the order of the text.
    @inlinable public subscript(position: Int) -> YAMLNode {
        precondition(position >= 0 && position < count, "item index out of range")
        return YAMLNode(tree: tree, index: tree.children[start + position])
    }
}

/// The storage of one document's nodes: what `YAMLNode`, `YAMLMapping` and `YAMLSequence` refer to.
@usableFromInline
final class YAMLTree: Sendable {
    @usableFromInline enum Kind: UInt8, Sendable {
        case scalar
        case mapping
        case sequence
    }

    @usableFromInline struct Node: Sendable {
        @usableFromInline var rangeStart: SourceLocation
        @usableFromInline var rangeEnd: SourceLocation
        /// A scalar's first byte in `text`; a collection's first child in `children`.
        @usableFromInline var start: Int
        /// A scalar's length in bytes; a mapping's pairs; a sequence's items.
        @usableFromInline var count: Int32
        /// An index into `tags`, or `-1`.
        @usableFromInline var tag: Int32
        @usableFromInline var kind: Kind
        @usableFromInline var style: YAMLScalar.Style
        /// Whether a scalar's bytes are all ASCII.
        @usableFromInline var isASCII: Bool
    }

    let fileID: SourceFileID
    @usableFromInline let nodes: [Node]
    /// Each collection's children, contiguous: a mapping's as key, value, key, value, ….
    @usableFromInline let children: [Int32]
    /// The text of every scalar, one after another.
    @usableFromInline let text: [UInt8]
    @usableFromInline let tags: [String]

    init(fileID: SourceFileID, nodes: [Node], children: [Int32], text: [UInt8], tags: [String]) {
        self.fileID = fileID
        self.nodes = nodes
        self.children = children
        self.text = text
        self.tags = tags
    }

    /// Another object over the same storage (its arrays are shared, not copied).
    func copy() -> YAMLTree {
        YAMLTree(fileID: fileID, nodes: nodes, children: children, text: text, tags: tags)
    }

    @usableFromInline func string(_ node: Node) -> String {
        if node.count == 0 { return "" }
        return text.withUnsafeBufferPointer { text in
            String(
                decoding: UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)]), as: UTF8.self)
        }
    }

    @inlinable func bytesEqual(_ node: Node, _ other: StaticString) -> Bool {
        guard other.hasPointerRepresentation, Int(node.count) == other.utf8CodeUnitCount else { return false }
        if node.count == 0 { return true }
        return text.withUnsafeBufferPointer { text in
            let base = other.utf8Start
            var offset = 0
            while offset < Int(node.count) {
                if text[node.start + offset] != base[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar is written; a plain scalar may be a number, a Boolean or null, a quoted one never is.
    public enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// The scalar's value after YAML's unescaping and folding.
    public var value: String
    /// How the value was written.
    public var style: Style
    /// The core-schema type its tag names (`str`, `int`, `float`, `bool`, `null`), when it has such a tag.
    public var taggedType: String?

    /// A scalar of `value`, written in `style`, with the core-schema type its tag names, if any.
    public init(_ value: String, style: Style, taggedType: String? = nil) {
        self.value = value
        self.style = style
        self.taggedType = taggedType
    }

    /// Whether the scalar reads as YAML's core schema reads an untagged scalar written without quotes or
    /// block indicators: plain and untagged, or tagged with a type other than `!!str` (`!!int "8"` is the
    /// number 8; `!!str 8` is the text "8", as `"8"` is). `YAMLTagCheck` made sure the value fits its tag.
    public var isPlain: Bool {
        switch taggedType {
        case "str": return false
        case "int", "float", "bool", "null": return true
        default: return style == .plain
        }
    }

    /// Whether YAML's core schema reads this scalar as null (empty, `~`, `null` unquoted, or `!!null`).
    public var isNull: Bool {
        if taggedType == "null" { return true }
        guard isPlain else { return false }
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
    /// The key node (usually a scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// A pair of `key` and `value`.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// Limits that keep hostile input from exhausting time or memory. Each one, when exceeded, is a located error.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes: what bounds the size of a document written out in full.
    public var maximumFileSize: Int
    /// Deepest nesting of mappings and sequences.
    public var maximumDepth: Int
    /// Most nodes that aliases may add to the document in all, counting each alias as the nodes it repeats:
    /// what stops an alias bomb (`a: &a [x, x]`, `b: &b [*a, *a]`, … grows tenfold a line).
    public var maximumAliasExpansion: Int
    /// Most nodes the document may hold after expanding aliases; no limit by default (the file size bounds
    /// what is written out, `maximumAliasExpansion` what aliases repeat), so a large theme is never refused for
    /// its size. An embedder may set one.
    public var maximumNodes: Int

    /// Limits with the given values; each defaults to that of `default`.
    public init(
        maximumFileSize: Int = 16 << 20, maximumDepth: Int = 128, maximumAliasExpansion: Int = 100_000,
        maximumNodes: Int = .max
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
        self.maximumNodes = maximumNodes
    }

    /// The limits every command uses: 16 MiB, 128 levels, 100,000 nodes added by aliases, no node limit.
    public static let `default` = YAMLLimits()
}

/// What parsing one file produced: the root node (absent when the file could not be read as YAML, or is
/// empty) and every diagnostic found.
public struct YAMLDocument: Sendable {
    /// The document's root node; `nil` after a fatal error, or for a file without a document.
    public var root: YAMLNode?
    /// Every error and warning, in the order found.
    public var diagnostics: [Diagnostic]
    /// The file's text, for excerpts and for looking at what YAML dropped (comments).
    public var source: SourceText

    /// A document of `root`, `diagnostics` and `source`.
    public init(root: YAMLNode?, diagnostics: [Diagnostic], source: SourceText) {
        self.root = root
        self.diagnostics = diagnostics
        self.source = source
    }
}
