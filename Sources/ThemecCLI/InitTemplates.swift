/// The starter theme set `themec init` writes. Keep `defaultTheme` in step with the repository's
/// `Themes/Default.yaml` (a test checks both starters validate clean).
enum InitTemplates {
    /// The files, in the order they are written.
    static let files: [(name: String, contents: String)] = [("Default.yaml", defaultTheme), ("Brand.yaml", brandTheme)]

    static let defaultTheme = #"""
        # yaml-language-server: $schema=../schema/theme.schema.json
        theme: Default
        description: The app's base look, close to the iOS system palette.

        palette:
          blue: "#007AFF"
          red: "#FF3B30"
          white: "#FFFFFF"
          black: "#000000"
          gray:
            "600": "#3C3C43"
            "300": "#C7C7CC"

        colors:
          accent:
            light: "{palette.blue}"
            dark: "#0A84FF"
            lightHighContrast: "#0040DD"
            darkHighContrast: "#409CFF"
            description: The brand colour for interactive elements.
          tint: "{colors.accent}"
          link: "{colors.accent}"
          label: { light: "{palette.black}", dark: "{palette.white}" }
          secondaryLabel: "{system.secondaryLabel}"
          quaternaryLabel: "{system.quaternaryLabel}"
          background: "{system.systemBackground}"
          groupedBackground: "{system.systemGroupedBackground}"
          destructive:
            light: "{palette.red}"
            dark: "#FF453A"
            lightHighContrast: "#D70015"
            darkHighContrast: "#FF6961"
          pressedFill: { color: "{colors.label}", opacity: 0.08 }
          separator: "{system.separator}"

        radii:
          button: 8
          card: "{radii.button}"
          sheet: 16

        spacing:
          row: 16
          section: 32
          compact: 8

        """#

    static let brandTheme = #"""
        # yaml-language-server: $schema=../schema/theme.schema.json
        theme: Brand
        extends: Default
        description: Your brand. Override any token of Default here; the rest is inherited.

        palette:
          blue: "#5E5CE6"

        colors:
          accent:
            light: "{palette.blue}"
            dark: "#7D7AFF"
            description: The brand colour for interactive elements.

        radii:
          button: 12

        """#
}
