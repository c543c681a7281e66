/// The text of a diagnostic or a note: trusted words from a catalogue with every piece of user text escaped.
///
/// A message can only be made from a string literal or an interpolation. The literal segments are the
/// catalogue's own words; every interpolated value — a `String`, a `Substring`, a number, anything
/// `CustomStringConvertible` — goes through ``escape(_:limit:)``, so a theme file can neither send escape
/// sequences to the terminal nor flood the output through a message. Interpolating a message already built
/// embeds it as it is (it is escaped once, when it was made):
///
/// ```swift
/// let name: DiagnosticMessage = "'\(token)'"
/// let message: DiagnosticMessage = "unknown key '\(key)' in \(name)"
/// ```
///
/// There is no initialiser from a `String` value; text that did not come through an interpolation cannot
/// become a message.
public struct DiagnosticMessage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The message as it is shown: printable text, user text escaped.
    public let text: String

    fileprivate init(escaped text: String) { self.text = text }

    /// A message that is only trusted words (a static string: the literal in the source).
    public init(stringLiteral value: StaticString) {
        self.text = value.description
    }

    /// A message from a string literal with interpolations, each interpolated value escaped.
    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
    }

    /// The message's text, escaped.
    public var description: String { text }

    /// Whether the message has no text.
    public var isEmpty: Bool { text.isEmpty }

    /// Builds a message: literal segments as they are, interpolated values escaped.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        fileprivate var text: String

        /// An empty interpolation, with room reserved for its parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text = ""
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// A literal segment: the catalogue's own words, trusted.
        public mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        /// A message already built: embedded as it is, not escaped again.
        public mutating func appendInterpolation(_ message: DiagnosticMessage) {
            text += message.text
        }

        /// User text (or anything else shown as text): escaped and capped by ``DiagnosticMessage/escape(_:limit:)``.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += DiagnosticMessage.escape(value.description)
        }

        /// User text escaped but not capped: paths, which a reader must see whole to find the file.
        public mutating func appendInterpolation(path: String) {
            text += DiagnosticMessage.escape(path, limit: Int.max)
        }
    }

    /// Two messages one after the other.
    public static func + (lhs: DiagnosticMessage, rhs: DiagnosticMessage) -> DiagnosticMessage {
        DiagnosticMessage(escaped: lhs.text + rhs.text)
    }

    /// The longest piece of user text a message quotes, in Unicode scalars; longer text is cut with `…`.
    public static let quoteLimit = 200

    /// `text` made safe to print: every character that could move the cursor, change the terminal or
    /// reorder what a reader sees is spelled out as `\u{1B}`, and the result is cut to `limit` scalars
    /// (then `…`).
    ///
    /// Spelled out: C0 controls (tab and newline included), DEL, C1 controls, format characters (Unicode
    /// category Cf: bidi embeddings, overrides and isolates, zero-width spaces and joiners, the byte-order
    /// mark, …), and the line and paragraph separators. Everything else is shown as it is.
    /// Escaping is idempotent: escaped text holds none of those, and text already cut is not cut again.
    ///
    /// - Parameters:
    ///   - text: the user's text.
    ///   - limit: how many scalars to show at most before `…` (an escape is never split).
    /// - Returns: printable text.
    public static func escape(_ text: some StringProtocol, limit: Int = quoteLimit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let spelled = spelledOut(scalar)
                if count + spelled.unicodeScalars.count > limit { return out + "…" }
                out += spelled
                count += spelled.unicodeScalars.count
            } else {
                if count + 1 > limit {
                    // Already cut here (a second pass over escaped text): keep the one `…`.
                    return out + "…"
                }
                out.unicodeScalars.append(scalar)
                count += 1
            }
        }
        return out
    }

    /// Whether `scalar` must be spelled out rather than printed: a control, format or separator character.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0xA0 { return false }
        let properties = scalar.properties
        // Default-ignorable code points (U+3164 HANGUL FILLER, variation selectors) show as nothing too.
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    /// `\u{1B}`, `\u{202E}`: at least two upper-case hexadecimal digits.
    public static func spelledOut(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
}

extension Sequence where Element == DiagnosticMessage {
    /// The messages one after the other with `separator` between them (each already escaped, so a long
    /// list is not cut as a whole).
    public func joined(separator: DiagnosticMessage = "") -> DiagnosticMessage {
        var text = ""
        var first = true
        for message in self {
            if !first { text += separator.text }
            text += message.text
            first = false
        }
        return DiagnosticMessage(escaped: text)
    }
}
