import Testing
import ThemecCore

@testable import ThemecCLI

@Suite("Command line")
struct CommandLineTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func generalHelp(arguments: [String]) {
        let run = themec(arguments)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains("USAGE: themec <command>"))
        for command in ["validate", "resolve", "compile", "help"] {
            #expect(run.standardOutput.contains("\n  \(command)"))
        }
        #expect(run.standardOutput.contains("--version"))
    }

    @Test(arguments: ["validate", "resolve", "compile"])
    func commandHelpShowsUsageOptionsDefaultsAndAnExample(command: String) {
        let viaFlag = themec([command, "--help"])
        let viaHelp = themec(["help", command])
        #expect(viaFlag.status == 0 && viaHelp.status == 0)
        #expect(viaFlag.standardOutput == viaHelp.standardOutput)
        let help = viaFlag.standardOutput
        #expect(help.contains("USAGE: themec \(command) [PATH ...]"))
        #expect(help.contains("OPTIONS:"))
        #expect(help.contains("EXAMPLE"))
        #expect(help.contains("\n  themec \(command) "))
        #expect(help.contains("(default: Themes)"))
        let spec = ThemecCommand.subcommands.first { $0.spec.name == command }!.spec
        for option in spec.options {
            #expect(help.contains(option.synopsis))
            if let value = option.defaultValue { #expect(help.contains("(default: \(value))")) }
        }
    }

    @Test func compileHelpDocumentsItsOptions() {
        let help = themec(["compile", "-h"]).standardOutput
        #expect(help.contains("--output DIR"))
        #expect(help.contains("--access internal|public"))
        #expect(help.contains("(default: internal)"))
        #expect(help.contains("--format text|json|github"))
        #expect(help.contains("(default: text)"))
        #expect(help.contains("--check"))
        #expect(help.contains("--strict"))
    }

    @Test func version() {
        let run = themec(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == ThemecVersion.current + "\n")
        #expect(ThemecVersion.current == "0.1.0")
    }

    static let usageErrors: [([String], String, String)] = [
        (["compil"], "error: unknown command 'compil'; did you mean 'compile'?", "themec --help"),
        (["frobnicate"], "error: unknown command 'frobnicate'", "themec --help"),
        (["--verison"], "error: unknown option '--verison'; did you mean '--version'?", "themec --help"),
        (["help", "valdate"], "error: unknown command 'valdate'; did you mean 'validate'?", "themec --help"),
        (["help", "compile", "x"], "error: unexpected argument 'x'", "themec --help"),
        (
            ["validate", "--strcit"], "error: unknown option '--strcit'; did you mean '--strict'?",
            "themec validate --help"
        ),
        (
            ["validate", "--format"], "error: missing value for option '--format text|json|github'",
            "themec validate --help"
        ),
        (
            ["validate", "--format", "yaml"],
            "error: invalid value 'yaml' for option '--format'; expected text, json or github",
            "themec validate --help"
        ),
        (["compile", "Themes"], "error: missing required option '--output DIR'", "themec compile --help"),
        (
            ["compile", "--output", "A", "--output=B"], "error: option '--output' given more than once",
            "themec compile --help"
        ),
        (["compile", "--output", "A", "--access", "open"], "error: invalid value 'open'", "themec compile --help"),
        (
            ["resolve", "--token", "colors.accent"], "error: missing required option '--theme NAME'",
            "themec resolve --help"
        ),
        (
            ["resolve", "--theme", "Default"], "error: missing required option '--token GROUP.NAME'",
            "themec resolve --help"
        ),
        (
            ["resolve", "--theme", "D", "--token", "t", "--appearance", "dim"], "error: invalid value 'dim'",
            "themec resolve --help"
        ),
    ]

    @Test(arguments: usageErrors)
    func badCommandLinesExit64WithAHint(arguments: [String], message: String, hint: String) {
        let run = themec(arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix(message))
        #expect(run.standardError.hasSuffix("\nRun '\(hint)'.\n"))
    }

    @Test func helpWinsOverOtherArguments() {
        let run = themec(["compile", "--bogus", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("OVERVIEW:"))
    }

    @Test func helpTextFitsInAHundredColumns() {
        for arguments in [["--help"], ["help", "validate"], ["help", "resolve"], ["help", "compile"]] {
            for line in themec(arguments).standardOutput.split(separator: "\n") where !line.contains("USAGE:") {
                #expect(line.count <= 100, "\(line)")
            }
        }
    }
}
