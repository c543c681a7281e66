import ThemecCore
import ThemecDiagnostics

/// A token's value with every reference followed.
public struct ResolvedTokenValue: Sendable {
    public var value: JSONNode
    public var type: String?
    /// When the whole value is a reference to another token, that token's path (`{a.b}`, or a `$ref` to
    /// the token or its `$value`): imports keep such aliases as theme references.
    public var aliasOf: [String]?
}

extension DTCGTokenTree {
    /// The value of the token at `path`, references followed; `nil` (with a warning) when they cannot be.
    public mutating func resolve(_ path: [String]) -> ResolvedTokenValue? {
        // A chain of plain aliases is resolved from its far end, each link once (`resolved` keeps them), so a
        // chain of any length costs its length and the recursion below stays one link deep.
        var chain: [[String]] = []
        var onChain: Set<[String]> = []
        var next: [String]? = path
        while let current = next, resolved[current] == nil, onChain.insert(current).inserted,
            let text = token(current)?.node["$value"]?.string, var target = Self.aliasPath(text)
        {
            chain.append(current)
            if token(target) == nil,
                let named = DTCGNames.defaultTokenNames.sorted().first(where: { token(target + [$0]) != nil })
            {
                target.append(named)
            }
            next = token(target) == nil ? nil : target
        }
        for link in chain.reversed().dropLast() {
            var stack: [[String]] = []
            _ = resolveToken(link, stack: &stack, from: nil)
        }
        var stack: [[String]] = []
        return resolveToken(path, stack: &stack, from: nil)
    }

    /// How many alias links a value may go through.
    static let maximumReferenceDepth = 400

    private mutating func resolveToken(_ path: [String], stack: inout [[String]], from range: SourceRange?)
        -> ResolvedTokenValue?
    {
        resolutionSteps += 1
        guard let token = token(path) else { return nil }
        if let known = resolved[path] {
            // Its warning again, for the token that refers to it (repeats are dropped when reported).
            if let failure = known.failure { diagnostics.append(failure) }
            if known.value != nil, known.depth + stack.count > Self.maximumReferenceDepth {
                diagnostics.append(DTCGMessages.referenceTooDeep(at: token.node.range))
                return nil
            }
            return known.value
        }
        if stack.contains(path) {
            let chain = (stack.drop { $0 != path } + [path]).map { $0.joined(separator: ".") }
            diagnostics.append(DTCGMessages.referenceCycle(chain, at: range ?? token.node.range))
            return nil
        }
        if stack.count > Self.maximumReferenceDepth {
            diagnostics.append(DTCGMessages.referenceTooDeep(at: token.node.range))
            return nil
        }
        stack.append(path)
        defer { stack.removeLast() }
        let before = diagnostics.count
        let result = resolveTokenValue(token, path: path, stack: &stack)
        // Kept when it does not depend on where the resolution started: a value, or a failure of its own.
        if stack.count == 1 {
            // An alias is one link more than its target (a target not kept yet is a value of its own).
            let depth = result.flatMap { value in value.aliasOf.map { (resolved[$0]?.depth ?? 1) + 1 } } ?? 1
            resolved[path] = (result, depth, result == nil ? diagnostics.dropFirst(before).first : nil)
        }
        return result
    }

    private mutating func resolveTokenValue(_ token: DTCGToken, path: [String], stack: inout [[String]])
        -> ResolvedTokenValue?
    {
        if let ref = token.node["$ref"], token.node["$value"] == nil {
            return resolvePointer(ref, ownType: token.type, tokenPath: path, stack: &stack)
        }
        guard let value = token.node["$value"] else { return nil }
        if let text = value.string, text.hasPrefix("{") {
            guard let target = Self.aliasPath(text) else {
                diagnostics.append(DTCGMessages.invalidAlias(text, in: Self.location(path), at: value.range))
                return nil
            }
            return resolveAlias(target, text: text, ownType: token.type, at: value.range, stack: &stack)
        }
        if value.members?.count == 1, let ref = value["$ref"] {
            return resolvePointer(ref, ownType: token.type, tokenPath: path, stack: &stack)
        }
        guard let substituted = substitute(value, stack: &stack) else { return nil }
        return ResolvedTokenValue(value: substituted, type: token.type, aliasOf: nil)
    }

    private mutating func resolveAlias(
        _ target: [String], text: String, ownType: String?, at range: SourceRange, stack: inout [[String]]
    ) -> ResolvedTokenValue? {
        var target = target
        if token(target) == nil {
            // `{color.red}` for a group whose default token (`$root`, `@`, `DEFAULT`) holds its value.
            guard let named = DTCGNames.defaultTokenNames.sorted().first(where: { token(target + [$0]) != nil }) else {
                diagnostics.append(DTCGMessages.unresolvedAlias(text, at: range))
                return nil
            }
            target.append(named)
        }
        guard var resolved = resolveToken(target, stack: &stack, from: range) else { return nil }
        if let ownType, let targetType = resolved.type, ownType != targetType {
            diagnostics.append(
                DTCGMessages.referenceTypeMismatch(text, targetType: targetType, ownType: ownType, at: range))
            return nil
        }
        resolved.type = ownType ?? resolved.type
        resolved.aliasOf = target
        return resolved
    }

    /// Follows a JSON Pointer (`#/a/b`, `#/a/b/$value`, `#/a/b/$value/components/0`) within this document.
    private mutating func resolvePointer(
        _ ref: JSONNode, ownType: String?, tokenPath: [String], stack: inout [[String]]
    ) -> ResolvedTokenValue? {
        guard let text = ref.string else {
            diagnostics.append(DTCGMessages.refNotAString(at: ref.range))
            return nil
        }
        guard let segments = Self.pointerSegments(text) else {
            diagnostics.append(DTCGMessages.notAPointer(text, at: ref.range))
            return nil
        }
        var split = segments.count
        while split > 0, token(Array(segments[..<split])) == nil { split -= 1 }
        guard split > 0 else {
            diagnostics.append(DTCGMessages.pointerToNoToken(text, at: ref.range))
            return nil
        }
        let target = Array(segments[..<split])
        let rest = Array(segments[split...])
        if rest.isEmpty {
            diagnostics.append(DTCGMessages.pointerToTokenObject(text, at: ref.range))
            return nil
        }
        if rest == ["$value"] {
            return resolveAlias(target, text: text, ownType: ownType, at: ref.range, stack: &stack)
        }
        guard rest.first == "$value" else {
            diagnostics.append(DTCGMessages.pointerNotToValue(text, segment: rest[0], at: ref.range))
            return nil
        }
        guard let resolved = resolveToken(target, stack: &stack, from: ref.range) else { return nil }
        var current = resolved.value
        for segment in rest.dropFirst() {
            if let items = current.array, let index = Int(segment), index >= 0, index < items.count,
                String(index) == segment
            {
                current = items[index]
            } else if let member = current[segment] {
                current = member
            } else {
                diagnostics.append(DTCGMessages.pointerToNothing(text, segment: segment, at: ref.range))
                return nil
            }
        }
        return ResolvedTokenValue(value: current, type: ownType, aliasOf: nil)
    }

    /// `#/a/b~1c` → `["a", "b/c"]`; `nil` when not a local pointer with non-empty segments.
    static func pointerSegments(_ text: String) -> [String]? {
        guard text.hasPrefix("#/") else { return nil }
        let segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            (part: Substring) -> String in
            String(part).replacingOccurrences("~1", with: "/").replacingOccurrences("~0", with: "~")
        }
        return segments.contains(where: \.isEmpty) ? nil : segments
    }

    /// `value` with references inside it (composite values, colour components) replaced by their values.
    private mutating func substitute(_ value: JSONNode, stack: inout [[String]]) -> JSONNode? {
        switch value.value {
        case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}") && Self.aliasPath(text) != nil:
            return resolveAlias(Self.aliasPath(text)!, text: text, ownType: nil, at: value.range, stack: &stack)?.value
        case .string(let text) where text.contains("{"):
            return substituteEmbedded(text, at: value.range, stack: &stack)
        case .object(let members):
            if members.count == 1, let ref = value["$ref"] {
                return resolvePointer(ref, ownType: nil, tokenPath: [], stack: &stack)?.value
            }
            var out: [(key: String, value: JSONNode)] = []
            for member in members {
                guard let item = substitute(member.value, stack: &stack) else { return nil }
                out.append((member.key, item))
            }
            return JSONNode(.object(out), at: value.range)
        case .array(let items):
            var out: [JSONNode] = []
            for item in items {
                guard let resolved = substitute(item, stack: &stack) else { return nil }
                out.append(resolved)
            }
            return JSONNode(.array(out), at: value.range)
        default:
            return value
        }
    }
}

extension DTCGTokenTree {
    /// `rgba({color.red}, 0.4)` with each `{…}` replaced by its token's value when that is a string or a
    /// number (Tokens Studio writes references inside CSS text); unchanged when a reference is anything else,
    /// so the value's reader refuses it with its own warning.
    fileprivate mutating func substituteEmbedded(_ text: String, at range: SourceRange, stack: inout [[String]])
        -> JSONNode?
    {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let reference = String(rest[open...close])
            rest = rest[rest.index(after: close)...]
            guard let target = Self.aliasPath(reference), token(target) != nil else {
                out += reference
                continue
            }
            guard let resolved = resolveAlias(target, text: reference, ownType: nil, at: range, stack: &stack) else {
                return nil
            }
            switch resolved.value.value {
            case .string(let inner): out += inner
            case .number(let number): out += formatNumber(number)
            case .object where resolved.type == "color":
                // A 2025.10 colour object inside CSS text: its sRGB hex, alpha included (Display P3 converted).
                var converter = DTCGValueConverter()
                guard let rgba = converter.color(resolved.value, name: "", range: range) else {
                    out += reference
                    continue
                }
                out +=
                    rgba.space == .displayP3
                    ? ColorSyntax.quantized(
                        ColorMath.srgb(fromDisplayP3: rgba.components), alpha: Double(rgba.alpha) / 255, space: .sRGB
                    ).hex : rgba.hex
            default: out += reference
            }
        }
        return JSONNode(.string(out + rest), at: range)
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
