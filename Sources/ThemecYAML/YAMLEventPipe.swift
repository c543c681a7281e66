internal import Dispatch

/// The bounded queue of event batches between libyaml's thread (the producer) and the tree builder (the
/// consumer) while a large file is parsed.
///
/// At most `capacity` batches are in flight (queued or being read); the producer waits for a free one. The
/// consumer ends every run with `stop()` then `waitForProducer()`: a producer that is filling a batch sees
/// the request when it hands the batch over, one waiting for room is woken by `stop()`, so the producer ends
/// on every path and nothing outlives the parse. Batches are reused, so a parse allocates about `capacity`
/// of them.
///
/// `@unchecked Sendable`: the three arrays and `stopped` are read and written only while holding `lock`; the
/// semaphores are `Sendable` themselves.
final class YAMLEventPipe: @unchecked Sendable {
    private var queued: [YAMLEventBatch] = []
    private var spares: [YAMLEventBatch] = []
    private var stopped = false
    /// A binary semaphore as the lock.
    private let lock = DispatchSemaphore(value: 1)
    /// One signal per batch the producer may still hand over. Created at 0 and signalled up to `capacity`:
    /// a semaphore must not be released below the value it was created with, and a stopped pipe is.
    private let room = DispatchSemaphore(value: 0)
    /// One signal per queued batch.
    private let available = DispatchSemaphore(value: 0)
    /// Signalled once, when the producer has returned.
    private let finished = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        for _ in 0..<capacity { room.signal() }
    }

    // MARK: - The producer's side

    /// Queues `batch` and leaves an empty batch in its place; `false` when the consumer has stopped (the
    /// batch is then dropped, and the producer must end).
    func send(_ batch: inout YAMLEventBatch) -> Bool {
        room.wait()
        lock.wait()
        if stopped {
            lock.signal()
            return false
        }
        var full = spares.popLast() ?? YAMLEventBatch()
        swap(&full, &batch)
        queued.append(consume full)
        lock.signal()
        available.signal()
        return true
    }

    /// Called by the producer as the last thing it does.
    func producerFinished() {
        finished.signal()
    }

    // MARK: - The consumer's side

    /// The next batch, waiting for the producer when none is queued. Call it only while the last batch
    /// received was not `isLast`: the producer sends one after another until that one.
    func receive() -> YAMLEventBatch {
        available.wait()
        lock.wait()
        let batch = queued.removeFirst()
        lock.signal()
        return batch
    }

    /// Gives a batch that has been read back to the producer, emptied, to be filled again.
    func recycle(_ batch: inout YAMLEventBatch) {
        var spare = YAMLEventBatch()
        swap(&spare, &batch)
        spare.reset()
        lock.wait()
        spares.append(consume spare)
        lock.signal()
        room.signal()
    }

    /// Tells the producer to stop at its next hand-over, and wakes it if it waits for room.
    func stop() {
        lock.wait()
        stopped = true
        lock.signal()
        room.signal()
    }

    /// Returns once the producer has returned.
    func waitForProducer() {
        finished.wait()
    }
}
