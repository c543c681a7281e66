import Foundation
import Testing

@testable import ThemecYAML

/// Each `Fixtures/NAME.yaml` is parsed and its tree dump (followed by any diagnostics) compared with
/// `Fixtures/NAME.dump`. `THEMEC_RECORD=1` rewrites the goldens and fails, so nothing is recorded silently.
@Suite struct GoldenDumpTests {
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func fixturesArePresent() {
        #expect(Self.names.count >= 10, "no fixtures found in \(TestPaths.fixtures.path)")
    }

    @Test(arguments: names) func dumpMatchesGolden(name: String) throws {
        let input = TestPaths.fixtures.appendingPathComponent(name + ".yaml")
        let golden = TestPaths.fixtures.appendingPathComponent(name + ".dump")
        let bytes = Array(try Data(contentsOf: input))
        let document = YAMLParser.parse(bytes: bytes, path: name + ".yaml")
        let actual = (document.root?.dump() ?? "(no document)\n") + describe(document.diagnostics)

        if isRecording {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name).dump (THEMEC_RECORD=1); run again without it to check")
            return
        }
        let expected = try? String(contentsOf: golden, encoding: .utf8)
        #expect(expected != nil, "missing golden \(name).dump; run with THEMEC_RECORD=1 to create it")
        #expect(actual == expected, "dump of \(name).yaml differs from \(name).dump")
    }
}
