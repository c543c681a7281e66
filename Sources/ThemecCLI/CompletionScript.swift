/// Shell completion scripts for `themec`, made from the commands' `CommandSpec`s, so every command and option
/// the parser accepts is completed and none it does not.
///
/// What is completed: the command names (and `help`, `--help`, `--version`) first; then a command's options,
/// the closed values of an option (`--format text|json|github`), directories for a `DIR` value, files for
/// other values, and for the first positional argument the words a command's positional names
/// (`dtcg` of `import dtcg [TOKENS.json]`, `theme|config`), otherwise files.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(commands)
        case .zsh: zsh(commands)
        case .fish: fish(commands)
        }
    }

    /// The options of `spec` as completed: its own and `--help`.
    static func options(_ spec: CommandSpec) -> [String] {
        spec.options.map { "--" + $0.name } + ["--help"]
    }

    /// The words the first positional argument takes, from its placeholder: `dtcg` for `dtcg [PATH ...]`,
    /// `theme`, `config` for `theme|config`; empty for a placeholder in capitals (`PATH ...`: files).
    static func keywords(_ spec: CommandSpec) -> [String] {
        guard let first = spec.positional?.name.split(separator: " ").first else { return [] }
        let words = first.split(separator: "|").map(String.init)
        let isWord = { (word: String) in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
        }
        return words.allSatisfy(isWord) ? words : []
    }

    /// What an option's value is completed with.
    enum Value: Equatable {
        /// One of `allowedValues`.
        case words([String])
        /// A directory (`DIR`).
        case directory
        /// A file (`FILE`, `PATH.xcassets`, `RESOLVER.json`).
        case file
        /// Nothing to offer (`NAME`, `POINTS`).
        case none
    }

    static func value(_ option: OptionSpec) -> Value {
        guard let name = option.valueName else { return .none }
        if !option.allowedValues.isEmpty { return .words(option.allowedValues) }
        if name == "DIR" { return .directory }
        let isFile =
            name.contains("FILE") || name.contains("PATH") || name.unicodeScalars.contains { ("a"..."z").contains($0) }
        return isFile ? .file : .none
    }

    /// The first sentence of `help`, for the shells that show descriptions.
    static func summary(_ help: String) -> String {
        var text = Substring(help)
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let previous = index == text.startIndex ? nil : text[text.index(before: index)]
            if text[index] == ".", previous != ".", next == text.endIndex || text[next] == " " {
                text = text[..<index]
                break
            }
            index = next
        }
        return String(text)
    }

    private static let generalWords = ["help", "--help", "--version"]

    // MARK: - bash

    static func bash(_ commands: [CommandSpec]) -> String {
        var out = """
            # bash completion for themec, made by 'themec completion bash' from its commands.
            _themec() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                COMPREPLY=()
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(words(commands.map(\.name) + generalWords))" -- "$cur"))
                    return 0
                fi
                case "${COMP_WORDS[1]}" in

            """
        out += "        help)\n"
        out +=
            "            [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W \"\(words(commands.map(\.name)))\" -- \"$cur\"))\n"
        out += "            ;;\n"
        for spec in commands {
            out += "        \(spec.name))\n"
            out += "            case \"$prev\" in\n"
            for option in spec.options where !option.isFlag {
                let reply =
                    switch value(option) {
                    case .words(let values): "COMPREPLY=($(compgen -W \"\(words(values))\" -- \"$cur\"))"
                    case .directory: "COMPREPLY=($(compgen -d -- \"$cur\"))"
                    case .file: "COMPREPLY=($(compgen -f -- \"$cur\"))"
                    case .none: "COMPREPLY=()"
                    }
                out += "                --\(option.name)) \(reply); return 0 ;;\n"
            }
            out += "            esac\n"
            out += "            if [[ \"$cur\" == -* ]]; then\n"
            out += "                COMPREPLY=($(compgen -W \"\(words(options(spec)))\" -- \"$cur\"))\n"
            let keywords = keywords(spec)
            if !keywords.isEmpty {
                out += "            elif [ \"$COMP_CWORD\" -eq 2 ]; then\n"
                out += "                COMPREPLY=($(compgen -W \"\(words(keywords))\" -- \"$cur\"))\n"
            }
            if spec.positional != nil {
                out += "            else\n"
                out += "                COMPREPLY=($(compgen -f -- \"$cur\"))\n"
            }
            out += "            fi\n"
            out += "            ;;\n"
        }
        out += """
                esac
                return 0
            }
            complete -o filenames -F _themec themec

            """
        return out
    }

    /// Words for `compgen -W`: names and values of themec's own, which hold no shell character.
    private static func words(_ list: [String]) -> String { list.joined(separator: " ") }

    // MARK: - zsh

    static func zsh(_ commands: [CommandSpec]) -> String {
        var out = """
            #compdef themec
            # zsh completion for themec, made by 'themec completion zsh' from its commands.
            _themec() {
                local -a commands
                commands=(

            """
        for spec in commands {
            out += "        \(zshQuoted(spec.name + ":" + summary(spec.abstract)))\n"
        }
        out += "        \(zshQuoted("help:Show help for themec or for one command"))\n"
        out += """
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands 'themec command' commands
                    compadd -- --help --version
                    return
                fi
                local command=$words[2]
                shift words
                (( CURRENT-- ))
                case $command in
                    help)
                        (( CURRENT == 2 )) && _describe -t commands 'themec command' commands
                        ;;

            """
        for spec in commands {
            out += "        \(spec.name))\n"
            out += "            _arguments -s"
            for option in spec.options {
                var argument = "--\(option.name)[\(zshDescription(option.help))]"
                if let valueName = option.valueName {
                    let action =
                        switch value(option) {
                        case .words(let values): "(\(values.joined(separator: " ")))"
                        case .directory: "_directories"
                        case .file: "_files"
                        case .none: " "
                        }
                    argument += ":\(zshDescription(valueName)):\(action)"
                }
                out += " \\\n                \(zshQuoted(argument))"
            }
            out += " \\\n                \(zshQuoted("(- *)--help[Show this help]"))"
            if let positional = spec.positional {
                let keywords = keywords(spec)
                let name = zshDescription(positional.name)
                if !keywords.isEmpty {
                    out += " \\\n                \(zshQuoted("1:\(name):(\(keywords.joined(separator: " ")))"))"
                    out += " \\\n                \(zshQuoted("*:file:_files"))"
                } else {
                    out += " \\\n                \(zshQuoted("*:\(name):_files"))"
                }
            }
            out += "\n            ;;\n"
        }
        out += """
                esac
            }
            if [ "$funcstack[1]" = "_themec" ]; then
                _themec "$@"
            else
                compdef _themec themec
            fi

            """
        return out
    }

    /// Text inside the `[…]` or after the `:` of an `_arguments` spec: brackets and colons are its syntax.
    private static func zshDescription(_ text: String) -> String {
        String(
            summary(text).map { character -> Character in
                switch character {
                case "[": "("
                case "]": ")"
                case ":": ","
                default: character
                }
            })
    }

    /// `'text'` for zsh, a `'` inside spelled `'\''`.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }

    // MARK: - fish

    static func fish(_ commands: [CommandSpec]) -> String {
        var out = "# fish completion for themec, made by 'themec completion fish' from its commands.\n"
        out += "complete -c themec -f\n"
        for spec in commands {
            out +=
                "complete -c themec -n '__fish_use_subcommand' -a \(spec.name) -d \(fishQuoted(summary(spec.abstract)))\n"
        }
        out += "complete -c themec -n '__fish_use_subcommand' -a help -d 'Show help for themec or for one command'\n"
        out += "complete -c themec -n '__fish_use_subcommand' -l help -d 'Show this help'\n"
        out += "complete -c themec -n '__fish_use_subcommand' -l version -d 'Print the version'\n"
        out += "complete -c themec -n '__fish_seen_subcommand_from help; and not __fish_seen_subcommand_from "
        out +=
            "\(commands.map(\.name).joined(separator: " "))' -a \(fishQuoted(commands.map(\.name).joined(separator: " ")))\n"
        for spec in commands {
            let condition = "-n '__fish_seen_subcommand_from \(spec.name)'"
            for option in spec.options {
                var line = "complete -c themec \(condition) -l \(option.name)"
                if option.valueName != nil {
                    switch value(option) {
                    case .words(let values): line += " -x -a \(fishQuoted(values.joined(separator: " ")))"
                    case .directory: line += " -x -a '(__fish_complete_directories)'"
                    case .file: line += " -r -F"
                    case .none: line += " -x"
                    }
                }
                out += line + " -d \(fishQuoted(summary(option.help)))\n"
            }
            out += "complete -c themec \(condition) -l help -d 'Show this help'\n"
            let keywords = keywords(spec)
            if !keywords.isEmpty {
                out += "complete -c themec \(condition) -a \(fishQuoted(keywords.joined(separator: " ")))\n"
            }
            if spec.positional != nil { out += "complete -c themec \(condition) -F\n" }
        }
        return out
    }

    /// `'text'` for fish, where `\` and `'` are escaped inside single quotes.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }
}

extension String {
    /// This string with every `target` replaced (themec does not link Foundation).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
