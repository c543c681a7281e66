import ThemecDiagnostics

/// How a theme file's path is recorded — in diagnostics, the generated files' header and the compile
/// fingerprint — so that none of them depends on how the path was spelled on the command line.
///
/// The rule: relative to the current directory when the file is inside it (`Themes/Default.yaml`, whether
/// the command line said `Themes`, `./Themes`, `Themes/` or `$PWD/Themes`), else absolute; with `.`, empty
/// components and trailing `/` removed and `..` resolved lexically (`ThemeFileDiscovery` checks the result
/// names the same file, and uses the path with links resolved when it does not). A path given relative and
/// outside the current directory stays relative (`../Shared/Themes`). Names are shown escaped: control
/// characters as `\u{1B}`, bytes that are not UTF-8 as `\x{FF}` (the file itself is opened by its real name).
package enum DisplayPath {
    /// `path` made absolute against `currentDirectory` (an absolute path), normalised lexically, then made
    /// relative to `currentDirectory` when it lies inside it (`.` for the directory itself). Not escaped.
    package static func normalised(_ path: String, currentDirectory: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let base = components(currentDirectory)
        let full = components(isAbsolute ? path : currentDirectory + "/" + path)
        if full.starts(with: base) {
            let inside = full.dropFirst(base.count)
            return inside.isEmpty ? "." : inside.joined(separator: "/")
        }
        if isAbsolute { return "/" + full.joined(separator: "/") }
        let common = zip(base, full).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + full.dropFirst(common)).joined(separator: "/")
    }

    /// The components of an absolute path with `.` and empty ones dropped and `..` applied (never above `/`).
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(String(component))
            }
        }
        return result
    }

    /// Whether a normalised path lies outside the current directory.
    static func isOutside(_ path: String) -> Bool {
        path.hasPrefix("/") || path == ".." || path.hasPrefix("../")
    }

    /// `directory/name`, where `directory` is already a display path (`.` adds nothing).
    package static func joined(_ directory: String, _ name: String) -> String {
        directory == "." ? name : FileSystem.join(directory, name)
    }

    /// A name as text that can be printed: control, separator and format characters as `\u{1B}`, bytes that are not UTF-8 as
    /// `\x{FF}`, everything else as it is.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            // UTF-8 is prefix-free: the shortest run of 1 to 4 bytes that is valid UTF-8 is one scalar.
            let scalar = (1...4).lazy.compactMap { length -> (String, Int)? in
                guard index + length <= bytes.count,
                    let text = String(validating: bytes[index..<index + length], as: UTF8.self)
                else { return nil }
                return (text, length)
            }.first
            if let (text, length) = scalar {
                out += escaped(text)
                index += length
            } else {
                out += "\\x{" + hex(bytes[index]) + "}"
                index += 1
            }
        }
        return out
    }

    /// A path as text that can be printed (`escaped(_:)` of its UTF-8).
    package static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        return path.unicodeScalars.map(escaped).joined()
    }

    /// What the diagnostics escape (`DiagnosticMessage.needsEscape`: controls, line and paragraph separators,
    /// bidi and other format characters), so a path reads the same in every output, the JSON's `file` too.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        DiagnosticMessage.needsEscape(scalar)
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        return DiagnosticMessage.spelledOut(scalar)
    }

    private static func hex(_ value: some BinaryInteger) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
