import ThemecCore
import ThemecDiagnostics

extension DiagnosticID {
    public static let jsonExtensions = DiagnosticID(rawValue: "json5-syntax")
    public static let legacyTokenFile = DiagnosticID(rawValue: "legacy-token-file")
    public static let valueModifier = DiagnosticID(rawValue: "value-modifier")

}

/// The messages of the value forms, token types and file dialects.
extension DTCGMessages {
    // MARK: - File dialects

    static func jsonExtensions(at range: SourceRange) -> Diagnostic {
        .warning(
            .jsonExtensions,
            "this file is not strict JSON (comments, trailing commas, unquoted keys or single quotes); read as JSON5",
            at: range)
    }

    static func legacyTokenFile(count: Int, at range: SourceRange) -> Diagnostic {
        .warning(
            .legacyTokenFile,
            "\(count) token(s) written with 'value'/'type' (Style Dictionary 3, Tokens Studio), read as '$value'/'$type'; rename the keys to write DTCG 2025.10",
            at: range)
    }

    static func tokensStudioThemes(count: Int, at range: SourceRange) -> Diagnostic {
        .warning(
            .legacyTokenFile,
            "a Tokens Studio export: its \(count) theme(s) in '$themes' are read as the contexts of one modifier",
            at: range)
    }

    static func tokensStudioType(_ type: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .unsupportedType, "Tokens Studio type '\(type)' of \(name) has no DTCG equivalent; not imported",
            at: range)
    }

    // MARK: - Value modifiers

    static func modifierApplied(_ kind: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.valueModifier, "token \(name): Tokens Studio's '\(kind)' modifier applied", at: range)
    }

    static func primerAdjustmentApplied(_ kind: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .valueModifier,
            "token \(name): Primer's '\(kind)' applied as its build applies it; the colour differs from its reference's",
            at: range)
    }

    static func modifierRefused(_ what: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .valueModifier,
            "token \(name) is changed by \(what), whose result themec cannot compute; not imported", at: range)
    }

    // MARK: - Values

    static func emRefused(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "dimension token \(name) is in em, relative to a font size a theme does not know; not imported",
            at: range)
    }

    static func invalidDimensionString(_ text: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .invalidValue, "dimension token \(name) is '\(text)', not a number with a unit like '4px'; not imported",
            at: range)
    }

    static func missingPart(_ part: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "token \(name) lacks '\(part)'; not imported", at: range)
    }

    /// A part the DTCG format requires but whose absence has one meaning (CSS's default): read as that.
    static func requiredPartDefaulted(
        _ part: String, as value: String, token name: DiagnosticMessage, at range: SourceRange
    )
        -> Diagnostic
    {
        .warning(.invalidValue, "token \(name) lacks '\(part)', which DTCG requires; read as \(value)", at: range)
    }

    static func typographyPartsMissing(_ parts: [String], token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        let list = parts.map { "'\($0)'" }.joined(separator: ", ")
        return .warning(
            .invalidValue, "typography token \(name) lacks \(list); imported with the font's own", at: range)
    }

    static func invalidComposite(_ type: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "\(type) token \(name) is not a valid \(type) value; not imported", at: range)
    }

    static func unknownCompositeProperty(_ key: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(.unknownProperty, "'\(key)' of \(name) has no place in a theme's typography; ignored", at: range)
    }

    static func invalidFontFamily(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(.invalidValue, "fontFamily token \(name) must be a name or a list of names; not imported", at: range)
    }

    static func fontFallbacksDropped(_ name: DiagnosticMessage, count: Int, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "fontFamily token \(name): the first family is imported, \(count) fallback(s) left out",
            at: range)
    }

    static func invalidFontWeight(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "fontWeight token \(name) must be a number from 1 to 1000 or a weight name; not imported",
            at: range)
    }

    static func invalidDuration(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "duration token \(name) must be { value, unit: \"ms\" | \"s\" }; not imported", at: range)
    }

    static func invalidCubicBezier(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue,
            "cubicBezier token \(name) must be [x1, y1, x2, y2] with x1 and x2 from 0 to 1; not imported", at: range)
    }

    static func transitionDelay(_ name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "transition token \(name) has a delay; a theme animation has none; not imported", at: range)
    }

    static func shadowPartRefused(_ what: String, token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .invalidValue, "shadow token \(name) has \(what), which a theme shadow cannot draw; not imported", at: range
        )
    }

    static func bareCurveRefused(token name: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        .warning(
            .unsupportedType,
            "cubicBezier token \(name) has no duration, which a theme animation needs; not imported",
            at: range)
    }

    static func groupNotInFormat(_ type: String, group: String, token name: DiagnosticMessage, at range: SourceRange)
        -> Diagnostic
    {
        .warning(
            .unsupportedType,
            "\(type) token \(name) needs the theme group '\(group)', which this themec lacks; not imported",
            at: range)
    }
}

extension DTCGMessages.JSON {
    static let unterminatedComment: DiagnosticMessage = "unterminated comment"
}
