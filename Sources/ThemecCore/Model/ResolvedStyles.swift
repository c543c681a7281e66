/// The states a button style can style. `normal` is the base.
public enum ButtonState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case normal
    case pressed
    case disabled
    case selected
    /// Selected and pressed at once: inherits from `selected`, then `pressed`, then its own block.
    case selectedPressed
    /// The pointer is over the button (macOS, iPadOS and visionOS); `pressed` wins over it.
    case hovered
    /// The button has focus (tvOS, and keyboard navigation on macOS and iPadOS); `pressed` and `hovered` win.
    case focused
    /// Selected with the pointer over it: inherits from `selected`, then `hovered`, then its own block.
    case selectedHovered
    /// Selected with focus: inherits from `selected`, then `focused`, then its own block.
    case selectedFocused

    public var description: String { rawValue }
}

/// The button roles a style can react to (SwiftUI's `ButtonRole`, iOS 15+).
public enum ButtonRoleKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case destructive
    case cancel

    public var description: String { rawValue }
}

/// How a button style lays out its label.
public enum ButtonLayout: String, Sendable, Hashable, CaseIterable {
    /// The label at its natural size (with padding).
    case inline
    /// The label fills a `List` row, so the pressed highlight covers the whole row.
    case listRow
}

/// Horizontal alignment of a label.
public enum LabelAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// SwiftUI's `Font.Weight` values.
public enum FontWeightKind: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// The text style whose Dynamic Type size a style's paddings, sizes and corner radii follow (SwiftUI's
/// `Font.TextStyle`, for `@ScaledMetric(relativeTo:)`).
public enum TextStyleKind: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// SwiftUI animation curves.
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, spring
}

/// Insets in points.
public struct EdgeInsetsValue: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `top leading bottom trailing`, as `themec resolve` prints insets.
    public var description: String { [top, leading, bottom, trailing].map(formatNumber).joined(separator: " ") }
}

/// A border: a colour and a width in points.
public struct BorderValue: Hashable, Sendable {
    public var color: DynamicColor
    public var width: Double

    public init(color: DynamicColor, width: Double) {
        self.color = color
        self.width = width
    }
}

/// A drop shadow.
public struct ShadowValue: Hashable, Sendable {
    public var color: DynamicColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: DynamicColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A fixed size; either dimension may be left free.
public struct SizeValue: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// An animation for state changes.
public struct AnimationValue: Hashable, Sendable {
    public var curve: AnimationCurve
    /// Seconds.
    public var duration: Double

    public init(curve: AnimationCurve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }
}

/// What a button looks like in one state and role, after inheritance: base → role → state.
public struct ButtonStateValues: Hashable, Sendable {
    /// `nil`: the environment's foreground style.
    public var foreground: DynamicColor?
    /// `nil`: no background.
    public var background: DynamicColor?
    public var border: BorderValue?
    public var opacity: Double
    public var scale: Double

    public init(
        foreground: DynamicColor? = nil, background: DynamicColor? = nil, border: BorderValue? = nil,
        opacity: Double = 1, scale: Double = 1
    ) {
        self.foreground = foreground
        self.background = background
        self.border = border
        self.opacity = opacity
        self.scale = scale
    }
}

/// A button style resolved for one theme.
public struct ResolvedButtonStyle: Hashable, Sendable {
    public var layout: ButtonLayout
    public var alignment: LabelAlignment
    public var padding: EdgeInsetsValue?
    /// The label's typography (`font: "{typography.button}"`); `nil`: the caller's font.
    public var font: ResolvedTypography?
    public var fontWeight: FontWeightKind?
    public var cornerRadius: Double?
    public var shadow: ShadowValue?
    public var size: SizeValue?
    public var animation: AnimationValue?
    /// Whether the style has a `selected` state: then it is also generated as a `ToggleStyle`.
    public var isToggle: Bool
    /// The text style whose Dynamic Type size paddings, sizes and corner radii scale with; `nil`: fixed
    /// (`scaling: fixed`). `body` unless the style says.
    public var scaling: TextStyleKind?
    /// The states the style or one of its roles declares a block for (`hovered` and `focused` are drawn, and
    /// checked for contrast, only when declared).
    public var declaredStates: Set<ButtonState>
    /// Values for every state with no role.
    public var states: [ButtonState: ButtonStateValues]
    /// Values for every state of every role.
    public var roles: [ButtonRoleKind: [ButtonState: ButtonStateValues]]
    /// The opacity a disabled button is drawn at, on or off, on top of its state's: set for a toggle style
    /// whose theme gives no `disabled` state (`ButtonStyleDefaults.disabledOpacity`), so that a disabled
    /// toggle never looks like an enabled one. `nil`: the `disabled` state's values say it all.
    public var disabledOpacity: Double?

    public init(
        layout: ButtonLayout, alignment: LabelAlignment, padding: EdgeInsetsValue?, fontWeight: FontWeightKind?,
        cornerRadius: Double?, shadow: ShadowValue?, size: SizeValue?, animation: AnimationValue?, isToggle: Bool,
        states: [ButtonState: ButtonStateValues], roles: [ButtonRoleKind: [ButtonState: ButtonStateValues]],
        disabledOpacity: Double? = nil, scaling: TextStyleKind? = .body, declaredStates: Set<ButtonState> = [],
        font: ResolvedTypography? = nil
    ) {
        self.font = font
        self.layout = layout
        self.alignment = alignment
        self.padding = padding
        self.fontWeight = fontWeight
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.size = size
        self.animation = animation
        self.isToggle = isToggle
        self.states = states
        self.roles = roles
        self.disabledOpacity = disabledOpacity
        self.scaling = scaling
        self.declaredStates = declaredStates
    }

    /// The values for a state, with a role or without.
    public func values(_ state: ButtonState, role: ButtonRoleKind? = nil) -> ButtonStateValues {
        if let role, let values = roles[role]?[state] { return values }
        return states[state] ?? ButtonStateValues()
    }
}

/// What a button style gets when its theme leaves something out.
public enum ButtonStyleDefaults {
    /// The opacity of a disabled toggle whose theme gives no `disabled` state: dimmed like a disabled
    /// system control, and still readable.
    public static let disabledOpacity = 0.4
    /// The text style paddings, sizes and corner radii scale with when the style does not say.
    public static let scaling: TextStyleKind? = .body
}

/// A grouped list section style resolved for one theme.
public struct ResolvedListSection: Hashable, Sendable {
    public var cornerRadius: Double
    public var rowBackground: DynamicColor
    public var rowMinHeight: Double
    public var rowPadding: EdgeInsetsValue
    public var headerForeground: DynamicColor
    /// The header's typography (`headerFont: "{typography.sectionHeader}"`); `nil`: the caller's font.
    public var headerFont: ResolvedTypography?
    /// Around the header: by default the rows' leading padding on both sides and 6 points below.
    public var headerPadding: EdgeInsetsValue
    /// Vertical space between sections.
    public var spacing: Double
    /// The line between rows.
    public var separator: ResolvedSeparator

    public init(
        cornerRadius: Double, rowBackground: DynamicColor, rowMinHeight: Double, rowPadding: EdgeInsetsValue,
        headerForeground: DynamicColor, headerPadding: EdgeInsetsValue, spacing: Double, separator: ResolvedSeparator,
        headerFont: ResolvedTypography? = nil
    ) {
        self.headerFont = headerFont
        self.cornerRadius = cornerRadius
        self.rowBackground = rowBackground
        self.rowMinHeight = rowMinHeight
        self.rowPadding = rowPadding
        self.headerForeground = headerForeground
        self.headerPadding = headerPadding
        self.spacing = spacing
        self.separator = separator
    }
}

/// Whether a list section draws the line between its rows.
public enum SeparatorVisibility: String, Sendable, Hashable, CaseIterable {
    case visible
    case hidden
}

/// The line between the rows of a list section, resolved for one theme.
public struct ResolvedSeparator: Hashable, Sendable {
    public var visibility: SeparatorVisibility
    public var color: DynamicColor
    /// Where the line starts, from the row's leading edge: by default the rows' leading padding.
    public var leadingInset: Double
    /// Where the line ends, from the row's trailing edge: by default 0.
    public var trailingInset: Double

    public init(visibility: SeparatorVisibility, color: DynamicColor, leadingInset: Double, trailingInset: Double) {
        self.visibility = visibility
        self.color = color
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
    }
}

/// The name of a style in the set: as written, and its Swift identifier.
public struct StyleName: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// lowerCamelCase, for the static member (`.buttonStyle(.thema)`).
    public var identifier: String
    /// UpperCamelCase, for the generated type (`ThemaButtonStyle`).
    public var typeName: String

    public init(name: String, identifier: String, typeName: String) {
        self.name = name
        self.identifier = identifier
        self.typeName = typeName
    }

    public var description: String { name }
}
