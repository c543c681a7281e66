import ThemecCore

/// Xcode previews of a theme set, at the end of `Theme+SwiftUI.swift` behind `#if DEBUG`: every colour, each
/// button style in each of its states and roles, and each list section style, in every theme, light and dark.
///
/// They are `PreviewProvider`s (the `#Preview` macro needs the macro plugin, which a type-check of the generated
/// code cannot load). The cost is linear in the set: one provider per style, whose states and roles are listed
/// once, while the themes and the two appearances are a `ForEach` over `Theme.all` at run time; at most
/// `previewLimit` button styles and as many section styles get one, and the colour preview shows at most
/// `colorPreviewLimit` colours.
///
/// The states a tap, the pointer or focus cause (`pressed`, `hovered`, `focused`, `selectedPressed`) reach a
/// label through an environment value that only debug builds read (`previewStateHook`).
extension SwiftEmitter {
    /// The most button styles, and the most list section styles, that get a preview each.
    public static let previewLimit = 64

    /// The most colours the colour preview shows, in the order of `Theme.Colors.names`.
    static let colorPreviewLimit = 200

    /// The previews section of `Theme+SwiftUI.swift`, inside its `#if canImport(SwiftUI)`.
    static func previews(_ set: ResolvedThemeSet, into w: inout SwiftWriter, options: EmitOptions) {
        let root = options.typeName
        w.mark("Xcode previews")
        w.directive("#if DEBUG")
        w.indented { w in
            w.lines(of: previewSupportSource(root: root, hasButtonStyles: !set.buttonStyles.isEmpty))
            w.blankLine()
            w.doc("Every colour of the set (at most the first \(colorPreviewLimit)), in every theme, light and dark.")
            w.line(styleAvailability)
            w.block("struct ThemeColorPreviews: PreviewProvider {") { w in
                w.block("static var previews: some View {") { w in
                    w.line("ThemePreviews.inEveryTheme(\"colors\") { ThemePreviewColors() }")
                }
            }
            for (index, style) in set.buttonStyles.enumerated().prefix(previewLimit) {
                w.blankLine()
                buttonStylePreview(
                    style, usage: ButtonStyleUsage(set, style: index), set: set, index: index, into: &w,
                    options: options)
            }
            omitted(set.buttonStyles.count, "button styles", into: &w)
            for section in set.listSections.prefix(previewLimit) {
                w.blankLine()
                listSectionPreview(section, into: &w, options: options)
            }
            omitted(set.listSections.count, "list section styles", into: &w)
        }
        w.directive("#endif")
    }

    /// A comment saying how many styles past `previewLimit` have no preview.
    private static func omitted(_ count: Int, _ kind: String, into w: inout SwiftWriter) {
        guard count > previewLimit else { return }
        w.blankLine()
        w.line("// \(count - previewLimit) more \(kind) have no preview: at most \(previewLimit) are previewed.")
    }

    /// The states a style's preview draws, in the order of `ThemeButtonState.allCases`: the ones every style has,
    /// `hovered` and `focused` where a theme declares them, and the selected ones for toggles.
    static func previewStates(_ usage: ButtonStyleUsage) -> [ButtonState] {
        ButtonState.allCases.filter { state in
            switch state {
            case .normal, .pressed, .disabled: return true
            case .selected, .selectedPressed: return usage.isToggle
            case .hovered: return usage.hover
            case .focused: return usage.focus
            case .selectedHovered: return usage.isToggle && usage.hover
            case .selectedFocused: return usage.isToggle && usage.focus
            }
        }
    }

    /// The roles a style's preview draws: none, then each role some theme gives the style.
    static func previewRoles(_ set: ResolvedThemeSet, style index: Int) -> [ButtonRoleKind?] {
        let roles = ButtonRoleKind.allCases.filter { role in
            set.themes.contains { index < $0.buttonStyles.count && $0.buttonStyles[index].roles[role] != nil }
        }
        return [nil] + roles
    }

    private static func buttonStylePreview(
        _ style: StyleName, usage: ButtonStyleUsage, set: ResolvedThemeSet, index: Int, into w: inout SwiftWriter,
        options: EmitOptions
    ) {
        let typeName = options.stylePrefix + style.typeName
        let member = SwiftIdentifier.escaped(style.identifier)
        let name = SwiftWriter.singleLine(style.name).replacingBackticks()
        let states = previewStates(usage).map { "." + $0.rawValue }
        let roles = previewRoles(set, style: index).map { $0.map { "." + $0.rawValue } ?? "nil" }
            .joined(separator: ", ")
        let parameter = usage.isToggle ? "isSelected" : "_"
        let make = usage.isToggle ? "\(typeName).\(member)(isSelected: isSelected)" : "\(typeName).\(member)"
        w.doc("The `\(name)` button style in each of its states and roles, in every theme, light and dark.")
        w.line(styleAvailability)
        w.block("struct \(typeName)Previews: PreviewProvider {") { w in
            w.block("static var previews: some View {") { w in
                w.block("ThemePreviews.inEveryTheme(\(SwiftWriter.stringLiteral(style.name))) {") { w in
                    w.line("ThemePreviewButtonStates(")
                    w.indented { w in
                        stateArgument(states, into: &w)
                        w.line("roles: [\(roles)],")
                        w.block("style: { (\(parameter): Bool) -> \(typeName) in", closer: "})") { w in
                            w.line(make)
                        }
                    }
                }
            }
        }
    }

    /// `states: [.normal, …],`, on one line when it fits in 120 columns, else filled as swift-format fills it.
    private static func stateArgument(_ states: [String], into w: inout SwiftWriter) {
        let single = "states: [\(states.joined(separator: ", "))],"
        guard w.indentWidth + single.count > 120 else {
            w.line(single)
            return
        }
        var rows: [String] = []
        for state in states {
            if let last = rows.last, w.indentWidth + 4 + last.count + state.count + 3 <= 120 {
                rows[rows.count - 1] = last + ", " + state
            } else {
                rows.append(state)
            }
        }
        w.block("states: [", closer: "],") { w in w.lines(rows.map { $0 + "," }) }
    }

    private static func listSectionPreview(_ section: StyleName, into w: inout SwiftWriter, options: EmitOptions) {
        let typeName = options.stylePrefix + section.typeName
        let member = SwiftIdentifier.escaped(section.identifier)
        let name = SwiftWriter.singleLine(section.name).replacingBackticks()
        w.doc(
            "The `\(name)` list section style with a header and a first, middle and last row, in every theme, light "
                + "and dark.")
        w.line(styleAvailability)
        w.block("struct \(typeName)Previews: PreviewProvider {") { w in
            w.block("static var previews: some View {") { w in
                w.block("ThemePreviews.inEveryTheme(\(SwiftWriter.stringLiteral(section.name))) {") { w in
                    w.line("ThemeGroupedSection(")
                    w.indented { w in
                        w.line("\(typeName).\(member), [\"First\", \"Middle\", \"Last\"], id: \\String.self,")
                        w.line("row: { (row: String) in Text(verbatim: row) },")
                        w.line("header: { Text(verbatim: \(SwiftWriter.stringLiteral(section.name))) })")
                    }
                }
            }
        }
    }

    /// In a button style's label: the state the previews draw it in, read only in debug builds.
    static func previewStateHook(into w: inout SwiftWriter) {
        w.directive("#if DEBUG")
        w.indented { w in
            w.line("@Environment(\\.themePreviewButtonState) private var previewState")
        }
        w.directive("#else")
        w.indented { w in
            w.line("private var previewState: ThemeButtonState? { nil }")
        }
        w.directive("#endif")
    }

    // MARK: - Fixed parts

    // swift-format-ignore
    private static func previewSupportSource(root: String, hasButtonStyles: Bool) -> String {
        let stateKey = """
            /// The state a preview draws the themed buttons inside it in, which their labels read in debug builds: the
            /// canvas shows the states that a tap, the pointer or focus would otherwise have to cause.
            \(appleAvailability)
            private struct ThemePreviewStateKey: EnvironmentKey {
                static let defaultValue: ThemeButtonState? = nil
            }

            \(appleAvailability)
            extension EnvironmentValues {
                /// The state the previews draw a themed button in; `nil`: its own.
                fileprivate var themePreviewButtonState: ThemeButtonState? {
                    get { self[ThemePreviewStateKey.self] }
                    set { self[ThemePreviewStateKey.self] = newValue }
                }
            }

            \(appleAvailability)
            extension ThemeButtonState {
                /// Whether a toggle in this state is on.
                fileprivate var isSelected: Bool {
                    self == .selected || self == .selectedPressed || self == .selectedHovered || self == .selectedFocused
                }
            }

            \(styleAvailability)
            extension ThemeButtonRole {
                /// SwiftUI's role of this name.
                fileprivate var buttonRole: ButtonRole {
                    switch self {
                    case .destructive: return ButtonRole.destructive
                    case .cancel: return ButtonRole.cancel
                    }
                }
            }

            /// One column per role, with a button in each state drawn by the generated style.
            \(styleAvailability)
            struct ThemePreviewButtonStates<Style: ButtonStyle>: View {
                let states: [ThemeButtonState]
                /// `nil`: no role.
                let roles: [ThemeButtonRole?]
                /// The style of a button that is selected or not: `.option(isSelected: isSelected)`.
                let style: (Bool) -> Style

                var body: some View {
                    HStack(alignment: .top, spacing: 16) {
                        ForEach(roles, id: \\ThemeButtonRole?.self) { (role: ThemeButtonRole?) in
                            VStack(alignment: .leading, spacing: 8) {
                                Text(verbatim: role?.rawValue ?? "no role")
                                ForEach(states, id: \\ThemeButtonState.self) { (state: ThemeButtonState) in
                                    Button(role: role?.buttonRole, action: {}) { Text(verbatim: state.rawValue) }
                                        .buttonStyle(style(state.isSelected))
                                        .disabled(state == .disabled)
                                        .environment(\\EnvironmentValues.themePreviewButtonState, state)
                                }
                            }
                        }
                    }
                }
            }

            """
        return """
            /// What the generated previews share.
            \(styleAvailability)
            enum ThemePreviews {
                /// `content` in every theme of the set, light and dark, each its own preview, named
                /// `<title> · <theme> · light` or `… · dark`.
                @MainActor static func inEveryTheme<Content: View>(
                    _ title: String, @ViewBuilder content: @escaping () -> Content
                ) -> some View {
                    ForEach(\(root).all, id: \\\(root).id) { (theme: \(root)) in
                        ForEach(ColorScheme.allCases, id: \\ColorScheme.self) { (scheme: ColorScheme) in
                            content()
                                .padding()
                                .theme(theme)
                                .environment(\\EnvironmentValues.colorScheme, scheme)
                                .preferredColorScheme(scheme)
                                .previewLayout(PreviewLayout.sizeThatFits)
                                .previewDisplayName(title + " · " + theme.name + (scheme == .dark ? " · dark" : " · light"))
                        }
                    }
                }
            }

            \(hasButtonStyles ? stateKey : "")/// The current theme's colours, each beside its name.
            \(styleAvailability)
            private struct ThemePreviewColors: View {
                @Environment(\\.theme) private var theme: \(root)

                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(Array(\(root).Colors.names.prefix(\(colorPreviewLimit))), id: \\String.self) { (name: String) in
                            HStack(spacing: 8) {
                                (theme.colors.color(named: name)?.color ?? Color.clear).frame(width: 44, height: 24)
                                Text(verbatim: name)
                            }
                        }
                    }
                }
            }
            """
    }
}
