import Foundation
import ThemecDiagnostics

/// Finds theme files under the paths given on the command line, and reads them with a size limit.
enum ThemeFileDiscovery {
    static func isThemeFile(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// Every theme file under `paths`: files as given, directories searched recursively (hidden entries
    /// skipped), each directory's files sorted; duplicates removed.
    static func files(in paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(ThemeMessages.pathNotFound(path))
                continue
            }
            if !isDirectory.boolValue {
                if seen.insert(path).inserted { found.append(path) }
                continue
            }
            var pending = [path]
            var inDirectory: [String] = []
            while let directory = pending.popLast() {
                guard let entries = try? manager.contentsOfDirectory(atPath: directory) else {
                    diagnostics.append(
                        ThemeMessages.unreadableFile(directory, reason: "the directory cannot be listed"))
                    continue
                }
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    let child = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                    var childIsDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
                    if childIsDirectory.boolValue {
                        pending.append(child)
                    } else if isThemeFile(entry) {
                        inDirectory.append(child)
                    }
                }
            }
            for file in inDirectory.sorted() where seen.insert(file).inserted { found.append(file) }
        }
        return found
    }

    /// The file's bytes, reading at most `limit + 1` of them so a huge file costs no more than the limit.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ThemeMessages.unreadableFile(path, reason: "permission denied or not a regular file"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(ThemeMessages.unreadableFile(path, reason: "\(error.localizedDescription)"))
        }
    }
}

/// Maps over a collection on all cores, keeping the order of results.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }

    /// Slots written once each from concurrent iterations, read after all have finished.
    private final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [R] { storage.map { $0! } }
    }
}
