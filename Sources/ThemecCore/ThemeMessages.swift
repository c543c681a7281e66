public import ThemecDiagnostics

/// The stable IDs of the diagnostics the theme stage reports (docs/ThemeFormat.md, "Diagnostics").
extension DiagnosticID {
    public static let pathNotFound = DiagnosticID(rawValue: "path-not-found")
    public static let noThemeFiles = DiagnosticID(rawValue: "no-theme-files")
    public static let unreadableFile = DiagnosticID(rawValue: "unreadable-file")
    public static let emptyFile = DiagnosticID(rawValue: "empty-file")
    public static let notARegularFile = DiagnosticID(rawValue: "not-a-regular-file")
    public static let linkOutsidePaths = DiagnosticID(rawValue: "link-outside-paths")
    public static let brokenLink = DiagnosticID(rawValue: "broken-link")
    public static let invalidFileName = DiagnosticID(rawValue: "invalid-file-name")
    public static let unknownKey = DiagnosticID(rawValue: "unknown-key")
    public static let missingKey = DiagnosticID(rawValue: "missing-key")
    public static let wrongType = DiagnosticID(rawValue: "wrong-type")
    public static let missingValue = DiagnosticID(rawValue: "missing-value")
    public static let unknownValue = DiagnosticID(rawValue: "unknown-value")
    public static let invalidTokenName = DiagnosticID(rawValue: "invalid-token-name")
    public static let invalidThemeName = DiagnosticID(rawValue: "invalid-theme-name")
    public static let malformedColor = DiagnosticID(rawValue: "malformed-color")
    public static let malformedReference = DiagnosticID(rawValue: "malformed-reference")
    public static let colorGamutMapped = DiagnosticID(rawValue: "color-gamut-mapped")
    public static let unquotedHexColor = DiagnosticID(rawValue: "unquoted-hex-color")
    public static let missingAppearance = DiagnosticID(rawValue: "missing-appearance")
    public static let incompleteState = DiagnosticID(rawValue: "incomplete-state")
    public static let outOfRange = DiagnosticID(rawValue: "out-of-range")
    public static let unresolvedReference = DiagnosticID(rawValue: "unresolved-reference")
    public static let wrongReferenceKind = DiagnosticID(rawValue: "wrong-reference-kind")
    public static let referenceCycle = DiagnosticID(rawValue: "reference-cycle")
    public static let referenceTooDeep = DiagnosticID(rawValue: "reference-too-deep")
    public static let duplicateTheme = DiagnosticID(rawValue: "duplicate-theme")
    public static let unknownExtends = DiagnosticID(rawValue: "unknown-extends")
    public static let extendsCycle = DiagnosticID(rawValue: "extends-cycle")
    public static let missingTokens = DiagnosticID(rawValue: "missing-tokens")
    public static let identifierCollision = DiagnosticID(rawValue: "identifier-collision")
    public static let reservedName = DiagnosticID(rawValue: "reserved-name")
    public static let invisibleCharacter = DiagnosticID(rawValue: "invisible-character")
    public static let indistinctDisabledState = DiagnosticID(rawValue: "indistinct-disabled-state")
    public static let invalidIdentifier = DiagnosticID(rawValue: "invalid-identifier")
    public static let contrast = DiagnosticID(rawValue: "contrast")

    /// Every ID `ThemeMessages` reports.
    public static let themeIDs: [DiagnosticID] = [
        .pathNotFound, .noThemeFiles, .unreadableFile, .emptyFile, .notARegularFile, .linkOutsidePaths, .brokenLink,
        .invalidFileName, .unknownKey, .missingKey, .wrongType, .ambiguousNumber,
        .missingValue, .unknownValue, .invalidTokenName, .invalidThemeName, .malformedColor, .malformedReference,
        .unquotedHexColor, .missingAppearance, .incompleteState, .outOfRange, .unresolvedReference,
        .wrongReferenceKind, .referenceCycle, .referenceTooDeep, .duplicateTheme, .unknownExtends, .extendsCycle,
        .missingTokens, .identifierCollision, .reservedName, .invisibleCharacter, .invalidIdentifier, .contrast,
        .indistinctDisabledState, .colorGamutMapped,
    ]
}

/// The catalogue of the theme stage's diagnostics: one static member per message.
///
/// Messages are lower case, put names in single quotes, and say what to do where that is not obvious.
/// IDs are stable: scripts match on them. Every interpolated value is escaped by `DiagnosticMessage`.
public enum ThemeMessages {
    private static func didYouMean(_ suggestion: DiagnosticMessage?) -> DiagnosticMessage {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func didYouMean(_ suggestion: String?) -> DiagnosticMessage {
        didYouMean(suggestion.map { "\($0)" as DiagnosticMessage })
    }

    // MARK: - Files

    public static func pathNotFound(_ path: String) -> Diagnostic {
        .error(.pathNotFound, "no such file or directory: '\(path: path)'", at: nil)
    }

    public static func noThemeFiles(_ paths: [String]) -> Diagnostic {
        .error(
            .noThemeFiles,
            "no theme files (*.yaml, *.yml) found in \(paths.map { "'\(path: $0)'" as DiagnosticMessage }.joined(separator: ", "))",
            at: nil)
    }

    public static func unreadableFile(_ path: String, reason: String) -> Diagnostic {
        .error(.unreadableFile, "cannot read '\(path: path)': \(reason)", at: .startOfFile(path))
    }

    /// A pipe, socket or device in a searched folder, under a theme file's name: never opened.
    public static func notARegularFile(_ path: String, kind: String) -> Diagnostic {
        .warning(
            .notARegularFile, "'\(path: path)' is \(kind), not a regular file; skipped", at: .startOfFile(path))
    }

    /// A pipe, socket or device named on the command line.
    public static func notARegularFileGiven(_ path: String, kind: String) -> Diagnostic {
        .error(
            .notARegularFile, "cannot read '\(path: path)': it is \(kind), not a regular file",
            at: .startOfFile(path))
    }

    /// A symbolic link in a searched folder to a folder or theme file outside the given paths. The message
    /// names the link only: where it leads is not printed.
    public static func linkOutsidePaths(_ path: String) -> Diagnostic {
        .warning(
            .linkOutsidePaths,
            "symbolic link '\(path: path)' leads outside the given paths; skipped (pass --follow-links to read it)",
            at: .startOfFile(path))
    }

    public static func brokenLink(_ path: String) -> Diagnostic {
        .warning(.brokenLink, "symbolic link '\(path: path)' leads to nothing; skipped", at: .startOfFile(path))
    }

    /// A theme file or folder whose name is not UTF-8; `path` shows the bytes escaped (`\x{FF}`).
    public static func invalidFileName(_ path: String) -> Diagnostic {
        .error(
            .invalidFileName, "the name of '\(path: path)' is not valid UTF-8; rename it to read it",
            at: .startOfFile(path))
    }

    public static func emptyFile(_ path: String) -> Diagnostic {
        .error(.emptyFile, "the theme file is empty; it needs at least 'theme: NAME'", at: .startOfFile(path))
    }

    /// Writing an output file failed (`FileSystem.writeAtomically`).
    package static func cannotWrite(_ path: String, reason: String) -> DiagnosticMessage {
        "cannot write '\(path: path)': \(reason)"
    }

    /// An exclusive write found the file already there.
    package static func alreadyExists(_ path: String) -> DiagnosticMessage {
        "'\(path: path)' already exists; not overwritten"
    }

    // MARK: - Structure

    public static func unknownKey(_ key: String, in context: String, suggestion: String?, at range: SourceRange)
        -> Diagnostic
    {
        .error(.unknownKey, "unknown key '\(key)' in \(context)\(didYouMean(suggestion))", at: range)
    }

    public static func missingKey(_ key: String, in context: String, at range: SourceRange) -> Diagnostic {
        .error(.missingKey, "\(context) is missing the required key '\(key)'", at: range)
    }

    public static func wrongType(expected: String, got: String, for context: String, at range: SourceRange)
        -> Diagnostic
    {
        .error(.wrongType, "\(context) must be \(expected), not \(got)", at: range)
    }

    public static func quotedNumber(_ text: String, for context: String, at range: SourceRange) -> Diagnostic {
        .error(.wrongType, "\(context) must be a number, not the string '\(text)'; remove the quotes", at: range)
    }

    public static func invalidTokenName(_ name: String, reason: String, at range: SourceRange) -> Diagnostic {
        .error(.invalidTokenName, "invalid token name '\(name)': \(reason)", at: range)
    }

    public static func invalidThemeName(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidThemeName,
            "invalid theme name '\(name)': a theme name starts with a letter and holds only letters, digits, '-' and '_'",
            at: range)
    }

    /// A word from a fixed set that is not one of them: `unknown weight 'heavvy'; did you mean 'heavy'? (one of …)`.
    public static func unknownValue(_ text: String, what: String, allowed: [String], at range: SourceRange)
        -> Diagnostic
    {
        let all = allowed.map { "\($0)" as DiagnosticMessage }.joined(separator: ", ")
        return .error(
            .unknownValue,
            "unknown \(what) '\(text)'\(didYouMean(Suggestions.closest(to: text, in: allowed))) (one of \(all))",
            at: range)
    }

    /// `duration:` on a spring animation, whose response sets its pace.
    public static func durationWithSpring(at range: SourceRange) -> Diagnostic {
        .error(
            .unknownKey,
            "unknown key 'duration' in a spring animation: a spring's 'response' sets its pace; remove 'duration'",
            at: range)
    }

    public static func incompleteState(_ name: String, missing: String, at range: SourceRange) -> Diagnostic {
        .error(
            .incompleteState,
            "'\(name)' gives only part of a border, but the style has no border to take '\(missing)' from; give '\(missing)' here, or a 'border' in the style",
            at: range)
    }

    // MARK: - Values

    public static func malformedColor(_ text: String, reason: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .error(.malformedColor, "malformed colour '\(text)': \(reason)", at: range)
    }

    /// A colour whose channel or alpha is out of range: `colour 'rgb(0, 0, 300)': channel 300 is above 255`.
    public static func colorOutOfRange(_ text: String, reason: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .error(.outOfRange, "colour '\(text)': \(reason)", at: range)
    }

    /// `color()` naming a space other than `display-p3` or `srgb`, with a did-you-mean in `reason`.
    public static func unknownColorSpace(_ text: String, reason: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .error(.unknownValue, "colour '\(text)': \(reason)", at: range)
    }

    /// An `oklch()` colour outside Display P3, clipped into it.
    public static func colorGamutMapped(_ text: String, reason: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.colorGamutMapped, "colour '\(text)': \(reason)", at: range)
    }

    public static func malformedReference(_ text: String, reason: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .error(.malformedReference, "malformed reference '\(text)': \(reason)", at: range)
    }

    public static func unquotedHexColor(_ hex: String, key: String, at range: SourceRange) -> Diagnostic {
        .error(
            .unquotedHexColor,
            "'\(key)' has no value: YAML reads the unquoted '\(hex)' as a comment; write it in quotes: \"\(hex)\"",
            at: range, fixIts: [FixIt(replacing: range, with: "\"\(hex)\"")])
    }

    public static func emptyValue(for context: String, at range: SourceRange) -> Diagnostic {
        .error(.missingValue, "\(context) has no value", at: range)
    }

    public static func missingAppearance(_ missing: String, present: String, at range: SourceRange) -> Diagnostic {
        .error(
            .missingAppearance,
            "a colour with '\(present)' also needs '\(missing)'; give both, or a single value for every appearance",
            at: range)
    }

    public static func outOfRange(_ what: String, value: String, allowed: String, at range: SourceRange)
        -> Diagnostic
    {
        .error(.outOfRange, "\(what) \(value) is out of range; it must be \(allowed)", at: range)
    }

    public static func invalidNumber(_ text: String, for context: String, at range: SourceRange) -> Diagnostic {
        .error(.wrongType, "\(context) must be a number such as 8 or 0.5, not '\(text)'", at: range)
    }

    /// The note on a YAML syntax error where an unquoted `#` starts a comment.
    public static let commentNote: DiagnosticMessage =
        "YAML reads everything from '#' to the end of the line as a comment; write colours in quotes, as in \"#007AFF\""

    // MARK: - References

    public static func unresolvedReference(
        _ reference: TokenReference, theme: String, suggestion: String?, at range: SourceRange
    ) -> Diagnostic {
        .error(
            .unresolvedReference,
            "reference '{\(reference)}' does not name a token in theme '\(theme)'\(didYouMean(suggestion.map { "{\($0)}" as DiagnosticMessage }))",
            at: range)
    }

    public static func unknownReferenceGroup(_ reference: TokenReference, suggestion: String?, at range: SourceRange)
        -> Diagnostic
    {
        .error(
            .unresolvedReference,
            "reference '{\(reference)}' starts with unknown group '\(reference.group)'\(didYouMean(suggestion))",
            at: range)
    }

    public static func unknownSystemColor(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error(
            .unresolvedReference,
            "'\(name)' is not a known system colour\(didYouMean(suggestion.map { "system.\($0)" as DiagnosticMessage }))",
            at: range)
    }

    public static func wrongReferenceKind(
        _ reference: TokenReference, expected: String, actual: String, at range: SourceRange
    ) -> Diagnostic {
        .error(
            .wrongReferenceKind,
            "reference '{\(reference)}' points at \(actual), but \(expected) is expected here", at: range)
    }

    public static func referenceCycle(_ steps: [(name: String, range: SourceRange)]) -> Diagnostic {
        let names = (steps.map(\.name) + [steps[0].name]).map { "\($0)" as DiagnosticMessage }
        return .error(
            .referenceCycle, "reference cycle: \(names.joined(separator: " → "))", at: steps[0].range,
            notes: steps.dropFirst().map { Note("'\($0.name)' refers onwards here", at: $0.range) })
    }

    public static func referenceTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            .referenceTooDeep,
            "references are nested more than \(limit) deep here, counting from the end of the chain; shorten the chain",
            at: range)
    }

    // MARK: - Theme set

    public static func duplicateTheme(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        .error(
            .duplicateTheme, "a theme named '\(name)' already exists in this theme set", at: range,
            notes: [Note("'\(name)' was first declared here", at: first)])
    }

    public static func unknownExtends(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        .error(.unknownExtends, "'extends' names unknown theme '\(name)'\(didYouMean(suggestion))", at: range)
    }

    public static func extendsCycle(_ steps: [(name: String, range: SourceRange)]) -> Diagnostic {
        let names = (steps.map(\.name) + [steps[0].name]).map { "\($0)" as DiagnosticMessage }
        return .error(
            .extendsCycle, "themes extend each other in a cycle: \(names.joined(separator: " → "))",
            at: steps[0].range,
            notes: steps.dropFirst().map { Note("'\($0.name)' extends onwards here", at: $0.range) })
    }

    /// How many of the names a theme lacks `missingTokens` lists; it counts the rest.
    public static let missingTokensListed = 10

    /// `names` is the first few (at most `missingTokensListed`) of the `count` names the theme lacks.
    public static func missingTokens(
        theme: String, group: String, names: [String], count: Int, at range: SourceRange,
        example: (theme: String, range: SourceRange)
    ) -> Diagnostic {
        let listed = names.prefix(missingTokensListed)
        let list = listed.map { "'\(group).\($0)'" as DiagnosticMessage }.joined(separator: ", ")
        let more: DiagnosticMessage = count > listed.count ? " and \(count - listed.count) more" : ""
        return .error(
            .missingTokens,
            "theme '\(theme)' lacks \(list)\(more), which other themes define; every theme needs the same tokens",
            at: range,
            notes: [
                Note("'\(group).\(names[0])' is defined in theme '\(example.theme)' here", at: example.range)
            ])
    }

    public static func identifierCollision(
        _ name: String, other: String, identifier: String, at range: SourceRange, first: SourceRange
    ) -> Diagnostic {
        .error(
            .identifierCollision,
            "'\(name)' and '\(other)' would both become the Swift name '\(identifier)'; rename one",
            at: range,
            notes: [Note("'\(other)' is declared here", at: first)])
    }

    public static func reservedThemeName(_ name: String, identifier: String, at range: SourceRange) -> Diagnostic {
        .error(
            .reservedName,
            "theme name '\(name)' would become 'Theme.\(identifier)', which the generated code already uses; choose another name",
            at: range)
    }

    public static func reservedStyleName(_ name: String, identifier: String, at range: SourceRange) -> Diagnostic {
        .error(
            .reservedName,
            "button style '\(name)' would clash with SwiftUI's own '.\(identifier)' style; choose another name",
            at: range)
    }

    public static func invisibleCharacter(
        _ name: String, what: String, character: Unicode.Scalar, at range: SourceRange
    ) -> Diagnostic {
        let hex = String(character.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let described = character.properties.name.map { " (\($0))" } ?? ""
        return .error(
            .invisibleCharacter,
            "\(what) '\(name)' contains the invisible character \(code)\(described); a name may hold only characters that show, so that names that look alike are alike",
            at: range)
    }

    public static func caseCollision(
        _ name: String, identifier: String, other: String, otherIdentifier: String, at range: SourceRange,
        first: SourceRange
    ) -> Diagnostic {
        .error(
            .identifierCollision,
            "'\(name)' and '\(other)' would become the Swift names '\(identifier)' and '\(otherIdentifier)', which differ only in letter case; rename one",
            at: range,
            notes: [Note("'\(other)' is declared here", at: first)])
    }

    public static func typeNameCollision(
        _ name: String, typeName: String, other: String, at range: SourceRange, first: SourceRange
    ) -> Diagnostic {
        .error(
            .identifierCollision,
            "'\(name)' would become the Swift type '\(typeName)', as '\(other)' does (letter case aside); rename one",
            at: range,
            notes: [Note("'\(other)' is declared here", at: first)])
    }

    public static func reservedTypeName(_ name: String, what: String, typeName: String, at range: SourceRange)
        -> Diagnostic
    {
        .error(
            .reservedName,
            "\(what) '\(name)' would become the Swift type '\(typeName)', which the generated code already declares; choose another name",
            at: range)
    }

    public static func swiftUITypeName(_ name: String, what: String, typeName: String, at range: SourceRange)
        -> Diagnostic
    {
        .error(
            .reservedName,
            "\(what) '\(name)' would become the Swift type '\(typeName)', which would hide SwiftUI's own '\(typeName)' in your module; choose another name",
            at: range)
    }

    /// `button style 'option' looks the same disabled as enabled in theme 'Default'; …`.
    public static func indistinctDisabledState(
        style: String, role: ButtonRoleKind?, themes: [String], at range: SourceRange?
    ) -> Diagnostic {
        let names = themes.map { "'\($0)'" as DiagnosticMessage }
        let list =
            names.count < 2
            ? names.joined(separator: "") : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let buttons = role.map { " for role '\($0)'" } ?? ""
        return .warning(
            .indistinctDisabledState,
            "button style '\(style)' looks the same disabled as enabled\(buttons) in \(themes.count == 1 ? "theme" : "themes") \(list); "
                + "give it a 'disabled' state, for example 'disabled: { opacity: 0.4 }'",
            at: range)
    }

    public static func invalidIdentifier(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            .invalidIdentifier, "'\(name)' cannot become a Swift name; use letters, digits, '-' or '_'", at: range)
    }
}
