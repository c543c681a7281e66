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
                Builds each theme from tables of `0xRRGGBBAA` values: a few large array literals of one
                type type-check much faster than a statement or an expression per colour.
                """)
            w.block("private enum Values {") { w in
                // Most of the file, and independent of each other: each theme's builder is written into a
                // buffer of its own on any core, then the buffers are spliced in in the order of the set. A few
                // themes at a time, so only a few buffers exist at once besides the file.
                // A theme that extends another is written as the values in which it differs (see `InheritancePlan`).
                let comments = TableComments(set)
                let plan = InheritancePlan(set)
                let first = SwiftWriter(continuing: w)
                let next = SwiftWriter(continuing: w, afterBlankLine: true)
                let roots = set.themes.count - plan.extending.count
                // Room for the whole file, the group types `emit` appends included, so it never grows (each
                // growth would copy it into fresh memory); what a smaller file leaves unused is never touched.
                w.reserveCapacity(192 * emittedTokenCount(set) * roots + 4096 * set.themes.count)
                let builder = { @Sendable (index: Int, part: inout SwiftWriter) in
                    if plan.parent[index] == nil {
                        themeBuilder(index, in: set, plan: plan, comments: comments, root: root, into: &part)
                    } else {
                        extendingThemeBuilder(index, in: set, plan: plan, comments: comments, root: root, into: &part)
                    }
                    styleBuilders(index, in: set, plan: plan, into: &part)
                }
                for batch in ParallelMap.batches(of: set.themes.count) {
                    guard batch.count > 1 else {
                        // A theme alone (a set of one): written straight into the file, with no part to copy.
                        if batch.lowerBound > 0 { w.blankLine() }
                        builder(batch.lowerBound, &w)
                        continue
                    }
                    let parts = ParallelMap.map(Array(batch)) { index in
                        var part = index == 0 ? first : next
                        builder(index, &part)
                        return part
                    }
                    for (index, part) in zip(batch, parts) {
                        if index > 0 { w.blankLine() }
                        w.append(part)
                    }
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
            tabled: true, into: &w, options: options)
        groupType(
            name: "Colors", mark: "Colors", tokens: set.colors, valueType: "ThemeDynamicColor", lookup: "color",
            doc: """
                Semantic colours: each has a value for light and dark, with standard and increased contrast.

                `theme.colors.<token>.resolved(for: .dark)` gives the exact value; in SwiftUI,
                `theme.color.<token>` is a `Color` that follows the appearance by itself.
                """,
            tabled: true, into: &w, options: options)
        groupType(
            name: "Radii", mark: "Radii", tokens: set.radii, valueType: "Double", lookup: "value",
            doc: "Corner radii, in points. Pass them straight to SwiftUI: `Double` converts to `CGFloat` implicitly.",
            tabled: true, into: &w, options: options)
        groupType(
            name: "Spacing", mark: "Spacing", tokens: set.spacing, valueType: "Double", lookup: "value",
            doc: "Spacing, in points. Pass it straight to SwiftUI: `Double` converts to `CGFloat` implicitly.",
            tabled: true, into: &w, options: options)
        for group in extraNumberGroups {
            groupType(
                name: group.type, mark: group.type, tokens: set.numberTokens(group.group), valueType: "Double",
                lookup: "value", doc: group.doc, tabled: true, into: &w, options: options)
        }
        groupType(
            name: "Fonts", mark: "Fonts", tokens: set.fonts, valueType: "ThemeFontFamily", lookup: "font",
            doc: "Font families: a design of the system font, or a font the app bundles.", tabled: true, into: &w,
            options: options)
        groupType(
            name: "Typography", mark: "Typography", tokens: set.typography, valueType: "ThemeTypography",
            lookup: "typography",
            doc: """
                Typography: `theme.typography.<token>.size` and the rest, exact; the SwiftUI layer makes a `Font` of
                each that scales with Dynamic Type unless its scaling is fixed.
                """,
            tabled: true, into: &w, options: options)
        groupType(
            name: "Shadows", mark: "Shadows", tokens: set.shadows, valueType: "ThemeDropShadow", lookup: "shadow",
            doc: """
                Drop shadows: `theme.shadows.<token>.layers`, each layer's colour a `ThemeDynamicColor` and its radius
                and offset in points; the SwiftUI layer draws every layer with `themeShadow(_:)`.
                """,
            tabled: true, into: &w, options: options)
        groupType(
            name: "Animations", mark: "Animations", tokens: set.animations, valueType: "ThemeMotion",
            lookup: "animation",
            doc: """
                Animations: `theme.animations.<token>.curve` and `.duration`, exact; the SwiftUI layer makes an
                `Animation` of each.
                """,
            tabled: true, into: &w, options: options)
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

    /// `static func <theme>() -> Theme` for a theme written in full: its colours as `[UInt32]` tables (one
    /// `0xRRGGBBAA` literal per value, the token's name in a comment) and its numbers as `[Double]` tables, then
    /// the `Theme` built from them.
    ///
    /// One array literal of explicitly typed values per group type-checks in time linear in its length, while a
    /// statement per colour made one function grow with the set, and the compiler slowed down faster than that.
    private static func themeBuilder(
        _ index: Int, in set: ResolvedThemeSet, plan: InheritancePlan, comments: TableComments, root: String,
        into w: inout SwiftWriter
    ) {
        let theme = set.themes[index]
        let name = SwiftIdentifier.escaped(theme.identifier)
        // A line per token, about 80 bytes each.
        let tokenCount =
            theme.palette.count + theme.colors.count
            + TokenGroup.numberGroups.reduce(0) {
                $0 + theme.numberValues($1).count
            }
        w.reserveCapacity(96 * tokenCount + 4096)
        w.block("static func \(name)() -> \(root) {") { w in
            // The rows are written straight into the buffer: this is the emitter's hottest loop.
            let paletteCount = min(set.palette.count, theme.palette.count)
            var displayP3Palette: [Int] = []
            table("palette", count: paletteCount, into: &w) { index, w in
                let value = theme.palette[index]
                if value.space == .displayP3 { displayP3Palette.append(index) }
                w.tableRow(1, (value, value, value, value), comment: comments.palette[index])
            }
            if !displayP3Palette.isEmpty {
                w.line("var paletteValues: [ThemeColor] = palette.map(ThemeColor.init(rgba:))")
                displayP3Line("ThemeColor", table: "paletteValues", displayP3Palette, into: &w)
            }
            let colorCount = min(set.colors.count, theme.colors.count)
            var systemColors: [(slot: Int, system: SystemColorReference)] = []
            var displayP3Colors: [Int] = []
            w.blankLine()
            w.line("// Four values per colour: light, dark, light high contrast, dark high contrast.")
            table("colors", count: colorCount, into: &w) { index, w in
                let color = theme.colors[index]
                if let system = color.wholeSystemColor {
                    systemColors.append((index, system))
                }
                displayP3Colors.append(contentsOf: displayP3Entries(color, slot: index))
                w.tableRow(
                    4, (color.light.rgba, color.dark.rgba, color.lightHighContrast.rgba, color.darkHighContrast.rgba),
                    comment: comments.colors[index])
            }
            let binding = systemColors.isEmpty && displayP3Colors.isEmpty ? "let" : "var"
            w.line("\(binding) colorValues: [ThemeDynamicColor] = ThemeDynamicColor.colors(fromTable: colors)")
            systemColorLines(systemColors, table: "colorValues", in: set, into: &w)
            displayP3Line("ThemeDynamicColor", table: "colorValues", displayP3Colors, into: &w)
            w.blankLine()
            numberTable("radii", count: min(set.radii.count, theme.radii.count), theme.radii, comments.radii, into: &w)
            numberTable(
                "spacing", count: min(set.spacing.count, theme.spacing.count), theme.spacing, comments.spacing,
                into: &w)
            for (position, group) in extraNumberGroups.enumerated() {
                let values = theme.numberValues(group.group)
                numberTable(
                    group.group.rawValue, count: min(set.numberTokens(group.group).count, values.count), values,
                    comments.extraNumbers[position], into: &w)
            }
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
                w.line(
                    displayP3Palette.isEmpty
                        ? "palette: Palette(palette.map(ThemeColor.init(rgba:))),"
                        : "palette: Palette(paletteValues),")
                w.line("colors: Colors(colorValues),")
                w.line("radii: Radii(radii),")
                w.line("spacing: Spacing(spacing),")
                for group in extraNumberGroups {
                    w.line("\(group.group.rawValue): \(group.type)(\(group.group.rawValue)),")
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

    /// `let <name>: [Double] = [ … ]`: the first `count` values, each with its token's name in a comment.
    private static func numberTable(
        _ name: String, count: Int, _ values: TokenValues<Double>, _ comments: [String], into w: inout SwiftWriter
    ) {
        guard count > 0 else {
            w.line("let \(name): [Double] = []")
            return
        }
        // swift format writes a one-element array on one line.
        guard count > 1 else {
            w.line("let \(name): [Double] = [" + SwiftWriter.doubleLiteral(values[0]) + "]  // ", comments[0], "")
            return
        }
        w.line("let \(name): [Double] = [")
        w.indented { w in
            for index in 0..<count {
                w.line(SwiftWriter.doubleLiteral(values[index]), ",  // ", comments[index])
            }
        }
        w.line("]")
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

    /// `let <name>: [UInt32] = [ … ]`, with `row` writing the entries of each of `count` tokens.
    private static func table(
        _ name: String, count: Int, into w: inout SwiftWriter, row: (Int, inout SwiftWriter) -> Void
    ) {
        guard count > 0 else {
            w.line("let \(name): [UInt32] = []")
            return
        }
        w.line("let \(name): [UInt32] = [")
        w.indented { w in
            for index in 0..<count { row(index, &w) }
        }
        w.line("]")
    }

    /// The token's name as written in YAML, for a comment.
    private static func commentName(_ token: TokenInfo) -> String {
        SwiftWriter.singleLine(token.name.dottedPath)
    }

    /// `commentName` as UTF-8 bytes, copied in one piece (`Array(text.utf8)` went byte by byte through the
    /// view: ~900 instructions a name).
    private static func commentBytes(_ token: TokenInfo) -> [UInt8] {
        var name = commentName(token)
        return name.withUTF8 { Array($0) }
    }

    /// The comment of each token's row (its name), as bytes for the colour tables: made once per set and
    /// written in every theme's tables.
    struct TableComments: Sendable {
        var palette: [[UInt8]]
        var colors: [[UInt8]]
        var radii: [String]
        var spacing: [String]
        /// Per group of `extraNumberGroups`.
        var extraNumbers: [[String]]
        var fonts: [String]
        var typography: [String]
        var shadows: [String]
        var animations: [String]

        init(_ set: ResolvedThemeSet) {
            palette = set.palette.map(commentBytes)
            colors = set.colors.map(commentBytes)
            radii = set.radii.map(commentName)
            spacing = set.spacing.map(commentName)
            extraNumbers = extraNumberGroups.map { set.numberTokens($0.group).map(commentName) }
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

    private static func groupType(
        name: String, mark: String, tokens: [TokenInfo], valueType: String, lookup: String, doc: String,
        tabled: Bool = false, into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        w.mark(mark)
        w.block("extension \(options.typeName) {") { w in
            w.doc(doc)
            w.block("\(a)struct \(name): Hashable, Sendable {") { w in
                if tabled {
                    // Stored as one array, built from a table per theme (see `Theme.Values`). `_values` and
                    // `_indices` cannot clash with a token: the identifier pipeline never makes `_` + letter.
                    w.doc("Every value, in the order of `names`.")
                    let storage = options.access == .public ? "@usableFromInline let" : "fileprivate let"
                    w.line("\(storage) _values: [\(valueType)]")
                    w.blankLine()
                    w.block("fileprivate init(_ values: [\(valueType)]) {") { w in
                        w.line("_values = values")
                    }
                    w.blankLine()
                    let inlinable = options.access == .public ? "@inlinable " : ""
                    let head = "\(inlinable)\(a)var "
                    let middle = ": \(valueType) { _values["
                    for (index, token) in tokens.enumerated() {
                        w.doc(token.description)
                        let property = SwiftIdentifier.escaped(token.name.identifier)
                        w.accessorLine(head, property, middle, index: index, "] }")
                    }
                } else {
                    for token in tokens {
                        w.doc(token.description)
                        w.line("\(a)let \(SwiftIdentifier.escaped(token.name.identifier)): \(valueType)")
                    }
                }
                w.blankLine()
                w.doc("The token names as written in the theme files (`\(exampleName(tokens))`), in their order.")
                if tokens.count < 2 {
                    // swift format writes a one-element array on one line, and every other with trailing commas.
                    let names = tokens.map { SwiftWriter.stringLiteral($0.name.dottedPath) }
                    w.line("\(a)static let names: [String] = [\(names.joined())]")
                } else {
                    w.line("\(a)static let names: [String] = [")
                    w.indented { w in
                        for token in tokens { w.nameLiteralLine(token.name.dottedPath) }
                    }
                    w.line("]")
                }
                w.blankLine()
                w.doc("The token with this name from `names`, for tools and tests; `nil` for any other name.")
                if tabled {
                    // A dictionary rather than a `switch` with a case per token, which type-checks slowly.
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
                    return
                }
                w.block("\(a)func \(lookup)(named name: String) -> \(valueType)? {") { w in
                    w.line("switch name {")
                    for token in tokens {
                        let property = SwiftIdentifier.escaped(token.name.identifier)
                        w.line("case \(SwiftWriter.stringLiteral(token.name.dottedPath)): return self.\(property)")
                    }
                    w.line("default: return nil")
                    w.line("}")
                }
            }
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
