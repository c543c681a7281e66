/// The starter theme set `themec init` writes. `defaultTheme` is the repository's `Themes/Default.yaml`
/// (a test checks they are the same, and that both starters validate clean with `--strict`).
///
/// Their `$schema` comment names `schemaPath`, relative to the themes' folder, where `themec init` writes the
/// theme schema built into themec, so the reference resolves in a new project.
enum InitTemplates {
    /// Where `themec init` writes the theme schema, relative to the themes' folder; the templates point at it.
    static let schemaPath = ".schema/" + SchemaDocument.theme.fileName

    /// The files, in the order they are written.
    static let files: [(name: String, contents: String)] = [("Default.yaml", defaultTheme), ("Brand.yaml", brandTheme)]

    static let defaultTheme = #"""
        # yaml-language-server: $schema=.schema/theme.schema.json
        theme: Default
        description: The app's base look, close to the iOS system palette.

        palette:
          # Darker than iOS's #007AFF / #FF3B30 so text in them, and white text on them, meets 4.5:1 on white.
          blue: "#0066CC"
          red: "#D0021B"
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
          onAccent:
            light: "{palette.white}"
            dark: "{palette.black}"
            description: Text and icons on an accent or destructive fill (dark fills are too bright for white).
          separator: "{system.separator}"
          # What raised things cast: the gray the filled button always used in light, black in dark (a gray shadow
          # on a dark background reads as a glow).
          shadow: { light: "{palette.gray.600}", dark: "{palette.black}" }

        radii:
          button: 8
          card: "{radii.button}"
          sheet: 16

        spacing:
          row: 16
          section: 32
          compact: 8

        fonts:
          hiragino: HiraginoSans-W3

        typography:
          # The grouped-section header: Hiragino Sans at a fixed 12 pt, whatever the Dynamic Type size.
          sectionHeader: { font: "{fonts.hiragino}", size: 12, scaling: fixed }
          # The filled and push-pull buttons' label: bold, at the body style's size, following Dynamic Type.
          button: { textStyle: body, weight: bold }

        shadows:
          # Under a raised control, such as the filled button.
          raised: { color: "{colors.shadow}", radius: 3, x: 2, y: 2 }

        animations:
          # How a button eases into and out of its pressed look.
          press: { curve: easeOut, duration: 0.2 }

        buttonStyles:
          # A list row that highlights as a whole when tapped.
          listRow:
            layout: listRow
            alignment: leading
            padding: "{spacing.row}"
            foreground: "{colors.accent}"
            disabled: { foreground: "{colors.secondaryLabel}" }
            pressed: { background: "{colors.pressedFill}" }
            roles:
              destructive: { foreground: "{colors.destructive}" }
          # The filled call-to-action button: `.buttonStyle(.thema)`.
          thema:
            foreground: "{colors.onAccent}"
            background: "{colors.accent}"
            font: "{typography.button}"
            padding: { vertical: 16, horizontal: 24 }
            cornerRadius: "{radii.button}"
            shadow: "{shadows.raised}"
            disabled: { foreground: "{palette.gray.300}", background: "{palette.gray.600}" }
            pressed: { opacity: 0.8 }
            animation: "{animations.press}"
            roles:
              destructive: { background: "{colors.destructive}" }
          # A rounded push-pull button that stays pushed in while selected: `.toggleStyle(.option)`.
          option:
            foreground: "{colors.tint}"
            background: "{system.systemBackground}"
            border: { color: "{colors.label}", width: 2 }
            font: "{typography.button}"
            cornerRadius: "{radii.button}"
            size: { width: 100, height: 40 }
            selected: { foreground: "{colors.onAccent}", background: "{colors.tint}" }
            pressed: { scale: 0.97 }

        listSections:
          # Grouped sections whose first and last rows have rounded corners.
          grouped:
            cornerRadius: "{radii.card}"
            rowBackground: "{system.secondarySystemGroupedBackground}"
            rowMinHeight: 44
            rowPadding: { horizontal: 16 }
            headerForeground: "{colors.secondaryLabel}"
            headerFont: "{typography.sectionHeader}"
            spacing: 32
          # Rounded first and last rows without lines between them, and a header with its own padding.
          cards:
            cornerRadius: "{radii.card}"
            separator: hidden
            headerForeground: "{colors.secondaryLabel}"
            headerFont: "{typography.sectionHeader}"
            headerPadding: { horizontal: "{spacing.row}", top: "{spacing.compact}", bottom: "{spacing.compact}" }
            spacing: 24

        # Contrast checks (docs/Contrast.md): a style's font decides large text (17 pt bold: 3:1); for a style without
        # one, bold-or-semibold labels are large text.
        lint:
          largeText: true
          contrast:
            - { foreground: "{colors.label}", background: "{colors.background}", minimum: 7 }
            - { foreground: "{colors.link}", background: "{colors.background}" }
        """#

    static let brandTheme = #"""
        # yaml-language-server: $schema=.schema/theme.schema.json
        theme: Brand
        extends: Default
        description: Your brand. Override any token of Default here; the rest is inherited.

        palette:
          blue: "#4F4DD6"

        colors:
          accent:
            light: "{palette.blue}"
            dark: "#7D7AFF"
            description: The brand colour for interactive elements.

        radii:
          button: 12

        """#
}
