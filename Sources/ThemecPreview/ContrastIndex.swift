import ThemecCore

/// The contrast matrix's rows grouped by theme and appearance, made once per page: each panel finds its
/// rows without scanning the whole matrix, so the page costs time linear in the matrix.
struct ContrastIndex {
    struct PanelKey: Hashable {
        var theme: String
        var appearance: Appearance
    }

    private var panels: [PanelKey: [ContrastRow]] = [:]

    init(_ matrix: ContrastMatrix) {
        for row in matrix.rows {
            panels[PanelKey(theme: row.theme, appearance: row.appearance), default: []].append(row)
        }
    }

    /// The rows of one panel, in the matrix's order.
    func rows(theme: String, _ appearance: Appearance) -> [ContrastRow] {
        panels[PanelKey(theme: theme, appearance: appearance)] ?? []
    }
}
