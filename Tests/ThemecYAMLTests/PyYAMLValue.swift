import Foundation
import ThemecYAML

/// A loaded YAML value in the form the differential test compares: scalars as tagged text (`s:` string,
/// `i:` integer, `t:` timestamp, …), floats as numbers so that `nan` equals itself, keys as text.
///
/// Only for comparing with PyYAML: themec itself keeps scalars as strings and decides from context.
indirect enum PyYAMLValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case text(String)
    case float(Double)
    case list([PyYAMLValue])
    case map([String: PyYAMLValue])

    static func == (lhs: PyYAMLValue, rhs: PyYAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.text(let a), .text(let b)): return a == b
        case (.float(let a), .float(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.list(let a), .list(let b)): return a == b
        case (.map(let a), .map(let b)): return a == b
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .text(let text): return jsonLike(text)
        case .float(let value): return "f:\(value)"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let pairs):
            return "{" + pairs.keys.sorted().map { "\(jsonLike($0)): \(pairs[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    private func jsonLike(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            + "\""
    }

    /// The value from the reference script's JSON (parsed by `JSONSerialization`). Numbers never occur
    /// there except as booleans: every number is tagged text.
    init?(json: Any) {
        switch json {
        case is NSNull: self = .null
        case let text as String:
            if text.hasPrefix("f:") {
                guard let value = Double(text.dropFirst(2)) else { return nil }
                self = .float(value)
            } else {
                self = .text(text)
            }
        case let number as NSNumber: self = .bool(number.boolValue)
        case let items as [Any]:
            var values: [PyYAMLValue] = []
            for item in items {
                guard let value = PyYAMLValue(json: item) else { return nil }
                values.append(value)
            }
            self = .list(values)
        case let object as [String: Any]:
            var values: [String: PyYAMLValue] = [:]
            for (key, item) in object {
                guard let value = PyYAMLValue(json: item) else { return nil }
                values[key] = value
            }
            self = .map(values)
        default: return nil
        }
    }

    /// The text PyYAML's reference script uses for this value as a mapping key; `nil` for a collection,
    /// which PyYAML cannot use as a key.
    var keyText: String? {
        switch self {
        case .null: return "n:"
        case .bool(let value): return value ? "b:true" : "b:false"
        case .text(let text): return text
        case .float(let value): return "f:" + Self.pythonRepr(value)
        case .list, .map: return nil
        }
    }

    /// Close to Python's `repr` for the floats that appear as keys.
    static func pythonRepr(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return String(value)
    }
}

/// What PyYAML's safe loader makes of our node tree: YAML 1.1 resolution of untagged plain scalars, the
/// core constructors for explicit tags. Fails (returns `nil`) where PyYAML's loader would fail.
enum PyYAMLResolution {
    enum Failure: Error, Equatable {
        /// A list or mapping used as a key (Python cannot hash it).
        case collectionKey
        /// A `<<` key: PyYAML merges mappings, we keep the key.
        case mergeKey
        /// A scalar PyYAML's constructor rejects (`!!int abc`, the `=` value key, …).
        case unconstructible(String)
    }

    /// - Parameter bangIsImplicit: resolve a plain scalar tagged `!` like an untagged one, as PyYAML does;
    ///   YAML makes it a string.
    static func value(of node: YAMLNode, bangIsImplicit: Bool = false) throws(Failure) -> PyYAMLValue {
        // An explicit stack would be more robust, but test-suite inputs are shallow.
        switch node.content {
        case .scalar(let scalar):
            if bangIsImplicit, node.tag == "!", scalar.style == .plain { return try implicit(scalar.value) }
            return try resolve(scalar, tag: node.tag)
        case .sequence(let items):
            var values: [PyYAMLValue] = []
            for item in items { values.append(try value(of: item, bangIsImplicit: bangIsImplicit)) }
            return .list(values)
        case .mapping(let pairs):
            var values: [String: PyYAMLValue] = [:]
            for pair in pairs {
                if pair.key.tag == nil, let key = pair.key.scalar, key.style == .plain, key.value == "<<" {
                    throw .mergeKey
                }
                guard let key = try value(of: pair.key, bangIsImplicit: bangIsImplicit).keyText else {
                    throw .collectionKey
                }
                values[key] = try value(of: pair.value, bangIsImplicit: bangIsImplicit)
            }
            return .map(values)
        }
    }

    static func resolve(_ scalar: YAMLScalar, tag: String?) throws(Failure) -> PyYAMLValue {
        let text = scalar.value
        switch tag {
        case nil where scalar.style == .plain:
            return try implicit(text)
        case nil, "!", "tag:yaml.org,2002:str":
            return .text("s:" + text)
        case "tag:yaml.org,2002:int":
            guard let value = integer(text) else { throw .unconstructible(text) }
            return value
        case "tag:yaml.org,2002:float":
            guard let value = float(text) else { throw .unconstructible(text) }
            return value
        case "tag:yaml.org,2002:bool":
            guard let value = boolean(text.lowercased()) else { throw .unconstructible(text) }
            return .bool(value)
        case "tag:yaml.org,2002:null":
            return .null
        default:
            throw .unconstructible(text)
        }
    }

    // The resolvers PyYAML tries, in its order, for a plain scalar without a tag.
    nonisolated(unsafe) static let boolPattern = try! Regex(
        #"yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF"#)
    nonisolated(unsafe) static let floatPattern = try! Regex(
        #"[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?"#
            + #"|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"#)
    nonisolated(unsafe) static let intPattern = try! Regex(
        #"[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+"#
            + #"|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+"#)
    nonisolated(unsafe) static let nullPattern = try! Regex(#"~|null|Null|NULL|"#)
    nonisolated(unsafe) static let timestampPattern = try! Regex(
        #"[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]"#
            + #"|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9]"#
            + #"(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?"#)

    static func implicit(_ text: String) throws(Failure) -> PyYAMLValue {
        if text.wholeMatch(of: boolPattern) != nil { return .bool(boolean(text.lowercased())!) }
        if text.wholeMatch(of: floatPattern) != nil, let value = float(text) { return value }
        if text.wholeMatch(of: intPattern) != nil, let value = integer(text) { return value }
        if text.wholeMatch(of: nullPattern) != nil { return .null }
        if text.wholeMatch(of: timestampPattern) != nil { return .text("t:" + text) }
        if text == "=" { throw .unconstructible(text) }
        return .text("s:" + text)
    }

    static func boolean(_ lowered: String) -> Bool? {
        switch lowered {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: return nil
        }
    }

    /// `construct_yaml_int`: underscores dropped, `0b`, `0x`, a leading `0` for octal, `:` for base 60.
    static func integer(_ text: String) -> PyYAMLValue? {
        var digits = Substring(text.filter { $0 != "_" })
        var sign = 1
        if digits.first == "-" { sign = -1 }
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        let magnitude: Int?
        if digits == "0" {
            magnitude = 0
        } else if digits.hasPrefix("0b") {
            magnitude = Int(digits.dropFirst(2), radix: 2)
        } else if digits.hasPrefix("0x") {
            magnitude = Int(digits.dropFirst(2), radix: 16)
        } else if digits.hasPrefix("0") {
            magnitude = Int(digits, radix: 8)
        } else if digits.contains(":") {
            var total = 0
            for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
                guard let value = Int(part) else { return nil }
                total = total * 60 + value
            }
            magnitude = total
        } else {
            magnitude = Int(digits)
        }
        return magnitude.map { .text("i:\(sign * $0)") }
    }

    /// `construct_yaml_float`: underscores dropped, `.inf`, `.nan`, `:` for base 60.
    static func float(_ text: String) -> PyYAMLValue? {
        var digits = Substring(text.filter { $0 != "_" }.lowercased())
        var sign = 1.0
        if digits.first == "-" { sign = -1 }
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        if digits == ".inf" { return .float(sign * .infinity) }
        if digits == ".nan" { return .float(.nan) }
        if digits.contains(":") {
            var total = 0.0
            for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
                guard let value = Double(part) else { return nil }
                total = total * 60 + value
            }
            return .float(sign * total)
        }
        return Double(digits).map { .float(sign * $0) }
    }
}
