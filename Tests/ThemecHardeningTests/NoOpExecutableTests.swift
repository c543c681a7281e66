import Foundation
import Testing

/// The no-op fast path of `compile`, through the built executable: it never gives another verdict than a
/// full compile, and a themec with other bytes never trusts what this one recorded.
@Suite("compile's fast path, through the real executable")
struct NoOpExecutableTests {
    static let cleanTheme = """
        theme: Default
        colors:
          accent: { light: "#007AFF", dark: "#0A84FF" }

        """
    /// White bold text on #007AFF fails contrast: a `contrast` warning.
    static let warnedTheme = """
        theme: Default
        colors:
          background: { light: "#FFFFFF", dark: "#000000" }
        buttonStyles:
          filled: { foreground: "#FFFFFF", background: "#007AFF", fontWeight: bold }

        """

    /// After a first compile, `compile --strict` and `compile --check --strict` exit as `validate --strict`
    /// does: 1 with a warning, 0 without; the warning is printed every time, the same way, though the fast
    /// path (which the manifest's stored warnings allow) reads no theme.
    @Test(arguments: [false, true])
    func strictGivesTheSameVerdictAsValidate(withWarning: Bool) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", withWarning ? Self.warnedTheme : Self.cleanTheme)
        let compile = ["compile", scratch.url("Themes"), "--output", scratch.url("Generated")]

        let first = runThemec(compile, in: scratch.path)
        #expect(first.status == 0, "\(first.summary)")
        let validate = runThemec(["validate", "--strict", scratch.url("Themes")], in: scratch.path)
        #expect(validate.status == (withWarning ? 1 : 0), "\(validate.summary)")
        for extra in [["--strict"], ["--check", "--strict"], ["--strict"], ["--check", "--strict"]] {
            let run = runThemec(compile + extra, in: scratch.path)
            #expect(run.status == validate.status, "compile \(extra.joined(separator: " ")): \(run.summary)")
            #expect(run.standardError.contains("warning: ") == withWarning, "\(run.summary)")
        }
        // The first compile recorded a fingerprint, and the warning with it.
        let manifest = try String(contentsOfFile: scratch.url("Generated/.themec-manifest"), encoding: .utf8)
        #expect(manifest.contains("# fingerprint: "))
        #expect(manifest.contains("\n# warning: d warning ") == withWarning)
    }

    /// A compile with a warning, then the same compile again: the second takes the fast path (the manifest
    /// holds the warning) and prints the same warning, excerpt and summary, exit 0; 1 under --strict.
    @Test func storedWarningsAreReportedWithoutReadingTheThemes() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.warnedTheme)
        let output = scratch.url("Generated")
        let compile = ["compile", scratch.url("Themes"), "--output", output]
        let first = runThemec(compile, in: scratch.path)
        #expect(first.status == 0, "\(first.summary)")
        #expect(first.standardError.contains("warning: contrast "), "\(first.summary)")
        let again = runThemec(compile, in: scratch.path)
        #expect(again.status == 0, "\(again.summary)")
        #expect(again.standardOutput == "\(output) is up to date\n")
        #expect(again.standardError == first.standardError)
        #expect(runThemec(compile + ["--strict"], in: scratch.path).status == 1)
        // Fixed: no warning left, on the full path and on the fast one.
        scratch.write("Themes/Default.yaml", Self.cleanTheme)
        for _ in 1...2 {
            let fixed = runThemec(compile, in: scratch.path)
            #expect(fixed.status == 0 && fixed.standardError.isEmpty, "\(fixed.summary)")
        }
    }

    /// Where the GNU build ID of an ELF file starts: the 20 bytes after a note header for a SHA-1 ID (name size
    /// 4, description size 20, type 3) and its owner "GNU".
    static func buildIDOffset(in bytes: [UInt8]) -> Int? {
        let header: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4E, 0x55, 0]
        // Notes sit near the start of the file, before the code.
        let searched = bytes.prefix(64 << 10)
        guard searched.count >= header.count + 20 else { return nil }
        for start in stride(from: 0, through: searched.count - header.count - 20, by: 4)
        where bytes[start..<start + header.count].elementsEqual(header) {
            return start + header.count
        }
        return nil
    }

    /// The no-op cache's key includes a hash of the executable: a copy of themec with one byte changed (a
    /// different build, as far as anyone can tell) compiles in full, and keeps its own key beside the output.
    /// The byte is one the loader ignores: in an ELF file with a build ID, a byte of that ID; in another ELF
    /// file a padding byte of its header; elsewhere one appended. The output folder, manifest included, is the
    /// same byte for byte whichever build wrote it: nothing of the machine goes into what is committed.
    @Test func anotherExecutableDoesNotTakeTheFastPath() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.cleanTheme)
        let output = scratch.url("Generated")
        let compile = ["compile", scratch.url("Themes"), "--output", output]
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: themecExecutable)))
        if let id = Self.buildIDOffset(in: bytes) {
            bytes[id + 7] ^= 1
        } else if bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) {
            bytes[9] ^= 1
        } else {
            bytes.append(0)
        }
        scratch.write("bin/themec", bytes)
        #expect(chmod(scratch.url("bin/themec"), 0o755) == 0)

        #expect(runThemec(compile, in: scratch.path).status == 0)
        let manifest = try String(contentsOfFile: output + "/.themec-manifest", encoding: .utf8)
        let firstOutput = try Self.contents(ofFolder: output)
        let cache = scratch.url(".Generated.themec-cache")
        let firstKey = try String(contentsOfFile: cache, encoding: .utf8)
        #expect(runThemec(compile, in: scratch.path).standardOutput == "\(output) is up to date\n")

        // Another test's child, forked while the copy was open for writing, holds it open until it execs:
        // until then running the copy fails with ETXTBSY ("Text file busy"). Only that is tried again.
        func runCopy() -> ChildResult {
            var result = runChild(scratch.url("bin/themec"), compile, scratch: scratch.path)
            for _ in 0..<50 where result.status == 126 && result.standardError.contains("Text file busy") {
                usleep(20_000)
                result = runChild(scratch.url("bin/themec"), compile, scratch: scratch.path)
            }
            return result
        }
        let other = runCopy()
        #expect(other.status == 0, "\(other.summary)")
        // The full path finds every file as it is: nothing to write (the key beside the output changes).
        #expect(other.standardOutput == "\(output) is up to date\n", "\(other.summary)")
        let recorded = try String(contentsOfFile: output + "/.themec-manifest", encoding: .utf8)
        #expect(recorded == manifest)
        #expect(recorded.contains("# fingerprint: "))
        #expect(try Self.contents(ofFolder: output) == firstOutput)
        #expect(try String(contentsOfFile: cache, encoding: .utf8) != firstKey)
        #expect(
            runCopy().standardOutput == "\(output) is up to date\n")
        // And the original, in turn, no longer trusts the copy's key.
        #expect(runThemec(compile, in: scratch.path).standardOutput == "\(output) is up to date\n")
        #expect(try Self.contents(ofFolder: output) == firstOutput)
        #expect(try String(contentsOfFile: cache, encoding: .utf8) == firstKey)
        // `--check` looks at the output folder only: current for either build.
        #expect(runThemec(compile + ["--check"], in: scratch.path).status == 0)
    }

    /// Every file of `folder` (hidden ones too), by name, with its bytes.
    static func contents(ofFolder folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }
}
