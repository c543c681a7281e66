import ThemecCore
import ThemecDiagnostics

/// The catalogue of `themec.yml`'s own diagnostics; unknown keys and wrong types use `ThemeMessages`' messages,
/// the same as in a theme file.
extension DiagnosticID {
    /// A `themec.yml` that cannot be read.
    public static let unreadableConfig = DiagnosticID(rawValue: "unreadable-config")
    /// A value in `themec.yml` of the wrong kind or out of range.
    public static let invalidConfigValue = DiagnosticID(rawValue: "invalid-config-value")

    /// Every ID `ConfigMessages` reports besides the theme stage's (`unknown-key`, `wrong-type`, `missing-key`),
    /// and those of `compile --check` (`CheckMessages`).
    public static let configIDs: [DiagnosticID] = [
        .unreadableConfig, .invalidConfigValue, .missingOutputFile, .staleOutputFile, .extraOutputFile,
    ]
}

enum ConfigMessages {
    static func unreadable(_ path: String, reason: String) -> Diagnostic {
        .error(.unreadableConfig, "cannot read the configuration '\(path: path)': \(reason)", at: nil)
    }

    static func notAMapping(got: String, at range: SourceRange) -> Diagnostic {
        ThemeMessages.wrongType(
            expected: "a mapping of settings such as 'themes' and 'output'", got: got, for: "a themec.yml file",
            at: range)
    }

    static func invalidTypeName(_ name: String, key: String, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidConfigValue,
            "'\(key)' must be a Swift type name (a letter or '_', then letters, digits or '_', not a keyword), not '\(name)'",
            at: range)
    }

    static func reservedTypeName(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidConfigValue,
            "'typeName' cannot be '\(name)': the generated code declares or uses a type of that name", at: range)
    }

    static func invalidStylePrefix(_ prefix: String, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidConfigValue,
            "'stylePrefix' must start with a capital letter, then letters or digits (such as 'App'), not '\(prefix)'",
            at: range)
    }

    static func invalidAccess(_ value: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidConfigValue,
            "'access' must be 'internal' or 'public', not '\(value)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: range)
    }

    static func invalidRemBase(at range: SourceRange) -> Diagnostic {
        .error(.invalidConfigValue, "'import.remBase' must be a number of points greater than 0", at: range)
    }

    static func emptyPath(_ key: String, at range: SourceRange) -> Diagnostic {
        .error(.invalidConfigValue, "'\(key)' must not be empty", at: range)
    }

    static func missingOutput(in context: String, at range: SourceRange) -> Diagnostic {
        .error(
            .missingKey,
            "\(context) has no 'output'; add one (such as 'output: Generated') or pass --output", at: range)
    }

    static func invalidTargetName(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(.invalidConfigValue, "a target's 'name' must be a word without spaces, not '\(name)'", at: range)
    }

    static func duplicateTargetName(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        .error(
            .invalidConfigValue, "two targets are named '\(name)'; --target NAME must choose one", at: range,
            notes: [Note("the first is here", at: first)])
    }

    static func emptyTargets(at range: SourceRange) -> Diagnostic {
        .error(.invalidConfigValue, "'targets' must list at least one target", at: range)
    }

    static func configExists(_ path: String) -> DiagnosticMessage {
        "'\(path: path)' already exists; nothing was written"
    }
}
