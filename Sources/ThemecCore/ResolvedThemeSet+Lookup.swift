import ThemecDiagnostics

/// A question for `themec resolve`: which value does this token have, in this theme and appearance?
public struct TokenQuery: Hashable, Sendable {
    public var theme: String
    /// `colors.accent`, `palette.gray.600`, `radii.button`, …
    public var token: String
    public var appearance: Appearance
    /// A button role (`destructive`, `cancel`), for style queries.
    public var role: String?

    public init(theme: String, token: String, appearance: Appearance = .light, role: String? = nil) {
        self.theme = theme
        self.token = token
        self.appearance = appearance
        self.role = role
    }
}

/// Why a query has no answer; `message` is ready to show to a user.
public struct LookupError: Error, Hashable, Sendable {
    public var message: DiagnosticMessage
    public init(_ message: DiagnosticMessage) { self.message = message }
}

extension ResolvedThemeSet {
    /// The value a token resolves to, after references, `extends`, opacity and high-contrast fallbacks.
    public func lookup(_ query: TokenQuery) -> Result<ResolvedValue, LookupError> {
        guard let themeIndex = themes.firstIndex(where: { $0.name == query.theme }) else {
            let suggestion = Suggestions.closest(to: query.theme, in: themes.map(\.name))
            return .failure(
                LookupError(
                    "no theme named '\(query.theme)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"
                        + " (themes: \(themes.map(\.name).joined(separator: ", ")))"))
        }
        let theme = themes[themeIndex]
        let segments = query.token.split(separator: ".", maxSplits: 1).map(String.init)
        if segments.first == "buttonStyles" || segments.first == "listSections" {
            return lookupStyle(query, theme: theme)
        }
        guard segments.count == 2, let group = TokenGroup(rawValue: segments[0]) else {
            let groups = TokenGroup.allCases.map(\.rawValue) + ["buttonStyles", "listSections"]
            let suggestion = segments.first.flatMap { Suggestions.closest(to: $0, in: groups) }
            return .failure(
                LookupError(
                    "'\(query.token)' is not a token name; write GROUP.NAME with GROUP one of \(groups.joined(separator: ", "))"
                        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")))
        }
        let names: [TokenInfo]
        switch group {
        case .palette: names = palette
        case .colors: names = colors
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: names = numberTokens(group)
        case .fonts: names = fonts
        case .typography: names = typography
        case .shadows: names = shadows
        case .animations: names = animations
        }
        guard let index = names.firstIndex(where: { $0.name.dottedPath == segments[1] }) else {
            let suggestion = Suggestions.closest(to: segments[1], in: names.map(\.name.dottedPath))
            return .failure(
                LookupError(
                    "theme '\(theme.name)' has no token '\(query.token)'"
                        + (suggestion.map { "; did you mean '\(group.rawValue).\($0)'?" } ?? "")))
        }
        switch group {
        case .palette: return .success(.color(theme.palette[index]))
        case .colors: return .success(.color(theme.colors[index][query.appearance].rgba))
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations:
            return .success(.number(theme.numberValues(group)[index]))
        case .fonts: return .success(.text(theme.fonts[index].description))
        case .typography: return .success(.text(theme.typography[index].description))
        case .shadows: return .success(.text(theme.shadows[index].description(in: query.appearance)))
        case .animations: return .success(.text(theme.animations[index].description))
        }
    }
}
