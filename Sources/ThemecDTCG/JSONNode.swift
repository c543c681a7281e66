public import ThemecDiagnostics

/// A JSON value that remembers where it was written: objects keep their keys in source order, and every
/// node has the file, line and column of its first character.
///
/// `JSONSerialization` gives neither order nor positions, and DTCG diagnostics need both: warnings point at
/// the token's line, and imported themes keep the token file's order.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// One node of a parsed JSON document.
public struct JSONNode: Sendable, Equatable {
    public var value: JSONValue
    /// The node's first character, or where its key was written for object members (so a warning about a
    /// token points at the token's name).
    public var range: SourceRange

    public init(_ value: JSONValue, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// Equality of the values only: where they were written does not matter.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }

    /// The member `key` of an object (the last one, when a key is repeated).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var members: [(key: String, value: JSONNode)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// `object`, `array`, `string`, … for messages.
    public var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON (RFC 8259) parser that records positions. Columns count Unicode scalars, like the YAML
/// parser's, so carets line up in the shared renderer.
///
/// `parseTolerant` also reads what design tools write beside strict JSON (JSONC and the common part of
/// JSON5): `//` and `/* */` comments, trailing commas, unquoted keys, single-quoted strings, and numbers
/// with a leading `+` or `.` or a trailing `.`; it says where the first of these was, so a caller can warn.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private let tolerant: Bool
    /// Where the first non-strict construct was read (tolerant parsing only).
    private var firstExtension: SourceRange?
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    /// Nesting limit, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 256

    /// Parses `text`, or throws an `invalid-json` error at the first problem.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> JSONNode {
        var parser = JSONParser(scalars: Array(text.unicodeScalars), file: file, tolerant: false)
        return try parser.parseDocument()
    }

    /// Parses `text` as JSON5/JSONC (comments, trailing commas, unquoted keys, single quotes), or throws an
    /// `invalid-json` error at the first problem. `firstExtension` is where the first construct strict JSON
    /// lacks was read, `nil` when the text is strict JSON.
    public static func parseTolerant(_ text: String, file: String) throws(Diagnostic) -> (
        root: JSONNode, firstExtension: SourceRange?, duplicateKeys: [Diagnostic]
    ) {
        var parser = JSONParser(scalars: Array(text.unicodeScalars), file: file, tolerant: true)
        let root = try parser.parseDocument()
        return (root, parser.firstExtension, parser.duplicateKeys)
    }

    /// A warning for each key an object repeats (JSON leaves its meaning open; themec reads the last), at the
    /// repeat, with a note at the first.
    private(set) var duplicateKeys: [Diagnostic] = []

    private init(scalars: [Unicode.Scalar], file: String, tolerant: Bool) {
        self.scalars = scalars
        self.file = file
        self.tolerant = tolerant
    }

    /// Notes a non-strict construct at the current position (the first one is kept).
    private mutating func noteExtension() {
        if firstExtension == nil {
            firstExtension = SourceRange(
                file: file, start: location, end: SourceLocation(line: line, column: column + 1))
        }
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func fail(_ message: DiagnosticMessage, at start: SourceLocation? = nil) -> Diagnostic {
        let start = start ?? location
        return DTCGMessages.invalidJSON(
            message,
            at: SourceRange(file: file, start: start, end: SourceLocation(line: start.line, column: start.column + 1)))
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() throws(Diagnostic) {
        while index < scalars.count {
            if [" ", "\t", "\n", "\r"].contains(scalars[index]) {
                advance()
            } else if tolerant, scalars[index] == "/", index + 1 < scalars.count,
                scalars[index + 1] == "/" || scalars[index + 1] == "*"
            {
                try skipComment()
            } else {
                return
            }
        }
    }

    /// A `//` comment to the end of its line, or a `/* */` comment.
    private mutating func skipComment() throws(Diagnostic) {
        noteExtension()
        let start = location
        let block = scalars[index + 1] == "*"
        advance()
        advance()
        while index < scalars.count {
            if !block, scalars[index] == "\n" { return }
            if block, scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                advance()
                advance()
                return
            }
            advance()
        }
        if block { throw fail(DTCGMessages.JSON.unterminatedComment, at: start) }
    }

    private mutating func parseDocument() throws(Diagnostic) -> JSONNode {
        if scalars.first == "\u{FEFF}" { index = 1 }
        try skipWhitespace()
        let node = try parseValue()
        try skipWhitespace()
        if index < scalars.count { throw fail(DTCGMessages.JSON.unexpectedAfterDocument(scalars[index])) }
        return node
    }

    private func range(from start: SourceLocation) -> SourceRange {
        SourceRange(file: file, start: start, end: location)
    }

    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        guard index < scalars.count else { throw fail(DTCGMessages.JSON.unexpectedEnd) }
        let start = location
        switch scalars[index] {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"":
            let text = try parseString()
            return JSONNode(.string(text), at: range(from: start))
        case "'" where tolerant:
            noteExtension()
            let text = try parseString()
            return JSONNode(.string(text), at: range(from: start))
        case "t": return try parseLiteral("true", .bool(true))
        case "f": return try parseLiteral("false", .bool(false))
        case "n": return try parseLiteral("null", .null)
        case "-", "0"..."9": return try parseNumber()
        case "+" where tolerant, "." where tolerant: return try parseNumber()
        default: throw fail(DTCGMessages.JSON.unexpected(scalars[index]))
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Diagnostic) -> JSONNode {
        let start = location
        for expected in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == expected else {
                throw fail(DTCGMessages.JSON.expected(word), at: start)
            }
            advance()
        }
        return JSONNode(value, at: range(from: start))
    }

    private mutating func parseNumber() throws(Diagnostic) -> JSONNode {
        let start = location
        var text = ""
        func digits(_ parser: inout JSONParser, _ text: inout String) -> Int {
            var count = 0
            while parser.index < parser.scalars.count, ("0"..."9").contains(parser.scalars[parser.index]) {
                text.unicodeScalars.append(parser.scalars[parser.index])
                parser.advance()
                count += 1
            }
            return count
        }
        if scalars[index] == "-" {
            text += "-"
            advance()
        } else if scalars[index] == "+" {
            noteExtension()
            advance()
        }
        let integerStart = index
        let integerDigits = digits(&self, &text)
        let leadingPoint = tolerant && integerDigits == 0 && index < scalars.count && scalars[index] == "."
        guard integerDigits > 0 || leadingPoint else {
            throw fail(DTCGMessages.JSON.numberNeedsDigits, at: start)
        }
        if integerDigits > 1, scalars[integerStart] == "0" {
            throw fail(DTCGMessages.JSON.leadingZeros, at: start)
        }
        if index < scalars.count, scalars[index] == "." {
            if leadingPoint { noteExtension() }
            text += leadingPoint ? "0." : "."
            advance()
            if digits(&self, &text) == 0 {
                guard tolerant, !leadingPoint else { throw fail(DTCGMessages.JSON.digitsAfterPoint) }
                noteExtension()
                text += "0"
            }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            text += "e"
            advance()
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
                text.unicodeScalars.append(scalars[index])
                advance()
            }
            guard digits(&self, &text) > 0 else { throw fail(DTCGMessages.JSON.digitsInExponent) }
        }
        guard let number = Double(text), number.isFinite else {
            throw fail(DTCGMessages.JSON.numberOutOfRange, at: start)
        }
        return JSONNode(.number(number), at: range(from: start))
    }

    /// A string in the quotes at the current position: `"` (or `'` when tolerant).
    private mutating func parseString() throws(Diagnostic) -> String {
        let start = location
        let quote = scalars[index]
        advance()
        var out = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else { throw fail(DTCGMessages.JSON.unterminatedString, at: start) }
            let scalar = scalars[index]
            switch scalar {
            case quote:
                advance()
                return String(out)
            case "\\":
                advance()
                guard index < scalars.count else { throw fail(DTCGMessages.JSON.unterminatedString, at: start) }
                let escape = scalars[index]
                advance()
                switch escape {
                case "\"": out.append("\"")
                case "'" where tolerant: out.append("'")
                case "\n" where tolerant: noteExtension()
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
                            throw fail(DTCGMessages.JSON.unpairedSurrogate)
                        }
                        advance()
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail(DTCGMessages.JSON.unpairedSurrogate) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(code) else { throw fail(DTCGMessages.JSON.unpairedSurrogate) }
                    out.append(decoded)
                default:
                    throw fail(DTCGMessages.JSON.invalidEscape(escape))
                }
            default:
                guard scalar.value >= 0x20 else { throw fail(DTCGMessages.JSON.controlCharacter) }
                out.append(scalar)
                advance()
            }
        }
    }

    private mutating func parseHex4() throws(Diagnostic) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = hexValue(scalars[index]) else {
                throw fail(DTCGMessages.JSON.expectedHexDigits)
            }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    private mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth { throw fail(DTCGMessages.JSON.nestingTooDeep(Self.maximumDepth)) }
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONNode {
        let start = location
        try enter()
        defer { depth -= 1 }
        advance()
        var members: [(key: String, value: JSONNode)] = []
        var keys: [String: SourceRange] = [:]
        try skipWhitespace()
        if index < scalars.count, scalars[index] == "}" {
            advance()
            return JSONNode(.object(members), at: range(from: start))
        }
        while true {
            try skipWhitespace()
            let keyStart = location
            let key = try parseKey()
            let keyRange = range(from: keyStart)
            if let first = keys[key] {
                duplicateKeys.append(DTCGMessages.duplicateKey(key, at: keyRange, first: first))
            } else {
                keys[key] = keyRange
            }
            try skipWhitespace()
            guard index < scalars.count, scalars[index] == ":" else { throw fail(DTCGMessages.JSON.expectedColon) }
            advance()
            try skipWhitespace()
            var value = try parseValue()
            // Members are located at their key: that is where a reader looks for a token.
            value.range = SourceRange(file: file, start: keyRange.start, end: keyRange.end)
            members.append((key, value))
            try skipWhitespace()
            guard index < scalars.count else { throw fail(DTCGMessages.JSON.unterminatedObject, at: start) }
            if scalars[index] == "," {
                advance()
                if try trailingComma(before: "}") { return JSONNode(.object(members), at: range(from: start)) }
                continue
            }
            if scalars[index] == "}" {
                advance()
                return JSONNode(.object(members), at: range(from: start))
            }
            throw fail(DTCGMessages.JSON.expectedCommaOrBrace)
        }
    }

    private mutating func parseArray() throws(Diagnostic) -> JSONNode {
        let start = location
        try enter()
        defer { depth -= 1 }
        advance()
        var items: [JSONNode] = []
        try skipWhitespace()
        if index < scalars.count, scalars[index] == "]" {
            advance()
            return JSONNode(.array(items), at: range(from: start))
        }
        while true {
            try skipWhitespace()
            items.append(try parseValue())
            try skipWhitespace()
            guard index < scalars.count else { throw fail(DTCGMessages.JSON.unterminatedArray, at: start) }
            if scalars[index] == "," {
                advance()
                if try trailingComma(before: "]") { return JSONNode(.array(items), at: range(from: start)) }
                continue
            }
            if scalars[index] == "]" {
                advance()
                return JSONNode(.array(items), at: range(from: start))
            }
            throw fail(DTCGMessages.JSON.expectedCommaOrBracket)
        }
    }

    /// After a `,`: whether `close` follows (a trailing comma, read past when tolerant).
    private mutating func trailingComma(before close: Unicode.Scalar) throws(Diagnostic) -> Bool {
        guard tolerant else { return false }
        let comma = SourceRange(
            file: file, start: SourceLocation(line: line, column: column - 1), end: location)
        try skipWhitespace()
        guard index < scalars.count, scalars[index] == close else { return false }
        if firstExtension == nil { firstExtension = comma }
        advance()
        return true
    }

    /// An object's key: a string in quotes, or (tolerant) a JSON5 identifier such as `$value` or `color_1`.
    private mutating func parseKey() throws(Diagnostic) -> String {
        guard index < scalars.count else { throw fail(DTCGMessages.JSON.expectedKey) }
        if scalars[index] == "\"" { return try parseString() }
        guard tolerant else { throw fail(DTCGMessages.JSON.expectedKey) }
        if scalars[index] == "'" {
            noteExtension()
            return try parseString()
        }
        func isKeyScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            scalar == "$" || scalar == "_" || scalar.properties.isAlphabetic
                || (!first && (scalar.properties.numericType != nil || scalar == "-"))
        }
        guard isKeyScalar(scalars[index], first: true) else { throw fail(DTCGMessages.JSON.expectedKey) }
        noteExtension()
        var key = String.UnicodeScalarView()
        while index < scalars.count, isKeyScalar(scalars[index], first: key.isEmpty) {
            key.append(scalars[index])
            advance()
        }
        return String(key)
    }
}
