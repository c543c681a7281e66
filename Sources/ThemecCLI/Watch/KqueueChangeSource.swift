#if canImport(Darwin)
    import Darwin

    /// Changes as macOS (and the BSDs) report them: an `EVFILT_VNODE` watch through a descriptor open on every
    /// folder `WatchedTree` watches and on every file it stamps (`VnodeWatches` says which, and what to
    /// re-arm before each compile).
    ///
    /// An event on a file is a change. An event on a folder says only that an entry was added, removed or
    /// renamed, not which: then the tree is looked at again as polling looks (`PollingChangeSource.scan`),
    /// so an editor's swap file or another kind of file changes nothing, as with inotify. The descriptors are
    /// opened with `O_EVTONLY` (they do not keep a volume from being unmounted) and closed when their path
    /// goes, names another file, or the watch stops. Beyond the `DescriptorBudget`, or when opening runs out
    /// of descriptors, the rest of the watch polls, with a warning.
    ///
    /// Not run on Linux: the tests type-check this file against a stub of the declarations it uses
    /// (docs/Watch.md, "kqueue on macOS").
    final class KqueueChangeSource: ChangeSource {
        private var queue: Int32
        private var watches = VnodeWatches()
        /// The tree as last looked at; what a folder's event is compared with, and the fallback.
        private var poller = PollingChangeSource()
        private let budget: DescriptorBudget
        private var fallbacks: [WatchFallback] = []
        /// Set when a path could not be opened or armed: the next wait reports a change, so the compile says
        /// what is missing and the next `watch` tries again.
        private var missedEvents = false

        /// A folder's entries added, removed or renamed; the folder itself deleted or renamed.
        private static let directoryEvents = UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME)
        /// A file written, grown, deleted, renamed, its attributes (mode, times) changed.
        private static let fileEvents = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB)

        init() {
            queue = kqueue()
            budget = .current()
            if queue < 0 {
                _ = watches.ranOutOfDescriptors()
                fallbacks.append(.eventsUnavailable(mechanism: "kqueue"))
            }
        }

        deinit { stop() }

        func watch(_ paths: [String]) {
            poller.watch(paths)
            switch watches.plan(VnodeWatches.targets(of: poller.tree), budget: budget) {
            case .poll(let closing, let fallback):
                for descriptor in closing { _ = close(descriptor) }
                if let fallback { fallbacks.append(fallback) }
            case .rearm(let closing, let opening):
                // Closing a descriptor also removes its kevent.
                for descriptor in closing { _ = close(descriptor) }
                for target in opening where !arm(target) {
                    let (closing, fallback) = watches.ranOutOfDescriptors()
                    for descriptor in closing { _ = close(descriptor) }
                    if let fallback { fallbacks.append(fallback) }
                    break
                }
            }
        }

        /// Opens `target` and adds its kevent; `false` when out of descriptors.
        private func arm(_ target: VnodeWatches.Target) -> Bool {
            guard !target.path.contains(0) else {
                missedEvents = true
                return true
            }
            let descriptor = (target.path + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_EVTONLY | O_CLOEXEC | O_NONBLOCK) }
            }
            guard descriptor >= 0 else {
                if errno == EMFILE || errno == ENFILE { return false }
                // Gone since the walk, or not readable: one more compile says what.
                missedEvents = true
                return true
            }
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_ENABLE | EV_CLEAR),
                fflags: target.kind == .directory ? Self.directoryEvents : Self.fileEvents, data: 0, udata: nil)
            guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                _ = close(descriptor)
                missedEvents = true
                return true
            }
            watches.opened(target, as: descriptor)
            return true
        }

        func waitForChange(timeout: Duration) -> Bool {
            if watches.isPolling { return poller.waitForChange(timeout: timeout) }
            var changed = missedEvents
            missedEvents = false
            var rescan = false
            // `[kevent]` as a type: in an expression it would be an array of the function `kevent`.
            var events: [kevent] = Array(repeating: kevent(), count: 64)
            let milliseconds = max(0, timeout.milliseconds)
            var wait = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
            while true {
                // A signal (Ctrl-C) ends the wait early: -1 with EINTR, like no event.
                let count = events.withUnsafeMutableBufferPointer { buffer in
                    kevent(queue, nil, 0, buffer.baseAddress, Int32(buffer.count), &wait)
                }
                guard count > 0 else { break }
                for event in events[0..<Int(count)] {
                    let descriptor = Int32(truncatingIfNeeded: event.ident)
                    if event.flags & UInt16(EV_ERROR) != 0 {
                        changed = true
                        continue
                    }
                    if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0 { watches.markStale(descriptor) }
                    switch watches.response(to: descriptor) {
                    case .change: changed = true
                    case .rescan: rescan = true
                    case .ignore: break
                    }
                }
                // Then whatever else is queued, without waiting again: one change is as good as a hundred.
                wait = timespec(tv_sec: 0, tv_nsec: 0)
            }
            if rescan && poller.scan() { changed = true }
            return changed
        }

        func takeFallbacks() -> [WatchFallback] {
            defer { fallbacks = [] }
            return fallbacks
        }

        func stop() {
            for descriptor in watches.closeAll() { _ = close(descriptor) }
            if queue >= 0 { _ = close(queue) }
            queue = -1
        }
    }
#endif
