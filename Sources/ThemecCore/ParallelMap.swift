import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps over an array on every core, keeping the order of the results: files parsed, themes evaluated,
/// theme builders emitted.
package enum ParallelMap {
    package static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        // Each iteration initialises its own slot, so the slots need no lock; `concurrentPerform` returns after
        // every iteration has finished, so reading them afterwards is ordered after every write.
        let slots = UnsafeMutableBufferPointer<R>.allocate(capacity: items.count)
        defer { slots.deallocate() }
        let base = SendablePointer(slots.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            (base.pointer + index).initialize(to: transform(items[index]))
        }
        let results = Array(slots)
        _ = slots.deinitialize()
        return results
    }

    /// `0..<count` in consecutive ranges of twice as many items as there are cores (the last may be shorter):
    /// enough to keep every core busy, few enough that the results of one batch are small.
    package static func batches(of count: Int) -> [Range<Int>] {
        let size = max(2, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

}

/// An address handed to work on other threads, each of which writes only its own elements there (the slots of
/// `ParallelMap`, of `FileSystem.prepare`, of a group's declarations); whoever waits for the work reads them.
struct SendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}

extension ParallelMap {
    /// `0..<count` in consecutive ranges, for one large piece of work split over the cores (`map` over the
    /// ranges): `pieces` of them (twice as many as there are cores when `nil`, so that a slower range does not
    /// leave a core idle), fewer when a range would hold less than `minimumSize` items, and a single range
    /// when there is one core or `count` is less than twice `minimumSize`.
    package static func ranges(of count: Int, minimumSize: Int, pieces: Int? = nil) -> [Range<Int>] {
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let wanted = pieces ?? (cores < 2 ? 1 : 2 * cores)
        let split = min(wanted, count / max(1, minimumSize))
        if split < 2 { return [0..<count] }
        return (0..<split).map { piece in (piece * count / split)..<((piece + 1) * count / split) }
    }

    /// `transform` of every index of `0..<count`, in order, found by consecutive ranges on every core
    /// (`ranges(of:minimumSize:)`), each range written in place into the result: no per-range arrays to join
    /// afterwards on one core (a copy of every element, fresh pages touched twice).
    package static func map<R: Sendable>(
        indices count: Int, minimumSize: Int, _ transform: @Sendable (Int) -> R
    ) -> [R] {
        let ranges = ranges(of: count, minimumSize: minimumSize)
        if ranges.count < 2 { return (0..<count).map(transform) }
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SendablePointer(buffer.baseAddress!)
            // Each range initialises its own elements; `concurrentPerform` returns after every range is done.
            DispatchQueue.concurrentPerform(iterations: ranges.count) { piece in
                for index in ranges[piece] { (base.pointer + index).initialize(to: transform(index)) }
            }
            initialized = count
        }
    }
}
