import ThemecCore
public import ThemecDiagnostics

/// What `themec import dtcg` is asked to read and how.
public struct DTCGImportRequest: Sendable {
    /// Token files, merged in order under every resolver (or, without one, the theme on their own).
    public var tokenPaths: [String]
    /// Resolver documents: each gives a base theme, plus one theme per context that is not an appearance.
    public var resolverPaths: [String]
    /// The base theme's name (one resolver at most); from the file name otherwise.
    public var themeName: String?
    /// Points per `rem` of dimension tokens.
    public var remBase: Double
    /// `--mode NAME=TARGET`: what a context becomes, over the rules of `docs/DTCG.md`.
    public var modes: [String: DTCGModeTarget]
    /// Whether the themes are written `abstract: true` (not emitted; hand-written themes extend them).
    public var abstractBase: Bool
    /// A Tokens Studio Git-sync folder (`TokensStudioFolder`), read as one token file before `tokenPaths`.
    public var tokensStudioFolder: String?

    public init(
        tokenPaths: [String] = [], resolverPaths: [String] = [], themeName: String? = nil, remBase: Double = 16,
        modes: [String: DTCGModeTarget] = [:], abstractBase: Bool = false, tokensStudioFolder: String? = nil
    ) {
        self.tokensStudioFolder = tokensStudioFolder
        self.tokenPaths = tokenPaths
        self.resolverPaths = resolverPaths
        self.themeName = themeName
        self.remBase = remBase
        self.modes = modes
        self.abstractBase = abstractBase
    }
}

/// One theme file an import writes.
public struct DTCGImportedTheme: Sendable {
    public var name: String
    /// `<name>.yaml`.
    public var fileName: String
    public var yaml: String
    /// The base theme a variant extends.
    public var extends: String?
}

/// What an import kept and left out, for the one summary the command line prints.
public struct DTCGImportSummary: Sendable, Equatable {
    /// Tokens imported, by DTCG `$type`, in name order.
    public var imported: [(type: String, count: Int)] = []
    /// The themes written.
    public var themes: [String] = []
    /// Tokens not imported, by the warning that says why, with their dotted paths in source order.
    public var skipped: [(reason: DiagnosticID, tokens: [String])] = []
    /// Combinations of several modifiers' contexts not written as themes, past the limit of one resolver's
    /// themes (`mode-combinations-left-out`).
    public var leftOutCombinations = 0

    public var importedCount: Int { imported.reduce(0) { $0 + $1.count } }
    public var skippedCount: Int { skipped.reduce(0) { $0 + $1.tokens.count } }

    public static func == (a: Self, b: Self) -> Bool {
        a.imported.map { "\($0)" } == b.imported.map { "\($0)" } && a.themes == b.themes
            && a.skipped.map { "\($0)" } == b.skipped.map { "\($0)" } && a.leftOutCombinations == b.leftOutCombinations
    }
}

/// What importing produced: theme YAML files or nothing, and every diagnostic.
public struct DTCGImportResult: Sendable {
    /// The themes, base themes first; empty when there was an error.
    public var themes: [DTCGImportedTheme] = []
    public var diagnostics: [Diagnostic] = []
    /// The text of every JSON file read, by path, for rendering excerpts.
    public var sources: [String: SourceText] = [:]
    public var summary = DTCGImportSummary()

    /// The first theme's name and YAML text; `nil` when there was an error.
    public var theme: (name: String, yaml: String)? { themes.first.map { ($0.name, $0.yaml) } }
}

/// DTCG 2025.10 token documents → a theme set in the YAML theme format. Rules: `docs/DTCG.md`.
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
        importSet(
            DTCGImportRequest(
                tokenPaths: tokensPath.map { [$0] } ?? [], resolverPaths: resolverPath.map { [$0] } ?? [],
                themeName: themeName, remBase: remBase),
            read: read)
    }

    /// Imports token files and resolvers as one theme set: every theme's tokens decided together, so the
    /// themes agree on their groups and names and validate as a set.
    public static func importSet(_ request: DTCGImportRequest, read: @escaping DTCGFileReader) -> DTCGImportResult {
        var result = DTCGImportResult()
        func parse(_ path: String) -> JSONNode? {
            switch read(path) {
            case .failure(let diagnostic):
                result.diagnostics.append(diagnostic)
                return nil
            case .success(let text):
                result.sources[path] = SourceText(path: path, text: text)
                // JSON, JSON5/JSONC or YAML; legacy and Tokens Studio files made DTCG (DTCGDocumentReader).
                let document = DTCGDocumentReader.read(text, path: path)
                result.diagnostics += document.diagnostics
                return document.root
            }
        }
        var base: JSONNode?
        var firstRange: SourceRange?
        // A token file that reads as a resolver document (a Tokens Studio export with `$themes`) is one,
        // read before the resolvers given as such.
        var resolvers: [(path: String, root: JSONNode?)] = []
        var folderNode: JSONNode?
        if let folder = request.tokensStudioFolder {
            var texts: [String: String] = [:]
            if let document = TokensStudioFolder.document(
                folder, read: read, sources: &texts, diagnostics: &result.diagnostics)
            {
                let normalised = DTCGDocumentReader.normalise(document)
                result.diagnostics += normalised.diagnostics
                folderNode = normalised.root
            }
            for (path, text) in texts { result.sources[path] = SourceText(path: path, text: text) }
        }
        let inputs = (request.tokensStudioFolder.map { [$0] } ?? []) + request.tokenPaths
        for (index, path) in inputs.enumerated() {
            let isFolder = index == 0 && request.tokensStudioFolder != nil
            guard let node = isFolder ? folderNode : parse(path) else { continue }
            if node["resolutionOrder"] != nil {
                resolvers.append((path, node))
                continue
            }
            firstRange = firstRange ?? node.range
            base = base.map { DTCGTokenTree.merge($0, node) } ?? node
        }
        resolvers += request.resolverPaths.map { ($0, nil) }
        var modes: [ModeTokens] = []
        var themes: [ThemeBuilder.Theme] = []
        var modeDefined: Set<String> = []
        var names: Set<String> = []
        var leftOutCombinations = 0
        // A name another theme has (letter case aside) gets a number, and a warning where it comes from.
        func uniqueName(_ name: String, contexts: [String] = [], at range: SourceRange? = nil) -> String {
            var candidate = name
            var number = 2
            while names.contains(candidate.lowercased()) {
                candidate = name + String(number)
                number += 1
            }
            names.insert(candidate.lowercased())
            if candidate != name, let range {
                result.diagnostics.append(
                    DTCGMessages.themeNameTaken(name, renamed: candidate, contexts: contexts, at: range))
            }
            return candidate
        }
        if resolvers.isEmpty, let base, !result.diagnostics.containsErrors {
            let path = inputs.first ?? ""
            modes.append(
                ModeTokens(base, label: "the token files", remBase: request.remBase, diagnostics: &result.diagnostics))
            themes.append(
                ThemeBuilder.Theme(
                    name: uniqueName(request.themeName ?? defaultThemeName(path)),
                    description: base["$description"]?.string, isAbstract: request.abstractBase,
                    sourceName: inputs.map(fileName).joined(separator: ", "),
                    appearances: Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, 0) })))
        }
        for (index, (resolverPath, parsed)) in resolvers.enumerated() {
            guard let root = parsed ?? parse(resolverPath) else { continue }
            firstRange = firstRange ?? root.range
            var document = DTCGResolverDocument(
                path: resolverPath, root: root, read: read,
                allowedPaths: request.tokenPaths + request.resolverPaths
                    + (request.tokensStudioFolder.map { [$0 + "/"] } ?? []))
            let prepared = document.prepare()
            var planned: (themes: [PlannedTheme], appearanceModifiers: Set<String>, leftOutCombinations: Int) = (
                [], [], 0
            )
            if prepared {
                planned = DTCGModes.plan(
                    document.modifiers, explicit: request.modes, diagnostics: &document.diagnostics,
                    at: root["resolutionOrder"]?.range ?? root.range)
                let (sum, overflow) = leftOutCombinations.addingReportingOverflow(planned.leftOutCombinations)
                leftOutCombinations = overflow ? Int.max : sum
            }
            var byKey: [String: Int] = [:]
            let baseName = (index == 0 ? request.themeName : nil) ?? defaultThemeName(resolverPath)
            var planNames: [String] = []
            for plan in planned.themes {
                var appearances: [Appearance: Int] = [:]
                for appearance in Appearance.allCases {
                    let selection = plan.appearances[appearance] ?? [:]
                    let key = selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                        separator: "\u{0}")
                    if let known = byKey[key] {
                        appearances[appearance] = known
                        continue
                    }
                    var (tree, defined) = document.tree(selection, tracked: planned.appearanceModifiers)
                    if let base { tree = DTCGTokenTree.merge(base, tree) }
                    modeDefined.formUnion(defined)
                    byKey[key] = modes.count
                    appearances[appearance] = modes.count
                    modes.append(
                        ModeTokens(
                            tree, label: DTCGModes.label(selection, order: document.modifiers),
                            remBase: request.remBase, diagnostics: &document.diagnostics))
                }
                let name = uniqueName(baseName + plan.suffix, contexts: plan.contexts, at: plan.range ?? root.range)
                themes.append(
                    ThemeBuilder.Theme(
                        name: name, description: plan.isVariant ? nil : root["description"]?.string,
                        extends: plan.extends.map { planNames[$0] }, isAbstract: request.abstractBase,
                        sourceName: fileName(resolverPath), appearances: appearances))
                planNames.append(name)
            }
            result.diagnostics += document.diagnostics
            for (path, text) in document.sources { result.sources[path] = SourceText(path: path, text: text) }
        }
        guard !result.diagnostics.containsErrors, !themes.isEmpty else {
            result.diagnostics = unique(result.diagnostics)
            return result
        }
        var builder = ThemeBuilder(modes: modes, themes: themes, modeDefined: modeDefined)
        builder.build()
        // The themes as the loader reads them: what it would refuse is left out here, at its source.
        let texts = builder.summaryIsEmpty ? nil : builder.checkedYAML(fallback: firstRange)
        result.diagnostics = unique(result.diagnostics + builder.diagnostics)
        result.summary = summary(builder)
        result.summary.leftOutCombinations = leftOutCombinations
        guard result.summary.importedCount > 0 else {
            if !result.diagnostics.containsErrors {
                result.diagnostics.append(
                    DTCGMessages.nothingImported(skipped: result.summary.skippedCount, at: firstRange))
            }
            return result
        }
        guard let texts else { return result }
        result.themes = zip(themes, texts).map { theme, yaml in
            DTCGImportedTheme(name: theme.name, fileName: theme.name + ".yaml", yaml: yaml, extends: theme.extends)
        }
        return result
    }

    static func summary(_ builder: ThemeBuilder) -> DTCGImportSummary {
        var summary = DTCGImportSummary()
        var counts: [String: Int] = [:]
        for place in builder.placement.values { counts[place.type.isEmpty ? "untyped" : place.type, default: 0] += 1 }
        for type in builder.pendingTypes { counts[type.isEmpty ? "untyped" : type, default: 0] += 1 }
        summary.imported = counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        summary.themes = builder.themes.map(\.name)
        var byReason: [DiagnosticID: [String]] = [:]
        var reasons: [DiagnosticID] = []
        for (path, reason) in builder.skipped {
            if byReason[reason] == nil { reasons.append(reason) }
            byReason[reason, default: []].append(path)
        }
        summary.skipped = reasons.map { ($0, byReason[$0]!) }
        return summary
    }

    /// The diagnostics with warnings of one id after the first `limit` folded into one line saying how many
    /// more there are (what the command line shows without `--verbose`). Errors are all kept.
    public static func collapsed(_ diagnostics: [Diagnostic], limit: Int = 3) -> [Diagnostic] {
        var counts: [DiagnosticID: Int] = [:]
        var out: [Diagnostic] = []
        var firstRange: [DiagnosticID: SourceRange] = [:]
        var order: [DiagnosticID] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning else {
                out.append(diagnostic)
                continue
            }
            counts[diagnostic.id, default: 0] += 1
            if counts[diagnostic.id]! <= limit {
                out.append(diagnostic)
            } else if counts[diagnostic.id] == limit + 1 {
                order.append(diagnostic.id)
                firstRange[diagnostic.id] = diagnostic.range
            }
        }
        for id in order {
            out.append(DTCGMessages.moreWarnings(id, count: counts[id]! - limit, at: firstRange[id] ?? nil))
        }
        return out
    }

    /// The diagnostics without repeats (each appearance context reports a shared token's problems again).
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `global.tokens.json` → `Global`, `my-brand.resolver.json` → `MyBrand`, `2024.tokens.json` →
    /// `Theme2024` (a theme name starts with a letter); `Imported` when nothing fits.
    public static func defaultThemeName(_ path: String) -> String {
        let stem = fileName(path).split(separator: ".").first.map(String.init) ?? ""
        let words = SwiftIdentifier.words(stem).filter { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if isValidThemeName(name) { return name }
        return isValidThemeName("Theme" + name) ? "Theme" + name : "Imported"
    }

    /// A letter, then letters, digits, `-` and `_` (the theme format's rule).
    public static func isValidThemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
