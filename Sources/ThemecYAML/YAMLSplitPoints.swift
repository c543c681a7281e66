#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Where `YAMLSplitParse` cuts a file: two line starts whose first characters are keys of one block
/// mapping, at the same column, with none of the lines between them indented less.
///
/// Only a guess from the text: the split parse checks it against libyaml's events. The middle, from
/// `prefixEnd` to `suffixStart`, is read by one parser; the prefix and the suffix, joined, by the other.
struct YAMLSplitPoints: Equatable {
    /// Where the middle starts and ends (byte offsets, each just after a line feed).
    let prefixEnd: Int
    let suffixStart: Int
    /// The column (0-based, in spaces) of both lines' first characters: that of the mapping's keys.
    let column: Int
    /// The line breaks before the middle, and in it.
    let prefixLines: Int
    let middleLines: Int

    /// libyaml's line (0-based) of the suffix's first line in the whole file.
    var suffixLine: Int { prefixLines + middleLines }

    /// Cuts for two parsers of about equal work: the middle a little under half the file, from the first key
    /// line after its first 27 % to the first key line at the same column after its first 73 % (or the last one
    /// before the mapping ends). `nil` when the file has no such lines (no long block mapping), or a carriage
    /// return that ends a line by itself (libyaml counts those lines; this does not), or a `?` that may start
    /// an explicit key.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> YAMLSplitPoints? {
        let count = bytes.count
        guard count >= 64, !hasLoneCarriageReturn(bytes), !mayHaveExplicitKey(bytes) else { return nil }
        // The middle's thread starts later, and ends by mapping the pages of the join (`YAMLSplitParse`), so
        // it gets a little less than the caller's: the middle starts after 27 % of the file and ends after 73 %.
        let middleStart = count * 27 / 100
        var run: (offset: Int, line: Int, column: Int)?
        var lastKey: (offset: Int, line: Int)?
        /// The cut from the run's first key line to `last`, when the middle is a quarter of the file or more.
        func cut(to last: (offset: Int, line: Int)?) -> YAMLSplitPoints? {
            guard let current = run, let last, last.offset - current.offset >= count / 4 else { return nil }
            return YAMLSplitPoints(
                prefixEnd: current.offset, suffixStart: last.offset, column: current.column,
                prefixLines: current.line, middleLines: last.line - current.line)
        }
        var line = 0
        var offset = 0
        while offset < count {
            let lineStart = offset
            let lineNumber = line
            // The next line starts after this one's line feed.
            offset = nextLine(after: lineStart, in: bytes)
            if offset <= count, offset > lineStart, bytes[offset - 1] == UInt8(ascii: "\n") { line += 1 }
            // Before the middle can start, lines are only counted.
            guard lineStart >= middleStart, let shape = Self.shape(ofLineAt: lineStart, in: bytes) else { continue }
            guard let current = run else {
                if shape.isKey { run = (lineStart, lineNumber, shape.column) }
                continue
            }
            if shape.column < current.column {
                // The mapping ended; its run is used when long enough, else a later one is looked for.
                if let found = cut(to: lastKey) { return found }
                lastKey = nil
                run = shape.isKey && lineStart < count / 2 ? (lineStart, lineNumber, shape.column) : nil
                if run == nil, lineStart >= count / 2 { return nil }
                continue
            }
            guard shape.column == current.column, shape.isKey else { continue }
            lastKey = (lineStart, lineNumber)
            if lineStart >= count - middleStart { break }
        }
        return cut(to: lastKey)
    }

    /// The cut at the two given offsets (the tests and the fuzz target choose them), when both are line starts
    /// after a line feed whose first characters, at the same column, are neither blank nor a comment.
    init?(bytes: UnsafeBufferPointer<UInt8>, prefixEnd: Int, suffixStart: Int) {
        // The middle is a stream of its own: its first byte is ASCII, or libyaml could read a byte-order mark or
        // UTF-16 there, which in the whole file is text.
        guard prefixEnd > 0, prefixEnd < suffixStart, suffixStart < bytes.count, bytes[prefixEnd] < 0x80,
            bytes[prefixEnd - 1] == UInt8(ascii: "\n"), bytes[suffixStart - 1] == UInt8(ascii: "\n"),
            !Self.hasLoneCarriageReturn(bytes), !Self.mayHaveExplicitKey(bytes),
            let first = Self.shape(ofLineAt: prefixEnd, in: bytes),
            let second = Self.shape(ofLineAt: suffixStart, in: bytes), first.column == second.column
        else { return nil }
        let prefixLines = Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[..<prefixEnd]))
        let middleLines = Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[prefixEnd..<suffixStart]))
        self.init(
            prefixEnd: prefixEnd, suffixStart: suffixStart, column: first.column, prefixLines: prefixLines,
            middleLines: middleLines)
    }

    private init(prefixEnd: Int, suffixStart: Int, column: Int, prefixLines: Int, middleLines: Int) {
        self.prefixEnd = prefixEnd
        self.suffixStart = suffixStart
        self.column = column
        self.prefixLines = prefixLines
        self.middleLines = middleLines
    }

    /// The indentation of the line at `start` and whether its first character may start a plain or quoted
    /// key; `nil` for a blank line or a comment, whose indentation says nothing.
    private static func shape(ofLineAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        column: Int, isKey: Bool
    )? {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        switch first {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): return nil
        default: return (index - start, !startsOtherThanKey(first))
        }
    }

    /// Whether a line starting with `byte` starts something other than a key: an indicator, a tab (never
    /// indentation); or a byte that is not ASCII, which at the start of a stream (the middle's) libyaml would
    /// read as a byte-order mark, or take for UTF-16.
    private static func startsOtherThanKey(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"), UInt8(ascii: "\t"):
            return true
        default:
            return false
        }
    }

    /// The offset after the line feed that ends the line at `start` (the end of `bytes` when none does).
    private static func nextLine(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
            return bytes.count
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }

    private static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var offset = 0
        while offset < bytes.count {
            offset = nextLine(after: offset, in: bytes)
            if bytes[offset - 1] == UInt8(ascii: "\n") { count += 1 }
        }
        return count
    }

    /// Whether a `?` anywhere could be the indicator of an explicit key (`? key`): one followed by a space, a
    /// tab, a line break or the end. An explicit key's node may follow on the next lines, so a `?` at the end
    /// of one part would take the other part's first line as its key, which libyaml's events of the two parts
    /// cannot show. Such a file (or one with a question mark and a space in a string) is parsed whole.
    private static func mayHaveExplicitKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        occurs(UInt8(ascii: "?"), in: bytes) { next in
            next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
                || next == UInt8(ascii: "\r")
        }
    }

    /// Whether a carriage return is not followed by a line feed anywhere.
    private static func hasLoneCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        occurs(UInt8(ascii: "\r"), in: bytes) { next in next != UInt8(ascii: "\n") }
    }

    /// Whether `byte` occurs in `bytes` followed by a byte (`nil` at the end) for which `followedBy` holds.
    private static func occurs(
        _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, followedBy: (UInt8?) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(byte), bytes.count - offset) {
            let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if followedBy(index + 1 < bytes.count ? bytes[index + 1] : nil) { return true }
            offset = index + 1
        }
        return false
    }
}
