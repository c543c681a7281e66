import ThemecCore
public import ThemecDiagnostics

/// What importing produced: theme YAML files (by theme name) or nothing, and every diagnostic.
public struct DTCGImportResult: Sendable {
    /// The theme's name and its YAML text; `nil` when there was an error.
    public var theme: (name: String, yaml: String)?
    public var diagnostics: [Diagnostic]
    /// The text of every JSON file read, by path, for rendering excerpts.
    public var sources: [String: SourceText]
}

/// DTCG 2025.10 token documents → one theme in the YAML theme format. Rules: `docs/DTCG.md`.
public enum DTCGImporter {
    /// The extension key themec's export writes and the import reads to keep a token in its group.
    public static let extensionKey = "dev.themec"

    /// Imports one token file (every colour one value) or, with `resolverPath`, a resolver document
    /// whose light/dark modifier gives the appearances. `themeName` defaults to a name from the file name;
    /// `remBase` is the points per `rem` of dimension tokens (16, the browsers' default root size).
    public static func importTheme(
        tokensPath: String?, resolverPath: String?, themeName: String?, remBase: Double = 16,
        read: @escaping DTCGFileReader
    ) -> DTCGImportResult {
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        func parse(_ path: String) -> JSONNode? {
            switch read(path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let text):
                sources[path] = SourceText(path: path, text: text)
                // JSON, JSON5/JSONC or YAML; legacy and Tokens Studio files made DTCG (DTCGDocumentReader).
                let document = DTCGDocumentReader.read(text, path: path)
                diagnostics += document.diagnostics
                return document.root
            }
        }
        var contexts: [ResolverContext] = []
        var description: String?
        var base = tokensPath.flatMap(parse)
        // A token file that reads as a resolver document (a Tokens Studio export with `$themes`) is one.
        var resolverRoot: (path: String, root: JSONNode)?
        if let resolverPath {
            guard let root = parse(resolverPath) else {
                return DTCGImportResult(theme: nil, diagnostics: diagnostics, sources: sources)
            }
            resolverRoot = (resolverPath, root)
        } else if let tokensPath, let root = base, root["resolutionOrder"] != nil {
            resolverRoot = (tokensPath, root)
            base = nil
        }
        if let (resolverPath, root) = resolverRoot.map({ ($0.path, $0.root) }) {
            var document = DTCGResolverDocument(path: resolverPath, root: root, read: read)
            let found = document.contexts()
            diagnostics += document.diagnostics
            for (path, text) in document.sources { sources[path] = SourceText(path: path, text: text) }
            description = root["description"]?.string
            contexts = (found ?? []).map { context in
                var copy = context
                if let base { copy.tree = DTCGTokenTree.merge(base, context.tree) }
                return copy
            }
        } else if let base {
            contexts = [ResolverContext(appearance: .light, tree: base)]
            description = base["$description"]?.string
        }
        guard !diagnostics.containsErrors, !contexts.isEmpty else {
            return DTCGImportResult(theme: nil, diagnostics: diagnostics, sources: sources)
        }
        let name = themeName ?? defaultThemeName(resolverPath ?? tokensPath ?? "")
        var builder = ThemeBuilder(themeName: name, description: description, remBase: remBase)
        builder.add(contexts)
        diagnostics += builder.diagnostics
        let yaml = builder.yaml(sourceName: fileName(resolverPath ?? tokensPath ?? ""))
        return DTCGImportResult(theme: (name, yaml), diagnostics: unique(diagnostics), sources: sources)
    }

    /// The diagnostics without repeats (each appearance context reports a shared token's problems again).
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `global.tokens.json` → `Global`, `my-brand.resolver.json` → `MyBrand`; `Imported` when nothing fits.
    public static func defaultThemeName(_ path: String) -> String {
        let stem = fileName(path).split(separator: ".").first.map(String.init) ?? ""
        let words = SwiftIdentifier.words(stem).filter { $0.allSatisfy { $0.isLetter || $0.isNumber } }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isValidThemeName(name) ? name : "Imported"
    }

    /// A letter, then letters, digits, `-` and `_` (the theme format's rule).
    public static func isValidThemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
