/// Where `ThemeWatcher` learns that files changed: the operating system's file events, or polling.
///
/// A source watches a set of paths, each a theme file, a directory (watched with everything below it) or a
/// path that does not exist yet (watched for its appearance). It reports only that something changed, not
/// what: every compile reads all the files again anyway.
protocol ChangeSource {
    /// Watches `paths` from now on, in place of what was watched before. Called before every compile, so
    /// directories that appeared since the last one are watched too.
    mutating func watch(_ paths: [String])

    /// Waits at most `timeout` for a change; whether one happened since the last call (or since `watch`).
    /// Returns early, without a change, when a signal interrupts the wait.
    mutating func waitForChange(timeout: Duration) -> Bool

    /// Why the source fell back to polling since the last call, once each (none for most sources).
    mutating func takeFallbacks() -> [WatchFallback]

    /// Lets go of what the source holds (descriptors): the watch is over.
    mutating func stop()
}

extension ChangeSource {
    mutating func takeFallbacks() -> [WatchFallback] { [] }
    mutating func stop() {}
}

/// The best source this platform has: inotify on Linux, kqueue on macOS (and the BSDs), polling elsewhere;
/// polling too, with a warning, when inotify cannot start (out of instances) or kqueue cannot or would need
/// more descriptors than its budget.
enum ChangeSources {
    static func best() -> any ChangeSource {
        #if canImport(Darwin)
            return KqueueChangeSource()
        #else
            #if os(Linux)
                guard let source = InotifyChangeSource() else {
                    return PollingChangeSource(instead: .eventsUnavailable(mechanism: "inotify"))
                }
                return source
            #else
                return PollingChangeSource()
            #endif
        #endif
    }
}
