import ThemecCore
import ThemecDiagnostics

/// `themec contrast`: print every contrast condition of the set with its ratio, threshold and verdict.
enum ContrastCommand: Subcommand {
    static let spec = CommandSpec(
        name: "contrast",
        abstract: "Print the contrast of every button style and declared pair, in every condition.",
        discussion: """
            Validates the themes, then prints the contrast matrix on standard output: every theme, button \
            style, role, state and appearance, and every pair of 'lint.contrast', with the ratio, the \
            threshold it is held to and the verdict (pass, fail, exempt, skipped). Text is an aligned table \
            grouped by theme and style; json is an array with one object per condition. Failures are \
            warnings: 'themec validate' reports them too. Other problems go to standard error. Reads the \
            themec.yml compile finds (its themes, lint and strict, or those of the target --target names).
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(
                name: "format", valueName: "FORMAT", help: "How to print the matrix.", allowedValues: ["text", "json"],
                defaultValue: "text"),
            OptionSpec(
                name: "strict", valueName: nil,
                help: "Exit 1 when any condition fails or there is any other warning (as strict: true does)."),
            DiagnosticOutput.followLinksOption,
        ] + ProjectPlan.options,
        exitStatus: [
            (0, "The matrix was printed (failures included, unless --strict)."),
            (1, "The themes have errors, or a condition fails with --strict."),
            (64, "Bad command line."),
        ],
        examples: ["themec contrast Themes", "themec contrast Themes --format json"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let scope: ProjectScope
        switch ProjectPlan.scope(arguments, command: "contrast", context: context) {
        case .failure(let exit): return exit.status
        case .success(let found): scope = found
        }
        let result = scope.load(context: context)
        let others = result.diagnostics.filter { $0.id != .contrast }
        DiagnosticOutput.report(others, sources: result.sources, format: .text, context: context)
        guard !result.diagnostics.containsErrors, let matrix = result.contrast else {
            if !result.diagnostics.containsErrors { context.error(CLIMessages.noThemeSet) }
            return ExitStatus.failure
        }
        if arguments.value("format") == "json" {
            context.standardOutput.write(ContrastReport.json(matrix))
        } else {
            context.standardOutput.write(ContrastReport.text(matrix))
        }
        let failing = !matrix.failures.isEmpty || !others.isEmpty
        return scope.strict && failing ? ExitStatus.failure : ExitStatus.success
    }
}

/// The contrast matrix as text and JSON.
enum ContrastReport {
    static let header = [
        "role", "state", "appearance", "foreground", "background", "label on screen", "ratio", "minimum", "verdict",
    ]

    static func cells(_ row: ContrastRow) -> [String] {
        var role = "-"
        var state = "-"
        if case .buttonStyle(_, let rowRole, let rowState) = row.subject {
            role = rowRole?.rawValue ?? "none"
            state = rowState.rawValue
        }
        var foreground = row.foreground?.text ?? "-"
        if row.foregroundIsDefault, row.foreground != nil { foreground += " (label)" }
        var background = row.background?.text ?? "surface"
        if row.opacity < 1 { background += " @\(formatNumber(row.opacity))" }
        // On screen the pixels are opaque: sRGB as #RRGGBB, Display P3 as color(display-p3 …).
        func opaque(_ rgba: RGBA) -> String { rgba.space == .sRGB ? String(rgba.hex.prefix(7)) : rgba.text }
        let screen = row.text.map { "\(opaque($0)) on \(opaque(row.backdrop))" } ?? "-"
        var verdict = row.verdict == .fail ? "FAIL" : row.verdict.rawValue
        if row.verdict == .skipped, let note = row.note { verdict += ": " + note }
        return [
            role, state, row.appearance.rawValue, foreground, background, screen, row.ratioText, row.thresholdText,
            verdict,
        ]
    }

    /// `buttonStyles.thema` or `lint.contrast[0] {colors.label} on {colors.background}`.
    static func group(_ row: ContrastRow) -> String {
        switch row.subject {
        case .buttonStyle(let name, _, _): return "buttonStyles.\(name)"
        case .pair(let index, let foreground, let background):
            return "lint.contrast[\(index)]: \(foreground) on \(background)"
        }
    }

    static func text(_ matrix: ContrastMatrix) -> String {
        let table = matrix.rows.map(cells)
        var widths = header.map(\.count)
        for cells in table {
            for (index, cell) in cells.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return "    " + padded.joined(separator: "  ") + "\n"
        }
        var out = ""
        var currentTheme: String?
        var currentGroup: String?
        for (row, cells) in zip(matrix.rows, table) {
            if row.theme != currentTheme {
                currentTheme = row.theme
                currentGroup = nil
                let origin = matrix.surfaces.first { $0.theme == row.theme }?.origin.description ?? "-"
                out += (out.isEmpty ? "" : "\n") + "Theme '\(row.theme)' (surface: \(origin))\n"
            }
            let group = group(row)
            if group != currentGroup {
                currentGroup = group
                out += "  \(group)\n" + line(header)
            }
            out += line(cells)
        }
        let count = { (verdict: ContrastVerdict) in matrix.rows.filter { $0.verdict == verdict }.count }
        out += "\n\(DiagnosticOutput.counted(matrix.rows.count, "condition")): \(count(.pass)) pass, "
        out += "\(count(.fail)) fail, \(count(.exempt)) exempt, \(count(.skipped)) skipped\n"
        return out
    }

    static func json(_ matrix: ContrastMatrix) -> String {
        func optional(_ text: String?) -> String { text.map { jsonString($0) } ?? "null" }
        let objects = matrix.rows.map { row -> String in
            var fields: [(String, String)] = [("theme", jsonString(row.theme))]
            switch row.subject {
            case .buttonStyle(let name, let role, let state):
                fields += [
                    ("kind", jsonString("buttonStyle")), ("style", jsonString(name)),
                    ("role", optional(role?.rawValue)),
                    ("state", jsonString(state.rawValue)),
                ]
            case .pair(let index, let foreground, let background):
                fields += [
                    ("kind", jsonString("pair")), ("pair", String(index)),
                    ("pairForeground", jsonString(foreground)), ("pairBackground", jsonString(background)),
                ]
            }
            fields += [
                ("appearance", jsonString(row.appearance.rawValue)),
                ("foreground", optional(row.foreground?.text)),
                ("foregroundIsDefault", String(row.foregroundIsDefault)),
                ("background", optional(row.background?.text)),
                ("surface", jsonString(row.surface.text)),
                ("opacity", formatNumber(row.opacity)),
                ("text", optional(row.text?.text)),
                ("backdrop", jsonString(row.backdrop.text)),
                ("ratio", row.ratio.map { ContrastMath.format($0, threshold: row.threshold) } ?? "null"),
                ("minimum", formatNumber(row.threshold)),
                ("rule", jsonString(row.rule.rawValue)),
                ("verdict", jsonString(row.verdict.rawValue)),
                ("note", optional(row.note)),
                ("file", optional(row.range?.file)),
                ("line", row.range.map { String($0.start.line) } ?? "null"),
                ("column", row.range.map { String($0.start.column) } ?? "null"),
            ]
            return "  {" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
