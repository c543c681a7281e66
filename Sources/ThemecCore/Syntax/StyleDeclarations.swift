public import ThemecDiagnostics

/// Insets as written: one length for every edge, or some edges (the rest 0).
public struct PaddingDeclaration: Sendable {
    public var top: NumberExpression?
    public var leading: NumberExpression?
    public var bottom: NumberExpression?
    public var trailing: NumberExpression?
    public var range: SourceRange
}

/// A border as written; a state may give only part of it when the base has one.
public struct BorderDeclaration: Sendable {
    public var color: SemanticColorExpression?
    public var width: NumberExpression?
    public var range: SourceRange
}

/// The properties a state or role may override.
public struct StateDeclaration: Sendable {
    public var foreground: SemanticColorExpression?
    public var background: SemanticColorExpression?
    public var border: BorderDeclaration?
    /// A number from 0 to 1 (or a percentage), or a reference to an opacity token.
    public var opacity: NumberExpression?
    /// A number from 0.01 to 10, or a reference to a `numbers` token.
    public var scale: NumberExpression?
    public var range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }
}

/// A role's overrides of the base, and of states, for buttons with that role.
public struct RoleDeclaration: Sendable {
    public var overrides: StateDeclaration
    public var states: [ButtonState: StateDeclaration]
}

/// An animation written in a style: its curve, and its duration in seconds or a reference to a duration token.
public struct StyleAnimationDeclaration: Sendable {
    public var curve: AnimationCurve
    /// `nil`: the default, 0.2 s.
    public var duration: NumberExpression?
}

/// A shadow as written.
public struct ShadowDeclaration: Sendable {
    public var color: SemanticColorExpression
    public var radius: NumberExpression
    public var x: NumberExpression?
    public var y: NumberExpression?
}

/// A button style as written in one theme file.
public struct ButtonStyleDeclaration: Sendable {
    public var name: String
    public var keyRange: SourceRange
    public var layout: ButtonLayout = .inline
    public var alignment: LabelAlignment?
    public var padding: PaddingDeclaration?
    /// `font: "{typography.button}"`: the label's font, size, weight, line height and tracking.
    public var font: TokenReference?
    public var fontWeight: FontWeightKind?
    public var cornerRadius: NumberExpression?
    public var shadow: ShadowDeclaration?
    /// `shadow: "{shadows.NAME}"`: a shadow token, every layer of it (instead of `shadow`).
    public var shadowToken: TokenReference?
    public var width: NumberExpression?
    public var height: NumberExpression?
    public var animation: StyleAnimationDeclaration?
    /// `animation: "{animations.NAME}"`: an animation token (instead of `animation`).
    public var animationToken: TokenReference?
    /// `nil`: not written (`body`); `.some(nil)`: `scaling: fixed`.
    public var scaling: TextStyleKind??
    public var base: StateDeclaration
    public var states: [ButtonState: StateDeclaration] = [:]
    public var roles: [ButtonRoleKind: RoleDeclaration] = [:]

    public init(name: String, keyRange: SourceRange, base: StateDeclaration) {
        self.name = name
        self.keyRange = keyRange
        self.base = base
    }
}

/// A list section style as written in one theme file.
public struct ListSectionDeclaration: Sendable {
    public var name: String
    public var keyRange: SourceRange
    public var cornerRadius: NumberExpression?
    public var rowBackground: SemanticColorExpression?
    public var rowMinHeight: NumberExpression?
    public var rowPadding: PaddingDeclaration?
    public var headerForeground: SemanticColorExpression?
    /// `headerFont: "{typography.sectionHeader}"`.
    public var headerFont: TokenReference?
    public var headerPadding: PaddingDeclaration?
    public var spacing: NumberExpression?
    public var separator: SeparatorDeclaration?

    public init(name: String, keyRange: SourceRange) {
        self.name = name
        self.keyRange = keyRange
    }
}

/// A list section's `separator:` as written: `hidden`, `visible`, or a mapping of `visibility`, `color`,
/// `leading` and `trailing`.
public struct SeparatorDeclaration: Sendable {
    public var visibility: SeparatorVisibility?
    public var color: SemanticColorExpression?
    public var leading: NumberExpression?
    public var trailing: NumberExpression?

    public init(
        visibility: SeparatorVisibility? = nil, color: SemanticColorExpression? = nil, leading: NumberExpression? = nil,
        trailing: NumberExpression? = nil
    ) {
        self.visibility = visibility
        self.color = color
        self.leading = leading
        self.trailing = trailing
    }
}
