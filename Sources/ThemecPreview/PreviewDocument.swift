public import ThemecCore

/// Renders a theme set as one self-contained HTML page for design review: every theme in light, dark and
/// the increased-contrast appearances, with colour swatches, the palette, radii, spacing, every button
/// style in each state and role with its contrast ratio, the declared contrast pairs, and the list sections
/// with their corners.
///
/// The page has inline CSS only: no scripts, no fonts or images to fetch. It reflows from a phone's width
/// to a desktop's and follows the reader's light or dark setting (the panels keep their own appearance).
/// Element IDs are stable (`swatch-THEME-APPEARANCE-colors-NAME`), every failing condition carries
/// `data-contrast-fail` and the summary's count is `data-failing` on `#failing-count`, so tests and tools
/// can find a swatch and count the marks.
public enum PreviewDocument {
    /// The page for `set`.
    ///
    /// - Parameters:
    ///   - set: the resolved themes.
    ///   - contrast: the set's contrast matrix, if the caller has it; computed otherwise.
    /// - Returns: the HTML text.
    public static func html(_ set: ResolvedThemeSet, contrast: ContrastMatrix? = nil) -> String {
        let matrix = contrast ?? ContrastChecker.check(set).matrix
        let index = ContrastIndex(matrix)
        var page = Page()
        page.line("<!DOCTYPE html>")
        page.line("<html lang=\"en\">")
        page.line("<head>")
        page.line("<meta charset=\"utf-8\">")
        page.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.line("<meta name=\"color-scheme\" content=\"light dark\">")
        page.line("<title>Theme preview</title>")
        page.line("<style>\n\(PreviewStyle.css)</style>")
        page.line("</head>")
        page.line("<body>")
        page.line("<header class=\"page-head\">")
        page.line("<h1>Theme preview</h1>")
        page.line(
            "<p class=\"sub\">\(set.themes.count) theme\(set.themes.count == 1 ? "" : "s") · "
                + "\(set.sourceFiles.map(breakable).joined(separator: ", ")) · themec \(escape(ThemecVersion.current))</p>"
        )
        page.line(
            "<p class=\"legend\">"
                + "<span class=\"legend-item\"><span class=\"badge pass\">✓ 4.50:1</span> meets its minimum</span>"
                + "<span class=\"legend-item\"><span class=\"badge fail\">✕ 2.95:1</span> fails (outlined in red)</span>"
                + "<span class=\"legend-item\"><span class=\"badge exempt\">– 1.60:1</span> disabled, exempt</span>"
                + "</p>")
        page.line("<p class=\"summary\">\(summary(matrix.failures))</p>")
        page.line("</header>")
        let origins = Dictionary(matrix.surfaces.map { ($0.theme, $0.origin) }, uniquingKeysWith: { first, _ in first })
        for theme in set.themes {
            ThemeSection(set: set, theme: theme, contrast: index, surfaceOrigin: origins[theme.name] ?? .default)
                .render(into: &page)
        }
        page.line("</body>")
        page.line("</html>")
        return page.text
    }

    /// The count of failing conditions, which equals the number of `data-contrast-fail` marks on the page.
    static func summary(_ failures: [ContrastRow]) -> String {
        guard !failures.isEmpty else {
            return "<strong id=\"failing-count\" data-failing=\"0\">every contrast check passes</strong>"
        }
        let pairs = failures.count(where: { if case .pair = $0.subject { true } else { false } })
        let styles = failures.count - pairs
        var parts: [String] = []
        if styles > 0 { parts.append("\(styles) button state\(styles == 1 ? "" : "s")") }
        if pairs > 0 { parts.append("\(pairs) declared pair\(pairs == 1 ? "" : "s")") }
        return "<strong class=\"bad\" id=\"failing-count\" data-failing=\"\(failures.count)\">"
            + "\(failures.count) failing condition\(failures.count == 1 ? "" : "s")</strong>"
            + " (\(parts.joined(separator: ", "))), each marked ✕"
    }
}

/// The text of the page being built.
struct Page {
    var text = ""
    mutating func line(_ line: String) { text += line + "\n" }
}

/// `#RRGGBBAA`, which CSS reads as it is.
func css(_ rgba: RGBA) -> String { rgba.hex }

/// A number of CSS pixels (one point each).
func px(_ value: Double) -> String { formatNumber(value) + "px" }

extension Appearance {
    var title: String {
        switch self {
        case .light: return "Light"
        case .dark: return "Dark"
        case .lightHighContrast: return "Light · increased contrast"
        case .darkHighContrast: return "Dark · increased contrast"
        }
    }
}

extension FontWeightKind {
    var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
