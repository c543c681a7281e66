public import ThemecDiagnostics

/// The catalogue of the theme stage's diagnostics: one static member per message.
///
/// Messages are lower case, put names in single quotes, and say what to do where that is not obvious.
/// IDs are stable: scripts match on them.
public enum ThemeMessages {
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\(shown($0))'?" } ?? ""
    }

    /// Text from a theme file as a message quotes it: at most 200 characters (then `…`), with control
    /// characters spelled out (`\u{00}`, `\u{1B}`), so a hostile value can neither flood the output nor
    /// send escape sequences to the terminal.
    package static func shown(_ value: some CustomStringConvertible) -> String {
        var out = ""
        var count = 0
        for scalar in value.description.unicodeScalars {
            if count == 200 {
                out += "…"
                break
            }
            count += 1
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - Files

    public static func pathNotFound(_ path: String) -> Diagnostic {
        .error("path-not-found", "no such file or directory: '\(shown(path))'", at: nil)
    }

    public static func noThemeFiles(_ paths: [String]) -> Diagnostic {
        .error(
            "no-theme-files",
            "no theme files (*.yaml, *.yml) found in \(paths.map { "'\(shown($0))'" }.joined(separator: ", "))", at: nil
        )
    }

    public static func unreadableFile(_ path: String, reason: String) -> Diagnostic {
        .error("unreadable-file", "cannot read '\(shown(path))': \(reason)", at: .startOfFile(path))
    }

    /// A pipe, socket or device in a searched folder, under a theme file's name: never opened.
    public static func notARegularFile(_ path: String, kind: String) -> Diagnostic {
        .warning(
            "not-a-regular-file", "'\(shown(path))' is \(kind), not a regular file; skipped", at: .startOfFile(path))
    }

    /// A pipe, socket or device named on the command line.
    public static func notARegularFileGiven(_ path: String, kind: String) -> Diagnostic {
        .error(
            "not-a-regular-file", "cannot read '\(shown(path))': it is \(kind), not a regular file",
            at: .startOfFile(path))
    }

    /// A symbolic link in a searched folder to a folder or theme file outside the given paths. The message
    /// names the link only: where it leads is not printed.
    public static func linkOutsidePaths(_ path: String) -> Diagnostic {
        .warning(
            "link-outside-paths",
            "symbolic link '\(shown(path))' leads outside the given paths; skipped (pass --follow-links to read it)",
            at: .startOfFile(path))
    }

    public static func brokenLink(_ path: String) -> Diagnostic {
        .warning("broken-link", "symbolic link '\(shown(path))' leads to nothing; skipped", at: .startOfFile(path))
    }

    /// A theme file or folder whose name is not UTF-8; `path` shows the bytes escaped (`\x{FF}`).
    public static func invalidFileName(_ path: String) -> Diagnostic {
        .error(
            "invalid-file-name", "the name of '\(shown(path))' is not valid UTF-8; rename it to read it",
            at: .startOfFile(path))
    }

    public static func emptyFile(_ path: String) -> Diagnostic {
        .error("empty-file", "the theme file is empty; it needs at least 'theme: NAME'", at: .startOfFile(path))
    }

    // MARK: - Structure

    public static func unknownKey(_ key: String, in context: String, suggestion: String?, at range: SourceRange)
        -> Diagnostic
    {
        .error("unknown-key", "unknown key '\(shown(key))' in \(context)\(didYouMean(suggestion))", at: range)
    }

    public static func missingKey(_ key: String, in context: String, at range: SourceRange) -> Diagnostic {
        .error("missing-key", "\(context) is missing the required key '\(shown(key))'", at: range)
    }

    public static func wrongType(expected: String, got: String, for context: String, at range: SourceRange)
        -> Diagnostic
    {
        .error("wrong-type", "\(context) must be \(expected), not \(got)", at: range)
    }

    public static func quotedNumber(_ text: String, for context: String, at range: SourceRange) -> Diagnostic {
        .error(
            "wrong-type", "\(context) must be a number, not the string '\(shown(text))'; remove the quotes", at: range)
    }

    public static func invalidTokenName(_ name: String, reason: String, at range: SourceRange) -> Diagnostic {
        .error("invalid-token-name", "invalid token name '\(shown(name))': \(reason)", at: range)
    }

    public static func invalidThemeName(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-theme-name",
            "invalid theme name '\(shown(name))': a theme name starts with a letter and holds only letters, digits, '-' and '_'",
            at: range)
    }

    // MARK: - Values

    public static func malformedColor(_ text: String, reason: String, at range: SourceRange) -> Diagnostic {
        .error("malformed-color", "malformed colour '\(shown(text))': \(reason)", at: range)
    }

    public static func unquotedHexColor(_ hex: String, key: String, at range: SourceRange) -> Diagnostic {
        .error(
            "unquoted-hex-color",
            "'\(shown(key))' has no value: YAML reads the unquoted '\(shown(hex))' as a comment; write it in quotes: \"\(shown(hex))\"",
            at: range, fixIts: [FixIt(replacing: range, with: "\"\(hex)\"")])
    }

    public static func emptyValue(for context: String, at range: SourceRange) -> Diagnostic {
        .error("missing-value", "\(context) has no value", at: range)
    }

    public static func missingAppearance(_ missing: String, present: String, at range: SourceRange) -> Diagnostic {
        .error(
            "missing-appearance",
            "a colour with '\(shown(present))' also needs '\(shown(missing))'; give both, or a single value for every appearance",
            at: range)
    }

    public static func outOfRange(_ what: String, value: String, allowed: String, at range: SourceRange)
        -> Diagnostic
    {
        .error("out-of-range", "\(what) \(value) is out of range; it must be \(allowed)", at: range)
    }

    public static func invalidNumber(_ text: String, for context: String, at range: SourceRange) -> Diagnostic {
        .error("wrong-type", "\(context) must be a number such as 8 or 0.5, not '\(shown(text))'", at: range)
    }

    // MARK: - References

    public static func unresolvedReference(
        _ reference: TokenReference, theme: String, suggestion: String?, at range: SourceRange
    ) -> Diagnostic {
        .error(
            "unresolved-reference",
            "reference '{\(shown(reference))}' does not name a token in theme '\(shown(theme))'\(didYouMean(suggestion.map { "{\(shown($0))}" }))",
            at: range)
    }

    public static func unknownReferenceGroup(_ reference: TokenReference, suggestion: String?, at range: SourceRange)
        -> Diagnostic
    {
        .error(
            "unresolved-reference",
            "reference '{\(shown(reference))}' starts with unknown group '\(shown(reference.group))'\(didYouMean(suggestion))",
            at: range)
    }

    public static func unknownSystemColor(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error(
            "unresolved-reference",
            "'\(shown(name))' is not a known system colour\(didYouMean(suggestion.map { "system.\(shown($0))" }))",
            at: range)
    }

    public static func wrongReferenceKind(
        _ reference: TokenReference, expected: String, actual: String, at range: SourceRange
    ) -> Diagnostic {
        .error(
            "wrong-reference-kind",
            "reference '{\(shown(reference))}' points at \(actual), but \(expected) is expected here", at: range)
    }

    public static func referenceCycle(_ steps: [(name: String, range: SourceRange)]) -> Diagnostic {
        let names = steps.map(\.name) + [steps[0].name]
        return .error(
            "reference-cycle", "reference cycle: \(names.joined(separator: " → "))", at: steps[0].range,
            notes: steps.dropFirst().map { Note("'\(shown($0.name))' refers onwards here", at: $0.range) })
    }

    // MARK: - Theme set

    public static func duplicateTheme(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        .error(
            "duplicate-theme", "a theme named '\(shown(name))' already exists in this theme set", at: range,
            notes: [Note("'\(shown(name))' was first declared here", at: first)])
    }

    public static func unknownExtends(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error("unknown-extends", "'extends' names unknown theme '\(shown(name))'\(didYouMean(suggestion))", at: range)
    }

    public static func extendsCycle(_ steps: [(name: String, range: SourceRange)]) -> Diagnostic {
        let names = steps.map(\.name) + [steps[0].name]
        return .error(
            "extends-cycle", "themes extend each other in a cycle: \(names.joined(separator: " → "))",
            at: steps[0].range,
            notes: steps.dropFirst().map { Note("'\(shown($0.name))' extends onwards here", at: $0.range) })
    }

    public static func missingTokens(
        theme: String, group: String, names: [String], at range: SourceRange,
        example: (theme: String, range: SourceRange)
    ) -> Diagnostic {
        let list = names.prefix(10).map { "'\(shown(group)).\(shown($0))'" }.joined(separator: ", ")
        let more = names.count > 10 ? " and \(names.count - 10) more" : ""
        return .error(
            "missing-tokens",
            "theme '\(shown(theme))' lacks \(list)\(more), which other themes define; every theme needs the same tokens",
            at: range,
            notes: [
                Note(
                    "'\(shown(group)).\(shown(names[0]))' is defined in theme '\(shown(example.theme))' here",
                    at: example.range)
            ])
    }

    public static func identifierCollision(
        _ name: String, other: String, identifier: String, at range: SourceRange, first: SourceRange
    ) -> Diagnostic {
        .error(
            "identifier-collision",
            "'\(shown(name))' and '\(shown(other))' would both become the Swift name '\(shown(identifier))'; rename one",
            at: range,
            notes: [Note("'\(shown(other))' is declared here", at: first)])
    }

    public static func reservedThemeName(_ name: String, identifier: String, at range: SourceRange) -> Diagnostic {
        .error(
            "reserved-name",
            "theme name '\(name)' would become 'Theme.\(identifier)', which the generated code already uses; choose another name",
            at: range)
    }

    public static func reservedStyleName(_ name: String, identifier: String, at range: SourceRange) -> Diagnostic {
        .error(
            "reserved-name",
            "button style '\(name)' would clash with SwiftUI's own '.\(identifier)' style; choose another name",
            at: range)
    }

    public static func invalidIdentifier(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            "invalid-identifier", "'\(shown(name))' cannot become a Swift name; use letters, digits, '-' or '_'",
            at: range)
    }
}
