import ThemecDiagnostics

/// Where a contrast failure of an inheriting theme comes from: the declaration, in that theme's own file (or an
/// intermediate theme's), of the colour token that made an inherited style or pair fail.
///
/// A failing condition in theme T whose style or pair T inherits from an ancestor D is traced through the
/// declarations: the style's colour expression for the state, role and appearance (as `StyleResolver` layers
/// them: base, role, state blocks), then each reference in T's scope, to the nearest theme of T's `extends`
/// chain that declares the token, until a literal. The last step declared by T or a theme between T and D is
/// the override that changed the result: the warning is located there, with a note at the style or pair.
/// When no step is (the colours are D's own), the warning stays at the style or pair.
struct ContrastCauses {
    private let declarations: [String: ThemeDeclaration]
    /// Per theme, its palette and colour tokens by dotted path (made when first needed).
    private var palettes: [String: [String: Int]] = [:]
    private var colors: [String: [String: Int]] = [:]
    /// Per theme, its `extends` chain and its button styles by name (made when first needed): a set with many
    /// failures looks each up once.
    private var chains: [String: [ThemeDeclaration]] = [:]
    private var styles: [String: [String: Int]] = [:]

    init(_ declarations: [ThemeDeclaration]) {
        var byName: [String: ThemeDeclaration] = [:]
        for declaration in declarations {
            guard let name = declaration.name?.value, byName[name] == nil else { continue }
            byName[name] = declaration
        }
        self.declarations = byName
    }

    /// T, its parent, …, the root (bounded, cycles cut: the set resolved, so there are none).
    private mutating func chain(_ theme: String) -> [ThemeDeclaration] {
        if let chain = chains[theme] { return chain }
        var chain: [ThemeDeclaration] = []
        var seen: Set<String> = []
        var next: String? = theme
        while let name = next, seen.insert(name).inserted, let declaration = declarations[name] {
            chain.append(declaration)
            next = declaration.extends?.value
        }
        chains[theme] = chain
        return chain
    }

    /// The index of the style `name` in `declaration`'s button styles.
    private mutating func style(_ name: String, in declaration: ThemeDeclaration) -> Int? {
        let theme = declaration.name?.value ?? ""
        if styles[theme] == nil { styles[theme] = Self.index(declaration.buttonStyles.map(\.name)) }
        return styles[theme]?[name]
    }

    /// The cause of a failing button style condition, or `nil` to keep the style's location.
    mutating func cause(
        theme: String, style: String, state: ButtonState, role: ButtonRoleKind?, appearance: Appearance
    ) -> SourceRange? {
        let chain = chain(theme)
        guard let owner = chain.indices.first(where: { self.style(style, in: chain[$0]) != nil }), owner > 0,
            let position = self.style(style, in: chain[owner])
        else { return nil }
        let declaration = chain[owner].buttonStyles[position]
        var blocks = [declaration.base]
        if let role, let overrides = declaration.roles[role]?.overrides { blocks.append(overrides) }
        let layers: [ButtonState] =
            switch state {
            case .normal: []
            case .selectedPressed: [.selected, .pressed, .selectedPressed]
            case .selectedHovered: [.selected, .hovered, .selectedHovered]
            case .selectedFocused: [.selected, .focused, .selectedFocused]
            default: [state]
            }
        for layer in layers {
            if let block = declaration.states[layer] { blocks.append(block) }
            if let role, let block = declaration.roles[role]?.states[layer] { blocks.append(block) }
        }
        let foreground = blocks.reversed().lazy.compactMap(\.foreground).first
        let background = blocks.reversed().lazy.compactMap(\.background).first
        var steps: [(owner: Int, range: SourceRange)] = []
        if let foreground {
            steps += trace(foreground.expression(for: appearance), appearance, chain)
        } else {
            steps += trace(group: "colors", path: "label", appearance, chain)
        }
        if let background { steps += trace(background.expression(for: appearance), appearance, chain) }
        return steps.last { $0.owner < owner }?.range
    }

    /// The cause of a failing `lint.contrast` pair (the entry at `range`), or `nil` to keep the pair's location.
    mutating func cause(theme: String, pairAt range: SourceRange?, appearance: Appearance) -> SourceRange? {
        let chain = chain(theme)
        guard let range,
            let owner = chain.firstIndex(where: { ($0.lint?.contrast ?? []).contains { $0.range == range } }),
            owner > 0, let pair = chain[owner].lint?.contrast?.first(where: { $0.range == range })
        else { return nil }
        let steps =
            trace(pair.foreground.expression(for: appearance), appearance, chain)
            + trace(pair.background.expression(for: appearance), appearance, chain)
        return steps.last { $0.owner < owner }?.range
    }

    /// Each token `expression` passes through in `appearance`: which theme of `chain` declares it, and the
    /// range of its key there.
    private mutating func trace(_ expression: ColorExpression, _ appearance: Appearance, _ chain: [ThemeDeclaration])
        -> [(owner: Int, range: SourceRange)]
    {
        var expression = expression
        while case .withOpacity(let inner, _, _) = expression { expression = inner }
        guard case .reference(let reference) = expression else { return [] }
        return trace(group: reference.group, path: reference.dottedPath, appearance, chain)
    }

    private mutating func trace(group: String, path: String, _ appearance: Appearance, _ chain: [ThemeDeclaration])
        -> [(owner: Int, range: SourceRange)]
    {
        var steps: [(owner: Int, range: SourceRange)] = []
        var next: (group: String, path: String)? = (group, path)
        // A chain of references is at most 400 long (longer ones are errors); the bound only guards the loop.
        while let (group, path) = next, steps.count <= 400 {
            next = nil
            var found: (owner: Int, range: SourceRange, expression: ColorExpression)?
            for (index, declaration) in chain.enumerated() {
                let name = declaration.name?.value ?? ""
                if group == "palette" {
                    if palettes[name] == nil { palettes[name] = Self.index(declaration.palette.map(\.dottedPath)) }
                    if let token = palettes[name]?[path] {
                        let declared = declaration.palette[token]
                        found = (index, declared.keyRange, declared.value)
                    }
                } else if group == "colors" {
                    if colors[name] == nil { colors[name] = Self.index(declaration.colors.map(\.dottedPath)) }
                    if let token = colors[name]?[path] {
                        let declared = declaration.colors[token]
                        found = (index, declared.keyRange, declared.value.expression(for: appearance))
                    }
                }
                if found != nil { break }
            }
            guard let found else { break }
            steps.append((found.owner, found.range))
            var expression = found.expression
            while case .withOpacity(let inner, _, _) = expression { expression = inner }
            if case .reference(let reference) = expression { next = (reference.group, reference.dottedPath) }
        }
        return steps
    }

    private static func index(_ paths: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, path) in paths.enumerated() where index[path] == nil { index[path] = position }
        return index
    }
}
