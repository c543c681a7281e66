import ThemecYAML

/// DTCG written in YAML (Terrazzo's token files and resolver), read for the reference resolver through the
/// repository's YAML layer (libyaml; tested on its own against the YAML test suite) and typed by the
/// YAML 1.2 core schema: plain `null`/`~`/empty, `true`/`false`, integers and floats; everything else a string.
enum YAMLTokens {
    static func parse(_ text: String, path: String) -> OrderedJSON? {
        let document = YAMLParser.parse(bytes: Array(text.utf8), path: path)
        guard document.diagnostics.allSatisfy({ $0.severity != .error }), let root = document.root else { return nil }
        return convert(root)
    }

    /// `key`: the line of the key the node is the value of. A member's object spans from its key's line (where
    /// themec locates it, as a JSON object starts on its key's line) to its last content line: a block
    /// collection's end mark lies at the next key, which belongs to the next member.
    static func convert(_ node: YAMLNode, key: Int? = nil) -> OrderedJSON {
        switch node.content {
        case .mapping(let mapping):
            let start = min(key ?? node.range.start.line, node.range.start.line)
            let lines = start...max(start, lastLine(node))
            return .object(
                mapping.map { (key: $0.key.scalarValue ?? "", value: convert($0.value, key: $0.key.range.start.line)) },
                lines: lines)
        case .sequence(let sequence): return .array(sequence.map { convert($0) })
        case .scalar(let scalar):
            guard scalar.isPlain else { return .string(scalar.value) }
            switch scalar.value {
            case "", "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case ".inf", ".Inf", ".INF", "+.inf": return .number(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
            default:
                let text = scalar.value
                let numeric = text.allSatisfy { "0123456789+-.eE".contains($0) } && text.contains { $0.isNumber }
                if numeric, let number = Double(text) { return .number(number) }
                if text.hasPrefix("0x"), let number = Int(text.dropFirst(2), radix: 16) {
                    return .number(Double(number))
                }
                return .string(text)
            }
        }
    }

    /// The last line holding a character of the node (a block collection's end mark is past it).
    static func lastLine(_ node: YAMLNode) -> Int {
        switch node.content {
        case .mapping(let mapping):
            guard let last = mapping.last else { return node.range.start.line }
            return lastLine(last.value)
        case .sequence(let sequence):
            guard let last = sequence.last else { return node.range.start.line }
            return lastLine(last)
        case .scalar:
            let end = node.range.end
            return end.column <= 1 && end.line > node.range.start.line ? end.line - 1 : end.line
        }
    }
}
