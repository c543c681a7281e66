import Foundation
import Testing
import ThemecTestSupport

@testable import ThemecCLI

/// `themec completion`: scripts made from the command specs, so they name every command and option; each
/// one valid for its shell, and the bash one completing as a user would see it.
@Suite struct CompletionTests {
    static let specs = ThemecCommand.subcommands.map { $0.spec }

    static func script(_ shell: String) -> String {
        let run = themec(["completion", shell])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        return run.standardOutput
    }

    /// The part of a bash or zsh script that completes `command`: from its `case` label to its `;;`.
    static func section(_ script: String, command: String) -> Substring? {
        guard let start = script.range(of: "\n        \(command))\n"),
            let end = script.range(of: "\n            ;;\n", range: start.upperBound..<script.endIndex)
        else { return nil }
        return script[start.upperBound..<end.lowerBound]
    }

    @Test("Every script names every command, and in each command's part every option of that command")
    func everyCommandAndOption() throws {
        #expect(Self.specs.map(\.name).contains("schema") && Self.specs.map(\.name).contains("completion"))
        for shell in ["bash", "zsh"] {
            let script = Self.script(shell)
            for spec in Self.specs {
                let section = try #require(Self.section(script, command: spec.name), "\(shell): no \(spec.name)")
                for option in spec.options {
                    #expect(section.contains("--\(option.name)"), "\(shell) \(spec.name): no --\(option.name)")
                    for value in option.allowedValues { #expect(section.contains(value)) }
                }
                #expect(section.contains("--help"))
            }
        }
        let fish = Self.script("fish")
        for spec in Self.specs {
            #expect(fish.contains("-n '__fish_use_subcommand' -a \(spec.name) -d "), "fish: no \(spec.name)")
            let lines = fish.split(separator: "\n").filter { $0.contains("'__fish_seen_subcommand_from \(spec.name)'") }
            for option in spec.options + [OptionSpec(name: "help", valueName: nil, help: "")] {
                #expect(lines.contains { $0.contains(" -l \(option.name) ") }, "fish \(spec.name): no --\(option.name)")
            }
        }
    }

    /// Runs `program` with `arguments` and the script in `file`; its exit status and what it printed.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func checkSyntax(_ shell: String, program: String) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("themec.\(shell)", Self.script(shell))
        let result = try Self.run(program, ["-n", temp.url("themec.\(shell)")])
        #expect(result.status == 0, "\(shell) -n: \(result.output)")
    }

    @Test("The bash script is valid bash, and completes commands, options and their values")
    func bash() throws {
        try Self.checkSyntax("bash", program: "/bin/bash")
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("themec.bash", Self.script("bash"))
        /// What bash offers after the words typed so far (the last one being completed).
        func offers(_ words: [String]) throws -> [String] {
            let array = (["themec"] + words).map { "'\($0)'" }.joined(separator: " ")
            let program = """
                complete() { :; }
                source \(temp.url("themec.bash"))
                COMP_WORDS=(\(array)); COMP_CWORD=\(words.count); _themec; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try Self.run("/bin/bash", ["-c", program])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map(String.init)
        }
        #expect(try offers(["sch"]) == ["schema"])
        #expect(try offers(["co"]) == ["compile", "contrast", "config", "completion"])
        #expect(try offers(["validate", "--q"]) == ["--quiet"])
        #expect(try offers(["compile", "--format", ""]) == ["text", "json", "github"])
        #expect(try offers(["completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try offers(["import", "d"]) == ["dtcg"])
        #expect(try offers(["help", "exp"]) == ["export"])
    }

    @Test("The zsh script is valid zsh", .needs(.zsh))
    func zsh() throws {
        try OptionalTests.require(.zsh)
        try Self.checkSyntax("zsh", program: try #require(OptionalTests.executable(.zsh)))
    }

    @Test("The fish script is valid fish", .needs(.fish))
    func fish() throws {
        try OptionalTests.require(.fish)
        try Self.checkSyntax("fish", program: try #require(OptionalTests.executable(.fish)))
    }

    @Test(
        "No shell, or one themec has no script for, is a usage error",
        arguments: [
            ([], "error: missing shell; expected 'bash', 'zsh' or 'fish'\n"),
            (["bsh"], "error: unknown shell 'bsh'; expected 'bash', 'zsh' or 'fish'; did you mean 'bash'?\n"),
            (["bash", "zsh"], "error: unexpected argument 'zsh'\n"),
        ])
    func wrongShell(_ arguments: [String], _ message: String) {
        let run = themec(["completion"] + arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == message + "Run 'themec completion --help'.\n")
    }
}
