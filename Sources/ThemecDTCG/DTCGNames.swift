import ThemecCore

/// How a DTCG token path becomes a name in the theme format (docs/DTCG.md, "Names").
enum DTCGNames {
    /// The names of a group's default token: its value is the group's own (`$root` of the 2025.10 format, `@`
    /// of Style Dictionary, `DEFAULT` of Tailwind).
    static let defaultTokenNames: Set<String> = ["$root", "@", "DEFAULT", "Default", "default"]

    static func isDefaultToken(_ name: String) -> Bool { defaultTokenNames.contains(name) }

    /// The path without its default-token segments: the last one (`blue.$root`, `blue.DEFAULT`), and `$root`
    /// or `@` anywhere. A `default` inside a path names a group (`button.default.bgColor`) and is kept, so two
    /// paths never meet in one name.
    static func withoutDefaultTokens(_ path: [String]) -> [String] {
        path.enumerated().filter { index, segment in
            !(isDefaultToken(segment) && (index == path.count - 1 || segment == "$root" || segment == "@"))
        }.map(\.element)
    }

    /// The words of a name in lower case when they are in upper case (`BACKGROUND` → `background`), so
    /// `colorBACKGROUND`, `color-background`, `COLOR_BACKGROUND` and `colorBackground` spell the same words.
    static func words(_ name: String) -> [String] {
        SwiftIdentifier.words(name).map { word in
            word.contains(where: \.isLetter) && !word.contains(where: \.isLowercase) ? word.lowercased() : word
        }
    }

    /// The words of each segment, without the words a segment repeats from the end of the one before it
    /// (`background.backgroundHover` → `background`, `hover`), and without default-token segments.
    static func segmentWords(_ path: [String]) -> [[String]] {
        var out: [[String]] = []
        for segment in withoutDefaultTokens(path) {
            var words = words(segment)
            let previous = out.flatMap { $0 }
            if !previous.isEmpty {
                let lowered = previous.map { $0.lowercased() }
                var repeated = min(previous.count, words.count - 1)
                while repeated > 0,
                    Array(lowered.suffix(repeated)) != words.prefix(repeated).map({ $0.lowercased() })
                {
                    repeated -= 1
                }
                words.removeFirst(max(repeated, 0))
            }
            out.append(words)
        }
        return out
    }

    /// A flat group's name: every word in lowerCamelCase (`color.BACKGROUND.backgroundHover` after its group
    /// word → `backgroundHover`).
    static func flatName(_ path: [String]) -> String {
        SwiftIdentifier.lowerCamelCase(segmentWords(path).flatMap { $0 })
    }

    /// A palette path: each segment in lowerCamelCase, digits as they are (`Grey.14`, `blue-gray.600`).
    static func palettePath(_ path: [String]) -> [String] {
        let words = segmentWords(path)
        return zip(withoutDefaultTokens(path), words).map { segment, words in
            words.isEmpty ? segment : SwiftIdentifier.lowerCamelCase(words)
        }
    }
}
