import ThemecCore

/// The text of `themec --help` and `themec <command> --help`.
enum Help {
    /// Column where descriptions start.
    private static let indent = 26
    /// Lines are wrapped to this width.
    private static let width = 100

    static func general(commands: [CommandSpec]) -> String {
        var out = "themec \(ThemecVersion.current): compiles YAML theme files into Swift.\n\n"
        out += "USAGE: themec <command> [arguments] [options]\n"
        out += "       themec   (alone: runs the compiles of the themec.yml in this folder or a parent)\n\n"
        out += "COMMANDS:\n"
        for command in commands { out += row(command.name, command.abstract) }
        out += row("help [COMMAND]", "Show help for themec or for one command.")
        out += "\nOPTIONS:\n"
        out += row("-h, --help", "Show this help.")
        out += row("--version", "Print the version (\(ThemecVersion.current)) and exit.")
        out += "\nRun 'themec help <command>' or 'themec <command> --help' for a command's options.\n"
        return out
    }

    static func command(_ spec: CommandSpec) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\n"
        out += "USAGE: \(usage(spec))\n\n"
        if !spec.discussion.isEmpty { out += wrap(spec.discussion, width: width).joined(separator: "\n") + "\n\n" }
        if let positional = spec.positional {
            out += "ARGUMENTS:\n"
            out += row(positional.name, positional.help + defaultSuffix(positional.defaultValue))
            out += "\n"
        }
        out += "OPTIONS:\n"
        for option in spec.options {
            var help = option.help
            if option.isRequired { help += " (required)" }
            out += row(option.synopsis, help + defaultSuffix(option.defaultValue))
        }
        out += row("-h, --help", "Show this help.")
        out += "\nEXIT STATUS:\n"
        for (code, meaning) in spec.exitStatus { out += row(String(code), meaning) }
        out += "\n" + (spec.examples.count == 1 ? "EXAMPLE:\n" : "EXAMPLES:\n")
        for example in spec.examples { out += "  \(example)\n" }
        return out
    }

    /// `themec compile [PATH ...] --output DIR [--check] …`.
    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["themec", spec.name]
        if let positional = spec.positional { parts.append("[\(positional.name)]") }
        for option in spec.options { parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]") }
        return parts.joined(separator: " ")
    }

    private static func defaultSuffix(_ value: String?) -> String {
        value.map { " (default: \($0))" } ?? ""
    }

    /// `  name                    text`, the text on the next line when the name is too long, wrapped.
    private static func row(_ name: String, _ text: String) -> String {
        let head = "  " + name
        let margin = String(repeating: " ", count: indent)
        let lines = wrap(text, width: width - indent)
        var out: String
        if head.count < indent - 1 {
            out = head + String(repeating: " ", count: indent - head.count) + (lines.first ?? "") + "\n"
        } else {
            out = head + "\n" + margin + (lines.first ?? "") + "\n"
        }
        for line in lines.dropFirst() { out += margin + line + "\n" }
        return out
    }

    /// The words of `text` in lines of at most `width` characters (longer words stay whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
