import Testing

@testable import ThemecCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "demo", abstract: "A demo.", discussion: "",
        positional: (name: "PATH ...", help: "Paths.", defaultValue: nil),
        options: [
            OptionSpec(name: "output", valueName: "DIR", help: "Where.", isRequired: false),
            OptionSpec(name: "format", valueName: "FORMAT", help: "How.", allowedValues: ["text", "json", "github"]),
            OptionSpec(name: "strict", valueName: nil, help: "Stricter."),
            OptionSpec(name: "check", valueName: nil, help: "Check."),
        ],
        exitStatus: [], examples: [])

    static let accepted: [([String], ParsedArguments)] = [
        ([], ParsedArguments()),
        (["a", "b"], ParsedArguments(positionals: ["a", "b"])),
        (["--output", "Gen"], ParsedArguments(values: ["output": "Gen"])),
        (["--output=Gen"], ParsedArguments(values: ["output": "Gen"])),
        (["--output="], ParsedArguments(values: ["output": ""])),
        (["--output=a=b"], ParsedArguments(values: ["output": "a=b"])),
        (["--output", "-odd"], ParsedArguments(values: ["output": "-odd"])),
        (["--output=--odd"], ParsedArguments(values: ["output": "--odd"])),
        (["x", "--strict", "y", "--check"], ParsedArguments(flags: ["strict", "check"], positionals: ["x", "y"])),
        (["--strict", "--strict"], ParsedArguments(flags: ["strict"])),
        (["--format", "json", "t"], ParsedArguments(values: ["format": "json"], positionals: ["t"])),
        (["--", "--strict", "-h"], ParsedArguments(positionals: ["--strict", "-h"])),
        (["-"], ParsedArguments(positionals: ["-"])),
        (["--help"], ParsedArguments(helpRequested: true)),
        (["--bogus", "-h"], ParsedArguments(helpRequested: true)),
        (["a", "--output", "x", "--help"], ParsedArguments(helpRequested: true)),
    ]

    @Test(arguments: accepted)
    func accepts(arguments: [String], expected: ParsedArguments) throws {
        #expect(try ArgumentParser.parse(arguments, for: Self.spec) == expected)
    }

    static let refused: [([String], String)] = [
        (["--outptu", "x"], "unknown option '--outptu'; did you mean '--output'?"),
        (["--outptu=x"], "unknown option '--outptu'; did you mean '--output'?"),
        (["-output", "x"], "unknown option '-output'; did you mean '--output'?"),
        (["--zzzzzz"], "unknown option '--zzzzzz'"),
        (["-x"], "unknown option '-x'"),
        (["--output"], "missing value for option '--output DIR'"),
        (["--output", "--strict"], "missing value for option '--output DIR'"),
        (["--output", "a", "--output", "b"], "option '--output' given more than once"),
        (["--output=a", "--output=a"], "option '--output' given more than once"),
        (["--strict=yes"], "option '--strict' does not take a value"),
        (
            ["--format", "jsn"],
            "invalid value 'jsn' for option '--format'; expected text, json or github (did you mean 'json'?)"
        ),
        (["--format=xml"], "invalid value 'xml' for option '--format'; expected text, json or github"),
    ]

    @Test(arguments: refused)
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments, for: Self.spec) }
        do {
            _ = try ArgumentParser.parse(arguments, for: Self.spec)
        } catch {
            #expect(error.message.text == message)
        }
    }

    @Test func requiredOptionsAndPositionalsAreEnforced() {
        var spec = Self.spec
        spec.options[0].isRequired = true
        #expect(throws: UsageError(message: "missing required option '--output DIR'")) {
            try ArgumentParser.parse(["a"], for: spec)
        }
        spec.positional = nil
        #expect(throws: UsageError(message: "unexpected argument 'a'")) {
            try ArgumentParser.parse(["--output", "x", "a"], for: spec)
        }
    }
}
