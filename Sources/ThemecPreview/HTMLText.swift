/// Text safe in HTML content and attribute values.
func escape(_ text: String) -> String {
    var out = ""
    for character in text { appendEscaped(character, to: &out) }
    return out
}

/// Escaped text with a `<wbr>` at each word boundary of a name — between a lower-case letter and an
/// upper-case one (`grouped|Background`), between letters and digits, after `.`, `/`, `_` and `-` — so
/// a long token name, identifier or path wraps between its words rather than inside one.
func breakable(_ text: String) -> String {
    var out = ""
    var previous: Character?
    for character in text {
        if let previous,
            (previous.isLowercase && character.isUppercase) || (previous.isLetter && character.isNumber)
                || (previous.isNumber && character.isLetter)
        {
            out += "<wbr>"
        }
        appendEscaped(character, to: &out)
        if character == "." || character == "/" || character == "_" || character == "-" { out += "<wbr>" }
        previous = character
    }
    return out
}

private func appendEscaped(_ character: Character, to out: inout String) {
    switch character {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    case "\t", "\n": out.append(character)
    default:
        // A control character (a font name may hold one) is shown as U+FFFD, never written raw.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
            out.append(character)
        } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            out += "&#xFFFD;"
        } else {
            out.append(character)
        }
    }
}

/// A fragment usable in an element ID: letters and digits kept, everything else `_`.
func idFragment(_ text: String) -> String {
    String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
}
