import Testing

@testable import ThemecDiagnostics

@Suite("Did you mean: bounded suggestions")
struct SuggestionTests {
    /// 5,000 tokens named alike, as a generated theme has them.
    static let tokens = (0..<5_000).map { "token\($0)" }

    @Test("a typo at the start, in the middle or at the end of a name in a large group is found")
    func typosAnywhereInALargeGroup() {
        let index = SuggestionIndex(Self.tokens)
        #expect(index.closest(to: "tokne1234") == "token1234")
        #expect(index.closest(to: "xoken1234") == "token1234")
        #expect(index.closest(to: "token1234x") == "token1234")
        #expect(index.closest(to: "Token1234") == "token1234")
        #expect(index.closest(to: "completelyDifferent") == nil)
    }

    @Test("each question compares a bounded number of candidates, however large the group")
    func comparisonsAreBoundedPerQuestion() {
        let index = SuggestionIndex(Self.tokens)
        var total = 0
        for number in 0..<5_000 {
            let result = index.search("tokne\(number)")
            #expect(result.comparisons <= SuggestionIndex.maximumComparisons)
            total += result.comparisons
        }
        // Comparing with every candidate would be 25 million comparisons.
        #expect(total <= 5_000 * SuggestionIndex.maximumComparisons)
    }

    @Test("the answer does not depend on the candidates' order")
    func orderDoesNotMatter() {
        let candidates = ["accent", "Accent", "accents", "backgrund", "background", "label", "labels"]
        var generator = SplitMix(seed: 7)
        for _ in 0..<20 {
            let shuffled = candidates.shuffled(using: &generator)
            for name in ["acent", "ACCENT", "backround", "lable", "abel", "accentx"] {
                #expect(Suggestions.closest(to: name, in: shuffled) == Suggestions.closest(to: name, in: candidates))
            }
        }
    }

    @Test("small lists are searched exhaustively, abbreviations still match")
    func smallLists() {
        #expect(Suggestions.closest(to: "destroy", in: ["cancel", "destructive"]) == "destructive")
        #expect(Suggestions.closest(to: "colours", in: ["theme", "colors", "palette"]) == "colors")
        #expect(Suggestions.closest(to: String(repeating: "x", count: 1_000), in: ["x"]) == nil)
    }

    @Test("the banded edit distance agrees with the full one within the limit")
    func bandedDistanceAgreesWithFullDistance() {
        var generator = SplitMix(seed: 42)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "ß"]
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let limit = Int.random(in: 1...4, using: &generator)
            let full = fullDistance(a, b)
            let banded = Suggestions.editDistance(a, b, limit: limit)
            #expect(banded == (full <= limit ? full : limit + 1), "\(a) \(b) limit \(limit)")
        }
    }

    /// Optimal string alignment distance, the textbook way.
    private func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// A small seeded generator, so the random cases are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
