import ThemecCore

/// The SwiftUI half of the component styles: thin views over the platform-neutral style values.
///
/// The generic pieces (the SwiftUI values of a style, the list-row layout, the corner shape, the exclusive
/// selection) go into `ThemeRuntime+SwiftUI.swift`, the same for every set. What reads the current theme
/// (`\.theme`) or names a style goes into `Theme+SwiftUI.swift`, with one label view per button style that
/// applies only the modifiers that style's values use in the set's themes.
extension SwiftEmitter {
    /// The availability of everything that reads `ButtonStyleConfiguration.role` or uses `ThemeDynamicColor.color`.
    static let styleAvailability: String = colorAvailability

    // MARK: - Per set

    /// Button, toggle, list-row and section styles for `set`, inside `Theme+SwiftUI.swift`'s `#if`.
    static func appleStyles(_ set: ResolvedThemeSet, into w: inout SwiftWriter, options: EmitOptions) {
        let a = options.modifier
        guard !set.buttonStyles.isEmpty || !set.listSections.isEmpty else { return }
        if !set.buttonStyles.isEmpty {
            w.mark("Button styles")
            let listRows = set.buttonStyles.indices.filter { index in
                set.themes.contains { index < $0.buttonStyles.count && $0.buttonStyles[index].layout == .listRow }
            }
            if !listRows.isEmpty {
                w.lines(of: listRowSupportSource(a, root: options.typeName))
            }
            for (index, style) in set.buttonStyles.enumerated() {
                let isToggle = set.themes.contains { index < $0.buttonStyles.count && $0.buttonStyles[index].isToggle }
                w.blankLine()
                buttonStyle(
                    style, index: index, usage: ButtonStyleUsage(set, style: index),
                    isListRow: listRows.contains(index),
                    isToggle: isToggle, into: &w, options: options)
            }
        }
        if !set.listSections.isEmpty {
            w.mark("Grouped list sections")
            w.lines(of: listSectionSupportSource(a, root: options.typeName))
            listSectionListSupport(into: &w, options: options)
            for (index, section) in set.listSections.enumerated() {
                w.blankLine()
                listSection(
                    section, index: index, usage: ListSectionUsage(set, section: index), into: &w, options: options)
            }
        }
    }

    /// Which of a button style's properties any theme of the set gives a value that changes the drawing, so
    /// that the style's label applies only those modifiers: no `fontWeight` without a weight, no clear
    /// stroke, zero shadow, `scaleEffect(1)`, `opacity(1)` or `animation(nil)`; no hover tracking, focus,
    /// Button Shapes or Dynamic Type reading for a style that does not need them.
    struct ButtonStyleUsage: Equatable {
        /// How many of the set's themes give the style a property.
        enum Coverage: Equatable {
            case none
            case some
            case all
        }

        var fontWeight: Bool = false
        /// Some theme gives the style a `font`: the label applies it (a style without one never touches the font).
        var font: Bool = false
        var foreground: Bool = false
        var background: Bool = false
        var border: Bool = false
        var shadow: Bool = false
        var scale: Bool = false
        var opacity: Bool = false
        var padding: Bool = false
        var size: Bool = false
        var cornerRadius: Bool = false
        var fillsRow: Bool = false
        var animation: Coverage = .none
        /// Some theme declares a `hovered` state: the label tracks the pointer.
        var hover: Bool = false
        /// Some theme declares a `focused` state: the label reads `isFocused`.
        var focus: Bool = false
        /// Some theme draws an inline state with neither background nor border: the label draws the style's
        /// shape when the Button Shapes setting is on.
        var buttonShape: Bool = false
        /// Some theme declares a role for the style: `role:` picks one per use.
        var roles: Bool = false
        /// Some theme makes the style a toggle: `isSelected:` selects it per use.
        var isToggle: Bool = false
        /// The text styles the style's lengths scale with in the set's themes (none: fixed everywhere).
        var scalings: [TextStyleKind] = []

        init(_ set: ResolvedThemeSet, style index: Int) {
            var animated = 0
            var themes = 0
            for theme in set.themes where index < theme.buttonStyles.count {
                let style = theme.buttonStyles[index]
                themes += 1
                fontWeight = fontWeight || style.fontWeight != nil
                font = font || style.font != nil
                shadow = shadow || style.shadow != nil
                padding = padding || style.padding != nil
                size = size || style.size != nil
                cornerRadius = cornerRadius || (style.cornerRadius ?? 0) != 0
                fillsRow = fillsRow || style.layout == .listRow
                opacity = opacity || style.disabledOpacity != nil
                hover = hover || !style.declaredStates.isDisjoint(with: [.hovered, .selectedHovered])
                focus = focus || !style.declaredStates.isDisjoint(with: [.focused, .selectedFocused])
                roles = roles || !style.roles.isEmpty
                isToggle = isToggle || style.isToggle
                if let scaling = style.scaling, !scalings.contains(scaling) { scalings.append(scaling) }
                if style.animation != nil { animated += 1 }
                let tables = [style.states] + ButtonRoleKind.allCases.compactMap { style.roles[$0] }
                for table in tables {
                    for values in table.values {
                        foreground = foreground || values.foreground != nil
                        background = background || values.background != nil
                        border = border || values.border != nil
                        scale = scale || values.scale != 1
                        opacity = opacity || values.opacity != 1
                        buttonShape =
                            buttonShape || style.layout == .inline && values.background == nil && values.border == nil
                    }
                }
            }
            scalings.sort { TextStyleKind.allCases.firstIndex(of: $0)! < TextStyleKind.allCases.firstIndex(of: $1)! }
            animation = animated == 0 ? .none : (animated == themes ? .all : .some)
        }

        /// Whether the label reads the values of its state.
        var readsState: Bool { foreground || background || border || scale || opacity || buttonShape }
        /// Whether the label computes its state.
        var computesState: Bool { readsState || animation != .none }
        /// Whether the label's frame is larger than the label, so it needs a content shape to be tapped there.
        var growsFrame: Bool { padding || size || fillsRow }
        /// Whether the label has a frame that `alignment:` positions it in.
        var isAlignable: Bool { size || fillsRow }
        /// Whether the label draws the style's shape.
        var drawsShape: Bool { background || border || buttonShape }
        /// Whether lengths are scaled by a Dynamic Type unit.
        var scales: Bool { !scalings.isEmpty && (padding || size || (drawsShape && cornerRadius)) }

        /// The per-use parameters of the style, in the order of its initialiser.
        var parameters: [StyleParameter] {
            var result: [StyleParameter] = []
            if isToggle { result.append(.isSelected) }
            if isAlignable { result.append(.alignment) }
            if roles { result.append(.role) }
            return result
        }

        /// The modifiers of the label, in the order they apply, each a line after `configuration.label`.
        var modifiers: [String] {
            var lines: [String] = []
            // The weight inside the font: the typography sets the font, then the style's weight applies to it.
            if fontWeight { lines.append(".modifier(ThemeFontWeightModifier(weight: style.fontWeight))") }
            if font { lines.append(".modifier(ThemeTypographyModifier(style.values.font))") }
            if foreground { lines.append(".foregroundStyle(values.foreground)") }
            if padding { lines.append(scales ? ".padding(style.padding(scaledBy: unit))" : ".padding(style.padding)") }
            // Inside a grouped section row, the row's padding goes inside the label's frame (see
            // `ThemeSectionRowPaddingModifier`), so the pressed background reaches the row's edges.
            if fillsRow { lines.append(".modifier(ThemeSectionRowPaddingModifier(outset: false))") }
            let alignment = isAlignable ? "alignment" : "style.alignment"
            if size {
                lines.append(
                    scales
                        ? ".frame(\n    width: style.width(scaledBy: unit), height: style.height(scaledBy: unit), "
                            + "alignment: \(alignment)\n)"
                        : ".frame(width: style.width, height: style.height, alignment: \(alignment))")
            }
            if fillsRow {
                lines.append(".frame(maxWidth: style.maxWidth, maxHeight: style.maxHeight, alignment: \(alignment))")
            }
            if growsFrame { lines.append(".contentShape(Rectangle())") }
            if background { lines.append(".background(values.background, in: shape)") }
            if border {
                lines.append(".overlay { shape.strokeBorder(values.border, lineWidth: values.borderWidth) }")
            }
            if buttonShape {
                lines.append(
                    ".modifier(ThemeButtonShapeModifier(values: values, shape: shape, isOn: showsButtonShapes))")
            }
            if shadow {
                lines.append(
                    ".shadow(color: style.shadowColor, radius: style.shadowRadius, x: style.shadowX, y: style.shadowY)")
            }
            if fillsRow { lines.append(".modifier(ThemeSectionRowPaddingModifier(outset: true))") }
            if scale { lines.append(".scaleEffect(values.scale)") }
            if opacity { lines.append(".opacity(values.opacity)") }
            if hover {
                // `onHover` exists on iOS (iPadOS pointers), macOS and visionOS, not on tvOS and watchOS.
                lines.append("#if !os(tvOS) && !os(watchOS)")
                lines.append("    .onHover { (isHovering: Bool) in isHovered = isHovering }")
                lines.append("#endif")
            }
            if animation != .none {
                // Reduce Motion: no animation of the style's own, and the caller's transaction left alone.
                lines.append(
                    ".modifier(ThemeAnimationModifier(animation: reduceMotion ? nil : style.animation, value: state))")
            }
            return lines
        }
    }

    /// A per-use parameter of a button style: `.buttonStyle(.option(isSelected: isOn))`.
    struct StyleParameter: Equatable {
        var name: String
        var type: String
        var defaultValue: String
        var example: String
        var doc: String

        static let isSelected = StyleParameter(
            name: "isSelected", type: "Bool", defaultValue: "false", example: "isSelected: isOn",
            doc: "Whether the label shows the style's `selected` states: the parent owns the state, the tap runs "
                + "the action.")
        static let alignment = StyleParameter(
            name: "alignment", type: "ThemeLabelAlignment?", defaultValue: "nil", example: "alignment: .center",
            doc: "Where the label sits in its frame for this use; `nil`: the style's `alignment`.")
        static let role = StyleParameter(
            name: "role", type: "ThemeButtonRole?", defaultValue: "nil", example: "role: .destructive",
            doc: "The role whose values the label is drawn in, whatever the button's own role; `nil`: the button's.")

        var declaration: String { "\(name): \(type) = \(defaultValue)" }
    }

    private static func buttonStyle(
        _ style: StyleName, index: Int, usage: ButtonStyleUsage, isListRow: Bool, isToggle: Bool,
        into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        let member = SwiftIdentifier.escaped(style.identifier)
        let docMember = style.identifier.replacingBackticks()
        let typeName = options.stylePrefix + style.typeName
        let label = typeName + "Label"
        let conformances = isListRow ? "ButtonStyle, ThemeListRowStyle" : "ButtonStyle"
        let parameters = usage.parameters
        w.doc(
            """
            The `\(SwiftWriter.singleLine(style.name).replacingBackticks())` button style of the current theme: \
            `.buttonStyle(.\(docMember))`\(isListRow ? ", or `.themeListRow(.\(docMember))` in a `List`" : "").
            """)
        w.line(styleAvailability)
        w.block("\(a)struct \(typeName): \(conformances) {") { w in
            buttonStyleStoredParameters(parameters, into: &w, options: options)
            w.blankLine()
            w.block("\(a)func makeBody(configuration: Configuration) -> some View {") { w in
                let arguments =
                    (["configuration: configuration", usage.isToggle ? "isSelected: isSelected" : "isSelected: false"]
                    + parameters.filter { $0.name != "isSelected" }.map { "\($0.name): \($0.name)" })
                    .joined(separator: ", ")
                w.line("\(label)(\(arguments))")
                if usage.isToggle {
                    w.indented { w in
                        w.line(".accessibilityAddTraits(isSelected ? AccessibilityTraits.isSelected : [])")
                    }
                }
            }
            if isListRow {
                w.blankLine()
                w.block(
                    "\(a)static func swiftUIStyle(in theme: \(options.typeName).SwiftUIValues) -> ThemeSwiftUIButtonStyle {"
                ) { w in
                    w.line("theme.buttonStyles[\(index)]")
                }
            }
        }
        w.blankLine()
        w.line(styleAvailability)
        w.block("extension ButtonStyle where Self == \(typeName) {") { w in
            w.doc("The theme's `\(docMember)` button style.")
            w.line("\(a)nonisolated static var \(member): \(typeName) { \(typeName)() }")
            buttonStyleFactory(
                parameters, member: member, docMember: docMember, typeName: typeName, into: &w, options: options)
        }
        w.blankLine()
        buttonLabel(label, style: style, index: index, usage: usage, previews: options.previews, into: &w)
        guard isToggle else { return }
        let toggleType = options.stylePrefix + toggleTypeName(style)
        w.blankLine()
        w.doc(
            """
            The `\(SwiftWriter.singleLine(style.name).replacingBackticks())` style as a toggle that stays pushed \
            in while on: `Toggle(isOn: $isOn) { Text("Option") }.toggleStyle(.\(docMember))`.
            """)
        w.line(styleAvailability)
        w.block("\(a)struct \(toggleType): ToggleStyle {") { w in
            w.line("\(a)nonisolated init() {}")
            w.blankLine()
            w.block("\(a)func makeBody(configuration: Configuration) -> some View {") { w in
                w.line("Button(action: { configuration.isOn.toggle() }) { configuration.label }")
                w.indented { w in
                    w.line(".buttonStyle(\(toggleType)Button(isOn: configuration.isOn))")
                    w.line(".accessibilityAddTraits(ThemeToggleAccessibility.traits(isOn: configuration.isOn))")
                }
            }
        }
        w.blankLine()
        w.line(styleAvailability)
        w.block("extension ToggleStyle where Self == \(toggleType) {") { w in
            w.doc("The theme's `\(docMember)` style as a toggle.")
            w.line("\(a)nonisolated static var \(member): \(toggleType) { \(toggleType)() }")
        }
        w.blankLine()
        w.doc("The button inside `\(toggleType)`: the style's `selected` states while the toggle is on.")
        w.line(styleAvailability)
        w.block("private struct \(toggleType)Button: ButtonStyle {") { w in
            w.line("let isOn: Bool")
            w.blankLine()
            w.block("func makeBody(configuration: Configuration) -> some View {") { w in
                let arguments =
                    (["configuration: configuration", "isSelected: isOn"]
                    + parameters.filter { $0.name != "isSelected" }.map { "\($0.name): nil" })
                    .joined(separator: ", ")
                w.line("\(label)(\(arguments))")
            }
        }
    }

    /// The stored per-use parameters of a button style and its initialiser (`init()` when it has none).
    private static func buttonStyleStoredParameters(
        _ parameters: [StyleParameter], into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        guard !parameters.isEmpty else {
            w.line("\(a)nonisolated init() {}")
            return
        }
        for parameter in parameters {
            w.doc(parameter.doc)
            w.line("\(a)nonisolated let \(parameter.name): \(parameter.type)")
        }
        w.blankLine()
        let signature = parameters.map(\.declaration).joined(separator: ", ")
        w.line("\(a)nonisolated init(")
        w.indented { w in w.line(signature) }
        w.block(") {") { w in
            for parameter in parameters { w.line("self.\(parameter.name) = \(parameter.name)") }
        }
    }

    /// `static func <style>(isSelected:alignment:role:)` beside the static var, for the parameters the style has.
    private static func buttonStyleFactory(
        _ parameters: [StyleParameter], member: String, docMember: String, typeName: String,
        into w: inout SwiftWriter, options: EmitOptions
    ) {
        guard !parameters.isEmpty else { return }
        let a = options.modifier
        w.blankLine()
        w.doc(
            """
            The theme's `\(docMember)` button style, set up for this use: \
            `.buttonStyle(.\(docMember)(\(parameters.map(\.example).joined(separator: ", "))))`.
            """)
        let signature = parameters.map(\.declaration).joined(separator: ", ")
        w.line("\(a)nonisolated static func \(member)(")
        w.indented { w in w.line(signature) }
        w.block(") -> \(typeName) {") { w in
            w.line("\(typeName)(\(parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))")
        }
    }

    /// The label view of one button style: the modifiers `usage` says the style's values need, no others.
    /// With `previews`, a label that computes its state takes it from the previews in debug builds
    /// (`previewStateHook`).
    private static func buttonLabel(
        _ label: String, style: StyleName, index: Int, usage: ButtonStyleUsage, previews: Bool,
        into w: inout SwiftWriter
    ) {
        let modifiers = usage.modifiers
        w.doc(
            """
            A button's label in the current theme's `\(SwiftWriter.singleLine(style.name).replacingBackticks())` \
            style, with only the modifiers that style's values use in this set's themes.
            """)
        w.line(styleAvailability)
        w.block("private struct \(label): View {") { w in
            w.line("let configuration: ButtonStyleConfiguration")
            w.line("let isSelected: Bool")
            if usage.isAlignable { w.line("let alignment: ThemeLabelAlignment?") }
            if usage.roles { w.line("let role: ThemeButtonRole?") }
            w.line("@Environment(\\.themeSwiftUIValues) private var theme")
            buttonLabelEnvironment(usage, into: &w)
            if previews && usage.computesState { previewStateHook(into: &w) }
            w.blankLine()
            w.block("var body: some View {") { w in
                if !modifiers.isEmpty {
                    w.line("let style: ThemeSwiftUIButtonStyle = theme.buttonStyles[\(index)]")
                }
                if usage.scales { w.line("let unit: CGFloat = unit(for: style.values.scaling)") }
                if usage.drawsShape {
                    let scaled = usage.scales && usage.cornerRadius
                    w.line("let shape: RoundedRectangle = " + (scaled ? "style.shape(scaledBy: unit)" : "style.shape"))
                }
                if usage.isAlignable {
                    w.line("let alignment: Alignment = self.alignment?.alignment ?? style.alignment")
                }
                if usage.computesState {
                    var arguments = [
                        "isPressed: configuration.isPressed", "isEnabled: isEnabled", "isSelected: isSelected",
                    ]
                    if usage.hover { arguments.append("isHovered: isHovered") }
                    if usage.focus { arguments.append("isFocused: isFocused") }
                    // With previews, `previewState ?? ThemeButtonState(…)`, laid out as swift-format does.
                    let depth = previews ? 2 : 1
                    if previews {
                        w.line("let state: ThemeButtonState =")
                        w.indented { w in w.lines(["previewState", "?? ThemeButtonState("]) }
                    } else {
                        w.line("let state: ThemeButtonState = ThemeButtonState(")
                    }
                    // As swift-format fills them: as many arguments per line as fit in 120 columns.
                    var rows: [String] = []
                    for argument in arguments {
                        if let last = rows.last, w.indentWidth + 4 * depth + last.count + argument.count + 3 <= 120 {
                            rows[rows.count - 1] = last + ", " + argument
                        } else {
                            rows.append(argument)
                        }
                    }
                    w.indented { w in
                        if previews {
                            w.indented { w in w.lines(rows.dropLast().map { $0 + "," } + [rows.last! + ")"]) }
                        } else {
                            w.lines(rows.dropLast().map { $0 + "," } + [rows.last! + ")"])
                        }
                    }
                }
                if usage.readsState {
                    let role =
                        usage.roles
                        ? "role ?? ThemeButtonRole(configuration.role)" : "ThemeButtonRole(configuration.role)"
                    w.line("let values: ThemeSwiftUIButtonState = style.values(")
                    w.indented { w in w.line("for: state, role: \(role), isEnabled: isEnabled)") }
                }
                w.line("configuration.label")
                w.indented { w in
                    for modifier in modifiers { w.lines(of: modifier) }
                }
            }
            if usage.scales {
                w.blankLine()
                w.doc("The Dynamic Type unit of `scaling`: 1 at the default text size, or for fixed lengths.")
                w.block("private func unit(for scaling: ThemeTextStyle?) -> CGFloat {") { w in
                    w.line("switch scaling {")
                    for scaling in usage.scalings {
                        w.line("case .\(scaling.rawValue)?: return CGFloat(\(scaling.rawValue)Unit)")
                    }
                    w.line("default: return 1")
                    w.line("}")
                }
            }
        }
    }

    /// The environment and state the label of a style reads, only what its modifiers use.
    private static func buttonLabelEnvironment(_ usage: ButtonStyleUsage, into w: inout SwiftWriter) {
        if usage.computesState { w.line("@Environment(\\.isEnabled) private var isEnabled") }
        if usage.focus { w.line("@Environment(\\.isFocused) private var isFocused") }
        if usage.hover { w.line("@State private var isHovered: Bool = false") }
        if usage.buttonShape {
            w.line("@Environment(\\.accessibilityShowButtonShapes) private var showsButtonShapes")
        }
        if usage.animation != .none { w.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion") }
        if usage.scales {
            for scaling in usage.scalings {
                w.line(
                    "@ScaledMetric(relativeTo: .\(scaling.rawValue)) private var \(scaling.rawValue)Unit: Double = 1")
            }
        }
    }

    /// `OptionButtonStyle` → `OptionToggleStyle`.
    static func toggleTypeName(_ style: StyleName) -> String {
        let suffix = "ButtonStyle"
        let base = style.typeName.hasSuffix(suffix) ? String(style.typeName.dropLast(suffix.count)) : style.typeName
        return base + "ToggleStyle"
    }

    private static func listSection(
        _ section: StyleName, index: Int, usage: ListSectionUsage, into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        let member = SwiftIdentifier.escaped(section.identifier)
        let typeName = options.stylePrefix + section.typeName
        let docMember = section.identifier.replacingBackticks()
        w.doc(
            """
            The `\(SwiftWriter.singleLine(section.name).replacingBackticks())` list section style of the current \
            theme: `ThemeGroupedSection(.\(docMember), rows) { row in … }`, or `ThemeListSection` inside a `List`.
            """)
        w.line(styleAvailability)
        w.block("\(a)struct \(typeName): ThemeListSectionStyle {") { w in
            w.line("\(a)nonisolated init() {}")
            w.blankLine()
            w.block(
                "\(a)static func swiftUISection(in theme: \(options.typeName).SwiftUIValues) -> ThemeSwiftUIListSection {"
            ) { w in
                w.line("theme.listSections[\(index)]")
            }
        }
        w.blankLine()
        w.line(styleAvailability)
        w.block("extension ThemeListSectionStyle where Self == \(typeName) {") { w in
            w.doc("The theme's `\(docMember)` list section style.")
            w.line("\(a)nonisolated static var \(member): \(typeName) { \(typeName)() }")
        }
        listSectionListRow(typeName, docName: section.name, usage: usage, into: &w, options: options)
    }

    // MARK: - Fixed parts, per set

    // swift-format-ignore
    private static func listRowSupportSource(_ a: String, root: String) -> String {
        """
        /// A button style of the theme with `layout: listRow`, for `.themeListRow(_:)`.
        \(styleAvailability)
        \(a)protocol ThemeListRowStyle: ButtonStyle {
            /// The style's SwiftUI values in `theme`.
            static func swiftUIStyle(in theme: \(root).SwiftUIValues) -> ThemeSwiftUIButtonStyle
            /// The label's alignment for this use (`.listRow(alignment: .center)`); `nil`: the style's.
            nonisolated var alignment: ThemeLabelAlignment? { get }
        }

        \(styleAvailability)
        extension View {
            /// Makes this button a whole `List` row in one call: the button style, no row insets (so the pressed
            /// background covers the row), and, for centred or trailing labels, the separator starting at the
            /// label's leading padding (iOS 16, macOS 13).
            ///
            /// ```swift
            /// List {
            ///     Button("Profile") { showProfile() }.themeListRow(.listRow)
            ///     Button("Sign Out", role: .destructive) { signOut() }.themeListRow(.listRow)
            /// }
            /// ```
            \(a)nonisolated func themeListRow<S: ThemeListRowStyle>(_ style: S) -> some View {
                buttonStyle(style).modifier(ThemeListRowModifier<S>(alignment: style.alignment))
            }
        }

        /// The row half of `.themeListRow(_:)`, with the values of the current theme.
        \(styleAvailability)
        private struct ThemeListRowModifier<S: ThemeListRowStyle>: ViewModifier {
            let alignment: ThemeLabelAlignment?
            @Environment(\\.themeSwiftUIValues) private var theme

            nonisolated init(alignment: ThemeLabelAlignment?) {
                self.alignment = alignment
            }

            func body(content: Content) -> some View {
                content.modifier(ThemeListRowLayoutModifier(style: S.swiftUIStyle(in: theme), alignment: alignment))
            }
        }
        """
    }

    // swift-format-ignore
    private static func listSectionSupportSource(_ a: String, root: String) -> String {
        """
        /// A grouped list section style of the theme, for `ThemeGroupedSection` and `.themeSectionRow(_:position:)`.
        \(styleAvailability)
        \(a)protocol ThemeListSectionStyle: Sendable {
            /// The style's SwiftUI values in `theme`.
            static func swiftUISection(in theme: \(root).SwiftUIValues) -> ThemeSwiftUIListSection
        }

        /// A grouped section drawn the same on every OS version, without `List`: an optional header in the
        /// style's `headerForeground` and `headerPadding`, which VoiceOver reads as a heading, then one row per
        /// element, each with the style's padding, minimum height and background, a separator between rows
        /// unless the style hides it, and only the section's outer corners rounded. The style's `spacing` goes
        /// above the section. It is not lazy and has no swipe actions or selection: for those, use
        /// `ThemeListSection` inside a `List`.
        ///
        /// ```swift
        /// ScrollView {
        ///     VStack(spacing: 0) {
        ///         ThemeGroupedSection(.grouped, accounts) { account in
        ///             Text(account.name)
        ///         } header: {
        ///             Text("Accounts")
        ///         }
        ///         ThemeGroupedSection(.grouped, settings, id: \\.key) { setting in
        ///             SettingRow(setting)
        ///         }
        ///     }
        ///     .padding(.horizontal)
        /// }
        /// ```
        \(styleAvailability)
        \(a)struct ThemeGroupedSection<Style: ThemeListSectionStyle, Element, ID: Hashable, Row: View, Header: View>:
            View
        {
            @Environment(\\.themeSwiftUIValues) private var theme
            private let rows: [ThemeSectionRow<Element, ID>]
            private let row: (Element) -> Row
            private let header: Header

            /// A section with a row for each element of `data`, identified by `id`, under `header`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, id: KeyPath<Element, ID>, @ViewBuilder row: @escaping (Element) -> Row,
                @ViewBuilder header: () -> Header
            ) where Data.Element == Element {
                let elements: [Element] = Array(data)
                rows = elements.indices.map { (index: Int) -> ThemeSectionRow<Element, ID> in
                    ThemeSectionRow(
                        id: elements[index][keyPath: id], element: elements[index],
                        position: ThemeRowPosition(index: index, count: elements.count))
                }
                self.row = row
                self.header = header()
            }

            \(a)var body: some View {
                let section: ThemeSwiftUIListSection = Style.swiftUISection(in: theme)
                VStack(alignment: .leading, spacing: 0) {
                    header.modifier(ThemeSectionHeaderModifier(section: section))
                    ForEach(rows) { (item: ThemeSectionRow<Element, ID>) in
                        row(item.element).modifier(ThemeSectionRowModifier(section: section, position: item.position))
                    }
                }
                .padding(.top, section.spacing)
            }
        }

        \(sectionInitializers(a, type: "ThemeGroupedSection", availability: styleAvailability))

        \(styleAvailability)
        extension View {
            /// Draws this view as one row of a grouped section written out by hand (for rows that are not one per
            /// element): the style's padding, minimum height and background, a separator unless it is the last
            /// row, and the corners `position` rounds.
            ///
            /// ```swift
            /// VStack(spacing: 0) {
            ///     Toggle("Wi-Fi", isOn: $wifi).themeSectionRow(.grouped, position: .first)
            ///     Toggle("Bluetooth", isOn: $bluetooth).themeSectionRow(.grouped, position: .last)
            /// }
            /// ```
            \(a)nonisolated func themeSectionRow<Style: ThemeListSectionStyle>(
                _ style: Style, position: ThemeRowPosition
            ) -> some View {
                modifier(ThemeSectionRowStyleModifier<Style>(position: position))
            }
        }

        /// `.themeSectionRow(_:position:)` with the values of the current theme.
        \(styleAvailability)
        private struct ThemeSectionRowStyleModifier<Style: ThemeListSectionStyle>: ViewModifier {
            let position: ThemeRowPosition
            @Environment(\\.themeSwiftUIValues) private var theme

            nonisolated init(position: ThemeRowPosition) {
                self.position = position
            }

            func body(content: Content) -> some View {
                content.modifier(ThemeSectionRowModifier(section: Style.swiftUISection(in: theme), position: position))
            }
        }
        """
    }

    // MARK: - Fixed parts, the same for every set

    // swift-format-ignore
    static func styleRuntimeAppleSource(_ a: String) -> String {
        """
        \(appleAvailability)
        extension ThemeFontWeight {
            /// SwiftUI's weight of this name.
            \(a)var weight: Font.Weight {
                switch self {
                case .ultraLight: return .ultraLight
                case .thin: return .thin
                case .light: return .light
                case .regular: return .regular
                case .medium: return .medium
                case .semibold: return .semibold
                case .bold: return .bold
                case .heavy: return .heavy
                case .black: return .black
                }
            }
        }

        \(appleAvailability)
        extension ThemeAnimation {
            /// The SwiftUI animation: the curve over `duration` seconds; a spring's response is the duration.
            \(a)var animation: Animation {
                switch curve {
                case .linear: return Animation.linear(duration: duration)
                case .easeIn: return Animation.easeIn(duration: duration)
                case .easeOut: return Animation.easeOut(duration: duration)
                case .easeInOut: return Animation.easeInOut(duration: duration)
                case .spring: return Animation.spring(response: duration, dampingFraction: 0.825, blendDuration: 0)
                }
            }
        }

        \(appleAvailability)
        extension ThemeEdgeInsets {
            /// These insets for SwiftUI's `padding(_:)` and `listRowInsets(_:)`.
            \(a)var edgeInsets: EdgeInsets {
                EdgeInsets(
                    top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
            }
        }

        \(appleAvailability)
        extension ThemeLabelAlignment {
            /// The frame alignment that puts a label at this horizontal position, vertically centred.
            \(a)var alignment: Alignment {
                switch self {
                case .leading: return .leading
                case .center: return .center
                case .trailing: return .trailing
                }
            }
        }

        \(styleAvailability)
        extension ThemeButtonRole {
            /// The role SwiftUI gives a button style's configuration; `nil` for no role, or one themes cannot style.
            \(a)init?(_ role: ButtonRole?) {
                if role == ButtonRole.destructive {
                    self = .destructive
                } else if role == ButtonRole.cancel {
                    self = .cancel
                } else {
                    return nil
                }
            }
        }

        /// What a button style draws in one state and role, as SwiftUI values.
        \(styleAvailability)
        \(a)struct ThemeSwiftUIButtonState: Sendable {
            /// The state's foreground, or the environment's foreground style when it has none.
            \(a)var foreground: AnyShapeStyle
            /// The state's background, clear when it has none.
            \(a)var background: Color
            /// The state's border colour, clear when it has none.
            \(a)var border: Color
            \(a)var borderWidth: CGFloat
            \(a)var opacity: Double
            \(a)var scale: CGFloat
            /// Whether the state has neither background nor border, so Button Shapes draws the style's shape.
            \(a)var isBorderless: Bool

            init(_ values: ThemeButtonStateValues, colors: inout ThemeSwiftUIColorBuilder) {
                foreground =
                    values.foreground.map { (color: ThemeDynamicColor) -> AnyShapeStyle in
                        // `{system.tint}` follows `.tint(_:)`, then the app's accent colour.
                        color.systemName == "tint" && color.systemOpacity == nil
                            ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(colors.color(color))
                    } ?? AnyShapeStyle(ForegroundStyle())
                background = values.background.map { colors.color($0) } ?? Color.clear
                border = values.border.map { colors.color($0.color) } ?? Color.clear
                borderWidth = CGFloat(values.border?.width ?? 0)
                opacity = values.opacity
                scale = CGFloat(values.scale)
                isBorderless = values.background == nil && values.border == nil
            }
        }

        /// A button style of one theme as SwiftUI draws it: its values as SwiftUI values, colours included, built
        /// once per theme and style (`Theme.SwiftUIValues`) and reached by reference.
        \(styleAvailability)
        \(a)final class ThemeSwiftUIButtonStyle: Sendable {
            /// The style's values, as `Theme.swift` has them.
            \(a)let values: ThemeButtonStyleValues
            /// `nil`: the environment's weight.
            \(a)let fontWeight: Font.Weight?
            \(a)let padding: EdgeInsets
            \(a)let width: CGFloat?
            \(a)let height: CGFloat?
            /// Infinite for `listRow` labels, which fill their row.
            \(a)let maxWidth: CGFloat?
            \(a)let maxHeight: CGFloat?
            \(a)let alignment: Alignment
            /// The background and border shape.
            \(a)let shape: RoundedRectangle
            /// The shape's corner radius.
            \(a)let cornerRadius: CGFloat
            \(a)let shadowColor: Color
            \(a)let shadowRadius: CGFloat
            \(a)let shadowX: CGFloat
            \(a)let shadowY: CGFloat
            /// `nil`: state changes are not animated by the style.
            \(a)let animation: Animation?
            /// No row insets for `listRow` styles; `nil` leaves the row's.
            \(a)let listRowInsets: EdgeInsets?
            /// Where a list row's separator starts, when the style must say.
            \(a)let separatorLeadingInset: CGFloat?
            /// What a disabled button's opacity is multiplied by (`ThemeButtonStyleValues.disabledOpacity`).
            \(a)let disabledOpacity: Double
            /// Nine states (in the order of `ThemeButtonState.allCases`) without a role, then destructive, then cancel.
            private let states: [ThemeSwiftUIButtonState]

            /// The SwiftUI values of `values`, with colours from `colors`.
            init(_ values: ThemeButtonStyleValues, colors: inout ThemeSwiftUIColorBuilder) {
                self.values = values
                fontWeight = values.fontWeight?.weight
                padding = (values.padding ?? ThemeEdgeInsets.zero).edgeInsets
                width = values.size?.width.map { CGFloat($0) }
                height = values.size?.height.map { CGFloat($0) }
                let fillsRow: Bool = values.layout == .listRow
                maxWidth = fillsRow ? CGFloat.infinity : nil
                maxHeight = fillsRow ? CGFloat.infinity : nil
                alignment = values.alignment.alignment
                cornerRadius = CGFloat(values.cornerRadius ?? 0)
                shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                shadowColor = values.shadow.map { colors.color($0.color) } ?? Color.clear
                shadowRadius = CGFloat(values.shadow?.radius ?? 0)
                shadowX = CGFloat(values.shadow?.x ?? 0)
                shadowY = CGFloat(values.shadow?.y ?? 0)
                animation = values.animation?.animation
                listRowInsets = fillsRow ? EdgeInsets() : nil
                separatorLeadingInset = values.separatorLeadingInset.map { CGFloat($0) }
                disabledOpacity = values.disabledOpacity ?? 1
                var states: [ThemeSwiftUIButtonState] = []
                let tables: [ThemeButtonStateTable] = [
                    values.states, values.destructive ?? values.states, values.cancel ?? values.states,
                ]
                for table: ThemeButtonStateTable in tables {
                    for state: ThemeButtonState in ThemeButtonState.allCases {
                        states.append(ThemeSwiftUIButtonState(table[state], colors: &colors))
                    }
                }
                self.states = states
            }

            /// What a button with `role` draws in `state`; dimmed by `disabledOpacity` when it is not enabled.
            \(a)func values(
                for state: ThemeButtonState, role: ThemeButtonRole?, isEnabled: Bool
            ) -> ThemeSwiftUIButtonState {
                let table: Int
                switch role {
                case .destructive?: table = 9
                case .cancel?: table = 18
                case nil: table = 0
                }
                let column: Int
                switch state {
                case .normal: column = 0
                case .pressed: column = 1
                case .disabled: column = 2
                case .selected: column = 3
                case .selectedPressed: column = 4
                case .hovered: column = 5
                case .focused: column = 6
                case .selectedHovered: column = 7
                case .selectedFocused: column = 8
                }
                var values: ThemeSwiftUIButtonState = states[table + column]
                if !isEnabled { values.opacity *= disabledOpacity }
                return values
            }

            /// The padding times `unit`, the Dynamic Type unit of the style's `scaling`.
            \(a)func padding(scaledBy unit: CGFloat) -> EdgeInsets {
                EdgeInsets(
                    top: padding.top * unit, leading: padding.leading * unit, bottom: padding.bottom * unit,
                    trailing: padding.trailing * unit)
            }

            /// The width times `unit`; `nil` without one.
            \(a)func width(scaledBy unit: CGFloat) -> CGFloat? { width.map { (width: CGFloat) in width * unit } }

            /// The height times `unit`; `nil` without one.
            \(a)func height(scaledBy unit: CGFloat) -> CGFloat? { height.map { (height: CGFloat) in height * unit } }

            /// The background and border shape with its corner radius times `unit`.
            \(a)func shape(scaledBy unit: CGFloat) -> RoundedRectangle {
                RoundedRectangle(cornerRadius: cornerRadius * unit, style: .continuous)
            }

            /// Where a list row's separator starts for a label at `alignment` (`nil`: the style's alignment).
            \(a)func separatorLeadingInset(alignment: ThemeLabelAlignment?) -> CGFloat? {
                guard let alignment else { return separatorLeadingInset }
                return values.separatorLeadingInset(alignment: alignment).map { CGFloat($0) }
            }
        }

        /// The Button Shapes setting for a style drawn without background or border: the style's shape, outlined in
        /// the label's colour (which the contrast check holds against the surface), so the button's edges show.
        \(styleAvailability)
        struct ThemeButtonShapeModifier: ViewModifier {
            let values: ThemeSwiftUIButtonState
            let shape: RoundedRectangle
            /// `accessibilityShowButtonShapes`.
            let isOn: Bool

            func body(content: Content) -> some View {
                content.overlay {
                    if isOn && values.isBorderless {
                        shape.strokeBorder(values.foreground, lineWidth: 1)
                    }
                }
            }
        }

        /// The accessibility traits of a themed toggle: `isSelected` while on, and `isToggle` where it exists
        /// (iOS 17, macOS 14, tvOS 17, watchOS 10), so VoiceOver says it is a toggle and whether it is on.
        \(appleAvailability)
        enum ThemeToggleAccessibility {
            static func traits(isOn: Bool) -> AccessibilityTraits {
                var traits: AccessibilityTraits = isOn ? AccessibilityTraits.isSelected : []
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    traits.insert(AccessibilityTraits.isToggle)
                }
                return traits
            }
        }

        /// A font weight on any view, on every OS version, that keeps the font the caller chose (the body font when
        /// there is none) and does nothing without a weight. `fontWeight(_:)` (iOS 16, macOS 13) would need an
        /// availability check in the label, and `fontWeight(nil)` removes a weight set higher up.
        \(appleAvailability)
        struct ThemeFontWeightModifier: ViewModifier {
            let weight: Font.Weight?

            func body(content: Content) -> some View {
                content.transformEnvironment(\\EnvironmentValues.font) { (font: inout Font?) in
                    if let weight {
                        font = (font ?? Font.body).weight(weight)
                    }
                }
            }
        }

        /// The style's animation of state changes, for a style that animates in some themes only: without one, the
        /// transaction of the change (a caller's `withAnimation`) is left alone, where `animation(nil, value:)`
        /// would cancel it.
        \(appleAvailability)
        struct ThemeAnimationModifier<Value: Equatable>: ViewModifier {
            let animation: Animation?
            let value: Value

            func body(content: Content) -> some View {
                if let animation {
                    content.animation(animation, value: value)
                } else {
                    content
                }
            }
        }

        /// The row half of a `listRow` button style: no row insets, so the pressed background covers the row, and
        /// the separator's start for centred and trailing labels.
        \(styleAvailability)
        struct ThemeListRowLayoutModifier: ViewModifier {
            let style: ThemeSwiftUIButtonStyle
            /// The label's alignment for this use; `nil`: the style's.
            var alignment: ThemeLabelAlignment? = nil

            func body(content: Content) -> some View {
                content
                    .listRowInsets(style.listRowInsets)
                    .modifier(ThemeSeparatorInsetModifier(inset: style.separatorLeadingInset(alignment: alignment)))
            }
        }

        /// Starts a list row's separator `inset` points from the leading edge (iOS 16, macOS 13; not on tvOS and
        /// watchOS, which have no separators there). Once per row, not per state change.
        \(appleAvailability)
        struct ThemeSeparatorInsetModifier: ViewModifier {
            let inset: CGFloat?

            func body(content: Content) -> some View {
                #if os(tvOS) || os(watchOS)
                    content
                #else
                    if let inset {
                        if #available(iOS 16.0, macOS 13.0, *) {
                            content.alignmentGuide(HorizontalAlignment.listRowSeparatorLeading) {
                                (_: ViewDimensions) -> CGFloat in inset
                            }
                        } else {
                            content
                        }
                    } else {
                        content
                    }
                #endif
            }
        }

        /// A grouped list section style of one theme as SwiftUI draws it, built once per theme and style.
        \(styleAvailability)
        \(a)final class ThemeSwiftUIListSection: Sendable {
            /// The style's values, as `Theme.swift` has them.
            \(a)let values: ThemeListSectionValues
            \(a)let rowBackground: Color
            \(a)let headerForeground: Color
            \(a)let headerPadding: EdgeInsets
            \(a)let rowMinHeight: CGFloat
            \(a)let rowPadding: EdgeInsets
            \(a)let spacing: CGFloat
            /// Whether rows draw the line between them.
            \(a)let showsSeparator: Bool
            /// `separator: hidden` as `listRowSeparator(_:)` takes it.
            \(a)let separatorVisibility: Visibility
            \(a)let separatorColor: Color
            \(a)let separatorLeadingInset: CGFloat
            \(a)let separatorTrailingInset: CGFloat

            /// The SwiftUI values of `values`, with colours from `colors`.
            init(_ values: ThemeListSectionValues, colors: inout ThemeSwiftUIColorBuilder) {
                self.values = values
                rowBackground = colors.color(values.rowBackground)
                headerForeground = colors.color(values.headerForeground)
                headerPadding = values.headerPadding.edgeInsets
                rowMinHeight = CGFloat(values.rowMinHeight)
                rowPadding = values.rowPadding.edgeInsets
                spacing = CGFloat(values.spacing)
                showsSeparator = values.separator.visibility == .visible
                separatorVisibility = showsSeparator ? Visibility.visible : Visibility.hidden
                separatorColor = colors.color(values.separator.color)
                separatorLeadingInset = CGFloat(values.separator.leadingInset)
                separatorTrailingInset = CGFloat(values.separator.trailingInset)
            }
        }

        // MARK: - Grouped section rows

        /// A rectangle with its own radius at each corner, drawn with circular arcs; a radius larger than half the
        /// shorter side is reduced to it. Leading is the left edge: the shape is not mirrored right to left.
        ///
        /// It works on every OS version and draws what `UnevenRoundedRectangle(style: .circular)` draws from iOS 16
        /// and macOS 13, so grouped sections look the same everywhere, without an availability check per row.
        \(appleAvailability)
        \(a)struct ThemeRoundedCornersShape: Shape {
            \(a)var radii: ThemeCornerRadii

            \(a)nonisolated init(_ radii: ThemeCornerRadii) {
                self.radii = radii
            }

            \(a)nonisolated func path(in rect: CGRect) -> Path {
                let limit: CGFloat = min(rect.width, rect.height) / 2
                let topLeading: CGFloat = max(0, min(CGFloat(radii.topLeading), limit))
                let topTrailing: CGFloat = max(0, min(CGFloat(radii.topTrailing), limit))
                let bottomTrailing: CGFloat = max(0, min(CGFloat(radii.bottomTrailing), limit))
                let bottomLeading: CGFloat = max(0, min(CGFloat(radii.bottomLeading), limit))
                let topLeft: CGPoint = CGPoint(x: rect.minX, y: rect.minY)
                let topRight: CGPoint = CGPoint(x: rect.maxX, y: rect.minY)
                let bottomRight: CGPoint = CGPoint(x: rect.maxX, y: rect.maxY)
                let bottomLeft: CGPoint = CGPoint(x: rect.minX, y: rect.maxY)
                var path: Path = Path()
                path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
                path.addArc(tangent1End: topRight, tangent2End: bottomRight, radius: topTrailing)
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
                path.addArc(tangent1End: bottomRight, tangent2End: bottomLeft, radius: bottomTrailing)
                path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
                path.addArc(tangent1End: bottomLeft, tangent2End: topLeft, radius: bottomLeading)
                path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
                path.addArc(tangent1End: topLeft, tangent2End: topRight, radius: topLeading)
                path.closeSubpath()
                return path
            }
        }

        /// A row of a grouped section outside a `List`: padding, minimum height, background, a separator in the
        /// style's colour and insets unless it is the last row or the style hides it, and the corners its
        /// position rounds.
        \(styleAvailability)
        struct ThemeSectionRowModifier: ViewModifier {
            let section: ThemeSwiftUIListSection
            let position: ThemeRowPosition

            func body(content: Content) -> some View {
                content
                    .modifier(ThemeSectionRowContentModifier(section: section))
                    .background(section.rowBackground)
                    .overlay(alignment: .bottom) {
                        if section.showsSeparator && !position.roundsBottom {
                            Divider()
                                .overlay(section.separatorColor)
                                .padding(
                                    EdgeInsets(
                                        top: 0, leading: section.separatorLeadingInset, bottom: 0,
                                        trailing: section.separatorTrailingInset))
                        }
                    }
                    .clipShape(ThemeRoundedCornersShape(section.values.corners(for: position)))
            }
        }

        \(sectionRuntimeAppleSource(a))

        /// An element of a `ThemeGroupedSection` with its identity and position.
        \(appleAvailability)
        struct ThemeSectionRow<Element, ID: Hashable>: Identifiable {
            let id: ID
            let element: Element
            let position: ThemeRowPosition
        }

        // MARK: - Exclusive options

        \(appleAvailability)
        extension Binding {
            /// A binding for the toggle of one option of an "at most one" choice: on when the selection is `option`;
            /// turning it on selects `option`, turning it off clears the selection.
            ///
            /// ```swift
            /// @State private var size: Size? = nil
            ///
            /// HStack {
            ///     Toggle(isOn: $size.isSelected(.small)) { Text("Small") }
            ///     Toggle(isOn: $size.isSelected(.large)) { Text("Large") }
            /// }
            /// .toggleStyle(.option)
            /// ```
            \(a)func isSelected<Option: Hashable & Sendable>(_ option: Option) -> Binding<Bool> where Value == Option? {
                let selection: Binding<Option?> = self
                return Binding<Bool>(
                    get: { selection.wrappedValue == option },
                    set: { (isOn: Bool) in
                        if isOn {
                            selection.wrappedValue = option
                        } else if selection.wrappedValue == option {
                            selection.wrappedValue = nil
                        }
                    }
                )
            }
        }

        /// One toggle per option, of which at most one is on: turning one on turns the others off. It lays out
        /// nothing itself, so put it in the stack you want and give it a toggle style.
        ///
        /// ```swift
        /// HStack {
        ///     ThemeExclusiveOptions(selection: $size, options: Size.allCases) { size in Text(size.title) }
        /// }
        /// .toggleStyle(.option)
        /// ```
        \(appleAvailability)
        \(a)struct ThemeExclusiveOptions<Option: Hashable & Sendable, Label: View>: View {
            private let selection: Binding<Option?>
            private let options: [Option]
            private let label: (Option) -> Label

            /// Toggles for `options`, each labelled by `label`, bound to `selection` (`nil`: none is on).
            \(a)init(
                selection: Binding<Option?>, options: [Option], @ViewBuilder label: @escaping (Option) -> Label
            ) {
                self.selection = selection
                self.options = options
                self.label = label
            }

            \(a)var body: some View {
                ForEach(options, id: \\Option.self) { (option: Option) in
                    Toggle(isOn: selection.isSelected(option)) { label(option) }
                }
            }
        }
        """
    }
}
