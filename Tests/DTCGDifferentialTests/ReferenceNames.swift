/// Finds the theme token a DTCG token was imported as, by the words of their names: the DTCG path's words
/// (with or without its first segment, which the import may drop as a group word, and without a trailing
/// `$root`) against the words of `group.name` in the theme, letter case aside and repeated neighbouring
/// words counted once. Only the names are matched this way; the values are compared exactly.
struct ReferenceNames {
    private var index: [String: String] = [:]

    init(_ names: some Sequence<String>) {
        for name in names {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let key = parts[0] + "|" + Self.fold(parts[1].split(separator: ".").map(String.init))
            if index[key] == nil { index[key] = name }
        }
    }

    /// Words of a name: split at anything not a letter or digit, between a lower-case letter and an
    /// upper-case one, before the last capital of a run followed by a lower-case letter, and between
    /// letters and digits; lower-cased.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll()
        }
        for (i, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                let boundary =
                    (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                    || (previous.isNumber != character.isNumber)
                if boundary { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    static func fold(_ segments: [String]) -> String {
        var out: [String] = []
        for word in segments.flatMap(words) where out.last != word { out.append(word) }
        return out.joined(separator: " ")
    }

    /// The theme token (`colors.textPrimary`) for a DTCG path, in the first of `groups` that has one; where
    /// two groups have one (`radii.small`, `spacing.small`), the group the path's words point to.
    func match(_ path: [String], groups: [String]) -> String? {
        let words = Set(path.flatMap(Self.words))
        let hinted = groups.filter { group in
            (Self.hints[group] ?? []).contains { hint in words.contains { $0.hasPrefix(hint) } }
        }
        return candidate(path, groups: hinted + groups.filter { !hinted.contains($0) })
    }

    /// Words that send a token to a group when two groups have its name.
    static let hints: [String: [String]] = [
        "radii": ["radius", "radii", "corner", "rounded"], "spacing": ["space", "spacing", "gap", "padding", "margin"],
        "sizes": ["size", "width", "height"], "opacity": ["opacity", "alpha"], "palette": ["palette", "primitive"],
    ]

    private func candidate(_ path: [String], groups: [String]) -> String? {
        var trimmed = path
        while let last = trimmed.last, ["$root", "@", "DEFAULT"].contains(last), trimmed.count > 1 {
            trimmed.removeLast()
        }
        var candidates = [path, trimmed]
        if path.count > 1 { candidates.append(Array(path.dropFirst())) }
        if trimmed.count > 1 { candidates.append(Array(trimmed.dropFirst())) }
        for candidate in candidates {
            let folded = Self.fold(candidate.map { $0 == "$root" ? "root" : $0 })
            for group in groups {
                if let name = index[group + "|" + folded] { return name }
            }
        }
        return nil
    }
}
