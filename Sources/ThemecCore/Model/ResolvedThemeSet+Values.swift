extension ResolvedThemeSet {
    /// One token's value in one theme, as `themec resolve --all` prints it and the resolved model's dump shows it.
    public struct ThemeValue: Sendable {
        /// The token.
        public var token: TokenInfo
        /// The appearance, for a semantic colour or a shadow (whose values differ by appearance); `nil` otherwise.
        public var appearance: Appearance?
        /// The value.
        public var value: ResolvedValue
    }

    /// Every token's value in `theme`, in the set's token order (palette, colours in every appearance, the
    /// number groups, fonts, typography, shadows in every appearance, animations). Linear in the tokens.
    public func values(in theme: ResolvedTheme) -> [ThemeValue] {
        var values: [ThemeValue] = []
        func add(_ token: TokenInfo, _ appearance: Appearance?, _ value: ResolvedValue) {
            values.append(ThemeValue(token: token, appearance: appearance, value: value))
        }
        for (index, token) in palette.enumerated() { add(token, nil, .color(theme.palette[index])) }
        for (index, token) in colors.enumerated() {
            for appearance in Appearance.allCases {
                add(token, appearance, .color(theme.colors[index][appearance].rgba))
            }
        }
        for group in TokenGroup.allCases where group.isNumber {
            let numbers = theme.numberValues(group)
            for (index, token) in numberTokens(group).enumerated() { add(token, nil, .number(numbers[index])) }
        }
        for (index, token) in fonts.enumerated() { add(token, nil, .text(theme.fonts[index].description)) }
        for (index, token) in typography.enumerated() { add(token, nil, .text(theme.typography[index].description)) }
        for (index, token) in shadows.enumerated() {
            for appearance in Appearance.allCases {
                add(token, appearance, .text(theme.shadows[index].description(in: appearance)))
            }
        }
        for (index, token) in animations.enumerated() { add(token, nil, .text(theme.animations[index].description)) }
        return values
    }
}
