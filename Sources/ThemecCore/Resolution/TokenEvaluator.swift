import ThemecDiagnostics

/// Evaluates the tokens of one theme: follows references, applies opacity and high-contrast fallbacks,
/// and detects cycles. Memoised, so each token is evaluated once per appearance.
struct TokenEvaluator {
    let theme: String
    let tokens: ThemeSetResolver.EffectiveTokens
    var diagnostics: [Diagnostic] = []

    /// Deepest chain of references followed before giving up (hostile input; real themes stay far below).
    static let maximumReferenceDepth = 400
    static let placeholder = RGBA(red: 0, green: 0, blue: 0, alpha: 255)

    /// What is being evaluated: a token (group and dotted path) in one appearance. A struct rather than a
    /// string such as `colors.accent@dark`, so no key is built per lookup.
    private struct Key: Hashable {
        /// `palette`, `colors`, `radii` or `spacing`.
        var group: TokenGroup
        var path: String
        /// The appearance, for semantic colours; `nil` for everything else.
        var appearance: Appearance?

        /// The token's name in messages: `colors.accent`.
        var name: String { group.rawValue + "." + path }
    }

    private var paletteMemo: [String: RGBA] = [:]
    /// Semantic colours: `nil` while being evaluated (a second visit then is a cycle), the value once done.
    /// One table for both, so evaluating a colour costs three lookups rather than five.
    private var colorMemo: [Key: ColorValue?] = [:]
    private var numberMemo: [Key: Double] = [:]
    /// The chain being evaluated: each token's key and the reference it followed onwards.
    private var stack: [(key: Key, onward: SourceRange?)] = []
    private var inProgress: Set<Key> = []
    private var reportedCycles: Set<[String]> = []

    init(theme: String, tokens: ThemeSetResolver.EffectiveTokens) {
        self.theme = theme
        self.tokens = tokens
        // Every colour is evaluated in four appearances: growing the memo as it fills rehashed every key.
        colorMemo.reserveCapacity(tokens.colors.order.count * Appearance.allCases.count)
        paletteMemo.reserveCapacity(tokens.palette.order.count)
    }

    /// What a reference is allowed to point at in a position.
    enum Expectation {
        case paletteColor
        case semanticColor(Appearance)
        case number(TokenGroup)
        /// A length in a style: a radius or a spacing.
        case length

        var description: String {
            switch self {
            case .length: return "a length (a radius or a spacing)"
            case .paletteColor:
                return "a colour value or another palette colour (palette colours do not change with appearance)"
            case .semanticColor: return "a colour"
            case .number(let group): return group == .radii ? "a radius" : "a spacing"
            }
        }
    }

    // MARK: - Entry points

    mutating func paletteColor(_ path: String) -> RGBA {
        if let memo = paletteMemo[path] { return memo }
        guard let declaration = tokens.palette.declarations[path] else { return Self.placeholder }
        let key = Key(group: .palette, path: path)
        guard enter(key) else { return Self.placeholder }
        let value = evaluate(declaration.value, expecting: .paletteColor).rgba
        leave(key)
        paletteMemo[path] = value
        return value
    }

    mutating func semanticColor(_ path: String) -> DynamicColor {
        var color = DynamicColor(constant: ColorValue(rgba: Self.placeholder))
        for appearance in Appearance.allCases { color[appearance] = colorValue(path, appearance) }
        return color
    }

    mutating func number(_ group: TokenGroup, _ path: String) -> Double {
        let key = Key(group: group, path: path)
        if let memo = numberMemo[key] { return memo }
        let table = group == .radii ? tokens.radii : tokens.spacing
        guard let declaration = table.declarations[path] else { return 0 }
        guard enter(key) else { return 0 }
        let value: Double
        switch declaration.value {
        case .literal(let number, _):
            value = number
        case .reference(let reference):
            value = follow(reference, expecting: .number(group), number: true).number ?? 0
        }
        leave(key)
        numberMemo[key] = value
        return value
    }

    // MARK: - Values outside tokens (styles)

    /// A colour written in a style, in every appearance.
    mutating func color(_ expression: SemanticColorExpression) -> DynamicColor {
        var color = DynamicColor(constant: ColorValue(rgba: Self.placeholder))
        for appearance in Appearance.allCases {
            color[appearance] = evaluate(expression.expression(for: appearance), expecting: .semanticColor(appearance))
        }
        return color
    }

    /// A length written in a style: a number, or a reference to a radius or spacing.
    mutating func length(_ expression: NumberExpression) -> Double {
        switch expression {
        case .literal(let value, _): return value
        case .reference(let reference): return follow(reference, expecting: .length, number: true).number ?? 0
        }
    }

    // MARK: - Evaluation

    private mutating func colorValue(_ path: String, _ appearance: Appearance) -> ColorValue {
        let key = Key(group: .colors, path: path, appearance: appearance)
        switch colorMemo[key] {
        case .some(.some(let memo)):
            return memo
        case .some(.none):
            reportCycle(at: key)
            return ColorValue(rgba: Self.placeholder)
        case .none:
            break
        }
        guard let declaration = tokens.colors.declarations[path] else { return ColorValue(rgba: Self.placeholder) }
        colorMemo[key] = .some(nil)
        stack.append((key, nil))
        let value = evaluate(declaration.value.expression(for: appearance), expecting: .semanticColor(appearance))
        stack.removeLast()
        colorMemo[key] = value
        return value
    }

    private mutating func evaluate(_ expression: ColorExpression, expecting: Expectation) -> ColorValue {
        switch expression {
        case .literal(let rgba, _):
            return ColorValue(rgba: rgba)
        case .withOpacity(let inner, let opacity, _):
            var value = evaluate(inner, expecting: expecting)
            value.rgba = value.rgba.withOpacity(opacity)
            if value.system != nil { value.system?.opacity = opacity }
            return value
        case .reference(let reference):
            return follow(reference, expecting: expecting, number: false).color ?? ColorValue(rgba: Self.placeholder)
        }
    }

    /// Follows one reference; reports what is wrong with it and returns `nil` then.
    private mutating func follow(_ reference: TokenReference, expecting: Expectation, number: Bool)
        -> (color: ColorValue?, number: Double?)
    {
        if stack.count > Self.maximumReferenceDepth {
            diagnostics.append(
                .error(
                    "reference-too-deep",
                    "references are nested more than \(Self.maximumReferenceDepth) deep here; shorten the chain",
                    at: reference.range))
            return (nil, nil)
        }
        if !stack.isEmpty { stack[stack.count - 1].onward = reference.range }
        let path = reference.dottedPath
        switch reference.group {
        case "palette":
            guard !number else { return wrongKind(reference, expecting, actual: "a palette colour") }
            guard tokens.palette.declarations[path] != nil else { return unresolved(reference, in: .palette) }
            return (ColorValue(rgba: paletteColor(path)), nil)
        case "colors":
            guard case .semanticColor(let appearance) = expecting else {
                return wrongKind(reference, expecting, actual: "a semantic colour")
            }
            // An alias of a colour already evaluated (the usual case) costs one lookup.
            if case .some(.some(let memo)) = colorMemo[Key(group: .colors, path: path, appearance: appearance)] {
                return (memo, nil)
            }
            guard tokens.colors.declarations[path] != nil else { return unresolved(reference, in: .colors) }
            return (colorValue(path, appearance), nil)
        case "system":
            guard case .semanticColor(let appearance) = expecting else {
                return wrongKind(reference, expecting, actual: "a system colour")
            }
            guard let entry = SystemColors.named(path) else {
                diagnostics.append(
                    ThemeMessages.unknownSystemColor(
                        path, suggestion: Suggestions.closest(to: path, in: SystemColors.all.map(\.name)),
                        at: reference.range))
                return (nil, nil)
            }
            return (entry.dynamicColor[appearance], nil)
        case "radii", "spacing":
            let group: TokenGroup = reference.group == "radii" ? .radii : .spacing
            switch expecting {
            case .number(let expected) where expected == group: break
            case .length: break
            default: return wrongKind(reference, expecting, actual: group == .radii ? "a radius" : "a spacing")
            }
            let table = group == .radii ? tokens.radii : tokens.spacing
            guard table.declarations[path] != nil else { return unresolved(reference, in: group) }
            return (nil, self.number(group, path))
        default:
            let groups = number ? ["radii", "spacing"] : ["palette", "colors", "system"]
            diagnostics.append(
                ThemeMessages.unknownReferenceGroup(
                    reference, suggestion: Suggestions.closest(to: reference.group, in: groups), at: reference.range))
            return (nil, nil)
        }
    }

    private mutating func wrongKind(_ reference: TokenReference, _ expecting: Expectation, actual: String)
        -> (color: ColorValue?, number: Double?)
    {
        diagnostics.append(
            ThemeMessages.wrongReferenceKind(
                reference, expected: expecting.description, actual: actual, at: reference.range))
        return (nil, nil)
    }

    private mutating func unresolved(_ reference: TokenReference, in group: TokenGroup)
        -> (color: ColorValue?, number: Double?)
    {
        // A token whose own value was wrong has been reported already; do not pile a second error on it.
        if tokens.failed.contains("\(group.rawValue).\(reference.dottedPath)") { return (nil, nil) }
        let candidates: [String]
        switch group {
        case .palette: candidates = tokens.palette.order
        case .colors: candidates = tokens.colors.order
        case .radii: candidates = tokens.radii.order
        case .spacing: candidates = tokens.spacing.order
        }
        // Tokens whose value had an error still exist: suggest them too.
        let prefix = group.rawValue + "."
        let failed = tokens.failed.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
        let suggestion = Suggestions.closest(to: reference.dottedPath, in: candidates + failed).map {
            "\(group.rawValue).\($0)"
        }
        diagnostics.append(
            ThemeMessages.unresolvedReference(reference, theme: theme, suggestion: suggestion, at: reference.range))
        return (nil, nil)
    }

    // MARK: - Cycle detection

    /// Marks a token as being evaluated; on a cycle, reports it once and returns false.
    private mutating func enter(_ key: Key) -> Bool {
        // One hash for the usual case: the insertion itself says whether the key was already in progress.
        if !inProgress.insert(key).inserted {
            reportCycle(at: key)
            return false
        }
        stack.append((key, nil))
        return true
    }

    /// Reports the cycle that `key`, already on the evaluation stack, closes (once per set of members).
    private mutating func reportCycle(at key: Key) {
        guard let start = stack.firstIndex(where: { $0.key == key }) else { return }
        let cycle = stack[start...]
        let members = cycle.map(\.key.name).sorted()
        guard reportedCycles.insert(members).inserted else { return }
        let steps = cycle.map { (name: $0.key.name, range: $0.onward ?? SourceRange.startOfFile("")) }
        // Start the message at the member declared first, so it reads the same from any entry point.
        let first =
            steps.indices.min {
                (steps[$0].range.file, steps[$0].range.start) < (steps[$1].range.file, steps[$1].range.start)
            } ?? 0
        diagnostics.append(ThemeMessages.referenceCycle(Array(steps[first...] + steps[..<first])))
    }

    private mutating func leave(_ key: Key) {
        inProgress.remove(key)
        stack.removeLast()
    }
}
