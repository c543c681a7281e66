extension YAMLNode {
    /// A readable tree, one node per line, children indented by two spaces, each with its range:
    ///
    /// ```
    /// Mapping @1:1-3:1
    ///   Scalar(plain) "theme" @1:1-1:6
    ///   Scalar(plain) "Default" @1:8-1:15
    /// ```
    ///
    /// A mapping's pairs appear as key then value. Tags follow the kind (`Scalar(plain) !!str "8"`);
    /// control characters, quotes and backslashes in scalar text are escaped. Ends with a newline.
    public func dump() -> String {
        var out = ""
        // An explicit stack, like the parser: a deep tree must not exhaust the call stack.
        var pending: [(node: YAMLNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = pending.popLast() {
            out += String(repeating: "  ", count: depth)
            switch node.content {
            case .scalar(let scalar):
                out += "Scalar(\(scalar.style.rawValue))"
                if let tag = node.tag { out += " " + shortTag(tag) }
                out += " " + Self.escaped(scalar.value)
            case .mapping(let pairs):
                out += "Mapping"
                if let tag = node.tag { out += " " + shortTag(tag) }
                for pair in pairs.reversed() {
                    pending.append((pair.value, depth + 1))
                    pending.append((pair.key, depth + 1))
                }
            case .sequence(let items):
                out += "Sequence"
                if let tag = node.tag { out += " " + shortTag(tag) }
                for item in items.reversed() {
                    pending.append((item, depth + 1))
                }
            }
            out += " @\(node.range.start)-\(node.range.end)\n"
        }
        return out
    }

    /// `text` in double quotes, with `"`, `\` and invisible characters escaped.
    package static func escaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                out += "\\u{" + YAMLMessages.hex(Int(scalar.value), digits: 2) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
