import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// The golden Swift, compiled with the toolchain's `swiftc` in Swift 6 mode with warnings as errors.
@Suite("Golden Swift compiles")
struct CompileTests {
    static let generatedFiles: [String] = [
        "ThemeRuntime.swift", "ThemeRuntime+SwiftUI.swift", "Theme.swift", "Theme+SwiftUI.swift",
    ]

    /// The checked-in golden files of `variant`, copied into `directory` with their real names.
    static func copyGolden(_ variant: String, to directory: URL) throws -> [String] {
        let files = try generatedFiles.map { name in
            (path: name, contents: try String(contentsOfFile: Golden.path(variant, name), encoding: .utf8))
        }
        return try Swiftc.write(files, to: directory)
    }

    @Test("On Linux the golden files build, and a program reading them prints every value of the model")
    func runsAndPrintsEveryValue() throws {
        let directory = try Swiftc.scratchDirectory("run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Self.copyGolden("internal", to: directory)
        let program = Programs.printEveryValue + Programs.printFixtureNames
        let main = try Swiftc.write([("main.swift", program)], to: directory)
        let executable = directory.appendingPathComponent("themes").path
        try Swiftc.run(
            Swiftc.strictFlags + ["-module-name", "Themes", "-o", executable] + sources + main, in: directory)
        let output = try Swiftc.execute(executable, [], in: directory)
        let expected =
            Programs.expectedValues(for: Fixtures.sample) + [Programs.expectedFixtureNames(for: Fixtures.sample)]
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }

    @Test("The SwiftUI/UIKit/AppKit layer type-checks against the stub frameworks", arguments: StubPlatform.allCases)
    func appleLayerTypeChecks(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("apple-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Self.copyGolden("internal", to: directory)
        let app = try Swiftc.write([("SampleApp.swift", Programs.sampleApp)], to: directory)
        try AppleStubs.typecheck(sources + app, platform: platform, in: directory)
    }

    @Test(
        "In a debug build the Xcode previews type-check too, with the sample app",
        arguments: StubPlatform.allCases)
    func previewsTypeCheck(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("previews-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Self.copyGolden("internal", to: directory)
        let app = try Swiftc.write([("SampleApp.swift", Programs.sampleApp)], to: directory)
        try AppleStubs.typecheck(sources + app, platform: platform, in: directory, debug: true)
    }

    @Test(
        "The generated modifiers and static styles are nonisolated, as Apple's are: nonisolated code calls them",
        arguments: [StubPlatform.iOS, .macOS])
    func modifiersAreNonisolated(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("nonisolated-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Self.copyGolden("internal", to: directory)
        let use = try Swiftc.write([("Use.swift", Programs.nonisolatedUse)], to: directory)
        try AppleStubs.typecheck(sources + use, platform: platform, in: directory)
    }

    @Test("With --access public, another module can use the whole API", arguments: [StubPlatform.iOS, .macOS])
    func publicVariantServesOtherModules(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("public-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try AppleStubs.moduleDirectory(for: platform)
        let sources = try Self.copyGolden("public", to: directory)
        try Swiftc.run(
            Swiftc.strictFlags + [
                "-parse-as-library", "-emit-module", "-module-name", "Themes", "-emit-module-path",
                directory.appendingPathComponent("Themes.swiftmodule").path, "-I", modules.path,
            ] + sources, in: directory)
        let client = try Swiftc.write([("SampleApp.swift", "import Themes\n" + Programs.sampleApp)], to: directory)
        try Swiftc.run(
            Swiftc.strictFlags + [
                "-typecheck", "-parse-as-library", "-module-name", "App", "-I", modules.path, "-I", directory.path,
            ] + client, in: directory)
    }

    @Test("The repository's Themes/, loaded by the real loader, emit Swift that builds, runs and type-checks")
    func repositoryThemes() throws {
        let themes = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
        let result = ThemeSetLoader.load(paths: [themes.path])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        let directory = try Swiftc.scratchDirectory("themes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let sources = try Swiftc.write(emitted.map { ($0.path, $0.contents) }, to: directory)
        let main = try Swiftc.write([("main.swift", Programs.printEveryValue)], to: directory)
        let executable = directory.appendingPathComponent("themes").path
        try Swiftc.run(
            Swiftc.strictFlags + ["-module-name", "Themes", "-o", executable] + sources + main, in: directory)
        let output = try Swiftc.execute(executable, [], in: directory)
        #expect(output.split(separator: "\n").map(String.init) == Programs.expectedValues(for: set))
        let examples = try Swiftc.write([("Styles.swift", Programs.stylesDocumentation)], to: directory)
        for platform in [StubPlatform.iOS, .macOS] {
            try AppleStubs.typecheck(sources + examples, platform: platform, in: directory)
        }
    }

    /// An app that has a `Theme` type of its own, and uses the generated one by its configured name.
    static let renamedApp = """
        import SwiftUI

        /// The app's own type, which a generated `Theme` would clash with.
        enum Theme { case system }

        struct Screen: View {
            @Environment(\\.theme) private var theme: AppTheme
            let own: Theme = .system

            var body: some View {
                VStack {
                    Text("Label").foregroundStyle(theme.color.label)
                    Button("OK") {}.buttonStyle(.option)
                    Button("Row") {}.themeListRow(.listRow)
                    Text("Default").foregroundStyle(Color.theme.accent)
                }
                .theme(AppTheme.all.first ?? AppTheme.default)
            }
        }

        @MainActor func checks() -> [Any] {
            let style: AcmeOptionButtonStyle = .option
            let toggle: AcmeOptionToggleStyle = .option
            let section: AcmeGroupedListSection = .grouped
            let values: AppTheme.Colors = AppTheme.named("Default")!.colors
            return [style, toggle, section, values, AppTheme.ButtonStyles.names]
        }
        """

    @Test(
        "With typeName and stylePrefix, the root type and the style types take the names, beside an app's own Theme",
        arguments: [StubPlatform.iOS, .macOS])
    func renamedRootType(platform: StubPlatform) throws {
        let themes = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
        let set = try #require(ThemeSetLoader.load(paths: [themes.path]).themeSet)
        let directory = try Swiftc.scratchDirectory("renamed-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let emitted = SwiftEmitter.emit(set, options: EmitOptions(typeName: "AppTheme", stylePrefix: "Acme"))
        #expect(emitted.map(\.path) == Self.generatedFiles)
        let tokens = emitted[2].contents + emitted[3].contents
        #expect(tokens.contains("struct AppTheme: Hashable, Sendable, Identifiable {"))
        for spelling in ["extension Theme {", ": Theme ", ": Theme\n", "-> Theme ", "[Theme]", "\\Theme.", " Theme."] {
            #expect(!tokens.contains(spelling), "\(spelling)")
        }
        let sources = try Swiftc.write(emitted.map { ($0.path, $0.contents) }, to: directory)
        let app = try Swiftc.write([("App.swift", Self.renamedApp)], to: directory)
        try AppleStubs.typecheck(sources + app, platform: platform, in: directory)
    }
}
