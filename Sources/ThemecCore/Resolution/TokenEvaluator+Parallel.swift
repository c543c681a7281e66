/// The semantic colours of a large theme, evaluated on every core.
///
/// Most semantic colours are a literal, a system colour or a reference to a palette colour, in each appearance,
/// and the palette is evaluated before them. Such a colour's value needs nothing but the palette's values: it
/// cannot be part of a cycle, its chain is one reference longer than its palette colour's, and finding it
/// reports nothing. Those colours are found first, by consecutive ranges of tokens on all cores, reading only
/// the shared tables and the palette's values (`SettledColors`); their values go into the evaluator's memo in
/// order, and every other colour — one referring to another semantic colour, wherever that is, or to anything
/// wrong — is then evaluated one after the other in the set's order, as when there is no split: it meets the
/// settled colours in the memo, and what it reports, in what order, is what it reported before.
extension TokenEvaluator {
    /// Fewest semantic colours in a theme for which the work is split over the cores.
    static let parallelColorMinimum = 2_048

    /// Semantic colours `ids` (all of the set's, in its order) in every appearance; the palette evaluated first.
    /// `minimum`: the fewest tokens for which the work is split (a test lowers or raises it); `fanout`: whether
    /// the split runs on the cores.
    mutating func semanticColors(
        _ ids: [Int32], minimum: Int = parallelColorMinimum, fanout: Fanout = .serial
    ) -> [DynamicColor] {
        guard extendingDeclaration == nil, ids.count >= minimum else { return ids.map { semanticColor($0) } }
        let reader = SettledColors(tables: tables, tokens: tokens, palette: settledPalette())
        let settled = fanout.map(indices: ids.count, minimumSize: max(1, minimum / 2)) { reader.color(ids[$0]) }
        for (id, color) in zip(ids, settled) {
            if let color { memoise(id, color) }
        }
        var results: [DynamicColor] = []
        results.reserveCapacity(ids.count)
        for (id, color) in zip(ids, settled) { results.append(color ?? semanticColor(id)) }
        return results
    }
}

/// What finds the value of a semantic colour that needs only literals, system colours and settled palette colours
/// (`TokenEvaluator.settledPalette()`), or says that it needs more; read-only, shared by the cores.
struct SettledColors: Sendable {
    let tables: TokenTables
    let tokens: ThemeSetResolver.EffectiveTokens
    /// By the theme's palette slot.
    let palette: [RGBA?]

    /// Colour `id` in every appearance, or `nil` when it must be evaluated in order.
    func color(_ id: Int32) -> DynamicColor? {
        guard let slot = tokens.colors.declaration(id) else { return nil }
        switch tables.colors.value(at: slot) {
        case .single(let expression):
            guard let light = value(expression, .light) else { return nil }
            // The same expression in every appearance: one value unless it is a system colour.
            if expression.isAppearanceFree { return DynamicColor(constant: light) }
            guard let dark = value(expression, .dark), let lightHighContrast = value(expression, .lightHighContrast),
                let darkHighContrast = value(expression, .darkHighContrast)
            else { return nil }
            return DynamicColor(
                light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
        case .appearances(let light, let dark, let lightHighContrast, let darkHighContrast):
            guard let lightValue = value(light, .light), let darkValue = value(dark, .dark) else { return nil }
            // A high-contrast slot without an expression of its own takes its standard slot's value when that does
            // not depend on the appearance (as `TokenEvaluator.sharedHighContrast` does).
            let lightHighContrastValue =
                lightHighContrast == nil && light.isAppearanceFree
                ? lightValue : value(lightHighContrast ?? light, .lightHighContrast)
            let darkHighContrastValue =
                darkHighContrast == nil && dark.isAppearanceFree
                ? darkValue : value(darkHighContrast ?? dark, .darkHighContrast)
            guard let lightHighContrastValue, let darkHighContrastValue else { return nil }
            return DynamicColor(
                light: lightValue, dark: darkValue, lightHighContrast: lightHighContrastValue,
                darkHighContrast: darkHighContrastValue)
        }
    }

    /// What `TokenEvaluator.evaluate` gives for `expression` in `appearance`, when that needs nothing more.
    func value(_ expression: ColorExpression, _ appearance: Appearance) -> ColorValue? {
        switch expression {
        case .literal(let rgba, _):
            return ColorValue(rgba: rgba)
        case .withOpacity(let inner, let opacity, _):
            guard var value = value(inner, appearance) else { return nil }
            value.rgba = value.rgba.withOpacity(opacity)
            if value.system != nil { value.system?.opacity = opacity }
            return value
        case .reference(let reference):
            switch reference.group {
            case "palette":
                guard let id = tables.palette.id(reference.dottedPath), let local = tokens.palette.local(id) else {
                    return nil
                }
                return palette[local].map { ColorValue(rgba: $0) }
            case "system":
                return SystemColors.named(reference.dottedPath)?.dynamicColor[appearance]
            default:
                return nil
            }
        }
    }

}

extension ColorExpression {
    /// Whether the value is the same in every appearance: a literal or a palette colour, with or without an
    /// opacity (a system colour, or anything else, may differ).
    var isAppearanceFree: Bool {
        switch self {
        case .literal: return true
        case .reference(let reference): return reference.group == "palette"
        case .withOpacity(let wrapped, _, _): return wrapped.isAppearanceFree
        }
    }
}
