import ThemecCore

extension SwiftEmitter {
    /// The first part of `Theme.swift` (`tokensFileGroupTypes` is the rest): the `Theme` type, one static value
    /// per theme, and the builders that make them from tables of values.
    static func tokensFileThemes(_ set: ResolvedThemeSet, options: EmitOptions) -> SwiftWriter {
        var w = SwiftWriter()
        let a = options.modifier
        let root = options.typeName
        w.line(banner(for: set))

        w.mark(root)
        w.doc(
            """
            A theme of this app, with every token resolved.

            Pick one with `\(root).all`, `\(root).named(_:)` or its static value (`\(exampleTheme(set, root))`),
            and read exact values anywhere with `theme.colors.<token>.resolved(for: .dark)`.
            In SwiftUI, the current theme is the `\\.theme` environment value.
            """)
        w.block("\(a)struct \(root): Hashable, Sendable, Identifiable {") { w in
            w.doc("The name written after `theme:` in the theme file.")
            w.line("\(a)let name: String")
            w.doc("Exact colours that do not change with the appearance.")
            w.line("\(a)let palette: Palette")
            w.doc("Semantic colours, with a value for each appearance.")
            w.line("\(a)let colors: Colors")
            w.doc("Corner radii, in points.")
            w.line("\(a)let radii: Radii")
            w.doc("Spacing, in points.")
            w.line("\(a)let spacing: Spacing")
            for group in extraNumberGroups {
                w.doc(group.summary)
                w.line("\(a)let \(group.group.rawValue): \(group.type)")
            }
            w.doc("Font families.")
            w.line("\(a)let fonts: Fonts")
            w.doc("Typography: font, size, weight, line height, tracking and Dynamic Type scaling.")
            w.line("\(a)let typography: Typography")
            w.doc("Drop shadows of one or more layers, each colour dynamic: `theme.shadows.<token>.layers`.")
            w.line("\(a)let shadows: Shadows")
            w.doc("Animations: a timing curve and a duration, `theme.animations.<token>.curve`.")
            w.line("\(a)let animations: Animations")
            w.doc("Button and toggle styles: `theme.buttonStyles.<style>.values(for: .pressed)`.")
            w.line("\(a)let buttonStyles: ButtonStyles")
            w.doc("Grouped list section styles.")
            w.line("\(a)let listSections: ListSections")
            w.blankLine()
            w.doc("The theme's name, unique in the set.")
            w.line("\(a)var id: String { name }")
        }

        w.mark("Themes")
        w.block("extension \(root) {") { w in
            for theme in set.themes {
                themeDeclaration(theme, into: &w, options: options)
                w.blankLine()
            }
            w.doc("Every theme, in the order of the theme set.")
            let all = set.themes.map { root + "." + SwiftIdentifier.escaped($0.identifier) }
            w.line("\(a)static let all: [\(root)] = [\(all.joined(separator: ", "))]")
            w.blankLine()
            w.doc("The theme written as `theme: <name>` in the theme files, if there is one.")
            w.block("\(a)static func named(_ name: String) -> \(root)? {") { w in
                w.line("switch name {")
                for theme in set.themes {
                    w.line(
                        "case \(SwiftWriter.stringLiteral(theme.name)): "
                            + "return \(root).\(SwiftIdentifier.escaped(theme.identifier))")
                }
                w.line("default: return nil")
                w.line("}")
            }
        }

        w.mark("\(root) values")
        w.block("extension \(root) {") { w in
            w.doc(
                """
                Builds each theme from its tables: text, decoded the first time the theme is used (see
                `ThemeTableText`). Constant data costs the compiler next to nothing, where code per token did.
                """)
            w.block("private enum Values {") { w in
                // A theme that extends another is written as the values in which it differs (see `InheritancePlan`).
                let comments = TableComments(set)
                let plan = InheritancePlan(set)
                for index in set.themes.indices {
                    if index > 0 { w.blankLine() }
                    if plan.parent[index] == nil {
                        themeBuilder(index, in: set, plan: plan, comments: comments, root: root, into: &w)
                    } else {
                        extendingThemeBuilder(index, in: set, plan: plan, comments: comments, root: root, into: &w)
                    }
                    styleBuilders(index, in: set, plan: plan, into: &w)
                }
                inheritanceSupport(set, plan: plan, root: root, into: &w)
            }
        }
        return w
    }

    /// The rest of `Theme.swift`, after `tokensFileThemes`: the nested type of each token group and style group,
    /// with the accessor of each token. Independent of the first part, so it is written at the same time.
    static func tokensFileGroupTypes(_ set: ResolvedThemeSet, options: EmitOptions) -> SwiftWriter {
        // The first part ends with the closing brace of an extension.
        var w = SwiftWriter(depth: 0, atBlank: false)
        w.reserveCapacity(128 * emittedTokenCount(set) + 4096)
        groupType(
            name: "Palette", mark: "Palette", tokens: set.palette, valueType: "ThemeColor", lookup: "color",
            doc: "Exact colours that do not change with the appearance; the semantic colours are built from them.",
            into: &w, options: options)
        groupType(
            name: "Colors", mark: "Colors", tokens: set.colors, valueType: "ThemeDynamicColor", lookup: "color",
            doc: """
                Semantic colours: each has a value for light and dark, with standard and increased contrast.

                `theme.colors.<token>.resolved(for: .dark)` gives the exact value; in SwiftUI,
                `theme.color.<token>` is a `Color` that follows the appearance by itself.
                """,
            into: &w, options: options)
        groupType(
            name: "Radii", mark: "Radii", tokens: set.radii, valueType: "Double", lookup: "value",
            doc: "Corner radii, in points. Pass them straight to SwiftUI: `Double` converts to `CGFloat` implicitly.",
            into: &w, options: options)
        groupType(
            name: "Spacing", mark: "Spacing", tokens: set.spacing, valueType: "Double", lookup: "value",
            doc: "Spacing, in points. Pass it straight to SwiftUI: `Double` converts to `CGFloat` implicitly.",
            into: &w, options: options)
        for group in extraNumberGroups {
            groupType(
                name: group.type, mark: group.type, tokens: set.numberTokens(group.group), valueType: "Double",
                lookup: "value", doc: group.doc, into: &w, options: options)
        }
        groupType(
            name: "Fonts", mark: "Fonts", tokens: set.fonts, valueType: "ThemeFontFamily", lookup: "font",
            doc: "Font families: a design of the system font, or a font the app bundles.", into: &w, options: options)
        groupType(
            name: "Typography", mark: "Typography", tokens: set.typography, valueType: "ThemeTypography",
            lookup: "typography",
            doc: """
                Typography: `theme.typography.<token>.size` and the rest, exact; the SwiftUI layer makes a `Font` of
                each that scales with Dynamic Type unless its scaling is fixed.
                """,
            into: &w, options: options)
        groupType(
            name: "Shadows", mark: "Shadows", tokens: set.shadows, valueType: "ThemeDropShadow", lookup: "shadow",
            doc: """
                Drop shadows: `theme.shadows.<token>.layers`, each layer's colour a `ThemeDynamicColor` and its radius
                and offset in points; the SwiftUI layer draws every layer with `themeShadow(_:)`.
                """,
            into: &w, options: options)
        groupType(
            name: "Animations", mark: "Animations", tokens: set.animations, valueType: "ThemeMotion",
            lookup: "animation",
            doc: """
                Animations: `theme.animations.<token>.curve` and `.duration`, exact; the SwiftUI layer makes an
                `Animation` of each.
                """,
            into: &w, options: options)
        styleGroupTypes(set, into: &w, options: options)
        return w
    }

    /// The tokens of `set` that make a line or more in each generated file (palette, colours, numbers): what
    /// the emitters reserve room by.
    static func emittedTokenCount(_ set: ResolvedThemeSet) -> Int {
        set.palette.count + set.colors.count + TokenGroup.numberGroups.reduce(0) { $0 + set.numberTokens($1).count }
    }

    /// The number groups after radii and spacing, in `TokenGroup.numberGroups` order: each a `[Double]` table
    /// and a nested type like `Radii`.
    static let extraNumberGroups: [(group: TokenGroup, type: String, summary: String, doc: String)] = [
        (
            .sizes, "Sizes", "Other lengths (icon sizes, touch targets, border widths), in points.",
            "Other lengths, in points. Pass them straight to SwiftUI: `Double` converts to `CGFloat` implicitly."
        ),
        (.opacity, "Opacity", "Opacities, from 0 to 1.", "Opacities, from 0 (transparent) to 1 (opaque)."),
        (.numbers, "Numbers", "Other unitless numbers.", "Unitless numbers: line-height multipliers, z-order, …"),
        (
            .durations, "Durations", "Durations, in seconds.",
            "Durations, in seconds: `Double` is the `TimeInterval` animations take."
        ),
    ]

    /// `Theme.default` (with the root type `root`) or whichever theme the example in the documentation names.
    private static func exampleTheme(_ set: ResolvedThemeSet, _ root: String) -> String {
        guard let theme = defaultTheme(of: set) else { return root + ".default" }
        return root + "." + theme.identifier.replacingBackticks()
    }

    // MARK: - One theme

    private static func themeDeclaration(_ theme: ResolvedTheme, into w: inout SwiftWriter, options: EmitOptions) {
        var doc = theme.description ?? ""
        if let extends = theme.extends {
            doc += (doc.isEmpty ? "" : "\n\n") + "Extends `\(SwiftWriter.singleLine(extends).replacingBackticks())`."
        }
        if doc.isEmpty { doc = "The `\(SwiftWriter.singleLine(theme.name).replacingBackticks())` theme." }
        w.doc(doc)
        let name = SwiftIdentifier.escaped(theme.identifier)
        w.line("\(options.modifier)static let \(name): \(options.typeName) = \(options.typeName).Values.\(name)()")
    }

    /// `static func <theme>() -> Theme` for a theme written in full: its colours and numbers as text tables (a
    /// multi-line string literal each, one token a line, in the order of the group's `names`; see
    /// `ThemeTableText`), then the `Theme` built from them.
    ///
    /// A string literal is constant data: the compiler's cost for it is next to nothing at any optimisation
    /// level, where an array literal of N values is N stores in a debug build.
    private static func themeBuilder(
        _ index: Int, in set: ResolvedThemeSet, plan: InheritancePlan, comments: TableComments, root: String,
        into w: inout SwiftWriter
    ) {
        let theme = set.themes[index]
        let name = SwiftIdentifier.escaped(theme.identifier)
        w.block("static func \(name)() -> \(root) {") { w in
            w.line("// One token a line, in the order of each group's `names` (see `ThemeTableText`).")
            let paletteCount = min(set.palette.count, theme.palette.count)
            w.textLiteral("let palette: String = ", (0..<paletteCount).map { colorText(theme.palette[$0]) })
            w.line("// Light, dark, light high contrast, dark high contrast; a system colour's name and opacity.")
            let colorCount = min(set.colors.count, theme.colors.count)
            w.textLiteral("let colors: String = ", (0..<colorCount).map { dynamicColorText(theme.colors[$0]) })
            numberTable("radii", count: min(set.radii.count, theme.radii.count), theme.radii, into: &w)
            numberTable(
                "spacing", count: min(set.spacing.count, theme.spacing.count), theme.spacing, into: &w)
            for group in extraNumberGroups {
                let values = theme.numberValues(group.group)
                numberTable(
                    group.group.rawValue, count: min(set.numberTokens(group.group).count, values.count), values,
                    into: &w)
            }
            w.blankLine()
            valueTable(
                "fonts", type: "ThemeFontFamily",
                theme.fonts.prefix(set.fonts.count).map { fontLiteral($0) }, comments.fonts, into: &w)
            let typographyCount = min(set.typography.count, theme.typography.count)
            if typographyCount == 0 {
                w.line("let typography: [ThemeTypography] = []")
            } else {
                w.line("let typography: [ThemeTypography] = [")
                w.indented { w in
                    for index in 0..<typographyCount {
                        w.line("// ", comments.typography[index], "")
                        // swift format writes a one-element list without a trailing comma.
                        let closer = typographyCount == 1 ? "" : ","
                        typographyLines(theme.typography[index], opener: "", closer: closer, into: &w)
                    }
                }
                w.line("]")
            }
            let shadowCount = min(set.shadows.count, theme.shadows.count)
            shadowLines((0..<shadowCount).map { (theme.shadows[$0], comments.shadows[$0], nil) }, into: &w)
            valueTable(
                "animations", type: "ThemeMotion",
                theme.animations.prefix(set.animations.count).map { motionLiteral($0) }, comments.animations, into: &w)
            w.blankLine()
            w.line("return \(root)(")
            w.indented { w in
                w.line("name: \(SwiftWriter.stringLiteral(theme.name)),")
                w.line("palette: Palette(ThemeTableText.colors(palette)),")
                w.line("colors: Colors(ThemeTableText.dynamicColors(colors)),")
                w.line("radii: Radii(ThemeTableText.numbers(radii)),")
                w.line("spacing: Spacing(ThemeTableText.numbers(spacing)),")
                for group in extraNumberGroups {
                    let name = group.group.rawValue
                    w.line("\(name): \(group.type)(ThemeTableText.numbers(\(name))),")
                }
                w.line("fonts: Fonts(fonts),")
                w.line("typography: Typography(typography),")
                w.line("shadows: Shadows(shadows),")
                w.line("animations: Animations(animations),")
                styleArguments(index, in: set, plan: plan, into: &w)
            }
            w.line(")")
        }
    }

    /// `let <name>: String = """ … """`: the first `count` values, one a line.
    private static func numberTable(
        _ name: String, count: Int, _ values: TokenValues<Double>, into w: inout SwiftWriter
    ) {
        w.textLiteral("let \(name): String = ", (0..<count).map { numberText(values[$0]) })
    }

    /// A colour in a text table: `RRGGBBAA`, with `p` before it for Display P3.
    static func colorText(_ rgba: RGBA) -> String {
        let hex = String(hexLiteral(rgba).dropFirst(2))
        return rgba.space == .displayP3 ? "p" + hex : hex
    }

    /// A semantic colour's line in a text table: its four colours, then a system colour's name and opacity.
    static func dynamicColorText(_ color: DynamicColor) -> String {
        var text = Appearance.allCases.map { colorText(color[$0].rgba) }.joined(separator: " ")
        if let system = color.wholeSystemColor {
            text += " " + system.name
            if let opacity = system.opacity { text += " " + numberText(opacity) }
        }
        return text
    }

    /// A number in a text table, as Swift prints it, which reads back as exactly the same `Double`.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        return String(value)
    }

    /// `let <name>: [<type>] = [ … ]`: one literal per token, each with its token's name in a comment.
    static func valueTable(
        _ name: String, type: String, _ literals: [String], _ comments: [String], into w: inout SwiftWriter
    ) {
        // swift format writes an empty or one-element array on one line, and every other with trailing commas.
        guard literals.count > 1 else {
            let comment = literals.isEmpty ? "" : "  // " + comments[0]
            w.line("let \(name): [\(type)] = [\(literals.joined())]" + comment)
            return
        }
        w.line("let \(name): [\(type)] = [")
        w.indented { w in
            for (literal, comment) in zip(literals, comments) { w.line(literal, ",  // ", comment) }
        }
        w.line("]")
    }

    /// The token's name as written in YAML, for a comment.
    private static func commentName(_ token: TokenInfo) -> String {
        SwiftWriter.singleLine(token.name.dottedPath)
    }

    /// The comment of each token's row (its name), for the groups written as array literals: made once per set
    /// and written in every theme's tables.
    struct TableComments: Sendable {
        var fonts: [String]
        var typography: [String]
        var shadows: [String]
        var animations: [String]

        init(_ set: ResolvedThemeSet) {
            fonts = set.fonts.map(commentName)
            typography = set.typography.map(commentName)
            shadows = set.shadows.map(commentName)
            animations = set.animations.map(commentName)
        }
    }

    /// `opener(label: value, …)` with one argument per line, or `opener()` for an empty group.
    static func arguments(
        _ opener: String, _ labels: [String], values: [String], last: Bool, into w: inout SwiftWriter
    ) {
        let end = last ? ")" : "),"
        let count = min(labels.count, values.count)
        guard count > 0 else {
            w.line(opener + "(" + end)
            return
        }
        w.line(opener + "(")
        w.indented { w in
            for index in 0..<count {
                let separator = index == count - 1 ? "" : ","
                w.line("\(argumentLabel(labels[index])): \(values[index])\(separator)")
            }
        }
        w.line(end)
    }

    static func dynamicColor(_ color: DynamicColor, local: String, into w: inout SwiftWriter) {
        w.line("let ", local, ": ThemeDynamicColor = ThemeDynamicColor(")
        w.indented { w in
            w.line("light: ", colorLiteral(color.light.rgba), ",")
            w.line("dark: ", colorLiteral(color.dark.rgba), ",")
            w.line("lightHighContrast: ", colorLiteral(color.lightHighContrast.rgba), ",")
            if let system = color.wholeSystemColor {
                w.line("darkHighContrast: ", colorLiteral(color.darkHighContrast.rgba), ",")
                let opacity = system.opacity.map(SwiftWriter.doubleLiteral) ?? "nil"
                w.line("systemName: \(SwiftWriter.stringLiteral(system.name)), systemOpacity: \(opacity)")
            } else {
                w.line("darkHighContrast: ", colorLiteral(color.darkHighContrast.rgba), "")
            }
        }
        w.line(")")
    }

    /// `ThemeColor(rgba: 0x007AFFFF)`, or `ThemeColor(rgba: 0xFF0000FF, colorSpace: .displayP3)`.
    static func colorLiteral(_ rgba: RGBA) -> String {
        rgba.space == .displayP3
            ? "ThemeColor(rgba: " + hexLiteral(rgba) + ", colorSpace: .displayP3)"
            : "ThemeColor(rgba: " + hexLiteral(rgba) + ")"
    }

    /// The table entries (slot × 4 + appearance) of `color`'s Display P3 values.
    static func displayP3Entries(_ color: DynamicColor, slot: Int) -> [Int] {
        Appearance.allCases.enumerated().compactMap { position, appearance in
            color[appearance].rgba.space == .displayP3 ? slot * 4 + position : nil
        }
    }

    /// `<type>.setDisplayP3(&<table>, at: [ … ])` for the Display P3 `entries`, if any.
    static func displayP3Line(_ type: String, table: String, _ entries: [Int], into w: inout SwiftWriter) {
        guard !entries.isEmpty else { return }
        w.line("// The Display P3 values (the others are sRGB).")
        let opener = "\(type).setDisplayP3(&\(table), at: ["
        // On one line when it is short; otherwise a few to a line, with trailing commas, as swift format writes it.
        let items = entries.map(String.init).joined(separator: ", ")
        guard items.utf8.count > 60 else {
            w.line(opener + items + "])")
            return
        }
        w.line(opener)
        w.indented { w in
            var line = ""
            for entry in entries {
                let item = String(entry)
                if !line.isEmpty, line.utf8.count + item.utf8.count > 100 {
                    w.line(String(line.dropLast()))
                    line = ""
                }
                line += item + ", "
            }
            w.line(String(line.dropLast()))
        }
        w.line("])")
    }

    /// `0x007AFFFF`: the colour as a `UInt32` literal, red in the high byte.
    static func hexLiteral(_ rgba: RGBA) -> String {
        // Written into one byte buffer: this runs four times per colour per theme.
        let digits: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: 10) { buffer in
            buffer[0] = UInt8(ascii: "0")
            buffer[1] = UInt8(ascii: "x")
            let value =
                UInt32(rgba.red) << 24 | UInt32(rgba.green) << 16 | UInt32(rgba.blue) << 8 | UInt32(rgba.alpha)
            for index in 0..<8 {
                buffer[2 + index] = digits.utf8Start[Int(value >> UInt32(28 - 4 * index) & 0x0F)]
            }
            return 10
        }
    }

    /// An argument label in a call: every keyword is a valid label except `inout`, which needs backticks (and
    /// swiftc warns about backticks on the others).
    private static func argumentLabel(_ identifier: String) -> String {
        identifier == "inout" ? "`inout`" : identifier
    }

    // MARK: - Token groups

    /// The nested type of a token group: its values in one array, one accessor per token that calls `_at(_:)`
    /// (a call is the least code an accessor can be, at every optimisation level), the names as one text table
    /// and a lookup by name through a dictionary built from them the first time it is used.
    private static func groupType(
        name: String, mark: String, tokens: [TokenInfo], valueType: String, lookup: String, doc: String,
        into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        w.mark(mark)
        w.block("extension \(options.typeName) {") { w in
            w.doc(doc)
            w.block("\(a)struct \(name): Hashable, Sendable {") { w in
                // Stored as one array, built from a table per theme (see `Theme.Values`). `_values`, `_at` and
                // `_indices` cannot clash with a token: the identifier pipeline never makes `_` + letter.
                w.doc("Every value, in the order of `names`.")
                w.line("fileprivate let _values: [\(valueType)]")
                w.blankLine()
                w.block("fileprivate init(_ values: [\(valueType)]) {") { w in
                    w.line("_values = values")
                }
                w.blankLine()
                w.doc("The value at `index` in `names`: each accessor is one call to this function.")
                w.line("@inline(never) private func _at(_ index: Int) -> \(valueType) { _values[index] }")
                w.blankLine()
                let head = "\(a)var "
                let middle = ": \(valueType) { _at("
                for (index, token) in tokens.enumerated() {
                    w.doc(token.description)
                    let property = SwiftIdentifier.escaped(token.name.identifier)
                    w.accessorLine(head, property, middle, index: index, ") }")
                }
                w.blankLine()
                w.doc("The token names as written in the theme files (`\(exampleName(tokens))`), in their order.")
                namesDeclaration(tokens.map(\.name.dottedPath), modifier: a, into: &w)
                w.blankLine()
                w.doc("The token with this name from `names`, for tools and tests; `nil` for any other name.")
                w.block("\(a)func \(lookup)(named name: String) -> \(valueType)? {") { w in
                    w.line("guard let index = Self._indices[name] else { return nil }")
                    w.line("return _values[index]")
                }
                w.blankLine()
                w.doc("The index in `names` of each name.")
                w.line("private static let _indices: [String: Int] = Dictionary(")
                w.indented { w in
                    w.line("uniqueKeysWithValues: names.enumerated().map { ($1, $0) })")
                }
            }
        }
    }

    /// `static let names: [String]`, from a text table of one name a line; an array literal when a name holds a
    /// line feed (which would split it).
    static func namesDeclaration(_ names: [String], modifier a: String, into w: inout SwiftWriter) {
        let opener = "\(a)static let names: [String] = "
        if names.isEmpty {
            w.line(opener + "[]")
        } else if names.count == 1, names[0].contains("\n") {
            w.line(opener + "[" + SwiftWriter.stringLiteral(names[0]) + "]")
        } else if names.contains(where: { $0.contains("\n") }) {
            w.line(opener + "[")
            w.indented { w in
                for name in names { w.line(SwiftWriter.stringLiteral(name) + ",") }
            }
            w.line("]")
        } else {
            w.textLiteral(
                opener + "ThemeTableText.names(", names.map(SwiftWriter.multilineContent), closer: ")",
                onItsOwnLine: true)
        }
    }

    private static func exampleName(_ tokens: [TokenInfo]) -> String {
        guard let first = tokens.first else { return "name" }
        return SwiftWriter.singleLine(first.name.dottedPath).replacingBackticks()
    }
}

extension String {
    /// The text with backticks replaced by apostrophes, so it can sit inside a code span.
    func replacingBackticks() -> String {
        String(map { $0 == "`" ? "'" : $0 })
    }
}
