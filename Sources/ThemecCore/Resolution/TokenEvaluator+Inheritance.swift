/// What a theme that extends another shares with it: the tokens whose values are necessarily the parent's are
/// found from the declarations, without evaluating them, and only the others are evaluated and stored.
///
/// A token has its parent's value when the same declaration gives it its value in both themes (the child does
/// not declare it) and its reference, if any, leads to a token that has its parent's value too (in every
/// appearance, for a semantic colour). A token the child does not redeclare still differs when it refers to one
/// the child overrides (`link: "{colors.accent}"`, and the child sets `accent`): the walk follows the reference
/// and finds it. Evaluation depends on nothing else of the theme (a reference leads to the same token in both,
/// since a child has every token its parent has), so the parent's values are the child's exactly.
extension TokenEvaluator {
    /// Where a token stands in `inheritsValue(_:)`.
    enum Inheritance: UInt8 {
        case unknown, walking, inherited, own
    }

    /// One group's values of a theme, as evaluation gives them.
    enum GroupValues<Value> {
        /// Every value, in the order of the ids asked for.
        case full([Value])
        /// Only the values that may differ from the parent's (`slots` are positions in the ids asked for,
        /// ascending); every other value is the parent's.
        case changes(slots: [Int32], values: [Value])
    }

    /// The values of tokens `ids` of `group` (all of the set's, in its order), each evaluated by `evaluate`:
    /// only those that may differ from the parent's when the theme extends one and few do, every one otherwise.
    mutating func values<Value: Sendable>(
        _ ids: [Int32], of group: TokenGroup, _ evaluate: (inout TokenEvaluator, Int32) -> Value
    ) -> GroupValues<Value> {
        var changed: [Int32] = []
        if extendingDeclaration != nil {
            let limit = TokenValues<Value>.maximumOverrides(count: ids.count)
            for (position, id) in ids.enumerated() where !inheritsToken(group, id) {
                changed.append(Int32(position))
                if changed.count > limit { break }
            }
            if changed.count <= limit {
                return .changes(slots: changed, values: changed.map { evaluate(&self, ids[Int($0)]) })
            }
        }
        return .full(ids.map { evaluate(&self, $0) })
    }

    /// Whether token `id` of `group` has its parent's value (in every appearance, for a semantic colour).
    mutating func inheritsToken(_ group: TokenGroup, _ id: Int32) -> Bool {
        // Most tokens are decided by their declaration alone: the theme's own, or the parent's and a literal.
        guard let own = extendingDeclaration, let slot = tokens.declaration(group, id) else {
            return inheritsValue(Key(group: group, id: id))
        }
        if slot.declaration == own { return false }
        switch group {
        case .palette: if case .literal = tables.palette.value(at: slot) { return true }
        case .colors: if tables.colors.value(at: slot).isLiteral { return true }
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations:
            if case .literal = tables.numberTable(group).value(at: slot) { return true }
        case .fonts: if case .literal = tables.fonts.value(at: slot) { return true }
        // Their literals may hold references (a font, a size, a layer's colour, a duration): decided by those
        // (`literalInherits(_:)`, at the end of the walk).
        case .typography, .shadows, .animations: break
        }
        guard group == .colors else { return inheritsValue(Key(group: group, id: id)) }
        for appearance in Appearance.allCases {
            guard inheritsValue(Key(group: .colors, id: id, appearance: appearance)) else { return false }
        }
        return true
    }

    /// Whether the token at `key` necessarily has the parent's value: walks its chain of references without
    /// recursion, remembering the answer for every token on it. A theme that extends none inherits nothing.
    mutating func inheritsValue(_ key: Key) -> Bool {
        guard let own = extendingDeclaration else { return false }
        // A token the theme lacks (an error already) is lacking in its parent too: the same placeholder.
        guard tokens.declaration(key.group, key.id) != nil else { return true }
        // The walk's buffer is taken for the time of this walk: a typography, shadow or animation at its end
        // walks the references of its fields (`literalInherits(_:)`), which start walks of their own.
        var walked = inheritanceWalk
        inheritanceWalk = []
        defer {
            walked.removeAll(keepingCapacity: true)
            inheritanceWalk = walked
        }
        var node = key
        var inherited: Bool
        walk: while true {
            let slot = depthSlot(node)
            switch inheritance[node.group]![slot] {
            case .inherited, .walking:
                // `.walking`: a cycle of tokens declared as in the parent, which the parent reports.
                inherited = true
                break walk
            case .own:
                inherited = false
                break walk
            case .unknown:
                break
            }
            // The theme's tokens are its parent's with its own declarations put over them: a token has the
            // parent's declaration exactly when the theme does not declare it.
            guard let declaration = tokens.declaration(node.group, node.id), declaration.declaration != own else {
                inheritance[node.group]![slot] = .own
                inherited = false
                break
            }
            inheritance[node.group]![slot] = .walking
            walked.append(node)
            guard let (_, next) = onward(node) else {
                inherited = literalInherits(node)
                break
            }
            node = next
        }
        for member in walked {
            inheritance[member.group]![depthSlot(member)] = inherited ? .inherited : .own
        }
        return inherited
    }
}

extension TokenEvaluator {
    /// Whether the token at `key`, whose declaration is the parent's and refers to no token of its group, has the
    /// parent's value: a typography, shadow or animation written out does when every token its fields refer to
    /// does (fonts, lengths, colours in every appearance, durations), which are tokens of other groups whose
    /// walks never lead back here; any other token does.
    mutating func literalInherits(_ key: Key) -> Bool {
        guard let slot = tokens.declaration(key.group, key.id) else { return true }
        switch key.group {
        case .typography:
            guard case .literal(let declaration) = tables.typography.value(at: slot) else { return true }
            if case .reference(let reference) = declaration.font, !inheritsTarget(of: reference, expecting: .font) {
                return false
            }
            return [declaration.size, declaration.lineHeight, declaration.tracking].allSatisfy {
                inheritsNumber($0, expecting: .length)
            }
        case .shadows:
            guard case .literal(let layers) = tables.shadows.value(at: slot) else { return true }
            for layer in layers {
                for appearance in Appearance.allCases {
                    var color = layer.color.expression(for: appearance)
                    while case .withOpacity(let wrapped, _, _) = color { color = wrapped }
                    if case .reference(let reference) = color,
                        !inheritsTarget(of: reference, expecting: .semanticColor(appearance))
                    {
                        return false
                    }
                }
                guard [layer.radius, layer.x, layer.y].allSatisfy({ inheritsNumber($0, expecting: .length) }) else {
                    return false
                }
            }
            return true
        case .animations:
            guard case .literal(let declaration) = tables.animations.value(at: slot) else { return true }
            return inheritsNumber(declaration.duration, expecting: .number(.durations))
        case .palette, .colors, .radii, .spacing, .sizes, .opacity, .numbers, .durations, .fonts:
            return true
        }
    }

    /// Whether a number written in a typography, shadow or animation has the parent's value.
    private mutating func inheritsNumber(_ expression: NumberExpression?, expecting: Expectation) -> Bool {
        guard case .reference(let reference) = expression else { return true }
        return inheritsTarget(of: reference, expecting: expecting)
    }

    /// Whether the token `reference` leads to has the parent's value; a reference that leads to no token (a
    /// system colour, or an error the parent reports too) leads to the same in both.
    private mutating func inheritsTarget(of reference: TokenReference, expecting: Expectation) -> Bool {
        guard case .token(let target) = target(of: reference, expecting: expecting) else { return true }
        return inheritsValue(target)
    }
}

extension SemanticColorExpression {
    /// Whether every appearance is a colour written out, referring to nothing.
    fileprivate var isLiteral: Bool {
        func literal(_ expression: ColorExpression?) -> Bool {
            switch expression {
            case .none, .literal: return true
            case .reference: return false
            case .withOpacity(let inner, _, _): return literal(inner)
            }
        }
        switch self {
        case .single(let expression): return literal(expression)
        case .appearances(let light, let dark, let lightHighContrast, let darkHighContrast):
            return literal(light) && literal(dark) && literal(lightHighContrast) && literal(darkHighContrast)
        }
    }
}

extension TokenEvaluator.GroupValues: Sendable where Value: Sendable {}

extension ThemeSetResolver.EffectiveTokens {
    /// Where the declaration giving token `id` of `group` its value is, or `nil` when the theme lacks the token.
    func declaration(_ group: TokenGroup, _ id: Int32) -> TokenSlot? {
        switch group {
        case .palette: return palette.declaration(id)
        case .colors: return colors.declaration(id)
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return self[numbers: group].declaration(id)
        case .fonts: return fonts.declaration(id)
        case .typography: return typography.declaration(id)
        case .shadows: return shadows.declaration(id)
        case .animations: return animations.declaration(id)
        }
    }
}
