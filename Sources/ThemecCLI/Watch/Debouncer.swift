/// Turns a burst of file events into one recompile.
///
/// An editor saving a file makes several events (write a temporary file, rename it over the old one, set
/// its mode); a `git checkout` makes hundreds. The debouncer is due `quiet` after the last event of a burst,
/// and at the latest `patience` after its first, so an endless trickle of events still gets compiles.
struct Debouncer: Sendable {
    /// How long the files must stay unchanged before the burst counts as over.
    var quiet: Duration
    /// The longest a burst may put off its compile.
    var patience: Duration
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    init(quiet: Duration = .milliseconds(150), patience: Duration = .seconds(1)) {
        self.quiet = quiet
        self.patience = patience
    }

    /// Whether an event is waiting for its compile.
    var isPending: Bool { first != nil }

    /// Notes an event at `time`.
    mutating func record(at time: ContinuousClock.Instant) {
        if first == nil { first = time }
        last = time
    }

    /// Whether the burst is over (or has lasted long enough) at `time`: then it is time to compile.
    func isDue(at time: ContinuousClock.Instant) -> Bool {
        guard let first, let last else { return false }
        return time - last >= quiet || time - first >= patience
    }

    /// Forgets the burst, when its compile starts; events after this start a new one.
    mutating func reset() {
        first = nil
        last = nil
    }
}
