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
    private func excerpt(_ range: SourceRange) -> String {
        guard let source = sourceText(range.file), let line = source.line(range.start.line) else { return "" }
        var marker = ""
        var column = 1
        for scalar in line.unicodeScalars {
            if column >= range.start.column { break }
            marker.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
            column += 1
        }
        let lineLength = line.unicodeScalars.count
        let endColumn = range.end.line == range.start.line ? range.end.column : lineLength + 1
        let width = max(1, min(endColumn, lineLength + 1) - range.start.column)
        marker += paint("^" + String(repeating: "~", count: width - 1), "1;32")
        return line + "\n" + marker + "\n"
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
        guard let range else { return ["\"file\": null", "\"line\": null", "\"column\": null"] }
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
public func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let s where s.value < 0x20:
            let hex = String(s.value, radix: 16, uppercase: true)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
