/// Finds the closest candidate to a misspelt name, for "did you mean …?" suggestions.
public enum Suggestions {
    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is close enough
    /// to be a plausible typo: at most a third of the name's length, and at least 1.
    ///
    /// For a short, fixed list (keys, groups, options). Where many names are looked up in one set of
    /// candidates (references, `extends`), build a `SuggestionIndex` once and ask it instead.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        SuggestionIndex(candidates).closest(to: name)
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, computed only in the band of cells within
    /// `limit` of the diagonal and stopping as soon as a whole row is past `limit`; `limit + 1` means "more".
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        var rows: [Int] = []
        return editDistance(a, b, limit: limit, rows: &rows)
    }

    /// `editDistance(_:_:limit:)` with `rows` as scratch space, reused from one comparison to the next.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout [Int]) -> Int {
        let more = limit + 1
        if abs(a.count - b.count) > limit { return more }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                rows.withUnsafeMutableBufferPointer { rows in
                    // Three rows used in turn; cells outside the band hold `more`, and each row sets the cells
                    // just outside its band so that the next two rows never read a stale value.
                    var previousPrevious = rows.baseAddress!
                    var previous = previousPrevious + width
                    var current = previous + width
                    for j in 0..<width {
                        previousPrevious[j] = more
                        previous[j] = j <= limit ? j : more
                        current[j] = more
                    }
                    for i in 1...a.count {
                        let low = max(1, i - limit)
                        let high = min(b.count, i + limit)
                        current[0] = i <= limit ? i : more
                        current[low - 1] = low == 1 ? current[0] : more
                        if high < b.count { current[high + 1] = more }
                        var rowMinimum = current[0]
                        let ai = a[i - 1]
                        for j in low...high {
                            var value = previous[j - 1] + (ai == b[j - 1] ? 0 : 1)
                            let deletion = previous[j] + 1
                            if deletion < value { value = deletion }
                            let insertion = current[j - 1] + 1
                            if insertion < value { value = insertion }
                            if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] {
                                let transposition = previousPrevious[j - 2] + 1
                                if transposition < value { value = transposition }
                            }
                            if value > more { value = more }
                            current[j] = value
                            if value < rowMinimum { rowMinimum = value }
                        }
                        if rowMinimum > limit { return more }
                        (previousPrevious, previous, current) = (previous, current, previousPrevious)
                    }
                    return min(previous[b.count], more)
                }
            }
        }
    }
}

/// A set of candidate names indexed once, answering "did you mean …?" with bounded work per question.
///
/// Candidates are kept by length, each length sorted twice: by the name, and by the name read backwards. A
/// question compares the name with at most `comparisonsPerLength` candidates of each length within its
/// limit — those nearest to it in either order, which share its longest prefix or suffix, so a typo at either
/// end or in the middle is found — and with at most `maximumComparisons` in all, each comparison a banded
/// edit distance. A group small enough is searched exhaustively. A thousand misspelt references to a group of
/// a thousand tokens cost a few tens of thousands of short comparisons, not a million long ones; and the
/// answer depends only on the name and the candidates, not on the candidates' order.
public struct SuggestionIndex: Sendable {
    /// The most candidates of one length a question compares the name with.
    public static let comparisonsPerLength = 12
    /// The most candidates a question compares the name with, over all lengths.
    public static let maximumComparisons = 32
    /// Names (and candidates) longer than this, in Unicode scalars, get no suggestion: a typo in such a name
    /// is not what a suggestion helps with, and the comparisons would be long.
    public static let maximumLength = 40

    private struct Entry: Sendable {
        var key: [Unicode.Scalar]
        var reversedKey: [Unicode.Scalar]
        var candidate: String
        /// Where the candidate was in the sequence given, to break ties between equal keys.
        var order: Int
    }

    /// One length's entries (indices into `entries`), sorted by key and by reversed key.
    private struct Bucket: Sendable {
        var forward: [Int32] = []
        var backward: [Int32] = []
    }

    private var entries: [Entry] = []
    private var buckets: [Int: Bucket] = [:]
    /// Every entry, sorted by key, for prefix matches.
    private var sorted: [Int32] = []

    /// Indexes `candidates` (case-insensitively; candidates longer than `maximumLength` are left out).
    public init<S: Sequence>(_ candidates: S) where S.Element == String {
        for (order, candidate) in candidates.enumerated() {
            let key = Array(candidate.lowercased().unicodeScalars)
            guard key.count <= Self.maximumLength else { continue }
            entries.append(Entry(key: key, reversedKey: key.reversed(), candidate: candidate, order: order))
        }
        let entries = entries
        func precedes(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ first: Int32, _ second: Int32) -> Bool {
            if a == b { return entries[Int(first)].order < entries[Int(second)].order }
            return Self.less(a, b)
        }
        sorted = Array(0..<Int32(entries.count))
        sorted.sort { precedes(entries[Int($0)].key, entries[Int($1)].key, $0, $1) }
        for index in sorted { buckets[entries[Int(index)].key.count, default: Bucket()].forward.append(index) }
        for length in Array(buckets.keys) {
            buckets[length]!.backward = buckets[length]!.forward.sorted {
                precedes(entries[Int($0)].reversedKey, entries[Int($1)].reversedKey, $0, $1)
            }
        }
    }

    private static func less(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        a.lexicographicallyPrecedes(b) { $0.value < $1.value }
    }

    /// The first position in `order` whose entry's key (or reversed key) is not below `key`.
    private func insertionPoint(of key: [Unicode.Scalar], in order: [Int32], reversed: Bool) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[Int(order[middle])]
            if Self.less(reversed ? entry.reversedKey : entry.key, key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The closest candidate to `name`, as `Suggestions.closest(to:in:)` describes, or `nil`.
    public func closest(to name: String) -> String? {
        abbreviated(name) ?? search(name).suggestion
    }

    /// How many candidates `abbreviated` looks through: key lists, not a set's token names.
    static let abbreviationLimit = 64

    /// The candidate a camelCase `name` abbreviates, word by word: `lightHC` is `lightHighContrast`'s
    /// (`light`, then `H`igh, `C`ontrast), which edit distance alone would miss for the nearer `light`. Each of
    /// the candidate's words, in order, gives one or more of its first letters; only for names with a capital
    /// after the first letter, among at most `abbreviationLimit` candidates.
    func abbreviated(_ name: String) -> String? {
        guard entries.count <= Self.abbreviationLimit,
            name.unicodeScalars.dropFirst().contains(where: { ("A"..."Z").contains($0) })
        else { return nil }
        let query = Array(name.lowercased().unicodeScalars)
        for entry in entries where entry.key.count > query.count {
            let words = Self.words(entry.candidate)
            guard words.count > 1, words.count <= 8 else { continue }
            if Self.abbreviates(query[...], words[...]) { return entry.candidate }
        }
        return nil
    }

    /// `lightHighContrast` → `light`, `high`, `contrast` (lower case).
    static func words(_ name: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        for scalar in name.unicodeScalars {
            if ("A"..."Z").contains(scalar) || words.isEmpty { words.append([]) }
            words[words.count - 1].append(contentsOf: String(scalar).lowercased().unicodeScalars)
        }
        return words
    }

    /// Whether `query` is, in order, a prefix (one letter or more) of each of `words`.
    static func abbreviates(_ query: ArraySlice<Unicode.Scalar>, _ words: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let word = words.first else { return query.isEmpty }
        var taken = 0
        while taken < min(word.count, query.count), query[query.startIndex + taken] == word[taken] {
            taken += 1
            if abbreviates(query.dropFirst(taken), words.dropFirst()) { return true }
        }
        return false
    }

    /// The suggestion for `name` and the number of edit distances computed to find it.
    func search(_ name: String) -> (suggestion: String?, comparisons: Int) {
        let query = Array(name.lowercased().unicodeScalars)
        guard query.count <= Self.maximumLength else { return (nil, 0) }
        let reversedQuery = Array(query.reversed())
        let limit = max(1, (query.count + 2) / 3)
        var best: (candidate: String, distance: Int)?
        var comparisons = 0
        var compared: Set<Int32> = []
        var rows: [Int] = []
        func consider(_ index: Int32) {
            guard compared.insert(index).inserted else { return }
            comparisons += 1
            let entry = entries[Int(index)]
            let distance = Suggestions.editDistance(query, entry.key, limit: limit, rows: &rows)
            guard distance <= limit else { return }
            if let current = best,
                distance > current.distance || (distance == current.distance && entry.candidate >= current.candidate)
            {
                return
            }
            best = (entry.candidate, distance)
        }
        // Lengths nearest the name's first: 0, -1, +1, -2, +2, …
        var offsets = [0]
        for step in 1...limit { offsets += [-step, step] }
        for offset in offsets where comparisons < Self.maximumComparisons {
            guard let bucket = buckets[query.count + offset] else { continue }
            let budget = min(Self.comparisonsPerLength, Self.maximumComparisons - comparisons)
            if bucket.forward.count <= budget {
                for index in bucket.forward { consider(index) }
                continue
            }
            // Outwards from where the name would sort, forwards and backwards, taking turns.
            let forwardStart = insertionPoint(of: query, in: bucket.forward, reversed: false)
            let backwardStart = insertionPoint(of: reversedQuery, in: bucket.backward, reversed: true)
            let stop = comparisons + budget
            var step = 0
            while comparisons < stop, step < bucket.forward.count {
                for (order, start) in [(bucket.forward, forwardStart), (bucket.backward, backwardStart)] {
                    for position in [start + step, start - step - 1] where comparisons < stop {
                        if position >= 0, position < order.count { consider(order[position]) }
                    }
                }
                step += 1
            }
        }
        if let best { return (best.candidate, comparisons) }
        // A name that starts a candidate is a likely abbreviation: 'destroy' → 'destructive'.
        guard query.count >= 3 else { return (nil, comparisons) }
        let prefix = Array(query.prefix(max(3, query.count - 2)))
        let position = insertionPoint(of: prefix, in: sorted, reversed: false)
        guard position < sorted.count, entries[Int(sorted[position])].key.starts(with: prefix) else {
            return (nil, comparisons)
        }
        return (entries[Int(sorted[position])].candidate, comparisons)
    }
}
