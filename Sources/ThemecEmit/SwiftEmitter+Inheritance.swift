import ThemecCore

/// Themes that extend another, in `Theme.swift`: such a theme is written as the values in which it differs from
/// the theme it extends, so the file grows with what the themes declare rather than with themes × tokens.
///
/// The values compared are the resolved ones, as the file would hold them: a token a child does not redeclare
/// still differs when it refers to one the child overrides (`link: "{colors.accent}"`, and the child sets
/// `accent`), and is written then.
///
/// At run time a theme that extends another starts from the values of the theme it extends (built once, as its
/// `static let`) and applies only its own changes, so a chain of N themes costs N themes' changes, not N². Its
/// ancestors are built first, from the top of the chain down, in a loop (`Values._parents` says which theme each
/// one extends): no static initialiser waits on another more than one deep, whatever the chain's length.
extension SwiftEmitter {
    /// How each theme of a set is written: in full, or as changes to the theme it extends.
    struct InheritancePlan: Sendable {
        /// For each theme (in set order), the theme it is written as changes of; `nil` for a theme written in full.
        var parent: [Int?]
        /// For each theme, the theme written in full at the top of its chain (itself for a theme written in full).
        var root: [Int]
        /// The themes written as changes, in set order: their position here is their index in `Values._changes`.
        var extending: [Int]
        /// For each theme, its index in `extending`, or `-1`.
        var changeIndex: [Int]
        /// For each theme and button style, the theme whose builder of that style it uses: the nearest one up its
        /// chain with the same value.
        var buttonStyleOwner: [[Int]]
        /// As `buttonStyleOwner`, for list sections.
        var listSectionOwner: [[Int]]

        init(_ set: ResolvedThemeSet) {
            let themes = set.themes
            var byName: [String: Int] = [:]
            for (index, theme) in themes.enumerated() where byName[theme.name] == nil { byName[theme.name] = index }
            // Only a theme with every token can be changes of another with every token: the tables line up.
            func isComplete(_ theme: ResolvedTheme) -> Bool {
                theme.palette.count == set.palette.count && theme.colors.count == set.colors.count
                    && TokenGroup.numberGroups.allSatisfy {
                        theme.numberValues($0).count == set.numberTokens($0).count
                    } && theme.fonts.count == set.fonts.count && theme.typography.count == set.typography.count
                    && theme.shadows.count == set.shadows.count && theme.animations.count == set.animations.count
            }
            var parent: [Int?] = themes.enumerated().map { index, theme in
                guard let name = theme.extends, let target = byName[name], target != index, isComplete(theme),
                    isComplete(themes[target])
                else { return nil }
                return target
            }
            // Roots, walking each chain once without recursion; a cycle (only a hand-made set can have one) is cut
            // where it is found, and that theme is written in full. `order` lists parents before their children.
            var root = [Int](repeating: -1, count: themes.count)
            var onPath = [Bool](repeating: false, count: themes.count)
            var order: [Int] = []
            for start in themes.indices where root[start] < 0 {
                var path: [Int] = []
                var current = start
                var top: Int
                while true {
                    if root[current] >= 0 {
                        top = root[current]
                        break
                    }
                    if onPath[current] {
                        parent[current] = nil
                        top = current
                        break
                    }
                    onPath[current] = true
                    path.append(current)
                    guard let next = parent[current] else {
                        top = current
                        break
                    }
                    current = next
                }
                for node in path {
                    root[node] = top
                    onPath[node] = false
                }
                order += path.reversed()
            }
            self.parent = parent
            self.root = root
            extending = themes.indices.filter { parent[$0] != nil }
            var changeIndex = [Int](repeating: -1, count: themes.count)
            for (position, index) in extending.enumerated() { changeIndex[index] = position }
            self.changeIndex = changeIndex

            func owners<Style: Equatable>(_ styles: (ResolvedTheme) -> [Style]) -> [[Int]] {
                var owner: [[Int]] = themes.indices.map { [Int](repeating: $0, count: styles(themes[$0]).count) }
                for index in order {
                    guard let up = parent[index] else { continue }
                    let own = styles(themes[index])
                    let inherited = styles(themes[up])
                    for slot in own.indices where slot < inherited.count && own[slot] == inherited[slot] {
                        owner[index][slot] = owner[up][slot]
                    }
                }
                return owner
            }
            buttonStyleOwner = owners(\.buttonStyles)
            listSectionOwner = owners(\.listSections)
        }

        /// The slots of each group in which theme `index` differs from the theme it extends.
        func changes(of index: Int, in set: ResolvedThemeSet) -> Changes {
            guard let up = parent[index] else { return Changes() }
            let theme = set.themes[index]
            let base = set.themes[up]
            var changes = Changes()
            // A theme that shares its parent's values can differ only where either stores its own.
            changes.palette = theme.palette.slotsPossiblyDiffering(from: base.palette).filter {
                theme.palette[$0] != base.palette[$0]
            }
            changes.colors = theme.colors.slotsPossiblyDiffering(from: base.colors).filter {
                !sameEmittedColor(theme.colors[$0], base.colors[$0])
            }
            changes.radii = theme.radii.slotsPossiblyDiffering(from: base.radii).filter {
                !sameNumber(theme.radii[$0], base.radii[$0])
            }
            changes.spacing = theme.spacing.slotsPossiblyDiffering(from: base.spacing).filter {
                !sameNumber(theme.spacing[$0], base.spacing[$0])
            }
            changes.extraNumbers = extraNumberGroups.map { group in
                let own = theme.numberValues(group.group)
                let inherited = base.numberValues(group.group)
                return own.slotsPossiblyDiffering(from: inherited).filter { !sameNumber(own[$0], inherited[$0]) }
            }
            changes.fonts = theme.fonts.slotsPossiblyDiffering(from: base.fonts).filter {
                theme.fonts[$0] != base.fonts[$0]
            }
            changes.typography = theme.typography.slotsPossiblyDiffering(from: base.typography).filter {
                theme.typography[$0] != base.typography[$0]
            }
            changes.shadows = theme.shadows.slotsPossiblyDiffering(from: base.shadows).filter {
                theme.shadows[$0] != base.shadows[$0]
            }
            changes.animations = theme.animations.slotsPossiblyDiffering(from: base.animations).filter {
                theme.animations[$0] != base.animations[$0]
            }
            return changes
        }
    }

    /// The slots, per group, of a theme's values that differ from the theme it extends.
    struct Changes {
        var palette: [Int] = []
        var colors: [Int] = []
        var radii: [Int] = []
        var spacing: [Int] = []
        /// Per group of `extraNumberGroups`.
        var extraNumbers: [[Int]] = []
        var fonts: [Int] = []
        var typography: [Int] = []
        var shadows: [Int] = []
        var animations: [Int] = []

        var count: Int {
            palette.count + colors.count + radii.count + spacing.count + extraNumbers.reduce(0) { $0 + $1.count }
                + fonts.count + typography.count + shadows.count + animations.count
        }
    }

    /// Whether the generated file holds the same value for both: the four colours, and the system colour (with
    /// its opacity) when every appearance is one.
    static func sameEmittedColor(_ a: DynamicColor, _ b: DynamicColor) -> Bool {
        a.light.rgba == b.light.rgba && a.dark.rgba == b.dark.rgba
            && a.lightHighContrast.rgba == b.lightHighContrast.rgba
            && a.darkHighContrast.rgba == b.darkHighContrast.rgba && a.wholeSystemColor == b.wholeSystemColor
    }

    /// Whether both are written as the same literal (`-0` and `0` are both `0`).
    static func sameNumber(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    // MARK: - Generated support

    /// `Values._Tables`, `_parents`, `_changes`, `_themes`, `_tables(_:parent:)` and the helpers that apply a table of changes;
    /// nothing when no theme extends another.
    static func inheritanceSupport(
        _ set: ResolvedThemeSet, plan: InheritancePlan, root typeName: String, into w: inout SwiftWriter
    ) {
        guard !plan.extending.isEmpty else { return }
        // Each name starts with `_` and a letter, which the identifier pipeline never makes: no theme's builder
        // (`static func <theme>()`) can clash with them.
        w.blankLine()
        w.line("// MARK: Themes that extend another")
        w.blankLine()
        w.doc("A theme's values in token order, before they become its `Palette`, `Colors`, `Radii`, … .")
        w.block("struct _Tables {") { w in
            w.line("var palette: [ThemeColor]")
            w.line("var colors: [ThemeDynamicColor]")
            w.line("var radii: [Double]")
            w.line("var spacing: [Double]")
            for group in extraNumberGroups { w.line("var \(group.group.rawValue): [Double]") }
            w.line("var fonts: [ThemeFontFamily]")
            w.line("var typography: [ThemeTypography]")
            w.line("var shadows: [ThemeDropShadow]")
            w.line("var animations: [ThemeMotion]")
        }
        w.blankLine()
        w.doc(
            """
            For each theme that extends another, in the order of `_changes`: the index in `_changes` of the theme
            it extends, or `-1` when that theme is written in full.
            """)
        let parents = plan.extending.map { plan.parent[$0].map { String(plan.changeIndex[$0]) } ?? "-1" }
        numberList("static let _parents: [Int] = [", parents, into: &w)
        w.blankLine()
        w.doc("For each theme that extends another: what it changes in the values of the theme it extends.")
        let changes = plan.extending.map { changesFunctionName(set.themes[$0]) }
        numberList("static let _changes: [@Sendable (inout _Tables) -> Void] = [", changes, into: &w)
        w.blankLine()
        w.doc("For each theme that extends another, in the order of `_changes`: the theme, built once.")
        let built = plan.extending.map { "{ \(typeName).\(SwiftIdentifier.escaped(set.themes[$0].identifier)) }" }
        numberList("static let _themes: [@Sendable () -> \(typeName)] = [", built, into: &w)
        w.blankLine()
        w.doc(
            """
            The values of the theme at `index` in `_changes`: those of `parent`, the theme it extends, already
            built, with its own changes applied. Its ancestors are built first, from the top of its chain down, in
            a loop: each one's builder then finds its own parent built, so no static initialiser waits on another
            more than one deep and a chain of any length builds on any thread's stack.
            """)
        w.block("static func _tables(_ index: Int, parent: () -> \(typeName)) -> _Tables {") { w in
            w.line("var chain: [Int] = []")
            w.line("var current: Int = _parents[index]")
            w.block("while current >= 0 {") { w in
                w.line("chain.append(current)")
                w.line("current = _parents[current]")
            }
            w.block("for link in chain.reversed() {") { w in
                w.line("_ = _themes[link]()")
            }
            w.line("let base: \(typeName) = parent()")
            w.line("var tables: _Tables = _Tables(")
            w.indented { w in
                w.line("palette: base.palette._values, colors: base.colors._values, radii: base.radii._values,")
                let lines =
                    ["spacing: base.spacing._values"]
                    + extraNumberGroups.map { "\($0.group.rawValue): base.\($0.group.rawValue)._values" }
                    + ["fonts: base.fonts._values", "typography: base.typography._values"]
                    + ["shadows: base.shadows._values", "animations: base.animations._values"]
                for (position, line) in lines.enumerated() { w.line(line + (position == lines.count - 1 ? "" : ",")) }
            }
            w.line(")")
            w.line("_changes[index](&tables)")
            w.line("return tables")
        }
    }

    /// `opener`, the items comma-separated a few to a line, then `]`.
    private static func numberList(_ opener: String, _ items: [String], into w: inout SwiftWriter) {
        // swift format writes an empty or one-element array on one line, and every other with trailing commas.
        guard items.count > 1 else {
            w.line(opener + items.joined() + "]")
            return
        }
        w.line(opener)
        w.indented { w in
            var line = ""
            for item in items {
                if !line.isEmpty, line.utf8.count + item.utf8.count > 100 {
                    w.line(line.dropLastSpace())
                    line = ""
                }
                line += item + ", "
            }
            w.line(line.dropLastSpace())
        }
        w.line("]")
    }

    /// `ocean_changes`: unique, as identifiers never contain `_` past a leading one.
    static func changesFunctionName(_ theme: ResolvedTheme) -> String {
        theme.identifier + "_changes"
    }

    // MARK: - A theme that extends another

    /// `static func <theme>() -> Theme`, built from `Values._tables(_:parent:)`, and `<theme>_changes`, the values
    /// in which it differs from the theme it extends.
    static func extendingThemeBuilder(
        _ index: Int, in set: ResolvedThemeSet, plan: InheritancePlan, comments: TableComments,
        root typeName: String, into w: inout SwiftWriter
    ) {
        let theme = set.themes[index]
        let base = set.themes[plan.parent[index]!]
        let changes = plan.changes(of: index, in: set)
        w.reserveCapacity(96 * changes.count + 4096)
        let name = SwiftIdentifier.escaped(theme.identifier)
        w.block("static func \(name)() -> \(typeName) {") { w in
            w.line(
                "let values: _Tables = _tables(\(plan.changeIndex[index])) { \(typeName)."
                    + SwiftIdentifier.escaped(base.identifier) + " }")
            w.line("return \(typeName)(")
            w.indented { w in
                w.line("name: \(SwiftWriter.stringLiteral(theme.name)),")
                w.line("palette: Palette(values.palette),")
                w.line("colors: Colors(values.colors),")
                w.line("radii: Radii(values.radii),")
                w.line("spacing: Spacing(values.spacing),")
                for group in extraNumberGroups {
                    let name = group.group.rawValue
                    w.line("\(name): \(group.type)(values.\(name)),")
                }
                w.line("fonts: Fonts(values.fonts),")
                w.line("typography: Typography(values.typography),")
                w.line("shadows: Shadows(values.shadows),")
                w.line("animations: Animations(values.animations),")
                styleArguments(index, in: set, plan: plan, into: &w)
            }
            w.line(")")
        }
        w.blankLine()
        w.doc(
            "What `\(SwiftWriter.singleLine(theme.name).replacingBackticks())` changes in the values of "
                + "`\(SwiftWriter.singleLine(base.name).replacingBackticks())`, the theme it extends.")
        w.block("static func \(changesFunctionName(theme))(_ values: inout _Tables) {") { w in
            if changes.count == 0 { w.line("// None: every value is the same.") }
            if !changes.palette.isEmpty {
                w.line("// The slot of each palette colour that differs, then its value (see `ThemeTableText`).")
                replaceCall(
                    "replaceColors", "palette", changes.palette.map { "\($0) " + colorText(theme.palette[$0]) },
                    into: &w)
            }
            if !changes.colors.isEmpty {
                w.line("// The slot of each colour that differs, then light, dark, light high contrast, dark high")
                w.line("// contrast, and a system colour's name and opacity.")
                replaceCall(
                    "replaceDynamicColors", "colors",
                    changes.colors.map { "\($0) " + dynamicColorText(theme.colors[$0]) }, into: &w)
            }
            numberChanges("radii", changes.radii, theme.radii, into: &w)
            numberChanges("spacing", changes.spacing, theme.spacing, into: &w)
            for (position, group) in extraNumberGroups.enumerated() where position < changes.extraNumbers.count {
                numberChanges(
                    group.group.rawValue, changes.extraNumbers[position], theme.numberValues(group.group), into: &w)
            }
            for slot in changes.fonts {
                w.line("values.fonts[\(slot)] = \(fontLiteral(theme.fonts[slot]))  // ", comments.fonts[slot], "")
            }
            for slot in changes.typography {
                w.line("// ", comments.typography[slot], "")
                typographyLines(
                    theme.typography[slot], opener: "values.typography[\(slot)] = ", closer: "", into: &w)
            }
            if !changes.shadows.isEmpty {
                shadowLines(changes.shadows.map { (theme.shadows[$0], comments.shadows[$0], $0) }, into: &w)
            }
            for slot in changes.animations {
                w.line(
                    "values.animations[\(slot)] = \(motionLiteral(theme.animations[slot]))  // ",
                    comments.animations[slot], "")
            }
        }
    }

    private static func numberChanges(
        _ group: String, _ slots: [Int], _ values: TokenValues<Double>, into w: inout SwiftWriter
    ) {
        guard !slots.isEmpty else { return }
        let singular =
            ["radii": "radius", "sizes": "size", "numbers": "number", "durations": "duration"][group] ?? group
        w.line("// The slot of each \(singular) that differs, then its value.")
        replaceCall("replaceNumbers", group, slots.map { "\($0) " + numberText(values[$0]) }, into: &w)
    }

    /// `ThemeTableText.<function>(&values.<table>, """ … """)`: the rows of a table of changes.
    private static func replaceCall(_ function: String, _ table: String, _ rows: [String], into w: inout SwiftWriter) {
        w.line("ThemeTableText.\(function)(")
        w.indented { w in
            w.line("&values.\(table),")
            w.textLiteral("", rows, closer: ")")
        }
    }

    /// The `buttonStyles:` and `listSections:` arguments of theme `index`'s `Theme(…)`: each style's builder is
    /// that of the nearest theme up the chain with the same value.
    static func styleArguments(
        _ index: Int, in set: ResolvedThemeSet, plan: InheritancePlan, into w: inout SwiftWriter
    ) {
        let themes = set.themes
        let buttonStyles = zip(set.buttonStyles, plan.buttonStyleOwner[index]).map { style, owner in
            buttonStyleBuilderName(themes[owner], style) + "()"
        }
        arguments(
            "buttonStyles: ButtonStyles", set.buttonStyles.map(\.identifier), values: buttonStyles, last: false,
            into: &w)
        let listSections = zip(set.listSections, plan.listSectionOwner[index]).map { section, owner in
            listSectionBuilderName(themes[owner], section) + "()"
        }
        arguments(
            "listSections: ListSections", set.listSections.map(\.identifier), values: listSections, last: true,
            into: &w)
    }
}

extension String {
    /// The text without its trailing spaces.
    fileprivate func dropLastSpace() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
