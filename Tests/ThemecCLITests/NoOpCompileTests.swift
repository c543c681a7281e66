import Foundation
import Testing
import ThemecCore
import ThemecEmit

@testable import ThemecCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compile whose output is already current: it loads nothing, emits nothing, writes nothing, and says so;
/// any change to what the output depends on takes the full path and writes the right output.
@Suite("compile: the no-op fast path", .tags(.endToEnd))
struct NoOpCompileTests {
    static let defaultTheme = """
        theme: Default
        colors:
          accent: { light: "#007AFF", dark: "#0A84FF" }
          label: "{system.label}"

        """
    static let oceanTheme = """
        theme: Ocean
        extends: Default
        colors:
          accent: { light: "#006C8E", dark: "#4FC3F7" }

        """
    /// A button style whose text fails contrast: a `contrast` warning.
    static let warnedTheme = """
        theme: Default
        colors:
          background: { light: "#FFFFFF", dark: "#000000" }
        buttonStyles:
          filled: { foreground: "#FFFFFF", background: "#007AFF", fontWeight: bold }

        """

    static func themes() throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", defaultTheme)
        try temp.write("Themes/Ocean.yaml", oceanTheme)
        return temp
    }

    /// Every file below `directory` (hidden ones too), with its modification time and bytes.
    static func snapshot(_ directory: String) -> [String: (modified: Int, bytes: Data)] {
        var result: [String: (modified: Int, bytes: Data)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            let full = directory + "/" + relative
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
                let modified = info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
            #else
                let modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
            #endif
            result[relative] = (modified, FileManager.default.contents(atPath: full) ?? Data())
        }
        return result
    }

    static func expectUnchanged(
        _ before: [String: (modified: Int, bytes: Data)], _ after: [String: (modified: Int, bytes: Data)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(before.keys.sorted() == after.keys.sorted(), sourceLocation: sourceLocation)
        for (path, old) in before {
            #expect(after[path]?.modified == old.modified, "\(path) was touched", sourceLocation: sourceLocation)
            #expect(after[path]?.bytes == old.bytes, "\(path) changed", sourceLocation: sourceLocation)
        }
    }

    /// What a compile into an empty directory writes, for comparing with an output brought up to date.
    static func freshOutput(_ arguments: [String], in temp: TemporaryDirectory) -> [String: Data] {
        let fresh = temp.url("fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        var replaced = arguments
        if let index = replaced.firstIndex(of: "--output") { replaced[index + 1] = fresh }
        // The same stand-in for the executable's hash as the runs it is compared with, so the manifests match.
        #expect(themec(replaced, counting: LoadCounter()).status == 0)
        return snapshot(fresh).mapValues(\.bytes)
    }

    @Test func aSecondCompileLoadsNothingAndWritesNothing() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()

        let first = themec(arguments, counting: counter)
        #expect(first.status == 0)
        #expect(first.standardOutput == "Wrote 4 files to \(output)\n")
        #expect(counter.loads == 1)
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        #expect(manifest.contains("\n" + OutputWriter.fingerprintPrefix))
        let written = Self.snapshot(output)

        let second = themec(arguments, counting: counter)
        #expect(second.status == 0)
        #expect(second.standardOutput == "\(output) is up to date\n")
        #expect(second.standardError.isEmpty)
        #expect(counter.loads == 1, "the second compile loaded the themes")
        Self.expectUnchanged(written, Self.snapshot(output))

        let check = themec(arguments + ["--check"], counting: counter)
        #expect(check.status == 0)
        #expect(check.standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 1)

        // JSON diagnostics stay a JSON array on standard output; the summary goes to standard error.
        let json = themec(arguments + ["--format", "json"], counting: counter)
        #expect(json.standardOutput == "[]\n" || json.standardOutput == "[]")
        #expect(json.standardError == "\(output) is up to date\n")
        #expect(counter.loads == 1)

        // Listing the outputs needs the emitter: it loads, and still writes nothing.
        let list = themec(arguments + ["--list-outputs"], counting: counter)
        #expect(list.standardOutput.contains(output + "/Theme.swift\n"))
        #expect(counter.loads == 2)
        Self.expectUnchanged(written, Self.snapshot(output))
    }

    @Test func anEditedInputTakesTheFullPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)

        try temp.write("Themes/Ocean.yaml", Self.oceanTheme.replacingOccurrences(of: "#006C8E", with: "#006C8F"))
        let edited = themec(arguments, counting: counter)
        #expect(edited.standardOutput == "Wrote 1 file to \(output) (3 unchanged)\n")
        #expect(counter.loads == 2)
        #expect(Self.snapshot(output).mapValues(\.bytes) == Self.freshOutput(arguments, in: temp))

        // Even an edit that changes no output (a comment) is a change of the inputs: loaded once, then fast.
        try temp.write("Themes/Ocean.yaml", "# a comment\n" + Self.oceanTheme)
        #expect(themec(arguments, counting: counter).status == 0)
        #expect(counter.loads == 3)
        #expect(themec(arguments, counting: counter).standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 3)

        // A new theme file, and a removed one.
        try temp.write("Themes/Sub/Forest.yaml", "theme: Forest\nextends: Default\n")
        let added = themec(arguments, counting: counter)
        #expect(added.standardOutput == "Wrote 2 files to \(output) (2 unchanged)\n")
        #expect(counter.loads == 4)
        #expect(try #require(temp.read("Generated/Theme.swift")).contains("static let forest"))
        try FileManager.default.removeItem(atPath: temp.url("Themes/Sub/Forest.yaml"))
        #expect(themec(arguments, counting: counter).standardOutput == "Wrote 2 files to \(output) (2 unchanged)\n")
        #expect(counter.loads == 5)
        #expect(Self.snapshot(output).mapValues(\.bytes) == Self.freshOutput(arguments, in: temp))
    }

    @Test func anEditedOrDeletedOutputTakesTheFullPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)
        let written = Self.snapshot(output).mapValues(\.bytes)

        try temp.write("Generated/Theme.swift", "// edited by hand\n")
        let check = themec(arguments + ["--check"], counting: counter)
        #expect(check.status == 1)
        #expect(check.standardError.contains("Generated/Theme.swift:1:1: error: stale: Theme.swift differs"))
        #expect(counter.loads == 2)
        let repaired = themec(arguments, counting: counter)
        #expect(repaired.standardOutput == "Wrote 1 file to \(output) (3 unchanged)\n")
        #expect(Self.snapshot(output).mapValues(\.bytes) == written)

        try FileManager.default.removeItem(atPath: temp.url("Generated/ThemeRuntime.swift"))
        #expect(themec(arguments, counting: counter).standardOutput == "Wrote 1 file to \(output) (3 unchanged)\n")
        #expect(counter.loads == 4)
        #expect(Self.snapshot(output).mapValues(\.bytes) == written)
        #expect(themec(arguments, counting: counter).standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 4)
    }

    @Test func anotherAccessLevelTakesTheFullPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)

        let public1 = themec(arguments + ["--access", "public"], counting: counter)
        #expect(public1.standardOutput == "Wrote 4 files to \(output)\n")
        #expect(counter.loads == 2)
        #expect(try #require(temp.read("Generated/Theme.swift")).contains("public struct Theme"))
        #expect(
            Self.snapshot(output).mapValues(\.bytes) == Self.freshOutput(arguments + ["--access", "public"], in: temp))
        #expect(
            themec(arguments + ["--access", "public"], counting: counter).standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 2)
        // `--check` for the other access level is out of date.
        #expect(themec(arguments + ["--check"], counting: counter).status == 1)
    }

    @Test func anInterruptedRunTakesTheFullPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)

        // A journal note (a run that did not finish) next to a fingerprint that would otherwise match.
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(OutputWriter.journalNote, at: 1)
        try temp.write("Generated/.themec-manifest", lines.joined(separator: "\n"))
        #expect(themec(arguments + ["--check"], counting: counter).status == 1)
        #expect(counter.loads == 2)
        #expect(themec(arguments, counting: counter).standardOutput == "Wrote 0 files to \(output) (4 unchanged)\n")
        #expect(temp.read("Generated/.themec-manifest") == manifest)
        #expect(themec(arguments, counting: counter).standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 3)
    }

    @Test func aManifestWithoutFingerprintIsCurrentForCheckAndGainsOne() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        // As an older themec wrote it: the paths alone.
        let paths = OutputWriter.manifestEntries(in: manifest)
        #expect(paths == ["Theme+SwiftUI.swift", "Theme.swift", "ThemeRuntime+SwiftUI.swift", "ThemeRuntime.swift"])
        try temp.write("Generated/.themec-manifest", OutputWriter.manifestText(for: paths))

        let check = themec(arguments + ["--check"], counting: counter)
        #expect(check.status == 0)
        #expect(check.standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 2)
        // A real compile records the fingerprint; the next one is fast.
        #expect(themec(arguments, counting: counter).standardOutput == "Wrote 0 files to \(output) (4 unchanged)\n")
        #expect(temp.read("Generated/.themec-manifest") == manifest)
        #expect(themec(arguments, counting: counter).standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 3)
    }

    /// A compile with warnings records them with its fingerprint: a later compile takes the fast path (loads
    /// nothing) and reports the very same warnings, in every format, with the same exit status rules, until
    /// the theme is fixed.
    @Test func warningsAreStoredAndReportedAgainByTheFastPath() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.warnedTheme)
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()

        let first = themec(arguments, counting: counter)
        #expect(first.status == 0)
        #expect(first.standardError.contains("warning: "))
        #expect(first.standardError.contains("^"), "the warning has its excerpt")
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        #expect(manifest.contains(OutputWriter.fingerprintPrefix))
        #expect(manifest.contains("\n" + StoredDiagnostics.manifestPrefix + "d warning "))
        let written = Self.snapshot(output)

        for _ in 1...2 {
            let again = themec(arguments, counting: counter)
            #expect(again.status == 0)
            #expect(again.standardOutput == "\(output) is up to date\n")
            #expect(again.standardError == first.standardError)
        }
        #expect(counter.loads == 1, "the fast path loaded the themes")
        Self.expectUnchanged(written, Self.snapshot(output))

        // --strict fails on the stored warnings as on found ones, and writes nothing.
        let strict = themec(arguments + ["--strict"], counting: counter)
        #expect(strict.status == 1)
        #expect(strict.standardError == first.standardError)
        #expect(strict.standardOutput.isEmpty)
        #expect(themec(arguments + ["--check", "--strict"], counting: counter).status == 1)
        #expect(counter.loads == 1)

        // Every format renders them as a full compile does.
        for format in ["json", "github"] {
            let fast = themec(arguments + ["--format", format], counting: counter)
            #expect(counter.loads == 1)
            let full = themec(
                ["compile", temp.url("Themes"), "--output", temp.url("Full-\(format)"), "--format", format],
                counting: LoadCounter())
            // The same diagnostics; only the summary (on standard output with github) says what was done.
            func diagnostics(_ text: String) -> [Substring] {
                text.split(separator: "\n").filter { !$0.hasSuffix("is up to date") && !$0.hasPrefix("Wrote ") }
            }
            #expect(diagnostics(fast.standardOutput) == diagnostics(full.standardOutput), "--format \(format)")
            #expect(fast.standardOutput.contains("contrast"))
        }
        let loads = counter.loads
        #expect(loads == 1)

        // Fixed: the full path runs, records no warning, and the fast path reports none.
        try temp.write("Themes/Default.yaml", Self.defaultTheme)
        let fixed = themec(arguments, counting: counter)
        #expect(fixed.status == 0)
        #expect(fixed.standardError.isEmpty)
        #expect(counter.loads == loads + 1)
        #expect(!(try #require(temp.read("Generated/.themec-manifest"))).contains(StoredDiagnostics.manifestPrefix))
        let clean = themec(arguments + ["--strict"], counting: counter)
        #expect(clean.status == 0)
        #expect(clean.standardError.isEmpty)
        #expect(counter.loads == loads + 1)
    }

    /// The no-op cache's key includes the hash of the running themec's bytes: output written, and a clean
    /// verdict given, by another build of themec (a new warning, another emitter) is never trusted, whatever
    /// its version or revision numbers say. The key is kept beside the output; the output, manifest included,
    /// does not change with the build.
    @Test func anotherExecutableTakesTheFullPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter, executable: "build 1").status == 0)
        #expect(
            themec(arguments, counting: counter, executable: "build 1").standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 1)
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        let key = try #require(temp.read(".Generated.themec-cache"))

        for check in [["--check"], ["--check", "--strict"]] {
            #expect(themec(arguments + check, counting: counter, executable: "build 2").status == 0)
        }
        #expect(counter.loads == 3, "another executable took the fast path of --check")
        let rebuilt = themec(arguments + ["--strict"], counting: counter, executable: "build 2")
        // The full path (the load counted) finds every file, and the manifest, as they are.
        #expect(rebuilt.standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 4)
        #expect(temp.read("Generated/.themec-manifest") == manifest, "the manifest holds nothing of the build")
        #expect(temp.read(".Generated.themec-cache") != key, "the new executable's key is kept")
        #expect(
            themec(arguments, counting: counter, executable: "build 2").standardOutput == "\(output) is up to date\n")
        #expect(counter.loads == 4)
        // The first build's fingerprint is no longer there: it loads again.
        #expect(themec(arguments, counting: counter, executable: "build 1").status == 0)
        #expect(counter.loads == 5)
    }

    /// A themec that cannot read its own executable cannot tell whether it is the themec that recorded a
    /// fingerprint: it always loads, and records none.
    @Test func anUnreadableExecutableNeverTakesTheFastPath() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter, executable: nil).status == 0)
        let manifest = try #require(temp.read("Generated/.themec-manifest"))
        #expect(!manifest.contains(OutputWriter.fingerprintPrefix))
        for run in 1...2 {
            #expect(themec(arguments, counting: counter, executable: nil).standardOutput == "\(output) is up to date\n")
            #expect(counter.loads == 1 + run)
        }
        // Nor does it trust a fingerprint another run recorded.
        #expect(themec(arguments, counting: counter).status == 0)
        #expect(try #require(temp.read("Generated/.themec-manifest")).contains(OutputWriter.fingerprintPrefix))
        #expect(themec(arguments + ["--check"], counting: counter, executable: nil).status == 0)
        #expect(counter.loads == 5)
    }

    /// `--strict` gives the same verdict on the fast path as on the full one, which is `validate --strict`'s:
    /// the fast path reports the warnings the manifest stored with the fingerprint.
    @Test(arguments: [false, true])
    func strictGivesTheVerdictOfAFullCompile(withWarning: Bool) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", withWarning ? Self.warnedTheme : Self.defaultTheme)
        let output = temp.url("Generated")
        let arguments = ["compile", temp.url("Themes"), "--output", output]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)
        let validated = themec(["validate", "--strict", temp.url("Themes")], counting: counter).status
        #expect(validated == (withWarning ? 1 : 0))
        for extra in [["--strict"], ["--check", "--strict"], ["--strict"]] {
            #expect(themec(arguments + extra, counting: counter).status == validated, "compile \(extra)")
        }
        // The set is not loaded again, with or without a warning: the stored warnings give the verdict.
        #expect(counter.loads == 2)
    }

    @Test func theAssetCatalogHasItsOwnFingerprint() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let catalog = temp.url("Colors.xcassets")
        let arguments = ["compile", temp.url("Themes"), "--output", output, "--asset-catalog", catalog]
        let counter = LoadCounter()
        #expect(themec(arguments, counting: counter).status == 0)
        let second = themec(arguments, counting: counter)
        #expect(second.standardOutput == "\(output) is up to date\n\(catalog) is up to date\n")
        #expect(counter.loads == 1)

        // A colour set edited by hand: both outputs are checked again, and the catalog is repaired.
        try temp.write("Colors.xcassets/Ocean/accent.colorset/Contents.json", "{}\n")
        let repaired = themec(arguments, counting: counter)
        #expect(repaired.standardOutput == "\(output) is up to date\nWrote 1 file to \(catalog) (6 unchanged)\n")
        #expect(counter.loads == 2)

        // The Swift output alone is still current on its own.
        #expect(
            themec(["compile", temp.url("Themes"), "--output", output], counting: counter).standardOutput
                == "\(output) is up to date\n")
        #expect(counter.loads == 2)
    }

    @Test func catalogNotesAreReportedOnEveryCompile() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        try temp.write(
            "Themes/Default.yaml", Self.defaultTheme + "  faint: { color: \"{system.separator}\", opacity: 0.5 }\n")
        let arguments = [
            "compile", temp.url("Themes"), "--output", temp.url("Generated"), "--asset-catalog",
            temp.url("Colors.xcassets"),
        ]
        let counter = LoadCounter()
        let first = themec(arguments, counting: counter)
        #expect(first.standardError.contains("note: Default/faint"))
        let second = themec(arguments, counting: counter)
        #expect(second.standardError == first.standardError)
        #expect(counter.loads == 2)
    }
}

/// `compile` finds and reads the theme files itself (to fingerprint exactly the bytes it loads); it must find
/// the same files, in the same order, as the loader every other command uses.
@Suite("compile: finding the theme files")
struct CompileInputsTests {
    @Test func findsWhatTheLoaderFinds() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let files = [
            "Themes/b.yaml", "Themes/a.yml", "Themes/Z/c.yaml", "Themes/Z/Y/d.yaml", "Themes/.hidden.yaml",
            "Themes/.git/e.yaml", "Themes/notes.txt", "Themes/A/f.yaml", "More/g.yaml",
        ]
        for (index, path) in files.enumerated() {
            try temp.write(path, "theme: T\(index)\n")
        }
        let paths = [temp.url("Themes"), temp.url("More/g.yaml"), temp.url("Themes/b.yaml"), temp.url("Themes/")]
        let inputs = try #require(CompileInputs.read(paths))
        let loaded = ThemeSetLoader.load(paths: paths)
        #expect(inputs.files.map(\.path).sorted() == loaded.sources.keys.sorted())
        #expect(Set(inputs.files.map(\.path)).count == inputs.files.count)
        #expect(inputs.files.count == 6)
        // The order of the set's sources is the order of discovery.
        #expect(loaded.themeSet != nil)
        let viaFiles = ThemeSetLoader.load(files: inputs.files)
        #expect(viaFiles.themeSet?.sourceFiles == loaded.themeSet?.sourceFiles)
        #expect(viaFiles.diagnostics.map(\.message) == loaded.diagnostics.map(\.message))
        for file in inputs.files {
            #expect(file.bytes == Array((temp.read(String(file.path.dropFirst(temp.path.count + 1))) ?? "").utf8))
        }
    }

    @Test func anythingTheLoaderWouldReportMeansNoInputs() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/a.yaml", "theme: A\n")
        try temp.write("Empty/notes.txt", "")
        #expect(CompileInputs.read([temp.url("Themes")]) != nil)
        #expect(CompileInputs.read([temp.url("Themes"), temp.url("Missing")]) == nil)
        #expect(CompileInputs.read([temp.url("Empty")]) == nil)
    }

    @Test func theFingerprintCoversNamesOrderBytesOptionsAndTheExecutable() {
        let a = CompileInputs(files: [("a.yaml", Array("x".utf8)), ("b.yaml", Array("y".utf8))])
        func fingerprint(_ inputs: CompileInputs, _ emitter: String = "e", _ options: String = "o", _ exe: String = "x")
            -> String
        { inputs.fingerprint(emitter: emitter, options: options, executable: exe) }
        let fingerprints = [
            fingerprint(a),
            fingerprint(a, "e2"),
            fingerprint(a, "e", "o2"),
            fingerprint(a, "e", "o", "x2"),
            fingerprint(CompileInputs(files: a.files.reversed())),
            fingerprint(CompileInputs(files: [("a.yaml", Array("xy".utf8)), ("b.yaml", [])])),
            fingerprint(CompileInputs(files: [("a.yaml", Array("x".utf8))])),
            fingerprint(CompileInputs(files: [("c.yaml", Array("x".utf8)), ("b.yaml", Array("y".utf8))])),
        ]
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprint(a) == fingerprint(a))
    }
}

/// The hash of the running executable that the no-op fingerprint includes.
@Suite("compile: the executable's own hash")
struct ExecutableDigestTests {
    @Test func anyChangeToTheBytesChangesTheDigest() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        try Data(bytes).write(to: URL(fileURLWithPath: temp.url("themec")))
        try Data(bytes + [0]).write(to: URL(fileURLWithPath: temp.url("appended")))
        var flipped = bytes
        flipped[2_500_000] ^= 1
        try Data(flipped).write(to: URL(fileURLWithPath: temp.url("flipped")))
        try Data(bytes).write(to: URL(fileURLWithPath: temp.url("copy")))

        let digest = try #require(ExecutableDigest.digest(ofFileAt: temp.url("themec")))
        #expect(ExecutableDigest.digest(ofFileAt: temp.url("copy")) == digest)
        #expect(ExecutableDigest.digest(ofFileAt: temp.url("appended")).map { $0 != digest } == true)
        #expect(ExecutableDigest.digest(ofFileAt: temp.url("flipped")).map { $0 != digest } == true)
    }

    @Test func anUnreadableOrEmptyFileHasNoDigest() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("empty", "")
        #expect(ExecutableDigest.digest(ofFileAt: temp.url("missing")) == nil)
        #expect(ExecutableDigest.digest(ofFileAt: temp.url("empty")) == nil)
        // A directory opens, but cannot be read.
        #expect(ExecutableDigest.digest(ofFileAt: temp.path) == nil)
    }

    @Test func theRunningExecutableIsHashed() throws {
        let path = try #require(ExecutableDigest.executablePath())
        let digest = try #require(ExecutableDigest.current)
        #expect(ExecutableDigest.digest(ofFileAt: path) == digest)
        #expect(digest.count == 16)
    }
}
