import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The arithmetic Tokens Studio evaluates in a token's value (`{spacing.base} * 2`, `({size.lg} - 4) / 2`,
/// `roundTo({base} * 1.333, 2)`), computed as its Style Dictionary transforms compute it: references replaced by
/// their values (themselves evaluated), `px` dropped and put back, one other unit at most (`2rem * 1.5` →
/// `3rem`), `+ - * / ^ %`, parentheses and the functions of its expression parser, the result rounded to four
/// decimals. A value that is not such an expression is left as it is.
enum TokensStudioMath {
    /// The most references one evaluation follows (through values that refer on), so a cycle ends.
    static let maximumDepth = 64

    /// `root` with every token value (and every string part of a composite value) that is an expression
    /// replaced by its result. Each token is evaluated once.
    static func evaluate(_ root: JSONNode) -> JSONNode {
        var evaluator = Evaluator(root: root)
        return evaluator.rewrite(root, path: [])
    }

    /// `extensions` with its `studio.tokens.modify` replaced.
    static func replacing(_ extensions: JSONNode, modify: JSONNode) -> JSONNode {
        guard let members = extensions.members else { return extensions }
        return JSONNode(
            .object(
                members.map { member in
                    guard member.key == "studio.tokens", let inner = member.value.members else { return member }
                    return (
                        member.key,
                        JSONNode(
                            .object(inner.map { $0.key == "modify" ? ($0.key, modify) : $0 }), at: member.value.range)
                    )
                }), at: extensions.range)
    }

    private struct Evaluator {
        let root: JSONNode
        var memo: [String: String?] = [:]

        init(root: JSONNode) { self.root = root }

        mutating func rewrite(_ node: JSONNode, path: [String]) -> JSONNode {
            guard let members = node.members else { return node }
            if let value = node["$value"] {
                let rewritten = rewriteValue(value, depth: 0)
                let modify = node["$extensions"]?["studio.tokens"]?["modify"]
                var newModify: JSONNode?
                if let modify { newModify = rewriteModifier(modify) }
                // Primer's `mix` names its colour by reference.
                let mix = node["mix"]
                var newMix: JSONNode?
                if let mix { newMix = rewriteModifier(mix) }
                guard rewritten != value || newModify != modify || newMix != mix else { return node }
                return JSONNode(
                    .object(
                        members.map { member in
                            if member.key == "$value" { return (member.key, rewritten) }
                            if member.key == "mix", let newMix { return (member.key, newMix) }
                            guard member.key == "$extensions", let newModify else { return member }
                            return (member.key, TokensStudioMath.replacing(member.value, modify: newModify))
                        }), at: node.range)
            }
            return JSONNode(
                .object(
                    members.map { member in
                        member.key.hasPrefix("$")
                            ? member : (member.key, rewrite(member.value, path: path + [member.key]))
                    }), at: node.range)
        }

        /// A Tokens Studio `modify` with its `value` (a reference or arithmetic) and its `color` (a reference)
        /// replaced by what they stand for.
        mutating func rewriteModifier(_ modify: JSONNode) -> JSONNode {
            guard let members = modify.members else { return modify }
            return JSONNode(
                .object(
                    members.map { member in
                        guard member.key == "value" || member.key == "color", let text = member.value.string else {
                            return member
                        }
                        if let path = DTCGTokenTree.aliasPath(text),
                            let value = referenced(path.joined(separator: "."), depth: 1)
                        {
                            return (member.key, JSONNode(.string(value), at: member.value.range))
                        }
                        if member.key == "value", let result = evaluated(text, depth: 0) {
                            return (member.key, JSONNode(.string(result), at: member.value.range))
                        }
                        return member
                    }), at: modify.range)
        }

        /// A value with its string parts evaluated (a typography's `fontSize`, a shadow layer's `blur`).
        mutating func rewriteValue(_ value: JSONNode, depth: Int) -> JSONNode {
            switch value.value {
            case .string(let text):
                guard let result = evaluated(text, depth: depth) else { return value }
                return JSONNode(.string(result), at: value.range)
            case .object(let members):
                return JSONNode(
                    .object(members.map { ($0.key, rewriteValue($0.value, depth: depth)) }), at: value.range)
            case .array(let items):
                return JSONNode(.array(items.map { rewriteValue($0, depth: depth) }), at: value.range)
            default: return value
            }
        }

        /// The result of `text` as an expression, `nil` when it is none (a plain reference stays one).
        mutating func evaluated(_ text: String, depth: Int) -> String? {
            guard depth < TokensStudioMath.maximumDepth, text.contains(where: { "+-*/^%(".contains($0) }) else {
                return nil
            }
            // References first: each replaced by its value, itself evaluated.
            var expanded = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else { return nil }
                expanded += rest[..<open]
                let path = String(rest[rest.index(after: open)..<close])
                guard let value = referenced(path, depth: depth + 1) else { return nil }
                expanded += value
                rest = rest[rest.index(after: close)...]
            }
            expanded += rest
            return Expression.reduce(expanded)
        }

        /// The value of the token at dotted `path` as text (numbers written plainly), evaluated.
        mutating func referenced(_ path: String, depth: Int) -> String? {
            if let known = memo[path] { return known }
            guard depth < TokensStudioMath.maximumDepth else { return nil }
            // While it is being evaluated a token has no value: a cycle back to it ends there.
            memo[path] = .some(nil)
            var node: JSONNode? = root
            for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
                node = node?[String(segment)]
            }
            var result: String?
            switch node?["$value"]?.value {
            case .number(let number)?: result = formatNumber(number)
            case .string(let text)?:
                if text.hasPrefix("{"), text.hasSuffix("}"), text.dropFirst().firstIndex(of: "{") == nil {
                    result = referenced(String(text.dropFirst().dropLast()), depth: depth + 1)
                } else {
                    result = evaluated(text, depth: depth) ?? text
                }
            default: result = nil
            }
            memo[path] = result
            return result
        }
    }

    /// One expression of numbers with at most one unit besides `px`.
    enum Expression {
        /// `8px * 2` → `16px`, `2rem * 1.5` → `3rem`, `roundTo(1.23456, 2)` → `1.23`; `nil` when `text` is not an
        /// expression with an operator or function, or mixes units.
        static func reduce(_ text: String) -> String? {
            let hasPx = text.contains("px")
            let withoutPx = text.replacingOccurrences("px", with: "")
            var parser = Parser(Array(withoutPx.unicodeScalars))
            guard let value = parser.parseAll(), parser.sawOperator, value.isFinite, parser.units.count <= 1
            else { return nil }
            let unit = parser.units.first ?? (hasPx ? "px" : "")
            let rounded = (value * 10_000).rounded() / 10_000
            return formatNumber(rounded == 0 ? 0 : rounded) + unit
        }
    }

    /// A recursive-descent parser of expr-eval's arithmetic: `+ -` < `* / %` < unary `-` < `^` < calls.
    struct Parser {
        var scalars: [Unicode.Scalar]
        var index = 0
        var units: Set<String> = []
        var sawOperator = false
        var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func parseAll() -> Double? {
            guard let value = sum() else { return nil }
            skipSpaces()
            return index == scalars.count ? value : nil
        }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }

        mutating func peek() -> Unicode.Scalar? {
            skipSpaces()
            return index < scalars.count ? scalars[index] : nil
        }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while let next = peek(), next == "+" || next == "-" {
                index += 1
                sawOperator = true
                guard let right = product() else { return nil }
                value = next == "+" ? value + right : value - right
            }
            return value
        }

        mutating func product() -> Double? {
            guard var value = unary() else { return nil }
            while let next = peek(), next == "*" || next == "/" || next == "%" {
                index += 1
                sawOperator = true
                guard let right = unary() else { return nil }
                switch next {
                case "*": value *= right
                case "/": value /= right
                default: value = value.truncatingRemainder(dividingBy: right)
                }
            }
            return value
        }

        mutating func unary() -> Double? {
            if peek() == "-" {
                index += 1
                return unary().map { -$0 }
            }
            if peek() == "+" {
                index += 1
                return unary()
            }
            return power()
        }

        mutating func power() -> Double? {
            guard let base = atom() else { return nil }
            if peek() == "^" {
                index += 1
                sawOperator = true
                guard let exponent = unary() else { return nil }
                return pow(base, exponent)
            }
            return base
        }

        mutating func atom() -> Double? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 256, let next = peek() else { return nil }
            if next == "(" {
                index += 1
                guard let value = sum(), peek() == ")" else { return nil }
                index += 1
                return value
            }
            if next.properties.isASCIIHexDigit && ("0"..."9").contains(next) || next == "." {
                var text = ""
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard let number = Double(text) else { return nil }
                // A unit right after the number (`rem`, `%` followed by nothing that continues an expression).
                var unit = ""
                while index < scalars.count, scalars[index].properties.isAlphabetic {
                    unit.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if unit.isEmpty, index < scalars.count, scalars[index] == "%", isEndAfterPercent() {
                    unit = "%"
                    index += 1
                }
                if !unit.isEmpty { units.insert(unit) }
                return number
            }
            if next.properties.isAlphabetic {
                var name = ""
                while index < scalars.count, scalars[index].properties.isAlphabetic {
                    name.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard peek() == "(" else { return constant(name) }
                index += 1
                var arguments: [Double] = []
                if peek() != ")" {
                    repeat {
                        guard let argument = sum() else { return nil }
                        arguments.append(argument)
                    } while peek() == ","
                        && {
                            index += 1; return true
                        }()
                }
                guard peek() == ")" else { return nil }
                index += 1
                sawOperator = true
                return call(name, arguments)
            }
            return nil
        }

        /// Whether a `%` at `index` ends the number's term (a unit) rather than being the remainder operator.
        func isEndAfterPercent() -> Bool {
            var next = index + 1
            while next < scalars.count, scalars[next] == " " { next += 1 }
            guard next < scalars.count else { return true }
            return ")+-*/,".unicodeScalars.contains(scalars[next])
        }

        func constant(_ name: String) -> Double? {
            switch name {
            case "PI": return Double.pi
            case "E": return M_E
            default: return nil
            }
        }

        func call(_ name: String, _ a: [Double]) -> Double? {
            switch (name, a.count) {
            case ("roundTo", 2):
                let scale = pow(10, a[1].rounded())
                return (a[0] * scale).rounded(.toNearestOrAwayFromZero) / scale
            case ("roundTo", 1), ("round", 1): return a[0].rounded(.toNearestOrAwayFromZero)
            case ("floor", 1): return a[0].rounded(.down)
            case ("ceil", 1): return a[0].rounded(.up)
            case ("trunc", 1): return a[0].rounded(.towardZero)
            case ("abs", 1): return abs(a[0])
            case ("sqrt", 1): return a[0].squareRoot()
            case ("cbrt", 1): return cbrt(a[0])
            case ("exp", 1): return exp(a[0])
            case ("log", 1), ("ln", 1): return log(a[0])
            case ("log10", 1): return log10(a[0])
            case ("log2", 1): return log2(a[0])
            case ("sign", 1): return a[0] > 0 ? 1 : a[0] < 0 ? -1 : 0
            case ("pow", 2): return pow(a[0], a[1])
            case ("min", 1...): return a.min()
            case ("max", 1...): return a.max()
            case ("hypot", 1...): return a.map { $0 * $0 }.reduce(0, +).squareRoot()
            default: return nil
            }
        }
    }
}
