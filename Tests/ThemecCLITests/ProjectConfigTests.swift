import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

@testable import ThemecCLI

/// Every command that reads themes reads the `themec.yml` `compile` reads: its themes, lint and strict, a
/// target's with `--target`, and `--config` / `--no-config`.
@Suite("themec.yml for every command")
struct ProjectConfigTests {
    static let theme = """
        theme: Default
        colors:
          label: "#000000"
          background: "#FFFFFF"
        """

    /// A project whose themes are in `Design/Themes` (not `Themes/`) and whose `lint:` declares a pair that fails:
    /// one warning with the file, none without it.
    static func project(strict: Bool = false, extra: String = "") throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Design/Themes/Default.yaml", theme)
        try temp.write(
            "themec.yml",
            """
            themes: Design/Themes
            output: Generated
            \(strict ? "strict: true\n" : "")lint:
              contrast:
                - { foreground: "{colors.label}", background: "#000000" }
            \(extra)
            """)
        return temp
    }

    /// Runs `themec` as `main.swift` does, with `temp`'s `themec.yml` as the one found from the current directory.
    static func run(_ arguments: [String], in temp: TemporaryDirectory) -> Run {
        let out = OutputBuffer()
        let err = OutputBuffer()
        var dependencies = Dependencies.live
        dependencies.findConfig = { temp.url("themec.yml") }
        let context = CommandContext(
            environment: [:], standardOutput: out.sink(), standardError: err.sink(), dependencies: dependencies)
        let status = ThemecCommand.run(arguments: arguments, context: context)
        return Run(status: status, standardOutput: out.text, standardError: err.text)
    }

    /// Each reading command, with the arguments it needs besides the themes.
    static func commands(_ temp: TemporaryDirectory) -> [(name: String, arguments: [String])] {
        [
            ("validate", ["validate"]),
            ("contrast", ["contrast"]),
            ("preview", ["preview", "--output", temp.url("preview.html")]),
            ("resolve", ["resolve", "--theme", "Default", "--token", "colors.label"]),
            ("export", ["export", "dtcg", "--output", temp.url("Tokens")]),
        ]
    }

    @Test("Every reading command finds the themes themec.yml names and reports its lint: warning, as compile does")
    func themesAndLint() throws {
        let temp = try Self.project()
        defer { temp.remove() }
        let compile = Self.run(["compile", "--check"], in: temp)
        #expect(compile.standardError.contains("themec.yml:5:7: warning:"), "\(compile.standardError)")
        for command in Self.commands(temp) {
            let run = Self.run(command.arguments, in: temp)
            #expect(run.status == 0, "\(command.name): \(run.standardError)")
            #expect(!run.standardError.contains("no such file"), "\(command.name): \(run.standardError)")
            if command.name == "resolve" {
                // The value, and the set's warnings as a count, not reprinted on every call.
                #expect(run.standardOutput == "#000000FF\n")
                #expect(run.standardError == "note: the themes have 1 warning; 'themec validate' lists them\n")
                continue
            }
            if command.name == "contrast" {
                // The matrix has the declared pair, failing; contrast warnings are not repeated on stderr.
                #expect(run.standardOutput.contains("lint.contrast[0]: {colors.label} on #000000"))
                #expect(run.standardOutput.contains("FAIL"))
                continue
            }
            let warning = "themec.yml:5:7: warning: "
            #expect(
                run.standardError.components(separatedBy: warning).count == 2,
                "\(command.name): \(run.standardError)")
        }
        // Without the file, the same themes have no warning.
        for command in Self.commands(temp) {
            let arguments = command.arguments.first == "export" ? ["export", "dtcg"] : [command.arguments[0]]
            let rest = command.arguments.dropFirst(arguments.count)
            let run = Self.run(arguments + [temp.url("Design/Themes"), "--no-config"] + rest, in: temp)
            #expect(run.status == 0, "\(command.name): \(run.standardError)")
            #expect(!run.standardError.contains("warning:"), "\(command.name): \(run.standardError)")
        }
    }

    @Test("strict: true fails every command the way it fails themec; --strict alone does it without the file")
    func strict() throws {
        let temp = try Self.project(strict: true)
        defer { temp.remove() }
        #expect(Self.run([], in: temp).status == 1)
        for command in Self.commands(temp) where command.name != "resolve" && command.name != "preview" {
            let run = Self.run(command.arguments, in: temp)
            #expect(run.status == 1, "\(command.name): \(run.standardError)")
        }
        let plain = Self.run(["validate", temp.url("Design/Themes"), "--no-config"], in: temp)
        #expect(plain.status == 0, "\(plain.standardError)")
        let flagged = Self.run(["validate", temp.url("Design/Themes"), "--no-config", "--strict"], in: temp)
        #expect(flagged.status == 0, "no warning without the file's lint:")
    }

    @Test("--config names the file: the same verdict as when it is found")
    func explicitConfig() throws {
        let temp = try Self.project(strict: true)
        defer { temp.remove() }
        let run = themec(["validate", "--config", temp.url("themec.yml")])
        #expect(run.status == 1)
        #expect(run.standardError.contains("warning:"), "\(run.standardError)")
        let json = themec(["validate", "--config", temp.url("themec.yml"), "--format", "json"])
        #expect(json.standardOutput.components(separatedBy: "\"severity\"").count == 2, "\(json.standardOutput)")
    }

    @Test("Targets: validate checks each; the others need --target NAME when the targets read different themes")
    func targets() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("App/Default.yaml", Self.theme)
        try temp.write("Widget/Default.yaml", Self.theme.replacingOccurrences(of: "#FFFFFF", with: "#EEEEEE"))
        try temp.write(
            "themec.yml",
            """
            targets:
              - name: App
                themes: App
                output: AppGenerated
              - name: Widget
                themes: Widget
                output: WidgetGenerated
                strict: true
                lint: { contrast: [{ foreground: "{colors.label}", background: "#000000" }] }
            """)
        let validate = Self.run(["validate"], in: temp)
        #expect(validate.status == 1, "the Widget target is strict and warns: \(validate.standardError)")
        let app = Self.run(["validate", "--target", "App"], in: temp)
        #expect(app.status == 0, "\(app.standardError)")
        #expect(app.standardOutput == "1 theme, 2 tokens, 0 styles, no problems\n")
        let resolve = Self.run(["resolve", "--theme", "Default", "--token", "colors.background"], in: temp)
        #expect(resolve.status == 64)
        #expect(
            resolve.standardError.contains("choose one with --target NAME ('App', 'Widget')"),
            "\(resolve.standardError)")
        let widget = Self.run(
            ["resolve", "--target", "Widget", "--theme", "Default", "--token", "colors.background"], in: temp)
        #expect(widget.status == 0, "\(widget.standardError)")
        #expect(widget.standardOutput == "#EEEEEEFF\n")
        let typo = Self.run(["contrast", "--target", "Widgte"], in: temp)
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("no target named 'Widgte'"))
        #expect(typo.standardError.contains("did you mean 'Widget'?"))
        let compile = Self.run(["compile", "--target", "App", "--list-outputs"], in: temp)
        #expect(compile.status == 0, "\(compile.standardError)")
        #expect(compile.standardOutput.contains("AppGenerated/Theme.swift"))
        #expect(!compile.standardOutput.contains("WidgetGenerated"))
        let none = Self.run(["validate", "--target", "App", "--no-config", temp.url("App")], in: temp)
        #expect(none.status == 64)
    }

    @Test("Two targets of the same name are an error at the second")
    func duplicateTargetNames() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("themec.yml", "targets:\n  - name: App\n    output: A\n  - name: App\n    output: B\n")
        let run = themec(["validate", "--config", temp.url("themec.yml")])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("themec.yml:4:11: error: two targets are named 'App'"), "\(run.standardError)")
    }

    @Test("Every reading command takes --config, --no-config and --target; help and completion list them")
    func options() {
        let specs = [
            ValidateCommand.spec, ContrastCommand.spec, PreviewCommand.spec, ResolveCommand.spec, ExportCommand.spec,
            CompileCommand.spec,
        ]
        for spec in specs {
            for name in ["config", "no-config", "target"] {
                #expect(spec.option(named: name) != nil, "\(spec.name) --\(name)")
                #expect(Help.command(spec).contains("--\(name)"), "\(spec.name) --\(name)")
            }
        }
        let bash = CompletionScript.bash(ThemecCommand.subcommands.map { $0.spec })
        #expect(bash.contains("--no-config"))
    }
}
