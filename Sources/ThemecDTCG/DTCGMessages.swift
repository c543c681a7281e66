import ThemecCore
public import ThemecDiagnostics
import ThemecYAML

/// The stable IDs of the diagnostics the DTCG import reports (docs/DTCG.md, "Diagnostics"). IDs it shares
/// with theme files (`unresolved-reference`, `out-of-range`, …) are the theme stage's constants.
extension DiagnosticID {
    public static let invalidJSON = DiagnosticID(rawValue: "invalid-json")
    public static let invalidTokenFile = DiagnosticID(rawValue: "invalid-token-file")
    public static let invalidExtends = DiagnosticID(rawValue: "invalid-extends")
    public static let unresolvedExtends = DiagnosticID(rawValue: "unresolved-extends")
    public static let invalidToken = DiagnosticID(rawValue: "invalid-token")
    public static let invalidType = DiagnosticID(rawValue: "invalid-type")
    public static let unknownProperty = DiagnosticID(rawValue: "unknown-property")
    public static let invalidDescription = DiagnosticID(rawValue: "invalid-description")
    public static let invalidDeprecated = DiagnosticID(rawValue: "invalid-deprecated")
    public static let invalidExtensions = DiagnosticID(rawValue: "invalid-extensions")
    public static let tokenWithChildren = DiagnosticID(rawValue: "token-with-children")
    public static let valueAndRef = DiagnosticID(rawValue: "value-and-ref")
    public static let groupRef = DiagnosticID(rawValue: "group-ref")
    public static let invalidValue = DiagnosticID(rawValue: "invalid-value")
    public static let invalidReference = DiagnosticID(rawValue: "invalid-reference")
    public static let referenceTypeMismatch = DiagnosticID(rawValue: "reference-type-mismatch")
    public static let missingType = DiagnosticID(rawValue: "missing-type")
    public static let unsupportedType = DiagnosticID(rawValue: "unsupported-type")
    public static let negativeLength = DiagnosticID(rawValue: "negative-length")
    public static let remConverted = DiagnosticID(rawValue: "rem-converted")
    public static let unknownColorSpace = DiagnosticID(rawValue: "unknown-color-space")
    public static let colorClipped = DiagnosticID(rawValue: "color-clipped")
    public static let invalidResolver = DiagnosticID(rawValue: "invalid-resolver")
    public static let resolverVersion = DiagnosticID(rawValue: "resolver-version")
    public static let duplicateName = DiagnosticID(rawValue: "duplicate-name")
    public static let noAppearanceModifier = DiagnosticID(rawValue: "no-appearance-modifier")
    public static let modifierDefault = DiagnosticID(rawValue: "modifier-default")
    public static let resolverCycle = DiagnosticID(rawValue: "resolver-cycle")
    public static let extensionsIgnored = DiagnosticID(rawValue: "extensions-ignored")
    public static let deprecatedToken = DiagnosticID(rawValue: "deprecated-token")
    public static let legacyColorString = DiagnosticID(rawValue: "legacy-color-string")
    public static let nameCollision = DiagnosticID(rawValue: "name-collision")
    public static let missingInMode = DiagnosticID(rawValue: "missing-in-mode")
    public static let modeFailed = DiagnosticID(rawValue: "mode-failed")
    public static let variesByMode = DiagnosticID(rawValue: "varies-by-mode")
    public static let modeSkipped = DiagnosticID(rawValue: "mode-skipped")
    public static let unknownMode = DiagnosticID(rawValue: "unknown-mode")
    public static let nothingImported = DiagnosticID(rawValue: "nothing-imported")
    public static let moreWarnings = DiagnosticID(rawValue: "more-warnings")
    public static let modeCombinationsLeftOut = DiagnosticID(rawValue: "mode-combinations-left-out")
    public static let themeNameTaken = DiagnosticID(rawValue: "theme-name-taken")
    public static let editedSinceExport = DiagnosticID(rawValue: "edited-since-export")
    public static let deletedSinceExport = DiagnosticID(rawValue: "deleted-since-export")
    public static let themeFormatRefused = DiagnosticID(rawValue: "theme-format-refused")
    public static let importDoesNotLoad = DiagnosticID(rawValue: "import-does-not-load")
    public static let tokensStudioSource = DiagnosticID(rawValue: "tokens-studio-source")

    /// Every ID `DTCGMessages` reports, those shared with the theme and YAML stages included.
    public static let dtcgIDs: [DiagnosticID] = [
        .pathNotFound, .unreadableFile, .fileTooLarge, .invalidUTF8, .invalidJSON, .invalidTokenFile,
        .invalidExtends, .extendsCycle, .unresolvedExtends, .invalidToken, .invalidType, .unknownProperty,
        .invalidTokenName, .invalidDescription, .invalidDeprecated, .invalidExtensions, .tokenWithChildren,
        .valueAndRef, .invalidValue, .referenceCycle, .referenceTooDeep, .invalidReference, .unresolvedReference,
        .referenceTypeMismatch, .missingType, .unsupportedType, .negativeLength, .remConverted, .unknownColorSpace,
        .outOfRange, .colorClipped, .invalidResolver, .resolverVersion, .duplicateName, .noAppearanceModifier,
        .modifierDefault, .resolverCycle, .extensionsIgnored, .deprecatedToken, .legacyColorString, .nameCollision,
        .missingInMode, .modeFailed, .variesByMode, .modeSkipped, .unknownMode, .nothingImported, .moreWarnings,
        .jsonExtensions, .legacyTokenFile, .valueModifier, .groupRef,
        .modeCombinationsLeftOut, .themeNameTaken, .editedSinceExport, .deletedSinceExport, .themeFormatRefused,
        .importDoesNotLoad, .tokensStudioSource, .duplicateKey,
    ]
}

/// The catalogue of the DTCG import's diagnostics: one static member per message.
///
/// Nearly all are warnings: what does not fit a theme is left out and said so. `name` parameters are a
/// token's place as `DTCGTokenTree.location` gives it (`'color.text'`, or `the document`).
enum DTCGMessages {
    // MARK: - Files

    static func pathNotFound(_ path: String) -> Diagnostic {
        .error(.pathNotFound, "no such file: '\(path: path)'", at: nil)
    }

    static func unreadableFile(_ path: String) -> Diagnostic {
        .error(.unreadableFile, "cannot read '\(path: path)'", at: nil)
    }

    static func fileTooLarge(_ path: String) -> Diagnostic {
        .error(.fileTooLarge, "'\(path: path)' is larger than 16 MiB", at: nil)
    }

    static func notUTF8(_ path: String) -> Diagnostic {
        .error(.invalidUTF8, "'\(path: path)' is not UTF-8 text", at: nil)
    }

    static func cannotCreateDirectory(_ directory: String, reason: String) -> DiagnosticMessage {
        "cannot create directory '\(path: directory)': \(reason)"
    }

    // MARK: - JSON

    static func invalidJSON(_ detail: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .error(.invalidJSON, "invalid JSON: \(detail)", at: range)
    }

    /// What is wrong with a JSON text, after "invalid JSON: ".
    enum JSON {
        static func unexpectedAfterDocument(_ scalar: Unicode.Scalar) -> DiagnosticMessage {
            "unexpected '\(scalar)' after the document"
        }
        static let unexpectedEnd: DiagnosticMessage = "unexpected end of input"
        static func unexpected(_ scalar: Unicode.Scalar) -> DiagnosticMessage { "unexpected '\(scalar)'" }
        static func expected(_ word: String) -> DiagnosticMessage { "expected '\(word)'" }
        static let numberNeedsDigits: DiagnosticMessage = "a number needs digits"
        static let leadingZeros: DiagnosticMessage = "numbers may not have leading zeros"
        static let digitsAfterPoint: DiagnosticMessage = "expected digits after '.'"
        static let digitsInExponent: DiagnosticMessage = "expected digits in the exponent"
        static let numberOutOfRange: DiagnosticMessage = "number out of range"
        static let unterminatedString: DiagnosticMessage = "unterminated string"
        static let unpairedSurrogate: DiagnosticMessage = "unpaired surrogate in a \\u escape"
        static func invalidEscape(_ escape: Unicode.Scalar) -> DiagnosticMessage { "invalid escape '\\\(escape)'" }
        static let controlCharacter: DiagnosticMessage = "control character in a string; escape it"
        static let expectedHexDigits: DiagnosticMessage = "expected four hex digits after \\u"
        static func nestingTooDeep(_ limit: Int) -> DiagnosticMessage { "nesting deeper than \(limit)" }
        static let expectedKey: DiagnosticMessage = "expected a key in quotes"
        static let expectedColon: DiagnosticMessage = "expected ':' after the key"
        static let unterminatedObject: DiagnosticMessage = "unterminated object"
        static let expectedCommaOrBrace: DiagnosticMessage = "expected ',' or '}'"
        static let unterminatedArray: DiagnosticMessage = "unterminated array"
        static let expectedCommaOrBracket: DiagnosticMessage = "expected ',' or ']'"
    }

    // MARK: - Token documents

    static func invalidTokenFile(kind: String, at range: SourceRange) -> Diagnostic {
        .error(.invalidTokenFile, "a DTCG token file must be a JSON object, not \(kind)", at: range)
    }

    static func extendsNotAReference(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidExtends, "$extends of \(name) must be a reference like \"{group.name}\"", at: range)
    }

    static func extendsCycle(_ name: DiagnosticMessage, through text: String, at range: SourceRange) -> Diagnostic {
        .warning(.extendsCycle, "$extends of \(name) forms a cycle through '\(text)'", at: range)
    }

    static func unresolvedExtends(_ name: DiagnosticMessage, target text: String, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unresolvedExtends, "$extends of \(name) names no group: '\(text)'", at: range)
    }

    static func extendsToken(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidExtends, "$extends of \(name) must name a group, not a token", at: range)
    }

    static func neitherTokenNorGroup(_ name: DiagnosticMessage, kind: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidToken, "\(name) is \(kind), neither a token nor a group", at: range)
    }

    static func invalidType(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidType, "$type of \(name) is not a 2025.10 token type", at: range)
    }

    static func rootNotAToken(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidToken, "$root of \(name) must be a token", at: range)
    }

    static func unknownGroupProperty(_ key: String, group name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "unknown property '\(key)' in group \(name)", at: range)
    }

    static func schemaNotAtTop(at range: SourceRange) -> Diagnostic {
        .warning(.unknownProperty, "'$schema' is only allowed at the top of a document", at: range)
    }

    static func invalidTokenName(_ key: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidTokenName,
            "'\(key)' is not a valid token or group name: names may not be empty or contain '.', '{' or '}'",
            at: range)
    }

    static func invalidDescription(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidDescription, "$description of \(name) must be a string", at: range)
    }

    static func invalidDeprecated(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidDeprecated, "$deprecated of \(name) must be true, false or a string", at: range)
    }

    static func invalidExtensions(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidExtensions, "$extensions of \(name) must be an object", at: range)
    }

    static func unknownTokenProperty(_ key: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "unknown property '\(key)' in token \(name)", at: range)
    }

    static func tokenWithChildren(_ name: DiagnosticMessage, child key: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .tokenWithChildren, "token \(name) has a $value and also a child '\(key)'; a token cannot be a group",
            at: range)
    }

    /// A `$ref` in an object that also has tokens or groups: read as a group, the `$ref` not followed.
    static func groupRef(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .groupRef, "\(name) has a $ref beside its tokens; read as a group, the $ref is not followed",
            at: range)
    }

    static func valueAndRef(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.valueAndRef, "token \(name) has both $value and $ref", at: range)
    }

    static func nullValue(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "$value of \(name) is null", at: range)
    }

    // MARK: - References

    static func referenceCycle(_ chain: [String], at range: SourceRange) -> Diagnostic {
        let steps = chain.map { "\($0)" as DiagnosticMessage }
        return .warning(.referenceCycle, "references form a cycle: \(steps.joined(separator: " → "))", at: range)
    }

    static func referenceTooDeep(at range: SourceRange) -> Diagnostic {
        .warning(.referenceTooDeep, "reference chain is too deep", at: range)
    }

    static func invalidAlias(_ text: String, in name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidReference, "'\(text)' in \(name) is not a valid reference", at: range)
    }

    static func unresolvedAlias(_ text: String, at range: SourceRange) -> Diagnostic {
        .warning(.unresolvedReference, "'\(text)' does not name a token in this document", at: range)
    }

    static func referenceTypeMismatch(_ text: String, targetType: String, ownType: String, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .referenceTypeMismatch, "'\(text)' is a \(targetType) token but the reference is in a \(ownType) token",
            at: range)
    }

    static func refNotAString(at range: SourceRange) -> Diagnostic {
        .warning(.invalidReference, "$ref must be a string", at: range)
    }

    static func notAPointer(_ text: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidReference,
            "'\(text)' is not a JSON Pointer into this document (write '#/group/token' or '#/group/token/$value')",
            at: range)
    }

    static func pointerToNoToken(_ text: String, at range: SourceRange) -> Diagnostic {
        .warning(.unresolvedReference, "'\(text)' does not point at a token", at: range)
    }

    static func pointerToTokenObject(_ text: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidReference,
            "'\(text)' points at the token object; a JSON Pointer must point at its value: '\(text)/$value'",
            at: range)
    }

    static func pointerNotToValue(_ text: String, segment: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidReference, "'\(text)' points at '\(segment)', which is not a token value", at: range)
    }

    static func pointerToNothing(_ text: String, segment: String, at range: SourceRange) -> Diagnostic {
        .warning(.unresolvedReference, "'\(text)' points at nothing: no '\(segment)'", at: range)
    }

    // MARK: - Values

    static func missingType(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.missingType, "token \(name) has no $type (neither its own nor from a group); not imported", at: range)
    }

    static func numberTokenValue(_ name: DiagnosticMessage, kind: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "number token \(name) has \(kind) as its value", at: range)
    }

    static func unsupportedType(_ type: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .unsupportedType,
            "\(type) token \(name) cannot be represented in a theme; not imported",
            at: range)
    }

    static func negativeNumber(_ name: DiagnosticMessage, value: Double, at range: SourceRange) -> Diagnostic {
        .warning(
            .negativeLength, "token \(name) is negative (\(value)); themes hold lengths of 0 or more; not imported",
            at: range)
    }

    static func invalidDimension(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "dimension token \(name) must have a value like { \"value\": 8, \"unit\": \"px\" }; not imported",
            at: range)
    }

    static func unknownDimensionProperty(_ key: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "unknown property '\(key)' in the dimension of \(name)", at: range)
    }

    static func negativeDimension(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .negativeLength, "dimension token \(name) is negative; themes hold lengths of 0 or more; not imported",
            at: range)
    }

    static func remConverted(_ name: DiagnosticMessage, base: String, at range: SourceRange) -> Diagnostic {
        .warning(.remConverted, "dimension token \(name) is in rem; converted at 1rem = \(base)pt", at: range)
    }

    static func unknownUnit(_ unit: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "dimension token \(name) has unit '\(unit)'; DTCG allows 'px' and 'rem'; not imported",
            at: range)
    }

    /// A colour string none of the forms read (`reason`: why a `color()` is refused, as the theme format says).
    static func colorString(
        _ text: String, token name: DiagnosticMessage, reason: DiagnosticMessage? = nil, at range: SourceRange
    ) -> Diagnostic {
        let why: DiagnosticMessage = reason.map { " (\($0))" } ?? ""
        return .warning(
            .invalidValue, "colour token \(name) has the string '\(text)', which is not a colour\(why); not imported",
            at: range)
    }

    /// An `oklch()` string outside Display P3, clipped into it as the theme format clips it.
    static func colorStringGamutMapped(
        _ text: String, token name: DiagnosticMessage, reason: DiagnosticMessage, at range: SourceRange
    ) -> Diagnostic {
        .warning(.colorClipped, "colour token \(name) has the string '\(text)': \(reason)", at: range)
    }

    static func colorNotAnObject(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "colour token \(name) must be an object with colorSpace and components; not imported",
            at: range)
    }

    static func unknownColorProperty(_ key: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "unknown property '\(key)' in the colour of \(name)", at: range)
    }

    static func invalidHexFallback(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "the hex fallback of \(name) must be a string like \"#rrggbb\"; ignored", at: range)
    }

    static func invalidAlpha(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "the alpha of \(name) must be a number from 0 to 1; not imported", at: range)
    }

    static func missingColorSpace(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "colour token \(name) has no colorSpace; not imported", at: range)
    }

    static func colorSpaceWithFallback(_ space: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .unknownColorSpace, "colour space '\(space)' of \(name) is not supported; used its hex fallback", at: range
        )
    }

    static func unknownColorSpace(
        _ space: String, token name: DiagnosticMessage, supported: [String], at range: SourceRange
    ) -> Diagnostic {
        let list = supported.map { "\($0)" as DiagnosticMessage }.joined(separator: ", ")
        return .warning(
            .unknownColorSpace, "colour space '\(space)' of \(name) is not supported (\(list)); not imported",
            at: range)
    }

    static func componentCount(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "colour token \(name) must have an array of 3 components; not imported", at: range)
    }

    static func componentNotANumber(_ index: Int, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.invalidValue, "component \(index) of \(name) must be a number or \"none\"; not imported", at: range)
    }

    static func componentOutOfRange(
        _ index: Int, token name: DiagnosticMessage, value: String, space: String, allowed: String,
        at range: SourceRange
    ) -> Diagnostic {
        .warning(
            .outOfRange, "component \(index) of \(name) is \(value); \(space) allows \(allowed); not imported",
            at: range)
    }

    static func colorClipped(_ name: DiagnosticMessage, space: String, components: String, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .colorClipped,
            "colour \(name) (\(space) \(components)) is outside Display P3; clipped to the nearest Display P3 channel values",
            at: range)
    }

    // MARK: - Resolver documents

    static func unknownResolverProperty(_ key: String, in what: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "unknown property '\(key)' in \(what)", at: range)
    }

    static func resolverNotAnObject(at range: SourceRange) -> Diagnostic {
        .error(.invalidResolver, "a resolver document must be a JSON object", at: range)
    }

    static func resolverVersion(at range: SourceRange) -> Diagnostic {
        .warning(.resolverVersion, "resolver version must be \"2025.10\"; read as 2025.10 anyway", at: range)
    }

    static func resolverWithoutVersion(at range: SourceRange) -> Diagnostic {
        .warning(.resolverVersion, "the resolver document has no \"version\"; read as 2025.10", at: range)
    }

    static func setWithoutSources(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "set '\(name)' has no sources array", at: range)
    }

    static func emptyResolutionOrder(at range: SourceRange) -> Diagnostic {
        .error(.invalidResolver, "the resolver document needs a non-empty resolutionOrder array", at: range)
    }

    static func duplicateName(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.duplicateName, "'\(name)' appears more than once in resolutionOrder", at: range)
    }

    static func noAppearanceModifier(at range: SourceRange) -> Diagnostic {
        .warning(
            .noAppearanceModifier,
            "no modifier has light and dark contexts; every colour gets one value for all appearances", at: range)
    }

    static func modifierDefault(_ name: String, context: String, others: [String], at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .modifierDefault,
            "modifier '\(name)' is not an appearance: its default context '\(context)' is in the base theme, and \(others.map { "'\($0)'" }.joined(separator: ", ")) each become a theme that extends it",
            at: range)
    }

    // MARK: - Modes

    static func modeSkipped(_ context: String, at range: SourceRange) -> Diagnostic {
        .warning(.modeSkipped, "context '\(context)' is not imported, as '--mode \(context)=skip' asks", at: range)
    }

    /// More combinations of several modifiers' contexts than the themes one resolver may give (`total` nil: more
    /// than can be counted).
    static func combinationsLeftOut(
        _ modifiers: [String], total: Int?, kept: Int, limit: Int, at range: SourceRange
    ) -> Diagnostic {
        let count: DiagnosticMessage = total.map { "\($0) combinations" } ?? "more combinations than can be counted"
        let left: DiagnosticMessage = total.map { "\($0 - kept)" } ?? (kept == 0 ? "all" : "all but \(kept)")
        return .warning(
            .modeCombinationsLeftOut,
            "the contexts of modifiers \(modifiers.map { "'\($0)'" }.joined(separator: ", ")) give \(count); \(left) of them are not imported, as combinations stop at \(limit) themes from one resolver; leave contexts out with '--mode CONTEXT=skip'",
            at: range)
    }

    /// A theme's name (from its contexts) that another theme of the import has, letter case aside.
    static func themeNameTaken(_ name: String, renamed: String, contexts: [String], at range: SourceRange?)
        -> Diagnostic
    {
        let of: DiagnosticMessage =
            contexts.isEmpty ? "" : " (contexts \(contexts.map { "'\($0)'" }.joined(separator: " and ")))"
        return .warning(
            .themeNameTaken,
            "theme name '\(name)'\(of) is taken by another theme of the import; it is written as '\(renamed)'",
            at: range)
    }

    static func unknownMode(_ name: String, known: [String], at range: SourceRange) -> Diagnostic {
        .warning(
            .unknownMode,
            "'--mode \(name)=…' names no context of the resolver; its contexts are \(known.map { "'\($0)'" }.joined(separator: ", "))",
            at: range)
    }

    static func missingInMode(_ name: DiagnosticMessage, mode: String, present: String, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .missingInMode,
            "\(name) is not imported: mode '\(mode)' has no such token (mode '\(present)' has it)", at: range)
    }

    static func modeFailed(
        _ name: DiagnosticMessage, mode: String, reason: DiagnosticMessage, present: String, at range: SourceRange
    ) -> Diagnostic {
        .warning(
            .modeFailed,
            "\(name) is not imported: its value in mode '\(mode)' cannot be used (\(reason)); mode '\(present)' has one",
            at: range)
    }

    static func variesByMode(_ name: DiagnosticMessage, modes: [String], at range: SourceRange) -> Diagnostic {
        .warning(
            .variesByMode,
            "\(name) is not imported: its value differs between modes \(modes.map { "'\($0)'" }.joined(separator: ", ")) and a theme holds one value of this type",
            at: range)
    }

    static func nothingImported(skipped: Int, at range: SourceRange?) -> Diagnostic {
        .error(
            .nothingImported,
            "nothing to import: no token could be imported (\(skipped) left out; the warnings above say why)",
            at: range)
    }

    static func moreWarnings(_ id: DiagnosticID, count: Int, at range: SourceRange?) -> Diagnostic {
        .warning(
            .moreWarnings, "\(count) more '\(id.rawValue)' warnings like the ones above (--verbose lists each)",
            at: range)
    }

    static func modifierWithoutContexts(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "modifier '\(name)' has no contexts object", at: range)
    }

    static func modifierWithOneContext(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "modifier '\(name)' needs at least two contexts", at: range)
    }

    static func contextNotAnArray(_ context: String, modifier name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "context '\(context)' of modifier '\(name)' must be an array", at: range)
    }

    static func contextReference(_ ref: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "a modifier's context may not refer to '\(ref)'", at: range)
    }

    static func unknownDefault(_ text: String, modifier name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "default '\(text)' of modifier '\(name)' is not one of its contexts", at: range)
    }

    static func invalidOrderReference(at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "resolutionOrder entries refer to '#/sets/NAME' or '#/modifiers/NAME'", at: range)
    }

    static func inlineEntryWithoutName(at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "an inline set or modifier in resolutionOrder needs a name", at: range)
    }

    static func inlineEntryWithoutType(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "inline entry '\(name)' needs \"type\": \"set\" or \"modifier\"", at: range)
    }

    static func refNotAString(in owner: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "$ref in \(owner) must be a string", at: range)
    }

    static func sourceReference(_ text: String, in owner: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidResolver, "\(owner) may only refer to sets ('#/sets/NAME'), not '\(text)'", at: range)
    }

    static func resolverCycle(through name: String, at range: SourceRange) -> Diagnostic {
        .warning(.resolverCycle, "sets refer to each other in a cycle through '\(name)'", at: range)
    }

    /// `set 'base'`, `modifier 'mode'`: where a resolver's source is, in messages.
    static func set(_ name: String) -> DiagnosticMessage { "set '\(name)'" }
    static func modifier(_ name: String) -> DiagnosticMessage { "modifier '\(name)'" }
    static let resolverDocument: DiagnosticMessage = "the resolver document"

    // MARK: - The theme

    static func extensionsIgnored(_ key: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.extensionsIgnored, "$extensions '\(key)' of \(name) has no place in a theme; ignored", at: range)
    }

    static func deprecatedToken(_ name: DiagnosticMessage, explanation: String, at range: SourceRange) -> Diagnostic {
        let because: DiagnosticMessage = explanation.isEmpty ? "" : ": \(explanation)"
        return .warning(.deprecatedToken, "token \(name) is deprecated\(because); imported with a comment", at: range)
    }

    static func legacyColorStrings(count: Int, wideGamut: Int, at range: SourceRange) -> Diagnostic {
        let kept: DiagnosticMessage =
            wideGamut == 0
            ? "imported as hex"
            : wideGamut == count
                ? "imported as the Display P3 colours they name"
                : "imported as hex, and the \(wideGamut) beyond sRGB as the Display P3 colours they name"
        return .warning(
            .legacyColorString,
            "\(count) colour token(s) are strings like \"#0078d4\", the form before DTCG 2025.10 (which writes { colorSpace, components }); \(kept)",
            at: range)
    }

    static func notASwiftName(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidTokenName, "\(name) cannot become a Swift name; not imported", at: range)
    }

    static func nameCollision(
        _ name: DiagnosticMessage, other: String, group: String, identifier: String, at range: SourceRange,
        otherAt otherRange: SourceRange
    ) -> Diagnostic {
        .warning(
            .nameCollision,
            "\(name) and '\(other)' both become \(group).\(identifier), letter case aside; only the first is imported",
            at: range, notes: [Note("'\(other)' is here", at: otherRange)])
    }

    static func editedSinceExport(_ type: String, _ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .editedSinceExport,
            "\(type) token \(name) was edited since themec exported it: imported from its value, not from its declaration in the file's 'dev.themec' entry (a named curve, a spring, a colour per appearance)",
            at: range)
    }

    static func deletedSinceExport(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .deletedSinceExport,
            "\(name) is declared in the file's 'dev.themec' entry but its token was deleted since the export; not imported",
            at: range)
    }

    static func paletteCollision(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.nameCollision, "palette entry \(name) would be both a colour and a group; not imported", at: range)
    }

    static func refusedByThemeFormat(_ name: DiagnosticMessage, reason: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .themeFormatRefused, "\(name) is not imported: the theme file would not read it back (\(reason))",
            at: range)
    }

    static func themeDoesNotLoad(_ reason: DiagnosticMessage, at range: SourceRange?) -> Diagnostic {
        .error(
            .importDoesNotLoad,
            "the imported themes would not load (\(reason)); nothing written: this is a bug in themec, please report it",
            at: range)
    }

    static func declarationRefused(_ path: String, reason: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .themeFormatRefused,
            "'\(path)' of the 'dev.themec' entry is not imported: the theme file would not read it back (\(reason))",
            at: range)
    }

    static func tooManyShadowLayers(token name: DiagnosticMessage, count: Int, limit: Int, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .invalidValue,
            "shadow token \(name) has \(count) layers and a theme shadow holds at most \(limit); not imported",
            at: range)
    }

    // MARK: - Tokens Studio folders

    static func tokensStudioNoSetOrder(at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidTokenFile, "$metadata.json has no 'tokenSetOrder' list; the sets are read in name order",
            at: range)
    }

    static func tokensStudioThemesNotAList(at range: SourceRange) -> Diagnostic {
        .warning(.invalidTokenFile, "$themes.json must be a list of themes; its themes are not read", at: range)
    }

    static func tokensStudioSetMissing(_ set: String, file: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidTokenFile, "set '\(set)' of 'tokenSetOrder' has no file '\(path: file)' in the folder; left out",
            at: range)
    }

    static func tokensStudioSetNotListed(_ set: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidTokenFile,
            "set '\(set)' is not in $metadata.json's 'tokenSetOrder'; read after the listed sets", at: range)
    }

    static func tokensStudioSourceSet(_ set: String, theme: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .tokensStudioSource,
            "set '\(set)' is a source of theme '\(theme)': its tokens are used for references and not imported (turn it to 'enabled' to import them)",
            at: range)
    }

    // MARK: - Asset catalogs

    static func notAnAssetCatalog(_ path: String) -> Diagnostic {
        .error(.pathNotFound, "'\(path: path)' is not a folder (an asset catalog is the '.xcassets' folder)", at: nil)
    }

    static func catalogTooLarge(_ path: String, limit: Int) -> Diagnostic {
        .error(
            .fileTooLarge, "asset catalog '\(path: path)' holds more than \(limit) entries; nothing imported", at: nil)
    }

    static func catalogNameNotSwift(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidTokenName, "colour set '\(name)' cannot become a Swift name; not imported", at: range)
    }

    static func catalogNameCollision(
        _ name: String, other: String, identifier: String, at range: SourceRange, otherAt otherRange: SourceRange
    ) -> Diagnostic {
        .warning(
            .nameCollision,
            "colour sets '\(name)' and '\(other)' both become colors.\(identifier), letter case aside; only the first is imported",
            at: range, notes: [Note("'\(other)' is here", at: otherRange)])
    }

    static func colorSetWithoutColors(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "colour set '\(name)' has no 'colors' entries; not imported", at: range)
    }

    static func colorSetWithoutAny(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "colour set '\(name)' has no Any or Light entry for the light appearance; not imported",
            at: range)
    }

    static func colorSetIdiom(_ name: String, idiom: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "colour set '\(name)' has no universal entries; its '\(idiom)' entries are imported, the other devices' left out",
            at: range)
    }

    static func colorSetDeviceEntriesLeftOut(_ name: String, idiom: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "colour set '\(name)': entries for one device ('\(idiom)') are left out; a theme colour is the same on every device",
            at: range)
    }

    static func colorSetGamutLeftOut(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "colour set '\(name)': the sRGB-gamut entries are left out for the Display P3 ones, which the theme keeps in Display P3 (the system shows them on sRGB displays)",
            at: range)
    }

    static func colorSetAppearance(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "colour set '\(name)' has an appearance other than luminosity light/dark and contrast high; not imported",
            at: range)
    }

    static func colorSetEntryWithoutColor(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "colour set '\(name)' has an entry without a colour; not imported", at: range)
    }

    static func colorSetReference(_ name: String, reference: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "colour set '\(name)' refers to '\(reference)', which is not a system colour themec knows; not imported",
            at: range)
    }

    static func colorSetComponents(_ name: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .outOfRange,
            "colour set '\(name)' has components that are missing, not numbers, or outside 0–1 (0–255 as integers); not imported",
            at: range)
    }

    static func colorSetSpace(_ name: String, space: String, at range: SourceRange) -> Diagnostic {
        .warning(.unknownColorSpace, "colour set '\(name)' is in colour space '\(space)'; not imported", at: range)
    }

    static func colorSetOutsideP3(_ name: String, space: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .colorClipped,
            "colour set '\(name)' (\(space)) is outside Display P3, the widest gamut a theme holds; not imported",
            at: range)
    }

    static func extendsTooLarge(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .unresolvedExtends,
            "$extends of \(name) is not followed: the document's $extends would copy more than four times its own groups and tokens",
            at: range)
    }

    static func duplicateKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        .warning(
            .duplicateKey, "key '\(key)' appears twice in one object; the last one is read", at: range,
            notes: [Note("the first '\(key)' is here", at: first)])
    }

    static func sourceOutsideFolders(_ ref: String, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidResolver,
            "source '\(path: ref)' is not read: a resolver's sources must be regular files inside its own folder or the folders of the paths given to the command",
            at: range)
    }
}
