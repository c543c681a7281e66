import ThemecDiagnostics

/// How a number with a leading zero reads. themec reads YAML 1.2's core schema, where `017` is seventeen;
/// YAML 1.1 tools (and older libraries) read it as the octal number fifteen. The same file meaning two
/// numbers is worth a word: such a number is taken as decimal, with a warning that says how to write it.
enum NumberReading {
    /// A warning for `017`, `-08`, `00.5` (a zero followed by a digit); `nil` for `0`, `0.5`, `10`.
    static func leadingZeroWarning(_ text: String, at range: SourceRange) -> Diagnostic? {
        var digits = Substring(text)
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        let bytes = Array(digits.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "0"), (0x30...0x39).contains(bytes[1]) else { return nil }
        let decimal = formatNumber(Double(text) ?? 0)
        var octal = ""
        if !digits.contains("."), let value = Int(digits, radix: 8) {
            octal = " (YAML 1.1 tools read it as the octal number \((text.hasPrefix("-") ? -value : value)))"
        }
        return .warning(
            .ambiguousNumber,
            "'\(text)' starts with a zero: themec reads it as \(decimal)\(octal); write \(decimal) to say so",
            at: range)
    }
}

extension DiagnosticID {
    /// A number written with a leading zero, which YAML 1.1 reads as octal (`NumberReading`).
    public static let ambiguousNumber = DiagnosticID(rawValue: "ambiguous-number")
}
