import Foundation
import Testing
import ThemecTestSupport

/// The differential test of `themec import dtcg` over the whole third-party corpus (docs/DTCG.md,
/// "Differential test"): every token of every DTCG file and resolver, in every mode, resolved by the test's
/// own resolver (`ReferenceResolver`, `ReferenceResolverDocument`, `ReferenceColor`) and compared with
/// what `themec import dtcg` then `themec resolve --all --format json` give. Every difference must be a row
/// of `KnownLosses.tsv` and every row a difference that still happens; each row carries the ids of the
/// diagnostics themec printed about it, so a loss themec does not report shows as `unreported`.
/// `THEMEC_RECORD=1` rewrites the table (then fails, so a recording run never passes).
@Suite struct CorpusDifferentialTests {
    /// The corpus folders the test reads (the YAML test suite is not DTCG).
    static let folders = [
        "design-tokens__community-group", "design-tokens__community-group@example-token-files",
        "dgtlntv__community-group@tests", "microsoft__fluentui-token-pipeline", "terrazzoapp__terrazzo",
    ]

    static let tableURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("KnownLosses.tsv")

    /// Every token document of the corpus: JSON (and JSON5, JSONC, YAML) files other than JSON Schemas,
    /// test manifests, npm manifests and asset-catalog `Contents.json`, in path order.
    static func inputs() -> [String] {
        var found: [String] = []
        for folder in folders {
            let root = OptionalTests.corpus + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let ext = (name as NSString).pathExtension.lowercased()
                guard ["json", "json5", "jsonc", "yaml", "yml"].contains(ext) else { continue }
                if relative.contains("www/public/schemas/") || relative.contains("node_modules/") { continue }
                if ["manifest.json", "package.json", "Contents.json", "tsconfig.json"].contains(name) { continue }
                found.append(root + "/" + relative)
            }
        }
        return found.sorted()
    }

    @Test(.needs(.corpus("dgtlntv__community-group@tests"), .corpus("terrazzoapp__terrazzo")))
    func everyTokenInEveryModeAgreesWithTheReferenceResolver() throws {
        try OptionalTests.require(.corpus("dgtlntv__community-group@tests"), .corpus("terrazzoapp__terrazzo"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var inputs = Self.inputs()
        #expect(inputs.count > 400, "the corpus lost files: \(inputs.count) inputs")
        var labels = [String?](repeating: nil, count: inputs.count)
        for (number, (name, document)) in Self.synthesized.enumerated() {
            // Its sources copied beside it: a resolver reaches only files in its own folder (or the paths given).
            let folder = scratch.appendingPathComponent("synthesized\(number)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in document.base + document.contexts.map(\.1) {
                let copy = folder.appendingPathComponent((file as NSString).lastPathComponent)
                try FileManager.default.copyItem(atPath: OptionalTests.corpus + "/" + file, toPath: copy.path)
            }
            let written = folder.appendingPathComponent("synthesized\(number).resolver.json")
            try Data(Self.resolverText(document).utf8).write(to: written)
            inputs.append(written.path)
            labels.append(name)
        }
        let results = Locked([CorpusDifferential.Outcome?](repeating: nil, count: inputs.count))
        let failures = Locked([String]())
        let paths = inputs
        let names = labels
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do {
                let outcome = try Self.run(paths[index], number: index, scratch: scratch, label: names[index])
                results.update { $0[index] = outcome }
            } catch {
                failures.update { $0.append("\(paths[index]): \(error)") }
            }
        }
        for failure in failures.value { Issue.record("\(failure)") }

        let outcomes = results.value.compactMap { $0 }
        let observed = Set(outcomes.flatMap(\.losses))
        let summary = Self.summary(outcomes, files: inputs.count)
        print(summary)

        if ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" {
            let header = summary.split(separator: "\n").map { "# " + $0 }.joined(separator: "\n")
            let text =
                Self.tableHeader + header + "\n" + observed.sorted().map(\.line).joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: Self.tableURL)
            Issue.record("Recorded \(observed.count) losses in KnownLosses.tsv; run again without THEMEC_RECORD=1.")
            return
        }
        let listed = Set(
            try String(contentsOf: Self.tableURL, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.compactMap(CorpusDifferential.Loss.init(line:)))
        for loss in observed.subtracting(listed).sorted() {
            Issue.record("a difference not in KnownLosses.tsv: \(loss.line)")
        }
        for loss in listed.subtracting(observed).sorted() {
            Issue.record("listed in KnownLosses.tsv but no longer happens (delete the row): \(loss.line)")
        }
        // A loss themec does not report is a failure of the importer (or of this test's matching), listed in
        // the table or not (docs/DTCG.md, "Differential test"): none is left, so none is excused.
        for loss in observed.filter({ $0.reason == "unreported" }).sorted() {
            Issue.record("a loss themec does not report (fix the importer, or the test): \(loss.line)")
        }
    }

    /// Token files of the corpus that are meant to be read together but come without a resolver: the test
    /// writes one (a set of base files, then a modifier of one file per context) and compares it like the
    /// corpus's own. Paths in the corpus; the name is the table's `file`.
    static let synthesized:
        [(name: String, document: (base: [String], modifier: String, contexts: [(String, String)]))] = [
            (
                "microsoft__fluentui-token-pipeline/src/demo/w3c/(global, light, dark).resolver.json",
                (
                    ["microsoft__fluentui-token-pipeline/src/demo/w3c/global.tokens.json"], "theme",
                    [
                        ("light", "microsoft__fluentui-token-pipeline/src/demo/w3c/light.tokens.json"),
                        ("dark", "microsoft__fluentui-token-pipeline/src/demo/w3c/dark.tokens.json"),
                    ]
                )
            )
        ]

    /// A 2025.10 resolver document for a synthesized input, its sources copied beside it.
    static func resolverText(_ document: (base: [String], modifier: String, contexts: [(String, String)])) -> String {
        func source(_ file: String) -> String {
            "{ \"$ref\": \"./\((file as NSString).lastPathComponent)\" }"
        }
        let contexts = document.contexts.map { "\"\($0.0)\": [\(source($0.1))]" }.joined(separator: ", ")
        return """
            { "version": "2025.10",
              "sets": { "base": { "sources": [\(document.base.map(source).joined(separator: ", "))] } },
              "modifiers": { "\(document.modifier)": { "contexts": { \(contexts) } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/\(document.modifier)" }] }
            """
    }

    static let tableHeader = """
        # The differences between the corpus's tokens and what themec imports, with the diagnostics themec
        # printed about each (CorpusDifferentialTests, docs/DTCG.md "Differential test").
        # Columns: file (in ../shared/corpus), token (dotted path, * for all), mode (appearances, a
        # variant theme's modifier=context: and its appearances, or *), kind, reason (diagnostic ids).
        # Rewritten by THEMEC_RECORD=1 swift test --filter CorpusDifferentialTests; review the diff.

        """

    static func summary(_ outcomes: [CorpusDifferential.Outcome], files: Int) -> String {
        let losses = outcomes.flatMap(\.losses)
        var byKind: [String: Int] = [:]
        var byReason: [String: Int] = [:]
        for loss in losses {
            byKind[loss.kind, default: 0] += 1
            byReason[loss.reason, default: 0] += 1
        }
        var notCompared: [String: Int] = [:]
        var rejected: [String: Int] = [:]
        for outcome in outcomes {
            notCompared.merge(outcome.notCompared, uniquingKeysWith: +)
            rejected.merge(outcome.bothRejected, uniquingKeysWith: +)
        }
        func list(_ counts: [String: Int]) -> String {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
                "\($0.key) \($0.value)"
            }
            .joined(separator: ", ")
        }
        return """
            \(files) files; \(outcomes.map(\.compared).reduce(0, +)) token × appearance values compared, \
            \(outcomes.map(\.matched).reduce(0, +)) matched; \(rejected.values.reduce(0, +)) invalid tokens \
            rejected by both (\(list(rejected)))
            \(losses.count) listed losses by kind: \(list(byKind))
            by reason: \(list(byReason))
            imported composites whose values are not compared: \(notCompared.isEmpty ? "none" : list(notCompared))
            """
    }

    /// Imports one input with the built themec, resolves everything, and compares.
    static func run(_ path: String, number: Int, scratch: URL, label: String? = nil) throws
        -> CorpusDifferential.Outcome
    {
        let file = label ?? String(path.dropFirst(OptionalTests.corpus.count + 1))
        let path = (path as NSString).standardizingPath
        let output = scratch.appendingPathComponent("out-\(number)")
        let parsed = Self.readDocument(path)

        var plans: [ReferenceModes.Theme] = []
        var isResolver = false
        if let parsed {
            if parsed["resolutionOrder"] != nil {
                isResolver = true
                if let document = ReferenceResolverDocument(path: path, root: parsed, read: Self.readDocument) {
                    plans = ReferenceModes.themes(document)
                }
            } else {
                let mode = CorpusDifferential.Mode(
                    label: "default", tree: ReferenceResolver.Node(parsed, file: path),
                    appearances: CorpusDifferential.Appearance.allCases)
                plans = [ReferenceModes.Theme(label: "base", modifier: nil, context: nil, modes: [mode])]
            }
        }
        let held = plans.first?.modes ?? []

        let importArguments =
            ["import", "dtcg"] + (isResolver ? ["--resolver", path] : [path])
            + ["--output", output.path, "--format", "json", "--verbose"]
        let imported = try ThemecRun.run(importArguments, scratch: scratch)
        let diagnostics = try Self.diagnostics(imported.standardOutput, file: file)
        // Each theme's values (by token, then appearance), and which theme extends which.
        var themec: [String: [String: [String: String]]] = [:]
        var extends: [String: String] = [:]
        if imported.status == 0 {
            extends = try Self.extends(in: output)
            let resolved = try ThemecRun.run(["resolve", output.path, "--all", "--format", "json"], scratch: scratch)
            guard resolved.status == 0, let rows = try? OrderedJSON.parse(resolved.standardOutput).array else {
                throw Failure("themec resolve failed on the import of \(file): \(resolved.standardError.prefix(500))")
            }
            for row in rows {
                guard let theme = row["theme"]?.string, let token = row["token"]?.string,
                    let value = row["value"]?.string
                else { continue }
                themec[theme, default: [:]][token, default: [:]][row["appearance"]?.string ?? "-"] = value
            }
        }

        let comparable = held.contains { !ReferenceResolver(root: $0.tree).tokens.isEmpty }
        if parsed == nil || (isResolver && held.isEmpty) {
            // Not a document the reference reads (JSON5, YAML, a fragment of the specification's text).
            var outcome = CorpusDifferential.Outcome()
            if !themec.isEmpty {
                let ids = Set(diagnostics.map(\.id)).sorted()
                outcome.losses.append(
                    .init(
                        file: file, token: "*", mode: "*", kind: "unchecked",
                        reason: ids.isEmpty ? "unreported" : ids.joined(separator: "+")))
            }
            return outcome
        }
        if imported.status != 0 {
            var outcome = CorpusDifferential.Outcome()
            if comparable {
                // Every value the reference resolved counts as compared, none as matched.
                for mode in held {
                    let resolver = ReferenceResolver(root: mode.tree)
                    let values = resolver.tokens.filter { token in
                        guard case .value(let value) = resolver.resolve(token) else { return false }
                        if case .other = value { return false }
                        return true
                    }
                    outcome.compared += values.count * mode.appearances.count
                }
                let ids = Set(diagnostics.filter { $0.severity == "error" }.map(\.id)).sorted()
                outcome.losses.append(
                    .init(
                        file: file, token: "*", mode: "*", kind: "file",
                        reason: ids.isEmpty ? "unreported" : ids.joined(separator: "+")))
            }
            return outcome
        }
        // The base is the theme that extends none; a variant is the base's name and its context's.
        let baseName = themec.keys.sorted().first { extends[$0] == nil }
        let themes = plans.map { plan -> (plan: ReferenceModes.Theme, values: [String: [String: String]]?) in
            guard let baseName else { return (plan, nil) }
            guard let context = plan.context else { return (plan, themec[baseName]) }
            let name = themec.keys.first {
                extends[$0] == baseName && ReferenceModes.isVariant($0, of: baseName, context: context)
            }
            return (plan, name.flatMap { themec[$0] })
        }
        return CorpusDifferential.compare(file: file, themes: themes, diagnostics: diagnostics)
    }

    /// The `extends:` of each theme file the import wrote, by theme name.
    static func extends(in directory: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n")
            guard let theme = lines.first(where: { $0.hasPrefix("theme: ") })?.dropFirst(7),
                let parent = lines.first(where: { $0.hasPrefix("extends: ") })?.dropFirst(9)
            else { continue }
            out[String(theme)] = String(parent)
        }
        return out
    }

    /// A token or resolver document as the reference reads it: YAML by its extension, else JSON with the
    /// JSONC additions; `nil` when it is neither.
    static func readDocument(_ path: String) -> OrderedJSON? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return YAMLTokens.parse(text, path: path) }
        return try? OrderedJSON.parse(text, lenient: true)
    }

    /// themec's `--format json` diagnostics.
    static func diagnostics(_ output: String, file: String) throws -> [CorpusDifferential.Diagnostic] {
        guard !output.isEmpty else { return [] }
        guard let items = try? OrderedJSON.parse(output).array else {
            throw Failure("themec import printed no JSON diagnostics for \(file): \(output.prefix(300))")
        }
        return items.map { item in
            CorpusDifferential.Diagnostic(
                id: item["id"]?.string ?? "?", severity: item["severity"]?.string ?? "?",
                file: item["file"]?.string.map { ($0 as NSString).standardizingPath },
                line: item["line"]?.number.map { Int($0) })
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// A value shared between the threads of `concurrentPerform`.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
