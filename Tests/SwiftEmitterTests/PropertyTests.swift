import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// Random valid theme sets (seeded: `THEMEC_SEED=<n>` reproduces a run) emit Swift that compiles, on Linux and
/// against the stub frameworks, and reads back every value of the model.
///
/// Half of them are made as models directly (`RandomThemeSet`); the others are theme files (`RandomThemeFiles`) read
/// by the real loader, where themes extend each other several levels deep, override tokens and styles, and
/// refer to tokens their children override, so that a theme's generated values are checked also where it
/// inherits a token whose value its own declarations change.
///
/// To keep swiftc invocations few, the sets share one module: set `k`'s `Theme` becomes `Theme_k` (and `theme`,
/// the environment value, modifier and `Color` member, becomes `theme_k`), with one shared runtime.
@Suite("Random theme sets compile")
struct PropertyTests {
    static let modelSetCount: Int = 8
    static let fileSetCount: Int = 8
    static var setCount: Int { modelSetCount + fileSetCount }

    static let seed: UInt64 = {
        ProcessInfo.processInfo.environment["THEMEC_SEED"].flatMap { UInt64($0) } ?? 20_250_601
    }()

    /// The random theme files of the sets made by the loader, and what it made of them.
    static let loaded: [(files: [(path: String, bytes: [UInt8])], result: ThemeSetLoadResult)] = {
        var generator = SeededGenerator(seed: seed &+ 1)
        return (modelSetCount..<setCount).map { index in
            let files = RandomThemeFiles.make(using: &generator, tag: "-s\(index)")
            return (files, ThemeSetLoader.load(files: files))
        }
    }()

    /// The random sets and their files, renamed apart; the runtime is the public one, which every set can use.
    static let batch: (sets: [ResolvedThemeSet], files: [(path: String, contents: String)]) = {
        var generator = SeededGenerator(seed: seed)
        var sets = (0..<modelSetCount).map { index in RandomThemeSet.make(using: &generator, tag: "-s\(index)") }
        // A set that failed to load is reported by `theFilesLoad` and left out here.
        sets += loaded.compactMap(\.result.themeSet)
        var files: [(path: String, contents: String)] = []
        for (index, set) in sets.enumerated() {
            let access: AccessLevel = index.isMultiple(of: 2) ? .internal : .public
            let emitted = SwiftEmitter.emit(set, options: EmitOptions(access: access))
            if index == 1 {
                files += emitted.prefix(2).map { ($0.path, $0.contents) }
            }
            for file in emitted.dropFirst(2) {
                files.append(("Set\(index)-\(file.path)", renamed(file.contents, index)))
            }
        }
        return (sets, files)
    }()

    @Test("The random theme files load without errors, and their themes extend others several levels deep")
    func theFilesLoad() throws {
        var deepest = 0
        for (files, result) in Self.loaded {
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            let sources = files.map { $0.path + ":\n" + String(decoding: $0.bytes, as: UTF8.self) }
            let set = try #require(result.themeSet, "seed \(Self.seed): \(errors)\n\(sources.joined())")
            var parents: [String: String?] = [:]
            for theme in set.themes { parents[theme.name] = theme.extends }
            for theme in set.themes {
                var depth = 0
                var current = theme.extends
                while let name = current {
                    depth += 1
                    current = parents[name] ?? nil
                }
                deepest = max(deepest, depth)
            }
        }
        #expect(deepest >= 2, "seed \(Self.seed): no theme extends a theme that extends another")
    }

    @Test("They build and run on Linux, printing every value of their model")
    func buildAndRun() throws {
        let directory = try Swiftc.scratchDirectory("random-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        var program = ""
        for index in 0..<Self.batch.sets.count {
            program += "do {\n" + Self.renamed(Programs.printEveryValue, index) + "}\n"
        }
        let sources = try Swiftc.write(Self.batch.files + [("main.swift", program)], to: directory)
        let executable = directory.appendingPathComponent("random").path
        try Swiftc.run(Swiftc.strictFlags + ["-module-name", "Random", "-o", executable] + sources, in: directory)
        let output = try Swiftc.execute(executable, [], in: directory)
        let expected = Self.batch.sets.flatMap(Programs.expectedValues)
        #expect(output.split(separator: "\n").map(String.init) == expected, "seed \(Self.seed)")
    }

    @Test("Their SwiftUI/UIKit/AppKit layer type-checks", arguments: [StubPlatform.iOS, .macOS])
    func appleLayerTypeChecks(platform: StubPlatform) throws {
        let directory = try Swiftc.scratchDirectory("random-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Swiftc.write(Self.batch.files, to: directory)
        do {
            try AppleStubs.typecheck(sources, platform: platform, in: directory)
        } catch {
            Issue.record("seed \(Self.seed): \(error)")
        }
    }

    /// The names each set declares outside `Theme` (style types and members carry the set's tag instead).
    static let perSetNames: Set<String> = [
        "Theme", "theme", "ThemeListRowStyle", "themeListRow", "ThemeListSectionStyle", "ThemeGroupedSection",
        "themeSectionRow", "ThemeListSectionListStyle", "ThemeListSection",
    ]

    /// `Theme` → `Theme_<index>`, `theme` → `theme_<index>` and so on for `perSetNames`, where they are whole
    /// identifiers.
    static func renamed(_ source: String, _ index: Int) -> String {
        var out = ""
        var word = ""
        func flush() {
            if perSetNames.contains(word) { word += "_\(index)" }
            out += word
            word = ""
        }
        for character in source {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }
}
