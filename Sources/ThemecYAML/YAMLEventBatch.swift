internal import CYAML

/// A place libyaml reports: its character index (after any byte-order mark) and 0-based line and column.
struct YAMLMark: Sendable {
    var index: Int
    var line: Int
    var column: Int

    init(_ mark: yaml_mark_t) {
        index = mark.index
        line = mark.line
        column = mark.column
    }
}

/// Bytes of an `YAMLEventBatch`'s buffer; `count < 0` when absent (no tag, no anchor).
struct YAMLByteSpan: Sendable {
    var start: Int
    var count: Int

    static let none = YAMLByteSpan(start: 0, count: -1)

    var isPresent: Bool { count >= 0 }
}

/// What the tree builder needs of one libyaml event, copied out of it so that the builder sees no libyaml type.
struct YAMLEventRecord: Sendable {
    enum Kind: UInt8, Sendable {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd, other
    }

    var kind: Kind
    var style: YAMLScalar.Style
    var start: YAMLMark
    var end: YAMLMark
    /// A scalar's value, or an alias's anchor name.
    var value: YAMLByteSpan
    var tag: YAMLByteSpan
    var anchor: YAMLByteSpan
}

/// libyaml's error, copied out of the parser.
struct YAMLParserFailure: Sendable {
    enum Kind: Sendable {
        /// Out of memory (also when the parser could not be created).
        case memory
        /// A problem decoding the bytes, located by `offset` rather than a mark.
        case reader
        /// A scanner or parser error, at `problemMark`, with an optional context.
        case syntax
    }

    var kind: Kind
    var problem: String?
    var offset = 0
    var value = 0
    var problemMark: YAMLMark?
    var context: String?
    var contextMark: YAMLMark?
}

/// Consecutive events of one stream: their records, the bytes the records point into, and, on the last
/// batch, how the stream ended.
///
/// A batch is filled and reused as a whole (`reset` keeps its capacity), so reading events allocates nothing
/// per event.
struct YAMLEventBatch: Sendable {
    var records: [YAMLEventRecord] = []
    var bytes: [UInt8] = []
    /// Whether no events follow: the stream ended, or libyaml failed after `records`.
    var isLast = false
    /// libyaml's error after `records`, on the last batch.
    var failure: YAMLParserFailure?

    mutating func reset() {
        records.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        isLast = false
        failure = nil
    }
}
