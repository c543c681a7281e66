internal import ThemecDiagnostics

/// What a core-schema tag promises about its node, checked: `!!int 8.5`, `!!bool yes`, `!!map` on a scalar
/// are errors, not a tag silently dropped. The types' forms are the YAML 1.2 core schema's (10.3.2).
///
/// A tag is then honoured by the theme stage through `YAMLScalar`: `!!str 8` is the text "8" (as `"8"` is),
/// and `!!int`, `!!float`, `!!bool`, `!!null` make even a quoted scalar read as that type.
enum YAMLTagCheck {
    static let prefix = "tag:yaml.org,2002:"

    /// Why a node of `kind` (`scalar`, `mapping`, `sequence`) with `text` (a scalar's) cannot carry `tag`;
    /// `nil` when it can.
    static func problem(tag: String, kind: String, text: [UInt8]) -> DiagnosticMessage? {
        guard tag.hasPrefix(prefix) else { return nil }
        let name = String(tag.dropFirst(prefix.count))
        switch name {
        case "map", "seq":
            let wanted = name == "map" ? "mapping" : "sequence"
            return kind == wanted ? nil : "the tag '!!\(name)' says a \(wanted), but this is a \(kind)"
        case "str", "int", "float", "bool", "null":
            guard kind == "scalar" else { return "the tag '!!\(name)' says a scalar, but this is a \(kind)" }
            let matches =
                switch name {
                case "int": isInt(text)
                case "float": isFloat(text)
                case "bool":
                    ["true", "True", "TRUE", "false", "False", "FALSE"].contains(String(decoding: text, as: UTF8.self))
                case "null": ["", "~", "null", "Null", "NULL"].contains(String(decoding: text, as: UTF8.self))
                default: true
                }
            guard !matches else { return nil }
            let what =
                switch name {
                case "int": "an integer (such as 8 or -2)"
                case "float": "a number (such as 1.5)"
                case "bool": "true or false"
                default: "null (empty, '~' or 'null')"
                }
            return "the tag '!!\(name)' says \(what), but the value is '\(String(decoding: text, as: UTF8.self))'"
        default:
            return nil
        }
    }

    private static func isDigits(_ bytes: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(allowed)
    }

    private static func isDecimalDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
    static func isInt(_ text: [UInt8]) -> Bool {
        var bytes = text[...]
        if bytes.starts(with: Array("0o".utf8)) { return isDigits(bytes.dropFirst(2)) { (0x30...0x37).contains($0) } }
        if bytes.starts(with: Array("0x".utf8)) {
            return isDigits(bytes.dropFirst(2)) { isDecimalDigit($0) || (0x41...0x46).contains($0 & 0xDF) }
        }
        if let first = bytes.first, first == 0x2B || first == 0x2D { bytes = bytes.dropFirst() }
        return isDigits(bytes, isDecimalDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf` and `\.nan` in their three spellings.
    static func isFloat(_ text: [UInt8]) -> Bool {
        let string = String(decoding: text, as: UTF8.self)
        if [".nan", ".NaN", ".NAN"].contains(string) { return true }
        var bytes = text[...]
        if let first = bytes.first, first == 0x2B || first == 0x2D { bytes = bytes.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(String(decoding: bytes, as: UTF8.self)) { return true }
        let mantissaEnd = bytes.firstIndex { $0 == 0x65 || $0 == 0x45 } ?? bytes.endIndex
        let mantissa = bytes[..<mantissaEnd]
        let parts = mantissa.split(separator: 0x2E, maxSplits: 1, omittingEmptySubsequences: false)
        guard !mantissa.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(isDecimalDigit) }),
            parts.contains(where: { !$0.isEmpty })
        else { return false }
        guard mantissaEnd < bytes.endIndex else { return true }
        var exponent = bytes[(mantissaEnd + 1)...]
        if let first = exponent.first, first == 0x2B || first == 0x2D { exponent = exponent.dropFirst() }
        return isDigits(exponent, isDecimalDigit)
    }
}
