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
        /// `missing` (not imported), `value` (another value), `clipped` (outside Display P3, clipped to it),
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

    /// Whether themec's printed value is the expected one: colour channels within 1/255 of the exact value in
    /// the gamut themec printed (sRGB, or Display P3, each clipped to 0–1 as themec holds 8-bit channels),
    /// numbers within 1e-6. A colour the theme format's gamut rule keeps in Display P3 (outside sRGB) printed
    /// as sRGB does not agree: it lost its wide gamut.
    static func agrees(_ expected: ReferenceResolver.Expected, _ printed: String) -> Bool {
        switch expected {
        case .color(let red, let green, let blue, let alpha):
            guard let (got, isP3) = ReferenceColor.printed(printed) else { return false }
            let srgb = (red, green, blue)
            if !isP3, ReferenceColor.gamut(ofSRGB: srgb).isP3 { return false }
            let exact = isP3 ? ReferenceColor.displayP3(fromSRGB: srgb) : srgb
            let pairs = [(exact.0, got.0), (exact.1, got.1), (exact.2, got.2), (alpha, got.3)]
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

    /// Whether a colour lies outside Display P3 by more than half an 8-bit step, so that themec clips it.
    static func isOutOfGamut(_ expected: ReferenceResolver.Expected) -> Bool {
        guard case .color(let red, let green, let blue, _) = expected else { return false }
        return ReferenceColor.gamut(ofSRGB: (red, green, blue)).outsideP3
    }

    /// Compares every theme of the import with the one themec wrote: the base's tokens in every appearance,
    /// then each variant's (a loss the base already has for the token is not repeated). A variant themec did
    /// not write is a `mode` loss when any of its tokens differs from the base's value.
    static func compare(
        file: String, themes: [(plan: ReferenceModes.Theme, values: [String: [String: String]]?)],
        diagnostics: [Diagnostic]
    ) -> Outcome {
        var outcome = Outcome()
        guard let base = themes.first else { return outcome }
        let (baseOutcome, baseResults) = compareTheme(
            file: file, modes: base.plan.modes, themec: base.values ?? [:], diagnostics: diagnostics, label: nil)
        outcome = baseOutcome
        for (plan, values) in themes.dropFirst() {
            guard let values else {
                if let modifier = plan.modifier,
                    let loss = modeLoss(
                        file: file, plan: plan, modifier: modifier, base: baseResults, diagnostics: diagnostics)
                {
                    outcome.losses.append(loss)
                }
                continue
            }
            let (variant, _) = compareTheme(
                file: file, modes: plan.modes, themec: values, diagnostics: diagnostics, label: plan.label)
            outcome.compared += variant.compared
            outcome.matched += variant.matched
            for var loss in variant.losses {
                // Only the appearances the base's rows for the token do not already name.
                let covered = Set(
                    baseOutcome.losses.filter { $0.token == loss.token && $0.kind == loss.kind }.flatMap {
                        $0.mode == "*"
                            ? ["*"] + Appearance.allCases.map(\.rawValue)
                            : $0.mode.split(separator: "+").map(String.init)
                    })
                let appearances = loss.mode.dropFirst(plan.label.count + 1).split(separator: "+").map(String.init)
                let left = appearances.filter { !covered.contains($0) }
                guard !left.isEmpty else { continue }
                loss.mode = "\(plan.label):\(left.joined(separator: "+"))"
                outcome.losses.append(loss)
            }
        }
        return outcome
    }

    /// The tokens of one theme compared; `label` (a variant's `modifier=context`) heads the rows' mode.
    static func compareTheme(
        file: String, modes held: [Mode], themec: [String: [String: String]], diagnostics: [Diagnostic],
        label: String?
    ) -> (Outcome, [String: [Appearance: ReferenceResolver.Outcome]]) {
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
                let mode = label.map { "\($0):\(mode)" } ?? mode
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
                    if isOutOfGamut(expected) {
                        clipped.append(appearance)
                    } else {
                        outcome.matched += 1
                    }
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

        return (outcome, outcomes)
    }

    /// A variant themec did not write: a loss when any of its tokens differs from the base's value, located
    /// at the modifier (a diagnostic in its lines that is about none of the tokens in it).
    static func modeLoss(
        file: String, plan: ReferenceModes.Theme, modifier: ReferenceResolverDocument.Modifier,
        base: [String: [Appearance: ReferenceResolver.Outcome]], diagnostics: [Diagnostic]
    ) -> Loss? {
        let differs = plan.modes.contains { mode in
            let resolver = ReferenceResolver(root: mode.tree)
            return resolver.tokens.contains { token in
                guard case .value(let expected) = resolver.resolve(token) else { return false }
                if case .other = expected { return false }
                guard let known = base[ReferenceResolver.key(token.path)] else { return true }
                return mode.appearances.contains { known[$0] != .value(expected) }
            }
        }
        guard differs else { return nil }
        let lines = ReferenceResolver.Origin(file: modifier.file, lines: modifier.lines)
        var ids: Set<String> = []
        for diagnostic in diagnostics {
            guard let line = diagnostic.line, diagnostic.file == lines.file, lines.lines.contains(line) else {
                continue
            }
            ids.insert(diagnostic.id)
        }
        return Loss(
            file: file, token: "*", mode: plan.label, kind: "mode",
            reason: ids.isEmpty ? "unreported" : ids.sorted().joined(separator: "+"))
    }
}
