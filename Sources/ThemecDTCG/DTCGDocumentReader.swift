import ThemecCore
import ThemecDiagnostics
import ThemecYAML

/// Reads one input file of an import into a `JSONNode` tree, whatever it was written in: JSON, JSON5/JSONC
/// (comments, trailing commas, unquoted keys, single quotes), or YAML (`.yaml`, `.yml`, through the same
/// libyaml reader as theme files). Then the token dialects are made DTCG 2025.10 (`DTCGDialects`).
enum DTCGDocumentReader {
    /// A whole document made DTCG (a Tokens Studio folder's, put together by `TokensStudioFolder`).
    static func normalise(_ root: JSONNode) -> (root: JSONNode, diagnostics: [Diagnostic]) {
        var dialects = DTCGDialects()
        let document = dialects.normalise(root)
        return (document, dialects.diagnostics)
    }

    /// The document at `path` with text `text`, or `nil` with an error; warnings either way.
    static func read(_ text: String, path: String, normalised: Bool = true) -> (
        root: JSONNode?, diagnostics: [Diagnostic]
    ) {
        let lower = path.lowercased()
        var diagnostics: [Diagnostic] = []
        let root: JSONNode
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
            let document = YAMLParser.parse(bytes: Array(text.utf8), path: path)
            diagnostics += document.diagnostics
            guard !document.diagnostics.containsErrors else { return (nil, diagnostics) }
            guard let yamlRoot = document.root else {
                diagnostics.append(DTCGMessages.invalidTokenFile(kind: "empty", at: .startOfFile(path)))
                return (nil, diagnostics)
            }
            root = json(yamlRoot)
        } else {
            do {
                let parsed = try JSONParser.parseTolerant(text, file: path)
                root = parsed.root
                diagnostics += parsed.duplicateKeys
                // `.json5` and `.jsonc` say what they are; a `.json` file that is not strict JSON is told.
                if let first = parsed.firstExtension, !lower.hasSuffix(".json5"), !lower.hasSuffix(".jsonc") {
                    diagnostics.append(DTCGMessages.jsonExtensions(at: first))
                }
            } catch {
                diagnostics.append(error)
                return (nil, diagnostics)
            }
        }
        guard normalised else { return (root, diagnostics) }
        var dialects = DTCGDialects()
        let document = dialects.normalise(root)
        return (document, diagnostics + dialects.diagnostics)
    }

    /// A YAML tree as JSON values, by the YAML 1.2 core schema: unquoted `true`/`false`, null and numbers
    /// are those; everything else is a string. Members are located at their keys, as the JSON parser does.
    static func json(_ node: YAMLNode) -> JSONNode {
        switch node.content {
        case .scalar(let scalar):
            return JSONNode(scalarValue(scalar), at: node.range)
        case .sequence(let items):
            return JSONNode(.array(items.map(json)), at: node.range)
        case .mapping(let pairs):
            let members = pairs.map { pair -> (key: String, value: JSONNode) in
                var value = json(pair.value)
                value.range = pair.key.range
                return (pair.key.scalarValue ?? "", value)
            }
            return JSONNode(.object(members), at: node.range)
        }
    }

    private static func scalarValue(_ scalar: YAMLScalar) -> JSONValue {
        guard scalar.isPlain else { return .string(scalar.value) }
        if scalar.isNull { return .null }
        switch scalar.value {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        let text = scalar.value
        let isNumber =
            !text.isEmpty
            && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
            && text.contains(where: \.isNumber)
        if isNumber, let number = Double(text), number.isFinite { return .number(number) }
        return .string(text)
    }
}
