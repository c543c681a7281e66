public import ThemecDiagnostics

/// Parses the text of one colour value: `#RRGGBB` and friends, `rgb()`/`rgba()`, the CSS Color 4 functions
/// (`color(display-p3 …)`, `color(srgb …)`, `hsl()`/`hsla()`, `oklch()`; `ColorSyntax+Functions.swift`), or a
/// `{reference}`.
public enum ColorSyntax {
    /// What a colour text denotes.
    public enum Value: Hashable, Sendable {
        case literal(RGBA)
        /// A reference's segments: `{palette.gray.600}` → `["palette", "gray", "600"]`.
        case reference([String])
    }

    /// Why a text is not a colour, with the part of the text (Unicode scalar offsets) to point at.
    public struct Failure: Error, Hashable, Sendable {
        public enum Kind: Sendable {
            case malformed, outOfRange
            /// `color()` with a colour space other than `display-p3` or `srgb`.
            case unknownSpace
        }
        public var kind: Kind
        public var reason: DiagnosticMessage
        public var offset: Int
        public var length: Int
    }

    static let expectation: DiagnosticMessage =
        "expected '#RGB', '#RGBA', '#RRGGBB', '#RRGGBBAA', 'rgb(R, G, B)', 'rgba(R, G, B, A)', 'color(display-p3 R G B)', 'hsl(H S L)', 'oklch(L C H)' or a reference such as '{palette.blue}'"

    /// Parses `text`; never traps, whatever the input.
    public static func parse(_ text: String) -> Result<Value, Failure> {
        var gamutMapped: GamutMapping?
        return parse(text, gamutMapped: &gamutMapped)
    }

    /// Parses `text`, setting `gamutMapped` when an `oklch()` colour lies outside Display P3 and was clipped into
    /// it (a warning: the value is still a colour). Never traps, whatever the input.
    public static func parse(_ text: String, gamutMapped: inout GamutMapping?) -> Result<Value, Failure> {
        if let value = parseCommonForm(text) { return .success(value) }
        let scalars = Array(text.unicodeScalars)
        let whole = scalars.count
        guard let first = scalars.first else {
            return .failure(
                Failure(kind: .malformed, reason: "the value is empty; \(expectation)", offset: 0, length: 0))
        }
        if first == "#" { return parseHex(scalars) }
        if first == "{" { return parseReference(scalars) }
        let lowered = text.lowercased()
        if lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb(") {
            // CSS Color 4's space form, `rgb(28 28 30)`, `rgb(255 0 0 / 50%)`: read like `hsl()`'s.
            if !scalars.contains(",") {
                return parseColorFunction(
                    scalars, name: lowered.hasPrefix("rgba(") ? "rgba" : "rgb", gamutMapped: &gamutMapped)
            }
            return parseFunction(scalars)
        }
        if let name = functionName(lowered) {
            return parseColorFunction(scalars, name: name, gamutMapped: &gamutMapped)
        }
        return .failure(Failure(kind: .malformed, reason: expectation, offset: 0, length: whole))
    }

    /// The two forms nearly every value takes, read straight from the UTF-8 bytes: a valid hex colour
    /// (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`) or a well-formed reference of ASCII names. `nil` for anything
    /// else, which the general parser then reads (and reports) as before; for these forms both give the same value.
    private static func parseCommonForm(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { parseCommonForm(utf8: $0) }
    }

    /// `parseCommonForm` on a value's UTF-8 bytes: what `parse` of the same text returns when this is not `nil`.
    static func parseCommonForm(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        // On the contiguous bytes, without intermediate arrays: this runs for nearly every colour of a theme.
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "#") {
            let count = bytes.count - 1
            guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
            // The digits' values, four bits each, the first digit highest. Without a branch per digit: random
            // hex digits defeat branch prediction, and this loop runs for nearly every colour.
            var digits: UInt32 = 0
            var invalid: UInt8 = 0
            for index in 1...count {
                let byte = bytes[index]
                let notDigit: UInt8 = byte &- 0x30 < 10 ? 0 : 1
                let notLetter: UInt8 = (byte | 0x20) &- 0x61 < 6 ? 0 : 1
                invalid |= notDigit & notLetter
                // '0'–'9' are 0x30–0x39; 'A'–'F' and 'a'–'f' end in 1–6 and have bit 6 set.
                digits = digits << 4 | UInt32((byte & 0xF) &+ 9 &* (byte >> 6))
            }
            guard invalid == 0 else { return nil }
            /// The digit `shift` bits up and the one after it, as one byte.
            func pair(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: digits >> shift) }
            /// The digit `shift` bits up, doubled (`#ABC` is `#AABBCC`).
            func doubled(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (digits >> shift) & 0xF) &* 0x11 }
            switch count {
            case 3: return .literal(RGBA(red: doubled(8), green: doubled(4), blue: doubled(0), alpha: 255))
            case 4: return .literal(RGBA(red: doubled(12), green: doubled(8), blue: doubled(4), alpha: doubled(0)))
            case 6: return .literal(RGBA(red: pair(16), green: pair(8), blue: pair(0), alpha: 255))
            default: return .literal(RGBA(red: pair(24), green: pair(16), blue: pair(8), alpha: pair(0)))
            }
        }
        guard let dot = commonReferenceFirstDot(bytes) else { return nil }
        var segments = [String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<dot]), as: UTF8.self)]
        var start = dot + 1
        for index in start..<(bytes.count - 1) where bytes[index] == UInt8(ascii: ".") {
            segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        segments.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(bytes.count - 1)]), as: UTF8.self))
        return .reference(segments)
    }

    /// When `bytes` is a well-formed reference of ASCII names (`{group.name…}`, at least two non-empty
    /// segments of bytes the general parser accepts), the offset of its first dot; otherwise `nil`.
    private static func commonReferenceFirstDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard count >= 2, bytes[0] == UInt8(ascii: "{"), bytes[count - 1] == UInt8(ascii: "}") else { return nil }
        var firstDot: Int?
        var start = 1
        for index in 1..<(count - 1) {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard index > start else { return nil }
                if firstDot == nil { firstDot = index }
                start = index + 1
            } else {
                // Only bytes the general parser accepts in a segment, and only ASCII, so both agree.
                guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") else {
                    return nil
                }
            }
        }
        guard count - 1 > start else { return nil }
        return firstDot
    }

    /// A colour position's value in one of the common forms, read from its UTF-8 bytes: what `parse` of the
    /// same text returns when this is not `nil`, with a reference's path left joined with dots.
    enum CommonColor {
        case literal(RGBA)
        case reference(group: String, dottedPath: String)
    }

    /// The common forms of `parseCommonForm`, without building a reference's segments.
    static func commonColor(utf8 bytes: UnsafeBufferPointer<UInt8>) -> CommonColor? {
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "#") {
            guard case .literal(let rgba)? = parseCommonForm(utf8: bytes) else { return nil }
            return .literal(rgba)
        }
        guard let dot = commonReferenceFirstDot(bytes) else { return nil }
        return .reference(
            group: commonGroup(UnsafeBufferPointer(rebasing: bytes[1..<dot])),
            dottedPath: String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)..<(bytes.count - 1)]), as: UTF8.self))
    }

    /// A reference's group: the literal for `palette` and `colors`, which nearly every reference names (no
    /// UTF-8 check and copy of its bytes), a new string otherwise.
    private static func commonGroup(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        func equals(_ text: StaticString) -> Bool {
            guard bytes.count == text.utf8CodeUnitCount else { return false }
            let base = text.utf8Start
            for index in 0..<bytes.count where bytes[index] != base[index] { return false }
            return true
        }
        if equals("palette") { return "palette" }
        if equals("colors") { return "colors" }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }

    private static func parseHex(_ scalars: [Unicode.Scalar]) -> Result<Value, Failure> {
        let digits = scalars.dropFirst()
        if let bad = digits.firstIndex(where: { hexValue($0) == nil }) {
            return .failure(
                Failure(
                    kind: .malformed,
                    reason: "'\(scalars[bad])' is not a hexadecimal digit", offset: bad,
                    length: 1))
        }
        let values = digits.map { hexValue($0)! }
        switch values.count {
        case 3, 4:
            let expanded = values.map { $0 << 4 | $0 }
            return .success(
                .literal(
                    RGBA(
                        red: expanded[0], green: expanded[1], blue: expanded[2],
                        alpha: values.count == 4 ? expanded[3] : 255)))
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return .success(
                .literal(
                    RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: values.count == 8 ? bytes[3] : 255)))
        default:
            return .failure(
                Failure(
                    kind: .malformed,
                    reason: "a hex colour has 3, 4, 6 or 8 digits, not \(values.count)", offset: 0,
                    length: scalars.count))
        }
    }

    private static func parseReference(_ scalars: [Unicode.Scalar]) -> Result<Value, Failure> {
        guard scalars.count >= 2, scalars.last == "}" else {
            return .failure(
                Failure(
                    kind: .malformed, reason: "a reference ends with '}', as in '{palette.blue}'", offset: 0,
                    length: scalars.count))
        }
        let inner = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let invalid = segments.contains { segment in
            segment.isEmpty || segment.unicodeScalars.contains { " \t{}".unicodeScalars.contains($0) }
        }
        guard segments.count >= 2, !invalid else {
            return .failure(
                Failure(
                    kind: .malformed,
                    reason: "a reference names a group and a token separated by dots, as in '{colors.accent}'",
                    offset: 0, length: scalars.count))
        }
        return .success(.reference(segments))
    }

    private static func parseFunction(_ scalars: [Unicode.Scalar]) -> Result<Value, Failure> {
        let text = String(String.UnicodeScalarView(scalars))
        let isRGBA = text.lowercased().hasPrefix("rgba(")
        let open = isRGBA ? 5 : 4
        let name = isRGBA ? "rgba" : "rgb"
        let expected = isRGBA ? 4 : 3
        guard scalars.last == ")" else {
            return .failure(
                Failure(kind: .malformed, reason: "'\(name)(' is not closed with ')'", offset: 0, length: scalars.count)
            )
        }
        // Split the arguments, remembering where each starts for precise carets.
        var arguments: [(text: String, offset: Int)] = []
        var current = ""
        var start = open
        for index in open..<(scalars.count - 1) {
            let scalar = scalars[index]
            if scalar == "," {
                arguments.append((current, start))
                current = ""
                start = index + 1
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        arguments.append((current, start))
        guard arguments.count == expected else {
            let form = isRGBA ? "rgba(R, G, B, A)" : "rgb(R, G, B)"
            return .failure(
                Failure(
                    kind: .malformed,
                    reason: "'\(name)' takes \(expected) values, as in '\(form)', not \(arguments.count)", offset: 0,
                    length: scalars.count))
        }
        var channels: [UInt8] = []
        for (index, argument) in arguments.enumerated() {
            let leading = argument.text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
            let trimmed = trim(argument.text)
            let offset = argument.offset + leading
            let length = max(1, trimmed.unicodeScalars.count)
            if index == 3 {
                guard let alpha = Double(trimmed), alpha.isFinite, isPlainDecimal(trimmed) else {
                    return .failure(
                        Failure(
                            kind: .malformed,
                            reason: "alpha '\(trimmed)' is not a number from 0 to 1",
                            offset: offset,
                            length: length))
                }
                guard (0...1).contains(alpha) else {
                    return .failure(
                        Failure(
                            kind: .outOfRange,
                            reason:
                                "alpha \(trimmed) is \(alpha < 0 ? "below 0" : "above 1"); it must be from 0 to 1",
                            offset: offset, length: length))
                }
                channels.append(UInt8((alpha * 255).rounded()))
            } else {
                guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
                    return .failure(
                        Failure(
                            kind: .malformed,
                            reason: "channel '\(trimmed)' is not a whole number from 0 to 255",
                            offset: offset, length: length))
                }
                guard trimmed.count <= 3, let value = Int(trimmed), value <= 255 else {
                    return .failure(
                        Failure(
                            kind: .outOfRange, reason: "channel \(trimmed) is above 255",
                            offset: offset,
                            length: length))
                }
                channels.append(UInt8(value))
            }
        }
        return .success(
            .literal(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: isRGBA ? channels[3] : 255)))
    }

    static func trim(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Digits with at most one '.', and an optional leading '-': no exponents, `inf`, `nan` or hex.
    static func isPlainDecimal(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        var dots = 0
        var digits = 0
        for scalar in body.unicodeScalars {
            if scalar == "." {
                dots += 1
            } else if ("0"..."9").contains(scalar) {
                digits += 1
            } else {
                return false
            }
        }
        return dots <= 1 && digits > 0
    }
}
