extension ResolvedThemeSet {
    /// The set's tokens of `group`, whatever kind of value they hold.
    public func tokens(in group: TokenGroup) -> [TokenInfo] {
        switch group {
        case .palette: return palette
        case .colors: return colors
        case .fonts: return fonts
        case .typography: return typography
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return numberTokens(group)
        }
    }

    /// How many tokens the set has in all its groups, each counted once however many themes declare it.
    public var tokenCount: Int { TokenGroup.allCases.reduce(0) { $0 + tokens(in: $1).count } }
}
