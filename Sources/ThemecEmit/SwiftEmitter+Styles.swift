import ThemecCore

/// The platform-neutral part of the component styles in `Theme.swift`: `Theme.ButtonStyles` and
/// `Theme.ListSections`, and one builder function per theme and style.
extension SwiftEmitter {
    /// `default_button_listRow`: identifiers never contain `_` past a leading one, so the name is unique.
    static func buttonStyleBuilderName(_ theme: ResolvedTheme, _ style: StyleName) -> String {
        theme.identifier + "_button_" + style.identifier
    }

    static func listSectionBuilderName(_ theme: ResolvedTheme, _ section: StyleName) -> String {
        theme.identifier + "_section_" + section.identifier
    }

    /// The builders of theme `index`'s styles, inside `Theme.Values`: those it does not share with the theme it
    /// extends (an equal style uses the builder written for that theme, see `InheritancePlan`).
    static func styleBuilders(
        _ index: Int, in set: ResolvedThemeSet, plan: InheritancePlan, into w: inout SwiftWriter
    ) {
        let theme = set.themes[index]
        for (slot, (name, style)) in zip(set.buttonStyles, theme.buttonStyles).enumerated()
        where plan.buttonStyleOwner[index][slot] == index {
            w.blankLine()
            buttonStyleBuilder(style, name: buttonStyleBuilderName(theme, name), into: &w)
        }
        for (slot, (name, section)) in zip(set.listSections, theme.listSections).enumerated()
        where plan.listSectionOwner[index][slot] == index {
            w.blankLine()
            listSectionBuilder(section, name: listSectionBuilderName(theme, name), into: &w)
        }
    }

    /// One local per distinct colour and per distinct state, then the style: small statements, no repetition.
    private static func buttonStyleBuilder(_ style: ResolvedButtonStyle, name: String, into w: inout SwiftWriter) {
        w.block("static func \(name)() -> ThemeButtonStyleValues {") { w in
            var colors = LocalNames<DynamicColor>(prefix: "color")
            var states = LocalNames<ButtonStateValues>(prefix: "state")
            func color(_ value: DynamicColor, _ w: inout SwiftWriter) -> String {
                let (local, isNew) = colors.name(for: value)
                if isNew { dynamicColor(value, local: local, into: &w) }
                return local
            }
            func state(_ values: ButtonStateValues, _ w: inout SwiftWriter) -> String {
                let foreground = values.foreground.map { color($0, &w) } ?? "nil"
                let background = values.background.map { color($0, &w) } ?? "nil"
                let border = values.border.map {
                    "ThemeBorder(color: \(color($0.color, &w)), width: \(SwiftWriter.doubleLiteral($0.width)))"
                }
                let (local, isNew) = states.name(for: values)
                if isNew {
                    w.line("let \(local): ThemeButtonStateValues = ThemeButtonStateValues(")
                    w.indented { w in
                        w.line("foreground: \(foreground), background: \(background), border: \(border ?? "nil"),")
                        w.line(
                            "opacity: \(SwiftWriter.doubleLiteral(values.opacity)), "
                                + "scale: \(SwiftWriter.doubleLiteral(values.scale))")
                    }
                    w.line(")")
                }
                return local
            }
            // One line of arguments, on the line after `ThemeButtonStateTable(`, to stay within 120 columns.
            // `hovered` and `focused` default to `normal`, `selectedHovered` and `selectedFocused` to `selected`, so
            // they are written, on a line of their own, only when a block changes them.
            func table(_ table: [ButtonState: ButtonStateValues], _ w: inout SwiftWriter) -> String {
                let normal = table[.normal] ?? ButtonStateValues()
                let selected = table[.selected] ?? normal
                let states = ButtonState.allCases.filter { state in
                    switch state {
                    case .hovered, .focused: return (table[state] ?? normal) != normal
                    case .selectedHovered, .selectedFocused: return (table[state] ?? selected) != selected
                    default: return true
                    }
                }
                let locals = states.map { state(table[$0] ?? ButtonStateValues(), &w) }
                let arguments = zip(states, locals).map { "\($0.rawValue): \($1)" }
                let first = arguments.prefix(5).joined(separator: ", ")
                let rest = arguments.dropFirst(5).joined(separator: ", ")
                return rest.isEmpty ? first + ")" : first + ",\n" + rest + ")"
            }
            let shadow = style.shadow.map { shadow in
                "ThemeShadow(color: \(color(shadow.color, &w)), radius: \(SwiftWriter.doubleLiteral(shadow.radius)), "
                    + "x: \(SwiftWriter.doubleLiteral(shadow.x)), y: \(SwiftWriter.doubleLiteral(shadow.y)))"
            }
            let stateTable = table(style.states, &w)
            let destructive = style.roles[.destructive].map { table($0, &w) }
            let cancel = style.roles[.cancel].map { table($0, &w) }
            if let font = style.font {
                typographyLines(font, opener: "let font: ThemeTypography = ", closer: "", into: &w)
            }
            w.line("return ThemeButtonStyleValues(")
            w.indented { w in
                w.line("layout: .\(style.layout.rawValue), alignment: .\(style.alignment.rawValue),")
                w.line("padding: \(style.padding.map(insetsLiteral) ?? "nil"),")
                w.line("fontWeight: \(style.fontWeight.map { "." + $0.rawValue } ?? "nil"),")
                w.line("cornerRadius: \(style.cornerRadius.map(SwiftWriter.doubleLiteral) ?? "nil"),")
                w.line("shadow: \(shadow ?? "nil"),")
                let size = style.size.map { size in
                    "ThemeSize(width: \(size.width.map(SwiftWriter.doubleLiteral) ?? "nil"), "
                        + "height: \(size.height.map(SwiftWriter.doubleLiteral) ?? "nil"))"
                }
                w.line("size: \(size ?? "nil"),")
                let animation = style.animation.map { animation in
                    "ThemeAnimation(curve: .\(animation.curve.rawValue), "
                        + "duration: \(SwiftWriter.doubleLiteral(animation.duration)))"
                }
                w.line("animation: \(animation ?? "nil"),")
                w.line("isToggle: \(style.isToggle),")
                w.line("states: ThemeButtonStateTable(")
                w.indented { w in w.lines(of: stateTable + ",") }
                if let destructive {
                    w.line("destructive: ThemeButtonStateTable(")
                    w.indented { w in w.lines(of: destructive + ",") }
                } else {
                    w.line("destructive: nil,")
                }
                // The arguments with defaults, only when they differ from them.
                var trailing: [String] = []
                if let disabledOpacity = style.disabledOpacity {
                    trailing.append("disabledOpacity: \(SwiftWriter.doubleLiteral(disabledOpacity))")
                }
                if style.scaling != ButtonStyleDefaults.scaling {
                    trailing.append("scaling: \(style.scaling.map { "." + $0.rawValue } ?? "nil")")
                }
                if style.font != nil { trailing.append("font: font") }
                let comma = trailing.isEmpty ? "" : ","
                if let cancel {
                    w.line("cancel: ThemeButtonStateTable(")
                    w.indented { w in w.lines(of: cancel + comma) }
                } else {
                    w.line("cancel: nil" + comma)
                }
                if !trailing.isEmpty { w.line(trailing.joined(separator: ", ")) }
            }
            w.line(")")
        }
    }

    private static func listSectionBuilder(_ section: ResolvedListSection, name: String, into w: inout SwiftWriter) {
        w.block("static func \(name)() -> ThemeListSectionValues {") { w in
            dynamicColor(section.rowBackground, local: "rowBackground", into: &w)
            dynamicColor(section.headerForeground, local: "headerForeground", into: &w)
            dynamicColor(section.separator.color, local: "separatorColor", into: &w)
            if let headerFont = section.headerFont {
                typographyLines(headerFont, opener: "let headerFont: ThemeTypography = ", closer: "", into: &w)
            }
            w.line("return ThemeListSectionValues(")
            w.indented { w in
                w.line("cornerRadius: \(SwiftWriter.doubleLiteral(section.cornerRadius)),")
                w.line("rowBackground: rowBackground,")
                w.line("rowMinHeight: \(SwiftWriter.doubleLiteral(section.rowMinHeight)),")
                w.line("rowPadding: \(insetsLiteral(section.rowPadding)),")
                w.line("headerForeground: headerForeground,")
                w.line("headerPadding: \(insetsLiteral(section.headerPadding)),")
                w.line("spacing: \(SwiftWriter.doubleLiteral(section.spacing)),")
                w.line("separator: ThemeSeparator(")
                w.indented { w in
                    w.line("visibility: .\(section.separator.visibility.rawValue), color: separatorColor,")
                    w.line(
                        "leadingInset: \(SwiftWriter.doubleLiteral(section.separator.leadingInset)), "
                            + "trailingInset: \(SwiftWriter.doubleLiteral(section.separator.trailingInset)))"
                            + (section.headerFont == nil ? "" : ","))
                }
                if section.headerFont != nil { w.line("headerFont: headerFont") }
            }
            w.line(")")
        }
    }

    /// `ThemeEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)`.
    static func insetsLiteral(_ insets: EdgeInsetsValue) -> String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(SwiftWriter.doubleLiteral)
        return "ThemeEdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]))"
    }

    // MARK: - Group types

    static func styleGroupTypes(_ set: ResolvedThemeSet, into w: inout SwiftWriter, options: EmitOptions) {
        styleGroupType(
            name: "ButtonStyles", styles: set.buttonStyles, valueType: "ThemeButtonStyleValues", lookup: "style",
            doc: """
                Button and toggle styles, by the name they have under `buttonStyles:`.

                In SwiftUI each is also a `ButtonStyle` (`.buttonStyle(.<name>)`), and a `ToggleStyle` when it
                has a `selected` state; those read the values of the current theme.
                """,
            into: &w, options: options)
        styleGroupType(
            name: "ListSections", styles: set.listSections, valueType: "ThemeListSectionValues", lookup: "section",
            doc: """
                Grouped list section styles, by the name they have under `listSections:`.

                In SwiftUI, use them with `ThemeGroupedSection` or `.themeSectionRow(_:position:)`.
                """,
            into: &w, options: options)
    }

    private static func styleGroupType(
        name: String, styles: [StyleName], valueType: String, lookup: String, doc: String,
        into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        w.mark(name)
        w.block("extension \(options.typeName) {") { w in
            w.doc(doc)
            w.block("\(a)struct \(name): Hashable, Sendable {") { w in
                for style in styles {
                    w.doc("`\(SwiftWriter.singleLine(style.name).replacingBackticks())`.")
                    w.line("\(a)let \(SwiftIdentifier.escaped(style.identifier)): \(valueType)")
                }
                w.blankLine()
                w.doc("The style names as written in the theme files, in their order.")
                let names = styles.map { SwiftWriter.stringLiteral($0.name) }
                w.line("\(a)static let names: [String] = [\(names.joined(separator: ", "))]")
                w.blankLine()
                w.doc("The style with this name from `names`, for tools and tests; `nil` for any other name.")
                w.block("\(a)func \(lookup)(named name: String) -> \(valueType)? {") { w in
                    w.line("switch name {")
                    for style in styles {
                        let property = SwiftIdentifier.escaped(style.identifier)
                        w.line("case \(SwiftWriter.stringLiteral(style.name)): return self.\(property)")
                    }
                    w.line("default: return nil")
                    w.line("}")
                }
            }
        }
    }
}

/// Names for the distinct values of a generated function's locals, in order of first use.
private struct LocalNames<Value: Hashable> {
    let prefix: String
    private var names: [Value: String] = [:]

    init(prefix: String) { self.prefix = prefix }

    /// The local for `value`, and whether it is new (so its declaration must be written now).
    mutating func name(for value: Value) -> (String, Bool) {
        if let existing = names[value] { return (existing, false) }
        let name = prefix + String(names.count)
        names[value] = name
        return (name, true)
    }
}
