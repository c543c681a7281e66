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
    /// How diagnostics are written: compiler text, JSON or GitHub annotations.
    public var format: DiagnosticFormat
    /// Whether to colour text output with ANSI escapes (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool
    /// Looks up a source file's text for excerpts; `nil` when the file is not available.
    public var sourceText: @Sendable (String) -> SourceText?

    /// A renderer in `format`, with colours or not, reading excerpts through `sourceText` (by path).
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
        out +=
            paint(diagnostic.severity.rawValue + ":", severityCode) + " " + paint(diagnostic.message.text, "1") + "\n"
        if let range = diagnostic.range { out += excerpt(range) }
        for fixIt in diagnostic.fixIts {
            out += paint("fix-it:", "1;32") + " replace with '\(DiagnosticMessage.escape(fixIt.replacement))'\n"
        }
        for note in diagnostic.notes {
            out += header(note.range) + paint("note:", "1;36") + " " + note.message.text + "\n"
            if let range = note.range { out += excerpt(range) }
        }
        return out
    }

    /// A path as the messages show it: escaped, never cut.
    private static func shownPath(_ path: String) -> String {
        DiagnosticMessage.escape(path, limit: .max)
    }

    private func header(_ range: SourceRange?) -> String {
        guard let range else { return "" }
        return paint("\(Self.shownPath(range.file)):\(range.start.line):\(range.start.column):", "1") + " "
    }

    /// How many display columns of a source line an excerpt shows at most (plus a `…` on each cut side).
    public static let excerptWidth = 120
    /// How many display columns before the caret an excerpt keeps when it cuts the start of a line.
    public static let excerptLead = 40

    /// The part of `range`'s first line an excerpt under it shows, from `source`: what a text made of stored
    /// segments (`SourceText.init(path:storedSegments:)`) must hold to render the same excerpt later.
    public static func excerptSegment(_ range: SourceRange, in source: SourceText) -> SourceText.Segment? {
        let start = range.start.column
        let from = max(1, start - 2 * excerptLead)
        return source.segment(line: range.start.line, from: from, count: start - from + excerptWidth)
    }

    /// One piece of an excerpt: a character as shown, or a tab (its width depends on where it lands).
    private struct Piece {
        var text: String
        /// Display columns; `nil` for a tab.
        var width: Int?
        /// The 1-based column of its first scalar, and how many scalars it stands for.
        var column: Int
        var scalars: Int
    }

    /// The source line and a caret under the range (tildes for the rest of it on that line).
    ///
    /// Tabs are expanded to the next multiple of 8 columns, in the line and under it, so the caret lines up
    /// whatever the terminal's tab width. Columns count Unicode scalars; the marker is measured in display
    /// columns: a combining mark or joiner takes none, an East Asian wide character or an emoji two.
    /// Control and format characters (an escape sequence, a bidi override) are shown spelled out, as in
    /// messages, and the caret counts their spelling. A long line is cut to a window of `excerptWidth`
    /// columns around the range, `…` marking each cut side, so an excerpt costs the same on any line.
    private func excerpt(_ range: SourceRange) -> String {
        guard let source = sourceText(range.file), let segment = Self.excerptSegment(range, in: source) else {
            return ""
        }
        let start = range.start.column
        let endColumn = range.end.line == range.start.line ? range.end.column : Int.max

        var pieces: [Piece] = []
        var column = segment.column
        for character in segment.text {
            let count = character.unicodeScalars.count
            if character == "\t" {
                pieces.append(Piece(text: "", width: nil, column: column, scalars: 1))
            } else if character.unicodeScalars.contains(where: DiagnosticMessage.needsEscape) {
                var scalarColumn = column
                for scalar in character.unicodeScalars {
                    let shown =
                        DiagnosticMessage.needsEscape(scalar) ? DiagnosticMessage.spelledOut(scalar) : String(scalar)
                    let width =
                        DiagnosticMessage.needsEscape(scalar) ? shown.count : Self.displayWidth(Character(scalar))
                    pieces.append(Piece(text: shown, width: width, column: scalarColumn, scalars: 1))
                    scalarColumn += 1
                }
            } else {
                pieces.append(
                    Piece(text: String(character), width: Self.displayWidth(character), column: column, scalars: count))
            }
            column += count
        }
        // The first piece the caret stands under (or past the end).
        let caret = pieces.firstIndex { $0.column + $0.scalars > start } ?? pieces.count

        // Widths as the whole segment would show them, to choose where to start.
        var widths: [Int] = []
        var display = 0
        for piece in pieces {
            let width = piece.width ?? 8 - display % 8
            widths.append(width)
            display += width
        }
        let before = widths[..<caret].reduce(0, +)
        var first = 0
        if segment.isCutBefore || before > 2 * Self.excerptLead {
            var lead = before
            while first < caret, lead > Self.excerptLead {
                lead -= widths[first]
                first += 1
            }
        }
        let cutBefore = segment.isCutBefore || first > 0

        var shown = cutBefore ? "…" : ""
        display = cutBefore ? 1 : 0
        let limit = display + Self.excerptWidth
        var caretOffset = display
        var underlined = 0
        var cutAfter = segment.isCutAfter
        for index in pieces.indices.dropFirst(first) {
            let piece = pieces[index]
            let width = piece.width ?? 8 - display % 8
            if display + width > limit, index > caret {
                cutAfter = true
                break
            }
            shown += piece.width == nil ? String(repeating: " ", count: width) : piece.text
            if index < caret {
                caretOffset += width
            } else if piece.column < endColumn {
                underlined += width
            }
            display += width
        }
        if cutAfter { shown += "…" }
        let marker = "^" + String(repeating: "~", count: max(1, underlined) - 1)
        return shown + "\n" + String(repeating: " ", count: caretOffset) + paint(marker, "1;32") + "\n"
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
            "\"message\": \(jsonString(diagnostic.message.text))",
        ]
        fields += jsonRangeFields(diagnostic.range)
        let notes = diagnostic.notes.map { note in
            "{"
                + ([("\"message\": \(jsonString(note.message.text))")] + jsonRangeFields(note.range)).joined(
                    separator: ", ")
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
                "file=\(githubProperty(Self.shownPath(range.file)))",
                "line=\(range.start.line)",
                "col=\(range.start.column)",
                "endLine=\(range.end.line)",
                "endColumn=\(range.end.column)",
            ]
        }
        properties.append("title=\(githubProperty("themec " + diagnostic.id.rawValue))")
        var message = diagnostic.message.text
        for note in diagnostic.notes {
            let place = note.range.map { "\(Self.shownPath($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
            message += "\n" + place + "note: " + note.message.text
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

/// A JSON string literal for `text`, with the escapes JSON requires, and `\uXXXX` for DEL, the C1
/// controls and the format and separator characters too (bidi overrides, zero-width spaces), so the
/// output holds no raw control character even where JSON would allow one.
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
        case let s where DiagnosticMessage.needsEscape(s):
            func unit(_ value: UInt32) -> String {
                let hex = String(value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            if s.value > 0xFFFF {
                let value = s.value - 0x10000
                out += unit(0xD800 + (value >> 10)) + unit(0xDC00 + (value & 0x3FF))
            } else {
                out += unit(s.value)
            }
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
