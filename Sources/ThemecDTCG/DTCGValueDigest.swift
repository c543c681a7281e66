import ThemecCore
import ThemecDiagnostics

/// The digest by which the import knows a shadow or transition token is still the one themec exported: the
/// export writes it in the token's `$extensions["dev.themec"].valueDigest`, the import computes it again from
/// the `$value` it reads (`docs/DTCG.md`, "Export"). It is the 64-bit FNV-1a of the value's canonical form —
/// object keys sorted (a repeated key counts once, its last value), numbers as `formatNumber` writes them, no
/// whitespace — so reformatting the file or reordering keys is no edit, while any changed value is. It tells
/// an edit from none, it does not authenticate: a tool that rewrites the digest with the value is believed.
enum DTCGValueDigest {
    /// The key in the token's `dev.themec` entry.
    static let key = "valueDigest"

    static func digest(_ value: JSONOut) -> String { fnv1a(canonical(value)) }

    static func digest(_ node: JSONNode) -> String { fnv1a(canonical(node.value)) }

    private static func canonical(_ value: JSONOut) -> String {
        switch value {
        case .object(let members):
            var last: [String: JSONOut] = [:]
            for (key, member) in members { last[key] = member }
            let keys = last.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            return "{" + keys.map { jsonString($0) + ":" + canonical(last[$0]!) }.joined(separator: ",") + "}"
        case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .string(let text): return jsonString(text)
        case .number(let number): return formatNumber(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    private static func canonical(_ value: JSONValue) -> String { canonical(out(value)) }

    private static func out(_ value: JSONValue) -> JSONOut {
        switch value {
        case .object(let members): return .object(members.map { ($0.key, out($0.value.value)) })
        case .array(let items): return .array(items.map { out($0.value) })
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
