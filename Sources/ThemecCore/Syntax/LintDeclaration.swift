public import ThemecDiagnostics

/// A theme's `lint:` block as written: settings for the contrast checks, each optional so a theme that
/// extends another inherits the keys it leaves out.
public struct LintDeclaration: Sendable {
    /// `surface`: what button styles without a background sit on.
    public var surface: SemanticColorExpression?
    /// `largeText`: labels of styles with `fontWeight` semibold or heavier count as large text (3:1).
    public var largeText: Bool?
    /// `enhancedContrast`: the increased-contrast appearances must meet 7:1 (4.5:1 for large text).
    public var enhancedContrast: Bool?
    /// `checkDisabled`: disabled states are checked too instead of being exempt.
    public var checkDisabled: Bool?
    /// `contrast`: pairs checked in every appearance; replaces an inherited list whole.
    public var contrast: [ContrastPairDeclaration]?
    /// The range of the whole `lint` value.
    public var range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }

    /// This block's keys over `parent`'s: each key the block sets replaces the parent's, the rest are inherited.
    public func inheriting(from parent: LintDeclaration?) -> LintDeclaration {
        guard let parent else { return self }
        var merged = self
        merged.surface = surface ?? parent.surface
        merged.largeText = largeText ?? parent.largeText
        merged.enhancedContrast = enhancedContrast ?? parent.enhancedContrast
        merged.checkDisabled = checkDisabled ?? parent.checkDisabled
        merged.contrast = contrast ?? parent.contrast
        return merged
    }
}

/// One entry of `lint.contrast`: a foreground and a background that must keep a minimum ratio.
public struct ContrastPairDeclaration: Sendable {
    public var foreground: SemanticColorExpression
    public var background: SemanticColorExpression
    /// The minimum ratio, 1–21; 4.5 when left out.
    public var minimum: Double
    /// The range of the entry in the list.
    public var range: SourceRange

    public init(
        foreground: SemanticColorExpression, background: SemanticColorExpression, minimum: Double, range: SourceRange
    ) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.range = range
    }
}

extension SemanticColorExpression {
    /// How the colour was written, for reports: `{colors.label}`, `#FFFFFF`, or `a colour per appearance`.
    public var summary: String {
        switch self {
        case .single(let expression): return expression.summary
        case .appearances: return "a colour per appearance"
        }
    }
}

extension ColorExpression {
    /// `{colors.label}`, `#FFFFFFFF`, or `{colors.label} at opacity 0.5`.
    public var summary: String {
        switch self {
        case .literal(let rgba, _): return rgba.text
        case .reference(let reference): return "{\(reference)}"
        case .withOpacity(let inner, let opacity, _): return "\(inner.summary) at opacity \(formatNumber(opacity))"
        }
    }
}
