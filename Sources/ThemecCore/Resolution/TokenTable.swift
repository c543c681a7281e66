/// One token group of the set: the token paths interned to dense integer ids, and every theme's declarations.
///
/// The resolver works on ids rather than dotted paths: a theme's tokens are an array of `TokenSlot`s (see
/// `EffectiveGroup`), so `extends` copies a few kilobytes instead of a dictionary of declarations, and the
/// evaluator's memo is an array indexed by id rather than a hash table keyed by path. Declarations are not
/// copied: a slot names the theme declaration and the token's place in it.
struct TokenTable<Expression: Sendable>: Sendable {
    /// Dotted path (`gray.600`) to id, by the path's hash.
    private var index = PathIndex()
    /// Id to dotted path.
    private(set) var paths: [String] = []
    /// The group's tokens of each theme declaration (the same arrays as the declarations', shared).
    let declared: [[TokenDeclaration<Expression>]]

    init(_ declared: [[TokenDeclaration<Expression>]]) {
        self.declared = declared
    }

    /// The id of `path`, if any theme declares it.
    func id(_ path: String) -> Int32? { index.id(path, hash: path.hashValue, in: paths) }

    /// The id of `path`, given a new one if no declaration met before had it.
    mutating func intern(_ path: String) -> Int32 { intern(path, hash: path.hashValue) }

    /// The id of `path`, whose hash (`hashValue`) is `hash`, found beforehand: the path is not hashed again.
    mutating func intern(_ path: String, hash: Int) -> Int32 {
        if let id = index.id(path, hash: hash, in: paths) { return id }
        let id = Int32(paths.count)
        index.insert(id, hash: hash)
        paths.append(path)
        return id
    }

    /// Makes room for `count` more paths, so that interning a large group does not grow and rehash the table
    /// again and again.
    mutating func reserve(_ count: Int) {
        index.reserve(paths.count + count)
        paths.reserveCapacity(paths.count + count)
    }

    subscript(slot: TokenSlot) -> TokenDeclaration<Expression> {
        declared[Int(slot.declaration)][Int(slot.token)]
    }

    /// The value of the declaration at `slot`, read without copying the rest of the declaration.
    func value(at slot: TokenSlot) -> Expression {
        declared[Int(slot.declaration)][Int(slot.token)].value
    }

    /// The description of the declaration at `slot`, read without copying the rest of the declaration.
    func description(at slot: TokenSlot) -> String? {
        declared[Int(slot.declaration)][Int(slot.token)].description
    }
}

/// Where a token's declaration is: the index of its theme declaration, and its place in that group's list.
struct TokenSlot: Sendable {
    var declaration: Int32
    var token: Int32

    static let absent = TokenSlot(declaration: -1, token: -1)
}

/// One theme's tokens of one group after `extends`: which declaration gives each token its value.
///
/// Sized by the theme's own tokens, not by the set's: a token id maps to the theme's *local* index (its place
/// in `order`) through an array for the low ids and a dictionary for ids far beyond the theme's count, so
/// 6,000 themes that each declare one token of their own hold 6,000 small groups, not 6,000 × 6,000 slots.
///
/// A theme that extends another starts as a copy of its parent's group, which shares the parent's arrays; the
/// tokens it overrides are kept apart (`overrides`) while they are few, so 200 themes that each override one
/// token of a 45,000-token parent do not each copy its 45,000 slots.
struct EffectiveGroup: Sendable {
    /// Token ids in the order first declared (an override keeps its parent's place): local index to id.
    private(set) var order: [Int32] = []
    /// Local index to where the token's declaration is, unless `overrides` has the index.
    private var slots: [TokenSlot] = []
    /// Local index to where the declaration is, for the tokens overridden since `slots` was last written in full.
    private var overrides: [Int32: TokenSlot] = [:]
    /// Id to local index (-1: the theme lacks the token), for ids below its count.
    private var dense: [Int32] = []
    /// Id to local index, for the ids `dense` does not reach.
    private var sparse: [Int32: Int32] = [:]

    /// The theme's local index of token `id` (its place in `order`), or `nil` when the theme lacks it.
    func local(_ id: Int32) -> Int? {
        let position = Int(id)
        if position < dense.count {
            let local = dense[position]
            if local >= 0 { return Int(local) }
        }
        if sparse.isEmpty { return nil }
        return sparse[id].map(Int.init)
    }

    /// Makes the declaration at `slot` the theme's value of token `id`.
    /// Makes the declaration at `slot` the theme's value of token `id`; `apart`: an override kept in `overrides`.
    private mutating func set(_ id: Int32, _ slot: TokenSlot, apart: Bool) {
        if let local = local(id) {
            if apart {
                overrides[Int32(local)] = slot
            } else {
                slots[local] = slot
            }
            return
        }
        let local = Int32(order.count)
        order.append(id)
        slots.append(slot)
        let position = Int(id)
        if position < dense.count {
            dense[position] = local
        } else if position == dense.count {
            // The next id (a theme's new tokens are usually interned one after the other).
            dense.append(local)
        } else if position < 2 * order.count + 64 {
            dense.append(contentsOf: repeatElement(-1, count: position + 1 - dense.count))
            dense[position] = local
        } else {
            sparse[id] = local
        }
    }

    /// Makes `tokens`, the group's declarations in theme declaration `theme`, the theme's values (overriding
    /// what it inherited), interning their paths in `table`.
    /// `minimum`: the fewest tokens whose paths are hashed first, by ranges (on every core with `fanout`).
    mutating func declare<Expression>(
        _ tokens: [TokenDeclaration<Expression>], of theme: Int32, in table: inout TokenTable<Expression>,
        minimum: Int = TokenEvaluator.parallelColorMinimum, fanout: Fanout = .serial
    ) {
        // A theme that overrides its parent's tokens usually lists them in the parent's order: the path in the
        // same place is compared (one short string comparison) before the path is hashed and looked up.
        // By index, so only the path is read, not a copy of each declaration.
        let inherited = order
        if tokens.count > inherited.count {
            // At least this many of the tokens are new: room for them, so the arrays are not grown again and again
            // (an override only, which may share its parent's arrays, reserves nothing).
            let added = tokens.count - inherited.count
            table.reserve(added)
            order.reserveCapacity(order.count + added)
            slots.reserveCapacity(slots.count + added)
            // A theme holding every id so far (the first, or the only one) gets the new ids one after the other.
            if dense.count == table.paths.count { dense.reserveCapacity(dense.count + added) }
        }
        // Few overrides are kept apart, so the parent's slots stay shared; many are written into a copy of them.
        let apart = overrides.count + tokens.count <= slots.count / 8
        if !apart, !overrides.isEmpty {
            for (local, slot) in overrides { slots[Int(local)] = slot }
            overrides = [:]
        }
        // A large declaration's paths are hashed on every core (each path's hash is its own), then interned in order.
        let hashes =
            tokens.count >= minimum
            ? fanout.map(indices: tokens.count, minimumSize: max(1, minimum / 2)) {
                tokens[$0].dottedPath.hashValue
            }
            : nil
        for position in tokens.indices {
            let id: Int32
            if position < inherited.count, table.paths[Int(inherited[position])] == tokens[position].dottedPath {
                id = inherited[position]
            } else if let hashes {
                id = table.intern(tokens[position].dottedPath, hash: hashes[position])
            } else {
                id = table.intern(tokens[position].dottedPath)
            }
            set(id, TokenSlot(declaration: theme, token: Int32(position)), apart: apart)
        }
    }

    /// Where the declaration giving token `id` its value is, or `nil` when the theme lacks the token.
    func declaration(_ id: Int32) -> TokenSlot? {
        guard let local = local(id) else { return nil }
        if !overrides.isEmpty, let slot = overrides[Int32(local)] { return slot }
        return slots[local]
    }
}

/// Every token group's table; shared, read-only, by the themes evaluated in parallel.
struct TokenTables: Sendable {
    var palette: TokenTable<ColorExpression>
    var colors: TokenTable<SemanticColorExpression>
    var radii: TokenTable<NumberExpression>
    var spacing: TokenTable<NumberExpression>
    var sizes: TokenTable<NumberExpression>
    var opacity: TokenTable<NumberExpression>
    var numbers: TokenTable<NumberExpression>
    var durations: TokenTable<NumberExpression>
    var fonts: TokenTable<FontExpression>
    var typography: TokenTable<TypographyExpression>
    var shadows: TokenTable<ShadowExpression>
    var animations: TokenTable<AnimationExpression>

    init(_ declarations: [ThemeDeclaration]) {
        palette = TokenTable(declarations.map(\.palette))
        colors = TokenTable(declarations.map(\.colors))
        radii = TokenTable(declarations.map(\.radii))
        spacing = TokenTable(declarations.map(\.spacing))
        sizes = TokenTable(declarations.map(\.sizes))
        opacity = TokenTable(declarations.map(\.opacity))
        numbers = TokenTable(declarations.map(\.numbers))
        durations = TokenTable(declarations.map(\.durations))
        fonts = TokenTable(declarations.map(\.fonts))
        typography = TokenTable(declarations.map(\.typography))
        shadows = TokenTable(declarations.map(\.shadows))
        animations = TokenTable(declarations.map(\.animations))
    }

    /// The table of a group whose tokens are numbers (`TokenGroup.isNumber`).
    func numberTable(_ group: TokenGroup) -> TokenTable<NumberExpression> {
        switch group {
        case .radii: return radii
        case .spacing: return spacing
        case .sizes: return sizes
        case .opacity: return opacity
        case .numbers: return numbers
        case .durations: return durations
        case .palette, .colors, .fonts, .typography, .shadows, .animations:
            preconditionFailure("\(group) is not a number group")
        }
    }

    /// Interns `tokens` of number group `group` (see `EffectiveGroup.declare`).
    mutating func declareNumbers(
        _ tokens: [TokenDeclaration<NumberExpression>], of theme: Int32, group: TokenGroup,
        into effective: inout EffectiveGroup
    ) {
        switch group {
        case .radii: effective.declare(tokens, of: theme, in: &radii)
        case .spacing: effective.declare(tokens, of: theme, in: &spacing)
        case .sizes: effective.declare(tokens, of: theme, in: &sizes)
        case .opacity: effective.declare(tokens, of: theme, in: &opacity)
        case .numbers: effective.declare(tokens, of: theme, in: &numbers)
        case .durations: effective.declare(tokens, of: theme, in: &durations)
        case .palette, .colors, .fonts, .typography, .shadows, .animations:
            preconditionFailure("\(group) is not a number group")
        }
    }

    /// The dotted path of token `id` of `group`.
    func path(_ group: TokenGroup, _ id: Int32) -> String {
        switch group {
        case .palette: return palette.paths[Int(id)]
        case .colors: return colors.paths[Int(id)]
        case .fonts: return fonts.paths[Int(id)]
        case .typography: return typography.paths[Int(id)]
        case .shadows: return shadows.paths[Int(id)]
        case .animations: return animations.paths[Int(id)]
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return numberTable(group).paths[Int(id)]
        }
    }
}
