import Foundation
import Testing
import ThemecCore
import ThemecEmit

@testable import ThemecCLI

/// The build tool plugin declares the generated files as the outputs of its command, so it must name
/// exactly the files `themec compile` writes; SwiftPM compiles only declared outputs.
@Suite("ThemecPlugin")
struct PluginTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The plugin's file that describes its build command.
    static func rulesSource() throws -> String {
        try String(
            contentsOf: repository.appendingPathComponent("Plugins/ThemecPlugin/BuildCommandRules.swift"),
            encoding: .utf8)
    }

    /// The string literals of `static let generatedFiles = [ … ]` in the plugin's source.
    static func declaredOutputs() throws -> [String] {
        let source = try rulesSource()
        let start = try #require(source.range(of: "static let generatedFiles = ["))
        let end = try #require(source.range(of: "]", range: start.upperBound..<source.endIndex))
        return source[start.upperBound..<end.lowerBound].split(separator: "\"").enumerated().filter {
            $0.offset % 2 == 1
        }
        .map { String($0.element) }
    }

    @Test func declaredOutputsAreWhatTheEmitterWrites() throws {
        let declared = try Self.declaredOutputs()
        #expect(declared.count == 4)
        let result = ThemeSetLoader.load(paths: [Self.repository.appendingPathComponent("Themes").path])
        let set = try #require(result.themeSet)
        for access in AccessLevel.allCases {
            #expect(SwiftEmitter.emit(set, options: EmitOptions(access: access)).map(\.path) == declared)
            #expect(SwiftEmitter.emit(emptyThemeSet, options: EmitOptions(access: access)).map(\.path) == declared)
        }
    }

    @Test func listOutputsMatchesThePlugin() throws {
        let run = themec([
            "compile", Self.repository.appendingPathComponent("Themes").path, "--output", "G", "--list-outputs",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput == (try Self.declaredOutputs()).map { "G/\($0)\n" }.joined())
    }

    /// The stamp the plugin creates is one themec takes as its own and counts on from: the plugin's
    /// `initialBuildStamp` is `BuildStamp`'s line with the count 0, so the first compile writes count 1.
    @Test func theInitialBuildStampIsThemecs() throws {
        let source = try Self.rulesSource()
        let start = try #require(source.range(of: "static let initialBuildStamp = \""))
        let end = try #require(source.range(of: "\\n\"", range: start.upperBound..<source.endIndex))
        let initial = String(source[start.upperBound..<end.lowerBound]) + "\n"
        #expect(initial == BuildStamp.prefix + "0\n")
        #expect(OutputWriter.isMarked(Array(initial.utf8)))
        #expect(BuildStamp.contents(after: Array(initial.utf8)) == Array((BuildStamp.prefix + "1\n").utf8))
    }
}
