import Foundation
import ThemecTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended, with what the test measured from outside.
struct ChildResult {
    /// The exit status, when the child exited.
    var status: Int32?
    /// The signal that ended the child, when one did.
    var signal: Int32?
    var standardOutput: String
    var standardError: String
    /// Wall time from spawn to exit, measured by the test.
    var seconds: Double
    /// The child's peak resident set size (`ru_maxrss` from `wait4`), in KiB.
    var peakKiB: Int
    /// Whether the test killed the child because it ran past its time limit.
    var timedOut: Bool

    var peakMiB: Double { Double(peakKiB) / 1024 }

    /// What happened, for failure messages.
    var summary: String {
        let end = status.map { "exit \($0)" } ?? signal.map { "signal \($0)" } ?? "?"
        return "\(end), \(String(format: "%.2f", seconds)) s, \(peakKiB) KiB"
            + (timedOut ? ", timed out" : "") + "\nstderr: \(standardError.prefix(2000))"
    }
}

/// Where the test process's own executable is (the test bundle on Linux).
private func currentExecutable() -> String? {
    #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #endif
    return Bundle.main.executablePath
}

/// The `themec` executable built with the tests: next to the test bundle, else in the package's
/// `.build/debug` (found from this file's path).
let themecExecutable: String = {
    var candidates: [String] = []
    if let own = currentExecutable() {
        var directory = (own as NSString).deletingLastPathComponent
        // macOS bundles: …/themecPackageTests.xctest/Contents/MacOS/…
        for _ in 0..<4 {
            candidates.append(directory + "/themec")
            directory = (directory as NSString).deletingLastPathComponent
        }
    }
    candidates.append(Bundle.main.bundlePath + "/themec")
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    candidates.append(packageRoot + "/.build/debug/themec")
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
    }
    return candidates.last!
}()

/// The monotonic clock, in seconds.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// GNU time, used to measure a child's peak memory.
///
/// `wait4`'s `ru_maxrss` cannot be used directly: `posix_spawn` starts the child on the parent's address
/// space (vfork), and Linux carries that space's high-water mark into the child's `maxrss` at `exec`, so
/// the figure would be the test process's own size. GNU time forks from a small process instead.
let gnuTime: String? = OptionalTests.isAvailable(.gnuTime) ? "/usr/bin/time" : nil

/// Runs `executable` with `arguments`, standard input from /dev/null and its output captured in files
/// under `scratch`, in its own process group. Kills the group with SIGKILL after `timeout` seconds, or
/// after `killAfter` seconds when given. Peak memory is measured through GNU time unless `killAfter` is
/// set (killing time would orphan the child; the group kill reaches both).
func runChild(
    _ executable: String, _ arguments: [String], scratch: String, timeout: Double = 20, killAfter: Double? = nil,
    environment: [String: String] = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
) -> ChildResult {
    let outPath = scratch + "/.stdout-\(UUID().uuidString)"
    let errPath = scratch + "/.stderr-\(UUID().uuidString)"
    let timePath = scratch + "/.time-\(UUID().uuidString)"
    defer {
        unlink(outPath)
        unlink(errPath)
        unlink(timePath)
    }
    #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
    #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))

    let measured = killAfter == nil ? gnuTime : nil
    var command = [executable] + arguments
    if let measured { command = [measured, "-f", "%M", "-o", timePath, "--"] + command }
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
        return ChildResult(
            status: nil, signal: nil, standardOutput: "",
            standardError: "posix_spawn \(command[0]) failed: \(String(cString: strerror(spawned)))", seconds: 0,
            peakKiB: 0, timedOut: false)
    }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var killed = false
    while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        if reaped < 0 && errno != EINTR { break }
        let elapsed = now() - start
        if !killed, let killAfter, elapsed >= killAfter {
            kill(-pid, SIGKILL)
            killed = true
        } else if !killed, elapsed >= timeout {
            kill(-pid, SIGKILL)
            killed = true
            timedOut = true
        }
        usleep(killAfter == nil ? 2_000 : 200)
    }
    let seconds = now() - start
    let read = { (path: String) in
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    let low = status & 0x7F
    var exitStatus: Int32? = low == 0 ? (status >> 8) & 0xFF : nil
    var signal: Int32? = low != 0 && low != 0x7F ? low : nil
    var peakKiB = Int(usage.ru_maxrss)
    if measured != nil {
        // GNU time writes "Command terminated by signal N" or "Command exited with non-zero status N"
        // before the figure, and exits with the child's status.
        let lines = read(timePath).split(separator: "\n")
        peakKiB = lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? peakKiB
        if let line = lines.first(where: { $0.contains("terminated by signal") }),
            let number = line.split(separator: " ").last
        {
            signal = Int32(number)
            exitStatus = nil
        }
    }
    return ChildResult(
        status: exitStatus, signal: signal, standardOutput: read(outPath), standardError: read(errPath),
        seconds: seconds, peakKiB: peakKiB, timedOut: timedOut)
}

/// Runs the built `themec`.
func runThemec(_ arguments: [String], in scratch: String, timeout: Double = 20, killAfter: Double? = nil)
    -> ChildResult
{
    runChild(themecExecutable, arguments, scratch: scratch, timeout: timeout, killAfter: killAfter)
}

/// Runs a shell command line (for mounts and attributes), returning its status and output.
@discardableResult
func shell(_ script: String, scratch: String, timeout: Double = 60) -> ChildResult {
    runChild("/bin/sh", ["-c", script], scratch: scratch, timeout: timeout)
}

/// `text` as one shell word.
func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// One diagnostic of `--format json` output.
struct ReportedDiagnostic {
    var id: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?

    var location: String { "\(file.map { ($0 as NSString).lastPathComponent } ?? "-"):\(line ?? 0):\(column ?? 0)" }
}

/// The diagnostics in `--format json` output (an empty list when it is not JSON).
func diagnostics(inJSON text: String) -> [ReportedDiagnostic] {
    guard let data = text.data(using: .utf8),
        let array = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
    else { return [] }
    return array.map { object in
        ReportedDiagnostic(
            id: object["id"] as? String ?? "", message: object["message"] as? String ?? "",
            file: object["file"] as? String, line: object["line"] as? Int, column: object["column"] as? Int)
    }
}

/// A fresh temporary directory, removed (with any immutable attribute cleared) by `remove()`.
struct Scratch {
    let path: String

    init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("themec-hardening-" + UUID().uuidString)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative`, creating parent directories.
    func write(_ relative: String, _ bytes: [UInt8]) {
        let full = url(relative)
        try! FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    func write(_ relative: String, _ text: String) { write(relative, Array(text.utf8)) }
}

/// Every regular file under `directory` (relative path → bytes); symbolic links as `-> target`.
func snapshot(_ directory: String) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return result }
    while let relative = enumerator.nextObject() as? String {
        let full = directory + "/" + relative
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFREG: result[relative] = [UInt8](FileManager.default.contents(atPath: full) ?? Data())
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?"
            result[relative] = Array("-> \(target)".utf8)
            enumerator.skipDescendants()
        default: break
        }
    }
    return result
}
