import ThemecDiagnostics

/// Resolving `buttonStyles` and `listSections` for one theme: inheritance base → role → state, and
/// defaults for what a style leaves out.
extension TokenEvaluator {
    /// The list section defaults: Apple's grouped-list look, fixed so it is identical across OS versions.
    enum ListSectionDefaults {
        static let cornerRadius = 10.0
        static let rowMinHeight = 44.0
        static let rowPadding = EdgeInsetsValue(top: 0, leading: 16, bottom: 0, trailing: 16)
        static let spacing = 35.0
        static let rowBackground = "secondarySystemGroupedBackground"
        static let headerForeground = "secondaryLabel"
        static let headerBottomPadding = 6.0
        static let separatorColor = "separator"
    }

    mutating func buttonStyle(_ declaration: ButtonStyleDeclaration) -> ResolvedButtonStyle {
        let padding = declaration.padding.map { insets($0) }
        var shadow = declaration.shadow.map { shadowLayer($0) }
        var extraShadows: [ShadowValue] = []
        if let reference = declaration.shadowToken, let layers = self.shadow(reference)?.layers {
            shadow = layers.first
            extraShadows = Array(layers.dropFirst())
        }
        var animation = declaration.animation.map { written in
            AnimationValue(
                curve: written.curve,
                duration: written.duration.map {
                    styleNumber($0, group: .durations, what: "duration", range: 0...10, allowed: "from 0 to 10 seconds")
                } ?? 0.2)
        }
        if let reference = declaration.animationToken, let token = self.animation(reference) {
            animation = AnimationValue(token)
        }
        var size: SizeValue?
        if declaration.width != nil || declaration.height != nil {
            size = SizeValue(width: declaration.width.map { length($0) }, height: declaration.height.map { length($0) })
        }
        let base = apply(declaration.base, to: ButtonStateValues())
        let states = stateTable(normal: base, declaration.states, roleStates: [:])
        var roles: [ButtonRoleKind: [ButtonState: ButtonStateValues]] = [:]
        for role in ButtonRoleKind.allCases {
            guard let roleDeclaration = declaration.roles[role] else { continue }
            let normal = apply(roleDeclaration.overrides, to: base)
            roles[role] = stateTable(normal: normal, declaration.states, roleStates: roleDeclaration.states)
        }
        let isToggle = [ButtonState.selected, .selectedPressed, .selectedHovered, .selectedFocused].contains {
            declaration.states[$0] != nil
        }
        var declaredStates = Set(declaration.states.keys)
        for role in declaration.roles.values { declaredStates.formUnion(role.states.keys) }
        let setsDisabled =
            declaration.states[.disabled] != nil || declaration.roles.values.contains { $0.states[.disabled] != nil }
        return ResolvedButtonStyle(
            layout: declaration.layout,
            alignment: declaration.alignment ?? (declaration.layout == .listRow ? .leading : .center),
            padding: padding, fontWeight: declaration.fontWeight,
            cornerRadius: declaration.cornerRadius.map { length($0) },
            shadow: shadow, size: size, animation: animation, isToggle: isToggle,
            states: states, roles: roles,
            disabledOpacity: isToggle && !setsDisabled ? ButtonStyleDefaults.disabledOpacity : nil,
            scaling: declaration.scaling ?? ButtonStyleDefaults.scaling, declaredStates: declaredStates,
            font: declaration.font.flatMap { typography($0) },
            extraShadows: extraShadows)
    }

    /// Every state from the normal values: a state inherits what it does not set; for a role, the style's
    /// state block applies first, then the role's.
    private mutating func stateTable(
        normal: ButtonStateValues, _ styleStates: [ButtonState: StateDeclaration],
        roleStates: [ButtonState: StateDeclaration]
    ) -> [ButtonState: ButtonStateValues] {
        func layered(_ state: ButtonState, on values: ButtonStateValues, _ evaluator: inout TokenEvaluator)
            -> ButtonStateValues
        {
            var result = values
            if let block = styleStates[state] { result = evaluator.apply(block, to: result) }
            if let block = roleStates[state] { result = evaluator.apply(block, to: result) }
            return result
        }
        var table: [ButtonState: ButtonStateValues] = [.normal: normal]
        table[.pressed] = layered(.pressed, on: normal, &self)
        table[.disabled] = layered(.disabled, on: normal, &self)
        let selected = layered(.selected, on: normal, &self)
        table[.selected] = selected
        table[.selectedPressed] = layered(.selectedPressed, on: layered(.pressed, on: selected, &self), &self)
        table[.hovered] = layered(.hovered, on: normal, &self)
        table[.focused] = layered(.focused, on: normal, &self)
        table[.selectedHovered] = layered(.selectedHovered, on: layered(.hovered, on: selected, &self), &self)
        table[.selectedFocused] = layered(.selectedFocused, on: layered(.focused, on: selected, &self), &self)
        return table
    }

    /// `values` with the properties `block` sets replaced (a partial border keeps the other half).
    mutating func apply(_ block: StateDeclaration, to values: ButtonStateValues) -> ButtonStateValues {
        var result = values
        if let foreground = block.foreground { result.foreground = color(foreground) }
        if let background = block.background { result.background = color(background) }
        if let border = block.border {
            let borderColor = border.color.map { color($0) } ?? values.border?.color
            let width = border.width.map { length($0) } ?? values.border?.width
            if let borderColor, let width { result.border = BorderValue(color: borderColor, width: width) }
        }
        if let opacity = block.opacity {
            result.opacity = styleNumber(
                opacity, group: .opacity, what: "opacity", range: 0...1, allowed: "from 0 to 1")
        }
        if let scale = block.scale {
            result.scale = styleNumber(
                scale, group: .numbers, what: "scale", range: 0.01...10, allowed: "from 0.01 to 10")
        }
        return result
    }

    mutating func insets(_ padding: PaddingDeclaration) -> EdgeInsetsValue {
        EdgeInsetsValue(
            top: padding.top.map { length($0) } ?? 0, leading: padding.leading.map { length($0) } ?? 0,
            bottom: padding.bottom.map { length($0) } ?? 0, trailing: padding.trailing.map { length($0) } ?? 0)
    }

    mutating func listSection(_ declaration: ListSectionDeclaration) -> ResolvedListSection {
        typealias Defaults = ListSectionDefaults
        let rowPadding = declaration.rowPadding.map { insets($0) } ?? Defaults.rowPadding
        let separator = declaration.separator
        return ResolvedListSection(
            cornerRadius: declaration.cornerRadius.map { length($0) } ?? Defaults.cornerRadius,
            rowBackground: declaration.rowBackground.map { color($0) }
                ?? SystemColors.named(Defaults.rowBackground)!.dynamicColor,
            rowMinHeight: declaration.rowMinHeight.map { length($0) } ?? Defaults.rowMinHeight,
            rowPadding: rowPadding,
            headerForeground: declaration.headerForeground.map { color($0) }
                ?? SystemColors.named(Defaults.headerForeground)!.dynamicColor,
            headerPadding: declaration.headerPadding.map { insets($0) }
                ?? EdgeInsetsValue(
                    top: 0, leading: rowPadding.leading, bottom: Defaults.headerBottomPadding,
                    trailing: rowPadding.leading),
            spacing: declaration.spacing.map { length($0) } ?? Defaults.spacing,
            separator: ResolvedSeparator(
                visibility: separator?.visibility ?? .visible,
                color: separator?.color.map { color($0) } ?? SystemColors.named(Defaults.separatorColor)!.dynamicColor,
                leadingInset: separator?.leading.map { length($0) } ?? rowPadding.leading,
                trailingInset: separator?.trailing.map { length($0) } ?? 0),
            headerFont: declaration.headerFont.flatMap { typography($0) })
    }

    /// The `lint:` settings with their colours evaluated in this theme.
    mutating func lint(_ declaration: LintDeclaration) -> ResolvedLintSettings {
        ResolvedLintSettings(
            surface: declaration.surface.map { color($0) }, largeText: declaration.largeText ?? false,
            enhancedContrast: declaration.enhancedContrast ?? false, checkDisabled: declaration.checkDisabled ?? false,
            contrast: (declaration.contrast ?? []).map { pair in
                ResolvedContrastPair(
                    foreground: color(pair.foreground), background: color(pair.background), minimum: pair.minimum,
                    foregroundSummary: pair.foreground.summary, backgroundSummary: pair.background.summary,
                    range: pair.range)
            })
    }
}
