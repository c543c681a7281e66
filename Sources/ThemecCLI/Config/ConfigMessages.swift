import ThemecCore
import ThemecDiagnostics

/// The catalogue of `themec.yml`'s own diagnostics; unknown keys and wrong types use `ThemeMessages`' messages,
/// the same as in a theme file.
enum ConfigMessages {
    private static func shown(_ value: some CustomStringConvertible) -> String { ThemeMessages.shown(value) }

    static func unreadable(_ path: String, reason: String) -> Diagnostic {
        .error("unreadable-config", "cannot read the configuration '\(shown(path))': \(reason)", at: nil)
    }

    static func notAMapping(got: String, at range: SourceRange) -> Diagnostic {
        ThemeMessages.wrongType(
            expected: "a mapping of settings such as 'themes' and 'output'", got: got, for: "a themec.yml file",
            at: range)
    }

    static func invalidTypeName(_ name: String, key: String, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-config-value",
            "'\(key)' must be a Swift type name (a letter or '_', then letters, digits or '_', not a keyword), not '\(shown(name))'",
            at: range)
    }

    static func reservedTypeName(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-config-value",
            "'typeName' cannot be '\(shown(name))': the generated code declares or uses a type of that name", at: range)
    }

    static func invalidStylePrefix(_ prefix: String, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-config-value",
            "'stylePrefix' must start with a capital letter, then letters or digits (such as 'App'), not '\(shown(prefix))'",
            at: range)
    }

    static func invalidAccess(_ value: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-config-value",
            "'access' must be 'internal' or 'public', not '\(shown(value))'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: range)
    }

    static func invalidRemBase(at range: SourceRange) -> Diagnostic {
        .error("invalid-config-value", "'import.remBase' must be a number of points greater than 0", at: range)
    }

    static func emptyPath(_ key: String, at range: SourceRange) -> Diagnostic {
        .error("invalid-config-value", "'\(key)' must not be empty", at: range)
    }

    static func missingOutput(in context: String, at range: SourceRange) -> Diagnostic {
        .error(
            "missing-key",
            "\(context) has no 'output'; add one (such as 'output: Generated') or pass --output", at: range)
    }

    static func emptyTargets(at range: SourceRange) -> Diagnostic {
        .error("invalid-config-value", "'targets' must list at least one target", at: range)
    }

    static func configExists(_ path: String) -> String {
        "'\(shown(path))' already exists; nothing was written"
    }
}
