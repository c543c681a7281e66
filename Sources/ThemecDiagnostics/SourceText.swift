#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The text of a source file, split into lines for excerpts under diagnostics.
///
/// Holds the bytes as read; invalid UTF-8 is shown with replacement characters rather than refused, so a
/// diagnostic about bad encoding can still quote its line.
public struct SourceText: Sendable {
    /// The file's path, as diagnostics name it.
    public let path: String
    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    private let lineStarts: [Int]
    /// For each line longer than `checkpointStride` bytes (by its 0-based index), the byte offset from the
    /// line's start of every `checkpointStride`-th scalar: finding a column on a long line then walks at
    /// most one stride, so 40,000 excerpts of one 589 KB line cost 40,000 short walks, not 40,000 long ones.
    private let checkpoints: [Int: [Int]]
    private static let checkpointStride = 256
    /// For a text made of stored excerpts (`init(path:storedSegments:)`), the segments by line; otherwise empty.
    private let stored: [Int: [Segment]]

    /// The text of the file at `path`, from its bytes (UTF-8, or UTF-16 with a byte-order mark).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let count = bytes.count
        let starts = bytes.withUnsafeBufferPointer { buffer -> [Int] in
            var starts = [0]
            guard let base = buffer.baseAddress, count > 0 else { return starts }
            starts.reserveCapacity(count / 32 + 1)
            // Almost every file breaks lines with "\n" alone: then memchr finds each break.
            if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                    offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(offset)
                }
                return starts
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
        self.lineStarts = starts
        var checkpoints: [Int: [Int]] = [:]
        for index in starts.indices {
            let start = starts[index]
            let end = index + 1 < starts.count ? starts[index + 1] : count
            guard end - start > Self.checkpointStride else { continue }
            var offsets: [Int] = []
            var scalar = 0
            for offset in start..<end where bytes[offset] & 0xC0 != 0x80 {
                if scalar % Self.checkpointStride == 0 { offsets.append(offset - start) }
                scalar += 1
            }
            checkpoints[index] = offsets
        }
        self.checkpoints = checkpoints
        self.stored = [:]
    }

    /// A text that holds only the parts of lines excerpts showed before (`segment(line:from:count:)` as asked
    /// then), so a diagnostic recorded with them renders the same excerpt without the file being read again.
    /// Any other part of a line is `nil`.
    public init(path: String, storedSegments: [(line: Int, segment: Segment)]) {
        self.path = path
        self.bytes = []
        self.lineStarts = [0]
        self.checkpoints = [:]
        var stored: [Int: [Segment]] = [:]
        for (line, segment) in storedSegments { stored[line, default: []].append(segment) }
        self.stored = stored
    }

    /// The text of the file at `path`, from a string.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The number of lines.
    public var lineCount: Int { lineStarts.count }

    /// The text of a 1-based line without its line break, or `nil` past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        let slice = bytes[start..<end]
        if slice.count > 4096 {
            return String(decoding: slice.prefix(4096), as: UTF8.self)
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// A part of a line: the text an excerpt shows around a column.
    public struct Segment: Hashable, Sendable {
        /// The scalars of the part, decoded (invalid UTF-8 as replacement characters).
        public var text: String
        /// The 1-based column (in Unicode scalars) of the first scalar of `text`.
        public var column: Int
        /// Whether the line has text before the part.
        public var isCutBefore: Bool
        /// Whether the line has text after the part.
        public var isCutAfter: Bool

        /// A segment of `text` whose caret goes at `column`, cut before and after as the flags say.
        public init(text: String, column: Int, isCutBefore: Bool, isCutAfter: Bool) {
            self.text = text
            self.column = column
            self.isCutBefore = isCutBefore
            self.isCutAfter = isCutAfter
        }
    }

    /// At most `count` scalars of a 1-based line, from the 1-based `column` on, without the line break; `nil`
    /// past the last line.
    ///
    /// Costs the length of the part plus at most 256 scalars, however long the line: columns on long lines
    /// are found through checkpoints made when the text was read.
    public func segment(line number: Int, from column: Int, count: Int) -> Segment? {
        if !stored.isEmpty {
            guard let segment = stored[number]?.first(where: { $0.column == max(1, column) }) else { return nil }
            let text = segment.text.unicodeScalars
            guard text.count > max(0, count) else { return segment }
            var cut = String.UnicodeScalarView()
            cut.append(contentsOf: text.prefix(max(0, count)))
            return Segment(
                text: String(cut), column: segment.column, isCutBefore: segment.isCutBefore, isCutAfter: true)
        }
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        let skip = max(0, column - 1)
        var offset = start
        var skipped = 0
        if let marks = checkpoints[number - 1], !marks.isEmpty {
            let mark = min(skip / Self.checkpointStride, marks.count - 1)
            offset = start + marks[mark]
            skipped = mark * Self.checkpointStride
        }
        offset = advance(offset, by: skip - skipped, end: end)
        let first = offset
        let last = advance(first, by: max(0, count), end: end)
        return Segment(
            text: String(decoding: bytes[min(first, end)..<last], as: UTF8.self), column: skip + 1,
            isCutBefore: first > start, isCutAfter: last < end)
    }

    /// The byte offset `scalars` scalars after `offset` (which starts a scalar), at most `end`.
    private func advance(_ offset: Int, by scalars: Int, end: Int) -> Int {
        var offset = offset
        var remaining = scalars
        while offset < end, remaining > 0 {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return min(offset, end)
    }
}
