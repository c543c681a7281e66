import ThemecYAML

extension ResolvedThemeSet {
    /// The resolved model as readable text, the middle layer of the goldens (YAML → this → Swift), as
    /// `YAMLNode.dump()` is the first: the set's sources and styles, each token with its Swift identifier and
    /// description, then every theme with every value (`values(in:)`). Deterministic; one line per fact.
    public func dump() -> String {
        var lines = ["ResolvedThemeSet sources: " + sourceFiles.joined(separator: ", ")]
        if !buttonStyles.isEmpty { lines.append("buttonStyles: " + buttonStyles.map(\.name).joined(separator: ", ")) }
        if !listSections.isEmpty { lines.append("listSections: " + listSections.map(\.name).joined(separator: ", ")) }
        let groups =
            [palette, colors] + TokenGroup.allCases.filter(\.isNumber).map(numberTokens)
            + [fonts, typography, shadows, animations]
        for token in groups.joined() {
            var line = "token \(token.name) as \(token.name.identifier)"
            if let description = token.description { line += " " + Self.quoted(description) }
            lines.append(line)
        }
        for theme in themes {
            var line = "theme \(theme.name) as \(theme.identifier) from \(theme.file)"
            if let extends = theme.extends { line += " extends \(extends)" }
            if let description = theme.description { line += " " + Self.quoted(description) }
            lines.append(line)
            for value in values(in: theme) {
                let appearance = value.appearance.map { " " + $0.rawValue } ?? ""
                lines.append("  \(value.token.name)\(appearance) = \(value.value)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in double quotes, escaped as the YAML tree dump escapes scalars, so one fact stays one line.
    private static func quoted(_ text: String) -> String { YAMLNode.escaped(text) }
}
