#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Changes found by looking: every theme file and directory under the watched paths is `stat`ed once per
/// `interval` and compared with the time before. The source on platforms without inotify (macOS: see
/// docs/Watch.md), and the fallback when inotify cannot start.
struct PollingChangeSource: ChangeSource {
    var interval: Duration
    private var paths: [String] = []
    /// What the last look found (or `watch`).
    private(set) var tree = WatchedTree([])
    private var lastScan = ContinuousClock.now
    /// Why file events are not used, reported once (none where polling is all the platform has).
    private var fallback: WatchFallback?

    init(interval: Duration = .seconds(1), instead fallback: WatchFallback? = nil) {
        self.interval = interval
        self.fallback = fallback
    }

    mutating func takeFallbacks() -> [WatchFallback] {
        defer { fallback = nil }
        return fallback.map { [$0] } ?? []
    }

    mutating func watch(_ paths: [String]) {
        self.paths = paths
        tree = WatchedTree(paths)
        lastScan = .now
    }

    mutating func waitForChange(timeout: Duration) -> Bool {
        let remaining = interval - (ContinuousClock.now - lastScan)
        if remaining > .zero {
            // `poll` without descriptors: a sleep that a signal ends.
            _ = poll(nil, 0, Int32(clamping: min(remaining, timeout).milliseconds))
            if ContinuousClock.now - lastScan < interval { return false }
        }
        return scan()
    }

    /// Looks now: whether anything differs from the last look (or `watch`).
    mutating func scan() -> Bool {
        let current = WatchedTree(paths)
        lastScan = .now
        defer { tree = current }
        return current.stamps != tree.stamps
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded down.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
