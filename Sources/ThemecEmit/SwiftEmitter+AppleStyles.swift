import ThemecCore

/// The SwiftUI half of the component styles: thin views over the platform-neutral style values.
///
/// The generic pieces (drawing a label in a state, the list-row layout, the corner shape, the exclusive
/// selection) go into `ThemeRuntime+SwiftUI.swift`, the same for every set. What reads the current theme
/// (`\.theme`) or names a style goes into `Theme+SwiftUI.swift`.
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
            w.lines(of: buttonStyleSupportSource(root: options.typeName))
            let listRows = set.buttonStyles.indices.filter { index in
                set.themes.contains { index < $0.buttonStyles.count && $0.buttonStyles[index].layout == .listRow }
            }
            if !listRows.isEmpty {
                w.blankLine()
                w.lines(of: listRowSupportSource(a, root: options.typeName))
            }
            for (index, style) in set.buttonStyles.enumerated() {
                let isToggle = set.themes.contains { index < $0.buttonStyles.count && $0.buttonStyles[index].isToggle }
                w.blankLine()
                buttonStyle(style, isListRow: listRows.contains(index), isToggle: isToggle, into: &w, options: options)
            }
        }
        if !set.listSections.isEmpty {
            w.mark("Grouped list sections")
            w.lines(of: listSectionSupportSource(a, root: options.typeName))
            for section in set.listSections {
                w.blankLine()
                listSection(section, into: &w, options: options)
            }
        }
    }

    private static func buttonStyle(
        _ style: StyleName, isListRow: Bool, isToggle: Bool, into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        let member = SwiftIdentifier.escaped(style.identifier)
        let docMember = style.identifier.replacingBackticks()
        let typeName = options.stylePrefix + style.typeName
        let keyPath = "\\\(options.typeName).ButtonStyles.\(member)"
        let conformances = isListRow ? "ButtonStyle, ThemeListRowStyle" : "ButtonStyle"
        w.doc(
            """
            The `\(SwiftWriter.singleLine(style.name).replacingBackticks())` button style of the current theme: \
            `.buttonStyle(.\(docMember))`\(isListRow ? ", or `.themeListRow(.\(docMember))` in a `List`" : "").
            """)
        w.line(styleAvailability)
        w.block("\(a)struct \(typeName): \(conformances) {") { w in
            w.line("\(a)init() {}")
            w.blankLine()
            w.block("\(a)func makeBody(configuration: ButtonStyleConfiguration) -> some View {") { w in
                w.line("ThemeButtonStyleBody(configuration: configuration, style: \(keyPath), isSelected: false)")
            }
            if isListRow {
                w.blankLine()
                w.block("\(a)static func values(in theme: \(options.typeName)) -> ThemeButtonStyleValues {") { w in
                    w.line("theme.buttonStyles.\(member)")
                }
            }
        }
        w.blankLine()
        w.line(styleAvailability)
        w.block("extension ButtonStyle where Self == \(typeName) {") { w in
            w.doc("The theme's `\(docMember)` button style.")
            w.line("\(a)static var \(member): \(typeName) { \(typeName)() }")
        }
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
            w.line("\(a)init() {}")
            w.blankLine()
            w.block("\(a)func makeBody(configuration: ToggleStyleConfiguration) -> some View {") { w in
                w.line("Button(action: { configuration.isOn.toggle() }) { configuration.label }")
                w.indented { w in
                    w.line(
                        ".buttonStyle(ThemeToggleButtonStyle(style: \(keyPath), isSelected: configuration.isOn))")
                    w.line(".accessibilityAddTraits(configuration.isOn ? AccessibilityTraits.isSelected : [])")
                }
            }
        }
        w.blankLine()
        w.line(styleAvailability)
        w.block("extension ToggleStyle where Self == \(toggleType) {") { w in
            w.doc("The theme's `\(docMember)` style as a toggle.")
            w.line("\(a)static var \(member): \(toggleType) { \(toggleType)() }")
        }
    }

    /// `OptionButtonStyle` → `OptionToggleStyle`.
    static func toggleTypeName(_ style: StyleName) -> String {
        let suffix = "ButtonStyle"
        let base = style.typeName.hasSuffix(suffix) ? String(style.typeName.dropLast(suffix.count)) : style.typeName
        return base + "ToggleStyle"
    }

    private static func listSection(_ section: StyleName, into w: inout SwiftWriter, options: EmitOptions) {
        let a = options.modifier
        let member = SwiftIdentifier.escaped(section.identifier)
        let typeName = options.stylePrefix + section.typeName
        let docMember = section.identifier.replacingBackticks()
        w.doc(
            """
            The `\(SwiftWriter.singleLine(section.name).replacingBackticks())` list section style of the current \
            theme: `ThemeGroupedSection(.\(docMember), rows) { row in … }`.
            """)
        w.block("\(a)struct \(typeName): ThemeListSectionStyle {") { w in
            w.line("\(a)init() {}")
            w.blankLine()
            w.block("\(a)static func values(in theme: \(options.typeName)) -> ThemeListSectionValues {") { w in
                w.line("theme.listSections.\(member)")
            }
        }
        w.blankLine()
        w.block("extension ThemeListSectionStyle where Self == \(typeName) {") { w in
            w.doc("The theme's `\(docMember)` list section style.")
            w.line("\(a)static var \(member): \(typeName) { \(typeName)() }")
        }
    }

    // MARK: - Fixed parts, per set

    // swift-format-ignore
    private static func buttonStyleSupportSource(root: String) -> String {
        """
        /// Draws a button's label with one of the current theme's button styles.
        \(styleAvailability)
        private struct ThemeButtonStyleBody: View {
            let configuration: ButtonStyleConfiguration
            let style: KeyPath<\(root).ButtonStyles, ThemeButtonStyleValues>
            let isSelected: Bool
            @Environment(\\.theme) private var theme
            @Environment(\\.isEnabled) private var isEnabled

            var body: some View {
                ThemeStyledButtonLabel(
                    label: configuration.label, style: theme.buttonStyles[keyPath: style],
                    state: ThemeButtonState(
                        isPressed: configuration.isPressed, isEnabled: isEnabled, isSelected: isSelected),
                    role: ThemeButtonRole(configuration.role)
                )
            }
        }

        /// The button inside a generated toggle style: the style's `selected` states while the toggle is on.
        \(styleAvailability)
        private struct ThemeToggleButtonStyle: ButtonStyle {
            let style: KeyPath<\(root).ButtonStyles, ThemeButtonStyleValues>
            let isSelected: Bool

            func makeBody(configuration: ButtonStyleConfiguration) -> some View {
                ThemeButtonStyleBody(configuration: configuration, style: style, isSelected: isSelected)
            }
        }
        """
    }

    // swift-format-ignore
    private static func listRowSupportSource(_ a: String, root: String) -> String {
        """
        /// A button style of the theme with `layout: listRow`, for `.themeListRow(_:)`.
        \(styleAvailability)
        \(a)protocol ThemeListRowStyle: ButtonStyle {
            /// The style's values in `theme`.
            static func values(in theme: \(root)) -> ThemeButtonStyleValues
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
            \(a)func themeListRow<S: ThemeListRowStyle>(_ style: S) -> some View {
                buttonStyle(style).modifier(ThemeListRowModifier<S>())
            }
        }

        /// The row half of `.themeListRow(_:)`, with the values of the current theme.
        \(styleAvailability)
        private struct ThemeListRowModifier<S: ThemeListRowStyle>: ViewModifier {
            @Environment(\\.theme) private var theme

            func body(content: Content) -> some View {
                content.modifier(ThemeListRowLayoutModifier(style: S.values(in: theme)))
            }
        }
        """
    }

    // swift-format-ignore
    private static func listSectionSupportSource(_ a: String, root: String) -> String {
        """
        /// A grouped list section style of the theme, for `ThemeGroupedSection` and `.themeSectionRow(_:position:)`.
        \(a)protocol ThemeListSectionStyle: Sendable {
            /// The style's values in `theme`.
            static func values(in theme: \(root)) -> ThemeListSectionValues
        }

        /// A grouped section drawn the same on every OS version, without `List`: an optional header in the
        /// style's `headerForeground`, then one row per element, each with the style's padding, minimum height
        /// and background, a separator between rows, and only the section's outer corners rounded. The style's
        /// `spacing` goes above the section.
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
        \(a)struct ThemeGroupedSection<Style: ThemeListSectionStyle, Element, ID: Hashable, Row: View, Header: View>: View {
            @Environment(\\.theme) private var theme
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
                let values: ThemeListSectionValues = Style.values(in: theme)
                VStack(alignment: .leading, spacing: 0) {
                    header
                        .foregroundStyle(values.headerForeground.color)
                        .padding(.horizontal, CGFloat(values.rowPadding.leading))
                        .padding(.bottom, 6)
                    ForEach(rows) { (item: ThemeSectionRow<Element, ID>) in
                        row(item.element).modifier(ThemeSectionRowModifier(section: values, position: item.position))
                    }
                }
                .padding(.top, CGFloat(values.spacing))
            }
        }

        \(styleAvailability)
        extension ThemeGroupedSection where Element: Identifiable, ID == Element.ID {
            /// A section with a row for each element of `data`, under `header`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, @ViewBuilder row: @escaping (Element) -> Row,
                @ViewBuilder header: () -> Header
            ) where Data.Element == Element {
                self.init(style, data, id: \\Element.id, row: row, header: header)
            }
        }

        \(styleAvailability)
        extension ThemeGroupedSection where Header == EmptyView {
            /// A section without a header, with a row for each element of `data`, identified by `id`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, id: KeyPath<Element, ID>, @ViewBuilder row: @escaping (Element) -> Row
            ) where Data.Element == Element {
                self.init(style, data, id: id, row: row, header: { EmptyView() })
            }
        }

        \(styleAvailability)
        extension ThemeGroupedSection where Header == EmptyView, Element: Identifiable, ID == Element.ID {
            /// A section without a header, with a row for each element of `data`.
            \(a)init<Data: Sequence>(_ style: Style, _ data: Data, @ViewBuilder row: @escaping (Element) -> Row)
            where Data.Element == Element {
                self.init(style, data, id: \\Element.id, row: row, header: { EmptyView() })
            }
        }

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
            \(a)func themeSectionRow<Style: ThemeListSectionStyle>(_ style: Style, position: ThemeRowPosition) -> some View {
                modifier(ThemeSectionRowStyleModifier<Style>(position: position))
            }
        }

        /// `.themeSectionRow(_:position:)` with the values of the current theme.
        \(styleAvailability)
        private struct ThemeSectionRowStyleModifier<Style: ThemeListSectionStyle>: ViewModifier {
            let position: ThemeRowPosition
            @Environment(\\.theme) private var theme

            func body(content: Content) -> some View {
                content.modifier(ThemeSectionRowModifier(section: Style.values(in: theme), position: position))
            }
        }
        """
    }

    // MARK: - Fixed parts, the same for every set

    // swift-format-ignore
    static func styleRuntimeAppleSource(_ a: String) -> String {
        """
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

        extension ThemeEdgeInsets {
            /// These insets for SwiftUI's `padding(_:)` and `listRowInsets(_:)`.
            \(a)var edgeInsets: EdgeInsets {
                EdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
            }
        }

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

        /// A label drawn with a button style in one state and role: what every generated `ButtonStyle` shows.
        \(styleAvailability)
        struct ThemeStyledButtonLabel<Label: View>: View {
            let label: Label
            let style: ThemeButtonStyleValues
            let state: ThemeButtonState
            let role: ThemeButtonRole?

            var body: some View {
                let values: ThemeButtonStateValues = style.values(for: state, role: role)
                let shape: RoundedRectangle = RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius ?? 0), style: .continuous)
                let fillsRow: Bool = style.layout == .listRow
                let alignment: Alignment = style.alignment.alignment
                let shadow: ThemeShadow? = style.shadow
                label
                    .modifier(ThemeFontWeightModifier(weight: style.fontWeight))
                    .modifier(ThemeForegroundModifier(color: values.foreground))
                    .padding((style.padding ?? ThemeEdgeInsets.zero).edgeInsets)
                    .frame(width: style.size?.width.map { CGFloat($0) }, height: style.size?.height.map { CGFloat($0) }, alignment: alignment)
                    .frame(maxWidth: fillsRow ? CGFloat.infinity : nil, maxHeight: fillsRow ? CGFloat.infinity : nil, alignment: alignment)
                    .contentShape(Rectangle())
                    .background(values.background?.color ?? Color.clear, in: shape)
                    .overlay {
                        shape.strokeBorder(values.border?.color.color ?? Color.clear, lineWidth: CGFloat(values.border?.width ?? 0))
                    }
                    .shadow(
                        color: shadow?.color.color ?? Color.clear, radius: CGFloat(shadow?.radius ?? 0),
                        x: CGFloat(shadow?.x ?? 0), y: CGFloat(shadow?.y ?? 0)
                    )
                    .scaleEffect(CGFloat(values.scale))
                    .opacity(values.opacity)
                    .animation(style.animation?.animation, value: state)
            }
        }

        /// A font weight on any view: `fontWeight(_:)` from iOS 16 and macOS 13, the body font with that weight
        /// before.
        \(styleAvailability)
        struct ThemeFontWeightModifier: ViewModifier {
            let weight: ThemeFontWeight?

            func body(content: Content) -> some View {
                if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                    content.fontWeight(weight?.weight)
                } else if let weight {
                    content.font(Font.body.weight(weight.weight))
                } else {
                    content
                }
            }
        }

        /// A foreground colour, or the environment's foreground style when there is none.
        \(styleAvailability)
        struct ThemeForegroundModifier: ViewModifier {
            let color: ThemeDynamicColor?

            func body(content: Content) -> some View {
                if let color {
                    content.foregroundStyle(color.color)
                } else {
                    content
                }
            }
        }

        /// The row half of a `listRow` button style: no row insets, so the pressed background covers the row, and
        /// the separator's start for centred and trailing labels.
        \(styleAvailability)
        struct ThemeListRowLayoutModifier: ViewModifier {
            let style: ThemeButtonStyleValues

            func body(content: Content) -> some View {
                content
                    .listRowInsets(style.layout == .listRow ? EdgeInsets() : nil)
                    .modifier(ThemeSeparatorInsetModifier(inset: style.separatorLeadingInset))
            }
        }

        /// Starts a list row's separator `inset` points from the leading edge (iOS 16, macOS 13; not on tvOS and
        /// watchOS, which have no separators there).
        \(styleAvailability)
        struct ThemeSeparatorInsetModifier: ViewModifier {
            let inset: Double?

            func body(content: Content) -> some View {
                #if os(tvOS) || os(watchOS)
                content
                #else
                if let inset {
                    if #available(iOS 16.0, macOS 13.0, *) {
                        content.alignmentGuide(HorizontalAlignment.listRowSeparatorLeading) { (_: ViewDimensions) -> CGFloat in
                            CGFloat(inset)
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

        // MARK: - Grouped section rows

        /// A rectangle with its own radius at each corner, drawn with circular arcs; a radius larger than half the
        /// shorter side is reduced to it. Leading is the left edge: the shape is not mirrored right to left.
        ///
        /// It works on every OS version and draws exactly what `UnevenRoundedRectangle(style: .circular)` draws
        /// from iOS 16 and macOS 13, so grouped sections look the same everywhere.
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

        /// Clips to rounded corners: `UnevenRoundedRectangle` where the SDK and OS have it, else
        /// `ThemeRoundedCornersShape`; both with circular corners, so the result is the same.
        \(styleAvailability)
        struct ThemeRoundedCornersModifier: ViewModifier {
            let radii: ThemeCornerRadii

            func body(content: Content) -> some View {
                #if compiler(>=5.9)
                if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                    content.clipShape(
                        UnevenRoundedRectangle(
                            topLeadingRadius: CGFloat(radii.topLeading), bottomLeadingRadius: CGFloat(radii.bottomLeading),
                            bottomTrailingRadius: CGFloat(radii.bottomTrailing), topTrailingRadius: CGFloat(radii.topTrailing),
                            style: .circular
                        )
                    )
                } else {
                    content.clipShape(ThemeRoundedCornersShape(radii))
                }
                #else
                content.clipShape(ThemeRoundedCornersShape(radii))
                #endif
            }
        }

        /// A row of a grouped section: padding, minimum height, background, a separator unless it is the last row,
        /// and the corners its position rounds.
        \(styleAvailability)
        struct ThemeSectionRowModifier: ViewModifier {
            let section: ThemeListSectionValues
            let position: ThemeRowPosition

            func body(content: Content) -> some View {
                content
                    .padding(section.rowPadding.edgeInsets)
                    .frame(maxWidth: CGFloat.infinity, minHeight: CGFloat(section.rowMinHeight), alignment: .leading)
                    .background(section.rowBackground.color)
                    .overlay(alignment: .bottom) {
                        if !position.roundsBottom {
                            Divider().padding(.leading, CGFloat(section.rowPadding.leading))
                        }
                    }
                    .modifier(ThemeRoundedCornersModifier(radii: section.corners(for: position)))
            }
        }

        /// An element of a `ThemeGroupedSection` with its identity and position.
        struct ThemeSectionRow<Element, ID: Hashable>: Identifiable {
            let id: ID
            let element: Element
            let position: ThemeRowPosition
        }

        // MARK: - Exclusive options

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
        \(a)struct ThemeExclusiveOptions<Option: Hashable & Sendable, Label: View>: View {
            private let selection: Binding<Option?>
            private let options: [Option]
            private let label: (Option) -> Label

            /// Toggles for `options`, each labelled by `label`, bound to `selection` (`nil`: none is on).
            \(a)init(selection: Binding<Option?>, options: [Option], @ViewBuilder label: @escaping (Option) -> Label) {
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
