import ThemecDiagnostics

/// Turns the declarations of every file into a `ResolvedThemeSet`: checks names across files, applies
/// `extends`, checks that every theme has the same tokens, and evaluates every token in every theme.
struct ThemeSetResolver {
    /// Static members of the generated `Theme` type that a theme's own static value would clash with.
    static let reservedThemeIdentifiers: Set<String> = ["all"]
    /// SwiftUI's own button and toggle styles (`.plain`, `DefaultButtonStyle`, `.switch`, …): a generated
    /// style of the same name would make `.buttonStyle(.plain)` ambiguous or shadow SwiftUI's type.
    static let reservedStyleIdentifiers: Set<String> = [
        "automatic", "bordered", "borderedProminent", "borderless", "plain", "default", "link", "card", "glass",
        "glassProminent", "accessoryBar", "accessoryBarAction", "toolbar", "button", "checkbox", "switch",
    ]

    let declarations: [ThemeDeclaration]
    /// The `lint:` settings every theme starts from (a project's `themec.yml`); a theme's own block, and what
    /// it inherits through `extends`, goes over them key by key.
    let baseLint: LintDeclaration?
    var diagnostics: [Diagnostic] = []
    /// Keys of diagnostics already reported, so a problem in an inherited token is reported once, not once per theme.
    private var reported: Set<String> = []

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
        var buttonStyles = OrderedStyles<ButtonStyleDeclaration>()
        var listSections = OrderedStyles<ListSectionDeclaration>()
        /// `lint:`, merged key by key over the parent's.
        var lint: LintDeclaration?
        /// Tokens whose declaration had an error (`colors.accent`), in this theme or one it extends.
        var failed: Set<String> = []
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
            if Self.reservedThemeIdentifiers.contains(identifier) {
                report(ThemeMessages.reservedThemeName(name.value, identifier: identifier, at: name.range))
                continue
            }
            if let first = byIdentifier[identifier] {
                let other = declarations[first].name!
                report(
                    ThemeMessages.identifierCollision(
                        name.value, other: other.value, identifier: identifier, at: name.range, first: other.range))
                continue
            }
            byName[name.value] = index
            byIdentifier[identifier] = index
            usable.append(index)
        }

        // 2. `extends`: known parents, no cycles. Themes whose chain is broken are left out of resolution.
        var parent: [Int: Int] = [:]
        var broken: Set<Int> = []
        for index in usable {
            guard let extends = declarations[index].extends else { continue }
            if let target = byName[extends.value] {
                parent[index] = target
            } else {
                report(
                    ThemeMessages.unknownExtends(
                        extends.value, suggestion: Suggestions.closest(to: extends.value, in: byName.keys),
                        at: extends.range))
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
            tokens.palette.declare(declaration.palette, of: theme, in: &tables.palette)
            tokens.colors.declare(declaration.colors, of: theme, in: &tables.colors)
            tokens.radii.declare(declaration.radii, of: theme, in: &tables.radii)
            tokens.spacing.declare(declaration.spacing, of: theme, in: &tables.spacing)
            for style in declaration.buttonStyles { tokens.buttonStyles.set(style, name: style.name) }
            for section in declaration.listSections { tokens.listSections.set(section, name: section.name) }
            if let lint = declaration.lint { tokens.lint = lint.inheriting(from: tokens.lint) }
            effective[index] = tokens
        }
        let themes = usable.filter { effective[$0] != nil }.sorted {
            declarations[$0].name!.value < declarations[$1].name!.value
        }

        // 4. The set's token names: the union, identifier collisions, and themes lacking some.
        let failed = effective.mapValues(\.failed)
        let (paletteNames, paletteIDs) = setNames(
            .palette, themes: themes, table: tables.palette, effective.mapValues(\.palette), failed: failed)
        let (colorNames, colorIDs) = setNames(
            .colors, themes: themes, table: tables.colors, effective.mapValues(\.colors), failed: failed)
        let (radiusNames, radiusIDs) = setNames(
            .radii, themes: themes, table: tables.radii, effective.mapValues(\.radii), failed: failed)
        let (spacingNames, spacingIDs) = setNames(
            .spacing, themes: themes, table: tables.spacing, effective.mapValues(\.spacing), failed: failed)

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
        let evaluated = ParallelMap.map(themes) { index -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) in
            let declaration = themeDeclarations[index]
            let tokens = effectiveTokens[index]!
            var evaluator = TokenEvaluator(theme: declaration.name!.value, tables: tokenTables, tokens: tokens)
            let palette = paletteIDs.map { evaluator.paletteColor($0) }
            let colors = colorIDs.map { evaluator.semanticColor($0) }
            let radii = radiusIDs.map { evaluator.number(.radii, $0) }
            let spacing = spacingIDs.map { evaluator.number(.spacing, $0) }
            let buttonStyles = buttonStyleNames.map { name in
                tokens.buttonStyles.declarations[name.name].map { evaluator.buttonStyle($0) } ?? Self.emptyButtonStyle
            }
            let listSections = listSectionNames.map { name in
                tokens.listSections.declarations[name.name].map { evaluator.listSection($0) } ?? Self.emptyListSection
            }
            let keyRanges = buttonStyleNames.map { tokens.buttonStyles.declarations[$0.name]?.keyRange }
            let lint = tokens.lint.map { evaluator.lint($0) } ?? ResolvedLintSettings()
            let theme = ResolvedTheme(
                name: declaration.name!.value,
                identifier: SwiftIdentifier.identifier(for: [declaration.name!.value])!,
                description: declaration.description, extends: declaration.extends?.value, file: declaration.file,
                nameRange: declaration.name!.range, palette: palette, colors: colors, radii: radii,
                spacing: spacing,
                buttonStyles: buttonStyles, listSections: listSections, buttonStyleKeyRanges: keyRanges,
                lint: lint)
            return (theme, evaluator.diagnostics)
        }
        var resolvedThemes: [ResolvedTheme] = []
        for (theme, evaluatorDiagnostics) in evaluated {
            for diagnostic in evaluatorDiagnostics { report(diagnostic) }
            resolvedThemes.append(theme)
        }

        guard !diagnostics.containsErrors else { return nil }
        return ResolvedThemeSet(
            themes: resolvedThemes, palette: paletteNames, colors: colorNames, radii: radiusNames,
            spacing: spacingNames,
            sourceFiles: Array(Set(declarations.map(\.file))).sorted(), buttonStyles: buttonStyleNames,
            listSections: listSectionNames)
    }

    /// The union of one group's token names over all themes, in order of first appearance, with their ids;
    /// reports identifier collisions and themes that lack tokens.
    mutating func setNames<E>(
        _ group: TokenGroup, themes: [Int], table: TokenTable<E>, _ tokens: [Int: EffectiveGroup],
        failed: [Int: Set<String>]
    ) -> (names: [TokenInfo], ids: [Int32]) {
        var names: [TokenInfo] = []
        var ids: [Int32] = []
        // By token id: the first theme declaring it, its declaration, and its place in `names` (-1 when rejected).
        let count = table.paths.count
        var firstTheme = [Int](repeating: -1, count: count)
        var firstDeclaration = [TokenSlot](repeating: .absent, count: count)
        var position = [Int](repeating: -1, count: count)
        var identifiers: [String: TokenSlot] = [:]
        for theme in themes {
            guard let effective = tokens[theme] else { continue }
            for id in effective.order {
                let slot = effective.declaration(id)!
                let token = Int(id)
                if firstTheme[token] >= 0 {
                    // Seen in an earlier theme (the usual case): only a description it lacked is taken.
                    if position[token] >= 0, names[position[token]].description == nil,
                        let description = table.description(at: slot)
                    {
                        names[position[token]].description = description
                    }
                    continue
                }
                let declaration = table[slot]
                guard let identifier = SwiftIdentifier.identifier(for: declaration.path) else { continue }
                firstTheme[token] = theme
                firstDeclaration[token] = slot
                if let otherSlot = identifiers[identifier] {
                    let other = table[otherSlot]
                    report(
                        ThemeMessages.identifierCollision(
                            "\(group.rawValue).\(declaration.dottedPath)",
                            other: "\(group.rawValue).\(other.dottedPath)",
                            identifier: identifier, at: declaration.keyRange, first: other.keyRange))
                    continue
                }
                identifiers[identifier] = slot
                position[token] = names.count
                names.append(
                    TokenInfo(
                        name: TokenName(group: group, path: declaration.path, identifier: identifier),
                        description: declaration.description))
                ids.append(id)
            }
        }
        for theme in themes {
            let own = tokens[theme] ?? EffectiveGroup()
            let broken = failed[theme] ?? []
            var missing: [String] = []
            var firstMissing: Int?
            for (name, id) in zip(names, ids)
            where own.declaration(id) == nil && !broken.contains(name.name.description) {
                missing.append(name.name.dottedPath)
                if firstMissing == nil { firstMissing = Int(id) }
            }
            guard let example = firstMissing else { continue }
            let name = declarations[theme].name!
            report(
                ThemeMessages.missingTokens(
                    theme: name.value, group: group.rawValue, names: missing, at: name.range,
                    example: (
                        declarations[firstTheme[example]].name!.value,
                        table[firstDeclaration[example]].keyRange
                    )))
        }
        return (names, ids)
    }
}

extension ThemeSetResolver {
    static let emptyButtonStyle = ResolvedButtonStyle(
        layout: .inline, alignment: .center, padding: nil, fontWeight: nil, cornerRadius: nil, shadow: nil, size: nil,
        animation: nil, isToggle: false, states: [:], roles: [:])
    static let emptyListSection = ResolvedListSection(
        cornerRadius: 0, rowBackground: DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0))),
        rowMinHeight: 0, rowPadding: EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0),
        headerForeground: DynamicColor(constant: ColorValue(rgba: RGBA(red: 0, green: 0, blue: 0))), spacing: 0)

    /// The union of one style group's names over all themes; reports identifier collisions and themes
    /// lacking styles, like `setNames` does for tokens.
    mutating func styleNames<T>(
        _ group: String, suffix: String, themes: [Int], _ styles: [Int: OrderedStyles<T>], failed: [Int: Set<String>],
        keyRange: KeyPath<T, SourceRange>
    ) -> [StyleName] {
        var names: [StyleName] = []
        var seen: [String: (theme: Int, range: SourceRange)] = [:]
        var identifiers: [String: (name: String, range: SourceRange)] = [:]
        for theme in themes {
            for name in styles[theme]?.order ?? [] where seen[name] == nil {
                let range = styles[theme]!.declarations[name]![keyPath: keyRange]
                seen[name] = (theme, range)
                guard let identifier = SwiftIdentifier.identifier(for: [name]) else { continue }
                if group == "buttonStyles", Self.reservedStyleIdentifiers.contains(identifier) {
                    report(ThemeMessages.reservedStyleName(name, identifier: identifier, at: range))
                    continue
                }
                if let other = identifiers[identifier] {
                    report(
                        ThemeMessages.identifierCollision(
                            "\(group).\(name)", other: "\(group).\(other.name)", identifier: identifier, at: range,
                            first: other.range))
                    continue
                }
                identifiers[identifier] = (name, range)
                let typeName = identifier.prefix(1).uppercased() + identifier.dropFirst() + suffix
                names.append(StyleName(name: name, identifier: identifier, typeName: typeName))
            }
        }
        for theme in themes {
            let own = styles[theme]?.declarations ?? [:]
            let broken = failed[theme] ?? []
            let missing = names.map(\.name).filter { own[$0] == nil && !broken.contains("\(group).\($0)") }
            guard let first = missing.first, let example = seen[first] else { continue }
            let name = declarations[theme].name!
            report(
                ThemeMessages.missingTokens(
                    theme: name.value, group: group, names: missing, at: name.range,
                    example: (declarations[example.theme].name!.value, example.range)))
        }
        return names
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
