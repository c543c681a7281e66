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
    public let path: String
    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    private let lineStarts: [Int]

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
    }

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
}
