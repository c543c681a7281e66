import ThemecCore
import ThemecDiagnostics

extension ThemeBuilder {
    /// Whether no token was placed (nothing to write, nothing to check).
    var summaryIsEmpty: Bool { placement.isEmpty && pendingTypes.isEmpty }

    /// The most rounds of loading, leaving out what the loader refuses and loading again: each round leaves
    /// out every token it finds at fault, so a second round finds none but those of a value written anew.
    static let checkRounds = 4

    /// Every theme's YAML, loaded as one set by the loader that will read it (`ThemeSetLoader`) before anything
    /// is written: a token the loader refuses is left out, with a warning at its place in the source saying
    /// what the loader said, and the themes are written again without it. A problem that belongs to no token
    /// is an error at `fallback` (themec's own bug, nothing written). The texts by theme, in order.
    mutating func checkedYAML(fallback: SourceRange?) -> [String]? {
        for round in 1...Self.checkRounds {
            let texts = themes.map { yaml($0) }
            let files = zip(themes, texts).map { theme, yaml in (path: theme.name + ".yaml", yaml: yaml) }
            let loaded = ThemeSetLoader.load(files: files.map { ($0.path, Array($0.yaml.text.utf8)) })
            let owners = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.yaml.lineOwners()) })
            var faults: [(key: String, diagnostic: Diagnostic)] = []
            var unplaced: [Diagnostic] = []
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
                let owner = diagnostic.range.flatMap { range in owners[range.file]?(range.start.line) }
                if let owner, first[owner] != nil || declarationRange(owner) != nil {
                    faults.append((owner, diagnostic))
                } else {
                    unplaced.append(diagnostic)
                }
            }
            if faults.isEmpty && unplaced.isEmpty { return texts.map(\.text) }
            guard unplaced.isEmpty, round < Self.checkRounds else {
                diagnostics += (unplaced.isEmpty ? faults.map(\.diagnostic) : unplaced).map {
                    DTCGMessages.themeDoesNotLoad($0.message, at: fallback)
                }
                return nil
            }
            var seen: Set<String> = []
            for (key, diagnostic) in faults where seen.insert(key).inserted {
                if let range = declarationRange(key) {
                    let path = String(key.dropFirst(DTCGImportedDeclarations.declarationOwner.count))
                    diagnostics.append(
                        DTCGMessages.declarationRefused(path, reason: diagnostic.message, at: range))
                    leftOutDeclarations.insert(path)
                    continue
                }
                let token = first[key]!.token
                diagnostics.append(
                    DTCGMessages.refusedByThemeFormat(
                        DTCGTokenTree.location(token.path), reason: diagnostic.message, at: token.node.range))
                leaveOut(key)
            }
        }
        return nil
    }

    /// Where the entry's declaration that `owner` names is (`DTCGImportedDeclarations.declarationOwner`).
    private func declarationRange(_ owner: String) -> SourceRange? {
        guard owner.hasPrefix(DTCGImportedDeclarations.declarationOwner) else { return nil }
        let path = owner.dropFirst(DTCGImportedDeclarations.declarationOwner.count)
        guard let dot = path.firstIndex(of: ".") else { return nil }
        let group = String(path[..<dot])
        let name = String(path[path.index(after: dot)...])
        for theme in themes {
            guard let mode = theme.appearances[.light], let entry = modes[mode].declarations?[group]?.members
            else { continue }
            if let member = entry.last(where: { $0.key == name }) { return member.value.range }
        }
        return nil
    }

    /// Takes a placed token out of the themes, counted in the summary as refused by the theme format.
    private mutating func leaveOut(_ key: String) {
        skipped.append((key, .themeFormatRefused))
        if placement.removeValue(forKey: key) != nil { return }
        var type = (pendingGroups.shadows + pendingGroups.animations).first { $0.key == key }?.type
        pendingGroups.shadows.removeAll { $0.key == key }
        pendingGroups.shadowColors.removeAll { $0.key == key }
        pendingGroups.animations.removeAll { $0.key == key }
        if fromDeclarations.remove(key) != nil { type = type ?? first[key]?.type ?? "" }
        if let type, let index = pendingTypes.firstIndex(of: type) { pendingTypes.remove(at: index) }
    }
}
