import Foundation
import Testing

/// The built `themec` finding `themec.yml` from its current directory, as a user runs it.
@Suite("themec.yml discovery, through the executable")
struct ConfigDiscoveryTests {
    static let theme = "theme: Default\ncolors:\n  label: \"#000000\"\n"

    /// Runs themec in `directory` (inside `scratch`).
    static func themec(_ arguments: [String], in directory: String, scratch: Scratch) -> ChildResult {
        shell(
            "cd \(shellQuote(directory)) && exec \(([themecExecutable] + arguments).map(shellQuote).joined(separator: " "))",
            scratch: scratch.path)
    }

    @Test("themec alone finds themec.yml in the current directory or a parent, and compiles from its folder")
    func currentAndParentDirectories() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("project/Themes/Default.yaml", Self.theme)
        scratch.write("project/themec.yml", "output: Generated\ntypeName: AppTheme\n")
        scratch.write("project/Sources/App/.keep", "")
        let here = Self.themec([], in: scratch.url("project"), scratch: scratch)
        #expect(here.status == 0, "\(here.standardError)")
        #expect(here.standardOutput == "Wrote 4 files to Generated\n")
        let below = Self.themec(["compile", "--check"], in: scratch.url("project/Sources/App"), scratch: scratch)
        #expect(below.status == 0, "\(below.standardError)")
        // From the file's folder, so the output is the same as from there; paths are relative to it.
        #expect(below.standardOutput == "Generated is up to date\n")
        let swift = (try? String(contentsOfFile: scratch.url("project/Generated/Theme.swift"), encoding: .utf8)) ?? ""
        #expect(swift.contains("struct AppTheme:"))
    }

    @Test("--config names another file; --no-config reads none")
    func explicitConfig() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        scratch.write("themec.yml", "output: Generated\nstrict: [oops]\n")
        scratch.write("ci/release.yml", "themes: ../Themes\noutput: ../Release\n")
        let broken = Self.themec([], in: scratch.path, scratch: scratch)
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("themec.yml:2:9: error: 'strict' must be true or false, not a list"))
        let other = Self.themec(["compile", "--config", "ci/release.yml"], in: scratch.path, scratch: scratch)
        #expect(other.status == 0, "\(other.standardError)")
        #expect(other.standardOutput == "Wrote 4 files to ci/../Release\n")
        let none = Self.themec(["compile", "--no-config", "--output", "Plain"], in: scratch.path, scratch: scratch)
        #expect(none.status == 0, "\(none.standardError)")
    }

    @Test("config init writes a themec.yml that compiles, and never overwrites one")
    func configInit() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        let created = Self.themec(["config", "init"], in: scratch.path, scratch: scratch)
        #expect(created.status == 0)
        #expect(created.standardOutput == "Created themec.yml\n")
        let compiled = Self.themec([], in: scratch.path, scratch: scratch)
        #expect(compiled.status == 0, "\(compiled.standardError)")
        scratch.write("themec.yml", "output: Mine\n")
        let again = Self.themec(["config", "init"], in: scratch.path, scratch: scratch)
        #expect(again.status == 1)
        #expect(again.standardError == "error: 'themec.yml' already exists; nothing was written\n")
        #expect((try? String(contentsOfFile: scratch.url("themec.yml"), encoding: .utf8)) == "output: Mine\n")
        let wrong = Self.themec(["config", "edit"], in: scratch.path, scratch: scratch)
        #expect(wrong.status == 64)
    }

    @Test("validate, contrast, preview, resolve and export find themec.yml from a folder below it, as compile does")
    func everyCommandFindsTheProject() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("project/Design/Themes/Default.yaml", "theme: Default\ncolors:\n  label: \"#000000\"\n")
        scratch.write(
            "project/themec.yml",
            "themes: Design/Themes\noutput: Generated\nstrict: true\nlint:\n  contrast:\n"
                + "    - { foreground: \"{colors.label}\", background: \"#000000\" }\n")
        scratch.write("project/Sources/App/.keep", "")
        let below = scratch.url("project/Sources/App")
        // strict: true and the lint: pair's warning: themec and every checking command fail alike.
        #expect(Self.themec([], in: scratch.url("project"), scratch: scratch).status == 1)
        for arguments in [["validate"], ["contrast"], ["export", "dtcg", "--output", "Tokens"]] {
            let run = Self.themec(arguments, in: below, scratch: scratch)
            #expect(run.status == 1, "\(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("no such file"), "\(arguments): \(run.standardError)")
        }
        let validate = Self.themec(["validate", "--format", "json"], in: below, scratch: scratch)
        #expect(validate.standardOutput.contains("../../themec.yml"), "\(validate.standardOutput)")
        let resolve = Self.themec(
            ["resolve", "--theme", "Default", "--token", "colors.label"], in: below, scratch: scratch)
        #expect(resolve.status == 0, "\(resolve.standardError)")
        #expect(resolve.standardOutput == "#000000FF\n")
        let preview = Self.themec(["preview", "--output", "page.html"], in: below, scratch: scratch)
        #expect(preview.status == 0, "\(preview.standardError)")
        #expect(FileManager.default.fileExists(atPath: scratch.url("project/Sources/App/page.html")))
        let none = Self.themec(["validate", "--no-config"], in: below, scratch: scratch)
        #expect(none.standardError.contains("no such file or directory: 'Themes'"), "\(none.standardError)")
    }
}
