import ThemecDiagnostics

/// Evaluates the tokens of one theme: follows references, applies opacity and high-contrast fallbacks,
/// and detects cycles. Memoised, so each token is evaluated once per appearance.
///
/// Before a token is evaluated, the chain of references from it is walked without recursion
/// (`chainDepth(_:)`): each token refers onwards to at most one other (per appearance), so the walk finds
/// cycles and the chain's length once for every token it passes. A chain that runs into a cycle or is
/// longer than `maximumReferenceDepth` is not evaluated; the cycle, or the reference where the chain becomes
/// too long counted from its end, is reported. Both are properties of the references, not of the order in
/// which tokens are declared or evaluated, and evaluation never recurses deeper than the limit.
struct TokenEvaluator {
    let theme: String
    /// The set's declarations and token ids, shared by every theme.
    let tables: TokenTables
    /// Which declaration gives each token of this theme its value.
    var tokens: ThemeSetResolver.EffectiveTokens { tokensBox.value }
    /// `tokens`, behind a reference: read inside the evaluator's mutating methods (`depthSlot` and `onward` in a
    /// chain walk), the struct itself, 1,104 bytes, was copied whole at every call, three times a step.
    private let tokensBox: TokensBox

    private final class TokensBox: Sendable {
        let value: ThemeSetResolver.EffectiveTokens
        init(_ value: ThemeSetResolver.EffectiveTokens) { self.value = value }
    }
    /// When the theme extends another, the index of its own declaration: a token it does not declare itself
    /// has its parent's declaration, and when its references lead only to such tokens, its parent's value
    /// (`inheritsValue(_:)`), which is not evaluated again.
    let extendingDeclaration: Int32?
    var diagnostics: [Diagnostic] = []

    /// Deepest chain of references followed before giving up (hostile input; real themes stay far below).
    static let maximumReferenceDepth = 400
    static let placeholder = RGBA(red: 0, green: 0, blue: 0, alpha: 255)

    /// What is being evaluated: a token (group and id) in one appearance.
    struct Key: Equatable, Hashable {
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

    /// Values by slot (a token's local index in the theme, times four appearances for semantic colours), and
    /// where each slot stands.
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
    /// Per number group, at its `numberSlot`.
    private var numbers: [Memo<Double>]
    private var fonts: Memo<FontFamily>
    private var typographies: Memo<ResolvedTypography>
    /// What a typography token the theme lacks, or whose value failed, evaluates to.
    static let placeholderTypography = ResolvedTypography(font: .system, size: 17)
    private var shadows: Memo<ResolvedShadow>
    private var animations: Memo<ResolvedAnimation>
    /// What a shadow or animation token the theme lacks, or whose value failed, evaluates to.
    static let placeholderShadow = ResolvedShadow(layers: [])
    static let placeholderAnimation = ResolvedAnimation(curve: .linear, duration: 0)
    /// By group (`TokenGroup.evaluatorSlot`: an array, since a dictionary keyed by the group hashed its name
    /// at every step of every chain), then by slot as the memos: the length of the chain of references from the
    /// token (≥ 0), or one of `unwalked`, `walking`, `cyclic`.
    private var depths: [[Int32]] = []
    /// The chain being walked by `chainDepth(_:)` and the references between its members, kept to reuse their
    /// storage.
    private var chainWalk: [Key] = []
    private var chainReferences: [SourceRange] = []
    /// The members' places in `depths`, as `depthSlot(_:)` gives them.
    private var chainSlots: [Int] = []
    /// By semantic-colour slot, as `colors`: the token its reference leads to, found when its chain was walked,
    /// so that evaluating it does not look the reference up a second time. A palette colour's id (≥ 0), a
    /// semantic colour's id `i` in the same appearance as `-2 - i`, or `noTarget` (a literal, a system colour,
    /// a reference to nothing, or not walked).
    private var colorTargets: [Int32]
    private static let noTarget: Int32 = -1
    private static let unwalked: Int32 = -1
    private static let walking: Int32 = -2
    /// On a cycle, or leading into one.
    private static let cyclic: Int32 = -3
    private var reportedCycles: Set<[String]> = []
    /// By slot, as the memos: whether the token's value is necessarily its parent's (see `inheritsValue(_:)`);
    /// empty for a theme that extends none.
    var inheritance: [TokenGroup: [Inheritance]] = [:]
    /// The tokens on the chain being walked by `inheritsValue(_:)`, kept to reuse its storage.
    var inheritanceWalk: [Key] = []
    /// Each group's token names, indexed for suggestions when the first bad reference into it is met.
    private var suggestionIndexes: [TokenGroup: SuggestionIndex] = [:]
    /// The suggestion found for each misspelt reference (`colors.acent`), `nil` when there was none.
    private var suggestionsMade: [String: String?] = [:]

    init(
        theme: String, tables: TokenTables, tokens: ThemeSetResolver.EffectiveTokens,
        extendingDeclaration: Int32? = nil
    ) {
        self.theme = theme
        self.tables = tables
        self.tokensBox = TokensBox(tokens)
        self.extendingDeclaration = extendingDeclaration
        // Sized by the theme's own tokens (indexed by their local index), not by the set's.
        palette = Memo(count: tokens.palette.order.count, placeholder: Self.placeholder)
        colors = Memo(
            count: tokens.colors.order.count * Appearance.allCases.count,
            placeholder: ColorValue(rgba: Self.placeholder))
        colorTargets = Array(repeating: Self.noTarget, count: tokens.colors.order.count * Appearance.allCases.count)
        numbers = TokenGroup.numberGroups.map { Memo(count: tokens[numbers: $0].order.count, placeholder: 0) }
        fonts = Memo(count: tokens.fonts.order.count, placeholder: .system)
        typographies = Memo(count: tokens.typography.order.count, placeholder: Self.placeholderTypography)
        shadows = Memo(count: tokens.shadows.order.count, placeholder: Self.placeholderShadow)
        animations = Memo(count: tokens.animations.order.count, placeholder: Self.placeholderAnimation)
        depths = Array(repeating: [], count: TokenGroup.allCases.count)
        depths[TokenGroup.palette.evaluatorSlot] = Array(repeating: Self.unwalked, count: palette.states.count)
        depths[TokenGroup.colors.evaluatorSlot] = Array(repeating: Self.unwalked, count: colors.states.count)
        depths[TokenGroup.fonts.evaluatorSlot] = Array(repeating: Self.unwalked, count: fonts.states.count)
        depths[TokenGroup.typography.evaluatorSlot] = Array(repeating: Self.unwalked, count: typographies.states.count)
        depths[TokenGroup.shadows.evaluatorSlot] = Array(repeating: Self.unwalked, count: shadows.states.count)
        depths[TokenGroup.animations.evaluatorSlot] = Array(repeating: Self.unwalked, count: animations.states.count)
        for (group, memo) in zip(TokenGroup.numberGroups, numbers) {
            depths[group.evaluatorSlot] = Array(repeating: Self.unwalked, count: memo.states.count)
        }
        if extendingDeclaration != nil {
            inheritance = [
                .palette: Array(repeating: .unknown, count: palette.states.count),
                .colors: Array(repeating: .unknown, count: colors.states.count),
            ]
            for (group, memo) in zip(TokenGroup.numberGroups, numbers) {
                inheritance[group] = Array(repeating: .unknown, count: memo.states.count)
            }
            inheritance[.fonts] = Array(repeating: .unknown, count: fonts.states.count)
            inheritance[.typography] = Array(repeating: .unknown, count: typographies.states.count)
            inheritance[.shadows] = Array(repeating: .unknown, count: shadows.states.count)
            inheritance[.animations] = Array(repeating: .unknown, count: animations.states.count)
        }
    }

    /// The token's name in messages: `colors.accent`.
    private func name(_ key: Key) -> String { key.group.rawValue + "." + tables.path(key.group, key.id) }

    /// What a reference is allowed to point at in a position.
    enum Expectation {
        case paletteColor
        case semanticColor(Appearance)
        case number(TokenGroup)
        /// A length in a style: a radius, a spacing or a size.
        case length
        case font
        case typography
        case shadow
        case animation

        var description: String {
            switch self {
            case .length: return "a length (a radius, a spacing or a size)"
            case .paletteColor:
                return "a colour value or another palette colour (palette colours do not change with appearance)"
            case .semanticColor: return "a colour"
            case .number(let group): return TokenEvaluator.kindName(group)
            case .font: return "a font family"
            case .typography: return "a typography"
            case .shadow: return "a shadow"
            case .animation: return "an animation"
            }
        }
    }

    // MARK: - Entry points

    /// Palette colour `id`; the placeholder when the theme lacks it.
    mutating func paletteColor(_ id: Int32) -> RGBA {
        guard let slot = tokens.palette.local(id) else { return Self.placeholder }
        if palette.states[slot] == .done { return palette.values[slot] }
        guard let index = tokens.palette.declaration(id) else { return Self.placeholder }
        guard palette.states[slot] == .pending, isEvaluable(Key(group: .palette, id: id)) else {
            return Self.placeholder
        }
        palette.states[slot] = .inProgress
        let value = evaluate(tables.palette.value(at: index), expecting: .paletteColor).rgba
        palette.states[slot] = .done
        palette.values[slot] = value
        return value
    }

    /// Semantic colour `id` in every appearance.
    mutating func semanticColor(_ id: Int32) -> DynamicColor {
        let light = colorValue(id, .light)
        let dark = colorValue(id, .dark)
        return DynamicColor(
            light: light, dark: dark,
            lightHighContrast: sharedHighContrast(id, .lightHighContrast, standard: light)
                ?? colorValue(id, .lightHighContrast),
            darkHighContrast: sharedHighContrast(id, .darkHighContrast, standard: dark)
                ?? colorValue(id, .darkHighContrast))
    }

    /// The value of a high-contrast slot that is necessarily its standard-contrast slot's, `standard`: the
    /// token gives the slot no expression of its own, and the one it falls back to does not depend on the
    /// appearance (a literal or a palette colour, with or without an opacity). It is put in the memo without
    /// walking and evaluating the same expression again; `nil` for any other slot.
    private mutating func sharedHighContrast(_ id: Int32, _ appearance: Appearance, standard: ColorValue)
        -> ColorValue?
    {
        guard let local = tokens.colors.local(id), let index = tokens.colors.declaration(id) else { return nil }
        let slot = local * 4 + appearance.slot
        guard colors.states[slot] == .pending else { return nil }
        let expression: ColorExpression
        switch tables.colors.value(at: index) {
        case .single(let single): expression = single
        case .appearances(let light, let dark, let lightHighContrast, let darkHighContrast):
            switch appearance {
            case .lightHighContrast where lightHighContrast == nil: expression = light
            case .darkHighContrast where darkHighContrast == nil: expression = dark
            default: return nil
            }
        }
        guard expression.isAppearanceFree else { return nil }
        colors.states[slot] = .done
        colors.values[slot] = standard
        return standard
    }

    /// Token `id` of number group `group` (radius, spacing, size, opacity, …); 0 when the theme lacks it.
    mutating func number(_ group: TokenGroup, _ id: Int32) -> Double {
        let memo = group.numberSlot
        let effective = tokens[numbers: group]
        guard let slot = effective.local(id) else { return 0 }
        let state = numbers[memo].states[slot]
        if state == .done { return numbers[memo].values[slot] }
        guard let index = effective.declaration(id) else { return 0 }
        guard state == .pending, isEvaluable(Key(group: group, id: id)) else { return 0 }
        numbers[memo].states[slot] = .inProgress
        let value: Double
        switch tables.numberTable(group).value(at: index) {
        case .literal(let number, _):
            value = number
        case .reference(let reference):
            value = follow(reference, expecting: .number(group)).number ?? 0
        }
        numbers[memo].states[slot] = .done
        numbers[memo].values[slot] = value
        return value
    }

    /// `a radius`, `an opacity`, …: what a token of number group `group` is, in messages.
    static func kindName(_ group: TokenGroup) -> String {
        switch group {
        case .radii: return "a radius"
        case .spacing: return "a spacing"
        case .sizes: return "a size"
        case .opacity: return "an opacity"
        case .numbers: return "a number"
        case .durations: return "a duration"
        case .palette: return "a palette colour"
        case .colors: return "a semantic colour"
        case .fonts: return "a font family"
        case .typography: return "a typography"
        case .shadows: return "a shadow"
        case .animations: return "an animation"
        }
    }

    /// Font family `id`; the system font when the theme lacks it.
    mutating func font(_ id: Int32) -> FontFamily {
        guard let slot = tokens.fonts.local(id) else { return .system }
        if fonts.states[slot] == .done { return fonts.values[slot] }
        guard let index = tokens.fonts.declaration(id), fonts.states[slot] == .pending,
            isEvaluable(Key(group: .fonts, id: id))
        else { return .system }
        fonts.states[slot] = .inProgress
        let value = font(tables.fonts.value(at: index))
        fonts.states[slot] = .done
        fonts.values[slot] = value
        return value
    }

    private mutating func font(_ expression: FontExpression) -> FontFamily {
        switch expression {
        case .literal(let family, _): return family
        case .reference(let reference):
            guard case .token(let key) = target(of: reference, expecting: .font) else {
                report(reference, expecting: .font)
                return .system
            }
            return font(key.id)
        }
    }

    /// Typography `id`; a placeholder when the theme lacks it.
    mutating func typography(_ id: Int32) -> ResolvedTypography {
        guard let slot = tokens.typography.local(id) else { return Self.placeholderTypography }
        if typographies.states[slot] == .done { return typographies.values[slot] }
        guard let index = tokens.typography.declaration(id), typographies.states[slot] == .pending,
            isEvaluable(Key(group: .typography, id: id))
        else { return Self.placeholderTypography }
        typographies.states[slot] = .inProgress
        let value: ResolvedTypography
        switch tables.typography.value(at: index) {
        case .literal(let declaration):
            value = typography(declaration)
        case .reference(let reference):
            if case .token(let key) = target(of: reference, expecting: .typography) {
                value = typography(key.id)
            } else {
                report(reference, expecting: .typography)
                value = Self.placeholderTypography
            }
        }
        typographies.states[slot] = .done
        typographies.values[slot] = value
        return value
    }

    /// The typography a style names (`font: "{typography.button}"`); `nil`, reported, when the reference leads to
    /// no typography token of this theme.
    mutating func typography(_ reference: TokenReference) -> ResolvedTypography? {
        guard case .token(let key) = target(of: reference, expecting: .typography) else {
            report(reference, expecting: .typography)
            return nil
        }
        return typography(key.id)
    }

    /// A typography's fields evaluated; the size from the text style when it gives none (the parser made
    /// sure one of them is there).
    mutating func typography(_ declaration: TypographyDeclaration) -> ResolvedTypography {
        ResolvedTypography(
            font: declaration.font.map { font($0) } ?? .system,
            size: declaration.size.map { positiveSize($0) } ?? declaration.textStyle?.defaultSize ?? 17,
            weight: declaration.weight, lineHeight: declaration.lineHeight.map { length($0) },
            tracking: declaration.tracking.map { length($0) }, textStyle: declaration.textStyle,
            scaling: declaration.scaling ?? .dynamic)
    }

    /// Shadow `id`, every layer's colour in every appearance; no layers when the theme lacks it.
    mutating func shadow(_ id: Int32) -> ResolvedShadow {
        guard let slot = tokens.shadows.local(id) else { return Self.placeholderShadow }
        if shadows.states[slot] == .done { return shadows.values[slot] }
        guard let index = tokens.shadows.declaration(id), shadows.states[slot] == .pending,
            isEvaluable(Key(group: .shadows, id: id))
        else { return Self.placeholderShadow }
        shadows.states[slot] = .inProgress
        let value: ResolvedShadow
        switch tables.shadows.value(at: index) {
        case .literal(let layers):
            value = ResolvedShadow(layers: layers.map { shadowLayer($0) })
        case .reference(let reference):
            value = shadow(reference) ?? Self.placeholderShadow
        }
        shadows.states[slot] = .done
        shadows.values[slot] = value
        return value
    }

    /// The shadow token `reference` names (a style's `shadow: "{shadows.NAME}"`); reports a reference that leads
    /// to no shadow.
    mutating func shadow(_ reference: TokenReference) -> ResolvedShadow? {
        guard case .token(let key) = target(of: reference, expecting: .shadow) else {
            report(reference, expecting: .shadow)
            return nil
        }
        return shadow(key.id)
    }

    /// One layer as written, its colour in every appearance and its lengths followed.
    mutating func shadowLayer(_ layer: ShadowDeclaration) -> ShadowValue {
        ShadowValue(
            color: color(layer.color), radius: length(layer.radius), x: layer.x.map { length($0) } ?? 0,
            y: layer.y.map { length($0) } ?? 0)
    }

    /// Animation `id`; a placeholder when the theme lacks it.
    mutating func animation(_ id: Int32) -> ResolvedAnimation {
        guard let slot = tokens.animations.local(id) else { return Self.placeholderAnimation }
        if animations.states[slot] == .done { return animations.values[slot] }
        guard let index = tokens.animations.declaration(id), animations.states[slot] == .pending,
            isEvaluable(Key(group: .animations, id: id))
        else { return Self.placeholderAnimation }
        animations.states[slot] = .inProgress
        let value: ResolvedAnimation
        switch tables.animations.value(at: index) {
        case .literal(let declaration):
            let duration = declaration.duration.map { expression -> Double in
                switch expression {
                case .literal(let seconds, _): return seconds
                case .reference(let reference): return follow(reference, expecting: .number(.durations)).number ?? 0
                }
            }
            value = ResolvedAnimation(curve: declaration.curve, duration: duration)
        case .reference(let reference):
            value = animation(reference) ?? Self.placeholderAnimation
        }
        animations.states[slot] = .done
        animations.values[slot] = value
        return value
    }

    /// The animation token `reference` names (a style's `animation: "{animations.NAME}"`); reports a reference
    /// that leads to no animation.
    mutating func animation(_ reference: TokenReference) -> ResolvedAnimation? {
        guard case .token(let key) = target(of: reference, expecting: .animation) else {
            report(reference, expecting: .animation)
            return nil
        }
        return animation(key.id)
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
    /// A typography's size: as `length`, and a size reached through a reference is checked as the parser
    /// checks a number written in place (more than 0).
    mutating func positiveSize(_ expression: NumberExpression) -> Double {
        guard case .reference(let reference) = expression else { return length(expression) }
        guard let size = follow(reference, expecting: .length).number else { return 0 }
        if size <= 0 {
            diagnostics.append(
                ThemeMessages.outOfRange(
                    "size",
                    value: "\(formatNumber(size)) (the value of '{\(reference.group).\(reference.dottedPath)}')",
                    allowed: "more than 0", at: reference.range))
        }
        return size
    }

    mutating func length(_ expression: NumberExpression) -> Double {
        switch expression {
        case .literal(let value, _): return value
        case .reference(let reference): return follow(reference, expecting: .length).number ?? 0
        }
    }

    /// A number written in a style that may refer to a token of `group` (a state's `opacity: "{opacity.pressed}"`,
    /// `scale: "{numbers.press}"`): the literal (already in `range`), or the token's value, reported when it is
    /// outside `range` (and then held to it). A reference that leads nowhere is reported; the value is then 1.
    mutating func styleNumber(
        _ expression: NumberExpression, group: TokenGroup, what: String, range: ClosedRange<Double>, allowed: String
    ) -> Double {
        switch expression {
        case .literal(let value, _): return value
        case .reference(let reference):
            guard let value = follow(reference, expecting: .number(group)).number else { return 1 }
            guard range.contains(value) else {
                diagnostics.append(
                    ThemeMessages.outOfRange(
                        what,
                        value: "\(formatNumber(value)) (the value of '{\(reference.group).\(reference.dottedPath)}')",
                        allowed: allowed, at: reference.range))
                return min(max(value, range.lowerBound), range.upperBound)
            }
            return value
        }
    }

    // MARK: - Evaluation

    private mutating func colorValue(_ id: Int32, _ appearance: Appearance) -> ColorValue {
        guard let local = tokens.colors.local(id) else { return ColorValue(rgba: Self.placeholder) }
        let slot = local * 4 + appearance.slot
        if colors.states[slot] == .done { return colors.values[slot] }
        guard let index = tokens.colors.declaration(id), colors.states[slot] == .pending,
            isEvaluable(Key(group: .colors, id: id, appearance: appearance))
        else { return ColorValue(rgba: Self.placeholder) }
        colors.states[slot] = .inProgress
        let value = evaluate(
            tables.colors.value(at: index).expression(for: appearance), expecting: .semanticColor(appearance),
            target: colorTargets[slot])
        colors.states[slot] = .done
        colors.values[slot] = value
        return value
    }

    /// `target`: for a semantic colour's own expression, where its reference leads as `colorTargets` records it.
    private mutating func evaluate(_ expression: ColorExpression, expecting: Expectation, target: Int32 = noTarget)
        -> ColorValue
    {
        switch expression {
        case .literal(let rgba, _):
            return ColorValue(rgba: rgba)
        case .withOpacity(let inner, let opacity, _):
            var value = evaluate(inner, expecting: expecting, target: target)
            value.rgba = value.rgba.withOpacity(opacity)
            if value.system != nil { value.system?.opacity = opacity }
            return value
        case .reference(let reference):
            // The chain walk has found the token already (the same lookup `follow` makes).
            if target >= 0 { return ColorValue(rgba: paletteColor(target)) }
            if target < Self.noTarget, case .semanticColor(let appearance) = expecting {
                return colorValue(-2 - target, appearance)
            }
            return follow(reference, expecting: expecting).color ?? ColorValue(rgba: Self.placeholder)
        }
    }

    /// Where a reference leads in this theme.
    enum Target {
        case token(Key)
        case system(SystemColors.Entry, Appearance)
        /// It names a token of the wrong kind for the position; `actual` says what it names.
        case wrongKind(actual: String)
        case unresolved(TokenGroup)
        case unknownSystemColor
        case unknownGroup
    }

    /// Where `reference` leads, written where `expecting` says what may be there.
    func target(of reference: TokenReference, expecting: Expectation) -> Target {
        let path = reference.dottedPath
        switch reference.group {
        case "palette":
            switch expecting {
            case .number, .length, .font, .typography, .shadow, .animation:
                return .wrongKind(actual: "a palette colour")
            case .paletteColor, .semanticColor: break
            }
            guard let id = tables.palette.id(path), tokens.palette.declaration(id) != nil else {
                return .unresolved(.palette)
            }
            return .token(Key(group: .palette, id: id))
        case "colors":
            guard case .semanticColor(let appearance) = expecting else {
                return .wrongKind(actual: "a semantic colour")
            }
            guard let id = tables.colors.id(path), tokens.colors.declaration(id) != nil else {
                return .unresolved(.colors)
            }
            return .token(Key(group: .colors, id: id, appearance: appearance))
        case "system":
            guard case .semanticColor(let appearance) = expecting else { return .wrongKind(actual: "a system colour") }
            guard let entry = SystemColors.named(path) else { return .unknownSystemColor }
            return .system(entry, appearance)
        case "fonts", "typography":
            let group: TokenGroup = reference.group == "fonts" ? .fonts : .typography
            switch (expecting, group) {
            case (.font, .fonts), (.typography, .typography): break
            default: return .wrongKind(actual: Self.kindName(group))
            }
            let table = group == .fonts ? tables.fonts.id(path) : tables.typography.id(path)
            let effective = group == .fonts ? tokens.fonts : tokens.typography
            guard let id = table, effective.declaration(id) != nil else { return .unresolved(group) }
            return .token(Key(group: group, id: id))
        case "shadows", "animations":
            let group: TokenGroup = reference.group == "shadows" ? .shadows : .animations
            switch (expecting, group) {
            case (.shadow, .shadows), (.animation, .animations): break
            default: return .wrongKind(actual: Self.kindName(group))
            }
            let table = group == .shadows ? tables.shadows.id(path) : tables.animations.id(path)
            let effective = group == .shadows ? tokens.shadows : tokens.animations
            guard let id = table, effective.declaration(id) != nil else { return .unresolved(group) }
            return .token(Key(group: group, id: id))
        case "radii", "spacing", "sizes", "opacity", "numbers", "durations":
            let group = TokenGroup(rawValue: reference.group)!
            switch expecting {
            case .number(let expected) where expected == group: break
            case .length where group == .radii || group == .spacing || group == .sizes: break
            default: return .wrongKind(actual: Self.kindName(group))
            }
            guard let id = tables.numberTable(group).id(path), tokens[numbers: group].declaration(id) != nil else {
                return .unresolved(group)
            }
            return .token(Key(group: group, id: id))
        default:
            return .unknownGroup
        }
    }

    /// Follows one reference; reports what is wrong with it and returns `nil` then.
    private mutating func follow(_ reference: TokenReference, expecting: Expectation)
        -> (color: ColorValue?, number: Double?)
    {
        switch target(of: reference, expecting: expecting) {
        case .token(let key):
            switch key.group {
            case .palette: return (ColorValue(rgba: paletteColor(key.id)), nil)
            case .colors: return (colorValue(key.id, key.appearance!), nil)
            case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return (nil, number(key.group, key.id))
            // Never expected where a colour or number is.
            case .fonts, .typography, .shadows, .animations: return (nil, nil)
            }
        case .system(let entry, let appearance):
            return (entry.dynamicColor[appearance], nil)
        default:
            report(reference, expecting: expecting)
            return (nil, nil)
        }
    }

    /// Reports what is wrong with `reference`, which does not lead to a token of this theme.
    private mutating func report(_ reference: TokenReference, expecting: Expectation) {
        switch target(of: reference, expecting: expecting) {
        case .token, .system:
            return
        case .wrongKind(let actual):
            diagnostics.append(
                ThemeMessages.wrongReferenceKind(
                    reference, expected: expecting.description, actual: actual, at: reference.range))
        case .unresolved(let group):
            unresolved(reference, in: group)
        case .unknownSystemColor:
            let path = reference.dottedPath
            diagnostics.append(
                ThemeMessages.unknownSystemColor(
                    path, suggestion: Suggestions.closest(to: path, in: SystemColors.all.map(\.name)),
                    at: reference.range))
        case .unknownGroup:
            let groups: [String]
            switch expecting {
            case .number, .length: groups = TokenGroup.numberGroups.map(\.rawValue)
            case .paletteColor, .semanticColor: groups = ["palette", "colors", "system"]
            case .font: groups = ["fonts"]
            case .typography: groups = ["typography"]
            case .shadow: groups = ["shadows"]
            case .animation: groups = ["animations"]
            }
            diagnostics.append(
                ThemeMessages.unknownReferenceGroup(
                    reference, suggestion: Suggestions.closest(to: reference.group, in: groups), at: reference.range))
        }
    }

    private mutating func unresolved(_ reference: TokenReference, in group: TokenGroup) {
        // A token whose own value was wrong has been reported already; do not pile a second error on it.
        if tokens.failed.contains("\(group.rawValue).\(reference.dottedPath)") { return }
        // A theme resolved alone (its parent unknown) may be referring to its parent's token.
        if tokens.standalone { return }
        // A colour is evaluated in four appearances: the search is made once per misspelt name.
        let name = "\(group.rawValue).\(reference.dottedPath)"
        let suggestion: String?
        if let made = suggestionsMade[name] {
            suggestion = made
        } else {
            suggestion = suggestionIndex(group).closest(to: reference.dottedPath).map { "\(group.rawValue).\($0)" }
            suggestionsMade[name] = suggestion
        }
        diagnostics.append(
            ThemeMessages.unresolvedReference(reference, theme: theme, suggestion: suggestion, at: reference.range))
    }

    /// The index of `group`'s tokens in this theme, for "did you mean": built once, on first use, so a thousand
    /// bad references cost a thousand bounded searches rather than a thousand passes over the group.
    private mutating func suggestionIndex(_ group: TokenGroup) -> SuggestionIndex {
        if let index = suggestionIndexes[group] { return index }
        let order: [Int32]
        switch group {
        case .palette: order = tokens.palette.order
        case .colors: order = tokens.colors.order
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: order = tokens[numbers: group].order
        case .fonts: order = tokens.fonts.order
        case .typography: order = tokens.typography.order
        case .shadows: order = tokens.shadows.order
        case .animations: order = tokens.animations.order
        }
        // Tokens whose value had an error still exist: suggest them too.
        let prefix = group.rawValue + "."
        let failed = tokens.failed.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
        let index = SuggestionIndex(order.map { tables.path(group, $0) } + failed)
        suggestionIndexes[group] = index
        return index
    }

    // MARK: - Chains of references

    /// The reference `key`'s value refers onwards with, and the token it leads to; `nil` when the value is a
    /// literal or its reference leads to no token of this theme (that is reported when it is evaluated).
    /// (Only the reference's range is returned: copying and destroying the whole reference was a good part of
    /// the walk's cost.)
    // Marked like `depthSlot(_:)`: with it, the chain walk calls this without first copying the evaluator (the
    // 512-byte `memcpy` per step is gone in callgrind; the call itself stays).
    @inline(__always)
    func onward(_ key: Key) -> (range: SourceRange, target: Key)? {
        let expression: ColorExpression
        let expecting: Expectation
        switch key.group {
        case .palette:
            guard let slot = tokens.palette.declaration(key.id) else { return nil }
            expression = tables.palette.value(at: slot)
            expecting = .paletteColor
        case .colors:
            guard let slot = tokens.colors.declaration(key.id), let appearance = key.appearance else { return nil }
            expression = tables.colors.value(at: slot).expression(for: appearance)
            expecting = .semanticColor(appearance)
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations:
            guard let slot = tokens[numbers: key.group].declaration(key.id) else { return nil }
            let value = tables.numberTable(key.group).value(at: slot)
            guard case .reference(let reference) = value else { return nil }
            guard case .token(let target) = target(of: reference, expecting: .number(key.group)) else { return nil }
            return (reference.range, target)
        case .fonts:
            guard let slot = tokens.fonts.declaration(key.id),
                case .reference(let reference) = tables.fonts.value(at: slot),
                case .token(let target) = target(of: reference, expecting: .font)
            else { return nil }
            return (reference.range, target)
        case .typography:
            guard let slot = tokens.typography.declaration(key.id),
                case .reference(let reference) = tables.typography.value(at: slot),
                case .token(let target) = target(of: reference, expecting: .typography)
            else { return nil }
            return (reference.range, target)
        case .shadows:
            guard let slot = tokens.shadows.declaration(key.id),
                case .reference(let reference) = tables.shadows.value(at: slot),
                case .token(let target) = target(of: reference, expecting: .shadow)
            else { return nil }
            return (reference.range, target)
        case .animations:
            guard let slot = tokens.animations.declaration(key.id),
                case .reference(let reference) = tables.animations.value(at: slot),
                case .token(let target) = target(of: reference, expecting: .animation)
            else { return nil }
            return (reference.range, target)
        }
        var inner = expression
        while case .withOpacity(let wrapped, _, _) = inner { inner = wrapped }
        guard case .reference(let reference) = inner,
            case .token(let target) = target(of: reference, expecting: expecting)
        else { return nil }
        return (reference.range, target)
    }

    /// The key's place in `depths` (keys are only ever made for tokens the theme has).
    // Inlined: called on `self` from the mutating chain walk, it copied the evaluator (512 bytes) at every call.
    @inline(__always)
    func depthSlot(_ key: Key) -> Int {
        switch key.group {
        case .palette: return tokens.palette.local(key.id)!
        case .colors: return tokens.colors.local(key.id)! * 4 + key.appearance!.slot
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return tokens[numbers: key.group].local(key.id)!
        case .fonts: return tokens.fonts.local(key.id)!
        case .typography: return tokens.typography.local(key.id)!
        case .shadows: return tokens.shadows.local(key.id)!
        case .animations: return tokens.animations.local(key.id)!
        }
    }

    /// The number of references followed from `key` to a value without one, or `nil` when the chain runs into
    /// a cycle. Walks the chain without recursion, remembering the result for every token on it; reports a
    /// cycle when it finds one.
    private mutating func chainDepth(_ key: Key) -> Int? {
        // Most tokens are met again after their chain was walked (every appearance, every reference to them).
        let known = depths[key.group.evaluatorSlot][depthSlot(key)]
        if known >= 0 { return Int(known) }
        if known == Self.cyclic { return nil }
        var path: [Key] = []
        var references: [SourceRange] = []  // references[i] leads from path[i] to the next
        swap(&path, &chainWalk)
        swap(&references, &chainReferences)
        path.removeAll(keepingCapacity: true)
        references.removeAll(keepingCapacity: true)
        defer {
            chainWalk = path
            chainReferences = references
        }
        var node = key
        var depth: Int?
        // Slots are computed before `depths` is written: `depths[…][depthSlot(node)] = …` reads `self` during
        // the write to one of its properties, which made Swift copy the whole evaluator at every step.
        var slots: [Int] = []
        swap(&slots, &chainSlots)
        slots.removeAll(keepingCapacity: true)
        defer { chainSlots = slots }
        while true {
            let group = node.group.evaluatorSlot
            let slot = depthSlot(node)
            let state = depths[group][slot]
            if state >= 0 {
                depth = Int(state)
                break
            }
            if state == Self.cyclic { break }
            if state == Self.walking {
                if let start = path.firstIndex(of: node) {
                    reportCycle(Array(path[start...]), references: Array(references[start...]))
                }
                break
            }
            depths[group][slot] = Self.walking
            path.append(node)
            slots.append(slot)
            guard let (range, next) = onward(node) else {
                depth = -1  // `node` itself ends the chain: depth 0 once counted below
                break
            }
            references.append(range)
            if node.group == .colors {
                switch next.group {
                case .palette: colorTargets[slot] = next.id
                case .colors: colorTargets[slot] = -2 - next.id
                default: break
                }
            }
            node = next
        }
        // By index, back from the chain's end (`zip(…).reversed()` built an array of the pairs).
        for index in path.indices.reversed() {
            depth = depth.map { $0 + 1 }
            depths[path[index].group.evaluatorSlot][slots[index]] = depth.map { Int32(clamping: $0) } ?? Self.cyclic
        }
        return depth
    }

    /// Whether the token at `key` can be evaluated: its chain of references neither runs into a cycle nor is
    /// longer than the limit. Reports a chain that is too long at the reference where, counted from the
    /// chain's end, it passes the limit: the same place whichever token is evaluated first.
    private mutating func isEvaluable(_ key: Key) -> Bool {
        guard let depth = chainDepth(key) else { return false }
        guard depth > Self.maximumReferenceDepth else { return true }
        if depth == Self.maximumReferenceDepth + 1, let (range, _) = onward(key) {
            diagnostics.append(ThemeMessages.referenceTooDeep(limit: Self.maximumReferenceDepth, at: range))
        }
        return false
    }

    // MARK: - Semantic colours settled apart (TokenEvaluator+Parallel.swift)

    /// By palette slot, the colour's value when a semantic colour referring to it takes that value and nothing
    /// else: it is evaluated, and its chain is short enough for one more reference. `nil` otherwise.
    func settledPalette() -> [RGBA?] {
        let depths = depths[TokenGroup.palette.evaluatorSlot]
        return palette.states.indices.map { slot in
            guard palette.states[slot] == .done, depths[slot] >= 0, depths[slot] < Self.maximumReferenceDepth else {
                return nil
            }
            return palette.values[slot]
        }
    }

    /// Puts semantic colour `id`'s value, found apart (`SettledColors`), in the memo for every appearance, as if
    /// it had been evaluated: tokens evaluated afterwards that refer to it read it there.
    mutating func memoise(_ id: Int32, _ color: DynamicColor) {
        guard let local = tokens.colors.local(id) else { return }
        for appearance in Appearance.allCases {
            let slot = local * 4 + appearance.slot
            colors.states[slot] = .done
            colors.values[slot] = color[appearance]
        }
    }

    /// Reports the cycle of `members`, each referring to the next with the reference at `references` (once per set
    /// of members).
    private mutating func reportCycle(_ members: [Key], references: [SourceRange]) {
        let names = members.map { name($0) }
        guard reportedCycles.insert(names.sorted()).inserted else { return }
        let steps = zip(names, references).map { (name: $0, range: $1) }
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

extension TokenGroup {
    /// The group's place in the evaluator's arrays by group (`depths`).
    fileprivate var evaluatorSlot: Int {
        switch self {
        case .palette: return 0
        case .colors: return 1
        case .radii: return 2
        case .spacing: return 3
        case .sizes: return 4
        case .opacity: return 5
        case .numbers: return 6
        case .durations: return 7
        case .fonts: return 8
        case .typography: return 9
        case .shadows: return 10
        case .animations: return 11
        }
    }

    /// A number group's place in `TokenGroup.numberGroups` (and in the evaluator's memos).
    fileprivate var numberSlot: Int {
        switch self {
        case .radii: return 0
        case .spacing: return 1
        case .sizes: return 2
        case .opacity: return 3
        case .numbers: return 4
        case .durations: return 5
        case .palette, .colors, .fonts, .typography, .shadows, .animations:
            preconditionFailure("\(self) is not a number group")
        }
    }
}
