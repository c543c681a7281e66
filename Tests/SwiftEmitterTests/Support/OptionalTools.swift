import Foundation
import ThemecTestSupport

/// Tools some tests need and a developer's machine may lack: such a test is skipped without the tool, unless
/// `THEMEC_REQUIRE_OPTIONAL_TESTS=1` (as CI sets it), which makes a missing tool a failure.
enum OptionalTools {
    /// The `swift` driver next to `swiftc`, if `swift format` runs with it.
    static let swiftFormat: String? = {
        guard let swiftc = Swiftc.path else { return nil }
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        guard FileManager.default.isExecutableFile(atPath: swift) else { return nil }
        let directory = FileManager.default.temporaryDirectory
        return (try? Swiftc.execute(swift, ["format", "--version"], in: directory)) == nil ? nil : swift
    }()
}
