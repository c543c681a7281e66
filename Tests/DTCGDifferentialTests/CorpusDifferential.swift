import Foundation

/// One corpus input compared: a token file, or a resolver document with its modes.
struct CorpusDifferential {
    /// A difference between the reference resolver and what `themec import dtcg` + `themec resolve` gave,
    /// and the diagnostics themec printed about it: one row of the loss table.
    struct Loss: Hashable, Comparable {
        /// The input, relative to the corpus.
        var file: String
        /// The token's dotted path, or `*` for the whole file or mode.
        var token: String
        /// The appearances that differ (`light+dark`), a mode of the resolver that no appearance holds
        /// (`modifier=context`), or `*`.
        var mode: String
        /// `missing` (not imported), `value` (another value), `clipped` (outside sRGB, clipped),
        /// `invalid-imported` (the reference finds the token invalid; themec imported it), `absent-filled`
        /// (the token is not in that mode; themec gave it a value there), `mode` (a mode no appearance or
        /// theme holds), `file` (themec imported nothing), `unchecked` (themec imported tokens from a file
        /// the reference cannot read).
        var kind: String
        /// The ids of themec's diagnostics located at the token (its definition, its alias chain) or at the
        /// modifier, `+`-joined and sorted; `unreported` when there is none.
        var reason: String

        var line: String { [file, token, mode, kind, reason].joined(separator: "\t") }

        init(file: String, token: String, mode: String, kind: String, reason: String) {
            (self.file, self.token, self.mode, self.kind, self.reason) = (file, token, mode, kind, reason)
        }

        init?(line: Substring) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            self.init(file: fields[0], token: fields[1], mode: fields[2], kind: fields[3], reason: fields[4])
        }

        static func < (a: Loss, b: Loss) -> Bool { a.line < b.line }
    }

    /// What one input gave.
    struct Outcome {
        var losses: [Loss] = []
        /// Token × appearance values compared, and how many agreed.
        var compared = 0
        var matched = 0
        /// Tokens of types whose values the reference does not compare (composites) that themec imported, by type.
        var notCompared: [String: Int] = [:]
        /// Tokens the reference finds invalid and themec did not import either, by the reference's reason.
        var bothRejected: [String: Int] = [:]
    }

    /// A diagnostic themec printed, as its JSON output gives it.
    struct Diagnostic {
        var id: String
        var severity: String
        var file: String?
        var line: Int?
    }

    enum Appearance: String, CaseIterable {
        case light, dark, lightHighContrast, darkHighContrast
        var isDark: Bool { self == .dark || self == .darkHighContrast }
        var isHigh: Bool { self == .lightHighContrast || self == .darkHighContrast }
        var standard: Appearance { isDark ? .dark : .light }
    }

    /// What a mode of the input is compared with: the appearances of the imported theme that hold it.
    struct Mode {
        var label: String
        var tree: ReferenceResolver.Node
        var appearances: [Appearance]
    }

    // MARK: The reference side

    /// The appearance a context name stands for, by its words (`light`, `Dark`, `light-hc`,
    /// `darkHighContrast`, `high-contrast-dark`), or `nil`: the mapping docs/DTCG.md describes.
    static func appearance(ofContext name: String) -> Appearance? {
        let words = ReferenceNames.words(name)
        let isLight = words.contains("light") || words.first?.hasPrefix("light") == true
        let isDark = words.contains("dark") || words.first?.hasPrefix("dark") == true
        guard isLight != isDark else { return nil }
        let isHigh = words.contains("hc") || words.contains("high") || words.contains("contrast")
        switch (isDark, isHigh) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .lightHighContrast
        case (true, true): return .darkHighContrast
        }
    }

    /// The modes of a resolver: each appearance's choice of contexts (the first context of the first
    /// modifier with light and dark contexts; high contrast falls back to standard), and every other
    /// context of every modifier, which no appearance holds.
    static func modes(_ document: ReferenceResolverDocument) -> (
        held: [Mode],
        unheld: [(label: String, modifier: ReferenceResolverDocument.Modifier, tree: ReferenceResolver.Node)]
    ) {
        let modifiers = document.modifiers
        let appearanceModifier = modifiers.first { modifier in
            let found = Set(modifier.contexts.compactMap { appearance(ofContext: $0.name)?.standard })
            return found.contains(.light) && found.contains(.dark)
        }
        var held: [Mode] = []
        var chosen: Set<String> = []
        if let modifier = appearanceModifier {
            var byContext: [(context: String, appearances: [Appearance])] = []
            for target in Appearance.allCases {
                let context =
                    modifier.contexts.first { appearance(ofContext: $0.name) == target }?.name
                    ?? modifier.contexts.first { appearance(ofContext: $0.name) == target.standard }?.name
                guard let context else { continue }
                if let at = byContext.firstIndex(where: { $0.context == context }) {
                    byContext[at].appearances.append(target)
                } else {
                    byContext.append((context, [target]))
                }
            }
            for (context, appearances) in byContext {
                chosen.insert(context)
                held.append(
                    Mode(
                        label: "\(modifier.name)=\(context)", tree: document.tree([modifier.name: context]),
                        appearances: appearances))
            }
        } else {
            held.append(Mode(label: "default", tree: document.tree([:]), appearances: Appearance.allCases))
        }
        var unheld: [(label: String, modifier: ReferenceResolverDocument.Modifier, tree: ReferenceResolver.Node)] = []
        for modifier in modifiers {
            let isAppearance = modifier.name == appearanceModifier?.name
            for context in modifier.contexts {
                if isAppearance
                    ? chosen.contains(context.name)
                    : context.name == ReferenceResolverDocument.defaultContext(of: modifier)
                {
                    continue
                }
                unheld.append(
                    ("\(modifier.name)=\(context.name)", modifier, document.tree([modifier.name: context.name])))
            }
        }
        return (held, unheld)
    }

    // MARK: Comparing

    /// The groups of the theme format a token of a DTCG type may be imported into.
    static func groups(for expected: ReferenceResolver.Expected) -> [String] {
        switch expected {
        case .color: return ["palette", "colors"]
        case .length: return ["radii", "spacing", "sizes"]
        case .number: return ["radii", "spacing", "numbers", "opacity", "sizes"]
        case .duration: return ["durations"]
        case .fontFamily: return ["fonts"]
        case .fontWeight: return ["numbers"]
        case .other: return compositeGroups
        }
    }

    /// Every group `themec resolve --all` may print (for a token whose type the reference does not know).
    static let allGroups =
        ["palette", "colors", "radii", "spacing", "sizes", "opacity", "numbers", "durations", "fonts"]
        + compositeGroups

    /// The groups a composite token may be imported into (the newer ones as the importer may name them).
    static let compositeGroups = ["typography", "shadows", "animations", "gradients", "borders", "transitions"]

    /// Whether themec's printed value is the expected one: colour channels within 1/255 of the exact value
    /// (clipped to sRGB first, as the theme format holds 8-bit sRGB), numbers within 1e-6.
    static func agrees(_ expected: ReferenceResolver.Expected, _ printed: String) -> Bool {
        switch expected {
        case .color(let red, let green, let blue, let alpha):
            guard let got = ReferenceColor.hex(printed) else { return false }
            let pairs = [(red, got.0), (green, got.1), (blue, got.2), (alpha, got.3)]
            return pairs.allSatisfy { abs(min(max($0.0, 0), 1) * 255 - $0.1 * 255) <= 1 + 1e-9 }
        case .length(let number), .number(let number):
            guard let got = Double(printed) else { return false }
            return abs(got - number) <= 1e-6 * max(1, abs(number))
        case .duration(let milliseconds):
            guard let got = Double(printed) else { return false }
            return abs(got - milliseconds / 1000) <= 1e-9 * max(1, milliseconds)
        case .fontFamily(let names):
            // One of the families, or the system design a CSS generic family stands for.
            let generic = [
                "system-ui": "system", "sans-serif": "system", "ui-rounded": "systemRounded",
                "serif": "systemSerif", "ui-serif": "systemSerif", "monospace": "systemMonospaced",
                "ui-monospace": "systemMonospaced",
            ]
            return names.contains(printed) || names.contains { generic[$0] == printed }
        case .fontWeight(let weight):
            return Double(printed).map { abs($0 - weight) < 1e-9 } ?? false
        case .other: return false
        }
    }

    /// Whether a colour lies outside sRGB by more than half an 8-bit step.
    static func isOutOfGamut(_ expected: ReferenceResolver.Expected) -> Bool {
        guard case .color(let red, let green, let blue, _) = expected else { return false }
        let step: Double = 0.5 / 255
        return [red, green, blue].contains { (channel: Double) -> Bool in channel < -step || channel > 1 + step }
    }

    /// Compares every token of every held mode with the values themec resolved, and every unheld mode
    /// with the mode themec imported in its place.
    static func compare(
        file: String, held: [Mode],
        unheld: [(label: String, modifier: ReferenceResolverDocument.Modifier, tree: ReferenceResolver.Node)],
        themec: [String: [String: String]], diagnostics: [Diagnostic]
    ) -> Outcome {
        var outcome = Outcome()
        let names = ReferenceNames(themec.keys)
        // A diagnostic is about a token when it lies in the token's definition or in one on its alias chain;
        // one that lies in no token's definition is about the resolver entries the token came through.
        var claimed: Set<Int> = []
        func reason(_ origins: [ReferenceResolver.Origin]) -> String {
            var ids: Set<String> = []
            for (number, diagnostic) in diagnostics.enumerated() {
                guard let line = diagnostic.line, let at = diagnostic.file else { continue }
                let direct = origins.contains { $0.file == at && $0.lines.contains(line) }
                let through = !claimed.contains(number) && origins.contains { $0.contains(file: at, line: line) }
                if direct || through { ids.insert(diagnostic.id) }
            }
            return ids.isEmpty ? "unreported" : ids.sorted().joined(separator: "+")
        }

        // Per token: the outcome in each appearance, and where its definition and alias chain are.
        var order: [String] = []
        var outcomes: [String: [Appearance: ReferenceResolver.Outcome]] = [:]
        var origins: [String: [ReferenceResolver.Origin]] = [:]
        for mode in held {
            let resolver = ReferenceResolver(root: mode.tree)
            for token in resolver.tokens {
                let key = ReferenceResolver.key(token.path)
                if outcomes[key] == nil { order.append(key) }
                let (result, chain) = resolver.resolveWithChain(token)
                for appearance in mode.appearances { outcomes[key, default: [:]][appearance] = result }
                origins[key, default: []] += chain.filter { !(origins[key] ?? []).contains($0) }
            }
        }

        let definitions = origins.values.flatMap { $0 }
        for (number, diagnostic) in diagnostics.enumerated() {
            guard let line = diagnostic.line, let at = diagnostic.file else { continue }
            if definitions.contains(where: { $0.file == at && $0.lines.contains(line) }) { claimed.insert(number) }
        }

        for key in order {
            let perAppearance = outcomes[key]!
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let values = perAppearance.values.compactMap { if case .value(let v) = $0 { return v } else { return nil } }
            let why = reason(origins[key] ?? [])
            func loss(_ mode: String, _ kind: String) {
                outcome.losses.append(Loss(file: file, token: key, mode: mode, kind: kind, reason: why))
            }
            let groups = values.first.map(groups(for:)) ?? allGroups
            let name = names.match(path, groups: groups)
            let printed = name.flatMap { themec[$0] }
            if let first = values.first, case .other(let type) = first {
                // A composite: not imported is a loss; imported is counted, its value not compared.
                if printed == nil { loss("*", "missing") } else { outcome.notCompared[type, default: 0] += 1 }
                continue
            }
            if values.isEmpty {
                // Invalid in every mode: themec must not import it either.
                if printed != nil {
                    loss("*", "invalid-imported")
                } else {
                    let why = perAppearance.values.lazy.compactMap {
                        if case .invalid(let why) = $0 { return why } else { return nil }
                    }.first
                    outcome.bothRejected[why ?? "?", default: 0] += 1
                }
                continue
            }
            guard let printed else {
                loss("*", "missing")
                continue
            }
            var wrong: [Appearance] = []
            var clipped: [Appearance] = []
            var filled: [Appearance] = []
            var invalid: [Appearance] = []
            for appearance in Appearance.allCases {
                let got = printed[appearance.rawValue] ?? printed["-"]
                switch perAppearance[appearance] {
                case .value(let expected)?:
                    outcome.compared += 1
                    guard let got, agrees(expected, got) else {
                        wrong.append(appearance)
                        continue
                    }
                    if isOutOfGamut(expected) { clipped.append(appearance) } else { outcome.matched += 1 }
                case .invalid?:
                    if got != nil { invalid.append(appearance) }
                case nil:
                    if got != nil { filled.append(appearance) }
                }
            }
            for (list, kind) in [
                (wrong, "value"), (clipped, "clipped"), (invalid, "invalid-imported"), (filled, "absent-filled"),
            ]
            where !list.isEmpty {
                loss(list.map(\.rawValue).joined(separator: "+"), kind)
            }
        }

        // A mode no appearance holds is a loss when any of its tokens differs from the imported value.
        for mode in unheld {
            let resolver = ReferenceResolver(root: mode.tree)
            let differs = resolver.tokens.contains { token in
                let key = ReferenceResolver.key(token.path)
                guard case .value(let expected) = resolver.resolve(token) else { return false }
                if case .other = expected { return false }
                guard let known = outcomes[key] else { return true }
                return !known.values.contains { $0 == .value(expected) }
            }
            guard differs else { continue }
            // About the modifier: a diagnostic in its lines that is about none of the tokens in it.
            let modifier = ReferenceResolver.Origin(file: mode.modifier.file, lines: mode.modifier.lines)
            let origin = ReferenceResolver.Origin(file: "", lines: 0...0, via: [modifier])
            outcome.losses.append(
                Loss(file: file, token: "*", mode: mode.label, kind: "mode", reason: reason([origin])))
        }
        return outcome
    }
}
