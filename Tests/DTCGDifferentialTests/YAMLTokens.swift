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

    static func convert(_ node: YAMLNode) -> OrderedJSON {
        switch node.content {
        case .mapping(let mapping):
            let lines = node.range.start.line...node.range.end.line
            return .object(mapping.map { (key: $0.key.scalarValue ?? "", value: convert($0.value)) }, lines: lines)
        case .sequence(let sequence): return .array(sequence.map(convert))
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
}
