import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// The generated Swift is laid out as the repository's own `swift format` configuration lays out code, so that
/// a project that lints its sources with it can keep the generated files in the same tree.
@Suite("Generated Swift is clean under swift format")
struct FormatTests {
    /// `THEMEC_REQUIRE_OPTIONAL_TESTS=1` makes a missing `swift format` a failure rather than a skip.
    static let runs = OptionalTools.swiftFormat != nil || OptionalTests.areRequired

    @Test(
        "swift format lint --strict finds nothing in the golden files and in Generated/",
        .enabled(if: runs, "swift format is not available (THEMEC_REQUIRE_OPTIONAL_TESTS=1 requires it)"))
    func generatedFilesAreFormatted() throws {
        let swift = try #require(
            OptionalTools.swiftFormat, "swift format is required (THEMEC_REQUIRE_OPTIONAL_TESTS=1)")
        let root = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        var files: [String] = []
        for variant in ["internal", "public"] {
            files += CompileTests.generatedFiles.map { Golden.path(variant, $0) }
        }
        files += CompileTests.generatedFiles.map { root.appendingPathComponent("Generated/\($0)").path }
        let configuration = root.appendingPathComponent(".swift-format").path
        let output = try Swiftc.execute(
            swift, ["format", "lint", "--strict", "--configuration", configuration] + files, in: root)
        #expect(output.isEmpty, "\(output)")
    }

    /// A theme with one typography token and one shadow token: each table is a one-element list, which swift format
    /// writes without a trailing comma (the seeds' one shadow once came out with one).
    @Test(
        "A one-element typography or shadow table is clean under swift format",
        .enabled(if: runs, "swift format is not available (THEMEC_REQUIRE_OPTIONAL_TESTS=1 requires it)"))
    func oneElementTablesAreFormatted() throws {
        let swift = try #require(
            OptionalTools.swiftFormat, "swift format is required (THEMEC_REQUIRE_OPTIONAL_TESTS=1)")
        let theme = """
            theme: One
            colors:
              shade: { light: "#00000040", dark: "#000000" }
            typography:
              body: { textStyle: body, weight: bold }
            shadows:
              card: { color: "{colors.shade}", radius: 3, y: 2 }

            """
        let result = ThemeSetLoader.load(files: [(path: "One.yaml", bytes: Array(theme.utf8))])
        let set = try #require(result.themeSet, "\(result.diagnostics.map(\.message.text))")
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let directory = try Swiftc.scratchDirectory("one-element")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try Swiftc.write(
            emitted.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) }, to: directory)
        let root = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let configuration = root.appendingPathComponent(".swift-format").path
        let output = try Swiftc.execute(
            swift, ["format", "lint", "--strict", "--configuration", configuration] + paths, in: root)
        #expect(output.isEmpty, "\(output)")
    }
}
