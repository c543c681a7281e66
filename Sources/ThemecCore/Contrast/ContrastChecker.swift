public import ThemecDiagnostics

/// Measures the contrast of every button style in every theme, appearance, role and state, and of the
/// pairs a theme declares under `lint.contrast`; failing conditions become `contrast` warnings.
///
/// A separate stage after resolution: it reads only the `ResolvedThemeSet`.
public enum ContrastChecker {
    /// The states checked: the selected ones only for styles that have them (toggle styles), `hovered` and
    /// `focused` only for styles that declare them (otherwise they are `normal`), and `selectedHovered` and
    /// `selectedFocused` for toggles that declare them or `hovered` / `focused` (otherwise they are `selected`).
    public static func states(for style: ResolvedButtonStyle) -> [ButtonState] {
        ButtonState.allCases.filter { state in
            switch state {
            case .normal, .pressed, .disabled: return true
            case .selected, .selectedPressed: return style.isToggle
            case .hovered, .focused: return style.declaredStates.contains(state)
            case .selectedHovered:
                return style.isToggle && !style.declaredStates.isDisjoint(with: [.hovered, .selectedHovered])
            case .selectedFocused:
                return style.isToggle && !style.declaredStates.isDisjoint(with: [.focused, .selectedFocused])
            }
        }
    }

    /// No role, then each role the style declares.
    public static func roles(for style: ResolvedButtonStyle) -> [ButtonRoleKind?] {
        [nil] + ButtonRoleKind.allCases.filter { style.roles[$0] != nil }
    }

    /// Whether a style's label counts as large text (WCAG: at least 18 points, or 14 points and bold).
    ///
    /// A style with a `font` is decided by that typography's size (at the default content size) and weight (the
    /// style's `fontWeight` when it has one, else the typography's; semibold, 600, or heavier counts as bold),
    /// whatever `lint.largeText` says. A style without one has a weight but no size: it counts only when the
    /// theme opts in with `lint.largeText` and its `fontWeight` is semibold or heavier.
    public static func isLargeText(_ style: ResolvedButtonStyle, lint: ResolvedLintSettings) -> Bool {
        let semibold = ResolvedTypography.namedWeights.first { $0.name == .semibold }!.value
        if let font = style.font {
            let styleWeight = style.fontWeight.flatMap { kind in
                ResolvedTypography.namedWeights.first { $0.name == kind }?.value
            }
            let weight = styleWeight ?? font.weight ?? 400
            return font.size >= 18 || (font.size >= 14 && weight >= semibold)
        }
        guard lint.largeText, let weight = style.fontWeight else { return false }
        let order = FontWeightKind.allCases
        return order.firstIndex(of: weight)! >= order.firstIndex(of: .semibold)!
    }

    /// The rule a style is held to in an appearance.
    public static func rule(large: Bool, appearance: Appearance, lint: ResolvedLintSettings) -> ContrastRule {
        let enhanced = lint.enhancedContrast && appearance.contrast == .high
        switch (large, enhanced) {
        case (false, false): return .normalText
        case (true, false): return .largeText
        case (false, true): return .enhancedNormalText
        case (true, true): return .enhancedLargeText
        }
    }

    /// The surface of a theme in an appearance, and where it comes from.
    public static func surface(of theme: ResolvedTheme, in set: ResolvedThemeSet, _ appearance: Appearance)
        -> (color: RGBA, origin: SurfaceOrigin)
    {
        surface(of: theme, background: backgroundIndex(set), appearance)
    }

    /// The place of `colors.background` among the set's colours, if it has one.
    static func backgroundIndex(_ set: ResolvedThemeSet) -> Int? {
        set.colors.firstIndex { $0.name.dottedPath == "background" }
    }

    /// `surface(of:in:_:)` with the place of `colors.background` found once for the whole set (`backgroundIndex`),
    /// not once per condition.
    static func surface(of theme: ResolvedTheme, background: Int?, _ appearance: Appearance)
        -> (color: RGBA, origin: SurfaceOrigin)
    {
        if let surface = theme.lint.surface { return (surface[appearance].rgba, .lint) }
        if let index = background { return (theme.colors[index][appearance].rgba, .background) }
        let fallback =
            appearance.colorScheme == .light ? RGBA(red: 255, green: 255, blue: 255) : RGBA(red: 0, green: 0, blue: 0)
        return (fallback, .default)
    }

    /// Every condition of `set`, and a warning per distinct failure.
    ///
    /// With the `declarations` the set was resolved from, a failure that an inheriting theme's override causes
    /// in a style or pair it inherits is located at that override (`ContrastCauses`), with a note at the style
    /// or pair; without them, every warning is at its style or pair.
    public static func check(_ set: ResolvedThemeSet, declarations: [ThemeDeclaration] = [])
        -> (matrix: ContrastMatrix, diagnostics: [Diagnostic])
    {
        var rows: [ContrastRow] = []
        var tracer = ContrastCauses(declarations)
        var causes: [Int: SourceRange] = [:]
        var surfaces: [ThemeSurface] = []
        let labelIndex = set.colors.firstIndex { $0.name.dottedPath == "label" }
        let background = backgroundIndex(set)
        for theme in set.themes {
            let origin = surface(of: theme, background: background, .light).origin
            surfaces.append(ThemeSurface(theme: theme.name, origin: origin))
            for (index, name) in set.buttonStyles.enumerated() where index < theme.buttonStyles.count {
                let style = theme.buttonStyles[index]
                let range = index < theme.buttonStyleKeyRanges.count ? theme.buttonStyleKeyRanges[index] : nil
                let large = isLargeText(style, lint: theme.lint)
                for role in roles(for: style) {
                    for state in states(for: style) {
                        let values = style.values(state, role: role)
                        for appearance in Appearance.allCases {
                            let surface = surface(of: theme, background: background, appearance).color
                            let rule = rule(large: large, appearance: appearance, lint: theme.lint)
                            let foreground = values.foreground?[appearance].rgba
                            let fallback = labelIndex.map { theme.colors[$0][appearance].rgba }
                            let exempt = state == .disabled && !theme.lint.checkDisabled
                            rows.append(
                                measure(
                                    theme: theme.name,
                                    subject: .buttonStyle(name: name.name, role: role, state: state),
                                    appearance: appearance, foreground: foreground ?? fallback,
                                    foregroundIsDefault: foreground == nil,
                                    background: values.background?[appearance].rgba, surface: surface,
                                    opacity: values.opacity, threshold: rule.threshold ?? 4.5, rule: rule,
                                    exempt: exempt, range: range ?? theme.nameRange))
                            if rows[rows.count - 1].verdict == .fail, !declarations.isEmpty,
                                let cause = tracer.cause(
                                    theme: theme.name, style: name.name, state: state, role: role,
                                    appearance: appearance)
                            {
                                causes[rows.count - 1] = cause
                            }
                        }
                    }
                }
            }
            for (index, pair) in theme.lint.contrast.enumerated() {
                for appearance in Appearance.allCases {
                    rows.append(
                        measure(
                            theme: theme.name,
                            subject: .pair(
                                index: index, foreground: pair.foregroundSummary, background: pair.backgroundSummary),
                            appearance: appearance, foreground: pair.foreground[appearance].rgba,
                            foregroundIsDefault: false, background: pair.background[appearance].rgba,
                            surface: surface(of: theme, background: background, appearance).color, opacity: 1,
                            threshold: pair.minimum, rule: .declared, exempt: false, range: pair.range))
                    if rows[rows.count - 1].verdict == .fail, !declarations.isEmpty,
                        let cause = tracer.cause(theme: theme.name, pairAt: pair.range, appearance: appearance)
                    {
                        causes[rows.count - 1] = cause
                    }
                }
            }
        }
        return (
            ContrastMatrix(rows: rows, surfaces: surfaces),
            diagnostics(for: rows, causes: causes) + indistinctDisabledStates(set)
        )
    }

    /// One `indistinct-disabled-state` warning per button style whose disabled state looks exactly like its
    /// normal one in some theme and role (a toggle without a `disabled` state is dimmed instead, see
    /// `ResolvedButtonStyle.disabledOpacity`), at the style's key, naming every such theme.
    static func indistinctDisabledStates(_ set: ResolvedThemeSet) -> [Diagnostic] {
        struct Key: Hashable {
            var style: Int
            var range: SourceRange?
        }
        var order: [Key] = []
        var places: [Key: (themes: [String], role: ButtonRoleKind?)] = [:]
        for theme in set.themes {
            for index in set.buttonStyles.indices where index < theme.buttonStyles.count {
                let style = theme.buttonStyles[index]
                guard style.disabledOpacity == nil else { continue }
                let role = roles(for: style).first {
                    style.values(.disabled, role: $0) == style.values(.normal, role: $0)
                }
                guard let role else { continue }
                let range = index < theme.buttonStyleKeyRanges.count ? theme.buttonStyleKeyRanges[index] : nil
                let key = Key(style: index, range: range ?? theme.nameRange)
                if places[key] == nil {
                    order.append(key)
                    places[key] = ([], role)
                }
                places[key]!.themes.append(theme.name)
            }
        }
        return order.map { key in
            let place = places[key]!
            return ThemeMessages.indistinctDisabledState(
                style: set.buttonStyles[key.style].name, role: place.role, themes: place.themes, at: key.range)
        }
    }

    static func measure(
        theme: String, subject: ContrastSubject, appearance: Appearance, foreground: RGBA?, foregroundIsDefault: Bool,
        background: RGBA?, surface: RGBA, opacity: Double, threshold: Double, rule: ContrastRule, exempt: Bool,
        range: SourceRange?
    ) -> ContrastRow {
        guard let foreground else {
            let backdrop = ContrastMath.buttonPixels(
                foreground: RGBA(red: 0, green: 0, blue: 0, alpha: 0), background: background, opacity: opacity,
                surface: surface, scheme: appearance.colorScheme
            ).backdrop
            return ContrastRow(
                theme: theme, subject: subject, appearance: appearance, foreground: nil, foregroundIsDefault: true,
                background: background, surface: surface, opacity: opacity, text: nil, backdrop: backdrop.rgba,
                ratio: nil, threshold: threshold, rule: rule, verdict: .skipped,
                note: "no foreground, and the theme has no colors.label to stand in for it", range: range)
        }
        let pixels = ContrastMath.buttonPixels(
            foreground: foreground, background: background, opacity: opacity, surface: surface,
            scheme: appearance.colorScheme)
        let ratio = ContrastMath.ratio(pixels.text, pixels.backdrop)
        let verdict: ContrastVerdict = exempt ? .exempt : (ratio >= threshold ? .pass : .fail)
        var notes: [String] = []
        if foregroundIsDefault { notes.append("foreground: colors.label, the environment's default") }
        if exempt { notes.append("disabled states are exempt unless lint.checkDisabled is true") }
        return ContrastRow(
            theme: theme, subject: subject, appearance: appearance, foreground: foreground,
            foregroundIsDefault: foregroundIsDefault, background: background, surface: surface, opacity: opacity,
            text: pixels.text.rgba, backdrop: pixels.backdrop.rgba, ratio: ratio, threshold: threshold, rule: rule,
            verdict: verdict, note: notes.isEmpty ? nil : notes.joined(separator: "; "), range: range)
    }

    /// What makes two failures the same: everything the message says except the theme and appearance.
    private struct FailureKey: Hashable {
        var range: SourceRange?
        var cause: SourceRange?
        var subject: ContrastSubject
        var foreground: RGBA?
        var foregroundIsDefault: Bool
        var background: RGBA?
        var surface: RGBA?
        var opacity: Double
        var ratio: String
        var threshold: Double
    }

    /// One warning per distinct failure; identical failures in several themes or appearances are one warning
    /// that names them all. A failure with a cause (by row index, see `ContrastCauses`) is located there, with
    /// a note at the style or pair.
    static func diagnostics(for rows: [ContrastRow], causes: [Int: SourceRange] = [:]) -> [Diagnostic] {
        var order: [FailureKey] = []
        var groups: [FailureKey: (row: ContrastRow, places: [(theme: String, appearance: Appearance)])] = [:]
        for (index, row) in rows.enumerated() where row.verdict == .fail {
            // The surface only matters when the backdrop is not an opaque background.
            let seesSurface = row.background.map { $0.alpha < 255 } ?? true
            let key = FailureKey(
                range: row.range, cause: causes[index], subject: row.subject, foreground: row.foreground,
                foregroundIsDefault: row.foregroundIsDefault, background: row.background,
                surface: seesSurface || row.opacity < 1 ? row.surface : nil, opacity: row.opacity,
                ratio: row.ratioText, threshold: row.threshold)
            if groups[key] == nil {
                order.append(key)
                groups[key] = (row, [])
            }
            groups[key]!.places.append((row.theme, row.appearance))
        }
        return order.map { key in
            let (row, places) = groups[key]!
            var diagnostic = ThemeMessages.contrast(row, places: places)
            if let cause = key.cause {
                diagnostic.range = cause
                diagnostic.notes.append(Note(ThemeMessages.contrastFailsHere(row.subject), at: row.range))
            }
            return diagnostic
        }
    }
}

extension ThemeMessages {
    /// `contrast 4.02:1 of foreground #FFFFFFFF on background #007AFFFF is below 4.5:1 in theme 'Default',
    /// light, state 'normal'`.
    public static func contrast(_ row: ContrastRow, places: [(theme: String, appearance: Appearance)])
        -> Diagnostic
    {
        let foreground = row.foreground?.text ?? "-"
        var what: DiagnosticMessage
        var minimum: DiagnosticMessage = "\(row.thresholdText)"
        var suffix: DiagnosticMessage = ""
        switch row.subject {
        case .buttonStyle(_, let role, let state):
            what = "foreground \(foreground)"
            if row.foregroundIsDefault { what = what + " (colors.label, the default foreground)" }
            if let background = row.background {
                what = what + " on background \(background.text)"
                if background.alpha < 255 { what = what + " over surface \(row.surface.text)" }
            } else {
                what = what + " on surface \(row.surface.text)"
            }
            if row.opacity < 1 { what = what + " at opacity \(formatNumber(row.opacity))" }
            suffix = ", state '\(state)'" + (role.map { ", role '\($0)'" } ?? "")
        case .pair(_, let foregroundText, let backgroundText):
            what = "\(foregroundText) \(foreground) on \(backgroundText) \(row.background?.text ?? "-")"
            if let background = row.background, background.alpha < 255 {
                what = what + " over surface \(row.surface.text)"
            }
            minimum = "the declared minimum \(row.thresholdText)"
        }
        return .warning(
            .contrast, "contrast \(row.ratioText) of \(what) is below \(minimum) in \(describe(places))\(suffix)",
            at: row.range)
    }

    /// The note at the style or pair a failure traced to an override breaks (`ContrastCauses`).
    public static func contrastFailsHere(_ subject: ContrastSubject) -> DiagnosticMessage {
        switch subject {
        case .buttonStyle(let name, _, _): return "the inherited button style '\(name)' it fails in"
        case .pair: return "the inherited contrast pair it fails in"
        }
    }

    /// `theme 'Default', light and dark`; `themes 'Default' and 'Ocean', light`;
    /// `theme 'Default', light and dark; theme 'Ocean', light`.
    static func describe(_ places: [(theme: String, appearance: Appearance)]) -> DiagnosticMessage {
        var themes: [String] = []
        var appearances: [String: [Appearance]] = [:]
        for place in places {
            if appearances[place.theme] == nil { themes.append(place.theme) }
            appearances[place.theme, default: []].append(place.appearance)
        }
        func list(_ items: [DiagnosticMessage]) -> DiagnosticMessage {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
        let sets = themes.map { appearances[$0]!.map { "\($0.rawValue)" as DiagnosticMessage } }
        if themes.count > 1, sets.allSatisfy({ $0 == sets[0] }) {
            return "themes \(list(themes.map { "'\($0)'" })), \(list(sets[0]))"
        }
        return zip(themes, sets).map { "theme '\($0)', \(list($1))" as DiagnosticMessage }.joined(separator: "; ")
    }
}
