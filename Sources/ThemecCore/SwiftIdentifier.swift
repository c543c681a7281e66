/// The one identifier pipeline: YAML name → words → lowerCamelCase → keyword escaping → validity check.
///
/// Validation uses it to reject names that collide or cannot be identifiers; emitters use it to spell
/// every declaration, so both always agree.
public enum SwiftIdentifier {
    /// Splits a name into words at separators (`-`, `_`, `.`, space) and at lower→upper case changes.
    ///
    /// `my-color` → `["my", "color"]`, `myColor` → `["my", "Color"]`, `URLScheme` → `["URL", "Scheme"]`.
    public static func words(_ name: String) -> [String] {
        if let words = asciiWords(name) { return words }
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            if character == "-" || character == "_" || character == "." || character == " " {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || acronymEnd { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// `words(_:)` for ASCII names without carriage returns (almost every name), on bytes rather than
    /// `Character`s; `nil` for any other name. For such names each byte is one `Character`, and ASCII letters
    /// and digits are exactly the ones `isLowercase`, `isUppercase` and `isNumber` accept.
    private static func asciiWords(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
            func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            var words: [String] = []
            var start = 0
            var index = 0
            let count = bytes.count
            func flush(_ end: Int) {
                if end > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
            }
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: " ")
                {
                    flush(index)
                    index += 1
                    start = index
                    continue
                }
                if index > start {
                    let previous = bytes[index - 1]
                    let nextIsLower = index + 1 < count && isLower(bytes[index + 1])
                    let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(byte)
                    let acronymEnd = isUpper(previous) && isUpper(byte) && nextIsLower
                    if lowerToUpper || acronymEnd {
                        flush(index)
                        start = index
                    }
                }
                index += 1
            }
            flush(count)
            return words
        }
    }

    /// `identifier(for:)` for a path of ASCII keys without carriage returns, in one pass over the bytes: the
    /// same words as `asciiWords`, the first lower-cased, every other one's first letter upper-cased (what
    /// `lowerCamelCase` does to ASCII words), then the leading underscore and the validity check. `nil` for
    /// any other path, which takes the general pipeline.
    private static func asciiIdentifier(_ path: [String]) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        var wordCount = 0
        for key in path {
            var key = key
            guard key.withUTF8({ appendASCIIWords($0, to: &out, wordCount: &wordCount) }) else { return nil }
        }
        return asciiIdentifier(finishing: &out)
    }

    /// `asciiIdentifier` of a dotted path's keys, read from the dotted path itself: a dot separates words
    /// (as `words` says), so the keys' bytes with dots between them make the same words as the keys one by one.
    private static func asciiIdentifier(dottedPath: String) -> String? {
        var dottedPath = dottedPath
        return dottedPath.withUTF8 { bytes -> String? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { buffer -> String? in
                // The words written from the second byte on, so a leading underscore needs no move.
                var length = 0
                var wordCount = 0
                let base = buffer.baseAddress! + 1
                for index in 0..<bytes.count {
                    let byte = bytes[index]
                    guard let mapped = asciiWordByte(bytes, at: index, wordCount: &wordCount) else {
                        if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
                        continue
                    }
                    base[length] = mapped
                    length += 1
                }
                guard length > 0 else { return nil }
                var start = base
                if base[0] >= UInt8(ascii: "0"), base[0] <= UInt8(ascii: "9") {
                    start = base - 1
                    start[0] = UInt8(ascii: "_")
                    length += 1
                }
                let identifier = UnsafeBufferPointer(start: start, count: length)
                guard isASCIIIdentifier(identifier) else { return nil }
                return String(decoding: identifier, as: UTF8.self)
            }
        }
    }

    /// The byte that the identifier gets for `bytes[index]`, a byte of a name's words: `nil` for a separator
    /// and for a byte that is not ASCII or is a carriage return (the caller tells them apart); `wordCount`
    /// counts the words begun so far.
    @inline(__always)
    private static func asciiWordByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, wordCount: inout Int)
        -> UInt8?
    {
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: " ")
        }
        let byte = bytes[index]
        if byte >= 0x80 || byte == UInt8(ascii: "\r") || isSeparator(byte) { return nil }
        // A word starts after a separator or the start, at a lower→upper change, and at the last capital of an
        // acronym followed by a lower-case letter (`URLScheme`).
        var starts = index == 0
        if !starts {
            let previous = bytes[index - 1]
            if isSeparator(previous) {
                starts = true
            } else {
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(byte)
                let acronymEnd = isUpper(previous) && isUpper(byte) && nextIsLower
                starts = lowerToUpper || acronymEnd
            }
        }
        if starts { wordCount += 1 }
        if wordCount == 1 { return isUpper(byte) ? byte + 32 : byte }
        if starts, isLower(byte) { return byte - 32 }
        return byte
    }

    /// Appends the identifier bytes of one key's words to `out`; `false` when the key is not ASCII or holds a
    /// carriage return.
    private static func appendASCIIWords(
        _ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], wordCount: inout Int
    )
        -> Bool
    {
        for index in 0..<bytes.count {
            if let mapped = asciiWordByte(bytes, at: index, wordCount: &wordCount) {
                out.append(mapped)
            } else if bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "\r") {
                return false
            }
        }
        return true
    }

    /// The identifier from the bytes of its words: a leading underscore before a digit, then the check.
    private static func asciiIdentifier(finishing out: inout [UInt8]) -> String? {
        guard let first = out.first else { return nil }
        if first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") { out.insert(UInt8(ascii: "_"), at: 0) }
        let valid = out.withUnsafeBufferPointer { isASCIIIdentifier($0) }
        return valid ? String(decoding: out, as: UTF8.self) : nil
    }

    /// `isValidIdentifier` for ASCII: letters and `_` anywhere, digits after the first, and not `_` alone.
    /// (The caller has put an underscore before a leading digit.)
    private static func isASCIIIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !letter, !digit, byte != UInt8(ascii: "_") { return false }
        }
        return !(bytes.count == 1 && bytes[0] == UInt8(ascii: "_"))
    }

    /// lowerCamelCase from words: the first word lower-cased (an all-caps acronym included), the rest capitalised.
    ///
    /// `["gray", "600"]` → `gray600`; `["URL", "Scheme"]` → `urlScheme`; `["secondary", "label"]` → `secondaryLabel`.
    public static func lowerCamelCase(_ words: [String]) -> String {
        var out = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                out += word.lowercased()
            } else {
                out += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return out
    }

    /// The identifier for a path of YAML keys (`["gray", "600"]` → `gray600`), without backticks.
    ///
    /// A name starting with a digit gets a leading underscore (`2xl` → `_2xl`). Returns `nil` when the result
    /// still is not a Swift identifier (`"+"`, an empty name).
    ///
    /// The result is in Unicode Normalization Form C, whatever the form of the YAML: Swift compares
    /// identifiers scalar by scalar, so `é` written precomposed and as `e` + U+0301 would be two names.
    public static func identifier(for path: [String]) -> String? {
        if let name = asciiIdentifier(path) { return name }
        return generalIdentifier(for: path)
    }

    /// `identifier(for:)` of the keys of a dotted path (`gray.600` → `gray600`), for a path kept as its dotted
    /// string: an ASCII path without carriage returns is read in one pass over its bytes, without splitting it
    /// into keys (`DottedIdentifierTests` compares the two); any other is split and goes through the pipeline.
    public static func identifier(forDottedPath dottedPath: String) -> String? {
        if let name = asciiIdentifier(dottedPath: dottedPath) { return name }
        return identifier(for: splitAtDots(dottedPath))
    }

    /// The general pipeline: words, lowerCamelCase, NFC, a leading underscore, the check.
    private static func generalIdentifier(for path: [String]) -> String? {
        var name = normalized(lowerCamelCase(path.flatMap(words)))
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return isValidIdentifier(name) ? name : nil
    }

    /// The type name for a style identifier and a suffix: `listRow` + `ButtonStyle` → `ListRowButtonStyle`.
    public static func typeName(_ identifier: String, suffix: String) -> String {
        normalized(identifier.prefix(1).uppercased() + identifier.dropFirst() + suffix)
    }

    /// `text` in Normalization Form C (ASCII is returned as it is).
    public static func normalized(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        // The standard library's own NFC (what `String` comparison uses); themec does not link Foundation.
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// What two identifiers are compared by to find names that would collide: NFC with full case folding,
    /// so `ß`, `sS`, `ss` and `SS` are one name. (Folding is lower(upper(lower(x))), which maps every case
    /// variant of a word to one spelling: `ẞ` → `ß` → `SS` → `ss`.)
    public static func collisionKey(_ identifier: String) -> String {
        var identifier = identifier
        // ASCII (every name of the benchmark sets): lower-cased byte by byte, what `lowercased()` does to ASCII.
        let ascii = identifier.withUTF8 { bytes -> String? in
            for byte in bytes where byte >= 0x80 { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                for (index, byte) in bytes.enumerated() {
                    out[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                }
                return bytes.count
            }
        }
        if let ascii { return ascii }
        return normalized(normalized(identifier).lowercased().uppercased().lowercased())
    }

    /// The first character of `name` that does not show: a format character (Unicode category Cf: zero-width
    /// spaces and joiners, bidirectional controls such as U+202E), any other default-ignorable code point
    /// (variation selectors, Hangul fillers). `nil` when every character shows. (Control characters are
    /// rejected by the name checks themselves, and shown escaped by every message.)
    ///
    /// Such characters make two names that look the same different names, or make a name look like another
    /// (a bidirectional override reorders what follows it), so no name may hold one.
    public static func invisibleCharacter(in name: String) -> Unicode.Scalar? {
        var name = name
        let ascii = name.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
        if ascii { return nil }
        return name.unicodeScalars.first(where: isInvisible)
    }

    /// Whether `scalar` is one that `invisibleCharacter(in:)` looks for.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return false }
        let properties = scalar.properties
        return properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
    }

    /// Whether `name` is a Swift identifier (keywords included: they are escaped with backticks).
    public static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if name == "_" { return false }
        guard isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || isContinuation($0) }
    }

    /// `name` ready to write as a declaration or after a dot: keywords in backticks.
    public static func escaped(_ name: String) -> String {
        // No keyword holds a digit (`KeywordTests` checks): most token names do (`gray600`), and skip hashing.
        var name = name
        let hasDigit = name.withUTF8 { bytes in
            bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        if hasDigit { return name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's reserved words, and the contextual ones that would break a declaration (`Type`, `self`).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "package", "some", "any", "_",
    ]

    // Identifier characters per The Swift Programming Language, "Lexical Structure" → "Identifiers".
    static func isHead(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
            return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF: return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return true
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF:
            return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD: return true
        case 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD:
            return true
        case 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD:
            return true
        case 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD: return true
        default: return false
        }
    }

    static func isContinuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }
}
