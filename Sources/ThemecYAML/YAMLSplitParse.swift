internal import Dispatch
internal import ThemecDiagnostics

#if canImport(Glibc)
    internal import Glibc
#endif

/// One large file read by two libyaml parsers at once: the middle of one long block mapping (the keys of a
/// big group) by one, the text around it by the other, and the two trees joined into the one a single
/// parser builds.
///
/// libyaml reads a stream from its start, so a file cannot simply be cut anywhere. It can be cut between the
/// keys of a block mapping: in block style, a line whose first character is a key at the mapping's column
/// ends whatever came before it (a plain or block scalar goes on only on lines indented further), so the
/// keys from there on read the same inside the file as in a document of their own whose root is a block
/// mapping at that column. Where to cut is only guessed from the text (`YAMLSplitPoints.find`); whether the
/// guess holds is decided by libyaml's own events, and when anything is not as it must be, nothing of the
/// split is used and the file is parsed whole:
///
/// - the outer parser, at the first event on the middle's line, must be between two pairs of a block mapping
///   whose keys start at that column, with a key starting exactly there;
/// - the middle, parsed alone, must be one implicit document whose root is a block mapping starting at its
///   first line and ending at its end;
/// - neither part may report anything (every diagnostic is left to the whole parse, which orders them), use
///   an anchor or an alias (an alias in one part may name an anchor in the other), or repeat a key of the
///   other part in the joined mapping; together they must stay within the node and depth limits.
///
/// Each parser puts its marks where they are in the whole file as it builds (`LocationMapper.Shift`), so the
/// joined tree has the same ranges as the whole parse's; joining moves the middle's nodes behind the outer
/// parser's and gives the mapping its pairs in order.
enum YAMLSplitParse {
    /// The document of `bytes` parsed in two parts cut at `points`, or `nil` when the cut does not hold, or
    /// either part reports anything, or the file is not UTF-8 with libyaml's lines (a part's marks are moved
    /// by lines): the caller then parses the file whole.
    static func parse(
        bytes: [UInt8], source: SourceText, limits: YAMLLimits, locations: LocationMapper, points: YAMLSplitPoints,
        batchSize: Int
    ) -> YAMLDocument? {
        guard locations.usesLibyamlLines else { return nil }
        let path = source.path
        let junction = SourceLocation(line: points.suffixLine + 1, column: points.column + 1)
        // The text around the middle, on this thread, into storage with room for both.
        let shift = LocationMapper.Shift(
            spliceLine: points.prefixLines, spliceColumn: points.column, spliceLines: points.middleLines)
        var outer = TreeBuilder(path: path, limits: limits, locations: LocationMapper(partOf: locations, shift: shift))
        outer.reserve(forInputBytes: bytes.count)
        outer.splice = YAMLSplice(line: points.prefixLines, column: points.column)
        let room = OuterRoom(outer.storage, outerBytes: bytes.count - (points.suffixStart - points.prefixEnd))
        // The middle, on a thread of its own (a queue of its own: it always gets one).
        let middle = MiddleResult()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue(label: "themec.yaml.middle").async {
            let shift = LocationMapper.Shift(
                lines: points.prefixLines, endLine: points.middleLines, endLocation: junction)
            var builder = TreeBuilder(
                path: path, limits: limits, locations: LocationMapper(partOf: locations, shift: shift))
            builder.reserve(forInputBytes: points.suffixStart - points.prefixEnd)
            bytes.withUnsafeBufferPointer { input in
                let part = UnsafeBufferPointer(rebasing: input[points.prefixEnd..<points.suffixStart])
                YAMLEventReader.read(part, batchSize: batchSize) { builder.consume($0) }
            }
            middle.builder = builder
            // Done first (it has no join to do), this thread faults in the pages the join will append the
            // middle's nodes, children and text to, while the caller's is still parsing.
            room.prefault(for: builder.storage, middleBytes: points.suffixStart - points.prefixEnd)
            group.leave()
        }
        bytes.withUnsafeBufferPointer { input in
            let parts = [
                UnsafeBufferPointer(rebasing: input[..<points.prefixEnd]),
                UnsafeBufferPointer(rebasing: input[points.suffixStart...]),
            ]
            YAMLEventReader.read(parts, batchSize: batchSize) { outer.consume($0) }
        }
        group.wait()
        guard let inner = middle.builder, join(&outer, inner, limits: limits, points: points, junction: junction)
        else { return nil }
        return YAMLDocument(root: outer.root, diagnostics: [], source: source)
    }

    /// The memory the outer builder's arrays have reserved, where the join appends the middle's nodes,
    /// children and text.
    ///
    /// The middle's thread, which finishes first, faults in the pages there that the join will write (after
    /// the outer parser's own elements, whose count it estimates from the middle's density), so that the join,
    /// on the caller's thread, copies into present pages. It only asks the kernel to map the pages
    /// (`MADV_POPULATE_WRITE`), which reads and writes nothing, so it cannot disturb the elements being
    /// appended there meanwhile; should an estimate be off, or an array move, the join faults those pages
    /// itself.
    private struct OuterRoom: Sendable {
        let nodes: Room
        let children: Room
        let text: Room
        /// The bytes of the prefix and the suffix, for the estimates.
        let outerBytes: Int

        init(_ storage: TreeStorage, outerBytes: Int) {
            nodes = Room(storage.nodes)
            children = Room(storage.children)
            text = Room(storage.text)
            self.outerBytes = outerBytes
        }

        func prefault(for middle: TreeStorage, middleBytes: Int) {
            guard middleBytes > 0 else { return }
            let ratio = Double(outerBytes) / Double(middleBytes)
            func estimate(_ count: Int) -> Int { Int(Double(count) * ratio) }
            nodes.prefault(around: estimate(middle.nodes.count), appending: middle.nodes.count)
            // The middle's children, then the spliced mapping's pairs, old and new.
            children.prefault(around: estimate(middle.children.count), appending: 2 * middle.children.count)
            text.prefault(around: estimate(middle.text.count), appending: middle.text.count)
        }
    }

    /// An array's reserved memory: where its elements start, and how many it has room for.
    private struct Room: @unchecked Sendable {
        let start: UnsafeMutableRawPointer?
        let capacity: Int
        let stride: Int

        init<Element>(_ array: [Element]) {
            start = array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeMutableRawPointer(mutating: $0) } }
            capacity = array.capacity
            stride = MemoryLayout<Element>.stride
        }

        /// Maps the pages of the elements from a tenth below `estimate` to a tenth above it plus `appended`,
        /// within the capacity.
        func prefault(around estimate: Int, appending appended: Int) {
            #if canImport(Glibc)
                guard let start else { return }
                let page = max(4096, sysconf(Int32(_SC_PAGESIZE)))
                let base = Int(bitPattern: start)
                let from = (base + min(capacity, estimate - estimate / 10) * stride + page - 1) / page * page
                let to = (base + min(capacity, estimate + estimate / 10 + appended) * stride) / page * page
                guard to > from, let address = UnsafeMutableRawPointer(bitPattern: from) else { return }
                _ = madvise(address, to - from, MADV_POPULATE_WRITE)  // refused before Linux 5.14, harmlessly
            #endif
        }
    }

    /// The middle's builder, handed from its thread to the caller's (after `DispatchGroup.wait`).
    private final class MiddleResult: @unchecked Sendable {
        var builder: TreeBuilder?
    }

    /// Puts the middle's nodes into `outer`'s tree, its pairs into the spliced mapping, when every check of
    /// the split holds; `false` (with `outer` unusable) otherwise.
    private static func join(
        _ outer: inout TreeBuilder, _ inner: TreeBuilder, limits: YAMLLimits, points: YAMLSplitPoints,
        junction: SourceLocation
    ) -> Bool {
        guard outer.diagnostics.isEmpty, inner.diagnostics.isEmpty, !outer.sawAnchorOrAlias,
            !inner.sawAnchorOrAlias, !inner.sawDocumentMarker, inner.documentCount == 1, !inner.rootIsFlow,
            let splice = outer.splice, let depth = splice.depth, let mapping = splice.mapping,
            outer.rootIndex != nil, let innerRoot = inner.rootIndex
        else { return false }
        let middle = inner.storage.nodes[Int(innerRoot)]
        // The middle's root holds all of it: from its first key to its end.
        guard middle.kind == .mapping, middle.rangeEnd == junction,
            middle.rangeStart == SourceLocation(line: points.prefixLines + 1, column: points.column + 1)
        else { return false }
        // The whole file's limits; the middle's root is not a node of it.
        guard outer.nodeTotal + inner.nodeTotal - 1 <= limits.maximumNodes,
            inner.maximumDepthReached + depth - 1 <= limits.maximumDepth
        else { return false }
        let spliced = outer.storage.nodes[Int(mapping)]
        guard
            !repeatsKey(
                in: spliced, of: outer.storage, index: splice.keyIndex, middle: middle, of: inner.storage)
        else { return false }

        let nodeBase = Int32(outer.storage.nodes.count)
        let childBase = outer.storage.children.count
        let textBase = outer.storage.text.count
        let tagBase = Int32(outer.storage.tags.count)
        outer.storage.nodes.reserveCapacity(outer.storage.nodes.count + inner.storage.nodes.count)
        for var node in inner.storage.nodes {
            node.start += node.kind == .scalar ? textBase : childBase
            if node.tag >= 0 { node.tag += tagBase }
            outer.storage.nodes.append(node)
        }
        // The spliced mapping's pairs, in order: those before the middle, the middle's, those after it.
        let before = 2 * splice.pair
        let pairs = outer.storage.children[spliced.start..<spliced.start + 2 * Int(spliced.count)]
        var joined: [Int32] = []
        joined.reserveCapacity(pairs.count + 2 * Int(middle.count))
        joined.append(contentsOf: pairs.prefix(before))
        for child in inner.storage.children[middle.start..<middle.start + 2 * Int(middle.count)] {
            joined.append(child + nodeBase)
        }
        joined.append(contentsOf: pairs.dropFirst(before))
        outer.storage.children.reserveCapacity(childBase + inner.storage.children.count + joined.count)
        for child in inner.storage.children { outer.storage.children.append(child + nodeBase) }
        var node = spliced
        if splice.opensMapping { node.rangeStart = middle.rangeStart }
        node.start = outer.storage.children.count
        node.count += middle.count
        outer.storage.children.append(contentsOf: joined)
        outer.storage.nodes[Int(mapping)] = node
        outer.storage.text.append(contentsOf: inner.storage.text)
        outer.storage.tags.append(contentsOf: inner.storage.tags)
        return true
    }

    /// Whether a scalar key of the middle's root mapping equals one of the spliced mapping's, looked up in
    /// the spliced mapping's key index when it has one. A long probe counts as a repeat: the file is then
    /// parsed whole, where the index handles it.
    private static func repeatsKey(
        in spliced: YAMLTree.Node, of outer: TreeStorage, index: KeyIndex?, middle: YAMLTree.Node,
        of inner: TreeStorage
    ) -> Bool {
        let outerKeys = stride(from: spliced.start, to: spliced.start + 2 * Int(spliced.count), by: 2)
        for offset in stride(from: middle.start, to: middle.start + 2 * Int(middle.count), by: 2) {
            let key = inner.children[offset]
            guard inner.isScalar(key) else { continue }
            let equalsKey = { (other: Int32) in
                outer.isScalar(other) && TreeStorage.scalarsEqual(other, in: outer, key, in: inner)
            }
            guard let index else {
                if outerKeys.contains(where: { equalsKey(outer.children[$0]) }) { return true }
                continue
            }
            let (found, probes) = index.pair(hash: inner.keyHash(key, asString: index.usesStringHashes)) {
                equalsKey(outer.children[spliced.start + 2 * $0])
            }
            if found != nil || probes > KeyIndex.longProbe { return true }
        }
        return false
    }
}

/// Where the outer parser of a split parse expects the middle to go, and what it found there.
struct YAMLSplice {
    /// libyaml's line and column (0-based) of the suffix's first key, in the text the outer parser reads.
    let line: Int
    let column: Int
    /// Whether the first event on or after `line` is still to come.
    var pending = true
    /// Whether the spliced mapping starts at the splice: its first key is then the middle's, and so is its
    /// start.
    var opensMapping = false
    /// When the splice holds: the collections open at it (the spliced mapping the innermost), and the pairs
    /// of that mapping before it.
    var depth: Int?
    var pair = 0
    /// The spliced mapping's node, once it has ended, and its key index.
    var mapping: Int32?
    var keyIndex: KeyIndex?

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
