import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// `$extends` and alias chains cost time and memory linear in the input, with limits on what they expand to.
@Suite struct LinearImportTests {
    /// `a0` a number, each `aN` an alias of `aN-1`.
    static func chain(_ count: Int) -> String {
        var json = "{\"a0\": {\"$type\": \"number\", \"$value\": 1}"
        for index in 1..<count { json += ",\"a\(index)\": {\"$type\": \"number\", \"$value\": \"{a\(index - 1)}\"}" }
        return json + "}"
    }

    /// The time is the benchmark's to measure (scripts/benchmark); here the chain's size and the order that
    /// once made every link walk its whole chain, and the limit's verdict for each token.
    @Test func aHundredThousandAliasLinksResolve() throws {
        let count = 100_000
        let root = try JSONParser.parse(Self.chain(count), file: "t.json")
        var resolved = 0
        var tooDeep = 0
        var tree = DTCGTokenTree(root: root)
        // From the far end first: the order that made every link walk its whole chain.
        for index in stride(from: count - 1, through: 0, by: -1) {
            if tree.resolve(["a\(index)"]) != nil { resolved += 1 } else { tooDeep += 1 }
        }
        // The limit of 400 tokens on a chain holds whatever the order: a0 … a399 resolve, the rest are too deep.
        #expect(resolved == DTCGTokenTree.maximumReferenceDepth)
        #expect(tooDeep == count - DTCGTokenTree.maximumReferenceDepth)
    }

    @Test func theLimitIsTheSameInEitherOrder() throws {
        let root = try JSONParser.parse(Self.chain(1_000), file: "t.json")
        var forward = DTCGTokenTree(root: root)
        var backward = DTCGTokenTree(root: root)
        let ahead = (0..<1_000).map { forward.resolve(["a\($0)"]) != nil }
        let behind = (0..<1_000).reversed().map { backward.resolve(["a\($0)"]) != nil }.reversed()
        #expect(ahead.firstIndex(of: false) == DTCGTokenTree.maximumReferenceDepth)
        #expect(Array(behind).firstIndex(of: false) == DTCGTokenTree.maximumReferenceDepth)
        #expect(ahead.filter { $0 }.count == behind.filter { $0 }.count)
    }

    @Test func anExtendsChainStopsAtItsBudget() throws {
        // Group gN extends gN-1 and adds one token: N² / 2 tokens if followed to the end.
        var json = "{\"g0\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}"
        for index in 1..<2_000 {
            json +=
                ",\"g\(index)\": {\"$extends\": \"{g\(index - 1)}\", \"t\(index)\": {\"$type\": \"number\", \"$value\": \(index)}}"
        }
        json += "}"
        let root = try JSONParser.parse(json, file: "t.json")
        let tree = DTCGTokenTree(root: root)
        let tokens = tree.tokens.count
        let budget = max(
            DTCGTokenTree.minimumExtendsCopies, DTCGTokenTree.extendsCopiesPerMember * (1 + 2_000 * 2 + 1))
        #expect(tokens <= 2_000 + budget, "\(tokens)")
        #expect(tokens > 2_000)
        #expect(tree.diagnostics.contains { $0.message.text.contains("is not followed") })
    }
}
