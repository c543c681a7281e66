import Foundation
import Testing

@testable import ThemecCLI

/// The platform-neutral half of the kqueue watch (`VnodeWatches`, `DescriptorBudget`, the fallback warning),
/// run here on real folders; the kqueue calls themselves are only type-checked on Linux
/// (`KqueueTypeCheckTests`).
@Suite("kqueue watch: what is held open")
struct KqueueWatchTests {
    /// Descriptors handed out by the tests in place of `open`.
    private struct FakeDescriptors {
        var next: Int32 = 100
        /// Opens every target of `plan` (after closing what it closes), as `KqueueChangeSource.watch` does.
        mutating func apply(_ plan: VnodeWatches.Plan, to watches: inout VnodeWatches) -> (
            closed: [Int32], opened: [String]
        ) {
            guard case .rearm(let closing, let opening) = plan else { return ([], []) }
            for target in opening {
                watches.opened(target, as: next)
                next += 1
            }
            return (closing, opening.map { String(decoding: $0.path, as: UTF8.self) })
        }
    }

    private static let budget = DescriptorBudget(openFileLimit: 1024)

    private func targets(_ paths: [String]) -> [VnodeWatches.Target] {
        VnodeWatches.targets(of: WatchedTree(paths))
    }

    @Test func everyWatchedFolderAndEveryThemeFileAndTheConfigurationIsHeldOpen() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\n")
        try temp.write("Themes/Dark/Dark.yml", "theme: Dark\n")
        try temp.write("Themes/README.md", "notes")
        try temp.write("Themes/.Default.yaml.swp", "swap")
        try temp.write("App/themec.yml", "output: Generated\n")
        let found = targets([temp.url("Themes"), temp.url("App/themec.yml"), temp.url("Missing/More.yaml")])
        let described = found.map {
            "\($0.kind == .directory ? "folder" : "file") \(String(decoding: $0.path, as: UTF8.self))"
        }
        // Folders first (the tree's order), then files by path. The missing path is watched through the
        // nearest folder that exists (the temporary folder itself); hidden and other files are not held.
        #expect(
            described == [
                "folder \(temp.url("Themes"))", "folder \(temp.url("Themes/Dark"))", "folder \(temp.url("App"))",
                "folder \(temp.path)", "file \(temp.url("App/themec.yml"))", "file \(temp.url("Themes/Dark/Dark.yml"))",
                "file \(temp.url("Themes/Default.yaml"))",
            ])
        #expect(found.allSatisfy { $0.identity != nil })
    }

    @Test func aSaveByRenameReopensTheFileAndAnUnchangedTreeReopensNothing() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\n")
        try temp.write("Themes/Light.yaml", "theme: Light\n")
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        let paths = [temp.url("Themes")]
        let first = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(first.closed == [])
        #expect(first.opened == [temp.url("Themes"), temp.url("Themes/Default.yaml"), temp.url("Themes/Light.yaml")])
        let defaultDescriptor = try #require(watches.descriptor(for: Array(temp.url("Themes/Default.yaml").utf8)))

        // The next compile's walk finds the same files: nothing is closed or opened.
        #expect(watches.plan(targets(paths), budget: Self.budget) == .rearm(close: [], open: []))

        // An editor writes a new file and renames it over the theme: the old descriptor watches a file
        // that is gone, so it is closed and the path opened again.
        try temp.write("Themes/Default.yaml.new", "theme: Default\n# edited\n")
        try FileManager.default.removeItem(atPath: temp.url("Themes/Default.yaml"))
        try FileManager.default.moveItem(
            atPath: temp.url("Themes/Default.yaml.new"), toPath: temp.url("Themes/Default.yaml"))
        let saved = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(saved.closed == [defaultDescriptor])
        #expect(saved.opened == [temp.url("Themes/Default.yaml")])

        // A file that goes is closed; a file that appears is opened.
        let lightDescriptor = try #require(watches.descriptor(for: Array(temp.url("Themes/Light.yaml").utf8)))
        try FileManager.default.removeItem(atPath: temp.url("Themes/Light.yaml"))
        try temp.write("Themes/Sepia.yaml", "theme: Sepia\n")
        let moved = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(moved.closed == [lightDescriptor])
        #expect(moved.opened == [temp.url("Themes/Sepia.yaml")])
        #expect(watches.openCount == 3)
    }

    @Test func aDescriptorThatReportedItsFileDeletedOrRenamedIsReopened() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\n")
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        let paths = [temp.url("Themes")]
        _ = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        let file = try #require(watches.descriptor(for: Array(temp.url("Themes/Default.yaml").utf8)))
        let folder = try #require(watches.descriptor(for: Array(temp.url("Themes").utf8)))
        #expect(watches.response(to: file) == .change)
        #expect(watches.response(to: folder) == .rescan)
        #expect(watches.response(to: 7) == .ignore)

        // Same path, same inode (a file system that reuses them): the event said the old one went.
        watches.markStale(file)
        let again = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(again.closed == [file])
        #expect(again.opened == [temp.url("Themes/Default.yaml")])
        // An event still queued for the closed descriptor means nothing.
        #expect(watches.response(to: file) == .ignore)
    }

    @Test func thePathsNamedAndTheConfigurationAreHeldThroughTheirFolders() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        let paths = [temp.url("themec.yml")]
        // No configuration yet: its folder is watched for it.
        let before = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(before.opened == [temp.path])
        try temp.write("themec.yml", "output: Generated\n")
        let after = fake.apply(watches.plan(targets(paths), budget: Self.budget), to: &watches)
        #expect(after.closed == [])
        #expect(after.opened == [temp.url("themec.yml")])
    }

    // MARK: - The descriptor budget

    @Test func theBudgetLeavesTheReserveAndStopsAtTheCeiling() {
        // macOS's default `ulimit -n`.
        #expect(DescriptorBudget(openFileLimit: 256).watches == 192)
        #expect(DescriptorBudget(openFileLimit: 64).watches == 0)
        #expect(DescriptorBudget(openFileLimit: 10).watches == 0)
        #expect(DescriptorBudget(openFileLimit: UInt64.max).watches == DescriptorBudget.ceiling)
        #expect(DescriptorBudget(openFileLimit: 256).allows(192))
        #expect(!DescriptorBudget(openFileLimit: 256).allows(193))
        let here = DescriptorBudget.current().watches
        #expect(here >= 0 && here <= DescriptorBudget.ceiling)
    }

    @Test func aTreeBeyondTheBudgetClosesEverythingAndPollsWithOneWarning() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        for index in 0..<3 { try temp.write("Themes/Theme\(index).yaml", "theme: T\(index)\n") }
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        let paths = [temp.url("Themes")]
        // 64 + 4: room for the folder and three files.
        let budget = DescriptorBudget(openFileLimit: 68)
        let first = fake.apply(watches.plan(targets(paths), budget: budget), to: &watches)
        #expect(first.opened.count == 4)
        try temp.write("Themes/Theme3.yaml", "theme: T3\n")
        #expect(
            watches.plan(targets(paths), budget: budget)
                == .poll(close: [100, 101, 102, 103], fallback: .descriptorBudget(needed: 5, budget: 4)))
        #expect(watches.isPolling)
        #expect(watches.openCount == 0)
        // The rest of the watch polls, and says so once.
        try FileManager.default.removeItem(atPath: temp.url("Themes/Theme3.yaml"))
        #expect(watches.plan(targets(paths), budget: budget) == .poll(close: [], fallback: nil))
    }

    @Test func runningOutOfDescriptorsWhileOpeningPollsWithOneWarning() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\n")
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        _ = fake.apply(watches.plan(targets([temp.url("Themes")]), budget: Self.budget), to: &watches)
        let (closing, fallback) = watches.ranOutOfDescriptors()
        #expect(closing == [100, 101])
        #expect(fallback == .outOfDescriptors)
        #expect(watches.ranOutOfDescriptors() == ([], nil))
    }

    @Test func stoppingClosesEveryDescriptor() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\n")
        var watches = VnodeWatches()
        var fake = FakeDescriptors()
        _ = fake.apply(watches.plan(targets([temp.url("Themes")]), budget: Self.budget), to: &watches)
        #expect(watches.closeAll() == [100, 101])
        #expect(watches.openCount == 0)
        #expect(watches.closeAll() == [])
    }

    // MARK: - The fallback is never silent

    /// A context for `WatchCommand.watch` that reads no configuration, and its standard error.
    static func watchContext() -> (CommandContext, OutputBuffer) {
        let err = OutputBuffer()
        var dependencies = Dependencies.live
        dependencies.findConfig = { nil }
        let context = CommandContext(
            environment: [:], standardOutput: OutputBuffer().sink(), standardError: err.sink(),
            dependencies: dependencies)
        return (context, err)
    }

    @Test func aFallbackIsPrintedAsAWarningOnceAndTheSourceIsStoppedAtTheEnd() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\ncolors:\n  accent: \"#007AFF\"\n")
        let source = FallingBackSource(fallback: .descriptorBudget(needed: 300, budget: 192), changes: 2)
        let (context, err) = Self.watchContext()
        let parsed = try ArgumentParser.parse(
            [temp.url("Themes"), "--output", temp.url("Generated")], for: WatchCommand.spec)
        let status = WatchCommand.watch(
            parsed, source: source, debouncer: Debouncer(quiet: .zero, patience: .zero),
            shouldStop: { source.isDone }, context: context)
        #expect(status == 0)
        let warning =
            "warning: watching 300 files and folders through kqueue needs one open file each, more than the 192 it "
            + "may use (raise 'ulimit -n' to watch more); checking the watched files once a second instead\n"
        #expect(err.text.components(separatedBy: warning).count == 2, "\(err.text)")
        #expect(source.watches == 3)
        #expect(source.stops == 1)
    }

    @Test func pollingInsteadOfInotifySaysSoOnceThroughTheWatchCommand() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", "theme: Default\ncolors:\n  accent: \"#007AFF\"\n")
        var source = PollingChangeSource(interval: .milliseconds(1), instead: .eventsUnavailable(mechanism: "inotify"))
        #expect(source.takeFallbacks() == [.eventsUnavailable(mechanism: "inotify")])
        #expect(source.takeFallbacks() == [])
        var plain = PollingChangeSource()
        #expect(plain.takeFallbacks() == [], "plain polling is no fallback")

        let (context, err) = Self.watchContext()
        let parsed = try ArgumentParser.parse(
            [temp.url("Themes"), "--output", temp.url("Generated")], for: WatchCommand.spec)
        var waits = 0
        let status = WatchCommand.watch(
            parsed,
            source: PollingChangeSource(interval: .milliseconds(1), instead: .eventsUnavailable(mechanism: "inotify")),
            debouncer: Debouncer(quiet: .zero, patience: .zero),
            shouldStop: {
                waits += 1
                return waits > 3
            }, context: context)
        #expect(status == 0)
        let warning = "warning: inotify could not be started; checking the watched files once a second instead\n"
        #expect(err.text.components(separatedBy: warning).count == 2, "\(err.text)")
    }
}

/// A source that falls back on its first `watch` and reports `changes` changes, one per wait.
private final class FallingBackSource: ChangeSource {
    private var pending: [WatchFallback]
    private var changes: Int
    private(set) var watches = 0
    private(set) var stops = 0
    private(set) var isDone = false

    init(fallback: WatchFallback, changes: Int) {
        pending = [fallback]
        self.changes = changes
    }

    func watch(_ paths: [String]) { watches += 1 }

    func waitForChange(timeout: Duration) -> Bool {
        guard changes > 0 else {
            isDone = true
            return false
        }
        changes -= 1
        return true
    }

    func takeFallbacks() -> [WatchFallback] {
        defer { pending = [] }
        return pending
    }

    func stop() { stops += 1 }
}
