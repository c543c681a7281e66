import Foundation
import ThemecCore
import ThemecEmit
import ThemecYAML

/// Runs the stages of `themec compile` one after the other through the library, timing each.
///
/// The stages parallelise as `themec` does: YAML and the theme structure per file on all cores.
enum StageRunner {
    static let stageNames = ["read", "yaml", "model", "resolve", "emit", "write", "total"]

    static func run(directory: String, output: String) throws -> [String: Double] {
        var times: [String: Double] = [:]
        let clock = ContinuousClock()
        let start = clock.now
        var mark = start
        func lap(_ stage: String) {
            let now = clock.now
            times[stage] = milliseconds(now - mark)
            mark = now
        }

        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }
            .sorted()
        let files = names.map { name -> (path: String, bytes: [UInt8]) in
            let path = directory + "/" + name
            return (path, [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
        }
        lap("read")

        let documents = parallelMap(files) { YAMLParser.parse(bytes: $0.bytes, path: $0.path) }
        lap("yaml")

        let parsed = parallelMap(documents) { ThemeSetLoader.parseFile(document: $0) }
        lap("model")

        let result = ThemeSetLoader.resolve(parsed)
        guard let set = result.themeSet else {
            throw BenchError(message: "the generated set has errors: \(result.diagnostics.prefix(3))")
        }
        lap("resolve")

        let generated = SwiftEmitter.emit(set, options: EmitOptions())
        lap("emit")

        _ = try OutputWriter().write(generated, to: output)
        lap("write")
        times["total"] = milliseconds(clock.now - start)
        return times
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// Maps on all cores, keeping the order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let box = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in box.set(index, transform(items[index])) }
        return box.values
    }
}

struct BenchError: Error {
    var message: String
}

/// Result slots written once each from concurrent iterations.
final class ResultSlots<R>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [R] { storage.map { $0! } }
}
