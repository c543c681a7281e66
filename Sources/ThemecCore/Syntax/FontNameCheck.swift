import ThemecDiagnostics

/// What a font family's name may not be: empty or only spaces (no font has such a name, and the generated
/// code would ask the system for one), or hold a control character or a line separator (which no font name
/// holds, and which would reach the terminal through `resolve` and the generated Swift's strings).
enum FontNameCheck {
    /// The problem with `name`, as a diagnostic at `range`; `nil` when it is a name a font can have.
    static func problem(with name: String, at range: SourceRange) -> Diagnostic? {
        if name.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
            let shown = name.isEmpty ? "an empty font name" : "a font name of only spaces"
            return .error(
                .missingValue,
                "\(shown) names no font: write the family's name (such as 'Helvetica Neue'), or leave 'font' out for the system font",
                at: range)
        }
        if let character = name.unicodeScalars.first(where: isControl) {
            return ThemeMessages.invisibleCharacter(name, what: "font name", character: character, at: range)
        }
        return nil
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
