import Foundation
import ThemecTestSupport

/// Which Apple frameworks a type-check pretends to have. Each has its own module directory, so
/// `canImport(UIKit)` / `canImport(AppKit)` in the generated code see only the intended stubs.
enum StubPlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    /// SwiftUI + UIKit + CoreGraphics.
    case iOS
    /// SwiftUI + AppKit + CoreGraphics.
    case macOS
    /// SwiftUI + CoreGraphics only (the `#else` branches, as on watchOS).
    case swiftUIOnly

    var description: String { rawValue }

    /// The stub modules, in build order.
    var modules: [String] {
        switch self {
        case .iOS: return ["CoreGraphics", "UIKit", "SwiftUI"]
        case .macOS: return ["CoreGraphics", "AppKit", "SwiftUI"]
        case .swiftUIOnly: return ["CoreGraphics", "SwiftUI"]
        }
    }
}

/// The stub Apple modules in `Tests/AppleStubs`, compiled once per test run with `swiftc -emit-module`.
enum AppleStubs {
    /// The module directory for each platform, or why building the stubs failed.
    private static let built: Result<[StubPlatform: URL], Swiftc.Failure> = {
        do {
            let root = try Swiftc.scratchDirectory("stubs")
            var directories: [StubPlatform: URL] = [:]
            for platform in StubPlatform.allCases {
                let directory = root.appendingPathComponent(platform.rawValue, isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                for module in platform.modules {
                    // Every Swift file of the module's directory: `SwiftUI.swift`, `SwiftUI+Lists.swift`, …
                    let folder = RepositoryPaths.appleStubs.appendingPathComponent(module, isDirectory: true)
                    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                        .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
                    // Apple builds its SDK in Swift 5 mode with explicit actor annotations; so do the stubs.
                    try Swiftc.run(
                        [
                            "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", module,
                            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                            "-I", directory.path,
                        ] + sources, in: directory)
                }
                directories[platform] = directory
            }
            return .success(directories)
        } catch let failure as Swiftc.Failure {
            return .failure(failure)
        } catch {
            return .failure(Swiftc.Failure(description: "\(error)"))
        }
    }()

    /// The directory to pass with `-I` to see `platform`'s stubs.
    static func moduleDirectory(for platform: StubPlatform) throws -> URL {
        try built.get()[platform]!
    }

    /// Type-checks `files` as one module in Swift 6 mode with warnings as errors, seeing `platform`'s stubs;
    /// `debug` defines `DEBUG`, as Xcode's debug configuration does, so the previews are checked too.
    static func typecheck(_ files: [String], platform: StubPlatform, in directory: URL, debug: Bool = false) throws {
        let modules = try moduleDirectory(for: platform)
        try Swiftc.run(
            Swiftc.strictFlags + ["-typecheck", "-parse-as-library", "-module-name", "App", "-I", modules.path]
                + (debug ? ["-D", "DEBUG"] : []) + files, in: directory)
    }
}
