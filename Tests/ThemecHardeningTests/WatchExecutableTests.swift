import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `themec watch` as a designer uses it: the built executable in the background, real file events, edits,
/// then Ctrl-C. Every wait is bounded (a hang fails the test instead of stalling the run); nothing is timed.
@Suite("themec watch, through the real executable")
struct WatchExecutableTests {
    static let theme = """
        theme: Default
        colors:
          accent: { light: "#007AFF", dark: "#0A84FF" }

        """

    static func theme(accent: String) -> String { theme.replacingOccurrences(of: "#007AFF", with: accent) }

    @Test func anEditIsCompiledAndCtrlCStopsCleanly() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        let watch = try BackgroundThemec(
            ["watch", scratch.url("Themes"), "--output", scratch.url("Generated")], scratch: scratch)
        defer { watch.kill() }
        let swift = scratch.url("Generated/Theme.swift")
        #expect(watch.waitUntil { watch.standardOutput.contains("Watching ") }, "\(watch.standardError)")
        #expect(read(swift)?.contains("007AFFFF") == true)

        scratch.write("Themes/Default.yaml", Self.theme(accent: "#FF0000"))
        #expect(watch.waitUntil { read(swift)?.contains("FF0000FF") == true }, "\(watch.standardOutput)")
        // An editor that saves through a temporary file renamed over the theme.
        scratch.write("Themes/.Default.yaml.tmp", Self.theme(accent: "#00FF00"))
        #expect(rename(scratch.url("Themes/.Default.yaml.tmp"), scratch.url("Themes/Default.yaml")) == 0)
        #expect(watch.waitUntil { read(swift)?.contains("00FF00FF") == true }, "\(watch.standardOutput)")

        let status = watch.interrupt()
        #expect(status == 0, "\(watch.standardError)")
        #expect(watch.standardOutput.contains("---- change detected: compiling again ----\n"))
        #expect(watch.standardOutput.hasSuffix("Stopped watching.\n"), "\(watch.standardOutput)")
        #expect(watch.standardError.isEmpty, "\(watch.standardError)")
        // No temporary file is left anywhere: only what compile writes.
        #expect(
            Set(snapshot(scratch.url("Generated")).keys) == [
                ".themec-manifest", "Theme.swift", "Theme+SwiftUI.swift", "ThemeRuntime.swift",
                "ThemeRuntime+SwiftUI.swift",
            ])
        #expect(Set(snapshot(scratch.url("Themes")).keys) == ["Default.yaml"])
    }

    @Test func aBrokenEditPrintsTheLocatedErrorAndKeepsTheLastGoodOutput() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        let watch = try BackgroundThemec(
            ["watch", scratch.url("Themes"), "--output", scratch.url("Generated")], scratch: scratch)
        defer { watch.kill() }
        #expect(watch.waitUntil { watch.standardOutput.contains("Watching ") }, "\(watch.standardError)")
        let good = snapshot(scratch.url("Generated"))

        scratch.write("Themes/Default.yaml", Self.theme(accent: "#GG7AFF"))
        #expect(watch.waitUntil { watch.standardError.contains("was not updated") }, "\(watch.standardError)")
        #expect(
            watch.standardError.contains(
                "Default.yaml:3:22: error: malformed colour '#GG7AFF': 'G' is not a hexadecimal digit\n"
                    + "  accent: { light: \"#GG7AFF\", dark: \"#0A84FF\" }\n                     ^\n"))
        #expect(snapshot(scratch.url("Generated")) == good)

        // Fixed: compiled again.
        scratch.write("Themes/Default.yaml", Self.theme(accent: "#FF0000"))
        #expect(
            watch.waitUntil { read(scratch.url("Generated/Theme.swift"))?.contains("FF0000FF") == true },
            "\(watch.standardOutput)")
        #expect(watch.interrupt() == 0)
    }

    @Test func aConfigurationEditAndANewFolderAreCompiled() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        scratch.write("themec.yml", "output: Generated\n")
        // SIGTERM stops the watch as Ctrl-C does.
        let watch = try BackgroundThemec(["watch", "--config", scratch.url("themec.yml")], scratch: scratch)
        defer { watch.kill() }
        #expect(watch.waitUntil { watch.standardOutput.contains("Watching ") }, "\(watch.standardError)")
        #expect(watch.standardOutput.contains("themec.yml'"))
        #expect(FileManager.default.fileExists(atPath: scratch.url("Generated/Theme.swift")))

        scratch.write("themec.yml", "output: Elsewhere\ntypeName: AppTheme\n")
        #expect(
            watch.waitUntil { read(scratch.url("Elsewhere/Theme.swift"))?.contains("AppTheme") == true },
            "\(watch.standardOutput)\(watch.standardError)")
        // A folder made after the watch began, and a theme in it: watched too.
        scratch.write("Themes/More/Ocean.yaml", "theme: Ocean\nextends: Default\n")
        #expect(
            watch.waitUntil { read(scratch.url("Elsewhere/Theme.swift"))?.contains("ocean") == true },
            "\(watch.standardOutput)\(watch.standardError)")
        #expect(watch.interrupt(signal: SIGTERM) == 0)
    }

    @Test func previewWatchKeepsThePageAndItsVersionCurrent() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        let page = scratch.url("preview.html")
        let watch = try BackgroundThemec(
            ["preview", scratch.url("Themes"), "--output", page, "--watch"], scratch: scratch)
        defer { watch.kill() }
        #expect(watch.waitUntil { watch.standardOutput.contains("Watching ") }, "\(watch.standardError)")
        let first = try #require(read(page + ".version.js"))
        #expect(read(page)?.contains("<script>") == true)

        scratch.write("Themes/Default.yaml", Self.theme(accent: "#FF0000"))
        #expect(watch.waitUntil { read(page + ".version.js").map { $0 != first } == true })
        #expect(read(page)?.contains("#FF0000") == true)
        #expect(watch.interrupt() == 0)
        #expect(Set(snapshot(scratch.path).keys.filter { !$0.hasPrefix(".std") }).isSuperset(of: ["preview.html"]))
        #expect(!snapshot(scratch.path).keys.contains { $0.hasPrefix(".preview") })
    }
}

/// `kill(2)`, by a name the class's own `kill()` does not hide.
private func killProcess(_ pid: pid_t, _ signal: Int32) { _ = kill(pid, signal) }

private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The built `themec` running in the background, its output in files under the scratch folder.
final class BackgroundThemec {
    private let pid: pid_t
    private let outPath: String
    private let errPath: String
    private var exited: Int32?

    init(_ arguments: [String], scratch: Scratch) throws {
        outPath = scratch.url(".stdout-watch")
        errPath = scratch.url(".stderr-watch")
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
        let command = [themecExecutable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        let environment: [String] = ["NO_COLOR=1", "PATH=/usr/bin:/bin"]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        self.pid = pid
    }

    var standardOutput: String { read(outPath) ?? "" }
    var standardError: String { read(errPath) ?? "" }

    /// Waits until `condition` holds, looking every 50 ms, for at most `limit` seconds (a hang bound, not a
    /// timing: any machine passes in a fraction of it). Whether it came to hold.
    func waitUntil(limit: Double = 15, _ condition: () -> Bool) -> Bool {
        let start = now()
        while now() - start < limit {
            if condition() { return true }
            if exited == nil, let status = reap() { exited = status }
            if exited != nil { return condition() }
            usleep(50_000)
        }
        return condition()
    }

    /// Sends `signal` and waits (at most 15 s) for the exit; the exit status, or `nil` when killed by a
    /// signal or hung.
    func interrupt(signal: Int32 = SIGINT) -> Int32? {
        if exited == nil { killProcess(pid, signal) }
        _ = waitUntil { exited != nil }
        return exited.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Ends the child (and its group) if it still runs: after a failed expectation.
    func kill() {
        guard exited == nil else { return }
        killProcess(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exited = -1
    }

    /// The exit status once the child has ended (-1 for a signal), `nil` while it runs.
    private func reap() -> Int32? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let low = status & 0x7F
        return low == 0 ? (status >> 8) & 0xFF : -1
    }
}
