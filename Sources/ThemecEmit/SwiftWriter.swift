import ThemecCore

/// A small builder for Swift source text: indentation, blank lines, `// MARK: -` sections and `///` comments.
///
/// Every emitter that writes Swift goes through it, so generated files share one layout: four-space
/// indentation, `\n` line endings, at most one blank line in a row and a single trailing newline.
struct SwiftWriter {
    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The UTF-8 bytes written so far. A byte buffer rather than a `String`: appending a string's bytes to an
    /// array is a copy, while appending to a `String` costs hundreds of instructions each time, and the
    /// largest generated files have millions of lines.
    private(set) var bytes: [UInt8] = []
    private var depth: Int = 0
    /// Whether the last thing written was a blank line (or nothing), so blank lines never double up.
    private var atBlank: Bool = true

    init() {}

    /// An empty writer in the state `other` is in now (indentation, blank-line state), for writing a part of a
    /// file separately, on another thread, and splicing it in with `append(_:)` where `other` stands.
    ///
    /// The part must not start by closing a block: `indented` looks back at what the part itself wrote.
    /// With `afterBlankLine`, the state `other` would be in after `blankLine()`.
    init(continuing other: SwiftWriter, afterBlankLine: Bool = false) {
        self.init(depth: other.depth, atBlank: other.atBlank || afterBlankLine)
    }

    /// An empty writer at `depth` levels of indentation, just after a blank line or not, for a part written
    /// before the writer it goes into has reached that point; `append(_:)` checks that it has.
    init(depth: Int, atBlank: Bool) {
        self.depth = depth
        self.atBlank = atBlank
        start = (depth, atBlank)
    }

    /// The state a part started in (`init(continuing:)`, `init(depth:atBlank:)`); `nil` for a whole file.
    private var start: (depth: Int, atBlank: Bool)?

    /// Appends a part written by a writer made with `init(continuing:)` from this writer's current state.
    mutating func append(_ part: SwiftWriter) {
        if let start = part.start {
            // A part spliced in where it was not started would be laid out wrongly.
            precondition(start.depth == depth && start.atBlank == atBlank, "a part appended in another state")
        }
        bytes.append(contentsOf: part.bytes)
        atBlank = part.atBlank
    }

    /// Reserves room for `count` more bytes.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// The file made of what was written: its bytes as they are, without a copy into a `String`.
    func file(_ path: String) -> GeneratedFile {
        GeneratedFile(path: path, bytes: bytes)
    }

    /// Writes one line at the current indentation. An empty string writes a blank line.
    mutating func line(_ content: String) {
        if content.isEmpty {
            blankLine()
            return
        }
        // Appended piece by piece: building `indentation + content + "\n"` first would allocate a string per line.
        indent()
        append(content)
        bytes.append(UInt8(ascii: "\n"))
        atBlank = false
    }

    /// Writes one line made of three pieces, without building it first (for the emitter's most frequent lines).
    mutating func line(_ first: String, _ second: String, _ third: String) {
        if first.isEmpty, second.isEmpty, third.isEmpty {
            blankLine()
            return
        }
        indent()
        append(first)
        append(second)
        append(third)
        bytes.append(UInt8(ascii: "\n"))
        atBlank = false
    }

    /// Writes `head property middle index tail` as one line without building it first: a token's accessor
    /// (`var accent: Color { _colors[2] }`), written once per token of the set. The line is put together in a
    /// buffer on the stack and appended in one copy (five appends to the array cost ~100 instructions each);
    /// `AccessorLineTests` compares it with `line(_:)` of the joined pieces.
    mutating func accessorLine(_ head: String, _ property: String, _ middle: String, index: Int, _ tail: String) {
        precondition(index >= 0)
        var pieces = (head, property, middle, tail)
        var digitCount = 1
        var rest = index
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        let indentation = 4 * depth
        let length =
            indentation + head.utf8.count + property.utf8.count + middle.utf8.count + digitCount + tail.utf8.count + 1
        withUnsafeTemporaryAllocation(byteCount: length, alignment: 8) { row in
            let base = row.baseAddress!
            base.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: indentation)
            var offset = indentation
            func put(_ piece: inout String) {
                piece.withUTF8 { source in
                    guard let address = source.baseAddress, source.count > 0 else { return }
                    (base + offset).copyMemory(from: address, byteCount: source.count)
                    offset += source.count
                }
            }
            put(&pieces.0)
            put(&pieces.1)
            put(&pieces.2)
            var remaining = index
            for position in stride(from: offset + digitCount - 1, through: offset, by: -1) {
                base.storeBytes(of: UInt8(ascii: "0") + UInt8(remaining % 10), toByteOffset: position, as: UInt8.self)
                remaining /= 10
            }
            offset += digitCount
            put(&pieces.3)
            base.storeBytes(of: UInt8(ascii: "\n"), toByteOffset: offset, as: UInt8.self)
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: base, count: length))
        }
        atBlank = false
    }

    /// Writes `"gray.600",` on a line: the string literal of a dotted path, and a comma (a row of a `names`
    /// array, one per token). A path of printable ASCII without quotes or backslashes is written straight into
    /// the buffer, without quoting and appending strings first; any other as `line(stringLiteral(path) + ",")`,
    /// which gives the same bytes for the plain ones.
    mutating func nameLiteralLine(_ dottedPath: String) {
        var dottedPath = dottedPath
        let written = dottedPath.withUTF8 { path -> Bool in
            let plain = path.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            }
            guard plain else { return false }
            indent()
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: path)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
            return true
        }
        if written {
            atBlank = false
        } else {
            line(Self.stringLiteral(dottedPath) + ",")
        }
    }

    /// Appends the string's UTF-8 bytes in one copy (`append(contentsOf: string.utf8)` goes byte by byte).
    private mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    // MARK: - Table rows

    /// Writes one row of a `[UInt32]` table: the indentation, `slot, ` when there is a slot, `0xRRGGBBAA, ` for
    /// each of the first `count` values, ` // `, `comment` (UTF-8) and a line feed. The emitter's hottest line
    /// (one per token per theme), so it is formatted into a small buffer on the stack and appended in one copy,
    /// without a `String`.
    mutating func tableRow(_ count: Int, _ values: (RGBA, RGBA, RGBA, RGBA), comment: [UInt8], slot: Int? = nil) {
        precondition((1...4).contains(count))
        let indentation = 4 * depth
        // The slot's decimal digits, lowest first, and the ", " after them.
        var slotDigits: [UInt8] = []
        if var remaining = slot {
            precondition(remaining >= 0)
            repeat {
                slotDigits.append(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            } while remaining > 0
        }
        let slotLength = slot == nil ? 0 : slotDigits.count + 2
        let length = indentation + slotLength + 12 * count + 4 + comment.count + 1
        withUnsafeTemporaryAllocation(byteCount: length, alignment: 8) { row in
            let base = row.baseAddress!
            base.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: indentation)
            var offset = indentation
            if slot != nil {
                for digit in slotDigits.reversed() {
                    base.storeBytes(of: digit, toByteOffset: offset, as: UInt8.self)
                    offset += 1
                }
                base.storeBytes(of: UInt16(0x202C).littleEndian, toByteOffset: offset, as: UInt16.self)
                offset += 2
            }
            for index in 0..<count {
                let value: RGBA
                switch index {
                case 0: value = values.0
                case 1: value = values.1
                case 2: value = values.2
                default: value = values.3
                }
                // "0x", eight digits, ", ".
                base.storeBytes(of: UInt16(0x7830).littleEndian, toByteOffset: offset, as: UInt16.self)
                base.storeBytes(of: Self.hexDigits(value).littleEndian, toByteOffset: offset + 2, as: UInt64.self)
                base.storeBytes(of: UInt16(0x202C).littleEndian, toByteOffset: offset + 10, as: UInt16.self)
                offset += 12
            }
            // The row ends ",  // <comment>": the ", " of the last value, then " // ".
            base.storeBytes(of: UInt32(0x202F_2F20).littleEndian, toByteOffset: offset, as: UInt32.self)
            offset += 4
            comment.withUnsafeBytes { source in
                if let address = source.baseAddress {
                    (base + offset).copyMemory(from: address, byteCount: source.count)
                }
            }
            offset += comment.count
            base.storeBytes(of: UInt8(ascii: "\n"), toByteOffset: offset, as: UInt8.self)
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: base, count: length))
        }
        atBlank = false
    }

    /// The eight hexadecimal digits (`0`–`9`, `A`–`F`) of `0xRRGGBBAA` as the bytes of a word, the first digit
    /// in the lowest byte, computed for all eight digits at once.
    static func hexDigits(_ rgba: RGBA) -> UInt64 {
        // Byte k of `spread` (from the lowest) holds byte k of the colour: red, green, blue, alpha in 16-bit lanes.
        var spread = UInt64(rgba.red) | UInt64(rgba.green) << 16 | UInt64(rgba.blue) << 32 | UInt64(rgba.alpha) << 48
        // Each lane's high nibble goes to its low byte (written first), the low nibble to its high byte.
        spread = (spread >> 4) & 0x000F_000F_000F_000F | (spread & 0x000F_000F_000F_000F) << 8
        // A nibble above 9 gets 7 more, from "9" + 1 to "A"; no byte carries into the next.
        let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return spread &+ 0x3030_3030_3030_3030 &+ letters &* 7
    }

    /// The width of the current indentation, in columns.
    var indentWidth: Int { 4 * depth }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * depth))
    }

    /// Writes several lines, each at the current indentation.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// Writes a block of source text line by line, each at the current indentation: what
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` gives, each piece through `line(_:)`.
    ///
    /// Split on the UTF-8 bytes rather than on `Character`s (the runtime files are tens of kilobytes of such
    /// text, and splitting by `Character` cost ~400 instructions a character): a line feed is a `Character` of
    /// its own except after a carriage return, with which it forms one (`"\r\n"`, not equal to `"\n"`), so the
    /// pieces are those between the line feeds not preceded by a carriage return. `LinesOfTextTests` compares it
    /// with the `Character` split.
    mutating func lines(of text: String) {
        var text = text
        text.withUTF8 { source in
            let count = source.count
            var start = 0
            var index = 0
            while index < count {
                if source[index] == UInt8(ascii: "\n"), index == 0 || source[index - 1] != UInt8(ascii: "\r") {
                    line(bytes: UnsafeBufferPointer(rebasing: source[start..<index]))
                    start = index + 1
                }
                index += 1
            }
            line(bytes: UnsafeBufferPointer(rebasing: source[start..<count]))
        }
    }

    /// `line(_:)` for the UTF-8 bytes of a line.
    private mutating func line(bytes content: UnsafeBufferPointer<UInt8>) {
        if content.isEmpty {
            blankLine()
            return
        }
        indent()
        bytes.append(contentsOf: content)
        bytes.append(UInt8(ascii: "\n"))
        atBlank = false
    }

    /// Writes a blank line unless the previous line already is one (or nothing was written yet).
    mutating func blankLine() {
        guard !atBlank else { return }
        bytes.append(UInt8(ascii: "\n"))
        atBlank = true
    }

    /// Writes a `// MARK: - title` line, preceded by a blank line.
    mutating func mark(_ title: String) {
        blankLine()
        line("// MARK: - " + SwiftWriter.singleLine(title))
        blankLine()
    }

    /// Writes `text` as `///` documentation lines; nothing when `text` is `nil` or blank.
    ///
    /// Carriage returns and other control characters become spaces, and trailing spaces are dropped, so any
    /// description from a theme file stays a comment (a `*/` is harmless in a `///` line).
    mutating func doc(_ text: String?) {
        guard let text else { return }
        var docLines = SwiftWriter.commentLines(text)
        while docLines.first?.isEmpty == true { docLines.removeFirst() }
        while docLines.last?.isEmpty == true { docLines.removeLast() }
        for docLine in docLines {
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }

    /// Writes `opener`, the body one level deeper, then `closer` at the opener's level.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// Writes `body` one indentation level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
        // A block's closing line follows directly, even after a blank line inside the block.
        // (The text ends in two line feeds, not a CR LF and a line feed, which as characters would not end in "\n\n".)
        let count = bytes.count
        if atBlank, count >= 2, bytes[count - 1] == UInt8(ascii: "\n"), bytes[count - 2] == UInt8(ascii: "\n"),
            count == 2 || bytes[count - 3] != UInt8(ascii: "\r")
        {
            bytes.removeLast()
            atBlank = false
        }
    }

    /// Writes a `#if`/`#elseif`/`#else`/`#endif` line at the current indentation; what it guards goes one
    /// level deeper (`indented`), as `swift format` lays out conditional compilation blocks.
    mutating func directive(_ content: String) {
        indent()
        append(content)
        bytes.append(UInt8(ascii: "\n"))
        atBlank = false
    }

    // MARK: - Text helpers

    /// `text` as comment lines: split at line breaks, control characters replaced by spaces, trailing spaces
    /// dropped.
    static func commentLines(_ text: String) -> [String] {
        var result: [String] = []
        var current: String = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if scalar == "\n", previousWasCarriageReturn {
                    previousWasCarriageReturn = false
                    continue
                }
                result.append(trimmingTrailingSpaces(current))
                current = ""
                previousWasCarriageReturn = scalar == "\r"
                continue
            }
            previousWasCarriageReturn = false
            current.unicodeScalars.append(isControl(scalar) ? " " : scalar)
        }
        result.append(trimmingTrailingSpaces(current))
        return result
    }

    /// Writes `opener` followed by a multi-line string literal of `lines` (written as they are: escape them
    /// with `multilineContent` when they may need it), one level deeper, and `closer` after its `"""`; an empty
    /// list is `opener` + `""` + `closer` on one line. With `onItsOwnLine`, the literal starts on the line after
    /// `opener` (an argument), as swift format writes it.
    mutating func textLiteral(_ opener: String, _ lines: [String], closer: String = "", onItsOwnLine: Bool = false) {
        guard !lines.isEmpty else {
            line(opener + "\"\"" + closer)
            return
        }
        if opener.isEmpty {
            line("\"\"\"")
            for content in lines { line(content) }
            line("\"\"\"" + closer)
        } else if onItsOwnLine {
            line(opener)
            indented { w in
                w.line("\"\"\"")
                for content in lines { w.line(content) }
                w.line("\"\"\"" + closer)
            }
        } else {
            line(opener + "\"\"\"")
            indented { w in
                for content in lines { w.line(content) }
                w.line("\"\"\"" + closer)
            }
        }
    }

    /// `text` as one line of a multi-line string literal: backslashes, quotes and control characters escaped,
    /// and a space at the end written as `\u{20}` (a line's trailing spaces are easy to lose).
    static func multilineContent(_ text: String) -> String {
        var literal = stringLiteral(text)
        literal.removeFirst()
        literal.removeLast()
        if literal.hasSuffix(" ") {
            literal.removeLast()
            literal += "\\u{20}"
        }
        return literal
    }

    /// `text` on one line, for `// MARK:` titles and banners.
    static func singleLine(_ text: String) -> String {
        // Most names are printable ASCII without trailing spaces, which stay as they are.
        var plain = !text.isEmpty
        for byte in text.utf8 where byte < 0x20 || byte > 0x7E {
            plain = false
            break
        }
        if plain, text.utf8.last != UInt8(ascii: " ") { return text }
        return commentLines(text).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A Swift string literal for `value`: quotes, backslashes and control characters escaped.
    static func stringLiteral(_ value: String) -> String {
        // Printable ASCII without quotes or backslashes (almost every token name) is written as it is; appending
        // scalar by scalar cost about 2,000 instructions per name.
        let plain = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
        if plain { return "\"" + value + "\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if isControl(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A `Double` literal that reads back as exactly `value` (`8`, `0.5`, `-2.25`).
    static func doubleLiteral(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return String(value)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
