/// Every declaration of one token group in the set, with the token paths interned to dense integer ids.
///
/// The resolver works on ids rather than dotted paths: a theme's tokens are two `[Int32]` arrays (see
/// `EffectiveGroup`), so `extends` copies a few kilobytes instead of a dictionary of declarations, and the
/// evaluator's memo is an array indexed by id rather than a hash table keyed by path.
struct TokenTable<Expression: Sendable>: Sendable {
    /// Dotted path (`gray.600`) to id.
    private(set) var ids: [String: Int32] = [:]
    /// Id to dotted path.
    private(set) var paths: [String] = []
    /// Every declaration of the group, from every theme, in the order the resolver met them.
    private(set) var declarations: [TokenDeclaration<Expression>] = []

    /// The id of `path`, if any theme declares it.
    func id(_ path: String) -> Int32? { ids[path] }

    /// Stores `declaration`; returns its token's id and the declaration's index.
    mutating func add(_ declaration: TokenDeclaration<Expression>) -> (id: Int32, index: Int32) {
        let path = declaration.dottedPath
        let id: Int32
        if let existing = ids[path] {
            id = existing
        } else {
            id = Int32(paths.count)
            ids[path] = id
            paths.append(path)
        }
        declarations.append(declaration)
        return (id, Int32(declarations.count - 1))
    }
}

/// One theme's tokens of one group after `extends`: which declaration gives each token its value.
struct EffectiveGroup: Sendable {
    /// Token ids in the order first declared (an override keeps its parent's place).
    private(set) var order: [Int32] = []
    /// Id to the index of its declaration in the group's `TokenTable`, or -1 when the theme lacks it.
    private var slots: [Int32] = []

    /// Makes the declaration at `index` the theme's value of token `id`.
    mutating func set(_ id: Int32, declaration index: Int32) {
        let position = Int(id)
        if position >= slots.count { slots.append(contentsOf: repeatElement(-1, count: position + 1 - slots.count)) }
        if slots[position] < 0 { order.append(id) }
        slots[position] = index
    }

    /// The index of the declaration giving token `id` its value, or `nil` when the theme lacks the token.
    func declaration(_ id: Int32) -> Int? {
        let position = Int(id)
        guard position < slots.count, slots[position] >= 0 else { return nil }
        return Int(slots[position])
    }
}

/// Every token group's table; shared, read-only, by the themes evaluated in parallel.
struct TokenTables: Sendable {
    var palette = TokenTable<ColorExpression>()
    var colors = TokenTable<SemanticColorExpression>()
    var radii = TokenTable<NumberExpression>()
    var spacing = TokenTable<NumberExpression>()

    /// The dotted path of token `id` of `group`.
    func path(_ group: TokenGroup, _ id: Int32) -> String {
        switch group {
        case .palette: return palette.paths[Int(id)]
        case .colors: return colors.paths[Int(id)]
        case .radii: return radii.paths[Int(id)]
        case .spacing: return spacing.paths[Int(id)]
        }
    }
}
