extension SwiftEmitter {
    // The style value types of `ThemeRuntime.swift`: plain values with no imports and no `#if`, the same for
    // every theme set. `a` is the access modifier (empty or `public `); `i` marks what may be inlined across
    // modules.
    // swift-format-ignore
    static func styleRuntimeSource(access: AccessLevel) -> String {
        let a = access == .public ? "public " : ""
        let i = access == .public ? "@inlinable " : ""
        return """
            // MARK: - Style properties

            /// The state a themed button is drawn in.
            \(a)enum ThemeButtonState: String, Hashable, Sendable, CaseIterable {
                case normal
                case pressed
                case disabled
                /// A toggle that is on.
                case selected
                /// A toggle that is on, while pressed.
                case selectedPressed
                /// The pointer is over the button (macOS, iPadOS, visionOS).
                case hovered
                /// The button has focus (tvOS, keyboard navigation on macOS and iPadOS).
                case focused
                /// A toggle that is on, with the pointer over it.
                case selectedHovered
                /// A toggle that is on, with focus.
                case selectedFocused

                /// The state for a button's situation.
                ///
                /// A selected button shows `selected` (`selectedPressed` while pressed, `selectedHovered` with the
                /// pointer over it, `selectedFocused` with focus, when enabled), even when disabled, so a disabled
                /// toggle still shows whether it is on. Otherwise a disabled button shows `disabled`, and an enabled
                /// one `pressed`, else `hovered`, else `focused`, else `normal`: pressing wins over the pointer, and
                /// the pointer over focus.
                \(i)\(a)init(
                    isPressed: Bool, isEnabled: Bool, isSelected: Bool = false, isHovered: Bool = false,
                    isFocused: Bool = false
                ) {
                    let pressed: Bool = isPressed && isEnabled
                    if isSelected {
                        if pressed {
                            self = .selectedPressed
                        } else if isEnabled && isHovered {
                            self = .selectedHovered
                        } else if isEnabled && isFocused {
                            self = .selectedFocused
                        } else {
                            self = .selected
                        }
                    } else if !isEnabled {
                        self = .disabled
                    } else if pressed {
                        self = .pressed
                    } else if isHovered {
                        self = .hovered
                    } else if isFocused {
                        self = .focused
                    } else {
                        self = .normal
                    }
                }
            }

            /// A button role a style has values for (SwiftUI's `ButtonRole`).
            \(a)enum ThemeButtonRole: String, Hashable, Sendable, CaseIterable {
                case destructive
                case cancel
            }

            /// How a button style lays out its label.
            \(a)enum ThemeButtonLayout: String, Hashable, Sendable, CaseIterable {
                /// The label at its natural size, with the style's padding.
                case inline
                /// The label fills its `List` row, so the pressed background covers the whole row.
                case listRow
            }

            /// The horizontal alignment of a label.
            \(a)enum ThemeLabelAlignment: String, Hashable, Sendable, CaseIterable {
                case leading
                case center
                case trailing
            }

            /// A font weight, as SwiftUI's `Font.Weight` names them.
            \(a)enum ThemeFontWeight: String, Hashable, Sendable, CaseIterable {
                case ultraLight
                case thin
                case light
                case regular
                case medium
                case semibold
                case bold
                case heavy
                case black
            }

            /// A text style, as SwiftUI's `Font.TextStyle` names them: what a style's paddings, sizes and corner radii
            /// scale with under Dynamic Type, and what a typography token's size scales with (`ThemeTypography`).
            \(a)enum ThemeTextStyle: String, Hashable, Sendable, CaseIterable {
                case largeTitle
                case title
                case title2
                case title3
                case headline
                case subheadline
                case body
                case callout
                case footnote
                case caption
                case caption2
            }

            /// An animation curve, as SwiftUI's `Animation` names them.
            \(a)enum ThemeAnimationCurve: String, Hashable, Sendable, CaseIterable {
                case linear
                case easeIn
                case easeOut
                case easeInOut
                /// A spring whose response is the duration.
                case spring
            }

            /// Insets in points.
            \(a)struct ThemeEdgeInsets: Hashable, Sendable {
                \(a)var top: Double
                \(a)var leading: Double
                \(a)var bottom: Double
                \(a)var trailing: Double

                \(i)\(a)init(top: Double, leading: Double, bottom: Double, trailing: Double) {
                    self.top = top
                    self.leading = leading
                    self.bottom = bottom
                    self.trailing = trailing
                }

                /// No insets.
                \(a)static let zero: ThemeEdgeInsets = ThemeEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            }

            /// A border drawn inside a style's shape.
            \(a)struct ThemeBorder: Hashable, Sendable {
                \(a)var color: ThemeDynamicColor
                /// In points.
                \(a)var width: Double

                \(i)\(a)init(color: ThemeDynamicColor, width: Double) {
                    self.color = color
                    self.width = width
                }
            }

            /// A drop shadow; lengths in points.
            \(a)struct ThemeShadow: Hashable, Sendable {
                \(a)var color: ThemeDynamicColor
                \(a)var radius: Double
                \(a)var x: Double
                \(a)var y: Double

                \(i)\(a)init(color: ThemeDynamicColor, radius: Double, x: Double, y: Double) {
                    self.color = color
                    self.radius = radius
                    self.x = x
                    self.y = y
                }
            }

            /// A fixed size in points; `nil` leaves that dimension to the label.
            \(a)struct ThemeSize: Hashable, Sendable {
                \(a)var width: Double?
                \(a)var height: Double?

                \(i)\(a)init(width: Double?, height: Double?) {
                    self.width = width
                    self.height = height
                }
            }

            /// How state changes animate.
            \(a)struct ThemeAnimation: Hashable, Sendable {
                \(a)var curve: ThemeAnimationCurve
                /// In seconds.
                \(a)var duration: Double
                /// From an animation token, a curve `curve` cannot say (a Bézier, a spring with its own damping),
                /// which replaces it; `nil` otherwise.
                \(a)var timing: ThemeTimingCurve?

                \(i)\(a)init(curve: ThemeAnimationCurve, duration: Double, timing: ThemeTimingCurve? = nil) {
                    self.curve = curve
                    self.duration = duration
                    self.timing = timing
                }
            }

            // MARK: - Button styles

            /// What a button looks like in one state and role, after inheritance.
            \(a)struct ThemeButtonStateValues: Hashable, Sendable {
                /// The stored values, behind one reference: a copy of the value is a pointer, whatever its size.
                private struct _Fields: Hashable, Sendable {
                    var foreground: ThemeDynamicColor?
                    var background: ThemeDynamicColor?
                    var border: ThemeBorder?
                    var opacity: Double
                    var scale: Double
                }

                private var _fields: [_Fields]

                /// `nil`: the foreground style of the environment.
                \(a)var foreground: ThemeDynamicColor? {
                    get { _fields[0].foreground }
                    set { _fields[0].foreground = newValue }
                }
                /// `nil`: no background.
                \(a)var background: ThemeDynamicColor? {
                    get { _fields[0].background }
                    set { _fields[0].background = newValue }
                }
                \(a)var border: ThemeBorder? {
                    get { _fields[0].border }
                    set { _fields[0].border = newValue }
                }
                /// From 0 to 1.
                \(a)var opacity: Double {
                    get { _fields[0].opacity }
                    set { _fields[0].opacity = newValue }
                }
                /// 1 is the natural size.
                \(a)var scale: Double {
                    get { _fields[0].scale }
                    set { _fields[0].scale = newValue }
                }

                \(a)init(
                    foreground: ThemeDynamicColor? = nil, background: ThemeDynamicColor? = nil, border: ThemeBorder? = nil,
                    opacity: Double = 1, scale: Double = 1
                ) {
                    _fields = [
                        _Fields(
                            foreground: foreground,
                            background: background,
                            border: border,
                            opacity: opacity,
                            scale: scale
                        )
                    ]
                }
            }

            /// A button style's values for every state, for one role or for none.
            \(a)struct ThemeButtonStateTable: Hashable, Sendable {
                /// The stored values, behind one reference: a copy of the value is a pointer, whatever its size.
                private struct _Fields: Hashable, Sendable {
                    var normal: ThemeButtonStateValues
                    var pressed: ThemeButtonStateValues
                    var disabled: ThemeButtonStateValues
                    var selected: ThemeButtonStateValues
                    var selectedPressed: ThemeButtonStateValues
                    var hovered: ThemeButtonStateValues
                    var focused: ThemeButtonStateValues
                    var selectedHovered: ThemeButtonStateValues
                    var selectedFocused: ThemeButtonStateValues
                }

                private var _fields: [_Fields]

                \(a)var normal: ThemeButtonStateValues {
                    get { _fields[0].normal }
                    set { _fields[0].normal = newValue }
                }
                \(a)var pressed: ThemeButtonStateValues {
                    get { _fields[0].pressed }
                    set { _fields[0].pressed = newValue }
                }
                \(a)var disabled: ThemeButtonStateValues {
                    get { _fields[0].disabled }
                    set { _fields[0].disabled = newValue }
                }
                \(a)var selected: ThemeButtonStateValues {
                    get { _fields[0].selected }
                    set { _fields[0].selected = newValue }
                }
                \(a)var selectedPressed: ThemeButtonStateValues {
                    get { _fields[0].selectedPressed }
                    set { _fields[0].selectedPressed = newValue }
                }
                \(a)var hovered: ThemeButtonStateValues {
                    get { _fields[0].hovered }
                    set { _fields[0].hovered = newValue }
                }
                \(a)var focused: ThemeButtonStateValues {
                    get { _fields[0].focused }
                    set { _fields[0].focused = newValue }
                }
                \(a)var selectedHovered: ThemeButtonStateValues {
                    get { _fields[0].selectedHovered }
                    set { _fields[0].selectedHovered = newValue }
                }
                \(a)var selectedFocused: ThemeButtonStateValues {
                    get { _fields[0].selectedFocused }
                    set { _fields[0].selectedFocused = newValue }
                }

                /// `hovered` and `focused` are `normal` when not given, `selectedHovered` and `selectedFocused`
                /// `selected`.
                \(a)init(
                    normal: ThemeButtonStateValues, pressed: ThemeButtonStateValues, disabled: ThemeButtonStateValues,
                    selected: ThemeButtonStateValues, selectedPressed: ThemeButtonStateValues,
                    hovered: ThemeButtonStateValues? = nil, focused: ThemeButtonStateValues? = nil,
                    selectedHovered: ThemeButtonStateValues? = nil, selectedFocused: ThemeButtonStateValues? = nil
                ) {
                    _fields = [
                        _Fields(
                            normal: normal,
                            pressed: pressed,
                            disabled: disabled,
                            selected: selected,
                            selectedPressed: selectedPressed,
                            hovered: hovered ?? normal,
                            focused: focused ?? normal,
                            selectedHovered: selectedHovered ?? selected,
                            selectedFocused: selectedFocused ?? selected
                        )
                    ]
                }

                /// The values for `state`.
                \(i)\(a)subscript(state: ThemeButtonState) -> ThemeButtonStateValues {
                    switch state {
                    case .normal: return normal
                    case .pressed: return pressed
                    case .disabled: return disabled
                    case .selected: return selected
                    case .selectedPressed: return selectedPressed
                    case .hovered: return hovered
                    case .focused: return focused
                    case .selectedHovered: return selectedHovered
                    case .selectedFocused: return selectedFocused
                    }
                }
            }

            /// A button style of one theme: what does not change with state, and the values of every state and role.
            ///
            /// `theme.buttonStyles.thema.values(for: .pressed, role: .destructive).background?.resolved(for: .dark)`
            \(a)struct ThemeButtonStyleValues: Hashable, Sendable {
                /// The stored values, behind one reference: a copy of the value is a pointer, whatever its size.
                private struct _Fields: Hashable, Sendable {
                    var layout: ThemeButtonLayout
                    var alignment: ThemeLabelAlignment
                    var padding: ThemeEdgeInsets?
                    var fontWeight: ThemeFontWeight?
                    var cornerRadius: Double?
                    var shadow: ThemeShadow?
                    var extraShadows: [ThemeShadow]
                    var size: ThemeSize?
                    var animation: ThemeAnimation?
                    var isToggle: Bool
                    var states: ThemeButtonStateTable
                    var destructive: ThemeButtonStateTable?
                    var cancel: ThemeButtonStateTable?
                    var disabledOpacity: Double?
                    var scaling: ThemeTextStyle?
                    var font: ThemeTypography?
                }

                private var _fields: [_Fields]

                \(a)var layout: ThemeButtonLayout {
                    get { _fields[0].layout }
                    set { _fields[0].layout = newValue }
                }
                \(a)var alignment: ThemeLabelAlignment {
                    get { _fields[0].alignment }
                    set { _fields[0].alignment = newValue }
                }
                /// Around the label; `nil`: none.
                \(a)var padding: ThemeEdgeInsets? {
                    get { _fields[0].padding }
                    set { _fields[0].padding = newValue }
                }
                /// `nil`: the environment's weight.
                \(a)var fontWeight: ThemeFontWeight? {
                    get { _fields[0].fontWeight }
                    set { _fields[0].fontWeight = newValue }
                }
                /// The radius of the background and border shape; `nil`: square corners.
                \(a)var cornerRadius: Double? {
                    get { _fields[0].cornerRadius }
                    set { _fields[0].cornerRadius = newValue }
                }
                \(a)var shadow: ThemeShadow? {
                    get { _fields[0].shadow }
                    set { _fields[0].shadow = newValue }
                }
                /// The layers drawn after `shadow`, from a shadow token of more than one layer.
                \(a)var extraShadows: [ThemeShadow] {
                    get { _fields[0].extraShadows }
                    set { _fields[0].extraShadows = newValue }
                }
                \(a)var size: ThemeSize? {
                    get { _fields[0].size }
                    set { _fields[0].size = newValue }
                }
                /// `nil`: state changes are not animated.
                \(a)var animation: ThemeAnimation? {
                    get { _fields[0].animation }
                    set { _fields[0].animation = newValue }
                }
                /// Whether the style has a `selected` state, so that it is also a toggle style.
                \(a)var isToggle: Bool {
                    get { _fields[0].isToggle }
                    set { _fields[0].isToggle = newValue }
                }
                /// The values of each state for buttons without a role (or with a role the style does not style).
                \(a)var states: ThemeButtonStateTable {
                    get { _fields[0].states }
                    set { _fields[0].states = newValue }
                }
                /// The values of each state for `.destructive` buttons; `nil`: the same as `states`.
                \(a)var destructive: ThemeButtonStateTable? {
                    get { _fields[0].destructive }
                    set { _fields[0].destructive = newValue }
                }
                /// The values of each state for `.cancel` buttons; `nil`: the same as `states`.
                \(a)var cancel: ThemeButtonStateTable? {
                    get { _fields[0].cancel }
                    set { _fields[0].cancel = newValue }
                }
                /// The opacity a disabled button is drawn at, on or off, on top of its state's: set for a toggle style
                /// whose theme gives no `disabled` state, so a disabled toggle never looks enabled. `nil`: none.
                \(a)var disabledOpacity: Double? {
                    get { _fields[0].disabledOpacity }
                    set { _fields[0].disabledOpacity = newValue }
                }
                /// The text style whose Dynamic Type size the padding, size and corner radius follow
                /// (`@ScaledMetric(relativeTo:)`); `nil`: they are fixed (`scaling: fixed`).
                \(a)var scaling: ThemeTextStyle? {
                    get { _fields[0].scaling }
                    set { _fields[0].scaling = newValue }
                }
                /// The label's typography (`font: "{typography.button}"`); `nil`: the caller's font, untouched.
                \(a)var font: ThemeTypography? {
                    get { _fields[0].font }
                    set { _fields[0].font = newValue }
                }

                \(a)init(
                    layout: ThemeButtonLayout, alignment: ThemeLabelAlignment, padding: ThemeEdgeInsets?,
                    fontWeight: ThemeFontWeight?, cornerRadius: Double?, shadow: ThemeShadow?, size: ThemeSize?,
                    animation: ThemeAnimation?, isToggle: Bool, states: ThemeButtonStateTable,
                    destructive: ThemeButtonStateTable?, cancel: ThemeButtonStateTable?, disabledOpacity: Double? = nil,
                    scaling: ThemeTextStyle? = .body, font: ThemeTypography? = nil,
                    extraShadows: [ThemeShadow] = []
                ) {
                    _fields = [
                        _Fields(
                            layout: layout,
                            alignment: alignment,
                            padding: padding,
                            fontWeight: fontWeight,
                            cornerRadius: cornerRadius,
                            shadow: shadow,
                            extraShadows: extraShadows,
                            size: size,
                            animation: animation,
                            isToggle: isToggle,
                            states: states,
                            destructive: destructive,
                            cancel: cancel,
                            disabledOpacity: disabledOpacity,
                            scaling: scaling,
                            font: font
                        )
                    ]
                }

                /// What a button with `role` looks like in `state`.
                \(i)\(a)func values(for state: ThemeButtonState, role: ThemeButtonRole? = nil) -> ThemeButtonStateValues {
                    switch role {
                    case .destructive?: return (destructive ?? states)[state]
                    case .cancel?: return (cancel ?? states)[state]
                    case nil: return states[state]
                    }
                }

                /// Where a list row's separator starts, in points from the row's leading edge, when the style must say:
                /// for `listRow` labels that are centred or trailing (the separator would otherwise start under the
                /// label). It is the leading padding, or the usual 16 points when there is none.
                \(a)var separatorLeadingInset: Double? { separatorLeadingInset(alignment: alignment) }

                /// `separatorLeadingInset` for a label aligned at `alignment` rather than at the style's own, as
                /// `.buttonStyle(.listRow(alignment: .center))` aligns it.
                \(a)func separatorLeadingInset(alignment: ThemeLabelAlignment) -> Double? {
                    guard layout == .listRow, alignment != .leading else { return nil }
                    guard let padding, padding.leading > 0 else { return 16 }
                    return padding.leading
                }
            }

            // MARK: - List sections

            /// Where a row sits in a grouped section, which decides the corners it rounds.
            \(a)enum ThemeRowPosition: String, Hashable, Sendable, CaseIterable {
                /// The section's only row: all four corners.
                case only
                /// The top corners.
                case first
                /// No corners.
                case middle
                /// The bottom corners.
                case last

                /// The position of row `index` of `count` rows.
                \(i)\(a)init(index: Int, count: Int) {
                    if count <= 1 {
                        self = .only
                    } else if index == 0 {
                        self = .first
                    } else if index == count - 1 {
                        self = .last
                    } else {
                        self = .middle
                    }
                }

                /// Whether the row rounds its top corners.
                \(a)var roundsTop: Bool { self == .only || self == .first }
                /// Whether the row rounds its bottom corners.
                \(a)var roundsBottom: Bool { self == .only || self == .last }
            }

            /// The radius of each corner of a shape, in points.
            \(a)struct ThemeCornerRadii: Hashable, Sendable {
                \(a)var topLeading: Double
                \(a)var bottomLeading: Double
                \(a)var bottomTrailing: Double
                \(a)var topTrailing: Double

                \(i)\(a)init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
                    self.topLeading = topLeading
                    self.bottomLeading = bottomLeading
                    self.bottomTrailing = bottomTrailing
                    self.topTrailing = topTrailing
                }

                /// `radius` at the corners a row at `position` rounds, 0 at the others.
                \(i)\(a)init(position: ThemeRowPosition, radius: Double) {
                    let top: Double = position.roundsTop ? radius : 0
                    let bottom: Double = position.roundsBottom ? radius : 0
                    self.init(topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
                }
            }

            /// Whether a list section draws the line between its rows (`separator:` in the theme).
            \(a)enum ThemeSeparatorVisibility: String, Hashable, Sendable, CaseIterable {
                case visible
                case hidden
            }

            /// The line between the rows of a list section.
            \(a)struct ThemeSeparator: Hashable, Sendable {
                \(a)var visibility: ThemeSeparatorVisibility
                \(a)var color: ThemeDynamicColor
                /// Where the line starts, in points from the row's leading edge.
                \(a)var leadingInset: Double
                /// Where the line ends, in points from the row's trailing edge.
                \(a)var trailingInset: Double

                \(i)\(a)init(
                    visibility: ThemeSeparatorVisibility, color: ThemeDynamicColor, leadingInset: Double, trailingInset: Double
                ) {
                    self.visibility = visibility
                    self.color = color
                    self.leadingInset = leadingInset
                    self.trailingInset = trailingInset
                }
            }

            /// A grouped list section style of one theme.
            \(a)struct ThemeListSectionValues: Hashable, Sendable {
                /// The stored values, behind one reference: a copy of the value is a pointer, whatever its size.
                private struct _Fields: Hashable, Sendable {
                    var cornerRadius: Double
                    var rowBackground: ThemeDynamicColor
                    var rowMinHeight: Double
                    var rowPadding: ThemeEdgeInsets
                    var headerForeground: ThemeDynamicColor
                    var headerFont: ThemeTypography?
                    var headerPadding: ThemeEdgeInsets
                    var spacing: Double
                    var separator: ThemeSeparator
                }

                private var _fields: [_Fields]

                /// The radius of the section's outer corners.
                \(a)var cornerRadius: Double {
                    get { _fields[0].cornerRadius }
                    set { _fields[0].cornerRadius = newValue }
                }
                \(a)var rowBackground: ThemeDynamicColor {
                    get { _fields[0].rowBackground }
                    set { _fields[0].rowBackground = newValue }
                }
                \(a)var rowMinHeight: Double {
                    get { _fields[0].rowMinHeight }
                    set { _fields[0].rowMinHeight = newValue }
                }
                \(a)var rowPadding: ThemeEdgeInsets {
                    get { _fields[0].rowPadding }
                    set { _fields[0].rowPadding = newValue }
                }
                \(a)var headerForeground: ThemeDynamicColor {
                    get { _fields[0].headerForeground }
                    set { _fields[0].headerForeground = newValue }
                }
                /// The header's typography (`headerFont:`); `nil`: the caller's font, untouched.
                \(a)var headerFont: ThemeTypography? {
                    get { _fields[0].headerFont }
                    set { _fields[0].headerFont = newValue }
                }
                /// Space around the header, in points.
                \(a)var headerPadding: ThemeEdgeInsets {
                    get { _fields[0].headerPadding }
                    set { _fields[0].headerPadding = newValue }
                }
                /// Space above each section, in points.
                \(a)var spacing: Double {
                    get { _fields[0].spacing }
                    set { _fields[0].spacing = newValue }
                }
                /// The line between rows.
                \(a)var separator: ThemeSeparator {
                    get { _fields[0].separator }
                    set { _fields[0].separator = newValue }
                }

                \(a)init(
                    cornerRadius: Double, rowBackground: ThemeDynamicColor, rowMinHeight: Double, rowPadding: ThemeEdgeInsets,
                    headerForeground: ThemeDynamicColor, headerPadding: ThemeEdgeInsets, spacing: Double,
                    separator: ThemeSeparator, headerFont: ThemeTypography? = nil
                ) {
                    _fields = [
                        _Fields(
                            cornerRadius: cornerRadius,
                            rowBackground: rowBackground,
                            rowMinHeight: rowMinHeight,
                            rowPadding: rowPadding,
                            headerForeground: headerForeground,
                            headerFont: headerFont,
                            headerPadding: headerPadding,
                            spacing: spacing,
                            separator: separator
                        )
                    ]
                }

                /// The corners of a row at `position`: only the section's outer corners are rounded.
                \(i)\(a)func corners(for position: ThemeRowPosition) -> ThemeCornerRadii {
                    ThemeCornerRadii(position: position, radius: cornerRadius)
                }
            }

            """
    }
}
