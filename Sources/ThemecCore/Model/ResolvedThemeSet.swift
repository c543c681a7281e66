/// A validated theme set: what the emitters and the `resolve` command consume.
public struct ResolvedThemeSet: Sendable {
    /// Sorted by theme name.
    public var themes: [ResolvedTheme]
    /// The palette tokens, in order of first declaration.
    public var palette: [TokenInfo]
    /// The semantic colours, in order of first declaration.
    public var colors: [TokenInfo]
    /// The corner radii.
    public var radii: [TokenInfo]
    /// The spacing values.
    public var spacing: [TokenInfo]
    /// The sizes.
    public var sizes: [TokenInfo] = []
    /// The opacities.
    public var opacity: [TokenInfo] = []
    /// The plain numbers.
    public var numbers: [TokenInfo] = []
    /// The durations, in seconds.
    public var durations: [TokenInfo] = []
    /// The font families.
    public var fonts: [TokenInfo] = []
    /// The text styles.
    public var typography: [TokenInfo] = []
    /// The shadows.
    public var shadows: [TokenInfo] = []
    /// The animations.
    public var animations: [TokenInfo] = []
    /// Every source file of the set, sorted, as given (for the banner of generated files).
    public var sourceFiles: [String]
    /// The button styles every theme has, in order of declaration.
    public var buttonStyles: [StyleName]
    /// The list section styles every theme has, in order of declaration.
    public var listSections: [StyleName]

    /// A set of `themes` with the token lists given (the other groups empty).
    public init(
        themes: [ResolvedTheme], palette: [TokenInfo], colors: [TokenInfo], radii: [TokenInfo],
        spacing: [TokenInfo], sourceFiles: [String], buttonStyles: [StyleName] = [], listSections: [StyleName] = []
    ) {
        self.buttonStyles = buttonStyles
        self.listSections = listSections
        self.themes = themes
        self.palette = palette
        self.colors = colors
        self.radii = radii
        self.spacing = spacing
        self.sourceFiles = sourceFiles
    }

    /// The theme with this name, if any.
    public func theme(named name: String) -> ResolvedTheme? {
        themes.first { $0.name == name }
    }

    /// The set's tokens of a group whose tokens are numbers (`TokenGroup.isNumber`); empty for another group.
    public func numberTokens(_ group: TokenGroup) -> [TokenInfo] {
        switch group {
        case .radii: return radii
        case .spacing: return spacing
        case .sizes: return sizes
        case .opacity: return opacity
        case .numbers: return numbers
        case .durations: return durations
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return []
        }
    }
}
