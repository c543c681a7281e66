import Foundation
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

@testable import ThemecCLI

/// Collects what a command writes to one of its sinks.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    var text: String { lock.withLock { storage } }

    func sink(isTerminal: Bool = false) -> TextSink {
        TextSink(isTerminal: isTerminal) { [self] text in lock.withLock { storage += text } }
    }
}

/// What running `themec` in-process produced.
struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `themec` with the real library parts, as `main.swift` does.
func themec(_ arguments: [String], environment: [String: String] = [:], stderrIsTerminal: Bool = false) -> Run {
    let out = OutputBuffer()
    let err = OutputBuffer()
    let status = ThemecCommand.run(
        arguments: arguments, environment: environment, standardOutput: out.sink(),
        standardError: err.sink(isTerminal: stderrIsTerminal))
    return Run(status: status, standardOutput: out.text, standardError: err.text)
}

/// Runs `themec` with a loader that returns `result` and an emitter that returns `files`.
func themec(
    _ arguments: [String], loading result: ThemeSetLoadResult, emitting files: [GeneratedFile] = [],
    environment: [String: String] = [:], stderrIsTerminal: Bool = false
) -> Run {
    let out = OutputBuffer()
    let err = OutputBuffer()
    // No files are read for the fingerprint: `compile` always loads (the injected result) and never takes its
    // fast path.
    let dependencies = Dependencies(
        loadThemeSet: { _ in result }, emitSwift: { _, _ in files }, writer: OutputWriter(),
        readThemeFiles: { _ in nil }, loadThemeFiles: { _, _ in result }, findConfig: { nil })
    let context = CommandContext(
        environment: environment, standardOutput: out.sink(), standardError: err.sink(isTerminal: stderrIsTerminal),
        dependencies: dependencies)
    let status = ThemecCommand.run(arguments: arguments, context: context)
    return Run(status: status, standardOutput: out.text, standardError: err.text)
}

/// A theme set with no themes and no tokens: enough for commands that only pass it along.
let emptyThemeSet = ResolvedThemeSet(themes: [], palette: [], colors: [], radii: [], spacing: [], sourceFiles: [])

/// A fresh temporary directory; tests remove it with `defer { temp.remove() }`.
struct TemporaryDirectory {
    let path: String

    init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("themec-cli-" + UUID().uuidString)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func url(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }
}

/// Counts how often a command loaded a theme set (from paths or from files it read).
final class LoadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0

    var loads: Int { lock.withLock { storage } }

    func count() { lock.withLock { storage += 1 } }
}

/// Runs `themec` with the real library parts, counting loads in `counter`: a compile that takes its fast path
/// (the output is current) loads nothing. `executable` stands for the hash of the running themec's bytes
/// (`ExecutableDigest`): another value is another build of themec, `nil` one that cannot read itself.
func themec(_ arguments: [String], counting counter: LoadCounter, executable: String? = "themec under test") -> Run {
    let out = OutputBuffer()
    let err = OutputBuffer()
    let live = Dependencies.live
    var dependencies = live
    dependencies.executableDigest = { executable }
    dependencies.loadThemeSet = { paths in
        counter.count()
        return live.loadThemeSet(paths)
    }
    dependencies.loadThemeFiles = { files, lint in
        counter.count()
        return live.loadThemeFiles(files, lint)
    }
    let context = CommandContext(
        environment: [:], standardOutput: out.sink(), standardError: err.sink(), dependencies: dependencies)
    let status = ThemecCommand.run(arguments: arguments, context: context)
    return Run(status: status, standardOutput: out.text, standardError: err.text)
}
