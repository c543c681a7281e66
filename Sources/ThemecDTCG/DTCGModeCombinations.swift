/// The combinations of contexts of two or more modifiers (`brand: b` with `density: compact`), each a theme
/// of its own, as a resolver selecting those contexts together means (docs/DTCG.md, "Modes").
///
/// The number of combinations is a product, so they are made smallest first (two modifiers, then three, …),
/// in the order of the modifiers and of their contexts, and only up to `limit`: the rest are counted, not
/// made. The work is bounded by `limit` times the number of contexts, whatever the product.
struct DTCGModeCombinations {
    /// One combination: the single-context variants it joins (indices into the variants, in modifier
    /// order), and the planned theme it extends, the combination without its last context.
    struct Combination: Equatable {
        var variants: [Int]
        /// Planned-theme index: 0 the base, `1 + i` the variant `i`, `1 + variants + j` combination `j`.
        var parent: Int
    }

    /// The combinations made, in the order their themes are planned.
    private(set) var kept: [Combination] = []
    /// The modifiers whose contexts combine (two or more), in resolution order.
    private(set) var modifiers: [String] = []
    /// How many combinations there are, made or not; `nil` when more than an `Int` holds.
    private(set) var total: Int? = 0

    /// The combinations not made.
    var leftOut: Int {
        guard let total else { return Int.max }
        return total - kept.count
    }

    /// - Parameters:
    ///   - variants: each single-context variant's modifier, in the order their themes are planned.
    ///   - modifierOrder: the modifiers in resolution order.
    ///   - limit: the most combinations to make.
    init(variants: [String], modifierOrder: [String], limit: Int) {
        var byModifier: [String: [Int]] = [:]
        for (index, name) in variants.enumerated() { byModifier[name, default: []].append(index) }
        var seen: Set<String> = []
        var dimensions: [[Int]] = []
        for name in modifierOrder where seen.insert(name).inserted {
            if let indices = byModifier[name] {
                dimensions.append(indices)
                modifiers.append(name)
            }
        }
        guard dimensions.count >= 2 else {
            modifiers = []
            return
        }
        // Every choice of at most one context per modifier, less the base and the single contexts.
        var product = 1
        var overflow = false
        for dimension in dimensions {
            let (next, didOverflow) = product.multipliedReportingOverflow(by: dimension.count + 1)
            overflow = overflow || didOverflow
            product = next
        }
        total = overflow ? nil : product - 1 - variants.count
        // Breadth first: each level from the one before, extended with a context of a later modifier.
        var level: [(variants: [Int], dimension: Int, theme: Int)] = []
        for (dimension, indices) in dimensions.enumerated() {
            for index in indices { level.append(([index], dimension, 1 + index)) }
        }
        while !level.isEmpty, kept.count < limit {
            var next: [(variants: [Int], dimension: Int, theme: Int)] = []
            outer: for item in level {
                for dimension in (item.dimension + 1)..<dimensions.count {
                    for index in dimensions[dimension] {
                        guard kept.count < limit else { break outer }
                        kept.append(Combination(variants: item.variants + [index], parent: item.theme))
                        next.append((item.variants + [index], dimension, 1 + variants.count + kept.count - 1))
                    }
                }
            }
            level = next
        }
    }
}
