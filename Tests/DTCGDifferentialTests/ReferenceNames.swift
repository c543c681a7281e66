/// Finds the theme token a DTCG token was imported as, by the words of their names (docs/DTCG.md "Names"):
/// the DTCG path's words (with or without its first segment, which the import may drop as a group word;
/// without its default-token segment (`$root`, `@`, or a last `DEFAULT`, `default`), or with it as `root`, the
/// palette's name for a group's own value beside its other entries; or, without the first segment, as
/// they are) against the words of `group.name` in
/// the theme, letter case aside, without the words a segment repeats from the end of the one before.
/// Only the names are matched this way; the values are compared exactly.
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

    /// The words of the segments, each segment without the words it repeats from the end of those before
    /// it (`background.backgroundHover` → `background hover`).
    static func fold(_ segments: [String]) -> String {
        var out: [String] = []
        for segment in segments {
            var next = words(segment)
            var overlap = min(out.count, next.count - 1)
            while overlap > 0, Array(out.suffix(overlap)) != Array(next.prefix(overlap)) { overlap -= 1 }
            next.removeFirst(max(overlap, 0))
            out += next
        }
        return out.joined(separator: " ")
    }

    /// The segment names of a group's own value.
    static let defaultTokens: Set<String> = ["$root", "@", "DEFAULT", "Default", "default"]

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
        // A default-token name is the group's own value when it ends the path (`$root` and `@` anywhere); a
        // `default` inside a path names a group and stays.
        func isDefault(_ index: Int, _ segment: String) -> Bool {
            Self.defaultTokens.contains(segment) && (index == path.count - 1 || segment == "$root" || segment == "@")
        }
        let trimmed = path.enumerated().filter { !isDefault($0.offset, $0.element) }.map(\.element)
        let rooted = path.enumerated().map { isDefault($0.offset, $0.element) ? "root" : $0.element }
        var candidates = [trimmed, rooted]
        if trimmed.count > 1 { candidates.append(Array(trimmed.dropFirst())) }
        if rooted.count > 1 { candidates.append(Array(rooted.dropFirst())) }
        // A default token's name left as it is when the segment before it was the group word dropped
        // (`shadows.default` → `shadows.default`: the group's own value has no other name there).
        if path.count > 1, trimmed.count < path.count { candidates.append(Array(path.dropFirst())) }
        for candidate in candidates where !candidate.isEmpty {
            let folded = Self.fold(candidate)
            for group in groups {
                if let name = index[group + "|" + folded] { return name }
            }
        }
        return nil
    }
}
