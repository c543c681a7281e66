import Dispatch

/// A value computed on another core while this one goes on, waited for where it is needed (as often as
/// needed): `compile`'s hash of its executable while the theme files are read, and its fingerprint (that
/// hash and the inputs') while the set loads.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once, by the work, before it leaves `group`; read only after `wait` (which orders the read
    /// after the write), so it needs no lock.
    private var value: Value?

    /// Starts `compute` on another thread.
    init(_ compute: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.value = compute()
            self.group.leave()
        }
    }

    /// The value, once computed.
    func wait() -> Value {
        group.wait()
        return value!
    }
}
