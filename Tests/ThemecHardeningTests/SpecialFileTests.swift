import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file a command reads is opened one way (`FileSystem.openRegularFile`): a named pipe, where a
/// file was expected, once made themec wait forever for a writer. Each case runs the built executable
/// with a time limit, so a regression fails instead of hanging the run.
@Suite("Named pipes where files are read, through the real executable")
struct SpecialFileTests {
    static let theme = "theme: Default\ncolors:\n  accent: \"#FFF\"\n"

    /// A scratch folder with `Themes/Default.yaml` and a named pipe at `pipe`.
    static func scratch(pipe: String) -> Scratch {
        let scratch = Scratch()
        scratch.write("Themes/Default.yaml", theme)
        #expect(mkfifo(scratch.url(pipe), 0o644) == 0)
        return scratch
    }

    /// Runs themec from `directory`, at most 10 s.
    static func themec(_ arguments: [String], from directory: String, scratch: Scratch) -> ChildResult {
        let command = ([themecExecutable] + arguments).map(shellQuote).joined(separator: " ")
        return runChild(
            "/bin/sh", ["-c", "cd \(shellQuote(directory)) && exec " + command], scratch: scratch.path, timeout: 10,
            killAfter: 10)
    }

    /// Refused at once, exit 1, with a message that names the path and says what it is.
    static func expectRefused(
        _ result: ChildResult, naming path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)", sourceLocation: sourceLocation)
        #expect(result.status == 1, "\(result.summary)", sourceLocation: sourceLocation)
        #expect(result.standardError.contains(path), "\(result.summary)", sourceLocation: sourceLocation)
        #expect(
            result.standardError.contains("named pipe") || result.standardError.contains("not a regular file"),
            "\(result.summary)", sourceLocation: sourceLocation)
    }

    @Test func aFoundThemecYmlThatIsAPipe() {
        let scratch = Self.scratch(pipe: "themec.yml")
        defer { scratch.remove() }
        for command in [["compile"], ["compile", "--check"], ["compile", "--list-outputs"]] {
            let result = Self.themec(command, from: scratch.path, scratch: scratch)
            Self.expectRefused(result, naming: "themec.yml")
            #expect(
                result.standardError.contains(
                    "error: cannot read the configuration 'themec.yml': it is a named pipe, not a regular file"),
                "\(result.standardError)")
        }
    }

    @Test func aConfigOptionThatIsAPipe() {
        let scratch = Self.scratch(pipe: "pipe.yml")
        defer { scratch.remove() }
        let result = Self.themec(["compile", "--config", "pipe.yml"], from: scratch.path, scratch: scratch)
        Self.expectRefused(result, naming: "pipe.yml")
    }

    @Test func aBuildStampThatIsAPipe() {
        let scratch = Self.scratch(pipe: "stamp")
        defer { scratch.remove() }
        let result = Self.themec(
            ["compile", "Themes", "--output", "Generated", "--build-stamp", "stamp"], from: scratch.path,
            scratch: scratch)
        Self.expectRefused(result, naming: "stamp")
        var info = stat()
        #expect(lstat(scratch.url("stamp"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is kept")
    }

    @Test func anImportTokenFileThatIsAPipe() {
        let scratch = Self.scratch(pipe: "tokens.json")
        defer { scratch.remove() }
        let result = Self.themec(
            ["import", "dtcg", "tokens.json", "--output", "Imported"], from: scratch.path, scratch: scratch)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardError.contains("tokens.json"), "\(result.summary)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Imported")))
    }

    @Test func aResolverThatIsAPipe() {
        let scratch = Self.scratch(pipe: "app.resolver.json")
        defer { scratch.remove() }
        let result = Self.themec(
            ["import", "dtcg", "--resolver", "app.resolver.json", "--output", "Imported"], from: scratch.path,
            scratch: scratch)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardError.contains("app.resolver.json"), "\(result.summary)")
    }

    @Test func aResolverSourceThatIsAPipe() {
        let scratch = Self.scratch(pipe: "base.json")
        defer { scratch.remove() }
        scratch.write(
            "app.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "resolutionOrder": [ { "$ref": "#/sets/base" } ]
            }

            """)
        let result = Self.themec(
            ["import", "dtcg", "--resolver", "app.resolver.json", "--output", "Imported"], from: scratch.path,
            scratch: scratch)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardError.contains("base.json"), "\(result.summary)")
    }

    /// A pipe in the output folder where a generated file goes is never opened to be compared or hashed.
    @Test func aPipeInTheOutputFolder() {
        let scratch = Self.scratch(pipe: "Themes/Default.yaml.unused")
        defer { scratch.remove() }
        #expect(
            Self.themec(["compile", "Themes", "--output", "Generated"], from: scratch.path, scratch: scratch).status
                == 0)
        #expect(unlink(scratch.url("Generated/Theme.swift")) == 0)
        #expect(mkfifo(scratch.url("Generated/Theme.swift"), 0o644) == 0)
        for command in [
            ["compile", "Themes", "--output", "Generated"], ["compile", "Themes", "--output", "Generated", "--check"],
        ] {
            let result = Self.themec(command, from: scratch.path, scratch: scratch)
            #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
            #expect(result.status == 1, "\(result.summary)")
            #expect(result.standardError.contains("Theme.swift"), "\(result.summary)")
        }
    }

    /// A running watch whose configuration is replaced by a pipe reports it and goes on: when the file comes
    /// back, it compiles again.
    @Test func aWatchWhoseConfigBecomesAPipe() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        scratch.write("themec.yml", "output: Generated\n")
        let watch = try BackgroundThemec(["watch", "--config", scratch.url("themec.yml")], scratch: scratch)
        defer { watch.kill() }
        #expect(watch.waitUntil { watch.standardOutput.contains("Watching ") }, "\(watch.standardError)")

        #expect(unlink(scratch.url("themec.yml")) == 0)
        #expect(mkfifo(scratch.url("themec.yml"), 0o644) == 0)
        #expect(
            watch.waitUntil { watch.standardError.contains("it is a named pipe, not a regular file") },
            "\(watch.standardOutput)\(watch.standardError)")

        #expect(unlink(scratch.url("themec.yml")) == 0)
        scratch.write("themec.yml", "output: Elsewhere\n")
        #expect(
            watch.waitUntil { FileManager.default.fileExists(atPath: scratch.url("Elsewhere/Theme.swift")) },
            "\(watch.standardOutput)\(watch.standardError)")
        #expect(watch.interrupt() == 0)
    }
}
