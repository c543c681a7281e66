import Foundation
import Testing
import ThemecTestSupport

/// The four seed screens users write by hand (`Tests/SwiftEmitterTests/Usage/Seed*.swift`), rebuilt with the
/// generated API of the repository's `Generated/`, type-checked as iOS and macOS in Swift 6 mode with warnings
/// as errors.
@Suite("The seed screens")
struct SeedScreenTests {
    static let usage: URL = RepositoryPaths.testsDirectory.appendingPathComponent("Usage", isDirectory: true)
    static let generated: URL = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Generated", isDirectory: true)

    @Test("Each seed screen type-checks against Generated/", arguments: [StubPlatform.iOS, .macOS])
    func seedScreensTypeCheck(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("seeds-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.usage.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(seeds == ["Seed000.swift", "Seed001.swift", "Seed002.swift", "Seed003.swift"])
        let files = try CompileTests.generatedFiles.map { name in
            (path: name, contents: try String(contentsOf: Self.generated.appendingPathComponent(name), encoding: .utf8))
        }
        let usage = try seeds.map { name in
            (path: name, contents: try String(contentsOf: Self.usage.appendingPathComponent(name), encoding: .utf8))
        }
        let sources = try Swiftc.write(files + usage, to: directory)
        try AppleStubs.typecheck(sources, platform: platform, in: directory)
    }
}
