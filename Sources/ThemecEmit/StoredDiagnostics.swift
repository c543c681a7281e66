import ThemecDiagnostics

/// The warnings of a compile, as its manifest records them beside the fingerprint, so a later compile that
/// takes the fast path (nothing loaded) reports exactly the same warnings, rendered the same way, until they
/// are fixed.
///
/// Each diagnostic is kept as its values (severity, ID, message, range, notes, fix-its) and, for every range
/// with a source excerpt, the part of the line the excerpt showed (`DiagnosticRenderer.excerptSegment`): the
/// sources are not read again. In the manifest, each is one line after the fingerprint:
///
/// ```
/// # warning: d warning 'contrast 'Themes/Brand.yaml 12:9-12:18 'message
/// # warning: n 'Themes/Default.yaml 30:5-30:9 'note
/// # warning: x 'Themes/Brand.yaml 12 1 00 'excerpt text
/// ```
///
/// `d` a diagnostic, `n` a note and `f` a fix-it of the diagnostic before it, `x` an excerpt segment (line,
/// first column, whether it is cut before and after). Text fields start with `'` and have every byte that is
/// not printable ASCII, a space or `%` written `%XX`; a missing range is `- -`. The reader is strict: a line of
/// any other shape makes the manifest damaged. The record is bounded (`limit`): a compile with more warnings
/// records no fingerprint and simply loads every time.
public struct StoredDiagnostics: Sendable, Hashable {
    /// The diagnostics, in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The excerpt segments, by file.
    private var segments: [String: [Excerpt]] = [:]

    private struct Excerpt: Hashable, Sendable {
        var line: Int
        var segment: SourceText.Segment
    }

    /// The most bytes the records may take in a manifest.
    public static let limit = 1 << 20

    /// The start of a manifest line that holds one record.
    public static let manifestPrefix = "# warning: "

    /// None.
    public init() {}

    /// `diagnostics` with the excerpts `sources` give them; `nil` when the record would pass `limit`.
    public init?(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        self.diagnostics = diagnostics
        var seen: Set<[String]> = []
        func keep(_ range: SourceRange?) {
            guard let range, let source = sources[range.file],
                let segment = DiagnosticRenderer.excerptSegment(range, in: source),
                seen.insert([range.file, String(range.start.line), String(segment.column)]).inserted
            else { return }
            segments[range.file, default: []].append(Excerpt(line: range.start.line, segment: segment))
        }
        for diagnostic in diagnostics {
            keep(diagnostic.range)
            for note in diagnostic.notes { keep(note.range) }
        }
        if lines.reduce(0, { $0 + $1.utf8.count + Self.manifestPrefix.utf8.count + 1 }) > Self.limit { return nil }
    }

    /// Whether nothing is recorded.
    public var isEmpty: Bool { diagnostics.isEmpty }

    /// The source texts the renderer reads the stored excerpts from, by path.
    public var sources: [String: SourceText] {
        segments.reduce(into: [:]) { result, pair in
            result[pair.key] = SourceText(path: pair.key, storedSegments: pair.value.map { ($0.line, $0.segment) })
        }
    }

    // MARK: - Lines

    /// The records, one per manifest line, without `manifestPrefix`.
    var lines: [String] {
        var lines: [String] = []
        for diagnostic in diagnostics {
            lines.append(
                "d \(diagnostic.severity.rawValue) \(Self.field(diagnostic.id.rawValue)) \(Self.fields(diagnostic.range)) "
                    + Self.field(diagnostic.message.text))
            for note in diagnostic.notes {
                lines.append("n \(Self.fields(note.range)) \(Self.field(note.message.text))")
            }
            for fixIt in diagnostic.fixIts {
                lines.append("f \(Self.fields(fixIt.range)) \(Self.field(fixIt.replacement))")
            }
        }
        for file in segments.keys.sorted() {
            for excerpt in segments[file] ?? [] {
                let segment = excerpt.segment
                let cuts = (segment.isCutBefore ? "1" : "0") + (segment.isCutAfter ? "1" : "0")
                lines.append(
                    "x \(Self.field(file)) \(excerpt.line) \(segment.column) \(cuts) \(Self.field(segment.text))")
            }
        }
        return lines
    }

    /// Reads one record (a manifest line without `manifestPrefix`) after those read before; the reason when it
    /// is not one `lines` writes.
    mutating func append(record line: String) -> String? {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "d":
            guard parts.count == 6, let severity = Severity(rawValue: parts[1]), let id = Self.text(parts[2]),
                let range = Self.range(parts[3], parts[4]), let message = Self.text(parts[5])
            else { return "not a stored diagnostic" }
            diagnostics.append(Diagnostic(severity, id: DiagnosticID(rawValue: id), Self.message(message), at: range))
        case "n":
            guard parts.count == 4, !diagnostics.isEmpty, let range = Self.range(parts[1], parts[2]),
                let message = Self.text(parts[3])
            else { return "not a stored note" }
            diagnostics[diagnostics.count - 1].notes.append(Note(Self.message(message), at: range))
        case "f":
            guard parts.count == 4, !diagnostics.isEmpty, let range = Self.range(parts[1], parts[2]), let place = range,
                let replacement = Self.text(parts[3])
            else { return "not a stored fix-it" }
            diagnostics[diagnostics.count - 1].fixIts.append(FixIt(replacing: place, with: replacement))
        case "x":
            guard parts.count == 6, let file = Self.text(parts[1]), let line = Self.number(parts[2]),
                let column = Self.number(parts[3]), ["00", "01", "10", "11"].contains(parts[4]),
                let text = Self.text(parts[5])
            else { return "not a stored excerpt" }
            let segment = SourceText.Segment(
                text: text, column: column, isCutBefore: parts[4].hasPrefix("1"), isCutAfter: parts[4].hasSuffix("1"))
            segments[file, default: []].append(Excerpt(line: line, segment: segment))
        default:
            return "not a stored warning"
        }
        return nil
    }

    /// A message again from its stored text, which was escaped when it was made: escaping is idempotent, so
    /// this gives the same text, and a manifest edited by hand still cannot send a control character out.
    private static func message(_ text: String) -> DiagnosticMessage {
        "\(path: text)"
    }

    private static func fields(_ range: SourceRange?) -> String {
        guard let range else { return "- -" }
        return "\(field(range.file)) \(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
    }

    private static func range(_ file: String, _ span: String) -> SourceRange?? {
        if file == "-", span == "-" { return .some(nil) }
        guard let path = text(file) else { return nil }
        let ends = span.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let start = location(ends[0]), let end = location(ends[1]), start <= end else {
            return nil
        }
        return SourceRange(file: path, start: start, end: end)
    }

    private static func location(_ text: Substring) -> SourceLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let line = number(String(parts[0])), let column = number(String(parts[1])) else {
            return nil
        }
        return SourceLocation(line: line, column: column)
    }

    /// A positive decimal number as `String(_:)` writes it.
    private static func number(_ text: String) -> Int? {
        guard let value = Int(text), value >= 1, value <= Int(Int32.max), String(value) == text else { return nil }
        return value
    }

    /// `'` and the text with every byte outside `!`…`~`, and `%`, written `%XX`.
    private static func field(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "'")]
        for byte in text.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "%") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of a field `field` wrote; `nil` for any other.
    private static func text(_ field: String) -> String? {
        var utf8 = Array(field.utf8)
        guard utf8.first == UInt8(ascii: "'") else { return nil }
        utf8.removeFirst()
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let high = digit(utf8[index + 1]), let low = digit(utf8[index + 2])
                else { return nil }
                let decoded = high << 4 | low
                // Only what `field` escapes is escaped.
                guard decoded <= 0x20 || decoded >= 0x7F || decoded == UInt8(ascii: "%") else { return nil }
                bytes.append(decoded)
                index += 3
            } else {
                guard byte > 0x20, byte < 0x7F else { return nil }
                bytes.append(byte)
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
