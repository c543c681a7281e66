public import ThemecDiagnostics

/// A theme's `lint:` settings after `extends` (key by key) and with its colours resolved.
public struct ResolvedLintSettings: Hashable, Sendable {
    /// `lint.surface`, when given; otherwise the checks use `colors.background`, then white or black.
    public var surface: DynamicColor?
    public var largeText: Bool
    public var enhancedContrast: Bool
    public var checkDisabled: Bool
    /// `lint.contrast`, in order.
    public var contrast: [ResolvedContrastPair]

    public init(
        surface: DynamicColor? = nil, largeText: Bool = false, enhancedContrast: Bool = false,
        checkDisabled: Bool = false, contrast: [ResolvedContrastPair] = []
    ) {
        self.surface = surface
        self.largeText = largeText
        self.enhancedContrast = enhancedContrast
        self.checkDisabled = checkDisabled
        self.contrast = contrast
    }
}

/// A pair of `lint.contrast`, resolved in one theme.
public struct ResolvedContrastPair: Hashable, Sendable {
    public var foreground: DynamicColor
    public var background: DynamicColor
    public var minimum: Double
    /// How the colours were written (`{colors.label}`), for reports.
    public var foregroundSummary: String
    public var backgroundSummary: String
    /// The entry in the list (in the file that declared it, which may be a theme this one extends).
    public var range: SourceRange

    public init(
        foreground: DynamicColor, background: DynamicColor, minimum: Double, foregroundSummary: String,
        backgroundSummary: String, range: SourceRange
    ) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.foregroundSummary = foregroundSummary
        self.backgroundSummary = backgroundSummary
        self.range = range
    }
}
