/// Finds the closest candidate to a misspelt name, for "did you mean …?" suggestions.
public enum Suggestions {
    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is close enough
    /// to be a plausible typo: at most a third of the name's length, and at least 1.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(1, (lowered.count + 2) / 3)
        var best: (String, Int)?
        var prefixMatch: String?
        for candidate in candidates {
            // A name that starts the candidate (or the reverse) is a likely abbreviation: 'destroy' → 'destructive'.
            let loweredCandidate = candidate.lowercased()
            if lowered.count >= 3, prefixMatch == nil,
                loweredCandidate.hasPrefix(String(String.UnicodeScalarView(lowered.prefix(max(3, lowered.count - 2)))))
            {
                prefixMatch = candidate
            }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0 ?? prefixMatch
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, stopping early past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
