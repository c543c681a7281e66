// Stage: theme set (entry file 4 of 6, docs/Architecture.md).
// Takes: every file's ThemeDeclaration.
// Gives: a ResolvedThemeSet: every token of every theme evaluated in every appearance (nil after any error).
// Reports: theme names across files, extends, missing tokens, unknown references, cycles, identifier collisions.

import ThemecDiagnostics

/// Turns the declarations of every file into a `ResolvedThemeSet`: checks names across files, applies
/// `extends`, checks that every theme has the same tokens, and evaluates every token in every theme.
struct ThemeSetResolver {
    let declarations: [ThemeDeclaration]
    /// The `lint:` settings every theme starts from (a project's `themec.yml`); a theme's own block, and what
    /// it inherits through `extends`, goes over them key by key.
    let baseLint: LintDeclaration?
    var diagnostics: [Diagnostic] = []
    /// Keys of diagnostics already reported, so a problem in an inherited token is reported once, not once per theme.
    private var reported: Set<String> = []
    /// Whether some theme lacks tokens or styles that others have: then no set comes out, and each theme is
    /// evaluated only over its own tokens, for their diagnostics, rather than over the set's.
    private var isIncomplete = false
    /// The top-level types styles become (`ListRowButtonStyle`), by collision key, with the style that claimed it.
    private var styleTypes: [String: (name: String, range: SourceRange)] = [:]
    /// The fewest tokens of one group of one theme for which its per-token work is split over the cores (a
    /// test changes it to compare the split with the whole).
    var parallelMinimum = TokenEvaluator.parallelColorMinimum
    /// How themes, and a large group's tokens, are spread over the cores: serially unless the pipeline
    /// (`ThemeSetLoader`) says otherwise.
    var fanout = Fanout.serial

    init(declarations: [ThemeDeclaration], baseLint: LintDeclaration? = nil) {
        self.declarations = declarations
        self.baseLint = baseLint
    }

    mutating func report(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.id)|\(diagnostic.range.map(\.description) ?? "")|\(diagnostic.notes.count)"
        if reported.insert(key).inserted { diagnostics.append(diagnostic) }
    }

    /// The tokens a theme ends up with after `extends`: for each token id, the declaration that gives its value.
    struct EffectiveTokens: Sendable {
        var palette = EffectiveGroup()
        var colors = EffectiveGroup()
        var radii = EffectiveGroup()
        var spacing = EffectiveGroup()
        var sizes = EffectiveGroup()
        var opacity = EffectiveGroup()
        var numbers = EffectiveGroup()
        var durations = EffectiveGroup()
        var fonts = EffectiveGroup()
        var typography = EffectiveGroup()
        var shadows = EffectiveGroup()
        var animations = EffectiveGroup()
        var buttonStyles = OrderedStyles<ButtonStyleDeclaration>()
        var listSections = OrderedStyles<ListSectionDeclaration>()
        /// `lint:`, merged key by key over the parent's.
        var lint: LintDeclaration?
        /// Tokens whose declaration had an error (`colors.accent`), in this theme or one it extends.
        var failed: Set<String> = []

        /// The tokens of a group whose tokens are numbers (`TokenGroup.isNumber`).
        subscript(numbers group: TokenGroup) -> EffectiveGroup {
            get {
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
            set {
                switch group {
                case .radii: radii = newValue
                case .spacing: spacing = newValue
                case .sizes: sizes = newValue
                case .opacity: opacity = newValue
                case .numbers: numbers = newValue
                case .durations: durations = newValue
                case .palette, .colors, .fonts, .typography, .shadows, .animations:
                    preconditionFailure("\(group) is not a number group")
                }
            }
        }
        /// Whether the theme is resolved alone because its `extends` chain is broken: then a reference it cannot
        /// resolve may be to its parent's tokens, and is not reported.
        var standalone = false
    }

    mutating func resolve() -> ResolvedThemeSet? {
        // 1. Theme names: unique, usable as identifiers.
        var byName: [String: Int] = [:]
        var byIdentifier: [String: Int] = [:]
        var usable: [Int] = []
        for (index, declaration) in declarations.enumerated() {
            guard let name = declaration.name else { continue }
            if let first = byName[name.value] {
                report(ThemeMessages.duplicateTheme(name.value, at: name.range, first: declarations[first].name!.range))
                continue
            }
            guard let identifier = SwiftIdentifier.identifier(for: [name.value]) else {
                report(ThemeMessages.invalidIdentifier(name.value, at: name.range))
                continue
            }
            // A reserved name is an error, but the theme is still resolved (and extended) for its other problems.
            if ReservedNames.themeMembers.contains(identifier) {
                report(ThemeMessages.reservedThemeName(name.value, identifier: identifier, at: name.range))
            }
            let key = SwiftIdentifier.collisionKey(identifier)
            if let first = byIdentifier[key] {
                let other = declarations[first].name!
                report(
                    Self.collision(
                        name.value, identifier, other: other.value, SwiftIdentifier.identifier(for: [other.value])!,
                        at: name.range, first: other.range))
                continue
            }
            byName[name.value] = index
            byIdentifier[key] = index
            usable.append(index)
        }

        // 2. `extends`: known parents, no cycles. Themes whose chain is broken are left out of resolution.
        var parent: [Int: Int] = [:]
        var broken: Set<Int> = []
        var themeNames: SuggestionIndex?  // built at the first unknown parent, then asked for each
        for index in usable {
            guard let extends = declarations[index].extends else { continue }
            if let target = byName[extends.value] {
                parent[index] = target
            } else {
                if themeNames == nil { themeNames = SuggestionIndex(byName.keys.sorted()) }
                report(
                    ThemeMessages.unknownExtends(
                        extends.value, suggestion: themeNames?.closest(to: extends.value), at: extends.range))
                broken.insert(index)
            }
        }
        var order: [Int] = []  // parents before children
        var state: [Int: Bool] = [:]  // false: on the current path, true: done
        for start in usable where state[start] == nil {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, state[node] == nil {
                state[node] = false
                path.append(node)
                current = parent[node]
            }
            if let node = current, state[node] == false, let cycleStart = path.firstIndex(of: node) {
                let cycle = Array(path[cycleStart...])
                report(
                    ThemeMessages.extendsCycle(
                        cycle.map { (declarations[$0].name!.value, declarations[$0].extends!.range) }))
                broken.formUnion(cycle)
            }
            for node in path.reversed() {
                state[node] = true
                if let p = parent[node], broken.contains(p) { broken.insert(node) }
                order.append(node)
            }
        }

        // 3. Effective tokens, parents first. Every declaration goes into the set's tables once; a theme holds
        //    token ids and declaration indices, so extending a parent copies two integer arrays per group.
        var tables = TokenTables(declarations)
        var effective: [Int: EffectiveTokens] = [:]
        for index in order where !broken.contains(index) {
            var tokens = parent[index].flatMap { effective[$0] } ?? EffectiveTokens(lint: baseLint)
            let declaration = declarations[index]
            tokens.failed.formUnion(declaration.failedTokens)
            let theme = Int32(index)
            tokens.palette.declare(
                declaration.palette, of: theme, in: &tables.palette, minimum: parallelMinimum, fanout: fanout)
            tokens.colors.declare(
                declaration.colors, of: theme, in: &tables.colors, minimum: parallelMinimum, fanout: fanout)
            tokens.fonts.declare(declaration.fonts, of: theme, in: &tables.fonts)
            tokens.typography.declare(declaration.typography, of: theme, in: &tables.typography)
            tokens.shadows.declare(declaration.shadows, of: theme, in: &tables.shadows)
            tokens.animations.declare(declaration.animations, of: theme, in: &tables.animations)
            for group in TokenGroup.numberGroups {
                tables.declareNumbers(
                    declaration.numberTokens(group), of: theme, group: group, into: &tokens[numbers: group])
            }
            for style in declaration.buttonStyles { tokens.buttonStyles.set(style, name: style.name) }
            for section in declaration.listSections { tokens.listSections.set(section, name: section.name) }
            if let lint = declaration.lint { tokens.lint = lint.inheriting(from: tokens.lint) }
            effective[index] = tokens
        }
        let sorted = usable.filter { effective[$0] != nil }.sorted {
            declarations[$0].name!.value < declarations[$1].name!.value
        }
        // Abstract themes are bases only: not in the set, not counted for missing tokens or styles; a theme
        // extending one is evaluated in full. One that no theme extends is evaluated alone, for its diagnostics.
        let themes = sorted.filter { !declarations[$0].isAbstract }
        let extended = Set(parent.values)
        let lonelyAbstract = sorted.filter { declarations[$0].isAbstract && !extended.contains($0) }
        parent = parent.filter { !declarations[$0.value].isAbstract }
        // A theme whose chain is broken (an unknown parent, a cycle, a parent that is broken) is resolved alone,
        // its own tokens only, so its other errors are reported too; what it may inherit is unknown, so it is
        // left out of the set's names (no "missing tokens") and references it cannot resolve are not reported.
        var standalone: [(index: Int, tokens: EffectiveTokens)] = []
        for index in usable where broken.contains(index) {
            var tokens = EffectiveTokens(lint: baseLint)
            tokens.standalone = true
            let declaration = declarations[index]
            tokens.failed = declaration.failedTokens
            let theme = Int32(index)
            tokens.palette.declare(
                declaration.palette, of: theme, in: &tables.palette, minimum: parallelMinimum, fanout: fanout)
            tokens.colors.declare(
                declaration.colors, of: theme, in: &tables.colors, minimum: parallelMinimum, fanout: fanout)
            tokens.fonts.declare(declaration.fonts, of: theme, in: &tables.fonts)
            tokens.typography.declare(declaration.typography, of: theme, in: &tables.typography)
            tokens.shadows.declare(declaration.shadows, of: theme, in: &tables.shadows)
            tokens.animations.declare(declaration.animations, of: theme, in: &tables.animations)
            for group in TokenGroup.numberGroups {
                tables.declareNumbers(
                    declaration.numberTokens(group), of: theme, group: group, into: &tokens[numbers: group])
            }
            for style in declaration.buttonStyles { tokens.buttonStyles.set(style, name: style.name) }
            for section in declaration.listSections { tokens.listSections.set(section, name: section.name) }
            if let lint = declaration.lint { tokens.lint = lint.inheriting(from: tokens.lint) }
            standalone.append((index, tokens))
        }

        // 4. The set's token names: the union, identifier collisions, and themes lacking some.
        let failed = effective.mapValues(\.failed)
        let (paletteNames, paletteIDs) = setNames(
            .palette, themes: themes, table: tables.palette, effective.mapValues(\.palette), failed: failed)
        let (colorNames, colorIDs) = setNames(
            .colors, themes: themes, table: tables.colors, effective.mapValues(\.colors), failed: failed)
        // Per number group, in the order of `TokenGroup.numberGroups`.
        var numberNames: [[TokenInfo]] = []
        var numberIDsFound: [[Int32]] = []
        for group in TokenGroup.numberGroups {
            let (names, ids) = setNames(
                group, themes: themes, table: tables.numberTable(group), effective.mapValues { $0[numbers: group] },
                failed: failed)
            numberNames.append(names)
            numberIDsFound.append(ids)
        }
        let numberIDs = numberIDsFound
        let (fontNames, fontIDs) = setNames(
            .fonts, themes: themes, table: tables.fonts, effective.mapValues(\.fonts), failed: failed)
        let (typographyNames, typographyIDs) = setNames(
            .typography, themes: themes, table: tables.typography, effective.mapValues(\.typography), failed: failed)
        let (shadowNames, shadowIDs) = setNames(
            .shadows, themes: themes, table: tables.shadows, effective.mapValues(\.shadows), failed: failed)
        let (animationNames, animationIDs) = setNames(
            .animations, themes: themes, table: tables.animations, effective.mapValues(\.animations), failed: failed)

        let buttonStyleNames = styleNames(
            "buttonStyles", suffix: "ButtonStyle", themes: themes, effective.mapValues(\.buttonStyles),
            failed: failed, keyRange: \.keyRange)
        let listSectionNames = styleNames(
            "listSections", suffix: "ListSection", themes: themes, effective.mapValues(\.listSections),
            failed: failed, keyRange: \.keyRange)

        // 5. Evaluate every token of every theme. Themes are independent, so they are evaluated on all cores;
        //    their diagnostics are reported afterwards in theme order, as if one after the other.
        let themeDeclarations = declarations
        let effectiveTokens = effective
        let tokenTables = tables
        let incomplete = isIncomplete
        let setTokens = SetTokens(
            palette: paletteIDs, colors: colorIDs, numbers: numberIDs, fonts: fontIDs, typography: typographyIDs,
            shadows: shadowIDs, animations: animationIDs, tables: tables,
            buttonStyles: buttonStyleNames, listSections: listSectionNames)
        let parents = parent
        let minimum = parallelMinimum
        let fanout = fanout
        let evaluated = fanout.map(themes) { index -> EvaluatedTheme in
            let declaration = themeDeclarations[index]
            let tokens = effectiveTokens[index]!
            if incomplete {
                // No set comes out: each theme's own tokens are evaluated for their diagnostics, and no theme
                // holds a value for each of the set's tokens (themes × tokens, most of them missing).
                var evaluator = TokenEvaluator(theme: declaration.name!.value, tables: tokenTables, tokens: tokens)
                Self.evaluateOwnTokens(tokens, in: setTokens, with: &evaluator)
                return EvaluatedTheme(index: index, theme: nil, values: nil, diagnostics: evaluator.diagnostics)
            }
            // A theme that extends another evaluates only the tokens that may differ from its parent's: the rest
            // are its parent's values, shared once every theme is evaluated (below). A problem in an inherited
            // token is reported by the theme that declares it.
            var evaluator = TokenEvaluator(
                theme: declaration.name!.value, tables: tokenTables, tokens: tokens,
                extendingDeclaration: parents[index] == nil ? nil : Int32(index))
            let values = EvaluatedTheme.Values(
                palette: evaluator.values(paletteIDs, of: .palette) { $0.paletteColor($1) },
                // A large theme's colours on every core (`TokenEvaluator+Parallel.swift`).
                colors: evaluator.extendingDeclaration == nil
                    ? .full(evaluator.semanticColors(colorIDs, minimum: minimum, fanout: fanout))
                    : evaluator.values(colorIDs, of: .colors) { $0.semanticColor($1) },
                radii: evaluator.values(numberIDs[0], of: .radii) { $0.number(.radii, $1) },
                spacing: evaluator.values(numberIDs[1], of: .spacing) { $0.number(.spacing, $1) },
                sizes: evaluator.values(numberIDs[2], of: .sizes) { $0.number(.sizes, $1) },
                opacity: evaluator.values(numberIDs[3], of: .opacity) { $0.number(.opacity, $1) },
                numbers: evaluator.values(numberIDs[4], of: .numbers) { $0.number(.numbers, $1) },
                durations: evaluator.values(numberIDs[5], of: .durations) { $0.number(.durations, $1) },
                fonts: evaluator.values(fontIDs, of: .fonts) { $0.font($1) },
                typography: evaluator.values(typographyIDs, of: .typography) { $0.typography($1) },
                shadows: evaluator.values(shadowIDs, of: .shadows) { $0.shadow($1) },
                animations: evaluator.values(animationIDs, of: .animations) { $0.animation($1) })
            let buttonStyles = buttonStyleNames.map { name in
                tokens.buttonStyles.declarations[name.name].map { evaluator.buttonStyle($0) } ?? Self.emptyButtonStyle
            }
            let listSections = listSectionNames.map { name in
                tokens.listSections.declarations[name.name].map { evaluator.listSection($0) } ?? Self.emptyListSection
            }
            let keyRanges = buttonStyleNames.map { tokens.buttonStyles.declarations[$0.name]?.keyRange }
            let lint = tokens.lint.map { evaluator.lint($0) } ?? ResolvedLintSettings()
            let own = Int32(index)
            let ownButtonStyles = Set(declaration.buttonStyles.map(\.name))
            let ownListSections = Set(declaration.listSections.map(\.name))
            let ownNumbers = zip(TokenGroup.numberGroups, numberIDs).map { group, ids in
                let effective = tokens[numbers: group]
                return ids.map { effective.declaration($0)?.declaration == own }
            }
            var declared = DeclaredTokens(
                palette: paletteIDs.map { tokens.palette.declaration($0)?.declaration == own },
                colors: colorIDs.map { tokens.colors.declaration($0)?.declaration == own },
                radii: ownNumbers[0], spacing: ownNumbers[1],
                buttonStyles: buttonStyleNames.map { ownButtonStyles.contains($0.name) },
                listSections: listSectionNames.map { ownListSections.contains($0.name) })
            declared.sizes = ownNumbers[2]
            declared.opacity = ownNumbers[3]
            declared.numbers = ownNumbers[4]
            declared.durations = ownNumbers[5]
            declared.fonts = fontIDs.map { tokens.fonts.declaration($0)?.declaration == own }
            declared.typography = typographyIDs.map { tokens.typography.declaration($0)?.declaration == own }
            declared.shadows = shadowIDs.map { tokens.shadows.declaration($0)?.declaration == own }
            declared.animations = animationIDs.map { tokens.animations.declaration($0)?.declaration == own }
            let theme = ResolvedTheme(
                name: declaration.name!.value,
                identifier: SwiftIdentifier.identifier(for: [declaration.name!.value])!,
                description: declaration.description, extends: declaration.extends?.value, file: declaration.file,
                nameRange: declaration.name!.range, palette: [], colors: [], radii: [], spacing: [],
                buttonStyles: buttonStyles, listSections: listSections, buttonStyleKeyRanges: keyRanges,
                lint: lint, declared: declared)
            return EvaluatedTheme(index: index, theme: theme, values: values, diagnostics: evaluator.diagnostics)
        }
        standalone += lonelyAbstract.map { ($0, effective[$0]!) }
        let everything = SetTokens(all: tables, themes: standalone.map(\.tokens))
        let alone = fanout.map(standalone) { theme -> [Diagnostic] in
            var evaluator = TokenEvaluator(
                theme: themeDeclarations[theme.index].name!.value, tables: tokenTables, tokens: theme.tokens)
            Self.evaluateOwnTokens(theme.tokens, in: everything, with: &evaluator)
            return evaluator.diagnostics
        }
        for diagnostics in alone { for diagnostic in diagnostics { report(diagnostic) } }
        for theme in evaluated {
            for diagnostic in theme.diagnostics { report(diagnostic) }
        }
        let resolvedThemes = Self.shareValues(evaluated, order: order, parent: parent)

        guard !diagnostics.containsErrors else { return nil }
        var set = ResolvedThemeSet(
            themes: resolvedThemes, palette: paletteNames, colors: colorNames, radii: numberNames[0],
            spacing: numberNames[1],
            sourceFiles: Array(Set(declarations.map(\.file))).sorted(), buttonStyles: buttonStyleNames,
            listSections: listSectionNames)
        set.sizes = numberNames[2]
        set.opacity = numberNames[3]
        set.numbers = numberNames[4]
        set.durations = numberNames[5]
        set.fonts = fontNames
        set.typography = typographyNames
        set.shadows = shadowNames
        set.animations = animationNames
        return set
    }

    /// The union of one group's token names over all themes, in order of first appearance, with their ids;
    /// reports identifier collisions and themes that lack tokens.
    mutating func setNames<E>(
        _ group: TokenGroup, themes: [Int], table: TokenTable<E>, _ tokens: [Int: EffectiveGroup],
        failed: [Int: Set<String>]
    ) -> (names: [TokenInfo], ids: [Int32]) {
        let count = table.paths.count
        // Every path's identifier and the hash of its collision key, found first (on every core for a large
        // group: each path's is its own); the loop below does only what depends on the order of the themes.
        let found = Self.identifiers(of: table.paths, minimum: parallelMinimum, fanout: fanout)
        // By token id: its place in the names, `unseen` until a theme declaring it is met, `rejected` when its
        // identifier collides with an earlier name's.
        var place = [Int32](repeating: Self.unseen, count: count)
        // By place: the token id, the first theme declaring it, the declaration its description comes from.
        var ids: [Int32] = []
        var firstThemes: [Int32] = []
        var described: [TokenSlot] = []
        ids.reserveCapacity(count)
        firstThemes.reserveCapacity(count)
        described.reserveCapacity(count)
        var keys = CollisionKeys(capacity: count)
        for theme in themes {
            guard let effective = tokens[theme] else { continue }
            for id in effective.order {
                let token = Int(id)
                let known = place[token]
                if known != Self.unseen {
                    // Seen in an earlier theme (the usual case): only a description it lacked is taken.
                    if known >= 0, table.description(at: described[Int(known)]) == nil,
                        let slot = effective.declaration(id), table.description(at: slot) != nil
                    {
                        described[Int(known)] = slot
                    }
                    continue
                }
                guard let name = found[token] else { continue }
                let slot = effective.declaration(id)!
                let next = Int32(ids.count)
                let first = keys.claim(name.hash, for: next) { other in
                    let held = found[Int(ids[Int(other)])]!
                    return held.hash == name.hash
                        && SwiftIdentifier.collisionKey(held.identifier)
                            == SwiftIdentifier.collisionKey(name.identifier)
                }
                if let first {
                    place[token] = Self.rejected
                    let firstID = ids[Int(first)]
                    let declaration = table[slot]
                    let other = table[tokens[Int(firstThemes[Int(first)])]!.declaration(firstID)!]
                    report(
                        Self.collision(
                            "\(group.rawValue).\(declaration.dottedPath)", name.identifier,
                            other: "\(group.rawValue).\(other.dottedPath)", found[Int(firstID)]!.identifier,
                            at: declaration.keyRange, first: other.keyRange))
                    continue
                }
                place[token] = next
                ids.append(id)
                firstThemes.append(Int32(theme))
                described.append(slot)
            }
        }
        // The names, built from what the loop chose (on every core for a large group).
        let accepted = ids
        let descriptions = described
        let names = fanout.map(indices: accepted.count, minimumSize: max(1, parallelMinimum / 2)) { place in
            let id = Int(accepted[place])
            return TokenInfo(
                name: TokenName(group: group, dottedPath: table.paths[id], identifier: found[id]!.identifier),
                description: table.description(at: descriptions[place]))
        }
        // Themes lacking tokens. A theme's count comes from its own tokens, and only the first few names it lacks
        // are looked for: the cost is the theme's tokens plus a few, not the set's tokens once per theme.
        let prefix = group.rawValue + "."
        for theme in themes {
            let own = tokens[theme] ?? EffectiveGroup()
            let broken = failed[theme] ?? []
            var present = 0
            for id in own.order where place[Int(id)] >= 0 { present += 1 }
            var brokenAndAbsent = 0
            for name in broken where name.hasPrefix(prefix) {
                if let id = table.id(String(name.dropFirst(prefix.count))), place[Int(id)] >= 0,
                    own.declaration(id) == nil
                {
                    brokenAndAbsent += 1
                }
            }
            let count = names.count - present - brokenAndAbsent
            guard count > 0 else { continue }
            var listed: [String] = []
            var firstMissing: Int?  // its place
            for (index, (name, id)) in zip(names, ids).enumerated() {
                if listed.count == ThemeMessages.missingTokensListed { break }
                guard own.declaration(id) == nil, !broken.contains(name.name.description) else { continue }
                listed.append(name.name.dottedPath)
                if firstMissing == nil { firstMissing = index }
            }
            guard let example = firstMissing else { continue }
            let exampleTheme = Int(firstThemes[example])
            isIncomplete = true
            let name = declarations[theme].name!
            report(
                ThemeMessages.missingTokens(
                    theme: name.value, group: group.rawValue, names: listed, count: count, at: name.range,
                    example: (
                        declarations[exampleTheme].name!.value,
                        table[tokens[exampleTheme]!.declaration(ids[example])!].keyRange
                    )))
        }
        return (names, ids)
    }
}

extension ThemeSetResolver {
    /// One theme as evaluated, before its values are put over its parent's.
    struct EvaluatedTheme: Sendable {
        struct Values: Sendable {
            var palette: TokenEvaluator.GroupValues<RGBA>
            var colors: TokenEvaluator.GroupValues<DynamicColor>
            var radii: TokenEvaluator.GroupValues<Double>
            var spacing: TokenEvaluator.GroupValues<Double>
            var sizes: TokenEvaluator.GroupValues<Double>
            var opacity: TokenEvaluator.GroupValues<Double>
            var numbers: TokenEvaluator.GroupValues<Double>
            var durations: TokenEvaluator.GroupValues<Double>
            var fonts: TokenEvaluator.GroupValues<FontFamily>
            var typography: TokenEvaluator.GroupValues<ResolvedTypography>
            var shadows: TokenEvaluator.GroupValues<ResolvedShadow>
            var animations: TokenEvaluator.GroupValues<ResolvedAnimation>
        }

        /// The theme's declaration.
        var index: Int
        /// Everything but the token values; `nil` when no set comes out.
        var theme: ResolvedTheme?
        var values: Values?
        var diagnostics: [Diagnostic]
    }

    /// The evaluated themes (in set order) with their token values: a theme's own changes over its parent's
    /// values, parents first (`order`), so each extending theme shares its parent's storage.
    static func shareValues(_ evaluated: [EvaluatedTheme], order: [Int], parent: [Int: Int]) -> [ResolvedTheme] {
        var themes: [ResolvedTheme] = []
        var position: [Int: (theme: Int, evaluated: Int)] = [:]  // by declaration index
        for (place, theme) in evaluated.enumerated() {
            guard let resolved = theme.theme else { continue }
            position[theme.index] = (themes.count, place)
            themes.append(resolved)
        }
        func values<Value: Equatable>(_ own: TokenEvaluator.GroupValues<Value>, over parent: TokenValues<Value>?)
            -> TokenValues<Value>
        {
            switch own {
            case .full(let values): return TokenValues(values)
            case .changes(let slots, let values): return parent!.overriding(slots: slots, values: values)
            }
        }
        for index in order {
            guard let (place, evaluatedPlace) = position[index], let own = evaluated[evaluatedPlace].values else {
                continue
            }
            let up = parent[index].flatMap { position[$0] }.map { themes[$0.theme] }
            themes[place].palette = values(own.palette, over: up?.palette)
            themes[place].colors = values(own.colors, over: up?.colors)
            themes[place].radii = values(own.radii, over: up?.radii)
            themes[place].spacing = values(own.spacing, over: up?.spacing)
            themes[place].sizes = values(own.sizes, over: up?.sizes)
            themes[place].opacity = values(own.opacity, over: up?.opacity)
            themes[place].numbers = values(own.numbers, over: up?.numbers)
            themes[place].durations = values(own.durations, over: up?.durations)
            themes[place].fonts = values(own.fonts, over: up?.fonts)
            themes[place].typography = values(own.typography, over: up?.typography)
            themes[place].shadows = values(own.shadows, over: up?.shadows)
            themes[place].animations = values(own.animations, over: up?.animations)
        }
        return themes
    }

    /// The tokens and styles the set keeps (those whose names were accepted), by id and by name.
    struct SetTokens: Sendable {
        var palette: [Bool]
        var colors: [Bool]
        /// Per number group, in the order of `TokenGroup.numberGroups`.
        var numbers: [[Bool]]
        var fonts: [Bool]
        var typography: [Bool]
        var shadows: [Bool]
        var animations: [Bool]
        var buttonStyles: Set<String>
        var listSections: Set<String>

        init(
            palette: [Int32], colors: [Int32], numbers: [[Int32]], fonts: [Int32], typography: [Int32],
            shadows: [Int32], animations: [Int32], tables: TokenTables,
            buttonStyles: [StyleName], listSections: [StyleName]
        ) {
            func flags(_ ids: [Int32], count: Int) -> [Bool] {
                var flags = [Bool](repeating: false, count: count)
                for id in ids { flags[Int(id)] = true }
                return flags
            }
            self.palette = flags(palette, count: tables.palette.paths.count)
            self.colors = flags(colors, count: tables.colors.paths.count)
            self.numbers = zip(TokenGroup.numberGroups, numbers).map { group, ids in
                flags(ids, count: tables.numberTable(group).paths.count)
            }
            self.fonts = flags(fonts, count: tables.fonts.paths.count)
            self.typography = flags(typography, count: tables.typography.paths.count)
            self.shadows = flags(shadows, count: tables.shadows.paths.count)
            self.animations = flags(animations, count: tables.animations.paths.count)
            self.buttonStyles = Set(buttonStyles.map(\.name))
            self.listSections = Set(listSections.map(\.name))
        }
    }

    /// Evaluates the tokens and styles a theme has (of those the set keeps), for their diagnostics only.
    static func evaluateOwnTokens(
        _ tokens: EffectiveTokens, in set: SetTokens, with evaluator: inout TokenEvaluator
    ) {
        for id in tokens.palette.order where set.palette[Int(id)] { _ = evaluator.paletteColor(id) }
        for id in tokens.colors.order where set.colors[Int(id)] { _ = evaluator.semanticColor(id) }
        for (position, group) in TokenGroup.numberGroups.enumerated() {
            for id in tokens[numbers: group].order where set.numbers[position][Int(id)] {
                _ = evaluator.number(group, id)
            }
        }
        for id in tokens.fonts.order where set.fonts[Int(id)] { _ = evaluator.font(id) }
        for id in tokens.typography.order where set.typography[Int(id)] { _ = evaluator.typography(id) }
        for id in tokens.shadows.order where set.shadows[Int(id)] { _ = evaluator.shadow(id) }
        for id in tokens.animations.order where set.animations[Int(id)] { _ = evaluator.animation(id) }
        for name in tokens.buttonStyles.order where set.buttonStyles.contains(name) {
            _ = evaluator.buttonStyle(tokens.buttonStyles.declarations[name]!)
        }
        for name in tokens.listSections.order where set.listSections.contains(name) {
            _ = evaluator.listSection(tokens.listSections.declarations[name]!)
        }
        if let lint = tokens.lint { _ = evaluator.lint(lint) }
    }

    static let emptyButtonStyle = ResolvedButtonStyle(
        layout: .inline, alignment: .center, padding: nil, fontWeight: nil, cornerRadius: nil, shadow: nil, size: nil,
        animation: nil, isToggle: false, states: [:], roles: [:])
    static let emptyListSection = ResolvedListSection(
        cornerRadius: 0, rowBackground: DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0))),
        rowMinHeight: 0, rowPadding: EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0),
        headerForeground: DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0))),
        headerPadding: EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0), spacing: 0,
        separator: ResolvedSeparator(
            visibility: .visible, color: DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0))),
            leadingInset: 0, trailingInset: 0))

    /// The union of one style group's names over all themes; reports identifier collisions and themes
    /// lacking styles, like `setNames` does for tokens.
    mutating func styleNames<T>(
        _ group: String, suffix: String, themes: [Int], _ styles: [Int: OrderedStyles<T>], failed: [Int: Set<String>],
        keyRange: KeyPath<T, SourceRange>
    ) -> [StyleName] {
        var names: [StyleName] = []
        var seen: [String: (theme: Int, range: SourceRange)] = [:]
        var identifiers: [String: (name: String, identifier: String, range: SourceRange)] = [:]  // by collision key
        let what = group == "buttonStyles" ? "button style" : "list section"
        for theme in themes {
            for name in styles[theme]?.order ?? [] where seen[name] == nil {
                let range = styles[theme]!.declarations[name]![keyPath: keyRange]
                seen[name] = (theme, range)
                guard let identifier = SwiftIdentifier.identifier(for: [name]) else { continue }
                if group == "buttonStyles", ReservedNames.styleMembers.contains(identifier) {
                    report(ThemeMessages.reservedStyleName(name, identifier: identifier, at: range))
                    continue
                }
                let key = SwiftIdentifier.collisionKey(identifier)
                if let other = identifiers[key] {
                    report(
                        Self.collision(
                            "\(group).\(name)", identifier, other: "\(group).\(other.name)", other.identifier,
                            at: range, first: other.range))
                    continue
                }
                let typeName = SwiftIdentifier.typeName(identifier, suffix: suffix)
                // A button style may also become a toggle style: `OptionButtonStyle` and `OptionToggleStyle`.
                let types =
                    [typeName]
                    + (group == "buttonStyles" ? [SwiftIdentifier.typeName(identifier, suffix: "ToggleStyle")] : [])
                guard checkTypeNames(types, of: "\(group).\(name)", name: name, what: what, at: range) else { continue }
                identifiers[key] = (name, identifier, range)
                names.append(StyleName(name: name, identifier: identifier, typeName: typeName))
            }
        }
        // Themes lacking styles, counted as `setNames` counts tokens.
        let accepted = Set(names.map(\.name))
        let prefix = group + "."
        for theme in themes {
            let own = styles[theme]?.declarations ?? [:]
            let broken = failed[theme] ?? []
            let present = (styles[theme]?.order ?? []).count { accepted.contains($0) }
            let brokenAndAbsent = broken.count {
                $0.hasPrefix(prefix) && accepted.contains(String($0.dropFirst(prefix.count)))
                    && own[String($0.dropFirst(prefix.count))] == nil
            }
            let count = names.count - present - brokenAndAbsent
            guard count > 0 else { continue }
            var listed: [String] = []
            for name in names.lazy.map(\.name) {
                if listed.count == ThemeMessages.missingTokensListed { break }
                if own[name] == nil, !broken.contains(prefix + name) { listed.append(name) }
            }
            guard let first = listed.first, let example = seen[first] else { continue }
            isIncomplete = true
            let name = declarations[theme].name!
            report(
                ThemeMessages.missingTokens(
                    theme: name.value, group: group, names: listed, count: count, at: name.range,
                    example: (declarations[example.theme].name!.value, example.range)))
        }
        return names
    }
}

extension ThemeSetResolver {
    /// A token path's identifier, and the hash of the key it collides by (`SwiftIdentifier.collisionKey`):
    /// compared before the keys are, which are made again only when two hashes are equal.
    struct FoundIdentifier: Sendable {
        var identifier: String
        var hash: Int
    }

    /// `setNames`'s place of a token no theme met so far declares, and of one whose identifier collided.
    static let unseen: Int32 = -1
    static let rejected: Int32 = -2

    /// By id, the identifier of each of `paths` (`nil` when it has none), found by consecutive ranges on every
    /// core for `minimum` paths or more, written in place.
    static func identifiers(of paths: [String], minimum: Int, fanout: Fanout) -> [FoundIdentifier?] {
        fanout.map(indices: paths.count, minimumSize: max(1, minimum / 2)) { index in
            SwiftIdentifier.identifier(forDottedPath: paths[index]).map {
                FoundIdentifier(identifier: $0, hash: SwiftIdentifier.collisionKey($0).hashValue)
            }
        }
    }

    /// A collision of two names' identifiers: the same identifier, or two that differ only in letter case.
    static func collision(
        _ name: String, _ identifier: String, other: String, _ otherIdentifier: String, at range: SourceRange,
        first: SourceRange
    ) -> Diagnostic {
        guard identifier != otherIdentifier else {
            return ThemeMessages.identifierCollision(
                name, other: other, identifier: identifier, at: range, first: first)
        }
        return ThemeMessages.caseCollision(
            name, identifier: identifier, other: other, otherIdentifier: otherIdentifier, at: range, first: first)
    }

    /// Whether the top-level types a style would be declared as are free: not a generated type, not a SwiftUI
    /// type, not another style's type (compared by `SwiftIdentifier.collisionKey`). Reports the first clash;
    /// claims the names when they are free.
    mutating func checkTypeNames(
        _ types: [String], of qualifiedName: String, name: String, what: String, at range: SourceRange
    ) -> Bool {
        for type in types {
            if ReservedNames.generatedTypes.contains(type) {
                report(ThemeMessages.reservedTypeName(name, what: what, typeName: type, at: range))
                return false
            }
            if ReservedNames.swiftUITypes.contains(type) {
                report(ThemeMessages.swiftUITypeName(name, what: what, typeName: type, at: range))
                return false
            }
            if let other = styleTypes[SwiftIdentifier.collisionKey(type)] {
                report(
                    ThemeMessages.typeNameCollision(
                        qualifiedName, typeName: type, other: other.name, at: range, first: other.range))
                return false
            }
        }
        for type in types { styleTypes[SwiftIdentifier.collisionKey(type)] = (qualifiedName, range) }
        return true
    }
}

/// Styles by name, remembering declaration order.
struct OrderedStyles<T: Sendable> {
    var order: [String] = []
    var declarations: [String: T] = [:]

    mutating func set(_ style: T, name: String) {
        if declarations.updateValue(style, forKey: name) == nil { order.append(name) }
    }
}

extension ThemeSetResolver.SetTokens {
    /// Every token of `tables` and every style of `themes`: what a theme resolved alone evaluates.
    init(all tables: TokenTables, themes: [ThemeSetResolver.EffectiveTokens]) {
        palette = [Bool](repeating: true, count: tables.palette.paths.count)
        colors = [Bool](repeating: true, count: tables.colors.paths.count)
        numbers = TokenGroup.numberGroups.map { [Bool](repeating: true, count: tables.numberTable($0).paths.count) }
        fonts = [Bool](repeating: true, count: tables.fonts.paths.count)
        typography = [Bool](repeating: true, count: tables.typography.paths.count)
        shadows = [Bool](repeating: true, count: tables.shadows.paths.count)
        animations = [Bool](repeating: true, count: tables.animations.paths.count)
        buttonStyles = Set(themes.flatMap(\.buttonStyles.order))
        listSections = Set(themes.flatMap(\.listSections.order))
    }
}
