/// A JSON value with its object members in source order and the lines of every object, read by the test's
/// own parser (RFC 8259 JSON, and with `lenient` the JSONC additions: `//` and `/* */` comments, trailing
/// commas), independent of themec's.
indirect enum OrderedJSON: Equatable {
    case object([(key: String, value: OrderedJSON)], lines: ClosedRange<Int>)
    case array([OrderedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    var members: [(key: String, value: OrderedJSON)]? {
        if case .object(let members, _) = self { return members }
        return nil
    }
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    var array: [OrderedJSON]? { if case .array(let a) = self { return a } else { return nil } }
    var lines: ClosedRange<Int>? { if case .object(_, let lines) = self { return lines } else { return nil } }

    struct ParseError: Error {}

    static func parse(_ text: String, lenient: Bool = false) throws -> OrderedJSON {
        var parser = Parser(bytes: Array(text.utf8), lenient: lenient)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw ParseError() }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let lenient: Bool
        var index = 0
        var line = 1

        init(bytes: [UInt8], lenient: Bool) {
            self.bytes = bytes
            self.lenient = lenient
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                case UInt8(ascii: "/")
                where lenient && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/")
                where lenient && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    index += 2
                default: return
                }
            }
        }

        /// In lenient mode, whether a trailing comma is followed by the closing bracket.
        mutating func closes(_ byte: UInt8) -> Bool {
            guard lenient else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func expect(_ byte: UInt8) throws {
            guard index < bytes.count, bytes[index] == byte else { throw ParseError() }
            index += 1
        }

        mutating func literal(_ word: String) throws {
            for byte in word.utf8 { try expect(byte) }
        }

        mutating func value(depth: Int) throws -> OrderedJSON {
            guard depth < 200, index < bytes.count else { throw ParseError() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                let start = line
                index += 1
                var members: [(key: String, value: OrderedJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object([], lines: start...line)
                }
                while true {
                    skipSpace()
                    if !members.isEmpty, closes(UInt8(ascii: "}")) { return .object(members, lines: start...line) }
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw ParseError() }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"))
                    return .object(members, lines: start...line)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [OrderedJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array([])
                }
                while true {
                    skipSpace()
                    if !items.isEmpty, closes(UInt8(ascii: "]")) { return .array(items) }
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw ParseError() }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "]"))
                    return .array(items)
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default: return .number(try number())
            }
        }

        mutating func number() throws -> Double {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                return index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integer = digits()
            guard integer > 0 else { throw ParseError() }
            if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { throw ParseError() }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw ParseError() }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw ParseError() }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw ParseError() }
            return value
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw ParseError() }
            index += 4
            return value
        }

        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while true {
                guard index < bytes.count else { throw ParseError() }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { throw ParseError() }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800...0xDBFF).contains(code) {
                            try literal("\\u")
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw ParseError() }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw ParseError() }
                        scalars.append(scalar)
                    default: throw ParseError()
                    }
                default:
                    guard byte >= 0x20 else { throw ParseError() }
                    raw.append(byte)
                }
            }
        }
    }
}
