import ThemecDiagnostics

/// `themec completion bash|zsh|fish`: a completion script made from the commands' specs.
enum CompletionCommand: Subcommand {
    static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes the commands, their options, the values of options with a closed set \
            (--format text|json|github) and file names; it is made from the same descriptions as the help, \
            so it knows every command of this themec. Install it once: bash: 'themec completion bash > \
            ~/.local/share/bash-completion/completions/themec'; zsh: 'themec completion zsh > \
            ~/.zfunc/_themec' with ~/.zfunc in fpath before compinit; fish: 'themec completion fish > \
            ~/.config/fish/completions/themec.fish'.
            """,
        positional: (name: "bash|zsh|fish", help: "The shell.", defaultValue: nil),
        options: [],
        exitStatus: [
            (0, "The script was printed."),
            (64, "Bad command line: no shell, or one themec has no script for."),
        ],
        examples: ["themec completion bash > ~/.local/share/bash-completion/completions/themec"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            let message =
                arguments.positionals.isEmpty
                ? CLIMessages.missingShell : CLIMessages.unexpectedArgument(arguments.positionals[1])
            return ThemecCommand.usageError(message, hint: "themec completion --help", context: context)
        }
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            return ThemecCommand.usageError(
                CLIMessages.unknownShell(name, suggestion: Suggestions.closest(to: name, in: names)),
                hint: "themec completion --help", context: context)
        }
        context.standardOutput.write(
            CompletionScript.script(for: shell, commands: ThemecCommand.subcommands.map { $0.spec }))
        return ExitStatus.success
    }
}
