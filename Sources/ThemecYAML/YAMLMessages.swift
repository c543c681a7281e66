public import ThemecDiagnostics

/// The stable IDs of the diagnostics the YAML stage reports.
extension DiagnosticID {
    /// libyaml could not scan or parse the text.
    public static let yamlSyntax = DiagnosticID(rawValue: "yaml-syntax")
    /// A mapping repeats a key.
    public static let duplicateKey = DiagnosticID(rawValue: "duplicate-key")
    /// A file holds more than one YAML document.
    public static let multipleDocuments = DiagnosticID(rawValue: "multiple-documents")
    /// A node carries a tag outside the core schema.
    public static let unsupportedTag = DiagnosticID(rawValue: "unsupported-tag")
    /// An alias names an anchor that was not defined before it.
    public static let undefinedAlias = DiagnosticID(rawValue: "undefined-alias")
    /// The file is larger than `YAMLLimits.maximumFileSize`.
    public static let fileTooLarge = DiagnosticID(rawValue: "file-too-large")
    /// Mappings and sequences nest deeper than `YAMLLimits.maximumDepth`.
    public static let nestingTooDeep = DiagnosticID(rawValue: "nesting-too-deep")
    /// Expanding an alias would take the nodes aliases add past `YAMLLimits.maximumAliasExpansion`, or the
    /// document past a `YAMLLimits.maximumNodes` set by the embedder.
    public static let aliasExpansionLimit = DiagnosticID(rawValue: "alias-expansion-limit")
    /// The document holds more than a `YAMLLimits.maximumNodes` set by the embedder, without any alias.
    public static let tooManyNodes = DiagnosticID(rawValue: "too-many-nodes")
    /// The bytes are not valid UTF-8.
    public static let invalidUTF8 = DiagnosticID(rawValue: "invalid-utf8")
    /// The bytes are not valid in the encoding a byte-order mark announced (UTF-16).
    public static let invalidEncoding = DiagnosticID(rawValue: "invalid-encoding")
    /// The text holds a character YAML does not allow, such as a NUL byte or another control character.
    public static let invalidCharacter = DiagnosticID(rawValue: "invalid-character")

    /// Every ID the YAML stage reports.
    public static let yamlIDs: [DiagnosticID] = [
        .yamlSyntax, .duplicateKey, .multipleDocuments, .unsupportedTag, .undefinedAlias, .fileTooLarge,
        .nestingTooDeep, .aliasExpansionLimit, .tooManyNodes, .invalidUTF8, .invalidEncoding, .invalidCharacter,
    ]
}

/// Every message the YAML stage writes, in one place: lower case, names in single quotes.
enum YAMLMessages {
    static func syntax(problem: String, context: String?) -> DiagnosticMessage {
        guard let context, !context.isEmpty else { return "\(problem)" }
        return "\(context): \(problem)"
    }

    static func tabInIndentation() -> DiagnosticMessage {
        "tabs are not allowed in indentation; use spaces"
    }

    /// The note at libyaml's context mark: "while parsing a block mapping" → "the block mapping started here".
    static func syntaxContextNote(context: String) -> DiagnosticMessage {
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

    static func outOfMemory() -> DiagnosticMessage {
        "the YAML parser ran out of memory"
    }

    static func duplicateKey(_ key: String) -> DiagnosticMessage {
        "duplicate key '\(key)'"
    }

    static func duplicateKeyFirstDefinition(_ key: String) -> DiagnosticMessage {
        "'\(key)' was first defined here"
    }

    static func multipleDocuments() -> DiagnosticMessage {
        "a theme file holds one YAML document; remove the '---' that starts a second one, or move it to its own file"
    }

    static func unsupportedTag(_ tag: String) -> DiagnosticMessage {
        "unsupported tag '\(tag)'; theme files may use only the core tags "
            + "'!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq' and '!'"
    }

    static func undefinedAlias(_ name: String) -> DiagnosticMessage {
        "undefined alias '*\(name)'; an alias must refer to an anchor '&\(name)' defined before it"
    }

    static func fileTooLarge(size: Int, limit: Int) -> DiagnosticMessage {
        "the file is \(size) bytes, larger than the limit of \(limit) bytes"
    }

    static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
        "mappings and lists nest deeper than the limit of \(limit) levels"
    }

    static func aliasExpansionLimit(limit: Int) -> DiagnosticMessage {
        "alias expansion exceeds the limit of \(limit) nodes"
    }

    static func tooManyNodes(limit: Int) -> DiagnosticMessage {
        "the document has more than the limit of \(limit) nodes"
    }

    static func invalidUTF8(problem: String, detail: String?) -> DiagnosticMessage {
        "the file is not valid UTF-8: \(problem)" + (detail.map { " (\($0))" as DiagnosticMessage } ?? "")
    }

    static func invalidEncoding(problem: String) -> DiagnosticMessage {
        "the file's text cannot be decoded: \(problem)"
    }

    static func nulCharacter() -> DiagnosticMessage {
        "the file contains a NUL byte; theme files must be text"
    }

    static func invalidCharacter(codePoint: Int) -> DiagnosticMessage {
        "the control character U+\(hex(codePoint, digits: 4)) is not allowed in YAML"
    }

    static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension YAMLDocument {
    /// The document with libyaml's message for a tab in a line's indentation ("found character that cannot
    /// start any token", "found a tab character that violates indentation") replaced by
    /// `YAMLMessages.tabInIndentation()`, pointing at the tab.
    func explainingTabs() -> YAMLDocument {
        guard diagnostics.contains(where: { $0.id == .yamlSyntax }) else { return self }
        var document = self
        document.diagnostics = diagnostics.map { diagnostic in
            guard diagnostic.id == .yamlSyntax, var range = diagnostic.range,
                let line = source.line(range.start.line)
            else { return diagnostic }
            let indentation = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }
            guard let tab = indentation.firstIndex(of: "\t") else { return diagnostic }
            let column = indentation.distance(from: indentation.startIndex, to: tab) + 1
            // The tab itself, or a message of libyaml's about one in this line's indentation.
            guard range.start.column == column || diagnostic.message.text.contains("tab character") else {
                return diagnostic
            }
            range.start = SourceLocation(line: range.start.line, column: column)
            range.end = range.start
            return .error(.yamlSyntax, YAMLMessages.tabInIndentation(), at: range)
        }
        return document
    }
}
