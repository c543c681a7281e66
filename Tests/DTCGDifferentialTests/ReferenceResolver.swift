import Foundation

/// The test's own DTCG 2025.10 resolver (format module: groups, `$type` inheritance, `$root`, `$extends`,
/// curly-brace aliases and `$ref` JSON Pointers; resolver module: sets, modifiers, contexts,
/// `resolutionOrder`). Written from the specification for the differential test, sharing no code with
/// ThemecDTCG: where the two disagree, one of them is wrong.
struct ReferenceResolver {
    /// Where a token's definition is: the file and the lines of its object, and for a resolver's source the
    /// resolver entries it came through (a set, a modifier, a `$ref`), where a diagnostic about it may be.
    struct Origin: Hashable {
        var file: String
        var lines: ClosedRange<Int>
        var via: [Origin] = []

        func contains(file other: String, line: Int) -> Bool {
            (file == other && lines.contains(line)) || via.contains { $0.contains(file: other, line: line) }
        }
    }

    /// A token after merging and `$extends`, before its value is followed.
    struct Token {
        var path: [String]
        var declaredType: String?
        var inheritedType: String?
        var value: OrderedJSON
        var origin: Origin
    }

    /// A value tagged with the file each object came from (a merged tree mixes files).
    indirect enum Node {
        case object([(key: String, value: Node)], origin: Origin)
        case leaf(OrderedJSON)

        init(_ json: OrderedJSON, file: String, via: [Origin] = []) {
            if case .object(let members, let lines) = json {
                self = .object(
                    members.map { ($0.key, Node($0.value, file: file, via: via)) },
                    origin: Origin(file: file, lines: lines, via: via))
            } else {
                self = .leaf(json)
            }
        }

        var members: [(key: String, value: Node)]? {
            if case .object(let members, _) = self { return members }
            return nil
        }

        subscript(key: String) -> Node? { members?.last { $0.key == key }?.value }

        /// Back to plain JSON (for token values).
        var json: OrderedJSON {
            switch self {
            case .object(let members, let origin):
                return .object(members.map { ($0.key, $0.value.json) }, lines: origin.lines)
            case .leaf(let json): return json
            }
        }

        var isToken: Bool { self["$value"] != nil }
    }

    /// The outcome for one token.
    enum Outcome: Equatable {
        case value(Expected)
        /// Not a valid token of a type the test resolves (why, for failure messages).
        case invalid(String)
    }

    /// A value in the units themec's resolve prints: colours as sRGB components 0…1 (unclipped) and alpha;
    /// lengths in points; durations in milliseconds; plain numbers.
    enum Expected: Equatable {
        case color(red: Double, green: Double, blue: Double, alpha: Double)
        case length(Double)
        case number(Double)
        case duration(Double)
        /// Font families, most preferred first.
        case fontFamily([String])
        /// A weight from 1 to 1000 (keywords by the format's table).
        case fontWeight(Double)
        /// A type the test reads but does not compare (composites), named.
        case other(String)
    }

    /// Tokens by dotted path, in document order.
    private(set) var tokens: [Token] = []
    private var index: [String: Int] = [:]
    private let root: Node

    static func key(_ path: [String]) -> String { path.joined(separator: ".") }

    /// Flattens a merged tree: `$extends` applied, `$type` inherited.
    init(root: Node) {
        self.root = root
        let expanded = Self.expandExtends(root, root: root, path: [], visiting: [])
        walk(expanded, path: [], type: nil)
    }

    private mutating func walk(_ node: Node, path: [String], type: String?) {
        guard let members = node.members else { return }
        let groupType =
            node["$type"].flatMap { if case .leaf(.string(let s)) = $0 { return s } else { return nil } } ?? type
        for (key, child) in members {
            if key.hasPrefix("$") && key != "$root" { continue }
            // Names may not contain '.', '{' or '}' (the format's rule): such a token is not one.
            if key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) { continue }
            guard case .object(_, let origin) = child else { continue }
            let childPath = path + [key]
            if let value = child["$value"] {
                let declared: String? = {
                    if case .leaf(.string(let s))? = child["$type"] { return s }
                    return nil
                }()
                index[Self.key(childPath)] = tokens.count
                tokens.append(
                    Token(
                        path: childPath, declaredType: declared, inheritedType: groupType, value: value.json,
                        origin: origin))
            } else if key != "$root" {
                walk(child, path: childPath, type: groupType)
            }
        }
    }

    /// A group with `$extends` becomes the named group's members, deep-merged under its own.
    private static func expandExtends(_ node: Node, root: Node, path: [String], visiting: Set<String>) -> Node {
        guard case .object(var members, let origin) = node, !node.isToken else { return node }
        if let extends = node["$extends"], let target = groupPath(of: extends) {
            members.removeAll { $0.key == "$extends" }
            let key = Self.key(target)
            // Extending the group itself or one that holds it is a cycle (the format's groups.md example).
            if !visiting.contains(key), !path.starts(with: target), let base = lookup(target, in: root),
                base.members != nil, !base.isToken
            {
                let expandedBase = expandExtends(
                    base, root: root, path: target, visiting: visiting.union([key, Self.key(path)]))
                if case .object(let merged, _) = merge(expandedBase, .object(members, origin: origin)) {
                    members = merged
                }
            }
        }
        return .object(
            members.map { member in
                (
                    member.key,
                    member.key.hasPrefix("$") && member.key != "$root"
                        ? member.value
                        : expandExtends(member.value, root: root, path: path + [member.key], visiting: visiting)
                )
            }, origin: origin)
    }

    private static func groupPath(of extends: Node) -> [String]? {
        if case .leaf(.string(let text)) = extends, let path = aliasPath(text) { return path }
        if case .leaf(.string(let pointer))? = extends["$ref"] { return pointerPath(pointer) }
        return nil
    }

    static func lookup(_ path: [String], in node: Node) -> Node? {
        var current = node
        for segment in path {
            guard let next = current[segment] else { return nil }
            current = next
        }
        return current
    }

    /// Later wins: tokens replace tokens whole, groups merge member by member.
    static func merge(_ base: Node, _ over: Node) -> Node {
        guard case .object(var members, _) = base, case .object(let overMembers, let origin) = over,
            !base.isToken, !over.isToken
        else { return over }
        for (key, value) in overMembers {
            if let at = members.firstIndex(where: { $0.key == key }) {
                members[at].value = merge(members[at].value, value)
            } else {
                members.append((key, value))
            }
        }
        return .object(members, origin: origin)
    }

    /// `{a.b.c}` → `[a, b, c]`.
    static func aliasPath(_ text: String) -> [String]? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let path = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return path.contains("") ? nil : path
    }

    /// `#/a/b~1c` → `[a, b/c]` (RFC 6901); `nil` for pointers into other documents.
    static func pointerPath(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") || pointer == "#" else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    // MARK: Values

    func token(_ path: [String]) -> Token? { index[Self.key(path)].map { tokens[$0] } }

    /// The type and resolved value of a token, following aliases (whole-value and inside composites).
    func resolve(_ token: Token) -> Outcome { resolveWithChain(token).0 }

    /// `resolve`, with where the token and every token its whole-value aliases pass through are defined.
    func resolveWithChain(_ token: Token) -> (Outcome, [Origin]) {
        var seen: Set<String> = [Self.key(token.path)]
        let followed = follow(token, seen: &seen)
        let chain =
            [token.origin]
            + seen.sorted().compactMap {
                self.token($0.split(separator: ".", omittingEmptySubsequences: false).map(String.init))?.origin
            }.filter { $0 != token.origin }
        guard let (type, value) = followed else { return (.invalid("unresolvable reference or cycle"), chain) }
        guard let type else { return (.invalid("no $type"), chain) }
        return (Self.typed(type, value), chain)
    }

    /// The token's type (own, group's, or its alias target's) and its value with every reference replaced.
    private func follow(_ token: Token, seen: inout Set<String>) -> (String?, OrderedJSON)? {
        let own = token.declaredType ?? token.inheritedType
        if let target = referencedToken(token.value) {
            guard seen.insert(Self.key(target.path)).inserted, seen.count < 200 else { return nil }
            guard let (type, value) = follow(target, seen: &seen) else { return nil }
            if let declared = token.declaredType, let type, declared != type { return nil }
            return (own ?? type, value)
        }
        guard let value = substitute(token.value, seen: seen, depth: 0) else { return nil }
        return (own, value)
    }

    /// The token a whole value refers to: `"{a.b}"`, or `{"$ref": "#/a/b/$value"}`.
    private func referencedToken(_ value: OrderedJSON) -> Token? {
        if case .string(let text) = value, let path = Self.aliasPath(text) {
            return token(path)
                ?? Token(
                    path: path, declaredType: nil, inheritedType: nil, value: .null,
                    origin: Origin(file: "", lines: 0...0))
        }
        if let pointer = value["$ref"]?.string, value.members?.count == 1, let path = Self.pointerPath(pointer),
            path.last == "$value", let target = token(Array(path.dropLast()))
        {
            return target
        }
        return nil
    }

    /// The value with references inside it (composite members, colour components) replaced by their targets.
    private func substitute(_ value: OrderedJSON, seen: Set<String>, depth: Int) -> OrderedJSON? {
        guard depth < 50 else { return nil }
        switch value {
        case .null: return nil
        case .string(let text):
            guard let path = Self.aliasPath(text) else { return value }
            guard let target = token(path), !seen.contains(Self.key(path)) else { return nil }
            var inner = seen.union([Self.key(path)])
            return follow(target, seen: &inner)?.1
        case .array(let items):
            var out: [OrderedJSON] = []
            for item in items {
                guard let resolved = substitute(item, seen: seen, depth: depth + 1) else { return nil }
                out.append(resolved)
            }
            return .array(out)
        case .object(let members, let lines):
            if members.count == 1, let pointer = members[0].value.string, members[0].key == "$ref" {
                guard let path = Self.pointerPath(pointer), let dollar = path.firstIndex(of: "$value"),
                    let target = token(Array(path[..<dollar])), !seen.contains(Self.key(target.path))
                else { return nil }
                var inner = seen.union([Self.key(target.path)])
                guard var node = follow(target, seen: &inner)?.1 else { return nil }
                for segment in path[(dollar + 1)...] {
                    if let array = node.array, let at = Int(segment), array.indices.contains(at) {
                        node = array[at]
                    } else if let next = node[segment] {
                        node = next
                    } else {
                        return nil
                    }
                }
                return node
            }
            var out: [(key: String, value: OrderedJSON)] = []
            for (key, member) in members {
                guard let resolved = substitute(member, seen: seen, depth: depth + 1) else { return nil }
                out.append((key, resolved))
            }
            return .object(out, lines: lines)
        default: return value
        }
    }

    /// A resolved value read as its type.
    static func typed(_ type: String, _ value: OrderedJSON) -> Outcome {
        switch type {
        case "color":
            return ReferenceColor.read(value).map { .value(.color(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3)) }
                ?? .invalid("not a colour")
        case "dimension":
            if let number = value["value"]?.number, let unit = value["unit"]?.string, value.members?.count == 2 {
                switch unit {
                case "px": return .value(.length(number))
                case "rem": return .value(.length(number * 16))
                default: return .invalid("unit \(unit)")
                }
            }
            if let text = value.string, let length = legacyLength(text) { return .value(.length(length)) }
            return .invalid("not a dimension")
        case "number":
            return value.number.map { .value(.number($0)) } ?? .invalid("not a number")
        case "duration":
            if let number = value["value"]?.number, let unit = value["unit"]?.string, value.members?.count == 2 {
                switch unit {
                case "ms": return .value(.duration(number))
                case "s": return .value(.duration(number * 1000))
                default: return .invalid("unit \(unit)")
                }
            }
            return .invalid("not a duration")
        case "fontFamily":
            if let name = value.string { return .value(.fontFamily([name])) }
            let names = value.array?.compactMap(\.string) ?? []
            return names.isEmpty || names.count != value.array?.count
                ? .invalid("not a font family") : .value(.fontFamily(names))
        case "fontWeight":
            if let number = value.number, (1...1000).contains(number) { return .value(.fontWeight(number)) }
            if let keyword = value.string, let number = fontWeights[keyword] { return .value(.fontWeight(number)) }
            return .invalid("not a font weight")
        case "cubicBezier", "strokeStyle", "border", "transition", "shadow", "gradient", "typography":
            return .value(.other(type))
        default:
            return .invalid("unknown type \(type)")
        }
    }

    /// The format's font weight keywords.
    static let fontWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// `"4px"`, `"1.5rem"`: the form before 2025.10, still common.
    static func legacyLength(_ text: String) -> Double? {
        for (unit, factor) in [("px", 1.0), ("rem", 16.0)] where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)), number.isFinite { return number * factor }
        }
        return nil
    }
}
