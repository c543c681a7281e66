/// What a kqueue watch holds open, and how it follows the tree: the platform-neutral half of
/// `KqueueChangeSource`, tested on every platform.
///
/// kqueue reports events on a file or folder through a descriptor open on it, so the watch holds one open for
/// every folder `WatchedTree` watches (its entries added, removed or renamed) and for every file it stamps
/// (each theme file, each file named on the command line, the `themec.yml`). Before every compile the tree is
/// walked again and `plan` says what to close and what to open: a descriptor whose path is gone, or names
/// another file than it was opened on (an editor that saves by writing a new file and renaming it over the
/// old one), or that reported its file deleted or renamed, is closed; every path not open is opened. A tree
/// that needs more descriptors than the budget is polled instead, from then on, with a warning.
struct VnodeWatches: Sendable {
    enum Kind: Sendable, Equatable {
        /// Watched for its entries: an event means "look again" (`Response.rescan`).
        case directory
        /// A file that matters: any event on it is a change.
        case file
    }

    /// Which file a path led to when the tree was walked (links followed).
    struct Identity: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// A path to hold a descriptor open on.
    struct Target: Sendable, Hashable {
        var path: [UInt8]
        var kind: Kind
        /// `nil` when the path could not be `stat`ed after the walk (gone since): always opened afresh.
        var identity: Identity?
    }

    /// What to do before the next wait.
    enum Plan: Sendable, Equatable {
        /// Close these descriptors, then open these targets (and report each with `opened`).
        case rearm(close: [Int32], open: [Target])
        /// Close these descriptors and poll; `fallback` is the warning, the first time.
        case poll(close: [Int32], fallback: WatchFallback?)
    }

    /// What an event on a descriptor means.
    enum Response: Sendable, Equatable {
        /// A watched file changed.
        case change
        /// A folder's entries changed: whether that matters is for a look at the tree to say.
        case rescan
        /// A descriptor closed since (its event was queued before it was).
        case ignore
    }

    private var open: [[UInt8]: (descriptor: Int32, target: Target)] = [:]
    private var kinds: [Int32: Kind] = [:]
    /// Descriptors whose file or folder was deleted or renamed: they no longer watch the path.
    private var stale: Set<Int32> = []
    /// Set on falling back: the rest of the watch polls.
    private(set) var isPolling = false

    /// How many descriptors are open.
    var openCount: Int { open.count }

    /// The descriptor open on `path`, if any.
    func descriptor(for path: [UInt8]) -> Int32? { open[path]?.descriptor }

    /// The files and folders to hold open for `tree`: every folder it watches, then every file it stamps,
    /// each once, folders first, in a stable order.
    static func targets(of tree: WatchedTree) -> [Target] {
        var targets: [Target] = []
        var seen: Set<[UInt8]> = []
        for directory in tree.directories where seen.insert(directory.path).inserted {
            let identity: Identity?
            if let stamp = tree.stamps[directory.path] ?? nil {
                identity = Identity(device: stamp.device, inode: stamp.inode)
            } else {
                identity = WatchedTree.status(directory.path).map(WatchedTree.stamp).map {
                    Identity(device: $0.device, inode: $0.inode)
                }
            }
            targets.append(Target(path: directory.path, kind: .directory, identity: identity))
        }
        let files = tree.stamps.compactMap { path, stamp -> Target? in
            guard let stamp, !stamp.isDirectory, !seen.contains(path) else { return nil }
            return Target(path: path, kind: .file, identity: Identity(device: stamp.device, inode: stamp.inode))
        }
        return targets + files.sorted { $0.path.lexicographicallyPrecedes($1.path) }
    }

    /// What to close and open to watch `targets`, within `budget`. The descriptors to close are forgotten
    /// here; each target opened must be reported with `opened`.
    mutating func plan(_ targets: [Target], budget: DescriptorBudget) -> Plan {
        guard !isPolling else { return .poll(close: [], fallback: nil) }
        guard budget.allows(targets.count) else {
            isPolling = true
            return .poll(close: closeAll(), fallback: .descriptorBudget(needed: targets.count, budget: budget.watches))
        }
        var wanted: [[UInt8]: Target] = [:]
        for target in targets { wanted[target.path] = target }
        var closing: [Int32] = []
        for (path, entry) in open {
            let target = wanted[path]
            let current =
                target == entry.target && entry.target.identity != nil && !stale.contains(entry.descriptor)
            guard !current else { continue }
            closing.append(entry.descriptor)
            forget(path)
        }
        return .rearm(close: closing.sorted(), open: targets.filter { open[$0.path] == nil })
    }

    /// `target` is open as `descriptor`.
    mutating func opened(_ target: Target, as descriptor: Int32) {
        open[target.path] = (descriptor, target)
        kinds[descriptor] = target.kind
    }

    /// `descriptor` reported its file or folder deleted or renamed: the next `plan` opens the path afresh.
    mutating func markStale(_ descriptor: Int32) {
        if kinds[descriptor] != nil { stale.insert(descriptor) }
    }

    /// What an event on `descriptor` means.
    func response(to descriptor: Int32) -> Response {
        switch kinds[descriptor] {
        case .file: return .change
        case .directory: return .rescan
        case nil: return .ignore
        }
    }

    /// Opening ran out of descriptors: poll from now on. Returns the descriptors to close and the warning
    /// (`nil` when already polling).
    mutating func ranOutOfDescriptors() -> (close: [Int32], fallback: WatchFallback?) {
        let fallback: WatchFallback? = isPolling ? nil : .outOfDescriptors
        isPolling = true
        return (closeAll(), fallback)
    }

    /// Every open descriptor, to close: on falling back, and when the watch stops.
    mutating func closeAll() -> [Int32] {
        let all = open.values.map(\.descriptor).sorted()
        open = [:]
        kinds = [:]
        stale = []
        return all
    }

    private mutating func forget(_ path: [UInt8]) {
        guard let entry = open.removeValue(forKey: path) else { return }
        kinds[entry.descriptor] = nil
        stale.remove(entry.descriptor)
    }
}
