/// How a stage runs its independent pieces of work (files, themes, ranges of a large group): one after
/// another, or in order on every core (`ParallelMap`).
///
/// Every stage runs its pieces serially unless it is handed `.cores`, and only the pipeline
/// (`ThemeSetLoader`) hands that out: the one place that decides what runs at once. A stage's own code
/// stays an ordinary function over a slice of its input.
package struct Fanout: Sendable {
    /// Whether the pieces are spread over the cores.
    package let usesCores: Bool

    /// One piece after another, on the caller's thread.
    package static let serial = Fanout(usesCores: false)
    /// The pieces on every core, their results in order.
    package static let cores = Fanout(usesCores: true)

    /// `transform` of each of `items`, in order.
    package func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        usesCores ? ParallelMap.map(items, transform) : items.map(transform)
    }

    /// `transform` of every index of `0..<count`, in order; on the cores, by consecutive ranges of at least
    /// `minimumSize` indices.
    package func map<R: Sendable>(indices count: Int, minimumSize: Int, _ transform: @Sendable (Int) -> R) -> [R] {
        usesCores ? ParallelMap.map(indices: count, minimumSize: minimumSize, transform) : (0..<count).map(transform)
    }
}
