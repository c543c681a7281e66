import Foundation
import Testing
import ThemecEmit

@testable import ThemecCLI

/// Watch mode's parts: the debouncer, the polling source, the loop, and the command driven by a scripted
/// source (the executable with real file events: ThemecHardeningTests/WatchExecutableTests).
@Suite("themec watch")
struct WatchTests {
    static let theme = """
        theme: Default
        colors:
          accent: { light: "#007AFF", dark: "#0A84FF" }

        """

    // MARK: - Debouncer

    @Test func aBurstOfEventsIsDueOnceItsQuietPeriodHasPassed() {
        let start = ContinuousClock.now
        var debouncer = Debouncer(quiet: .milliseconds(150), patience: .seconds(1))
        #expect(!debouncer.isPending)
        #expect(!debouncer.isDue(at: start + .seconds(5)))
        // An editor's save: write, rename, chmod within a few milliseconds.
        debouncer.record(at: start)
        debouncer.record(at: start + .milliseconds(3))
        debouncer.record(at: start + .milliseconds(5))
        #expect(debouncer.isPending)
        #expect(!debouncer.isDue(at: start + .milliseconds(100)))
        #expect(debouncer.isDue(at: start + .milliseconds(155)))
        debouncer.reset()
        #expect(!debouncer.isPending)
        #expect(!debouncer.isDue(at: start + .seconds(5)))
    }

    @Test func anEndlessTrickleOfEventsIsDueAfterThePatience() {
        let start = ContinuousClock.now
        var debouncer = Debouncer(quiet: .milliseconds(150), patience: .seconds(1))
        var time = start
        var due: Duration?
        for _ in 0..<30 {
            debouncer.record(at: time)
            time += .milliseconds(100)
            if debouncer.isDue(at: time) {
                due = time - start
                break
            }
        }
        #expect(due == .seconds(1))
    }

    // MARK: - What is watched

    @Test func pollingSeesThemeFilesAndFoldersChangeButNotHiddenOrOtherFiles() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        try temp.write("Themes/README.md", "notes")
        var source = PollingChangeSource()
        source.watch([temp.url("Themes"), temp.url("themec.yml")])
        func scan() -> Bool { source.scan() }
        #expect(!scan())

        try temp.write("Themes/Default.yaml", Self.theme + "# edited\n")
        #expect(scan())
        #expect(!scan())
        // An editor's swap file, another kind of file: no change.
        try temp.write("Themes/.Default.yaml.swp", "swap")
        try temp.write("Themes/README.md", "more notes")
        #expect(!scan())
        // A new folder, then a theme file in it.
        try FileManager.default.createDirectory(atPath: temp.url("Themes/Dark"), withIntermediateDirectories: true)
        #expect(scan())
        try temp.write("Themes/Dark/Dark.yml", "theme: Dark\n")
        #expect(scan())
        // A configuration that did not exist appears, then goes.
        try temp.write("themec.yml", "output: Generated\n")
        #expect(scan())
        try FileManager.default.removeItem(atPath: temp.url("themec.yml"))
        #expect(scan())
        try FileManager.default.removeItem(atPath: temp.url("Themes/Dark/Dark.yml"))
        #expect(scan())
        #expect(!scan())
    }

    @Test func aFileIsWatchedThroughItsFolderAndAMissingPathThroughItsNearestFolder() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        let tree = WatchedTree([temp.url("Themes/Default.yaml"), temp.url("Later/Themes"), temp.url("Themes/")])
        let byPath = Dictionary(
            tree.directories.map { (String(decoding: $0.path, as: UTF8.self), $0.names) }, uniquingKeysWith: { $1 })
        // Themes is watched as a tree (which covers the file given alone too); the missing Later/Themes by
        // the name of its first missing folder, in the folder that exists.
        #expect(byPath[temp.url("Themes")] == .some(nil))
        #expect(byPath[temp.path] == .some([Array("Later".utf8)]))
        let themes = try #require(tree.directories.first { $0.names == nil })
        #expect(themes.matters(Array("Dark.yml".utf8), isDirectory: false))
        #expect(themes.matters(Array("Sub".utf8), isDirectory: true))
        #expect(!themes.matters(Array(".Dark.yml.swp".utf8), isDirectory: false))
        #expect(!themes.matters(Array("themec.yml".utf8), isDirectory: false))
        #expect(!themes.matters(Array("notes.txt".utf8), isDirectory: false))
    }

    // MARK: - The loop

    @Test func theLoopWatchesBeforeEveryCompileAndCompilesOncePerChange() {
        let source = ScriptedSource(steps: [{}, {}, {}])
        var watcher = ThemeWatcher(
            source: source, debouncer: Debouncer(quiet: .zero, patience: .zero), shouldStop: { source.isDone })
        var cycles: [Bool] = []
        watcher.run { afterChange, watch in
            watch(["Themes", "cycle \(cycles.count)"])
            cycles.append(afterChange)
            return true
        }
        #expect(cycles == [false, true, true, true])
        #expect(source.watched == (0..<4).map { ["Themes", "cycle \($0)"] })
    }

    @Test func aCycleCanEndTheWatch() {
        let source = ScriptedSource(steps: [{}, {}, {}])
        var watcher = ThemeWatcher(
            source: source, debouncer: Debouncer(quiet: .zero, patience: .zero), shouldStop: { source.isDone })
        var cycles = 0
        watcher.run { _, _ in
            cycles += 1
            return cycles < 2
        }
        #expect(cycles == 2)
    }

    // MARK: - The command, with edits made by the source

    /// Runs `themec watch` with `arguments`, each of `edits` made as a change between compiles.
    private func watch(_ arguments: [String], edits: [() throws -> Void]) throws -> (Int32, String, String) {
        let source = ScriptedSource(steps: edits.map { edit in { try? edit() } })
        let out = OutputBuffer()
        let err = OutputBuffer()
        var dependencies = Dependencies.live
        dependencies.findConfig = { nil }
        let context = CommandContext(
            environment: [:], standardOutput: out.sink(), standardError: err.sink(), dependencies: dependencies)
        let parsed = try ArgumentParser.parse(arguments, for: WatchCommand.spec)
        let status = WatchCommand.watch(
            parsed, source: source, debouncer: Debouncer(quiet: .zero, patience: .zero),
            shouldStop: { source.isDone }, context: context)
        return (status, out.text, err.text)
    }

    @Test func aBrokenEditIsReportedWhereItIsAndTheLastGoodOutputStays() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        var afterBrokenEdit: String?
        let (status, out, err) = try watch(
            [temp.url("Themes"), "--output", temp.url("Generated")],
            edits: [
                {
                    try temp.write(
                        "Themes/Default.yaml", Self.theme.replacingOccurrences(of: "#007AFF", with: "#GG7AFF"))
                },
                {
                    afterBrokenEdit = temp.read("Generated/Theme.swift")
                    try temp.write(
                        "Themes/Default.yaml", Self.theme.replacingOccurrences(of: "#007AFF", with: "#FF0000"))
                },
            ])
        #expect(status == 0)
        #expect(err.contains("Themes/Default.yaml:3:22: error: malformed colour '#GG7AFF'"), "\(err)")
        #expect(err.contains("                     ^"))
        #expect(err.contains("\(temp.url("Generated")) was not updated; waiting for the next change\n"))
        let broken = try #require(afterBrokenEdit)
        #expect(broken.contains("007AFFFF"))
        #expect(temp.read("Generated/Theme.swift")?.contains("FF0000FF") == true)
        #expect(out.components(separatedBy: "---- change detected: compiling again ----\n").count == 3, "\(out)")
        #expect(out.hasPrefix("Wrote 4 files to \(temp.url("Generated"))\nWatching '\(temp.url("Themes"))'"))
        #expect(out.hasSuffix("Wrote 1 file to \(temp.url("Generated")) (3 unchanged)\nStopped watching.\n"), "\(out)")
    }

    @Test func aConfigurationEditIsCompiledAndABrokenOneIsWatchedUntilFixed() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        try temp.write("themec.yml", "output: Generated\n")
        let (status, _, err) = try watch(
            ["--config", temp.url("themec.yml")],
            edits: [
                { try temp.write("themec.yml", "output: Generated\ntypeName: [\n") },
                { try temp.write("themec.yml", "output: Generated\ntypeName: AppTheme\n") },
            ])
        #expect(status == 0)
        #expect(err.contains("themec.yml:3:1: error: "), "\(err)")
        #expect(
            temp.read("Generated/Theme.swift")?.contains("enum AppTheme") == true
                || temp.read("Generated/Theme.swift")?.contains("struct AppTheme") == true)
    }

    @Test func everyTargetsThemesGetAPreviewPageAndTargetsSharingThemesShareOne() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("App/Default.yaml", Self.theme)
        try temp.write(
            "Widget/Widget.yaml", Self.theme.replacingOccurrences(of: "Default", with: "Widget"))
        try temp.write(
            "themec.yml",
            """
            targets:
              - { themes: App, output: AppGenerated }
              - { themes: App, output: AppPublic, access: public }
              - { themes: Widget, output: WidgetGenerated }

            """)
        let (status, out, err) = try watch(
            ["--config", temp.url("themec.yml"), "--preview", temp.url("Review/preview.html")], edits: [])
        #expect(status == 0, "\(err)")
        #expect(out.contains("Wrote \(temp.url("Review/preview.html"))\n"), "\(out)")
        #expect(out.contains("Wrote \(temp.url("Review/preview-2.html"))\n"), "\(out)")
        #expect(temp.read("Review/preview.html")?.contains("Default") == true)
        #expect(temp.read("Review/preview.html")?.contains("Widget") == false)
        #expect(temp.read("Review/preview-2.html")?.contains("Widget") == true)
        #expect(temp.read("Review/preview-2.html.version.js") != nil)
        #expect(temp.read("Review/preview-3.html") == nil)
    }

    @Test func previewPagesAfterTheFirstAreNumberedBeforeTheExtension() {
        #expect(WatchCommand.previewPage("Review/preview.html", index: 0) == "Review/preview.html")
        #expect(WatchCommand.previewPage("Review/preview.html", index: 1) == "Review/preview-2.html")
        #expect(WatchCommand.previewPage("page.HTML", index: 2) == "page-3.html")
        #expect(WatchCommand.previewPage("page", index: 1) == "page-2")
    }

    @Test func theWatchedPreviewReloadsItselfAndThePlainOneDoesNot() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        var firstVersion: String?
        let (status, out, _) = try watch(
            [temp.url("Themes"), "--preview", temp.url("Review/preview.html"), "--no-config"],
            edits: [
                {
                    firstVersion = temp.read("Review/preview.html.version.js")
                    try temp.write(
                        "Themes/Default.yaml", Self.theme.replacingOccurrences(of: "#007AFF", with: "#FF0000"))
                }
            ])
        #expect(status == 0)
        #expect(out.contains("Wrote \(temp.url("Review/preview.html"))\n"))
        #expect(!out.contains("Generated"))
        let page = try #require(temp.read("Review/preview.html"))
        let version = try #require(temp.read("Review/preview.html.version.js"))
        #expect(page.contains("<script>") && page.contains("\"preview.html.version.js\" + \"?\""))
        #expect(version.hasPrefix("// Generated by themec"))
        #expect(version != firstVersion)
        let digest = try #require(version.split(separator: "\"").dropFirst().first)
        #expect(page.contains("var version = \"\(digest)\";"))

        let plain = themec(["preview", temp.url("Themes"), "--output", temp.url("plain.html")])
        #expect(plain.status == 0)
        // Only the page's own script (fonts, animations): nothing that reloads it.
        #expect(temp.read("plain.html")?.contains("version.js") == false)
        #expect(temp.read("plain.html")?.components(separatedBy: "<script").count == 2)
    }
}

/// A change source that makes one scripted edit per wait and reports it as a change; done after the last.
final class ScriptedSource: ChangeSource {
    private var steps: [() -> Void]
    private(set) var watched: [[String]] = []
    private(set) var isDone = false

    init(steps: [() -> Void]) { self.steps = steps }

    func watch(_ paths: [String]) { watched.append(paths) }

    func waitForChange(timeout: Duration) -> Bool {
        guard !steps.isEmpty else {
            isDone = true
            return false
        }
        steps.removeFirst()()
        return true
    }
}
