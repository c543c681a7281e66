import Testing
import ThemecCore
import ThemecEmit

/// The Xcode previews at the end of `Theme+SwiftUI.swift`: each style in each of its states and roles, every
/// colour, each section style, in every theme, light and dark; only in debug builds; off with `previews: false`.
@Suite("Xcode previews")
struct PreviewTests {
    static let themes = """
        theme: Default
        colors:
          accent: { light: "#0066CC", dark: "#0A84FF" }
          muted: "#8E8E93"
          fill: "#E5E5EA"
        buttonStyles:
          option:
            foreground: "{colors.accent}"
            selected: { background: "{colors.fill}" }
            hovered: { background: "{colors.muted}" }
          destroy:
            foreground: "{colors.accent}"
            focused: { foreground: "{colors.muted}" }
            roles:
              destructive: { foreground: "#FF0000" }
              cancel: { foreground: "{colors.muted}" }
          quiet:
            foreground: "{colors.accent}"
        listSections:
          grouped: { cornerRadius: 10 }

        """

    static let ocean = """
        theme: Ocean
        extends: Default
        colors:
          accent: "#006C8E"

        """

    static func set(_ files: [String: String] = ["a.yaml": themes, "b.yaml": ocean]) throws -> ResolvedThemeSet {
        let result = ThemeSetLoader.load(
            files: files.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) })
        return try #require(result.themeSet, "\(result.diagnostics)")
    }

    static func swiftUI(_ set: ResolvedThemeSet, _ options: EmitOptions = EmitOptions()) -> String {
        SwiftEmitter.emit(set, options: options).first { $0.path == "Theme+SwiftUI.swift" }?.contents ?? ""
    }

    /// The code of the preview provider `name`, comments dropped and lines joined.
    static func provider(_ source: String, _ name: String) -> String {
        guard let start = source.range(of: "struct \(name): PreviewProvider {") else { return "<no \(name)>" }
        let rest = source[start.lowerBound...]
        let end = rest.range(of: "\n        }\n")?.upperBound ?? rest.endIndex
        return AppleLayerTests.code(String(rest[..<end]))
    }

    @Test(
        "One preview per style lists the states it has: selected ones for toggles, hovered and focused where declared")
    func eachStyleInEachState() throws {
        let source = Self.swiftUI(try Self.set())
        #expect(
            Self.provider(source, "OptionButtonStylePreviews").contains(
                "ThemePreviews.inEveryTheme(\"option\") { ThemePreviewButtonStates( "
                    + "states: [.normal, .pressed, .disabled, .selected, .selectedPressed, .hovered, .selectedHovered], "
                    + "roles: [nil], "
                    + "style: { (isSelected: Bool) -> OptionButtonStyle in "
                    + "OptionButtonStyle.option(isSelected: isSelected) }) }"))
        #expect(
            Self.provider(source, "DestroyButtonStylePreviews").contains(
                "states: [.normal, .pressed, .disabled, .focused], roles: [nil, .destructive, .cancel], "
                    + "style: { (_: Bool) -> DestroyButtonStyle in DestroyButtonStyle.destroy })"))
        #expect(
            Self.provider(source, "QuietButtonStylePreviews").contains(
                "states: [.normal, .pressed, .disabled], roles: [nil],"))
        #expect(
            Self.provider(source, "GroupedListSectionPreviews").contains(
                "ThemeGroupedSection( GroupedListSection.grouped, [\"First\", \"Middle\", \"Last\"], id: \\String.self,"
            ))
        #expect(source.contains("struct ThemeColorPreviews: PreviewProvider {"))
        // Each state is drawn through the generated style, in its role, disabled when it is the disabled state.
        let code = AppleLayerTests.code(source)
        #expect(
            code.contains(
                "Button(role: role?.buttonRole, action: {}) { Text(verbatim: state.rawValue) } "
                    + ".buttonStyle(style(state.isSelected)) "
                    + ".disabled(state == .disabled) "
                    + ".environment(\\EnvironmentValues.themePreviewButtonState, state)"))
    }

    @Test("A selected toggle has its hovered and focused states in SwiftUI too: nine states per role")
    func selectedHoverAndFocusInSwiftUI() throws {
        let runtime = AppleLayerTests.code(
            SwiftEmitter.emit(try Self.set(), options: EmitOptions()).first {
                $0.path == "ThemeRuntime+SwiftUI.swift"
            }?.contents ?? "")
        #expect(runtime.contains("case .destructive?: table = 9 case .cancel?: table = 18 case nil: table = 0"))
        #expect(runtime.contains("case .selectedHovered: column = 7 case .selectedFocused: column = 8"))
        let source = Self.swiftUI(try Self.set())
        // The option toggle declares `hovered`, so its label tracks the pointer, selected or not.
        #expect(AppleLayerTests.labelCode(source, label: "OptionButtonStyleLabel").contains("isHovered: isHovered"))
    }

    @Test("Every theme of the set, light and dark, is its own named preview, through the generated .theme(_:)")
    func everyThemeLightAndDark() throws {
        for typeName in ["Theme", "AppTheme"] {
            let code = AppleLayerTests.code(Self.swiftUI(try Self.set(), EmitOptions(typeName: typeName)))
            #expect(
                code.contains(
                    "ForEach(\(typeName).all, id: \\\(typeName).id) { (theme: \(typeName)) in "
                        + "ForEach(ColorScheme.allCases, id: \\ColorScheme.self) { (scheme: ColorScheme) in "
                        + "content() .padding() .theme(theme) .environment(\\EnvironmentValues.colorScheme, scheme) "
                        + ".preferredColorScheme(scheme) .previewLayout(PreviewLayout.sizeThatFits) "
                        + ".previewDisplayName(title + \" · \" + theme.name + (scheme == .dark ? \" · dark\" : \" · light\"))"
                ), "\(typeName)")
        }
    }

    @Test("The previews and the labels' preview state exist only in debug builds")
    func onlyInDebugBuilds() throws {
        let source = Self.swiftUI(try Self.set())
        let previews = try #require(source.range(of: "    // MARK: - Xcode previews\n\n    #if DEBUG\n"))
        #expect(source[previews.upperBound...].hasSuffix("    #endif\n#endif\n"))
        #expect(!source[..<previews.lowerBound].contains("PreviewProvider"))
        let label = AppleLayerTests.labelCode(source, label: "OptionButtonStyleLabel")
        #expect(
            label.contains(
                "#if DEBUG @Environment(\\.themePreviewButtonState) private var previewState "
                    + "#else private var previewState: ThemeButtonState? { nil } #endif"))
        #expect(label.contains("let state: ThemeButtonState = previewState ?? ThemeButtonState( isPressed:"))
        // A label that draws every state alike computes no state, so it has nothing to override.
        let unstated = try Self.set([
            "a.yaml": "theme: Default\nbuttonStyles:\n  bare: { layout: listRow, fontWeight: bold }\n"
        ])
        #expect(!AppleLayerTests.labelCode(Self.swiftUI(unstated), label: "BareButtonStyleLabel").contains("preview"))
    }

    @Test("previews: false leaves them out, and the labels read no preview state")
    func turnedOff() throws {
        let set = try Self.set()
        let source = Self.swiftUI(set, EmitOptions(previews: false))
        for absent in ["PreviewProvider", "previewState", "ThemePreview", "#if DEBUG", "Xcode previews"] {
            #expect(!source.contains(absent), "\(absent)")
        }
        #expect(source.contains("let state: ThemeButtonState = ThemeButtonState("))
        // Everything else is the same.
        let other = SwiftEmitter.emit(set, options: EmitOptions(previews: false))
        let on = SwiftEmitter.emit(set, options: EmitOptions())
        #expect(other.map(\.path) == on.map(\.path))
        #expect(other.filter { $0.path != "Theme+SwiftUI.swift" } == on.filter { $0.path != "Theme+SwiftUI.swift" })
    }

    @Test("The previews grow with the styles, one provider each up to the limit; themes add no code")
    func linearAndCapped() throws {
        func styles(_ count: Int) -> String {
            "theme: Default\nbuttonStyles:\n"
                + (0..<count).map { "  s\($0): { foreground: \"#000000\", pressed: { opacity: 0.5 } }\n" }.joined()
        }
        func previewLines(_ files: [String: String]) throws -> Int {
            let source = Self.swiftUI(try Self.set(files))
            guard let start = source.range(of: "// MARK: - Xcode previews") else { return 0 }
            return source[start.lowerBound...].split(separator: "\n").count
        }
        let ten = try previewLines(["a.yaml": styles(10)])
        let twenty = try previewLines(["a.yaml": styles(20)])
        let perStyle = (twenty - ten) / 10
        #expect(perStyle > 0 && perStyle < 15)
        #expect(ten == twenty - 10 * perStyle)
        // More themes: the same previews (the themes are a ForEach over the set's `all`).
        var files = ["a.yaml": styles(10)]
        for index in 0..<5 { files["t\(index).yaml"] = "theme: T\(index)\nextends: Default\n" }
        #expect(try previewLines(files) == ten)
        // Past the limit, the rest are counted in a comment.
        let many = Self.swiftUI(try Self.set(["a.yaml": styles(SwiftEmitter.previewLimit + 6)]))
        #expect(many.components(separatedBy: ": PreviewProvider {").count - 1 == SwiftEmitter.previewLimit + 1)
        #expect(
            many.contains(
                "// 6 more button styles have no preview: at most \(SwiftEmitter.previewLimit) are previewed."))
    }
}
