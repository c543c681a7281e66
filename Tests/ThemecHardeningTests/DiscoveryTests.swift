import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A theme that validates clean.
private func cleanTheme(_ name: String) -> String {
    "theme: \(name)\ncolors:\n  accent: \"#FFF\"\nradii:\n  button: 8\n"
}

/// Runs the built `themec` with `directory` as its current directory (through `/bin/sh`, which `cd`s there).
private func runThemec(_ arguments: [String], from directory: String, scratch: Scratch) -> ChildResult {
    let command = ([themecExecutable] + arguments).map(shellQuote).joined(separator: " ")
    let script = "cd \(shellQuote(directory)) && exec " + command
    return runChild("/bin/sh", ["-c", script], scratch: scratch.path)
}

/// Makes a symbolic link at `relative` (in the scratch directory) holding `target`.
private func link(_ scratch: Scratch, _ relative: String, to target: String) {
    try! FileManager.default.createDirectory(
        atPath: (scratch.url(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(symlink(target, scratch.url(relative)) == 0)
}

/// Writes `text` to a file whose name is given as raw bytes (which need not be UTF-8), in `directory`.
private func writeFile(named name: [UInt8], in directory: String, _ text: String) {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
    let fd = path.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
    }
    #expect(fd >= 0)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    close(fd)
}

/// Discovery: which files `themec` reads under the paths it is given, through the real executable in
/// temporary folders. Links, pipes, odd names and paths spelled twice are each decided, never hung on,
/// never silently skipped.
@Suite("Finding theme files, through the real executable")
struct DiscoveryTests {
    /// Two links to the theme folder itself once made `validate` walk `a/b/a/b/…` forever, its memory
    /// growing without bound: each directory is now entered once, known by device and inode.
    @Test func linksToTheFolderItselfAreACycleReadOnce() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        link(scratch, "Themes/a", to: ".")
        link(scratch, "Themes/b", to: "../Themes")
        let result = runThemec(["validate", "--format", "json", scratch.url("Themes")], in: scratch.path)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.peakMiB < 128, "peak memory \(result.peakMiB) MiB")
        #expect(diagnostics(inJSON: result.standardOutput).isEmpty, "\(result.standardOutput)")
    }

    /// A link inside the theme folder to a file or folder inside it is read once, under the path of what it
    /// leads to: no duplicate theme.
    @Test func linksInsideTheFoldersAreReadOnce() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        scratch.write("Themes/Brand/Brand.yaml", cleanTheme("Brand"))
        link(scratch, "Themes/Alias.yaml", to: "Default.yaml")
        link(scratch, "Themes/Again", to: "Brand")
        let result = runThemec(["compile", "Themes", "--output", "Generated"], from: scratch.path, scratch: scratch)
        #expect(result.status == 0, "\(result.summary)")
        let header = (try? String(contentsOfFile: scratch.url("Generated/Theme.swift"), encoding: .utf8)) ?? ""
        #expect(header.contains("Themes/Brand/Brand.yaml, Themes/Default.yaml"), "\(header.prefix(400))")
        #expect(!header.contains("Alias") && !header.contains("Again"))
    }

    /// A named pipe called `f.yaml` once blocked `validate` forever in `open`: it is skipped with a warning
    /// at its path, never opened.
    @Test func aNamedPipeInTheFolderIsSkippedWithAWarning() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        #expect(mkfifo(scratch.url("Themes/f.yaml"), 0o644) == 0)
        let result = runThemec(["validate", "--format", "json", scratch.url("Themes")], in: scratch.path)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 0, "\(result.summary)")
        let found = diagnostics(inJSON: result.standardOutput)
        #expect(found.map(\.id) == ["not-a-regular-file"], "\(result.standardOutput)")
        #expect(found.first?.file == scratch.url("Themes/f.yaml"))
        #expect(found.first?.message.contains("named pipe") == true)

        let text = runThemec(["validate", "Themes", "--strict"], from: scratch.path, scratch: scratch)
        #expect(text.status == 1, "\(text.summary)")
        #expect(text.standardError.hasPrefix("Themes/f.yaml:1:1: warning: "), "\(text.standardError)")
        #expect(text.standardError.hasSuffix("1 warning\n"), "\(text.standardError)")
    }

    /// A pipe named on the command line is an error, not a hang.
    @Test func aNamedPipeGivenExplicitlyIsAnError() {
        let scratch = Scratch()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.url("f.yaml"), 0o644) == 0)
        let result = runThemec(["validate", "--format", "json", scratch.url("f.yaml")], in: scratch.path)
        #expect(!result.timedOut && result.signal == nil, "\(result.summary)")
        #expect(result.status == 1, "\(result.summary)")
        #expect(diagnostics(inJSON: result.standardOutput).map(\.id) == ["not-a-regular-file"])
    }

    /// A link to a folder (or file) outside the given paths was followed, and a `secrets.yml` there read as
    /// a theme, its lines printed in the diagnostics. Now it is skipped with a warning naming the link, and
    /// read only with `--follow-links`.
    @Test func linksLeadingOutsideAreNotFollowed() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        scratch.write("outside/secrets.yml", "password: hunter2\n")
        scratch.write("elsewhere/key.yml", "token: hunter2\n")
        link(scratch, "Themes/shared", to: "../outside")
        link(scratch, "Themes/key.yaml", to: scratch.url("elsewhere/key.yml"))
        let result = runThemec(["validate", "Themes"], from: scratch.path, scratch: scratch)
        #expect(result.status == 0, "\(result.summary)")
        #expect(!(result.standardOutput + result.standardError).contains("hunter2"), "\(result.standardError)")
        #expect(!result.standardError.contains("outside/") && !result.standardError.contains("elsewhere"))
        #expect(result.standardError.contains("Themes/shared:1:1: warning: "), "\(result.standardError)")
        #expect(result.standardError.contains("Themes/key.yaml:1:1: warning: "), "\(result.standardError)")
        #expect(result.standardError.contains("--follow-links"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("2 warnings\n"), "\(result.standardError)")

        let json = runThemec(["validate", "--format", "json", "Themes"], from: scratch.path, scratch: scratch)
        #expect(diagnostics(inJSON: json.standardOutput).map(\.id) == ["link-outside-paths", "link-outside-paths"])

        // Asked for, the links are followed (and the pretend theme fails).
        let followed = runThemec(
            ["validate", "--format", "json", "--follow-links", "Themes"], from: scratch.path, scratch: scratch)
        #expect(followed.status == 1, "\(followed.summary)")
        let files = Set(diagnostics(inJSON: followed.standardOutput).compactMap(\.file))
        #expect(files == ["Themes/key.yaml", "Themes/shared/secrets.yml"], "\(followed.standardOutput)")
    }

    /// A link that leads nowhere is a warning at the link, not a silent skip.
    @Test func aBrokenLinkIsAWarning() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        link(scratch, "Themes/Gone.yaml", to: "Missing.yaml")
        let result = runThemec(["validate", "--format", "json", "Themes"], from: scratch.path, scratch: scratch)
        #expect(result.status == 0, "\(result.summary)")
        let found = diagnostics(inJSON: result.standardOutput)
        #expect(found.map(\.id) == ["broken-link"] && found.first?.file == "Themes/Gone.yaml", "\(found)")
    }

    /// Every command that reads theme folders takes `--follow-links`.
    @Test(
        arguments: [
            ["validate"], ["compile", "--output", "Generated"], ["contrast"], ["preview", "--output", "p.html"],
            ["export", "dtcg", "--output", "Tokens"], ["resolve", "--theme", "Default", "--token", "colors.accent"],
        ])
    func everyReadingCommandFollowsLinksWhenAsked(_ command: [String]) {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Shared/Default.yaml", cleanTheme("Default"))
        link(scratch, "Themes/Shared", to: "../Shared")
        // Without it the only theme is behind the link: a warning at the link, then no theme files at all.
        let skipped = runThemec(command, from: scratch.path, scratch: scratch)
        #expect(skipped.status == 1, "\(skipped.summary)")
        #expect(skipped.standardError.contains("Themes/Shared:1:1: warning: "), "\(skipped.summary)")
        let followed = runThemec(command + ["--follow-links"], from: scratch.path, scratch: scratch)
        #expect(followed.status == 0, "\(followed.summary)")
    }

    /// `x.YAML` and `x.Yml` were ignored, so a broken theme passed `validate`.
    @Test(arguments: ["x.YAML", "x.Yml", "x.yAmL"])
    func extensionsInAnyCaseAreRead(_ name: String) {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        scratch.write("Themes/" + name, "theme: Broken\ncolors:\n  accent: \"#GG\"\nradii:\n  button: 8\n")
        let result = runThemec(["validate", "--format", "json", scratch.url("Themes")], in: scratch.path)
        #expect(result.status == 1, "\(result.summary)")
        let found = diagnostics(inJSON: result.standardOutput)
        #expect(found.map(\.id) == ["malformed-color"], "\(result.standardOutput)")
        #expect(found.first?.file == scratch.url("Themes/" + name))
    }

    /// A theme file whose name is not UTF-8 was silently skipped; it is an error at its path, the byte
    /// shown escaped, never raw.
    @Test func aNameThatIsNotUTF8IsAnError() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        writeFile(named: Array("caf".utf8) + [0xFF] + Array(".yaml".utf8), in: scratch.url("Themes"), "theme: X\n")
        let result = runThemec(["validate", "Themes"], from: scratch.path, scratch: scratch)
        #expect(result.status == 1, "\(result.summary)")
        #expect(
            result.standardError.hasPrefix("Themes/caf\\x{FF}.yaml:1:1: error: "), "\(result.standardError)")
        #expect(!result.standardError.contains("\u{FFFD}"))
        #expect(result.standardError.hasSuffix("1 error\n"), "\(result.standardError)")
        let json = runThemec(["validate", "--format", "json", "Themes"], from: scratch.path, scratch: scratch)
        #expect(diagnostics(inJSON: json.standardOutput).map(\.id) == ["invalid-file-name"])
    }

    /// The same folder given in two spellings was read twice and every theme reported as a duplicate.
    @Test func aFolderGivenTwiceIsReadOnce() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        scratch.write("Themes/Sub/Brand.yaml", cleanTheme("Brand"))
        let paths = ["Themes", "./Themes", "Themes/", scratch.url("Themes"), "Themes/Default.yaml", "Themes/Sub"]
        let result = runThemec(["validate", "--format", "json"] + paths, from: scratch.path, scratch: scratch)
        #expect(result.status == 0, "\(result.summary)")
        #expect(diagnostics(inJSON: result.standardOutput).isEmpty, "\(result.standardOutput)")
    }

    /// `compile --check` failed on unchanged themes when CI spelled the path `./Themes`: the header recorded
    /// paths as typed. It records them relative to the current directory, normalised.
    @Test func theOutputDoesNotDependOnHowThePathIsSpelled() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", cleanTheme("Default"))
        scratch.write("Themes/Sub/Brand.yaml", cleanTheme("Brand"))
        let first = runThemec(["compile", "Themes", "--output", "Generated"], from: scratch.path, scratch: scratch)
        #expect(first.status == 0, "\(first.summary)")
        let written = snapshot(scratch.url("Generated"))
        let header = String(decoding: written["Theme.swift"] ?? [], as: UTF8.self)
        #expect(header.contains("Themes/Default.yaml, Themes/Sub/Brand.yaml"), "\(header.prefix(400))")

        for spelling in ["./Themes", "Themes/", ".//Themes/./", scratch.url("Themes"), "Themes/Sub/../../Themes"] {
            let check = runThemec(
                ["compile", spelling, "--output", "Generated", "--check"], from: scratch.path, scratch: scratch)
            #expect(check.status == 0, "\(spelling): \(check.summary)")
        }
        // Compiling again with another spelling has nothing to do.
        let again = runThemec(["compile", "./Themes/", "--output", "Generated"], from: scratch.path, scratch: scratch)
        #expect(again.status == 0 && again.standardOutput == "Generated is up to date\n", "\(again.summary)")
        #expect(snapshot(scratch.url("Generated")) == written)
    }
}
