import Foundation
import Testing

/// The README's theme examples are themes: they validate together with no diagnostic at all, so the first
/// thing a reader copies works.
@Suite("README examples")
struct ReadmeExampleTests {
    /// The YAML code blocks under the README's "## A theme" heading, in order.
    static func themeExamples() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## A theme\n").dropFirst().first)
        let body = section.components(separatedBy: "\n## ").first ?? section
        var blocks: [String] = []
        var current: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theThemeExamplesValidateWithoutADiagnostic() throws {
        let examples = try Self.themeExamples()
        #expect(examples.count == 2)
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        for (index, example) in examples.enumerated() {
            try temp.write("Themes/Example\(index).yaml", example)
        }
        let run = themec(["validate", temp.url("Themes")])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("2 themes, "), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix(", no problems\n"), "\(run.standardOutput)")
    }
}
