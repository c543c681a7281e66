import Foundation
import Testing
import ThemecCore

/// Button styles and list sections: inheritance base → role → state, defaults, and their diagnostics.
struct StyleTests {
    static let base = """
        theme: A
        colors:
          accent: { light: "#0000FF", dark: "#3333FF" }
          label: { light: "#000000", dark: "#FFFFFF" }
          destructive: "#FF0000"
          gray: "#888888"
        radii:
          button: 8
        spacing:
          row: 16

        """

    static func load(_ styles: String) throws -> ResolvedThemeSet {
        try ResolutionTests.load([("a.yaml", base + styles)])
    }

    static func value(_ set: ResolvedThemeSet, _ token: String, role: String? = nil, _ appearance: Appearance = .light)
        -> String
    {
        switch set.lookup(TokenQuery(theme: "A", token: token, appearance: appearance, role: role)) {
        case .success(let value): return value.description
        case .failure(let error): return "error: \(error.message)"
        }
    }

    static let thema = """
        buttonStyles:
          thema:
            foreground: "#FFFFFF"
            background: "{colors.accent}"
            fontWeight: bold
            padding: { vertical: 16 }
            cornerRadius: "{radii.button}"
            shadow: { color: "{colors.gray}", radius: 3, x: 2, y: 2 }
            disabled: { background: "{colors.gray}" }
            pressed: { opacity: 0.5 }
            animation: { curve: easeOut, duration: 0.2 }
            roles:
              destructive:
                background: "{colors.destructive}"
                pressed: { opacity: 0.7 }
        """

    @Test func statesInheritWhatTheyDoNotSet() throws {
        let set = try Self.load(Self.thema)
        #expect(Self.value(set, "buttonStyles.thema.background") == "#0000FFFF")
        #expect(Self.value(set, "buttonStyles.thema.background", .dark) == "#3333FFFF")
        #expect(Self.value(set, "buttonStyles.thema.pressed.background") == "#0000FFFF")
        #expect(Self.value(set, "buttonStyles.thema.pressed.opacity") == "0.5")
        #expect(Self.value(set, "buttonStyles.thema.pressed.foreground") == "#FFFFFFFF")
        #expect(Self.value(set, "buttonStyles.thema.disabled.background") == "#888888FF")
        #expect(Self.value(set, "buttonStyles.thema.disabled.opacity") == "1")
        #expect(Self.value(set, "buttonStyles.thema.cornerRadius") == "8")
        #expect(Self.value(set, "buttonStyles.thema.padding") == "16 0 16 0")
        #expect(Self.value(set, "buttonStyles.thema.shadow.radius") == "3")
        #expect(Self.value(set, "buttonStyles.thema.animation.curve") == "easeOut")
        #expect(Self.value(set, "buttonStyles.thema.layout") == "inline")
        #expect(Self.value(set, "buttonStyles.thema.alignment") == "center")
        #expect(Self.value(set, "buttonStyles.thema.isToggle") == "false")
    }

    @Test func rolesOverrideTheBaseAndStatesApplyOnTop() throws {
        let set = try Self.load(Self.thema)
        #expect(Self.value(set, "buttonStyles.thema.background", role: "destructive") == "#FF0000FF")
        // The style's pressed state applies on the role, then the role's own pressed block.
        #expect(Self.value(set, "buttonStyles.thema.pressed.background", role: "destructive") == "#FF0000FF")
        #expect(Self.value(set, "buttonStyles.thema.pressed.opacity", role: "destructive") == "0.7")
        // The style's disabled background wins over the role's base background.
        #expect(Self.value(set, "buttonStyles.thema.disabled.background", role: "destructive") == "#888888FF")
        // A role the style does not mention looks like no role.
        #expect(Self.value(set, "buttonStyles.thema.background", role: "cancel") == "#0000FFFF")
    }

    @Test func selectedMakesAToggleAndSelectedPressedLayers() throws {
        let set = try Self.load(
            """
            buttonStyles:
              option:
                foreground: "{colors.accent}"
                background: "#FFFFFF"
                border: { color: "{colors.label}", width: 2 }
                selected: { foreground: "#FFFFFF", background: "{colors.accent}" }
                pressed: { scale: 0.95, border: { width: 3 } }
                selectedPressed: { opacity: 0.8 }
            """)
        #expect(Self.value(set, "buttonStyles.option.isToggle") == "true")
        #expect(Self.value(set, "buttonStyles.option.selected.background") == "#0000FFFF")
        #expect(Self.value(set, "buttonStyles.option.selected.foreground") == "#FFFFFFFF")
        // A partial border in a state keeps the base colour.
        #expect(Self.value(set, "buttonStyles.option.pressed.border") == "#000000FF 3")
        #expect(Self.value(set, "buttonStyles.option.selectedPressed.background") == "#0000FFFF")
        #expect(Self.value(set, "buttonStyles.option.selectedPressed.scale") == "0.95")
        #expect(Self.value(set, "buttonStyles.option.selectedPressed.opacity") == "0.8")
        #expect(Self.value(set, "buttonStyles.option.selectedPressed.border", .dark) == "#FFFFFFFF 3")
    }

    @Test func listRowDefaultsAndPaddingReference() throws {
        let set = try Self.load(
            """
            buttonStyles:
              listRow:
                layout: listRow
                padding: "{spacing.row}"
                foreground: "{colors.accent}"
                pressed: { background: "{system.quaternaryLabel}" }
            """)
        #expect(Self.value(set, "buttonStyles.listRow.alignment") == "leading")
        #expect(Self.value(set, "buttonStyles.listRow.padding") == "16 16 16 16")
        #expect(Self.value(set, "buttonStyles.listRow.background") == "error: 'background' is not set for this style")
        #expect(Self.value(set, "buttonStyles.listRow.pressed.background", .dark) == "#EBEBF528")
    }

    @Test func listSectionDefaultsAndValues() throws {
        let set = try Self.load(
            """
            listSections:
              plain: {}
              grouped:
                cornerRadius: "{radii.button}"
                rowMinHeight: 50
                rowPadding: { horizontal: 20, top: 4 }
                headerForeground: "{colors.accent}"
                spacing: 32
            """)
        #expect(Self.value(set, "listSections.plain.cornerRadius") == "10")
        #expect(Self.value(set, "listSections.plain.rowMinHeight") == "44")
        #expect(Self.value(set, "listSections.plain.rowPadding") == "0 16 0 16")
        #expect(Self.value(set, "listSections.plain.rowBackground", .dark) == "#1C1C1EFF")
        #expect(Self.value(set, "listSections.grouped.cornerRadius") == "8")
        #expect(Self.value(set, "listSections.grouped.rowPadding") == "4 20 0 20")
        #expect(Self.value(set, "listSections.grouped.headerForeground", .dark) == "#3333FFFF")
        #expect(set.listSections.map(\.typeName) == ["PlainListSection", "GroupedListSection"])
    }

    @Test func separatorAndHeaderPaddingDefaultsAndValues() throws {
        let set = try Self.load(
            """
            listSections:
              plain: {}
              hidden:
                separator: hidden
                rowPadding: { horizontal: 20 }
              tinted:
                separator: { color: "{colors.accent}", leading: "{spacing.row}", trailing: 8 }
                headerPadding: { horizontal: 12, top: 8, bottom: 4 }
            """)
        // Neutral values: a visible line in the system separator colour, from the rows' leading padding.
        #expect(Self.value(set, "listSections.plain.separator") == "visible")
        #expect(Self.value(set, "listSections.plain.separator.color") == "#3C3C4349")
        #expect(Self.value(set, "listSections.plain.separator.leading") == "16")
        #expect(Self.value(set, "listSections.plain.separator.trailing") == "0")
        #expect(Self.value(set, "listSections.plain.headerPadding") == "0 16 6 16")
        #expect(Self.value(set, "listSections.hidden.separator") == "hidden")
        #expect(Self.value(set, "listSections.hidden.separator.leading") == "20")
        #expect(Self.value(set, "listSections.hidden.headerPadding") == "0 20 6 20")
        #expect(Self.value(set, "listSections.tinted.separator") == "visible")
        #expect(Self.value(set, "listSections.tinted.separator.color", .dark) == "#3333FFFF")
        #expect(Self.value(set, "listSections.tinted.separator.leading") == "16")
        #expect(Self.value(set, "listSections.tinted.separator.trailing") == "8")
        #expect(Self.value(set, "listSections.tinted.headerPadding") == "8 12 4 12")
    }

    @Test func stylesAreInheritedAndFollowOverriddenTokens() throws {
        let set = try ResolutionTests.load([
            ("a.yaml", Self.base + Self.thema),
            ("b.yaml", "theme: B\nextends: A\ncolors:\n  accent: \"#00FF00\"\n"),
        ])
        let result = set.lookup(TokenQuery(theme: "B", token: "buttonStyles.thema.background"))
        #expect((try? result.get())?.description == "#00FF00FF")
        #expect(set.buttonStyles.map(\.typeName) == ["ThemaButtonStyle"])
    }

    @Test(arguments: [
        (
            "buttonStyles:\n  thema:\n    1️⃣fontWieght: bold\n",
            "a.yaml@1 [unknown-key] unknown key 'fontWieght' in button style 'thema'; did you mean 'fontWeight'?"
        ),
        (
            "buttonStyles:\n  thema:\n    1️⃣presed: { opacity: 0.5 }\n",
            "a.yaml@1 [unknown-key] unknown key 'presed' in button style 'thema'; did you mean 'pressed'?"
        ),
        (
            "buttonStyles:\n  thema:\n    pressed: { 1️⃣fontWeight: bold }\n",
            "a.yaml@1 [unknown-key] unknown key 'fontWeight' in the 'pressed' state"
        ),
        (
            "buttonStyles:\n  thema:\n    fontWeight: 1️⃣bolt\n",
            "a.yaml@1 [unknown-value] unknown font weight 'bolt'; did you mean 'bold'? (one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"
        ),
        (
            "buttonStyles:\n  thema:\n    animation: { curve: 1️⃣bounce }\n",
            "a.yaml@1 [unknown-value] unknown animation curve 'bounce' (one of linear, easeIn, easeOut, easeInOut, spring)"
        ),
        (
            "buttonStyles:\n  thema:\n    pressed: { opacity: 1️⃣2 }\n",
            "a.yaml@1 [out-of-range] opacity 2 is out of range; it must be from 0 to 1"
        ),
        (
            "buttonStyles:\n  thema:\n    border: { color: \"#000000\", width: 1️⃣-1 }\n",
            "a.yaml@1 [out-of-range] length -1 is out of range; it must be 0 or more"
        ),
        (
            "buttonStyles:\n  thema:\n    cornerRadius: 1️⃣-8\n",
            "a.yaml@1 [out-of-range] length -8 is out of range; it must be 0 or more"
        ),
        (
            "buttonStyles:\n  thema:\n    pressed: { border: 1️⃣{ width: 2 } }\n",
            "a.yaml@1 [incomplete-state] 'pressed' gives only part of a border, but the style has no border to take 'color' from; give 'color' here, or a 'border' in the style"
        ),
        (
            "buttonStyles:\n  thema:\n    foreground: 1️⃣\"{colors.acent}\"\n",
            "a.yaml@1 [unresolved-reference] reference '{colors.acent}' does not name a token in theme 'A'; did you mean '{colors.accent}'?"
        ),
        (
            "buttonStyles:\n  thema:\n    cornerRadius: 1️⃣\"{colors.accent}\"\n",
            "a.yaml@1 [wrong-reference-kind] reference '{colors.accent}' points at a semantic colour, but a length (a radius, a spacing or a size) is expected here"
        ),
        (
            "buttonStyles:\n  thema:\n    roles:\n      1️⃣destroy: { background: \"#FF0000\" }\n",
            "a.yaml@1 [unknown-key] unknown key 'destroy' in 'roles'; did you mean 'destructive'?"
        ),
        (
            "buttonStyles:\n  1️⃣plain:\n    foreground: \"#000000\"\n",
            "a.yaml@1 [reserved-name] button style 'plain' would clash with SwiftUI's own '.plain' style; choose another name"
        ),
        (
            "listSections:\n  grouped:\n    separator: 1️⃣none\n",
            "a.yaml@1 [unknown-value] unknown separator 'none' (one of visible, hidden)"
        ),
        (
            "listSections:\n  grouped:\n    separator: { 1️⃣visible: true }\n",
            "a.yaml@1 [unknown-key] unknown key 'visible' in 'separator'; did you mean 'visibility'?"
        ),
        (
            "listSections:\n  grouped:\n    1️⃣rowHeight: 44\n",
            "a.yaml@1 [unknown-key] unknown key 'rowHeight' in list section 'grouped'; did you mean 'rowMinHeight'?"
        ),
        (
            "buttonStyles:\n  thema:\n    shadow: 1️⃣{ radius: 3 }\n",
            "a.yaml@1 [missing-key] 'shadow' is missing the required key 'color'"
        ),
    ])
    func diagnostics(_ yaml: String, _ expected: String) {
        let (result, sources) = loadMarked([("a.yaml", Self.base + yaml)])
        let lines = describe(result.diagnostics)
        let marker = sources["a.yaml"]!.locations["1"]!
        let expectedLine = expected.replacingOccurrences(
            of: "a.yaml@1", with: "a.yaml:\(marker.line):\(marker.column)")
        #expect(lines == [expectedLine])
    }
}
