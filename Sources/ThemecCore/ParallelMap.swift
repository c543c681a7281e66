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

    /// The slots' address, handed to the iterations (each writes a different slot).
    private struct SendablePointer<R>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<R>
        init(_ pointer: UnsafeMutablePointer<R>) { self.pointer = pointer }
    }
}

extension ParallelMap {
    /// `0..<count` in consecutive ranges of at least `minimum` items (the last takes the rest), four per core at
    /// most: few enough that each range's work outweighs handing it out, enough for cores that are busy with
    /// something else. One range when `count` is below twice `minimum`.
    package static func ranges(of count: Int, minimum: Int) -> [Range<Int>] {
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let pieces = max(1, min(4 * cores, count / max(1, minimum)))
        let size = count / pieces
        return (0..<pieces).map { piece in
            piece * size..<(piece == pieces - 1 ? count : (piece + 1) * size)
        }
    }
}
