public import ThemecCore

/// Renders a theme set as one self-contained HTML page for design review: every theme in light, dark and
/// the increased-contrast appearances, with colour swatches, the palette, radii, spacing, every button
/// style in each state and role with its contrast ratio, and the list sections with their corners.
///
/// The page has inline CSS only: no scripts, no fonts or images to fetch. Element IDs are stable
/// (`swatch-THEME-APPEARANCE-colors-NAME`), so tests and tools can find a swatch.
public enum PreviewDocument {
    public static func html(_ set: ResolvedThemeSet, contrast: ContrastMatrix? = nil) -> String {
        let matrix = contrast ?? ContrastChecker.check(set).matrix
        var page = Page()
        page.line("<!DOCTYPE html>")
        page.line("<html lang=\"en\">")
        page.line("<head>")
        page.line("<meta charset=\"utf-8\">")
        page.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.line("<title>Theme preview</title>")
        page.line("<style>\n\(PreviewStyle.css)</style>")
        page.line("</head>")
        page.line("<body>")
        let failures = matrix.failures.count
        page.line("<header class=\"page-head\">")
        page.line("<h1>Theme preview</h1>")
        page.line(
            "<p class=\"sub\">\(set.themes.count) theme\(set.themes.count == 1 ? "" : "s") · "
                + "\(set.sourceFiles.map(escape).joined(separator: ", ")) · themec \(escape(ThemecVersion.current))</p>"
        )
        page.line(
            "<p class=\"legend\"><span class=\"badge pass\">✓ 4.50:1</span> meets its minimum "
                + "<span class=\"badge fail\">✕ 2.95:1</span> fails (outlined in red) "
                + "<span class=\"badge exempt\">– 1.60:1</span> disabled, exempt · "
                + (failures == 0
                    ? "<strong>every contrast check passes</strong>"
                    : "<strong class=\"bad\">\(failures) failing condition\(failures == 1 ? "" : "s")</strong>")
                + "</p>")
        page.line("</header>")
        for (index, theme) in set.themes.enumerated() {
            ThemeSection(set: set, theme: theme, themeIndex: index, matrix: matrix).render(into: &page)
        }
        page.line("</body>")
        page.line("</html>")
        return page.text
    }
}

/// The text of the page being built.
struct Page {
    var text = ""
    mutating func line(_ line: String) { text += line + "\n" }
}

/// Text safe in HTML content and attribute values.
func escape(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}

/// A fragment usable in an element ID: letters and digits kept, everything else `_`.
func idFragment(_ text: String) -> String {
    String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
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
