public import ThemecCore
import ThemecYAML

/// Which exported values are aliases: a token whose declaration (in its theme, or the nearest theme it
/// extends that declares it) is a whole reference to another token is written as the DTCG reference
/// `"{group.path}"`, so `import(export(set))` keeps the alias and not only its value. System colours are
/// not tokens of the file: they are written as values with their `dev.themec` entry.
public struct DTCGExportAliases: Sendable {
    /// The declarations of the set's themes, by theme name (`ThemeSetLoader.parseFile` of each theme's file).
    var declarations: [String: ThemeDeclaration]
    /// The YAML root of each theme's file, by theme name: the source of the root `dev.themec` entry
    /// (`DTCGExportDeclarations`).
    var roots: [String: YAMLNode]

    public init(declarations: [String: ThemeDeclaration]) {
        self.declarations = declarations
        self.roots = [:]
    }

    /// The references of each theme's tokens: for a group and a dotted path, the reference per appearance.
    private func declaration<T>(
        _ theme: ResolvedTheme, in set: ResolvedThemeSet, _ tokens: (ThemeDeclaration) -> [TokenDeclaration<T>],
        path: String
    ) -> T? {
        var current: ResolvedTheme? = theme
        var seen: Set<String> = []
        while let next = current, seen.insert(next.name).inserted {
            if let declared = declarations[next.name].flatMap({ tokens($0).last { $0.dottedPath == path } }) {
                return declared.value
            }
            current = next.extends.flatMap(set.theme(named:))
        }
        return nil
    }

    static func text(_ reference: TokenReference) -> String? {
        reference.group == "system" ? nil : "{\(reference.group).\(reference.dottedPath)}"
    }

    func color(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, group: TokenGroup, path: String, appearance: Appearance)
        -> String?
    {
        let expression: ColorExpression?
        if group == .palette {
            expression = declaration(theme, in: set, { $0.palette }, path: path)
        } else {
            expression = declaration(theme, in: set, { $0.colors }, path: path)?.expression(for: appearance)
        }
        guard case .reference(let reference)? = expression else { return nil }
        return Self.text(reference)
    }

    func number(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, group: TokenGroup, path: String) -> String? {
        guard case .reference(let reference)? = declaration(theme, in: set, { $0.numberTokens(group) }, path: path)
        else { return nil }
        return Self.text(reference)
    }

    func font(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, path: String) -> String? {
        guard case .reference(let reference)? = declaration(theme, in: set, { $0.fonts }, path: path) else {
            return nil
        }
        return Self.text(reference)
    }

    func shadow(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, path: String) -> String? {
        guard case .reference(let reference)? = declaration(theme, in: set, { $0.shadows }, path: path) else {
            return nil
        }
        return Self.text(reference)
    }

    /// The reference a shadow's layer `layer` names as its colour in `appearance`, if it names one.
    func shadowColor(
        _ theme: ResolvedTheme, _ set: ResolvedThemeSet, path: String, layer: Int, appearance: Appearance
    ) -> String? {
        guard case .literal(let layers)? = declaration(theme, in: set, { $0.shadows }, path: path),
            layers.indices.contains(layer),
            case .reference(let reference) = layers[layer].color.expression(for: appearance)
        else { return nil }
        return Self.text(reference)
    }

    func animation(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, path: String) -> String? {
        guard case .reference(let reference)? = declaration(theme, in: set, { $0.animations }, path: path) else {
            return nil
        }
        return Self.text(reference)
    }

    func typography(_ theme: ResolvedTheme, _ set: ResolvedThemeSet, path: String) -> String? {
        guard case .reference(let reference)? = declaration(theme, in: set, { $0.typography }, path: path) else {
            return nil
        }
        return Self.text(reference)
    }
}

extension DTCGExportAliases {
    /// The declarations of every theme of `set`, from its file's bytes as `contents` gives them (`nil`: that
    /// theme's values are written resolved). The files are the ones the set was loaded from.
    public init(set: ResolvedThemeSet, contents: (String) -> [UInt8]?) {
        var declarations: [String: ThemeDeclaration] = [:]
        var roots: [String: YAMLNode] = [:]
        for theme in set.themes {
            guard let bytes = contents(theme.file) else { continue }
            let document = YAMLParser.parse(bytes: bytes, path: theme.file)
            let parsed = ThemeSetLoader.parseFile(document: document)
            // Only a file that still declares this theme is used (it may have changed since it was loaded).
            if let declaration = parsed.declaration, declaration.name?.value == theme.name {
                declarations[theme.name] = declaration
                roots[theme.name] = document.root
            }
        }
        self.init(declarations: declarations)
        self.roots = roots
    }
}
