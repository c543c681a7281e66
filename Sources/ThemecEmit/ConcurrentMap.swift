import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps over an array on every core, keeping the order of the results.
///
/// For independent pieces of work of some size (a theme's builder, a whole file); each result slot is written
/// by exactly one iteration and read after all of them have finished, so no lock is needed.
enum ConcurrentMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let slots = Slots<R>(count: items.count)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.set(index, transform(items[index]))
        }
        return slots.values()
    }

    /// `0..<count` in consecutive ranges of twice as many items as there are cores (the last may be shorter):
    /// enough to keep every core busy, few enough that the results of one batch are small.
    static func batches(of count: Int) -> [Range<Int>] {
        let size = max(2, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// One slot per iteration, each written once; distinct slots are distinct memory, so concurrent writes to
    /// different slots do not race.
    private final class Slots<R>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<R?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: R) {
            storage[index] = value
        }

        func values() -> [R] {
            (0..<count).map { storage[$0]! }
        }

        func release() {
            storage.deinitialize(count: count)
            storage.deallocate()
        }
    }
}
