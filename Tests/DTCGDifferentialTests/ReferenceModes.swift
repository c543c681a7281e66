/// The themes an import of a resolver writes, and which contexts give each of their appearances, planned by
/// the test from docs/DTCG.md "Modes" (written apart from the importer's `DTCGModes`).
enum ReferenceModes {
    typealias Appearance = CorpusDifferential.Appearance

    /// One theme of the import: the base (`context` nil) or a variant that extends it.
    struct Theme {
        /// `modifier=context` for a variant, `base` for the base.
        var label: String
        var modifier: ReferenceResolverDocument.Modifier?
        var context: String?
        var modes: [CorpusDifferential.Mode]
    }

    /// The appearance a context name stands for, by its words (`light`, `Dark`, `light-mode`, `day`, `night`,
    /// `darkest`, `dark-dimmed`, `hc`, `high-contrast`, `light-hc`, `darkHighContrast`), or `nil`.
    static func appearance(ofContext name: String) -> Appearance? {
        let words = ReferenceNames.words(name)
        let joined = words.joined()
        let light = words.contains("light") || joined.hasPrefix("light") || words.contains("day")
        let dark = words.contains("dark") || joined.hasPrefix("dark") || words.contains("night")
        let high =
            words.contains("hc") || joined.hasSuffix("hc") || joined.contains("highcontrast")
            || words.contains("high") || words.contains("contrast")
        if light == dark { return high && !light ? .lightHighContrast : nil }
        switch (dark, high) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .lightHighContrast
        case (true, true): return .darkHighContrast
        }
    }

    /// Names that are exactly an appearance, which claim it before `darkest` or `light-colorblind` do.
    static let exactNames: Set<String> = [
        "light", "dark", "lightmode", "darkmode", "lighthighcontrast", "darkhighcontrast", "lighthc", "darkhc",
        "highcontrastlight", "highcontrastdark", "hc", "highcontrast", "day", "night",
    ]

    static func isExact(_ name: String) -> Bool { exactNames.contains(ReferenceNames.words(name).joined()) }

    /// The base and one variant per other context: the appearance modifier (the first with a light and a
    /// dark context) gives the base's appearances, the first context of each (exact names first); a contrast
    /// modifier (`standard | high`) the high-contrast ones it lacks; a second context of an appearance
    /// replaces it in a variant, a context that is none gives a variant, and so does every context of
    /// another modifier other than its default.
    static func themes(_ document: ReferenceResolverDocument) -> [Theme] {
        let modifiers = document.modifiers
        let appearanceModifier = modifiers.first { modifier in
            let found = Set(modifier.contexts.compactMap { appearance(ofContext: $0.name)?.standard })
            return found.contains(.light) && found.contains(.dark)
        }
        let contrastModifier = modifiers.first { modifier in
            modifier.name != appearanceModifier?.name
                && modifier.contexts.contains { appearance(ofContext: $0.name) == .lightHighContrast }
        }
        let highContext = contrastModifier?.contexts.first { appearance(ofContext: $0.name) == .lightHighContrast }?
            .name
        var claimed: [Appearance: String] = [:]
        var variants: [(modifier: ReferenceResolverDocument.Modifier, context: String, replaces: Appearance?)] = []
        if let modifier = appearanceModifier {
            let names = modifier.contexts.map(\.name)
            for context in names.filter(isExact) + names.filter({ !isExact($0) }) {
                if let target = appearance(ofContext: context) {
                    if claimed[target] == nil {
                        claimed[target] = context
                    } else {
                        variants.append((modifier, context, target))
                    }
                } else if context == ReferenceResolverDocument.defaultContext(of: modifier), claimed[.light] == nil {
                    claimed[.light] = context
                } else {
                    variants.append((modifier, context, nil))
                }
            }
        }
        var base: [Appearance: [String: String]] = [:]
        for target in Appearance.allCases {
            var selection: [String: String] = [:]
            if let modifier = appearanceModifier {
                selection[modifier.name] =
                    claimed[target] ?? claimed[target.standard] ?? claimed[.light]
                    ?? ReferenceResolverDocument.defaultContext(of: modifier)
                if target.isHigh, claimed[target] == nil, let contrastModifier, let highContext {
                    selection[contrastModifier.name] = highContext
                }
            }
            base[target] = selection
        }
        for modifier in modifiers where modifier.name != appearanceModifier?.name {
            for context in modifier.contexts.map(\.name)
            where context != ReferenceResolverDocument.defaultContext(of: modifier)
                && !(modifier.name == contrastModifier?.name && context == highContext)
            {
                variants.append((modifier, context, nil))
            }
        }
        var themes = [Theme(label: "base", modifier: nil, context: nil, modes: modes(base, document))]
        for variant in variants {
            var appearances = base
            let name = variant.modifier.name
            let displaced = variant.replaces.flatMap { base[$0]?[name] }
            for target in Appearance.allCases where variant.replaces == nil || base[target]?[name] == displaced {
                appearances[target]![name] = variant.context
            }
            themes.append(
                Theme(
                    label: "\(name)=\(variant.context)", modifier: variant.modifier, context: variant.context,
                    modes: modes(appearances, document)))
        }
        return themes
    }

    /// The appearances grouped by their choice of contexts, each with its token tree.
    static func modes(_ selections: [Appearance: [String: String]], _ document: ReferenceResolverDocument)
        -> [CorpusDifferential.Mode]
    {
        var out: [CorpusDifferential.Mode] = []
        var chosen: [[String: String]] = []
        for target in Appearance.allCases {
            let selection = selections[target] ?? [:]
            if let at = chosen.firstIndex(of: selection) {
                out[at].appearances.append(target)
                continue
            }
            chosen.append(selection)
            let label =
                selection.isEmpty
                ? "default"
                : selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            out.append(CorpusDifferential.Mode(label: label, tree: document.tree(selection), appearances: [target]))
        }
        return out
    }

    /// Whether `theme` is the name the import gives the variant for `context` of the base `base`: the base's
    /// name and the context's letters and digits, letter case aside (`Brand` + `dark-dimmed` → `BrandDarkDimmed`).
    static func isVariant(_ theme: String, of base: String, context: String) -> Bool {
        let part = context.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return theme.lowercased() == (base + part).lowercased()
    }
}
