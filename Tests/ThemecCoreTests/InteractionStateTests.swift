import Foundation
import Testing
import ThemecCore

/// The `hovered` and `focused` states, `scaling:`, and the accent colours `{system.tint}` and
/// `{system.accentColor}`: parsed, resolved like `pressed`, checked for contrast, answered by `themec resolve`.
struct InteractionStateTests {
    static let styles = """
        buttonStyles:
          textLink:
            foreground: "{colors.accent}"
            hovered: { background: "{colors.gray}" }
            focused: { border: { color: "{colors.accent}", width: 2 } }
            pressed: { opacity: 0.5 }
            roles:
              destructive:
                foreground: "{colors.destructive}"
                hovered: { opacity: 0.9 }
          quiet:
            foreground: "{colors.label}"
            scaling: fixed
          heading:
            foreground: "{colors.label}"
            padding: 8
            scaling: headline
        """

    static func style(_ set: ResolvedThemeSet, _ name: String) throws -> ResolvedButtonStyle {
        let index = try #require(set.buttonStyles.firstIndex { $0.name == name })
        return set.themes[0].buttonStyles[index]
    }

    @Test func hoveredAndFocusedInheritWhatTheyDoNotSet() throws {
        let set = try StyleTests.load(Self.styles)
        #expect(StyleTests.value(set, "buttonStyles.textLink.hovered.background") == "#888888FF")
        #expect(StyleTests.value(set, "buttonStyles.textLink.hovered.foreground") == "#0000FFFF")
        #expect(StyleTests.value(set, "buttonStyles.textLink.hovered.opacity") == "1", "not the pressed block's")
        #expect(StyleTests.value(set, "buttonStyles.textLink.focused.foreground") == "#0000FFFF")
        #expect(StyleTests.value(set, "buttonStyles.textLink.focused.border.width") == "2")
        #expect(StyleTests.value(set, "buttonStyles.textLink.focused.background").hasPrefix("error"), "no background")
        // A role: its own top-level keys, then the style's state block, then the role's.
        let destructive = StyleTests.value(set, "buttonStyles.textLink.hovered.foreground", role: "destructive")
        #expect(destructive == "#FF0000FF")
        #expect(StyleTests.value(set, "buttonStyles.textLink.hovered.background", role: "destructive") == "#888888FF")
        #expect(StyleTests.value(set, "buttonStyles.textLink.hovered.opacity", role: "destructive") == "0.9")
        #expect(StyleTests.value(set, "buttonStyles.textLink.focused.opacity", role: "destructive") == "1")

        let link = try Self.style(set, "textLink")
        #expect(link.declaredStates == [.hovered, .focused, .pressed])
        let quiet = try Self.style(set, "quiet")
        #expect(quiet.values(.hovered) == quiet.values(.normal))
        #expect(quiet.values(.focused) == quiet.values(.normal))
        #expect(quiet.declaredStates.isEmpty)
    }

    /// A toggle that is on shows the pointer and focus too: `selectedHovered` is `selected`, then the style's
    /// `hovered` block, then its own; `selectedFocused` likewise; without any of those blocks they are `selected`.
    @Test func selectedHoveredAndFocusedLayerOnSelected() throws {
        let set = try StyleTests.load(
            """
            buttonStyles:
              option:
                foreground: "{colors.accent}"
                selected: { background: "{colors.accent}", foreground: "#FFFFFF" }
                hovered: { opacity: 0.9 }
                selectedFocused: { border: { color: "{colors.gray}", width: 2 } }
              plainToggle:
                foreground: "{colors.label}"
                selectedHovered: { opacity: 0.8 }
              still:
                foreground: "{colors.label}"
                selected: { background: "{colors.gray}" }
            """)
        #expect(StyleTests.value(set, "buttonStyles.option.selectedHovered.background") == "#0000FFFF")
        #expect(StyleTests.value(set, "buttonStyles.option.selectedHovered.foreground") == "#FFFFFFFF")
        #expect(StyleTests.value(set, "buttonStyles.option.selectedHovered.opacity") == "0.9")
        #expect(StyleTests.value(set, "buttonStyles.option.selectedFocused.background") == "#0000FFFF")
        #expect(StyleTests.value(set, "buttonStyles.option.selectedFocused.border.width") == "2")
        #expect(StyleTests.value(set, "buttonStyles.option.selectedFocused.opacity") == "1", "not hovered's")
        let option = try Self.style(set, "option")
        #expect(
            ContrastChecker.states(for: option) == [
                .normal, .pressed, .disabled, .selected, .selectedPressed, .hovered, .selectedHovered, .selectedFocused,
            ])
        // A selectedHovered block alone makes a toggle.
        let plain = try Self.style(set, "plainToggle")
        #expect(plain.isToggle)
        #expect(plain.values(.selectedHovered).opacity == 0.8)
        let still = try Self.style(set, "still")
        #expect(still.values(.selectedHovered) == still.values(.selected))
        #expect(still.values(.selectedFocused) == still.values(.selected))
        #expect(!ContrastChecker.states(for: still).contains(.selectedHovered))
    }

    @Test func scalingIsBodyUnlessTheStyleSays() throws {
        let set = try StyleTests.load(Self.styles)
        #expect(try Self.style(set, "textLink").scaling == .body)
        #expect(try Self.style(set, "quiet").scaling == nil)
        #expect(try Self.style(set, "heading").scaling == .headline)
        #expect(ThemeFormat.scalings.first == "fixed")
        #expect(ThemeFormat.scalings.dropFirst() == ArraySlice(TextStyleKind.allCases.map(\.rawValue)))
    }

    @Test func aScalingThatIsNoTextStyleIsAnError() throws {
        let result = ThemeSetLoader.load(files: [
            (path: "a.yaml", bytes: Array((StyleTests.base + "buttonStyles:\n  b:\n    scaling: huge\n").utf8))
        ])
        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message.text)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'huge'") == true, "\(messages)")
        #expect(messages.first?.contains("fixed") == true && messages.first?.contains("caption2") == true)
        #expect(result.themeSet == nil)
    }

    @Test func contrastChecksDeclaredHoveredAndFocusedStatesOnly() throws {
        let a = """
            theme: A
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              background: { light: "#FFFFFF", dark: "#000000" }
            buttonStyles:
              hover:
                foreground: "{colors.label}"
                hovered: { foreground: "#EEEEEE" }
              still:
                foreground: "{colors.label}"
            """
        let result = ThemeSetLoader.load(files: [(path: "a.yaml", bytes: Array(a.utf8))])
        let matrix = try #require(result.contrast)
        let states = { (style: String) in
            Set(
                matrix.rows.compactMap { row -> ButtonState? in
                    if case .buttonStyle(style, nil, let state) = row.subject { return state }
                    return nil
                })
        }
        #expect(states("hover") == [.normal, .pressed, .disabled, .hovered])
        #expect(states("still") == [.normal, .pressed, .disabled])
        let warnings = result.diagnostics.filter { $0.id == .contrast }.map(\.message.text)
        #expect(warnings.contains { $0.contains("state 'hovered'") && $0.contains("#EEEEEEFF") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("state 'focused'") })
    }

    @Test(arguments: ["tint", "accentColor"])
    func accentColoursHaveSystemBluesValues(_ name: String) throws {
        let set = try StyleTests.load("buttonStyles:\n  b:\n    foreground: \"{system.\(name)}\"\n")
        let entry = try #require(SystemColors.named(name))
        let blue = try #require(SystemColors.named("systemBlue"))
        #expect(entry.isAccent)
        #expect(!blue.isAccent)
        #expect(
            [entry.light, entry.dark, entry.lightHighContrast, entry.darkHighContrast]
                == [blue.light, blue.dark, blue.lightHighContrast, blue.darkHighContrast])
        #expect(StyleTests.value(set, "buttonStyles.b.foreground") == "#007AFFFF")
        #expect(StyleTests.value(set, "buttonStyles.b.foreground", .dark) == "#0A84FFFF")
        let foreground = try #require(try Self.style(set, "b").values(.normal).foreground)
        #expect(foreground.light.system?.name == name)
    }
}
