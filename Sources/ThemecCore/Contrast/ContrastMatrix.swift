public import ThemecDiagnostics

/// Every contrast condition the checker visited, in a stable order: theme, then button styles (style,
/// role, state, appearance), then declared pairs (pair, appearance).
public struct ContrastMatrix: Hashable, Sendable {
    public var rows: [ContrastRow]
    /// Per theme, in set order: where its surface comes from.
    public var surfaces: [ThemeSurface]

    public init(rows: [ContrastRow], surfaces: [ThemeSurface]) {
        self.rows = rows
        self.surfaces = surfaces
    }

    public var failures: [ContrastRow] { rows.filter { $0.verdict == .fail } }

    /// The rows of one theme.
    public func rows(theme: String) -> [ContrastRow] { rows.filter { $0.theme == theme } }
}

/// A theme's surface origin, as the matrix reports it.
public struct ThemeSurface: Hashable, Sendable {
    public var theme: String
    public var origin: SurfaceOrigin

    public init(theme: String, origin: SurfaceOrigin) {
        self.theme = theme
        self.origin = origin
    }
}

/// Where a theme's surface colour — what unfilled buttons sit on — comes from.
public enum SurfaceOrigin: String, Hashable, Sendable, CustomStringConvertible {
    /// `lint.surface`.
    case lint
    /// `colors.background`.
    case background
    /// Neither is given: white in light appearances, black in dark ones.
    case `default`

    public var description: String {
        switch self {
        case .lint: return "lint.surface"
        case .background: return "colors.background"
        case .default: return "white (light) / black (dark): no lint.surface or colors.background"
        }
    }
}

/// What one contrast condition is about.
public enum ContrastSubject: Hashable, Sendable {
    /// A button style in one state, with a role or without.
    case buttonStyle(name: String, role: ButtonRoleKind?, state: ButtonState)
    /// The `index`-th pair of `lint.contrast`, with its colours as written.
    case pair(index: Int, foreground: String, background: String)
}

/// The result of one condition.
public enum ContrastVerdict: String, Hashable, Sendable {
    case pass
    case fail
    /// Disabled states are not held to a minimum unless `lint.checkDisabled` is set (WCAG exempts inactive
    /// controls); the ratio is still computed.
    case exempt
    /// Nothing to measure: the style has no foreground and the theme no `colors.label`.
    case skipped
}

/// Which threshold a condition is held to.
public enum ContrastRule: String, Hashable, Sendable {
    /// 4.5:1 — WCAG 1.4.3 for normal text.
    case normalText
    /// 3:1 — WCAG 1.4.3 for large text.
    case largeText
    /// 7:1 — WCAG 1.4.6 (enhanced) for normal text, in increased-contrast appearances.
    case enhancedNormalText
    /// 4.5:1 — WCAG 1.4.6 for large text, in increased-contrast appearances.
    case enhancedLargeText
    /// The `minimum` of a `lint.contrast` pair.
    case declared

    /// The ratio the rule asks for (`nil` for a declared pair, whose minimum is its own).
    public var threshold: Double? {
        switch self {
        case .normalText: return 4.5
        case .largeText: return 3
        case .enhancedNormalText: return 7
        case .enhancedLargeText: return 4.5
        case .declared: return nil
        }
    }
}

/// One condition: a subject in one theme and appearance, and how it measured.
public struct ContrastRow: Hashable, Sendable {
    public var theme: String
    public var subject: ContrastSubject
    public var appearance: Appearance
    /// The resolved foreground; `nil` when the row was skipped.
    public var foreground: RGBA?
    /// Whether `foreground` is the theme's `colors.label`, standing in for a style without one.
    public var foregroundIsDefault: Bool
    /// The resolved background; `nil` when the style has none.
    public var background: RGBA?
    /// The theme's surface in this appearance (for a declared pair: unused, the pair's background is opaque
    /// over white or black).
    public var surface: RGBA
    /// The state's opacity, applied to the whole button.
    public var opacity: Double
    /// The label pixel and the background pixel as they end up on screen.
    public var text: RGBA?
    public var backdrop: RGBA
    public var ratio: Double?
    public var threshold: Double
    public var rule: ContrastRule
    public var verdict: ContrastVerdict
    /// Why a row was skipped or exempt.
    public var note: String?
    /// The style's key or the pair's entry.
    public var range: SourceRange?

    public init(
        theme: String, subject: ContrastSubject, appearance: Appearance, foreground: RGBA?,
        foregroundIsDefault: Bool, background: RGBA?, surface: RGBA, opacity: Double, text: RGBA?, backdrop: RGBA,
        ratio: Double?, threshold: Double, rule: ContrastRule, verdict: ContrastVerdict, note: String?,
        range: SourceRange?
    ) {
        self.theme = theme
        self.subject = subject
        self.appearance = appearance
        self.foreground = foreground
        self.foregroundIsDefault = foregroundIsDefault
        self.background = background
        self.surface = surface
        self.opacity = opacity
        self.text = text
        self.backdrop = backdrop
        self.ratio = ratio
        self.threshold = threshold
        self.rule = rule
        self.verdict = verdict
        self.note = note
        self.range = range
    }

    /// `4.02:1`, or `-` when skipped.
    public var ratioText: String { ratio.map { ContrastMath.format($0, threshold: threshold) + ":1" } ?? "-" }
    /// `4.5:1`.
    public var thresholdText: String { formatNumber(threshold) + ":1" }
}
