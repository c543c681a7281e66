public import ThemecDiagnostics

/// One theme with every token resolved: references followed, `extends` applied, fallbacks filled in.
///
/// Token values are parallel to the names in `ResolvedThemeSet` (same order, same count). A theme that extends
/// another shares the values it inherits unchanged with it and stores only those that differ (`TokenValues`).
public struct ResolvedTheme: Sendable {
    /// As written in `theme:` (`Default`, `Ocean`).
    public var name: String
    /// The Swift identifier for the theme's static value (`default`, `ocean`), without backticks.
    public var identifier: String
    /// From the theme's `description:`.
    public var description: String?
    /// The theme it extends, if any.
    public var extends: String?
    /// The file it was declared in.
    public var file: String
    /// Where `theme:` was written.
    public var nameRange: SourceRange
    /// Parallel to `ResolvedThemeSet.palette`.
    public var palette: TokenValues<RGBA>
    /// Parallel to `ResolvedThemeSet.colors`.
    public var colors: TokenValues<DynamicColor>
    /// Parallel to `ResolvedThemeSet.radii`.
    public var radii: TokenValues<Double>
    /// Parallel to `ResolvedThemeSet.spacing`.
    public var spacing: TokenValues<Double>
    /// Lengths in points.
    public var sizes: TokenValues<Double> = []
    /// From 0 to 1.
    public var opacity: TokenValues<Double> = []
    /// Parallel to `ResolvedThemeSet.numbers`.
    public var numbers: TokenValues<Double> = []
    /// In seconds.
    public var durations: TokenValues<Double> = []
    /// Parallel to `ResolvedThemeSet.fonts`.
    public var fonts: TokenValues<FontFamily> = []
    /// Parallel to `ResolvedThemeSet.typography`.
    public var typography: TokenValues<ResolvedTypography> = []
    /// Parallel to `ResolvedThemeSet.shadows`.
    public var shadows: TokenValues<ResolvedShadow> = []
    /// Parallel to `ResolvedThemeSet.animations`.
    public var animations: TokenValues<ResolvedAnimation> = []
    /// Parallel to `ResolvedThemeSet.buttonStyles`.
    public var buttonStyles: [ResolvedButtonStyle]
    /// Parallel to `ResolvedThemeSet.listSections`.
    public var listSections: [ResolvedListSection]
    /// Parallel to `buttonStyles`: where each style's key is written (in this theme's file or the one it
    /// inherits the style from); `nil` for a style the theme lacks (already an error).
    public var buttonStyleKeyRanges: [SourceRange?]
    /// The `lint:` settings, inherited key by key through `extends`.
    public var lint: ResolvedLintSettings
    /// Which tokens and styles the theme declares itself rather than inherits.
    public var declared: DeclaredTokens

    /// A theme whose values are stored in full (a theme built in code).
    public init(
        name: String, identifier: String, description: String?, extends: String?, file: String,
        nameRange: SourceRange, palette: [RGBA], colors: [DynamicColor], radii: [Double], spacing: [Double],
        buttonStyles: [ResolvedButtonStyle] = [], listSections: [ResolvedListSection] = [],
        buttonStyleKeyRanges: [SourceRange?] = [], lint: ResolvedLintSettings = ResolvedLintSettings(),
        declared: DeclaredTokens = DeclaredTokens()
    ) {
        self.init(
            name: name, identifier: identifier, description: description, extends: extends, file: file,
            nameRange: nameRange, palette: TokenValues(palette), colors: TokenValues(colors),
            radii: TokenValues(radii), spacing: TokenValues(spacing), buttonStyles: buttonStyles,
            listSections: listSections, buttonStyleKeyRanges: buttonStyleKeyRanges, lint: lint, declared: declared)
    }

    /// A theme of the given values; the groups not given are empty.
    public init(
        name: String, identifier: String, description: String?, extends: String?, file: String,
        nameRange: SourceRange, palette: TokenValues<RGBA>, colors: TokenValues<DynamicColor>,
        radii: TokenValues<Double>, spacing: TokenValues<Double>, buttonStyles: [ResolvedButtonStyle] = [],
        listSections: [ResolvedListSection] = [], buttonStyleKeyRanges: [SourceRange?] = [],
        lint: ResolvedLintSettings = ResolvedLintSettings(), declared: DeclaredTokens = DeclaredTokens()
    ) {
        self.declared = declared
        self.buttonStyleKeyRanges = buttonStyleKeyRanges
        self.lint = lint
        self.buttonStyles = buttonStyles
        self.listSections = listSections
        self.name = name
        self.identifier = identifier
        self.description = description
        self.extends = extends
        self.file = file
        self.nameRange = nameRange
        self.palette = palette
        self.colors = colors
        self.radii = radii
        self.spacing = spacing
    }
}

extension ResolvedTheme {
    /// The theme's values of a group whose tokens are numbers, parallel to `ResolvedThemeSet.numberTokens`.
    public func numberValues(_ group: TokenGroup) -> TokenValues<Double> {
        switch group {
        case .radii: return radii
        case .spacing: return spacing
        case .sizes: return sizes
        case .opacity: return opacity
        case .numbers: return numbers
        case .durations: return durations
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return TokenValues([])
        }
    }
}
