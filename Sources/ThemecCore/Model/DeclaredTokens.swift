/// Which of a theme's tokens and styles its own declaration gives, rather than inherits through `extends`.
///
/// The preview uses it to tell a theme's overrides from what it inherits. Each array is parallel to the
/// set's names of its group (`ResolvedThemeSet.colors`, `.buttonStyles`, …). A token the theme inherits
/// may still resolve to another value than its parent's: `link: "{colors.accent}"` follows the
/// inheriting theme's `accent`.
public struct DeclaredTokens: Hashable, Sendable {
    public var palette: [Bool]
    public var colors: [Bool]
    public var radii: [Bool]
    public var spacing: [Bool]
    public var sizes: [Bool] = []
    public var opacity: [Bool] = []
    public var numbers: [Bool] = []
    public var durations: [Bool] = []
    public var fonts: [Bool] = []
    public var typography: [Bool] = []
    public var shadows: [Bool] = []
    public var animations: [Bool] = []
    public var buttonStyles: [Bool]
    public var listSections: [Bool]

    /// Every array empty: nothing is known about where the tokens come from (a theme built in code).
    public init(
        palette: [Bool] = [], colors: [Bool] = [], radii: [Bool] = [], spacing: [Bool] = [],
        buttonStyles: [Bool] = [], listSections: [Bool] = []
    ) {
        self.palette = palette
        self.colors = colors
        self.radii = radii
        self.spacing = spacing
        self.buttonStyles = buttonStyles
        self.listSections = listSections
    }
}
