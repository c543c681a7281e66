import Foundation

/// Tools some tests need and a developer's machine may lack: such a test is skipped without the tool, unless
/// its environment variable is `1` (as CI sets it), which makes a missing tool a failure.
enum OptionalTools {
    /// Whether `variable` (`THEMEC_REQUIRE_SWIFT_FORMAT`) is set to `1`.
    static func isRequired(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }

    /// The `swift` driver next to `swiftc`, if `swift format` runs with it.
    static let swiftFormat: String? = {
        guard let swiftc = Swiftc.path else { return nil }
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        guard FileManager.default.isExecutableFile(atPath: swift) else { return nil }
        let directory = FileManager.default.temporaryDirectory
        return (try? Swiftc.execute(swift, ["format", "--version"], in: directory)) == nil ? nil : swift
    }()
}
