import Foundation
import Testing
import ThemecDiagnostics
import ThemecTestSupport

@testable import ThemecYAML

/// Runs the parser on every input of the YAML test suite and compares the outcome with PyYAML's
/// libyaml-backed `CSafeLoader`: the same inputs accepted and rejected, and for accepted single-document
/// inputs the same value. The only differences allowed are listed in `knownDifferences`.
@Suite struct DifferentialTests {
    /// The suite's cases, beside the repository: `../shared/corpus/yaml__yaml-test-suite@data`.
    static let suiteName = "yaml__yaml-test-suite@data"
    static let suiteDirectory = URL(fileURLWithPath: OptionalTests.corpus).appendingPathComponent(suiteName)
    static let referenceScript = TestPaths.testsDirectory.appendingPathComponent("pyyaml_reference.py")

    /// What both sides made of one input.
    struct Comparison {
        var name: String
        var ourErrors: [Diagnostic]
        /// Our value, resolved the way PyYAML would; `nil` with `resolutionFailure` when PyYAML could not
        /// construct it, `nil` alone when there is no document.
        var ourValue: PyYAMLValue?
        var resolutionFailure: PyYAMLResolution.Failure?
        /// Our value with plain scalars tagged `!` resolved as PyYAML does.
        var ourValueWithImplicitBang: PyYAMLValue?
        var referenceAccepts: Bool
        var referenceError: String
        var referenceDocuments: Int
        var referenceIsRecursive: Bool
        var referenceValue: PyYAMLValue?

        var ourErrorIDs: Set<String> { Set(ourErrors.map(\.id.rawValue)) }
        var weAccept: Bool { ourErrors.isEmpty }
    }

    /// A way we deliberately read a file differently from PyYAML, and why.
    struct KnownDifference: Sendable {
        var name: String
        var reason: String
        var applies: @Sendable (Comparison) -> Bool
    }

    /// Every accepted difference, in one place. A difference that matches none of these fails the test.
    static let knownDifferences: [KnownDifference] = [
        KnownDifference(
            name: "multiple documents",
            reason: "a theme file is one document: we report a second one, PyYAML's load_all reads them all",
            applies: { $0.ourErrorIDs == ["multiple-documents"] && $0.referenceAccepts }),
        KnownDifference(
            name: "non-core tags",
            reason: "only the core schema's tags and '!' are allowed; PyYAML's safe loader also builds "
                + "!!binary, !!timestamp, !!set, !!omap, !!pairs",
            applies: { $0.ourErrorIDs == ["unsupported-tag"] && $0.referenceAccepts }),
        KnownDifference(
            name: "duplicate keys",
            reason: "a repeated key is an error for us; PyYAML silently keeps the last value",
            applies: { $0.ourErrorIDs == ["duplicate-key"] && $0.referenceAccepts }),
        KnownDifference(
            name: "our limits",
            reason: "nesting depth, node count and file size are bounded against hostile input; PyYAML has no limits",
            applies: {
                !$0.ourErrorIDs.isDisjoint(with: [
                    "nesting-too-deep", "alias-expansion-limit", "too-many-nodes",
                    "file-too-large",
                ]) && $0.referenceAccepts
            }),
        KnownDifference(
            name: "recursive aliases",
            reason: "PyYAML builds a structure that contains itself when an alias occurs inside its own anchor; "
                + "we expand aliases into copies, so the alias is undefined there",
            applies: { $0.ourErrorIDs == ["undefined-alias"] && $0.referenceIsRecursive }),
        KnownDifference(
            name: "collection keys",
            reason: "a list or mapping used as a key is valid YAML; Python cannot hash it as a dict key "
                + "(themes only use scalar keys, and the theme layer reports others)",
            applies: {
                $0.weAccept && $0.resolutionFailure == .collectionKey && $0.referenceError.contains("unhashable")
            }),
        KnownDifference(
            name: "redefined anchors",
            reason: "YAML lets an anchor be defined again, later aliases referring to the newest; "
                + "PyYAML's composer refuses a duplicate anchor",
            applies: { $0.weAccept && $0.referenceError.contains("found duplicate anchor") }),
        KnownDifference(
            name: "non-specific tag '!' on plain scalars",
            reason: "YAML makes '! 12' a string; PyYAML resolves it like an untagged plain scalar "
                + "(our tree keeps the tag '!' for the theme layer; only this test's resolution differs)",
            applies: {
                $0.weAccept && $0.referenceAccepts && $0.ourValue != $0.referenceValue
                    && $0.ourValueWithImplicitBang == $0.referenceValue
            }),
        KnownDifference(
            name: "merge keys",
            reason: "'<<' merges mappings in YAML 1.1 only; we keep it as an ordinary key (YAML 1.2 has no merge)",
            applies: { $0.weAccept && $0.resolutionFailure == .mergeKey }),
    ]

    @Test(.needs(.corpus(suiteName), .pyYAMLWithLibyaml))
    func agreesWithPyYAMLOnTheYAMLTestSuite() throws {
        try OptionalTests.require(.corpus(Self.suiteName), .pyYAMLWithLibyaml)
        let suite = Self.suiteDirectory
        let inputs = try Self.inputFiles(in: suite)
        try #require(inputs.count >= 300, "only \(inputs.count) inputs found in the YAML test suite")

        let references = try Self.runReference(on: inputs.map(\.file))
        try #require(references.count == inputs.count, "PyYAML answered \(references.count) of \(inputs.count) inputs")

        var unexplained: [String] = []
        var explained: [String: [String]] = [:]
        var agreements = 0
        for ((name, file), reference) in zip(inputs, references) {
            let comparison = try Self.compare(name: name, file: file, reference: reference)
            guard let difference = Self.difference(comparison) else {
                agreements += 1
                continue
            }
            if let known = Self.knownDifferences.first(where: { $0.applies(comparison) }) {
                explained[known.name, default: []].append(name)
            } else {
                unexplained.append("\(name): \(difference)")
            }
        }
        let summary = Self.knownDifferences.compactMap { known in
            explained[known.name].map { "\(known.name) (\($0.count)): \($0.joined(separator: " "))" }
        }
        print("YAML test suite: \(agreements) of \(inputs.count) agree with PyYAML; known differences:")
        for line in summary { print("  " + line) }
        let report = unexplained.joined(separator: "\n")
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained differences:\n\(report)")
    }

    /// Every `in.yaml` of the suite, as case name (`2G84/01`) and file, sorted by name.
    static func inputFiles(in suite: URL) throws -> [(name: String, file: URL)] {
        var found: [(String, URL)] = []
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: suite.path) {
            let folder = suite.appendingPathComponent(entry)
            let input = folder.appendingPathComponent("in.yaml")
            if manager.fileExists(atPath: input.path) {
                found.append((entry, input))
                continue
            }
            // Cases with sub-cases hold numbered folders.
            for sub in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let subInput = folder.appendingPathComponent(sub).appendingPathComponent("in.yaml")
                if manager.fileExists(atPath: subInput.path) { found.append((entry + "/" + sub, subInput)) }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Runs the reference script once for all files; one parsed JSON object per file.
    static func runReference(on files: [URL]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", referenceScript.path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            Issue.record("cannot run python3 for the PyYAML reference: \(error)")
            throw error
        }
        // Write from another thread so a full output pipe cannot block the writer.
        let paths = Data(files.map { $0.path + "\n" }.joined().utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(paths)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: stderr, as: UTF8.self)
            let explanation =
                "the PyYAML reference failed (status \(process.terminationStatus)); it needs python3 with PyYAML "
                + "and libyaml (Debian: python3-yaml, PyPI: pyyaml): \(message)"
            Issue.record("\(explanation)")
            throw ReferenceFailure()
        }
        return try String(decoding: stdout, as: UTF8.self).split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw ReferenceFailure()
            }
            return object
        }
    }

    struct ReferenceFailure: Error {}

    static func compare(name: String, file: URL, reference: [String: Any]) throws -> Comparison {
        let bytes = Array(try Data(contentsOf: file))
        let document = YAMLParser.parse(bytes: bytes, path: name)
        var comparison = Comparison(
            name: name, ourErrors: document.diagnostics.filter { $0.severity == .error },
            referenceAccepts: reference["ok"] as? Bool ?? false,
            referenceError: reference["error"] as? String ?? "",
            referenceDocuments: reference["documents"] as? Int ?? 0,
            referenceIsRecursive: reference["recursive"] as? Bool ?? false,
            referenceValue: reference["value"].flatMap { PyYAMLValue(json: $0) })
        if comparison.weAccept, let root = document.root {
            do {
                comparison.ourValue = try PyYAMLResolution.value(of: root)
                comparison.ourValueWithImplicitBang = try PyYAMLResolution.value(of: root, bangIsImplicit: true)
            } catch {
                comparison.resolutionFailure = error
            }
        }
        return comparison
    }

    /// How the two readings differ, or `nil` when they agree.
    static func difference(_ comparison: Comparison) -> String? {
        let ours = comparison.weAccept ? "accepted" : "rejected (\(comparison.ourErrors.map(\.description)))"
        switch (comparison.weAccept, comparison.referenceAccepts) {
        case (false, false):
            return nil
        case (true, false):
            if let failure = comparison.resolutionFailure {
                return "PyYAML rejects (\(comparison.referenceError)); so would its constructor on ours: \(failure)"
            }
            return "we accept, PyYAML rejects: \(comparison.referenceError)"
        case (false, true):
            return "we reject, PyYAML accepts: \(ours)"
        case (true, true):
            if let failure = comparison.resolutionFailure {
                return "PyYAML accepts, but its constructor would fail on our tree: \(failure)"
            }
            if comparison.referenceIsRecursive { return "PyYAML built a recursive value" }
            if comparison.referenceDocuments > 1 { return "PyYAML read \(comparison.referenceDocuments) documents" }
            let theirs = comparison.referenceValue ?? .null
            let ourValue = comparison.ourValue ?? .null
            if comparison.referenceDocuments == 0, comparison.ourValue == nil { return nil }
            if theirs == ourValue { return nil }
            return "values differ:\n    ours:   \(ourValue)\n    PyYAML: \(theirs)"
        }
    }
}
