internal import ThemecDiagnostics

/// The tags a theme file may carry: the core schema's, and the non-specific `!`.
private let allowedTags: Set<String> = [
    "!",
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq",
]

/// A tag the way a person writes it: `!!str` for the core schema's, the tag itself otherwise.
func shortTag(_ tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
}

/// A mapping or sequence whose end event has not arrived yet.
private struct Frame {
    var isMapping: Bool
    var start: SourceLocation
    /// The tag's index in the tree's tags, or `-1`.
    var tag: Int32
    var anchor: String?
    /// Where this collection's children start in the builder's pending children.
    var childBase: Int
    /// The nodes of this collection so far, itself included (for the alias expansion budget).
    var nodeCount = 1
    /// A mapping's key waiting for its value, or `-1`.
    var pendingKey: Int32 = -1
    /// The nodes of `pendingKey`.
    var pendingKeyCount = 0
    /// Whether the pending key repeats an earlier one, so its pair is left out.
    var dropsPendingPair = false
    /// Scalar key value → index of its pair; built only once a mapping is large enough that scanning the
    /// pairs would cost more than hashing.
    var keyIndex: KeyIndex?
    /// The hash of the pending key, when it was looked up in `keyIndex`.
    var pendingKeyHash: Int?
}

/// Mappings with at most this many pairs are checked for duplicate keys by scanning.
private let linearKeyCheckLimit = 8

/// Where a node starts and ends in the file.
private struct Span {
    var start: SourceLocation
    var end: SourceLocation
}

/// Turns the event stream into the node tree, collecting diagnostics.
struct TreeBuilder {
    let path: String
    /// `path`, registered once so every range of the file is plain data.
    let fileID: SourceFileID
    let limits: YAMLLimits
    let locations: LocationMapper

    var diagnostics: [Diagnostic] = []
    var storage = TreeStorage()
    var rootIndex: Int32?
    /// The innermost open collection, when `depth > 0`; kept out of `outerFrames` so the work on every
    /// node touches a stored property rather than an array element.
    private var top = Frame(isMapping: false, start: SourceLocation(line: 1, column: 1), tag: -1, childBase: 0)
    /// The open collections around `top`, outermost first.
    private var outerFrames: [Frame] = []
    /// How many collections are open.
    private var depth = 0
    /// The children of the open collections, innermost last (a mapping's as key, value, …).
    private var pendingChildren: [Int32] = []
    /// Anchored nodes with their node counts.
    private var anchors: [String: (node: Int32, count: Int)] = [:]
    private var tagIndices: [String: Int32] = [:]
    private(set) var documentCount = 0
    private(set) var nodeTotal = 0
    /// The nodes aliases have added so far (`YAMLLimits.maximumAliasExpansion`).
    private var aliasNodeTotal = 0

    init(path: String, limits: YAMLLimits, locations: LocationMapper) {
        self.path = path
        self.fileID = SourceFileID(path)
        self.limits = limits
        self.locations = locations
    }

    /// The document's root, once the events have been fed.
    var root: YAMLNode? {
        guard let rootIndex else { return nil }
        let tree = YAMLTree(
            fileID: fileID, nodes: storage.nodes, children: storage.children, text: storage.text,
            tags: storage.tags)
        return YAMLNode(tree: tree, index: rootIndex)
    }

    /// Room for a dense file (a theme has a node for every 8 or 9 bytes) up front, instead of copying the
    /// arrays as they grow; what a sparser file leaves unused is never touched.
    mutating func reserve(forInputBytes count: Int) {
        let expectedNodes = min(count / 8, limits.maximumNodes) + 16
        storage.nodes.reserveCapacity(expectedNodes)
        storage.children.reserveCapacity(expectedNodes)
        storage.text.reserveCapacity(count / 2 + 16)
    }

    /// Feeds the next batch of the stream's events through the builder; `false` once parsing is over (the
    /// stream ended, or an error stopped it), when later batches must not be fed.
    mutating func consume(_ batch: YAMLEventBatch) -> Bool {
        let goesOn = batch.bytes.withUnsafeBufferPointer { bytes in
            batch.records.withUnsafeBufferPointer { records in
                for record in records where !handle(record, bytes: bytes) { return false }
                return true
            }
        }
        guard goesOn else { return false }
        if let failure = batch.failure {
            reportParserError(failure)
            stop()
            return false
        }
        return !batch.isLast
    }

    /// Ends parsing after a fatal error: nothing built so far is returned.
    private mutating func stop() {
        rootIndex = nil
        storage = TreeStorage()
        outerFrames.removeAll()
        depth = 0
        pendingChildren.removeAll()
        anchors.removeAll()
    }

    private mutating func fail(_ id: DiagnosticID, _ message: DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(.error(id, message, at: range))
        stop()
    }

    func range(_ start: YAMLMark, _ end: YAMLMark) -> SourceRange {
        SourceRange(fileID: fileID, start: locations.start(start), end: locations.end(end))
    }

    /// The event's start and end; a `SourceRange` is made of them only for a diagnostic.
    private func span(_ record: YAMLEventRecord) -> Span {
        Span(start: locations.start(record.start), end: locations.end(record.end))
    }

    private func range(_ span: Span) -> SourceRange {
        SourceRange(fileID: fileID, start: span.start, end: span.end)
    }

    /// The text of a tag or anchor, as libyaml's C string reads.
    private static func string(_ span: YAMLByteSpan, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard span.isPresent else { return nil }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.start + span.count]), as: UTF8.self)
    }

    /// Handles one event; `false` when parsing is over.
    private mutating func handle(_ record: YAMLEventRecord, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch record.kind {
        case .streamStart, .other:
            return true
        case .documentEnd:
            return true
        case .streamEnd:
            return false
        case .documentStart:
            documentCount += 1
            if documentCount > 1 {
                fail(.multipleDocuments, YAMLMessages.multipleDocuments(), at: range(record.start, record.end))
                return false
            }
            return true
        case .alias:
            return alias(record, bytes: bytes)
        case .scalar:
            return scalar(record, bytes: bytes)
        case .sequenceStart:
            return startCollection(record, isMapping: false, bytes: bytes)
        case .mappingStart:
            return startCollection(record, isMapping: true, bytes: bytes)
        case .sequenceEnd, .mappingEnd:
            return endCollection(record)
        }
    }

    /// Counts `count` more nodes; reports the limit when that goes past it.
    private mutating func countNodes(_ count: Int, at span: Span, isAlias: Bool) -> Bool {
        nodeTotal += count
        guard nodeTotal > limits.maximumNodes else { return true }
        let range = range(span)
        if isAlias {
            fail(.aliasExpansionLimit, YAMLMessages.aliasExpansionLimit(limit: limits.maximumNodes), at: range)
        } else {
            fail(.tooManyNodes, YAMLMessages.tooManyNodes(limit: limits.maximumNodes), at: range)
        }
        return false
    }

    /// The tag as an index into the tree's tags (`-1` for none), reporting it when it is not one a theme file
    /// may use.
    private mutating func checkedTag(
        _ span: YAMLByteSpan, bytes: UnsafeBufferPointer<UInt8>, at nodeSpan: Span
    ) -> Int32 {
        guard let tag = Self.string(span, in: bytes) else { return -1 }
        if !allowedTags.contains(tag) {
            diagnostics.append(.error(.unsupportedTag, YAMLMessages.unsupportedTag(shortTag(tag)), at: range(nodeSpan)))
        }
        if let index = tagIndices[tag] { return index }
        let index = Int32(storage.tags.count)
        storage.tags.append(tag)
        tagIndices[tag] = index
        return index
    }

    private mutating func alias(_ record: YAMLEventRecord, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let aliasSpan = span(record)
        let name = Self.string(record.value, in: bytes) ?? ""
        guard let (node, count) = anchors[name] else {
            fail(.undefinedAlias, YAMLMessages.undefinedAlias(name), at: range(aliasSpan))
            return false
        }
        aliasNodeTotal += count
        guard aliasNodeTotal <= limits.maximumAliasExpansion else {
            fail(
                .aliasExpansionLimit, YAMLMessages.aliasExpansionLimit(limit: limits.maximumAliasExpansion),
                at: range(aliasSpan))
            return false
        }
        guard countNodes(count, at: aliasSpan, isAlias: true) else { return false }
        add(node, count: count, occurrence: aliasSpan)
        return true
    }

    private mutating func scalar(_ record: YAMLEventRecord, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let nodeSpan = span(record)
        guard countNodes(1, at: nodeSpan, isAlias: false) else { return false }
        let start = storage.text.count
        var isASCII = true
        if record.value.count > 0 {
            let value = UnsafeBufferPointer(
                rebasing: bytes[record.value.start..<record.value.start + record.value.count])
            storage.text.append(contentsOf: value)
            isASCII = Self.isASCII(value)
        }
        let tag = checkedTag(record.tag, bytes: bytes, at: nodeSpan)
        if tag >= 0,
            let problem = YAMLTagCheck.problem(
                tag: storage.tags[Int(tag)], kind: "scalar", text: Array(storage.text[start...]))
        {
            diagnostics.append(.error(.unsupportedTag, problem, at: range(nodeSpan)))
        }
        let index = Int32(truncatingIfNeeded: storage.nodes.count)
        storage.nodes.append(
            YAMLTree.Node(
                rangeStart: nodeSpan.start, rangeEnd: nodeSpan.end, start: start,
                count: Int32(truncatingIfNeeded: record.value.count), tag: tag, kind: .scalar, style: record.style,
                isASCII: isASCII))
        if let anchor = Self.string(record.anchor, in: bytes) {
            anchors[anchor] = (index, 1)
        }
        add(index, count: 1, occurrence: nodeSpan)
        return true
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits < 0x80
    }

    private mutating func startCollection(
        _ record: YAMLEventRecord, isMapping: Bool, bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let startSpan = span(record)
        if depth >= limits.maximumDepth {
            fail(.nestingTooDeep, YAMLMessages.nestingTooDeep(limit: limits.maximumDepth), at: range(startSpan))
            return false
        }
        guard countNodes(1, at: startSpan, isAlias: false) else { return false }
        let frame = Frame(
            isMapping: isMapping, start: startSpan.start,
            tag: checkedTag(record.tag, bytes: bytes, at: startSpan), anchor: Self.string(record.anchor, in: bytes),
            childBase: pendingChildren.count)
        if frame.tag >= 0,
            let problem = YAMLTagCheck.problem(
                tag: storage.tags[Int(frame.tag)], kind: isMapping ? "mapping" : "sequence", text: [])
        {
            diagnostics.append(.error(.unsupportedTag, problem, at: range(startSpan)))
        }
        if depth > 0 { outerFrames.append(top) }
        top = frame
        depth += 1
        return true
    }

    private mutating func endCollection(_ record: YAMLEventRecord) -> Bool {
        guard depth > 0 else { return true }
        let frame = top
        depth -= 1
        if depth > 0 { top = outerFrames.removeLast() }
        let end = locations.end(record.end)
        let first = storage.children.count
        let childCount = pendingChildren.count - frame.childBase
        storage.children.append(contentsOf: pendingChildren[frame.childBase...])
        pendingChildren.removeSubrange(frame.childBase...)
        let index = Int32(truncatingIfNeeded: storage.nodes.count)
        storage.nodes.append(
            YAMLTree.Node(
                rangeStart: frame.start, rangeEnd: end, start: first,
                count: Int32(truncatingIfNeeded: frame.isMapping ? childCount / 2 : childCount), tag: frame.tag,
                kind: frame.isMapping ? .mapping : .sequence, style: .plain, isASCII: true))
        if let anchor = frame.anchor {
            anchors[anchor] = (index, frame.nodeCount)
        }
        add(index, count: frame.nodeCount, occurrence: Span(start: frame.start, end: end))
        return true
    }

    /// Puts a finished node of `count` nodes into its parent (or makes it the root). `occurrence` is where
    /// it appears in the text, which for an alias differs from the node's range.
    private mutating func add(_ node: Int32, count: Int, occurrence: Span) {
        guard depth > 0 else {
            rootIndex = node
            return
        }
        guard top.isMapping else {
            top.nodeCount += count
            pendingChildren.append(node)
            return
        }
        let key = top.pendingKey
        if key >= 0 {
            top.pendingKey = -1
            let keyHash = top.pendingKeyHash.take()
            if top.dropsPendingPair {
                top.dropsPendingPair = false
                return
            }
            // Only the pairs kept count, as they would in the finished tree.
            top.nodeCount += top.pendingKeyCount + count
            pendingChildren.append(key)
            pendingChildren.append(node)
            if let keyHash {
                let pair = (pendingChildren.count - top.childBase) / 2 - 1
                top.keyIndex?.insert(hash: keyHash, pair: pair)
            }
            return
        }
        top.pendingKey = node
        top.pendingKeyCount = count
        guard storage.isScalar(node) else { return }
        if storage.isMergeKey(node) {
            // YAML 1.1's merge key: refused in its own words, and the pair left out.
            top.dropsPendingPair = true
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.mergeKey(), at: range(occurrence)))
            return
        }
        if let first = Self.firstPair(withKey: node, in: &top, pending: pendingChildren, storage: storage) {
            top.dropsPendingPair = true
            let keyText = storage.string(node)
            let firstRange = storage.nodes[Int(first)]
            diagnostics.append(
                .error(
                    .duplicateKey, YAMLMessages.duplicateKey(keyText), at: range(occurrence),
                    notes: [
                        Note(
                            YAMLMessages.duplicateKeyFirstDefinition(keyText),
                            at: SourceRange(fileID: fileID, start: firstRange.rangeStart, end: firstRange.rangeEnd))
                    ]))
        }
    }

    /// The key of the earlier pair whose scalar key equals the scalar `key`, switching the frame to a hashed
    /// index once it grows.
    ///
    /// Static on purpose: as an instance method, the call would read `self` while `top` is borrowed inout.
    private static func firstPair(
        withKey key: Int32, in frame: inout Frame, pending: [Int32], storage: TreeStorage
    ) -> Int32? {
        let base = frame.childBase
        let pairCount = (pending.count - base) / 2
        if frame.keyIndex == nil, pairCount > linearKeyCheckLimit {
            frame.keyIndex = keyIndex(pairCount: pairCount, base: base, pending: pending, storage: storage)
        }
        if var index = frame.keyIndex {
            var hash = storage.keyHash(key, asString: index.usesStringHashes)
            var (found, probes) = index.pair(hash: hash) { other in
                let otherKey = pending[base + 2 * other]
                return storage.isScalar(otherKey) && storage.scalarsEqual(otherKey, key)
            }
            if probes > KeyIndex.longProbe, !index.usesStringHashes {
                index = keyIndex(
                    pairCount: pairCount, base: base, pending: pending, storage: storage, usesStringHashes: true)
                hash = storage.keyHash(key, asString: true)
                found =
                    index.pair(hash: hash) { other in
                        let otherKey = pending[base + 2 * other]
                        return storage.isScalar(otherKey) && storage.scalarsEqual(otherKey, key)
                    }.pair
                frame.keyIndex = index
            }
            frame.pendingKeyHash = hash
            return found.map { pending[base + 2 * $0] }
        }
        var offset = base
        while offset < pending.count {
            let pairKey = pending[offset]
            if storage.isScalar(pairKey), storage.scalarsEqual(pairKey, key) { return pairKey }
            offset += 2
        }
        return nil
    }

    /// An index of the scalar keys of the `pairCount` pairs in `pending` from `base`.
    private static func keyIndex(
        pairCount: Int, base: Int, pending: [Int32], storage: TreeStorage, usesStringHashes: Bool = false
    ) -> KeyIndex {
        var index = KeyIndex(minimumCapacity: pairCount * 4, usesStringHashes: usesStringHashes)
        for offset in 0..<pairCount {
            let pairKey = pending[base + 2 * offset]
            guard storage.isScalar(pairKey) else { continue }
            let hash = storage.keyHash(pairKey, asString: usesStringHashes)
            let known = index.pair(hash: hash) { other in
                let otherKey = pending[base + 2 * other]
                return storage.isScalar(otherKey) && storage.scalarsEqual(otherKey, pairKey)
            }.pair
            if known == nil { index.insert(hash: hash, pair: offset) }
        }
        return index
    }
}
