import Testing
import ThemecCore
import ThemecDiagnostics

/// A disabled button must not look enabled: toggles without a `disabled` state are dimmed, and any other style
/// whose disabled state looks like its normal one gets an `indistinct-disabled-state` warning at its key.
struct DisabledStateTests {
    static let tokens = """
        theme: Default
        colors:
          background: { light: "#FFFFFF", dark: "#000000" }
          accent: { light: "#0040DD", dark: "#409CFF" }

        """

    @Test func aToggleWithoutADisabledStateIsDimmed() throws {
        let a =
            Self.tokens + """
                buttonStyles:
                  option:
                    foreground: "{colors.accent}"
                    selected: { foreground: "#FFFFFF", background: "{colors.accent}" }
                  dimmed:
                    foreground: "{colors.accent}"
                    selected: { foreground: "#FFFFFF", background: "{colors.accent}" }
                    disabled: { opacity: 0.5 }
                """
        let (result, _) = loadMarked([("a.yaml", a)])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        #expect(set.themes[0].buttonStyles[0].disabledOpacity == ButtonStyleDefaults.disabledOpacity)
        #expect(set.themes[0].buttonStyles[1].disabledOpacity == nil)
        #expect(!result.diagnostics.contains { $0.id == .indistinctDisabledState })
    }

    @Test func aDisabledStateLikeTheNormalOneIsAWarningAtTheStyle() throws {
        let a =
            Self.tokens + """
                buttonStyles:
                  1️⃣bare:
                    foreground: "{colors.accent}"
                  2️⃣same:
                    foreground: "{colors.accent}"
                    disabled: { foreground: "{colors.accent}" }
                  distinct:
                    foreground: "{colors.accent}"
                    disabled: { opacity: 0.4 }
                  3️⃣roles:
                    foreground: "{colors.accent}"
                    disabled: { opacity: 0.4 }
                    roles: { destructive: { foreground: "#D70015", disabled: { opacity: 1 } } }
                """
        let b = "theme: Ocean\nextends: Default\n"
        let (result, sources) = loadMarked([("a.yaml", a), ("b.yaml", b)])
        let hint = "give it a 'disabled' state, for example 'disabled: { opacity: 0.4 }'"
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "indistinct-disabled-state",
                message:
                    "button style 'bare' looks the same disabled as enabled in themes 'Default' and 'Ocean'; \(hint)"),
            .init(
                marker: "2", id: "indistinct-disabled-state",
                message:
                    "button style 'same' looks the same disabled as enabled in themes 'Default' and 'Ocean'; \(hint)"),
            .init(
                marker: "3", id: "indistinct-disabled-state",
                message:
                    "button style 'roles' looks the same disabled as enabled for role 'destructive' in themes 'Default' and 'Ocean'; \(hint)"
            ),
        ]
        let warnings = result.diagnostics.filter { $0.id == .indistinctDisabledState }
        #expect(describe(warnings) == describe(expected, in: sources))
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(result.themeSet != nil)
    }
}
