import Testing
import ThemecCore

/// A chain of references is judged by its references alone: fine, too deep or cyclic, reported at the same
/// token, whatever the order the tokens are declared in and whichever theme of an `extends` pair declares them.
struct ReferenceChainTests {
    /// One token: its name and its value as written in YAML.
    typealias Entry = (name: String, value: String)

    enum Shape: CustomTestStringConvertible {
        /// `c0 → c1 → … → cN`, `cN` a literal: N references.
        case chain(references: Int)
        /// `c0 → … → cN`, then `cN → cN+1 → … → cN+M-1 → cN`: a chain running into a cycle of M tokens.
        case intoCycle(leadIn: Int, cycle: Int)

        var testDescription: String {
            switch self {
            case .chain(let references): return "a chain of \(references) references"
            case .intoCycle(let leadIn, let cycle): return "\(leadIn) references into a cycle of \(cycle)"
            }
        }
    }

    static func literal(_ group: String) -> String {
        group == "radii" || group == "spacing" ? "8" : "\"#FFFFFF\""
    }

    /// The tokens of `shape` in `group`, in chain order.
    static func entries(_ shape: Shape, group: String) -> [Entry] {
        func reference(_ index: Int) -> String { "\"{\(group).c\(index)}\"" }
        switch shape {
        case .chain(let references):
            return (0..<references).map { ("c\($0)", reference($0 + 1)) } + [("c\(references)", literal(group))]
        case .intoCycle(let leadIn, let cycle):
            let last = leadIn + cycle - 1
            return (0...last).map { ("c\($0)", reference($0 == last ? leadIn : $0 + 1)) }
        }
    }

    /// What must be reported, as (id, token whose line it is on), sorted.
    static func expected(_ shape: Shape) -> [String] {
        switch shape {
        case .chain(let references):
            let limit = 400
            // Counted from the end: the token whose chain is one reference longer than the limit.
            return references > limit ? ["reference-too-deep c\(references - limit - 1)"] : []
        case .intoCycle(let leadIn, _):
            // Only the cycle: the tokens leading into it are not also "too deep". It is reported at the
            // member declared first, which depends on the order; the test checks the id and the members.
            return ["reference-cycle c\(leadIn)…"]
        }
    }

    static func file(_ theme: String, extends: String? = nil, group: String, _ entries: [Entry]) -> String {
        "theme: \(theme)\n" + (extends.map { "extends: \($0)\n" } ?? "") + "\(group):\n"
            + entries.map { "  \($0.name): \($0.value)\n" }.joined()
    }

    /// Loads the files and returns every error as "id token", the token being the one declared on the
    /// error's line (for a cycle, "reference-cycle" and the lowest-numbered member, then "…").
    static func judged(_ files: [(String, String)]) -> [String] {
        let result = ThemeSetLoader.load(files: files.map { ($0.0, Array($0.1.utf8)) })
        let lines = Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1.split(separator: "\n").map(String.init)) })
        return result.diagnostics.filter { $0.severity == .error }.map { diagnostic -> String in
            guard let range = diagnostic.range else { return diagnostic.id.description }
            if diagnostic.id.description == "reference-cycle" {
                let members = diagnostic.message.text.split(separator: " ").compactMap { word -> Int? in
                    guard word.contains(".c") else { return nil }
                    return Int(word.split(separator: ".").last!.dropFirst())
                }
                return "reference-cycle c\(members.min() ?? -1)…"
            }
            let line = lines[range.file]?[range.start.line - 1] ?? ""
            let token = line.drop { $0 == " " }.prefix { $0 != ":" }
            return "\(diagnostic.id) \(token)"
        }.sorted()
    }

    /// Declaration orders: as the chain goes, backwards, and a few shuffles.
    static func orders(_ entries: [Entry]) -> [[Entry]] {
        var generator = SeededGenerator(seed: UInt64(entries.count))
        return [entries, entries.reversed()] + (0..<3).map { _ in entries.shuffled(using: &generator) }
    }

    static let shapes: [Shape] = [
        .chain(references: 400), .chain(references: 401), .chain(references: 450),
        .intoCycle(leadIn: 3, cycle: 10), .intoCycle(leadIn: 500, cycle: 2), .intoCycle(leadIn: 0, cycle: 450),
    ]

    @Test("in one theme, declared in any order", arguments: shapes, ["palette", "colors", "radii", "spacing"])
    func oneTheme(_ shape: Shape, _ group: String) {
        for order in Self.orders(Self.entries(shape, group: group)) {
            let files = [("a.yaml", Self.file("A", group: group, order))]
            #expect(Self.judged(files) == Self.expected(shape), "\(order.prefix(3).map(\.name)) …")
        }
    }

    @Test("across extends: the child turns the parent's literals into the chain", arguments: shapes)
    func childMakesTheChain(_ shape: Shape) {
        let chain = Self.entries(shape, group: "colors")
        let literals = chain.map { ($0.name, Self.literal("colors")) }
        for order in Self.orders(chain) {
            let files = [
                ("p.yaml", Self.file("P", group: "colors", literals.reversed())),
                ("c.yaml", Self.file("C", extends: "P", group: "colors", order)),
            ]
            #expect(Self.judged(files) == Self.expected(shape), "\(order.prefix(3).map(\.name)) …")
        }
    }

    @Test("across extends: parent and child each declare half of the chain", arguments: shapes)
    func halvesOfTheChain(_ shape: Shape) {
        let chain = Self.entries(shape, group: "colors")
        for order in Self.orders(chain) {
            // The parent has every token, its odd ones literal; the child makes those references.
            let parent = order.enumerated().map { index, entry in
                index % 2 == 0 ? entry : (entry.name, Self.literal("colors"))
            }
            let child = order.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let files = [
                ("p.yaml", Self.file("P", group: "colors", parent)),
                ("c.yaml", Self.file("C", extends: "P", group: "colors", child)),
            ]
            let judged = Self.judged(files)
            // The parent's own chains are one reference long; only the child has the whole chain.
            #expect(judged == Self.expected(shape), "\(order.prefix(3).map(\.name)) …")
        }
    }
}

/// A small seeded generator, so the shuffles are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
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
