import ThemecDiagnostics

/// A command line option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes (`output` for `--output`).
    var name: String
    /// The placeholder of the value (`DIR`); `nil` for a flag.
    var valueName: String?
    /// What the option does, for help.
    var help: String
    /// The values allowed, when the set is closed (`text`, `json`, `github`).
    var allowedValues: [String] = []
    /// The value used when the option is absent, for help.
    var defaultValue: String?
    /// Whether the command cannot run without it.
    var isRequired = false
    /// Whether it may be given more than once (`--mode a=dark --mode b=theme`); `values(_:)` has them all.
    var isRepeatable = false

    var isFlag: Bool { valueName == nil }

    /// `--output DIR`, `--strict`.
    var synopsis: String {
        guard let valueName else { return "--\(name)" }
        return "--\(name) \(allowedValues.isEmpty ? valueName : allowedValues.joined(separator: "|"))"
    }
}

/// A subcommand's interface: what `--help` shows and what the parser accepts.
struct CommandSpec: Sendable {
    var name: String
    /// One line, for the command list.
    var abstract: String
    /// Paragraphs after the usage line.
    var discussion: String
    /// The positional arguments' placeholder (`PATH ...`) and meaning; `nil` when none are accepted.
    var positional: (name: String, help: String, defaultValue: String?)?
    var options: [OptionSpec]
    /// What the exit statuses mean.
    var exitStatus: [(code: Int32, meaning: String)]
    var examples: [String]

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A command line that cannot be run; `message` says why. Exit status 64.
struct UsageError: Error, Equatable {
    var message: DiagnosticMessage
}

/// The arguments of one command, parsed.
struct ParsedArguments: Equatable {
    var values: [String: String] = [:]
    /// Every value of a repeatable option, in order (`values` holds the first).
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    /// `-h` or `--help` was given: show help and ignore everything else.
    var helpRequested = false

    func value(_ name: String) -> String? { values[name] }
    func values(_ name: String) -> [String] { repeated[name] ?? values[name].map { [$0] } ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// Hand-written parsing of one command's arguments.
///
/// - `--name VALUE` and `--name=VALUE`; an argument starting with `--` is never taken as a value
///   (write `--name=--odd` for that).
/// - Flags take no value; options with a value may be given once.
/// - `--` ends the options: everything after is positional.
/// - `-h`/`--help` anywhere before `--` asks for help, whatever else is there.
enum ArgumentParser {
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            parsed.helpRequested = true
            return parsed
        }

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard spec.positional != nil else {
                    throw UsageError(message: CLIMessages.unexpectedArgument(argument))
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("--") else { throw unknownOption(argument, in: spec) }

            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = spec.option(named: name) else {
                throw unknownOption(inlineValue == nil ? argument : "--" + name, in: spec)
            }

            if option.isFlag {
                guard inlineValue == nil else { throw UsageError(message: CLIMessages.flagWithValue(name)) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: CLIMessages.missingValue(option.synopsis))
            }
            guard parsed.values[name] == nil || option.isRepeatable else {
                throw UsageError(message: CLIMessages.repeatedOption(name))
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw UsageError(
                    message: CLIMessages.invalidValue(
                        value, option: name, expected: listing(option.allowedValues),
                        suggestion: Suggestions.closest(to: value, in: option.allowedValues)))
            }
            if option.isRepeatable { parsed.repeated[name, default: []].append(value) }
            parsed.values[name] = parsed.values[name] ?? value
        }

        for option in spec.options where option.isRequired && parsed.values[option.name] == nil {
            throw UsageError(message: CLIMessages.missingRequiredOption(option.synopsis))
        }
        return parsed
    }

    /// An "unknown option" error, suggesting the closest option of the command.
    static func unknownOption(_ argument: String, in spec: CommandSpec) -> UsageError {
        let bare = String(argument.drop { $0 == "-" })
        let candidates = spec.options.map(\.name) + ["help"]
        return UsageError(
            message: CLIMessages.unknownOption(argument, suggestion: Suggestions.closest(to: bare, in: candidates)))
    }

    /// `a, b or c`.
    static func listing(_ values: [String]) -> String {
        guard values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + values.last!
    }
}
