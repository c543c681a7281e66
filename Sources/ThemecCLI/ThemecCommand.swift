import ThemecCore
import ThemecDiagnostics
import ThemecEmit

/// Exit statuses of `themec`.
public enum ExitStatus {
    /// Success; for `validate`, no errors.
    public static let success: Int32 = 0
    /// The input has errors, a lookup failed, output could not be written or is out of date.
    public static let failure: Int32 = 1
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
}

/// The library parts the commands use; tests replace them to drive commands without files.
struct Dependencies: Sendable {
    var loadThemeSet: @Sendable (_ paths: ThemePaths) -> ThemeSetLoadResult
    var emitSwift: @Sendable (ResolvedThemeSet, EmitOptions) -> [GeneratedFile]
    var writer: OutputWriter
    /// Finds and reads the theme files under the paths for `compile`; `nil` when that reports anything.
    var readThemeFiles: @Sendable (_ paths: ThemePaths) -> CompileInputs? = {
        CompileInputs.read($0.paths, followingLinks: $0.followsLinks)
    }
    /// The hash of the running executable for `compile`'s fingerprint; `nil` (no fast path) when unreadable.
    var executableDigest: @Sendable () -> String? = { ExecutableDigest.current }
    /// Loads the set from files already read (`compile`, after `readThemeFiles`).
    var loadThemeFiles:
        @Sendable (_ files: [(path: String, bytes: [UInt8])], _ baseLint: LintDeclaration?) -> ThemeSetLoadResult = {
            ThemeSetLoader.load(files: $0, baseLint: $1)
        }

    /// The `themec.yml` that applies when none is given: found from the current directory up.
    var findConfig: @Sendable () -> String? = { ConfigDiscovery.find() }

    static let live = Dependencies(
        loadThemeSet: { ThemeSetLoader.load(paths: $0.paths, followingLinks: $0.followsLinks) },
        emitSwift: { SwiftEmitter.emit($0, options: $1) },
        writer: OutputWriter()
    )
}

/// What a running command talks to.
struct CommandContext: Sendable {
    var environment: [String: String]
    var standardOutput: TextSink
    var standardError: TextSink
    var dependencies: Dependencies

    /// Whether diagnostics on standard error get ANSI colours.
    var colorsStandardError: Bool {
        ColorChoice.useColor(isTerminal: standardError.isTerminal, environment: environment)
    }

    /// `error: message` on standard error.
    func error(_ message: DiagnosticMessage) {
        standardError.write("error: \(message.text)\n")
    }

    /// `warning: message` on standard error.
    func warning(_ message: DiagnosticMessage) {
        standardError.write("warning: \(message.text)\n")
    }

    /// A line of `message` on `sink`.
    func write(_ message: DiagnosticMessage, to sink: TextSink) {
        sink.write(message.text + "\n")
    }
}

/// One `themec` subcommand.
protocol Subcommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32
}

/// The `themec` command line: parses arguments, runs a command, returns the exit status.
public enum ThemecCommand {
    static var subcommands: [any Subcommand.Type] {
        [
            ValidateCommand.self, ResolveCommand.self, CompileCommand.self, ContrastCommand.self, PreviewCommand.self,
            ImportCommand.self, ExportCommand.self, InitCommand.self, ConfigCommand.self,
            SchemaCommand.self, CompletionCommand.self, WatchCommand.self, PackCommand.self,
        ]
    }

    /// Runs `themec` with `arguments` (without the program name). Output goes only to the two sinks.
    public static func run(
        arguments: [String],
        environment: [String: String],
        standardOutput: TextSink,
        standardError: TextSink
    ) -> Int32 {
        run(
            arguments: arguments,
            context: CommandContext(
                environment: environment, standardOutput: standardOutput, standardError: standardError,
                dependencies: .live))
    }

    static func run(arguments: [String], context: CommandContext) -> Int32 {
        let specs = subcommands.map { $0.spec }
        guard let first = arguments.first else {
            // `themec` alone: the configuration's compiles, or the help when there is no configuration.
            if context.dependencies.findConfig() != nil {
                return CompileCommand.run(ParsedArguments(), context: context)
            }
            context.standardOutput.write(Help.general(commands: specs))
            return ExitStatus.success
        }
        switch first {
        case "--help", "-h":
            context.standardOutput.write(Help.general(commands: specs))
            return ExitStatus.success
        case "--version":
            context.standardOutput.write(ThemecVersion.current + "\n")
            return ExitStatus.success
        case "help":
            let rest = arguments.dropFirst()
            guard let name = rest.first else {
                context.standardOutput.write(Help.general(commands: specs))
                return ExitStatus.success
            }
            guard rest.count == 1 else {
                return usageError(
                    CLIMessages.unexpectedArgument(rest[rest.startIndex + 1]), hint: "themec --help", context: context)
            }
            guard let command = subcommand(named: name) else {
                return usageError(unknownCommandMessage(name, specs), hint: "themec --help", context: context)
            }
            context.standardOutput.write(Help.command(command.spec))
            return ExitStatus.success
        default:
            break
        }
        if first.hasPrefix("-") {
            let guess = Suggestions.closest(to: String(first.drop { $0 == "-" }), in: ["help", "version"])
            return usageError(
                CLIMessages.unknownOption(first, suggestion: guess), hint: "themec --help", context: context)
        }
        guard let command = subcommand(named: first) else {
            return usageError(unknownCommandMessage(first, specs), hint: "themec --help", context: context)
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
        } catch {
            return usageError(error.message, hint: "themec \(command.spec.name) --help", context: context)
        }
        if parsed.helpRequested {
            context.standardOutput.write(Help.command(command.spec))
            return ExitStatus.success
        }
        return command.run(parsed, context: context)
    }

    private static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.spec.name == name }
    }

    private static func unknownCommandMessage(_ name: String, _ specs: [CommandSpec]) -> DiagnosticMessage {
        CLIMessages.unknownCommand(name, suggestion: Suggestions.closest(to: name, in: specs.map(\.name) + ["help"]))
    }

    /// Reports a bad command line: the message, then where to read about the right one. Exit 64.
    static func usageError(_ message: DiagnosticMessage, hint: String, context: CommandContext) -> Int32 {
        context.error(message)
        context.write(CLIMessages.runHint(hint), to: context.standardError)
        return ExitStatus.usage
    }
}
