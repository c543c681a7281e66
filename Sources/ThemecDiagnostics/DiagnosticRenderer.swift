/// The output forms for diagnostics.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:col: error: message`, the source line, a caret, then notes: the clang form editors understand.
    case text
    /// A JSON array with one object per diagnostic.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`).
    case github
}

/// Turns diagnostics into text. The one place diagnostics are rendered.
public struct DiagnosticRenderer: Sendable {
    public var format: DiagnosticFormat
    /// Whether to colour text output with ANSI escapes (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool
    /// Looks up a source file's text for excerpts; `nil` when the file is not available.
    public var sourceText: @Sendable (String) -> SourceText?

    public init(
        format: DiagnosticFormat = .text,
        colored: Bool = false,
        sourceText: @escaping @Sendable (String) -> SourceText? = { _ in nil }
    ) {
        self.format = format
        self.colored = colored
        self.sourceText = sourceText
    }

    /// Renders all diagnostics, in display order, into one string (ending with a newline when not empty).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sortedForDisplay()
        switch format {
        case .text:
            return sorted.map(renderText).joined()
        case .json:
            if sorted.isEmpty { return "[]\n" }
            return "[\n" + sorted.map { "  " + renderJSON($0) }.joined(separator: ",\n") + "\n]\n"
        case .github:
            return sorted.map(renderGitHub).joined()
        }
    }

    // MARK: - Text

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func renderText(_ diagnostic: Diagnostic) -> String {
        let severityCode = diagnostic.severity == .error ? "1;31" : "1;35"
        var out = ""
        out += header(diagnostic.range)
        out += paint(diagnostic.severity.rawValue + ":", severityCode) + " " + paint(diagnostic.message, "1") + "\n"
        if let range = diagnostic.range { out += excerpt(range) }
        for fixIt in diagnostic.fixIts {
            out += paint("fix-it:", "1;32") + " replace with '\(fixIt.replacement)'\n"
        }
        for note in diagnostic.notes {
            out += header(note.range) + paint("note:", "1;36") + " " + note.message + "\n"
            if let range = note.range { out += excerpt(range) }
        }
        return out
    }

    private func header(_ range: SourceRange?) -> String {
        guard let range else { return "" }
        return paint("\(range.file):\(range.start.line):\(range.start.column):", "1") + " "
    }

    /// The source line and a caret under the range (tildes for the rest of it on that line).
    ///
    /// Tabs are expanded to the next multiple of 8 columns, in the line and under it, so the caret lines up
    /// whatever the terminal's tab width. Columns count Unicode scalars; the marker is measured in display
    /// columns: a combining mark or joiner takes none, an East Asian wide character or an emoji two.
    private func excerpt(_ range: SourceRange) -> String {
        guard let source = sourceText(range.file), let line = source.line(range.start.line) else { return "" }
        let endColumn = range.end.line == range.start.line ? range.end.column : Int.max
        var shown = ""
        var displayColumn = 0
        var before = 0
        var underlined = 0
        var column = 1
        for character in line {
            let width: Int
            if character == "\t" {
                width = 8 - displayColumn % 8
                shown += String(repeating: " ", count: width)
            } else {
                width = Self.displayWidth(character)
                shown.append(character)
            }
            let next = column + character.unicodeScalars.count
            if next <= range.start.column {
                before += width
            } else if column < endColumn {
                underlined += width
            }
            column = next
            displayColumn += width
        }
        let marker = "^" + String(repeating: "~", count: max(1, underlined) - 1)
        return shown + "\n" + String(repeating: " ", count: before) + paint(marker, "1;32") + "\n"
    }

    /// How many terminal columns a character takes.
    static func displayWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || isWide($0) || $0 == "\u{FE0F}" }) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// East Asian Wide and Fullwidth blocks.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    // MARK: - JSON

    private func renderJSON(_ diagnostic: Diagnostic) -> String {
        var fields: [String] = [
            "\"severity\": \(jsonString(diagnostic.severity.rawValue))",
            "\"id\": \(jsonString(diagnostic.id.rawValue))",
            "\"message\": \(jsonString(diagnostic.message))",
        ]
        fields += jsonRangeFields(diagnostic.range)
        let notes = diagnostic.notes.map { note in
            "{" + ([("\"message\": \(jsonString(note.message))")] + jsonRangeFields(note.range)).joined(separator: ", ")
                + "}"
        }
        fields.append("\"notes\": [" + notes.joined(separator: ", ") + "]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func jsonRangeFields(_ range: SourceRange?) -> [String] {
        guard let range else {
            return [
                "\"file\": null", "\"line\": null", "\"column\": null", "\"endLine\": null", "\"endColumn\": null",
            ]
        }
        return [
            "\"file\": \(jsonString(range.file))",
            "\"line\": \(range.start.line)",
            "\"column\": \(range.start.column)",
            "\"endLine\": \(range.end.line)",
            "\"endColumn\": \(range.end.column)",
        ]
    }

    // MARK: - GitHub

    private func renderGitHub(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let range = diagnostic.range {
            properties += [
                "file=\(githubProperty(range.file))",
                "line=\(range.start.line)",
                "col=\(range.start.column)",
                "endLine=\(range.end.line)",
                "endColumn=\(range.end.column)",
            ]
        }
        properties.append("title=\(githubProperty("themec " + diagnostic.id.rawValue))")
        var message = diagnostic.message
        for note in diagnostic.notes {
            let place = note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
            message += "\n" + place + "note: " + note.message
        }
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(githubData(message))\n"
    }

    private func githubData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private func githubProperty(_ text: String) -> String {
        githubData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

/// A JSON string literal for `text`, with the escapes JSON requires.
///
/// - Parameter escapingSlashes: also write `/` as `\/`, as Xcode's asset catalogs (NSJSONSerialization) do.
public func jsonString(_ text: String, escapingSlashes: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "/" where escapingSlashes: out += "\\/"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let s where s.value < 0x20:
            let hex = String(s.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation needed).
    ///
    /// Works on Unicode scalars, not characters: `\r\n` is one `Character`, and must still have both
    /// halves escaped.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == target { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
