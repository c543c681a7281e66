internal import CYAML
internal import Dispatch
internal import ThemecDiagnostics

/// Reads one YAML file into a located `YAMLNode` tree, using libyaml's event API.
///
/// The tree is built with an explicit stack, so deeply nested input cannot exhaust the call stack; every
/// limit in `YAMLLimits` is checked as the events arrive and ends parsing with a located error.
public enum YAMLParser {
    /// The version of the libyaml loaded at run time (e.g. `0.2.5`): part of `compile`'s no-op fingerprint,
    /// since libyaml is a shared library and not in the themec executable's bytes.
    package static var libyamlVersion: String { String(cString: yaml_get_version_string()) }

    /// Parses `bytes` (the contents of the file at `path`).
    ///
    /// - Errors that leave the text unreadable (libyaml's syntax and encoding errors, exceeded limits, an
    ///   undefined alias, a second document) stop parsing: `root` is `nil` and the error is the last
    ///   diagnostic.
    /// - Duplicate keys and unsupported tags are reported and parsing goes on, so one run shows them all;
    ///   `root` is kept, without the pairs whose key repeats an earlier one.
    /// - A file without any document (empty, or only comments) has neither a root nor a diagnostic.
    ///
    /// A file of `pipelineThreshold` bytes or more is parsed on two threads: when it holds a long block
    /// mapping, by two libyaml parsers at once, each on a part of the file (`YAMLSplitParse`); otherwise
    /// libyaml reads it on a thread of its own while the tree is built on the caller's. The result is the
    /// same as on one thread, and the other thread has ended on return.
    public static func parse(bytes: [UInt8], path: String, limits: YAMLLimits = .default) -> YAMLDocument {
        parse(bytes: bytes, path: path, limits: limits, pipelineThreshold: pipelineThreshold)
    }

    /// Parses `bytes` (the contents of the file at `path`), on two threads when the file is at least
    /// `pipelineThreshold` bytes, in two parts when it is at least `splitThreshold`; the tests and the fuzz
    /// target set these numbers to check that every way builds the same.
    package static func parse(
        bytes: [UInt8], path: String, limits: YAMLLimits, pipelineThreshold: Int, batchSize: Int = batchSize,
        splitThreshold: Int = pipelineThreshold
    ) -> YAMLDocument {
        if let decoded = YAMLByteOrderMark.utf8(from: bytes) {
            return parse(
                bytes: decoded, path: path, limits: limits, pipelineThreshold: pipelineThreshold, batchSize: batchSize,
                splitThreshold: splitThreshold)
        }
        if bytes.count > limits.maximumFileSize {
            // Keep only the first line for the excerpt; the rest is never looked at.
            let firstLineEnd =
                bytes.prefix(4096).firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
                ?? min(bytes.count, 4096)
            let diagnostic = Diagnostic.error(
                .fileTooLarge,
                YAMLMessages.fileTooLarge(size: bytes.count, limit: limits.maximumFileSize),
                at: .startOfFile(path))
            return YAMLDocument(
                root: nil, diagnostics: [diagnostic],
                source: SourceText(path: path, bytes: Array(bytes[..<firstLineEnd])))
        }
        let source = SourceText(path: path, bytes: bytes)
        if bytes.isEmpty {
            return YAMLDocument(root: nil, diagnostics: [], source: source)
        }
        let locations = LocationMapper(bytes: bytes)
        if bytes.count >= splitThreshold,
            let points = bytes.withUnsafeBufferPointer({ YAMLSplitPoints.find(in: $0) }),
            let document = YAMLSplitParse.parse(
                bytes: bytes, source: source, limits: limits, locations: locations, points: points,
                batchSize: batchSize)
        {
            return document
        }
        var builder = TreeBuilder(path: path, limits: limits, locations: locations)
        builder.reserve(forInputBytes: bytes.count)
        if bytes.count >= pipelineThreshold {
            buildPipelined(&builder, bytes: bytes, batchSize: batchSize)
        } else {
            // One thread: each batch is read into the tree before libyaml goes on.
            bytes.withUnsafeBufferPointer { input in
                YAMLEventReader.read(input, batchSize: batchSize) { builder.consume($0) }
            }
        }
        return YAMLDocument(root: builder.root, diagnostics: builder.diagnostics, source: source)
    }

    /// The document parsed in two parts cut at `prefixEnd` and `suffixStart` (see `YAMLSplitParse`), or
    /// `nil` when the cut is not one a split parse can use, or does not hold; for the tests and the fuzz
    /// target, which choose the cut.
    package static func parseSplit(
        bytes: [UInt8], path: String, limits: YAMLLimits = .default, prefixEnd: Int, suffixStart: Int,
        batchSize: Int = batchSize
    ) -> YAMLDocument? {
        guard bytes.count <= limits.maximumFileSize else { return nil }
        guard
            let points = bytes.withUnsafeBufferPointer({
                YAMLSplitPoints(bytes: $0, prefixEnd: prefixEnd, suffixStart: suffixStart)
            })
        else { return nil }
        return YAMLSplitParse.parse(
            bytes: bytes, source: SourceText(path: path, bytes: bytes), limits: limits,
            locations: LocationMapper(bytes: bytes), points: points, batchSize: batchSize)
    }

    /// The cut `parse` would make in `bytes`, as the offsets where the middle starts and ends; for the tests.
    package static func splitPoints(in bytes: [UInt8]) -> (prefixEnd: Int, suffixStart: Int)? {
        bytes.withUnsafeBufferPointer { YAMLSplitPoints.find(in: $0) }.map { ($0.prefixEnd, $0.suffixStart) }
    }

    /// Files at least this large are parsed by two threads at once: libyaml on one, the tree builder on the
    /// other. Below it (most theme files), starting a thread would cost more than it saves.
    static let pipelineThreshold = 128 << 10

    /// Events per batch.
    static let batchSize = 1024

    /// Batches in flight between the two threads.
    private static let pipelineCapacity = 4

    /// libyaml on a thread of its own, handing batches of events to `builder` on this one, which reads them
    /// in stream order: the same records, in the same order, as on one thread, so the same tree and
    /// diagnostics. When the builder stops early (an error, a limit), libyaml is stopped at its next batch;
    /// either way this returns only after libyaml's thread has.
    private static func buildPipelined(_ builder: inout TreeBuilder, bytes: [UInt8], batchSize: Int) {
        let pipe = YAMLEventPipe(capacity: pipelineCapacity)
        // A queue of its own rather than a global one: its work always gets a thread, even while every
        // thread of the global pool parses another file and waits here.
        DispatchQueue(label: "themec.yaml.events").async {
            bytes.withUnsafeBufferPointer { input in
                YAMLEventReader.read(input, batchSize: batchSize) { pipe.send(&$0) }
            }
            pipe.producerFinished()
        }
        while true {
            var batch = pipe.receive()
            let goesOn = builder.consume(batch)
            let isLast = batch.isLast
            pipe.recycle(&batch)
            if !goesOn || isLast { break }
        }
        pipe.stop()
        pipe.waitForProducer()
    }
}

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
    /// Whether the collection is written in flow style.
    var isFlow = false
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

/// The scalar keys of a large mapping → the index of their pair.
///
/// Open addressing over hashes consistent with `String`'s `==` (which is what makes two keys the same), so
/// each key is hashed once, and growing rehashes stored hashes, not strings. A key is hashed by
/// `TreeStorage.keyHash`: its bytes through a cheap hash seeded per process, or `String`'s own hash when
/// `usesStringHashes`, which an index switches to for good if a probe ever runs long (a flood of colliding keys).
struct KeyIndex {
    /// Per slot: the low 32 bits of the key's hash, above its pair's index plus one; `0` when the slot is
    /// empty. Eight bytes a slot keeps the table of a large mapping small enough to stay in cache.
    private var slots: [UInt64]
    private var count = 0
    /// Whether every key is hashed as a `String` (as `Hasher` does), rather than by its bytes.
    let usesStringHashes: Bool

    /// A probe longer than this, with the cheap hash, switches the index to `String`'s hashes.
    static let longProbe = 128

    init(minimumCapacity: Int, usesStringHashes: Bool) {
        self.usesStringHashes = usesStringHashes
        var size = 32
        while size < minimumCapacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    static func hash(_ key: String) -> Int {
        var hasher = Hasher()
        hasher.combine(key)
        return hasher.finalize()
    }

    /// The index of the pair with hash `hash` for which `isKey` holds, and how many slots were looked at.
    func pair(hash: Int, where isKey: (Int) -> Bool) -> (pair: Int?, probes: Int) {
        let check = UInt64(UInt32(truncatingIfNeeded: hash))
        let mask = slots.count - 1
        var slot = Int(check) & mask
        var probes = 1
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == check {
                let pair = Int(entry & 0xFFFF_FFFF) - 1
                if isKey(pair) { return (pair, probes) }
            }
            slot = (slot + 1) & mask
            probes += 1
        }
        return (nil, probes)
    }

    /// Records `pair` for a key with hash `hash` that is not in the index yet.
    mutating func insert(hash: Int, pair: Int) {
        if (count + 1) * 4 > slots.count * 3 {
            let old = slots
            slots = Array(repeating: 0, count: old.count * 2)
            for entry in old where entry != 0 { place(entry) }
        }
        place(UInt64(UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(UInt32(pair + 1)))
        count += 1
    }

    /// Puts `entry` in the first empty slot from the one its hash names.
    private mutating func place(_ entry: UInt64) {
        let mask = slots.count - 1
        var slot = Int(entry >> 32) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}

/// The nodes of a document as they are built: what becomes its `YAMLTree`.
struct TreeStorage {
    var nodes: [YAMLTree.Node] = []
    var children: [Int32] = []
    var text: [UInt8] = []
    var tags: [String] = []

    func isScalar(_ index: Int32) -> Bool { nodes[Int(index)].kind == .scalar }

    /// Whether the scalar is `<<` written plain and without a tag: a YAML 1.1 merge key.
    func isMergeKey(_ index: Int32) -> Bool {
        let node = nodes[Int(index)]
        return node.count == 2 && node.style == .plain && node.tag < 0 && text[node.start] == 0x3C
            && text[node.start + 1] == 0x3C
    }

    func string(_ index: Int32) -> String {
        let node = nodes[Int(index)]
        if node.count == 0 { return "" }
        return text.withUnsafeBufferPointer { text in
            String(
                decoding: UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)]), as: UTF8.self)
        }
    }

    /// A hash of the scalar's value that is the same for values equal as `String`s (canonically equivalent).
    ///
    /// `asString`: `String`'s own hash. Otherwise a value whose canonical decomposition is ASCII is hashed by
    /// the bytes of that decomposition, with a cheap hash seeded per process. Such a value is ASCII but for
    /// the only three characters that decompose to ASCII (U+037E to ';', U+1FEF to '`', U+212A to 'K'), and
    /// no other value equals it; any other value gets `String`'s hash.
    func keyHash(_ index: Int32, asString: Bool) -> Int {
        let node = nodes[Int(index)]
        if asString { return KeyIndex.hash(string(index)) }
        return text.withUnsafeBufferPointer { text -> Int in
            let bytes = UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)])
            if node.isASCII { return Self.byteHash(bytes) }
            var decomposed: [UInt8] = []
            decomposed.reserveCapacity(bytes.count)
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let rest = bytes.count - offset
                if byte < 0x80 {
                    decomposed.append(byte)
                    offset += 1
                } else if rest >= 2, byte == 0xCD, bytes[offset + 1] == 0xBE {
                    decomposed.append(UInt8(ascii: ";"))
                    offset += 2
                } else if rest >= 3, byte == 0xE1, bytes[offset + 1] == 0xBF, bytes[offset + 2] == 0xAF {
                    decomposed.append(UInt8(ascii: "`"))
                    offset += 3
                } else if rest >= 3, byte == 0xE2, bytes[offset + 1] == 0x84, bytes[offset + 2] == 0xAA {
                    decomposed.append(UInt8(ascii: "K"))
                    offset += 3
                } else {
                    return KeyIndex.hash(string(index))
                }
            }
            return decomposed.withUnsafeBufferPointer { Self.byteHash($0) }
        }
    }

    /// Per process, so that colliding keys cannot be prepared in advance.
    private static let byteHashSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt16)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// Eight bytes at a time: multiply, fold the high bits down; a final mix spreads every bit.
    private static func byteHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = byteHashSeed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while offset + 8 <= bytes.count {
                hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 29
                offset += 8
            }
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
        }
        hash &*= 0x94D0_49BB_1331_11EB
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether two scalars' values are equal as `String`s are (canonical equivalence): by their bytes, and
    /// only when those differ and either is not ASCII throughout, as strings.
    func scalarsEqual(_ first: Int32, _ second: Int32) -> Bool {
        Self.scalarsEqual(first, in: self, second, in: self)
    }

    /// Whether scalar `first` of `one` and scalar `second` of `other` have equal values as `String`s: by
    /// their bytes, and only when those differ and either is not ASCII throughout, as strings. The storages
    /// may be one, or the two parts of a split parse (`YAMLSplitParse`).
    static func scalarsEqual(_ first: Int32, in one: TreeStorage, _ second: Int32, in other: TreeStorage) -> Bool {
        let a = one.nodes[Int(first)]
        let b = other.nodes[Int(second)]
        if a.count == b.count {
            let same = one.text.withUnsafeBufferPointer { oneText in
                other.text.withUnsafeBufferPointer { otherText in
                    var offset = 0
                    while offset < Int(a.count) {
                        if oneText[a.start + offset] != otherText[b.start + offset] { return false }
                        offset += 1
                    }
                    return true
                }
            }
            if same { return true }
        }
        if a.isASCII, b.isASCII { return false }
        return one.string(first) == other.string(second)
    }
}

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

    // What a split parse (`YAMLSplitParse`) checks once the events are in.

    /// Whether any node had an anchor, or any alias was read.
    private(set) var sawAnchorOrAlias = false
    /// Whether a document started or ended with a marker (`---`, `...`).
    private(set) var sawDocumentMarker = false
    /// Whether the root is a collection in flow style.
    private(set) var rootIsFlow = false
    /// The most collections open at once.
    private(set) var maximumDepthReached = 0
    /// Where the part read by another parser goes, when this builder reads the text around it; `nil` after.
    var splice: YAMLSplice?

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

    private func range(_ start: YAMLMark, _ end: YAMLMark) -> SourceRange {
        SourceRange(fileID: fileID, start: locations.start(start), end: locations.end(end))
    }

    /// The event's start and end; a `SourceRange` is made of them only for a diagnostic.
    private func span(_ record: YAMLEventRecord) -> Span {
        Span(start: locations.start(record.start), end: locations.end(record.end))
    }

    /// At the first event that is not a collection's end on or after the splice's line: the splice holds
    /// when that event is a key of a block mapping whose keys start at the splice's column, and starts there.
    /// The mapping may start there too (its first key is then the middle's): the key follows.
    private mutating func probeSplice(_ record: YAMLEventRecord) {
        guard var splice, record.kind != .mappingEnd, record.kind != .sequenceEnd else { return }
        if record.kind == .mappingStart, !record.isFlow, !splice.opensMapping, record.start.line == splice.line,
            record.start.column == splice.column
        {
            self.splice?.opensMapping = true
            return
        }
        splice.pending = false
        // A key that starts a pair: a plain or quoted scalar (a block scalar is never an implicit key).
        let holds =
            record.kind == .scalar && record.style != .literal && record.style != .folded
            && record.start.line == splice.line && record.start.column == splice.column
            && depth > 0 && top.isMapping && !top.isFlow && top.pendingKey < 0
            && top.start.column == splice.column + 1
        if holds {
            splice.depth = depth
            splice.pair = (pendingChildren.count - top.childBase) / 2
        }
        self.splice = splice
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
        if record.anchor.isPresent { sawAnchorOrAlias = true }
        if let splice, splice.pending, record.start.line >= splice.line { probeSplice(record) }
        switch record.kind {
        case .streamStart, .other:
            return true
        case .documentEnd:
            if !record.isImplicit { sawDocumentMarker = true }
            return true
        case .streamEnd:
            return false
        case .documentStart:
            if !record.isImplicit { sawDocumentMarker = true }
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
        sawAnchorOrAlias = true
        let aliasSpan = span(record)
        let name = Self.string(record.value, in: bytes) ?? ""
        guard let (node, count) = anchors[name] else {
            fail(.undefinedAlias, YAMLMessages.undefinedAlias(name), at: range(aliasSpan))
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
            isMapping: isMapping, isFlow: record.isFlow, start: startSpan.start,
            tag: checkedTag(record.tag, bytes: bytes, at: startSpan), anchor: Self.string(record.anchor, in: bytes),
            childBase: pendingChildren.count)
        if frame.tag >= 0,
            let problem = YAMLTagCheck.problem(
                tag: storage.tags[Int(frame.tag)], kind: isMapping ? "mapping" : "sequence", text: [])
        {
            diagnostics.append(.error(.unsupportedTag, problem, at: range(startSpan)))
        }
        if depth > 0 { outerFrames.append(top) } else { rootIsFlow = record.isFlow }
        top = frame
        depth += 1
        maximumDepthReached = max(maximumDepthReached, depth)
        return true
    }

    private mutating func endCollection(_ record: YAMLEventRecord) -> Bool {
        guard depth > 0 else { return true }
        let frame = top
        depth -= 1
        if depth > 0 { top = outerFrames.removeLast() }
        let end = locations.collectionEnd(record.end)
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
        if splice?.depth == depth + 1, splice?.mapping == nil {
            splice?.mapping = index
            splice?.keyIndex = frame.keyIndex
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

    // MARK: - libyaml's errors

    private mutating func reportParserError(_ failure: YAMLParserFailure) {
        switch failure.kind {
        case .memory:
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.outOfMemory(), at: .startOfFile(path)))
        case .reader:
            reportReaderError(
                problem: failure.problem ?? "unreadable text", offset: failure.offset, value: failure.value)
        case .syntax:
            let problemMark = failure.problemMark ?? YAMLMark(yaml_mark_t())
            let contextMark = failure.contextMark ?? problemMark
            let problemRange = range(problemMark, problemMark)
            var notes: [Note] = []
            if let context = failure.context,
                contextMark.index != problemMark.index || contextMark.line != problemMark.line
            {
                notes.append(
                    Note(YAMLMessages.syntaxContextNote(context: context), at: range(contextMark, contextMark)))
            }
            diagnostics.append(
                .error(
                    .yamlSyntax,
                    YAMLMessages.syntax(
                        problem: failure.problem ?? "invalid YAML", context: failure.context,
                        column: problemMark.column),
                    at: problemRange, notes: notes))
        }
    }

    /// A problem found while decoding the bytes; libyaml gives a byte offset rather than a mark for these.
    private mutating func reportReaderError(problem: String, offset: Int, value: Int) {
        // libyaml points at a bad trailing octet itself; point at the sequence it breaks instead.
        let start = problem.contains("trailing") ? locations.sequenceStart(beforeByteOffset: offset) : offset
        let location = locations.location(byteOffset: start)
        let at = SourceRange(fileID: fileID, start: location, end: location)
        if problem == "control characters are not allowed" {
            let message = value == 0 ? YAMLMessages.nulCharacter() : YAMLMessages.invalidCharacter(codePoint: value)
            diagnostics.append(.error(.invalidCharacter, message, at: at))
        } else if problem.contains("UTF-8") || problem == "invalid Unicode character" {
            if locations.isUTF8 {
                let detail: String? =
                    if value < 0 { nil } else if problem.contains("octet") {
                        "byte 0x" + YAMLMessages.hex(value, digits: 2)
                    } else { "U+" + YAMLMessages.hex(value, digits: 4) }
                diagnostics.append(
                    .error(.invalidUTF8, YAMLMessages.invalidUTF8(problem: problem, detail: detail), at: at))
            } else {
                diagnostics.append(.error(.invalidEncoding, YAMLMessages.invalidEncoding(problem: problem), at: at))
            }
        } else if problem.contains("UTF-16") || problem.contains("surrogate") {
            diagnostics.append(.error(.invalidEncoding, YAMLMessages.invalidEncoding(problem: problem), at: at))
        } else {
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.syntax(problem: problem, context: nil), at: at))
        }
    }
}

// MARK: - Locations

/// Converts libyaml's marks and byte offsets to 1-based lines and columns counted in Unicode scalars.
///
/// libyaml's `column` already counts characters (Unicode scalars), and it skips a leading byte-order mark
/// without counting it. It also ends lines at NEL, LS and PS (YAML 1.1), which `SourceText` and editors do
/// not; only when the text holds one of those are marks converted from their character index instead.
struct LocationMapper {
    /// Whether the text is UTF-8 (libyaml would also read UTF-16 announced by a byte-order mark).
    let isUTF8: Bool
    private let bytes: [UInt8]
    /// Character index (after any BOM) at which each line starts, when libyaml's lines cannot be used.
    private let lineStarts: [Int]?
    /// How the marks of a part of the file move to where they are in the whole file (`YAMLSplitParse`).
    private let shift: Shift

    /// Where a parser that read part of a file puts its marks in the file. Marks are libyaml's (0-based).
    struct Shift {
        /// Lines added to every mark: the lines before the part.
        var lines = 0
        /// Marks at or after this line and column (starts) or after them (ends) are moved down `spliceLines`
        /// more: the lines of a part read by another parser that sit there.
        var spliceLine = Int.max
        var spliceColumn = 0
        var spliceLines = 0
        /// The mark at the start of this line is the end of the part. The collections still open there end
        /// at `endLocation` instead (in the whole file, where the next key starts); a block scalar ends at the
        /// start of the line in either.
        var endLine = Int.max
        var endLocation = SourceLocation(line: 1, column: 1)

        static let none = Shift()
    }

    /// Whether libyaml's own lines and columns are the file's: UTF-8, and no line ends at NEL, LS or PS.
    var usesLibyamlLines: Bool { isUTF8 && lineStarts == nil }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let isUTF16 =
            bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        isUTF8 = !isUTF16
        lineStarts = isUTF8 ? Self.lineStartsIfNeeded(bytes) : nil
        shift = .none
    }

    /// The mapper of a part of `whole`, whose lines libyaml counts as the file does (`usesLibyamlLines`).
    init(partOf whole: LocationMapper, shift: Shift) {
        precondition(whole.usesLibyamlLines, "a part of a file whose lines libyaml counts differently")
        bytes = whole.bytes
        isUTF8 = true
        lineStarts = nil
        self.shift = shift
    }

    /// Where a node that starts at `mark` starts.
    @inline(__always) func start(_ mark: YAMLMark) -> SourceLocation { shifted(mark, movesAtSplice: true) }

    /// Where a node that ends at `mark` ends.
    @inline(__always) func end(_ mark: YAMLMark) -> SourceLocation { shifted(mark, movesAtSplice: false) }

    /// Where a collection that ends at `mark` ends.
    @inline(__always) func collectionEnd(_ mark: YAMLMark) -> SourceLocation {
        if lineStarts == nil, mark.line == shift.endLine, mark.column == 0 { return shift.endLocation }
        return end(mark)
    }

    @inline(__always) private func shifted(_ mark: YAMLMark, movesAtSplice: Bool) -> SourceLocation {
        guard lineStarts == nil else { return location(mark) }
        var line = mark.line + shift.lines
        if mark.line > shift.spliceLine
            || (mark.line == shift.spliceLine
                && (mark.column > shift.spliceColumn || (movesAtSplice && mark.column == shift.spliceColumn)))
        {
            line += shift.spliceLines
        }
        return SourceLocation(line: line + 1, column: mark.column + 1)
    }

    private static func lineStartsIfNeeded(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer { buffer -> [Int]? in
            let count = buffer.count
            var needed = false
            var index = 0
            // Eight bytes at a time while they are all ASCII (almost always): only 0xC2 and 0xE2 matter.
            if let base = UnsafeRawPointer(buffer.baseAddress) {
                while index + 8 <= count,
                    base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                }
            }
            while index + 1 < count {
                let byte = buffer[index]
                if byte == 0xC2, buffer[index + 1] == 0x85 {
                    needed = true
                    break
                }
                if byte == 0xE2, index + 2 < count, buffer[index + 1] == 0x80,
                    buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9
                {
                    needed = true
                    break
                }
                index += 1
            }
            guard needed else { return nil }
            var starts = [0]
            var character = 0
            index = hasBOM(bytes) ? 3 : 0
            while index < count {
                let byte = buffer[index]
                if byte & 0xC0 != 0x80 { character += 1 }
                if byte == UInt8(ascii: "\r"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") {
                    character += 1
                    index += 1
                    starts.append(character)
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    starts.append(character)
                }
                index += 1
            }
            return starts
        }
    }

    private static func hasBOM(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        guard let lineStarts else {
            return SourceLocation(line: mark.line + 1, column: mark.column + 1)
        }
        // The last line start at or before the mark's character index.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= mark.index { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: mark.index - lineStarts[low] + 1)
    }

    /// The offset of the UTF-8 lead byte at most three bytes before `offset`, or `offset` when there is none.
    func sequenceStart(beforeByteOffset offset: Int) -> Int {
        var index = min(offset, bytes.count) - 1
        while index >= 0, index >= offset - 3 {
            if bytes[index] & 0xC0 == 0xC0 { return index }
            index -= 1
        }
        return offset
    }

    /// The location of the byte at `offset`, counting as `SourceText` does.
    func location(byteOffset offset: Int) -> SourceLocation {
        guard isUTF8 else { return SourceLocation(line: 1, column: 1) }
        var line = 1
        var column = 1
        var index = Self.hasBOM(bytes) && offset >= 3 ? 3 : 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
