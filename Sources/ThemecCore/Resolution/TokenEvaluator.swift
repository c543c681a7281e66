import ThemecDiagnostics

/// Evaluates the tokens of one theme: follows references, applies opacity and high-contrast fallbacks,
/// and detects cycles. Memoised, so each token is evaluated once per appearance.
struct TokenEvaluator {
    let theme: String
    /// The set's declarations and token ids, shared by every theme.
    let tables: TokenTables
    /// Which declaration gives each token of this theme its value.
    let tokens: ThemeSetResolver.EffectiveTokens
    var diagnostics: [Diagnostic] = []

    /// Deepest chain of references followed before giving up (hostile input; real themes stay far below).
    static let maximumReferenceDepth = 400
    static let placeholder = RGBA(red: 0, green: 0, blue: 0, alpha: 255)

    /// What is being evaluated: a token (group and id) in one appearance.
    private struct Key: Equatable {
        /// `palette`, `colors`, `radii` or `spacing`.
        var group: TokenGroup
        var id: Int32
        /// The appearance, for semantic colours; `nil` for everything else.
        var appearance: Appearance?
    }

    /// Where evaluating a token stands; a second visit while `inProgress` is a cycle.
    private enum State: UInt8 {
        case pending, inProgress, done
    }

    /// Values by slot (a token id, times four appearances for semantic colours), and where each slot stands.
    private struct Memo<Value> {
        var states: [State]
        var values: [Value]

        init(count: Int, placeholder: Value) {
            states = Array(repeating: .pending, count: count)
            values = Array(repeating: placeholder, count: count)
        }
    }

    private var palette: Memo<RGBA>
    private var colors: Memo<ColorValue>
    private var radii: Memo<Double>
    private var spacing: Memo<Double>
    /// The chain being evaluated: each token's key and the reference it followed onwards.
    private var stack: [(key: Key, onward: SourceRange?)] = []
    private var reportedCycles: Set<[String]> = []
    /// Each group's token names, indexed for suggestions when the first bad reference into it is met.
    private var suggestionIndexes: [TokenGroup: SuggestionIndex] = [:]

    init(theme: String, tables: TokenTables, tokens: ThemeSetResolver.EffectiveTokens) {
        self.theme = theme
        self.tables = tables
        self.tokens = tokens
        palette = Memo(count: tables.palette.paths.count, placeholder: Self.placeholder)
        colors = Memo(
            count: tables.colors.paths.count * Appearance.allCases.count,
            placeholder: ColorValue(rgba: Self.placeholder))
        radii = Memo(count: tables.radii.paths.count, placeholder: 0)
        spacing = Memo(count: tables.spacing.paths.count, placeholder: 0)
    }

    /// The token's name in messages: `colors.accent`.
    private func name(_ key: Key) -> String { key.group.rawValue + "." + tables.path(key.group, key.id) }

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

    /// Palette colour `id`; the placeholder when the theme lacks it.
    mutating func paletteColor(_ id: Int32) -> RGBA {
        let slot = Int(id)
        if palette.states[slot] == .done { return palette.values[slot] }
        guard let index = tokens.palette.declaration(id) else { return Self.placeholder }
        let key = Key(group: .palette, id: id)
        guard palette.states[slot] == .pending else {
            reportCycle(at: key)
            return Self.placeholder
        }
        palette.states[slot] = .inProgress
        stack.append((key, nil))
        let value = evaluate(tables.palette.value(at: index), expecting: .paletteColor).rgba
        stack.removeLast()
        palette.states[slot] = .done
        palette.values[slot] = value
        return value
    }

    /// Semantic colour `id` in every appearance.
    mutating func semanticColor(_ id: Int32) -> DynamicColor {
        DynamicColor(
            light: colorValue(id, .light), dark: colorValue(id, .dark),
            lightHighContrast: colorValue(id, .lightHighContrast), darkHighContrast: colorValue(id, .darkHighContrast))
    }

    /// Radius or spacing `id`; 0 when the theme lacks it.
    mutating func number(_ group: TokenGroup, _ id: Int32) -> Double {
        let slot = Int(id)
        let state = group == .radii ? radii.states[slot] : spacing.states[slot]
        if state == .done { return group == .radii ? radii.values[slot] : spacing.values[slot] }
        let effective = group == .radii ? tokens.radii : tokens.spacing
        guard let index = effective.declaration(id) else { return 0 }
        let key = Key(group: group, id: id)
        guard state == .pending else {
            reportCycle(at: key)
            return 0
        }
        setNumber(group, slot, .inProgress, 0)
        stack.append((key, nil))
        let value: Double
        switch (group == .radii ? tables.radii : tables.spacing).value(at: index) {
        case .literal(let number, _):
            value = number
        case .reference(let reference):
            value = follow(reference, expecting: .number(group), number: true).number ?? 0
        }
        stack.removeLast()
        setNumber(group, slot, .done, value)
        return value
    }

    private mutating func setNumber(_ group: TokenGroup, _ slot: Int, _ state: State, _ value: Double) {
        if group == .radii {
            radii.states[slot] = state
            radii.values[slot] = value
        } else {
            spacing.states[slot] = state
            spacing.values[slot] = value
        }
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

    private mutating func colorValue(_ id: Int32, _ appearance: Appearance) -> ColorValue {
        let slot = Int(id) * 4 + appearance.slot
        switch colors.states[slot] {
        case .done:
            return colors.values[slot]
        case .inProgress:
            reportCycle(at: Key(group: .colors, id: id, appearance: appearance))
            return ColorValue(rgba: Self.placeholder)
        case .pending:
            break
        }
        guard let index = tokens.colors.declaration(id) else { return ColorValue(rgba: Self.placeholder) }
        colors.states[slot] = .inProgress
        stack.append((Key(group: .colors, id: id, appearance: appearance), nil))
        let value = evaluate(
            tables.colors.value(at: index).expression(for: appearance), expecting: .semanticColor(appearance))
        stack.removeLast()
        colors.states[slot] = .done
        colors.values[slot] = value
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
            guard let id = tables.palette.id(path), tokens.palette.declaration(id) != nil else {
                return unresolved(reference, in: .palette)
            }
            return (ColorValue(rgba: paletteColor(id)), nil)
        case "colors":
            guard case .semanticColor(let appearance) = expecting else {
                return wrongKind(reference, expecting, actual: "a semantic colour")
            }
            guard let id = tables.colors.id(path), tokens.colors.declaration(id) != nil else {
                return unresolved(reference, in: .colors)
            }
            return (colorValue(id, appearance), nil)
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
            let table = group == .radii ? tables.radii : tables.spacing
            let effective = group == .radii ? tokens.radii : tokens.spacing
            guard let id = table.id(path), effective.declaration(id) != nil else {
                return unresolved(reference, in: group)
            }
            return (nil, self.number(group, id))
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
        let suggestion = suggestionIndex(group).closest(to: reference.dottedPath).map { "\(group.rawValue).\($0)" }
        diagnostics.append(
            ThemeMessages.unresolvedReference(reference, theme: theme, suggestion: suggestion, at: reference.range))
        return (nil, nil)
    }

    /// The index of `group`'s tokens in this theme, for "did you mean": built once, on first use, so a thousand
    /// bad references cost a thousand bounded searches rather than a thousand passes over the group.
    private mutating func suggestionIndex(_ group: TokenGroup) -> SuggestionIndex {
        if let index = suggestionIndexes[group] { return index }
        let order: [Int32]
        switch group {
        case .palette: order = tokens.palette.order
        case .colors: order = tokens.colors.order
        case .radii: order = tokens.radii.order
        case .spacing: order = tokens.spacing.order
        }
        // Tokens whose value had an error still exist: suggest them too.
        let prefix = group.rawValue + "."
        let failed = tokens.failed.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
        let index = SuggestionIndex(order.map { tables.path(group, $0) } + failed)
        suggestionIndexes[group] = index
        return index
    }

    // MARK: - Cycle detection

    /// Reports the cycle that `key`, already on the evaluation stack, closes (once per set of members).
    private mutating func reportCycle(at key: Key) {
        guard let start = stack.firstIndex(where: { $0.key == key }) else { return }
        let cycle = stack[start...]
        let members = cycle.map { name($0.key) }.sorted()
        guard reportedCycles.insert(members).inserted else { return }
        let steps = cycle.map { (name: name($0.key), range: $0.onward ?? SourceRange.startOfFile("")) }
        // Start the message at the member declared first, so it reads the same from any entry point.
        let first =
            steps.indices.min {
                (steps[$0].range.file, steps[$0].range.start) < (steps[$1].range.file, steps[$1].range.start)
            } ?? 0
        diagnostics.append(ThemeMessages.referenceCycle(Array(steps[first...] + steps[..<first])))
    }
}

extension Appearance {
    /// The appearance's place in a token's four memo slots.
    fileprivate var slot: Int {
        switch self {
        case .light: return 0
        case .dark: return 1
        case .lightHighContrast: return 2
        case .darkHighContrast: return 3
        }
    }
}
