import Dispatch

extension ParallelMap {
    /// `transform` of every index of `0..<count`, in order, found by consecutive ranges on every core
    /// (`ranges(of:minimumSize:)`), each range written in place into the result: no per-range arrays to join
    /// afterwards on one core (a copy of every element, fresh pages touched twice).
    package static func map<R: Sendable>(
        indices count: Int, minimumSize: Int, _ transform: @Sendable (Int) -> R
    ) -> [R] {
        let ranges = ranges(of: count, minimumSize: minimumSize)
        if ranges.count < 2 { return (0..<count).map(transform) }
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = RangePointer(buffer.baseAddress!)
            // Each range initialises its own elements; `concurrentPerform` returns after every range is done.
            DispatchQueue.concurrentPerform(iterations: ranges.count) { piece in
                for index in ranges[piece] { (base.pointer + index).initialize(to: transform(index)) }
            }
            initialized = count
        }
    }

    /// The result's address, handed to the ranges (each writes its own elements).
    private struct RangePointer<R>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<R>
        init(_ pointer: UnsafeMutablePointer<R>) { self.pointer = pointer }
    }
}
