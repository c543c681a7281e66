#if os(Linux)
    import Glibc

    /// Changes as Linux reports them: an inotify watch on every directory `WatchedTree` finds, each event
    /// matched against the names that matter there. Directories that appear are watched from the next
    /// `watch`, which `ThemeWatcher` calls before every compile (the compile their appearance triggers).
    final class InotifyChangeSource: ChangeSource {
        private let descriptor: Int32
        /// What each watch descriptor watches.
        private var watched: [Int32: WatchedTree.Directory] = [:]
        /// Set when the kernel's queue overflowed or a watch could not be added: then every wait reports a
        /// change once, and the next `watch` tries again.
        private var missedEvents = false

        /// The events that can change what a compile reads: a file written and closed, renamed in or out,
        /// created, deleted, its mode or times changed; a watched directory itself deleted or moved.
        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
                | IN_MOVE_SELF)

        /// `nil` when inotify is unavailable (out of instances, or a kernel without it).
        init?() {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        func watch(_ paths: [String]) {
            let tree = WatchedTree(paths)
            var current: [Int32: WatchedTree.Directory] = [:]
            for directory in tree.directories {
                let added = (directory.path + [0]).withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        inotify_add_watch(descriptor, $0.baseAddress!, Self.mask | UInt32(IN_ONLYDIR))
                    }
                }
                guard added >= 0 else {
                    // Gone since the walk, or out of watches: report a change, so the next compile says
                    // what is missing and the next `watch` tries again.
                    if errno != ENOENT { missedEvents = true }
                    continue
                }
                // Two paths to one directory (a link) share a descriptor: what matters is what either needs.
                if var both = current[added] {
                    if let names = directory.names, both.names != nil {
                        both.names!.formUnion(names)
                    } else {
                        both.names = nil
                    }
                    current[added] = both
                } else {
                    current[added] = directory
                }
            }
            for old in watched.keys where current[old] == nil { inotify_rm_watch(descriptor, old) }
            watched = current
        }

        func waitForChange(timeout: Duration) -> Bool {
            var changed = missedEvents
            missedEvents = false
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(clamping: timeout.milliseconds)) > 0 else { return changed }
            // Read everything that is queued: one change is as good as a hundred.
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                changed = changes(in: buffer[0..<count]) || changed
            }
            return changed
        }

        /// Whether any event in `events` (the bytes `read` returned) is a change that matters.
        private func changes(in events: ArraySlice<UInt8>) -> Bool {
            var changed = false
            var offset = events.startIndex
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= events.endIndex {
                let (wd, mask, length) = events.withUnsafeBytes { raw in
                    let base = raw.baseAddress! + (offset - events.startIndex)
                    return (
                        base.loadUnaligned(as: Int32.self),
                        base.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                        Int(base.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
                    )
                }
                let nameStart = offset + header
                let nameEnd = min(nameStart + length, events.endIndex)
                let name = Array(events[nameStart..<nameEnd].prefix { $0 != 0 })
                offset = nameEnd
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed = true
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    watched[wd] = nil
                    continue
                }
                guard let directory = watched[wd] else { continue }
                if name.isEmpty {
                    // The directory itself was deleted or moved: what it held is gone from where it was.
                    if directory.names == nil { changed = true }
                    continue
                }
                if directory.matters(name, isDirectory: mask & UInt32(IN_ISDIR) != 0) { changed = true }
            }
            return changed
        }
    }
#endif
