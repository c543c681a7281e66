import Testing
import ThemecCore
import ThemecDiagnostics

/// A broken `extends` (an unknown parent, a cycle) or a reserved theme name is one error among the file's
/// others: the theme is still resolved (alone, when its parent is unknown) and every other problem of its file
/// is reported in the same run, without follow-on errors about what it may inherit.
@Suite("Every problem of a file at once")
struct EveryProblemTests {
    static let base = """
        theme: Default
        colors:
          accent: "#007AFF"
          label: "#000000"

        """

    static func check(_ files: [(String, String)], _ expected: [ExpectedDiagnostic]) {
        let (result, sources) = loadMarked(files)
        #expect(describe(result.diagnostics) == describe(expected, in: sources))
        #expect(result.themeSet == nil)
    }

    @Test func anUnknownParentHidesNoOtherError() {
        Self.check(
            [
                ("Default.yaml", Self.base),
                (
                    "a.yaml",
                    """
                    theme: Brand
                    extends: 1️⃣Defualt
                    colors:
                      accent: "2️⃣#12345"
                      tint: 3️⃣"{colours.accent}"
                      link: 4️⃣"{colors.link}"
                      label: "{colors.inheritedMaybe}"
                    radii:
                      cornr: 4
                    6️⃣colorz: {}

                    """
                ),
            ],
            [
                ExpectedDiagnostic(
                    marker: "1", id: "unknown-extends",
                    message: "'extends' names unknown theme 'Defualt'; did you mean 'Default'?"),
                ExpectedDiagnostic(
                    marker: "2", id: "malformed-color",
                    message: "malformed colour '#12345': a hex colour has 3, 4, 6 or 8 digits, not 5"),
                ExpectedDiagnostic(
                    marker: "3", id: "unresolved-reference",
                    message: "reference '{colours.accent}' starts with unknown group 'colours'; did you mean 'colors'?"),
                ExpectedDiagnostic(
                    marker: "4", id: "reference-cycle", message: "reference cycle: colors.link → colors.link"),
                ExpectedDiagnostic(
                    marker: "6", id: "unknown-key",
                    message: "unknown key 'colorz' in a theme file; did you mean 'colors'?"),
                // Not reported: '{colors.inheritedMaybe}' (the unknown parent may declare it), missing tokens.
            ])
    }

    @Test func aCycleHidesNoOtherError() {
        Self.check(
            [
                (
                    "a.yaml",
                    """
                    theme: A
                    extends: 1️⃣B
                    colors:
                      accent: 2️⃣"{colours.accent}"

                    """
                ),
                (
                    "b.yaml",
                    """
                    theme: B
                    extends: 1️⃣A
                    colors:
                      accent: "#007AFF"
                      tint: 2️⃣"{colors.tint}"
                      link: "{palette.perhapsInherited}"

                    """
                ),
            ],
            [
                ExpectedDiagnostic(
                    marker: "1", id: "extends-cycle", message: "themes extend each other in a cycle: A → B → A"),
                ExpectedDiagnostic(
                    marker: "2", id: "unresolved-reference",
                    message: "reference '{colours.accent}' starts with unknown group 'colours'; did you mean 'colors'?"),
                ExpectedDiagnostic(
                    file: "b.yaml", marker: "2", id: "reference-cycle",
                    message: "reference cycle: colors.tint → colors.tint"),
            ])
    }

    @Test func aReservedNameHidesNoOtherError() {
        Self.check(
            [
                ("Default.yaml", Self.base),
                (
                    "a.yaml",
                    """
                    theme: 1️⃣all
                    extends: Default
                    colors:
                      accent: 2️⃣"{colors.acent}"

                    """
                ),
            ],
            [
                ExpectedDiagnostic(
                    marker: "1", id: "reserved-name",
                    message:
                        "theme name 'all' would become 'Theme.all', which the generated code already uses; choose another name"
                ),
                ExpectedDiagnostic(
                    marker: "2", id: "unresolved-reference",
                    message:
                        "reference '{colors.acent}' does not name a token in theme 'all'; did you mean '{colors.accent}'?"
                ),
            ])
    }
}
