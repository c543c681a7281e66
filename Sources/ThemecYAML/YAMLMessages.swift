public import ThemecDiagnostics

/// The stable IDs of the diagnostics the YAML stage reports.
extension DiagnosticID {
    /// libyaml could not scan or parse the text.
    public static let yamlSyntax: DiagnosticID = "yaml-syntax"
    /// A mapping repeats a key.
    public static let duplicateKey: DiagnosticID = "duplicate-key"
    /// A file holds more than one YAML document.
    public static let multipleDocuments: DiagnosticID = "multiple-documents"
    /// A node carries a tag outside the core schema.
    public static let unsupportedTag: DiagnosticID = "unsupported-tag"
    /// An alias names an anchor that was not defined before it.
    public static let undefinedAlias: DiagnosticID = "undefined-alias"
    /// The file is larger than `YAMLLimits.maximumFileSize`.
    public static let fileTooLarge: DiagnosticID = "file-too-large"
    /// Mappings and sequences nest deeper than `YAMLLimits.maximumDepth`.
    public static let nestingTooDeep: DiagnosticID = "nesting-too-deep"
    /// Expanding an alias would take the document past `YAMLLimits.maximumNodes`.
    public static let aliasExpansionLimit: DiagnosticID = "alias-expansion-limit"
    /// The document holds more than `YAMLLimits.maximumNodes` nodes without any alias.
    public static let tooManyNodes: DiagnosticID = "too-many-nodes"
    /// The bytes are not valid UTF-8.
    public static let invalidUTF8: DiagnosticID = "invalid-utf8"
    /// The bytes are not valid in the encoding a byte-order mark announced (UTF-16).
    public static let invalidEncoding: DiagnosticID = "invalid-encoding"
    /// The text holds a character YAML does not allow, such as a NUL byte or another control character.
    public static let invalidCharacter: DiagnosticID = "invalid-character"
}

/// Every message the YAML stage writes, in one place: lower case, names in single quotes.
enum YAMLMessages {
    static func syntax(problem: String, context: String?) -> String {
        guard let context, !context.isEmpty else { return problem }
        return "\(context): \(problem)"
    }

    /// The note at libyaml's context mark: "while parsing a block mapping" → "the block mapping started here".
    static func syntaxContextNote(context: String) -> String {
        for prefix in ["while parsing ", "while scanning "] where context.hasPrefix(prefix) {
            var subject = String(context.dropFirst(prefix.count))
            if subject.hasPrefix("a ") {
                subject = "the " + subject.dropFirst(2)
            } else if subject.hasPrefix("an ") {
                subject = "the " + subject.dropFirst(3)
            }
            return "\(subject) started here"
        }
        return "\(context) (started here)"
    }

    static func outOfMemory() -> String {
        "the YAML parser ran out of memory"
    }

    static func duplicateKey(_ key: String) -> String {
        "duplicate key '\(quoted(key))'"
    }

    static func duplicateKeyFirstDefinition(_ key: String) -> String {
        "'\(quoted(key))' was first defined here"
    }

    static func multipleDocuments() -> String {
        "a theme file holds one YAML document; remove the '---' that starts a second one, or move it to its own file"
    }

    static func unsupportedTag(_ tag: String) -> String {
        "unsupported tag '\(quoted(tag))'; theme files may use only the core tags "
            + "'!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq' and '!'"
    }

    static func undefinedAlias(_ name: String) -> String {
        "undefined alias '*\(quoted(name))'; an alias must refer to an anchor '&\(quoted(name))' defined before it"
    }

    static func fileTooLarge(size: Int, limit: Int) -> String {
        "the file is \(size) bytes, larger than the limit of \(limit) bytes"
    }

    static func nestingTooDeep(limit: Int) -> String {
        "mappings and lists nest deeper than the limit of \(limit) levels"
    }

    static func aliasExpansionLimit(limit: Int) -> String {
        "alias expansion exceeds the limit of \(limit) nodes"
    }

    static func tooManyNodes(limit: Int) -> String {
        "the document has more than the limit of \(limit) nodes"
    }

    static func invalidUTF8(problem: String, detail: String?) -> String {
        "the file is not valid UTF-8: \(problem)" + (detail.map { " (\($0))" } ?? "")
    }

    static func invalidEncoding(problem: String) -> String {
        "the file's text cannot be decoded: \(problem)"
    }

    static func nulCharacter() -> String {
        "the file contains a NUL byte; theme files must be text"
    }

    static func invalidCharacter(codePoint: Int) -> String {
        "the control character U+\(hex(codePoint, digits: 4)) is not allowed in YAML"
    }

    /// Text shown inside single quotes in a message, with control characters made visible.
    static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(200) {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{\(hex(Int(scalar.value), digits: 2))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if text.unicodeScalars.count > 200 { out += "…" }
        return out
    }

    static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
