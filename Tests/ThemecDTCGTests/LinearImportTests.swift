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

    /// Resolving every token of a chain of `count`, from the far end: how many resolve, and how many look-ups
    /// it took. (The time is the benchmark's to measure, not a test's.)
    static func resolveChain(_ count: Int) throws -> (resolved: Int, steps: Int) {
        let root = try JSONParser.parse(Self.chain(count), file: "t.json")
        var tree = DTCGTokenTree(root: root)
        var resolved = 0
        // From the far end first: the order that made every link walk its whole chain.
        for index in stride(from: count - 1, through: 0, by: -1) where tree.resolve(["a\(index)"]) != nil {
            resolved += 1
        }
        return (resolved, tree.resolutionSteps)
    }

    @Test func aHundredThousandAliasLinksResolveInLinearTime() throws {
        let count = 100_000
        let chain = try Self.resolveChain(count)
        // The limit of 400 tokens on a chain holds whatever the order: a0 … a399 resolve, the rest are too deep.
        #expect(chain.resolved == DTCGTokenTree.maximumReferenceDepth)
        // A few look-ups per token, however long the chain (walking each chain again would be 400 per token).
        #expect(chain.steps <= 4 * count, "\(chain.steps) look-ups")
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

/// A resolver's `$ref` reaches only regular files inside the folders the user named, and a JSON object's
/// repeated key is reported.
@Suite struct ResolverConfinementTests {
    static func resolver(_ ref: String) -> String {
        """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [ { "$ref": "\(ref)" } ] } },
          "resolutionOrder": [ { "$ref": "#/sets/base" } ]
        }
        """
    }

    @Test(arguments: [
        "/proc/self/environ", "/dev/stdin", "../private/env.json", "sub/../../outside.json", "/etc/passwd",
    ])
    func aSourceOutsideTheFoldersIsNotRead(_ ref: String) throws {
        let temp = TemporaryFolder()
        defer { temp.remove() }
        try FileManager.default.createDirectory(atPath: temp.path + "/design", withIntermediateDirectories: true)
        let path = temp.path + "/design/app.resolver.json"
        try Data(Self.resolver(ref).utf8).write(to: URL(fileURLWithPath: path))
        final class Reads: @unchecked Sendable {
            let lock = NSLock()
            var files: [String] = []
        }
        let reads = Reads()
        let result = DTCGImporter.importSet(DTCGImportRequest(resolverPaths: [path])) { file in
            reads.lock.withLock { reads.files.append(file) }
            return DTCGFiles.read(file)
        }
        #expect(reads.files == [path], "\(reads.files)")
        let warning = try #require(result.diagnostics.first { $0.message.text.contains("is not read") })
        #expect(warning.range?.file == path && warning.range?.start.line == 3)
        #expect(result.sources.keys.sorted() == [path])
    }

    @Test func aSourceBesideTheResolverIsRead() throws {
        let temp = TemporaryFolder()
        defer { temp.remove() }
        try temp.write("app.resolver.json", Self.resolver("./tokens/base.json"))
        try FileManager.default.createDirectory(atPath: temp.path + "/tokens", withIntermediateDirectories: true)
        try temp.write("tokens/base.json", ##"{ "bg": { "$type": "color", "$value": "#102030" } }"##)
        let result = DTCGImporter.importSet(
            DTCGImportRequest(resolverPaths: [temp.path + "/app.resolver.json"]), read: DTCGFiles.read)
        #expect(!result.diagnostics.contains { $0.message.text.contains("is not read") }, "\(result.diagnostics)")
        #expect(result.summary.importedCount == 1)
    }

    @Test func aRepeatedKeyInAJSONObjectIsReported() throws {
        let json = """
            {
              "bg": { "$type": "color", "$value": "#000000" },
              "bg": { "$type": "color", "$value": "#FFFFFF" }
            }
            """
        let result = importJSON(json)
        let warning = try #require(result.diagnostics.first { $0.id == .duplicateKey })
        #expect(warning.range?.start.line == 3)
        #expect(warning.notes.first?.range?.start.line == 2)
    }
}
