import Foundation
import Testing
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
}
