/// Watch mode's loop: one compile, then one more after every burst of changes to what it read, until it is
/// asked to stop.
///
/// The watcher knows nothing of themes: a cycle (`WatchCommand`'s compile) tells it which paths to watch,
/// a `ChangeSource` says when they changed, a `Debouncer` makes one compile of a burst of events. Tests
/// drive it with a scripted source.
struct ThemeWatcher {
    var source: any ChangeSource
    var debouncer = Debouncer()
    /// The longest the watcher waits before looking at `shouldStop` and the debouncer again.
    var tick: Duration = .milliseconds(50)
    /// Whether to stop; looked at after every wait and before every compile.
    var shouldStop: () -> Bool
    /// Told when the source falls back to polling (the command prints a warning).
    var report: (WatchFallback) -> Void = { _ in }

    /// Runs the first cycle, then one after every burst of changes, until `shouldStop` or a cycle says so;
    /// then stops the source.
    ///
    /// - Parameter cycle: one compile. `afterChange` is `false` for the first. It calls `watch` with the paths
    ///   it is about to read, before reading them (so a change while it runs brings another cycle), and
    ///   returns whether to go on watching.
    mutating func run(cycle: (_ afterChange: Bool, _ watch: ([String]) -> Void) -> Bool) {
        var source = self.source
        defer {
            source.stop()
            self.source = source
        }
        let report = self.report
        func watch(_ paths: [String]) {
            source.watch(paths)
            for fallback in source.takeFallbacks() { report(fallback) }
        }
        guard cycle(false, watch) else { return }
        while !shouldStop() {
            if source.waitForChange(timeout: tick) { debouncer.record(at: .now) }
            guard !shouldStop() else { break }
            if debouncer.isDue(at: .now) {
                debouncer.reset()
                guard cycle(true, watch) else { return }
            }
        }
    }
}
