/// The one way import writes text into YAML: double-quoted scalars, mapping keys and comments.
///
/// YAML (libyaml) ends a line at LF, CR, U+0085 (NEL), U+2028 and U+2029, and refuses a stream holding any
/// other character outside its printable set (C0 and C1 controls but tab, DEL, U+FFFE, U+FFFF). A quoted
/// scalar escapes every one of them, so it reads back as the same string; a comment never holds one, so
/// it cannot end early and let the rest of the text become YAML.
enum YAMLText {
    /// Whether YAML reads `scalar` as a line break.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether a YAML stream may hold `scalar` as it is (YAML 1.1's printable set, line breaks aside).
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029: return false
        case 0x09, 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// A YAML escape for a scalar that is not printable or is a line break: `\n`, `\r`, `\N`, `\L`, `\P`,
    /// `\xHH`, `\uHHHH`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x85: return "\\N"
        case 0x2028: return "\\L"
        case 0x2029: return "\\P"
        case 0x00: return "\\0"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value <= 0xFF
                ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// A YAML double-quoted string that reads back as `text`, whatever it holds.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            default:
                if isPrintable(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += escape(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A mapping key: plain when YAML reads it back as the same string, quoted otherwise (`"600"`, `"true"`).
    static func key(_ key: String) -> String {
        let plain =
            key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(key.lowercased())
        return plain ? key : quoted(key)
    }

    /// `text` as the body of one comment line: line breaks and characters YAML does not allow written as
    /// their escapes (`\n`, `\x1B`), so the comment ends where the line does (a file name in a header).
    static func commentText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += escape(scalar)
            }
        }
        return out
    }

    /// `text` as comment lines at `indent`: one `# ` line for each of its lines (split at every line break YAML
    /// honours; CR LF is one), other characters YAML does not allow written as their escapes.
    static func comment(_ text: String, indent: String) -> String {
        var out = ""
        var line = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) {
                if !(scalar == "\n" && previousCR) {
                    if !line.isEmpty { out += indent + "# " + line + "\n" }
                    line = ""
                }
                previousCR = scalar == "\r"
                continue
            }
            previousCR = false
            if isPrintable(scalar) {
                line.unicodeScalars.append(scalar)
            } else {
                line += escape(scalar)
            }
        }
        if !line.isEmpty { out += indent + "# " + line + "\n" }
        return out
    }
}

/// A YAML double-quoted string (`YAMLText.quoted`).
func quoted(_ text: String) -> String { YAMLText.quoted(text) }

/// A mapping key (`YAMLText.key`).
func yamlKey(_ key: String) -> String { YAMLText.key(key) }

/// A theme file as import writes it, with the token each part of it comes from: a problem the loader finds
/// in the text is reported at that token's place in the source (`ImportCheck`).
struct ImportedYAML {
    var text = ""
    /// Where each token's lines start (UTF-8 offsets, ascending) and its dotted path.
    private(set) var owners: [(offset: Int, key: String)] = []

    /// The lines written next belong to the token `key`.
    mutating func own(_ key: String) { owners.append((text.utf8.count, key)) }

    /// Appends `other`, its owners moved along.
    mutating func append(_ other: ImportedYAML) {
        let base = text.utf8.count
        owners += other.owners.map { (base + $0.offset, $0.key) }
        text += other.text
    }

    /// A function from a 1-based line to the token whose lines hold it (the last one starting at or before
    /// it); lines counted once.
    func lineOwners() -> (_ line: Int) -> String? {
        var lineStarts = [0]
        for (index, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        let owners = self.owners
        return { line in
            guard line >= 1, line <= lineStarts.count else { return nil }
            let offset = lineStarts[line - 1]
            var low = 0
            var high = owners.count
            while low < high {
                let middle = (low + high) / 2
                if owners[middle].offset <= offset { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : owners[low - 1].key
        }
    }
}
