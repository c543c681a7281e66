public import ThemecCore
import ThemecDiagnostics

/// What `--mode NAME=TARGET` makes of a resolver context: one of the four appearances of the base theme, a
/// theme of its own that extends the base, or nothing (left out, with a warning).
public enum DTCGModeTarget: Sendable, Equatable {
    case appearance(Appearance)
    case theme
    case skip

    /// `light`, `dark`, `lightHighContrast`, `darkHighContrast` (any spelling `DTCGModes.appearance(of:)`
    /// reads), `theme` or `skip`; `nil` for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "theme": self = .theme
        case "skip": self = .skip
        default:
            guard let appearance = DTCGModes.appearance(of: text) else { return nil }
            self = .appearance(appearance)
        }
    }
}

/// One theme an import writes, before its tokens: which modifier context gives each appearance.
struct PlannedTheme {
    /// The theme's name without the base name (`""` for the base, `Darkest` for a variant, `BCompact` for
    /// the combination of `brand: b` and `density: compact`).
    var suffix: String
    /// For each appearance, the context chosen for each modifier (modifiers not named take their default).
    var appearances: [Appearance: [String: String]]
    /// The index of the planned theme it extends (holding only what differs from it); `nil` for the base.
    var extends: Int?
    /// The contexts that make it differ from the base (`["b", "compact"]`), for messages.
    var contexts: [String] = []
    /// Where the last of those contexts' modifier is written.
    var range: SourceRange?
    /// Whether the theme extends another.
    var isVariant: Bool { extends != nil }
}

/// How resolver contexts become appearances and themes (docs/DTCG.md, "Modes").
enum DTCGModes {
    /// The most themes one resolver gives (the base, one per context, and combinations of contexts of
    /// several modifiers up to it; docs/DTCG.md, "Modes").
    static let themeLimit = 64

    /// A context that gives a theme of its own: its modifier, and the appearance whose context it replaces
    /// (`darkest` for `dark`), `nil` when it gives all four.
    typealias Variant = (modifier: String, context: String, replaces: Appearance?)

    /// The appearance a context name stands for, case and separators aside: `light`, `Dark`, `light-mode`, `day`, `night`,
    /// `darkest` and `dark-dimmed` (dark), `hc`, `high-contrast` and `highContrast` (light, high contrast),
    /// `dark-hc`, `darkHighContrast`, `light_high_contrast`; `nil` for a name with neither or both of light
    /// and dark and no contrast word (`wireframe`, `brand`).
    static func appearance(of name: String) -> Appearance? {
        let words = SwiftIdentifier.words(name).map { $0.lowercased() }
        let joined = words.joined()
        let isLight = words.contains("light") || joined.hasPrefix("light") || words.contains("day")
        let isDark = words.contains("dark") || joined.hasPrefix("dark") || words.contains("night")
        let isHigh =
            words.contains("hc") || joined.hasSuffix("hc") || joined.contains("highcontrast")
            || words.contains("contrast") || words.contains("high")
        if isLight == isDark {
            return isHigh && !isLight ? .lightHighContrast : nil
        }
        return Appearance(colorScheme: isLight ? .light : .dark, contrast: isHigh ? .high : .standard)
    }

    /// Names that are exactly an appearance: they claim it before `darkest` or `light-colorblind` may.
    private static let exactNames: Set<String> = [
        "light", "dark", "lightmode", "darkmode", "lighthighcontrast", "darkhighcontrast", "lighthc", "darkhc",
        "highcontrastlight", "highcontrastdark", "hc", "highcontrast", "day", "night",
    ]

    private static func isExact(_ name: String) -> Bool {
        exactNames.contains(SwiftIdentifier.words(name).map { $0.lowercased() }.joined())
    }

    /// The themes a resolver's modifiers give: the base, whose appearances come from the appearance modifier
    /// (the first with light and dark contexts) and a contrast modifier (`standard`/`high`), and one theme per
    /// other context, and one per combination of contexts of several modifiers (up to `themeLimit` themes;
    /// how many more there are is returned). Every context is used, skipped on request, or reported.
    static func plan(
        _ modifiers: [ResolverModifier], explicit: [String: DTCGModeTarget], diagnostics: inout [Diagnostic],
        at range: SourceRange
    ) -> (themes: [PlannedTheme], appearanceModifiers: Set<String>, leftOutCombinations: Int) {
        func target(_ context: String) -> DTCGModeTarget? {
            explicit[context] ?? appearance(of: context).map(DTCGModeTarget.appearance)
        }
        let appearanceModifier = modifiers.first { modifier in
            let schemes = modifier.contexts.compactMap { context -> Appearance.ColorScheme? in
                if case .appearance(let appearance) = target(context) { return appearance.colorScheme }
                return nil
            }
            return schemes.contains(.light) && schemes.contains(.dark)
        }
        // A contrast modifier: another whose contexts include a high-contrast one without a colour scheme.
        let contrastModifier = modifiers.first { modifier in
            modifier.name != appearanceModifier?.name
                && modifier.contexts.contains { DTCGModes.appearance(of: $0) == .lightHighContrast }
        }
        let highContext = contrastModifier?.contexts.first { DTCGModes.appearance(of: $0) == .lightHighContrast }
        var claimed: [Appearance: String] = [:]
        var variants: [Variant] = []
        if let appearanceModifier {
            let ordered =
                appearanceModifier.contexts.filter { explicit[$0] != nil }
                + appearanceModifier.contexts.filter { explicit[$0] == nil && isExact($0) }
                + appearanceModifier.contexts.filter { explicit[$0] == nil && !isExact($0) }
            for context in ordered {
                switch target(context) {
                case .appearance(let appearance):
                    if claimed[appearance] == nil {
                        claimed[appearance] = context
                    } else {
                        variants.append((appearanceModifier.name, context, appearance))
                    }
                case .skip:
                    diagnostics.append(DTCGMessages.modeSkipped(context, at: appearanceModifier.range))
                case .theme, nil:
                    if context == appearanceModifier.defaultContext, claimed[.light] == nil {
                        claimed[.light] = context
                    } else {
                        variants.append((appearanceModifier.name, context, nil))
                    }
                }
            }
        } else if !modifiers.isEmpty {
            diagnostics.append(DTCGMessages.noAppearanceModifier(at: range))
        }
        // The base: each appearance's context, high contrast from the contrast modifier or falling back.
        var base: [Appearance: [String: String]] = [:]
        for appearance in Appearance.allCases {
            var selection: [String: String] = [:]
            if let appearanceModifier {
                let context =
                    claimed[appearance] ?? claimed[appearance.standardContrast] ?? claimed[.light]
                    ?? appearanceModifier.defaultContext
                selection[appearanceModifier.name] = context
                if appearance.contrast == .high, claimed[appearance] == nil, let contrastModifier, let highContext {
                    selection[contrastModifier.name] = highContext
                }
            }
            base[appearance] = selection
        }
        var themes = [PlannedTheme(suffix: "", appearances: base)]
        // Every other modifier's contexts other than its default (and the contrast modifier's high one).
        for modifier in modifiers where modifier.name != appearanceModifier?.name {
            let others = modifier.contexts.filter {
                $0 != modifier.defaultContext && !(modifier.name == contrastModifier?.name && $0 == highContext)
            }
            if !others.isEmpty, modifier.name != contrastModifier?.name {
                diagnostics.append(
                    DTCGMessages.modifierDefault(
                        modifier.name, context: modifier.defaultContext, others: others, at: modifier.range))
            }
            for context in others {
                if explicit[context] == .skip {
                    diagnostics.append(DTCGMessages.modeSkipped(context, at: modifier.range))
                    continue
                }
                variants.append((modifier.name, context, nil))
            }
        }
        func applying(_ variant: Variant, to appearances: [Appearance: [String: String]]) -> [Appearance: [String:
            String]]
        {
            var appearances = appearances
            if let replaces = variant.replaces {
                // The context takes the place of the one that gave `replaces`, wherever that one is used.
                let displaced = base[replaces]?[variant.modifier]
                for appearance in Appearance.allCases where base[appearance]?[variant.modifier] == displaced {
                    appearances[appearance]![variant.modifier] = variant.context
                }
            } else {
                for appearance in Appearance.allCases { appearances[appearance]![variant.modifier] = variant.context }
            }
            return appearances
        }
        let ranges = Dictionary(modifiers.map { ($0.name, $0.range) }, uniquingKeysWith: { first, _ in first })
        for variant in variants {
            themes.append(
                PlannedTheme(
                    suffix: variantPart(variant.context), appearances: applying(variant, to: base), extends: 0,
                    contexts: [variant.context], range: ranges[variant.modifier]))
        }
        // Every combination of contexts of two or more modifiers, smaller ones first, each extending the
        // combination without its last context; at most `themeLimit` themes in all.
        let combinations = DTCGModeCombinations(
            variants: variants.map(\.modifier), modifierOrder: modifiers.map(\.name),
            limit: max(0, themeLimit - themes.count))
        for combination in combinations.kept {
            let last = variants[combination.variants.last!]
            let parent = themes[combination.parent]
            themes.append(
                PlannedTheme(
                    suffix: parent.suffix + variantPart(last.context),
                    appearances: applying(last, to: parent.appearances), extends: combination.parent,
                    contexts: parent.contexts + [last.context], range: ranges[last.modifier]))
        }
        if combinations.leftOut > 0 {
            diagnostics.append(
                DTCGMessages.combinationsLeftOut(
                    combinations.modifiers, total: combinations.total, kept: combinations.kept.count,
                    limit: themeLimit, at: range))
        }
        let known = Set(modifiers.flatMap(\.contexts))
        for name in explicit.keys.sorted() where !known.contains(name) {
            diagnostics.append(DTCGMessages.unknownMode(name, known: modifiers.flatMap(\.contexts), at: range))
        }
        return (
            themes, Set([appearanceModifier?.name, contrastModifier?.name].compactMap { $0 }), combinations.leftOut
        )
    }

    /// A variant's part of its theme's name: `themeNamePart(context)`, or `Mode` when the context's name has
    /// no ASCII letter or digit to spell (the theme is still one of its own).
    static func variantPart(_ context: String) -> String {
        let part = themeNamePart(context)
        return part.isEmpty ? "Mode" : part
    }

    /// `dark-dimmed` → `DarkDimmed`, `2x` → `2x` (kept after the base name, where a digit is allowed).
    static func themeNamePart(_ text: String) -> String {
        SwiftIdentifier.words(text).filter { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// A selection's name for messages: its contexts (`dark`, `dark/high`), or `the token file` when none.
    static func label(_ selection: [String: String], order: [ResolverModifier]) -> String {
        let names = order.map { selection[$0.name] ?? $0.defaultContext }
        return names.isEmpty ? "the token files" : names.joined(separator: "/")
    }
}
