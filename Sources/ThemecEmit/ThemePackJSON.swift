/// A JSON value as a theme pack writes it: built as a tree, printed deterministically (object keys in the
/// order they were added, two-space indentation, numbers as plain decimals).
public indirect enum ThemePackJSON: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([ThemePackJSON])
    /// Key–value pairs in order of writing.
    case object([(String, ThemePackJSON)])

    public static func == (lhs: ThemePackJSON, rhs: ThemePackJSON) -> Bool { lhs.text() == rhs.text() }
    public func hash(into hasher: inout Hasher) { hasher.combine(text()) }

    /// The value as JSON text, ending in a newline at the top level.
    public func text() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .number(let value): out += Self.number(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            // Arrays of scalars stay on one line.
            if items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (index, pair) in pairs.enumerated() {
                out += inner + Self.quoted(pair.0) + ": "
                pair.1.write(into: &out, indent: inner)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool: return true
        case .array, .object: return false
        }
    }

    /// A number as JSON: integers without a fraction, others in Swift's shortest round-tripping form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `text` as a JSON string: `"` and `\` escaped, every character below U+0020 as `\uXXXX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
