internal import CYAML
internal import ThemecDiagnostics

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
    init(bytes: [UInt8]) {
        self.bytes = bytes
        let isUTF16 =
            bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        isUTF8 = !isUTF16
        lineStarts = isUTF8 ? Self.lineStartsIfNeeded(bytes) : nil
    }

    /// Where a node that starts at `mark` starts.
    @inline(__always) func start(_ mark: YAMLMark) -> SourceLocation { location(mark) }

    /// Where a node that ends at `mark` ends.
    @inline(__always) func end(_ mark: YAMLMark) -> SourceLocation { location(mark) }

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
