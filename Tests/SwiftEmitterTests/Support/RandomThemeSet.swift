import ThemecCore
import ThemecDiagnostics
import ThemecEmit

/// SplitMix64: a tiny seeded generator, so a failing property test reproduces from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random valid theme sets with awkward names: Swift keywords, leading digits, dashes, non-ASCII letters.
enum RandomThemeSet {
    /// Name parts tokens are made of. None spells `Theme` or `theme` (the batch type-check renames those).
    static let words: [String] = [
        "default", "class", "self", "init", "for", "in", "is", "as", "some", "any", "let", "var", "inout",
        "return", "switch", "case", "struct", "protocol", "extension", "where", "while", "true", "nil", "super",
        "func", "import", "Type", "Self", "names", "color", "value", "id", "name", "hex", "description",
        "600", "2xl", "0", "primary-button", "text_secondary", "café", "naïve", "日本", "Ünïcode", "URLScheme",
        "accent", "background", "x",
    ]

    static let themeNames: [String] = [
        "Default", "Ocean", "Dark Night", "class", "2024 Brand", "Ünïcode", "high-contrast", "for", "Self",
    ]

    static let descriptions: [String?] = [
        nil, "Plain words.", "Has */ and /* in it.", "Quotes \" and \\ backslashes.", "Two\nlines\r\nand more.",
        "`code` and `backticks`", "   ", "Tab\there", "Non-ASCII: café 日本",
    ]

    /// A random set; `tag` goes into its style names, so that sets compiled into one module name their styles
    /// apart (style types and static members are not nested in `Theme`).
    static func make(using generator: inout SeededGenerator, tag: String = "") -> ResolvedThemeSet {
        let palette = tokens(.palette, count: Int.random(in: 0...5, using: &generator), using: &generator)
        let colors = tokens(.colors, count: Int.random(in: 0...8, using: &generator), using: &generator)
        let radii = tokens(.radii, count: Int.random(in: 0...4, using: &generator), using: &generator)
        let spacing = tokens(.spacing, count: Int.random(in: 0...4, using: &generator), using: &generator)

        let buttonStyles = styleNames(
            count: Int.random(in: 0...3, using: &generator), tag: tag, suffix: "ButtonStyle", using: &generator)
        let listSections = styleNames(
            count: Int.random(in: 0...2, using: &generator), tag: tag, suffix: "ListSection", using: &generator)

        var themes: [ResolvedTheme] = []
        var usedThemeIdentifiers: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let name = themeNames.randomElement(using: &generator)!
            guard let identifier = SwiftIdentifier.identifier(for: [name]),
                usedThemeIdentifiers.insert(identifier).inserted
            else { continue }
            themes.append(
                ResolvedTheme(
                    name: name, identifier: identifier, description: descriptions.randomElement(using: &generator)!,
                    extends: themes.last?.name, file: "\(identifier).yaml",
                    nameRange: SourceRange.startOfFile("\(identifier).yaml"),
                    palette: palette.map { _ in rgba(using: &generator) },
                    colors: colors.map { _ in dynamicColor(using: &generator) },
                    radii: radii.map { _ in number(using: &generator) },
                    spacing: spacing.map { _ in number(using: &generator) },
                    buttonStyles: buttonStyles.map { _ in buttonStyle(using: &generator) },
                    listSections: listSections.map { _ in listSection(using: &generator) }))
        }
        themes.sort { $0.name < $1.name }
        return ResolvedThemeSet(
            themes: themes, palette: palette, colors: colors, radii: radii, spacing: spacing,
            sourceFiles: themes.map(\.file).sorted(), buttonStyles: buttonStyles, listSections: listSections)
    }

    /// Style names from the awkward words, each with `tag`, distinct as validation guarantees.
    static func styleNames(count: Int, tag: String, suffix: String, using generator: inout SeededGenerator)
        -> [StyleName]
    {
        var result: [StyleName] = []
        var used: Set<String> = []
        for _ in 0..<count {
            let name = words.randomElement(using: &generator)! + tag
            guard let identifier = SwiftIdentifier.identifier(for: [name]), used.insert(identifier).inserted else {
                continue
            }
            let typeName = identifier.prefix(1).uppercased() + identifier.dropFirst() + suffix
            result.append(StyleName(name: name, identifier: identifier, typeName: typeName))
        }
        return result
    }

    static func optionalColor(using generator: inout SeededGenerator) -> DynamicColor? {
        Bool.random(using: &generator) ? dynamicColor(using: &generator) : nil
    }

    static func stateValues(using generator: inout SeededGenerator) -> ButtonStateValues {
        let border =
            Bool.random(using: &generator)
            ? BorderValue(color: dynamicColor(using: &generator), width: number(using: &generator)) : nil
        return ButtonStateValues(
            foreground: optionalColor(using: &generator), background: optionalColor(using: &generator), border: border,
            opacity: [1, 0.5, 0.25].randomElement(using: &generator)!,
            scale: [1, 0.97, 1.5].randomElement(using: &generator)!)
    }

    static func stateTable(using generator: inout SeededGenerator) -> [ButtonState: ButtonStateValues] {
        var table: [ButtonState: ButtonStateValues] = [:]
        for state in ButtonState.allCases { table[state] = stateValues(using: &generator) }
        return table
    }

    static func buttonStyle(using generator: inout SeededGenerator) -> ResolvedButtonStyle {
        func maybe<T>(_ make: (inout SeededGenerator) -> T) -> T? {
            Bool.random(using: &generator) ? make(&generator) : nil
        }
        // `hovered` and `focused` are declared, or look like `normal`, as the resolver makes them.
        let declared = Set([ButtonState.hovered, .focused].filter { _ in Bool.random(using: &generator) })
        func interactive(_ table: [ButtonState: ButtonStateValues]) -> [ButtonState: ButtonStateValues] {
            var table = table
            for state in [ButtonState.hovered, .focused] where !declared.contains(state) {
                table[state] = table[.normal]
                table[state == .hovered ? .selectedHovered : .selectedFocused] = table[.selected]
            }
            return table
        }
        var roles: [ButtonRoleKind: [ButtonState: ButtonStateValues]] = [:]
        for role in ButtonRoleKind.allCases where Bool.random(using: &generator) {
            roles[role] = interactive(stateTable(using: &generator))
        }
        let scaling = [nil, TextStyleKind.body, .headline, .caption2].randomElement(using: &generator)!
        return ResolvedButtonStyle(
            layout: ButtonLayout.allCases.randomElement(using: &generator)!,
            alignment: LabelAlignment.allCases.randomElement(using: &generator)!,
            padding: maybe { insets(using: &$0) },
            fontWeight: maybe { FontWeightKind.allCases.randomElement(using: &$0)! },
            cornerRadius: maybe { number(using: &$0) },
            shadow: maybe {
                ShadowValue(
                    color: dynamicColor(using: &$0), radius: number(using: &$0), x: number(using: &$0),
                    y: number(using: &$0))
            },
            size: maybe {
                SizeValue(width: number(using: &$0), height: Bool.random(using: &$0) ? nil : number(using: &$0))
            },
            animation: maybe {
                AnimationValue(curve: AnimationCurve.allCases.randomElement(using: &$0)!, duration: number(using: &$0))
            },
            isToggle: Bool.random(using: &generator), states: interactive(stateTable(using: &generator)), roles: roles,
            scaling: scaling, declaredStates: declared.union([.pressed]))
    }

    static func insets(using generator: inout SeededGenerator) -> EdgeInsetsValue {
        EdgeInsetsValue(
            top: number(using: &generator), leading: number(using: &generator), bottom: number(using: &generator),
            trailing: number(using: &generator))
    }

    static func listSection(using generator: inout SeededGenerator) -> ResolvedListSection {
        ResolvedListSection(
            cornerRadius: number(using: &generator), rowBackground: dynamicColor(using: &generator),
            rowMinHeight: number(using: &generator), rowPadding: insets(using: &generator),
            headerForeground: dynamicColor(using: &generator), headerPadding: insets(using: &generator),
            spacing: number(using: &generator),
            separator: ResolvedSeparator(
                visibility: Bool.random(using: &generator) ? .hidden : .visible, color: dynamicColor(using: &generator),
                leadingInset: number(using: &generator), trailingInset: number(using: &generator)))
    }

    /// `count` tokens at most, with distinct identifiers (as validation guarantees).
    static func tokens(_ group: TokenGroup, count: Int, using generator: inout SeededGenerator) -> [TokenInfo] {
        var result: [TokenInfo] = []
        var used: Set<String> = []
        for _ in 0..<count {
            let path = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            guard let identifier = SwiftIdentifier.identifier(for: path), used.insert(identifier).inserted else {
                continue
            }
            let name = TokenName(group: group, path: path, identifier: identifier)
            result.append(TokenInfo(name: name, description: descriptions.randomElement(using: &generator)!))
        }
        return result
    }

    static func rgba(using generator: inout SeededGenerator) -> RGBA {
        RGBA(
            red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator),
            blue: UInt8.random(in: 0...255, using: &generator), alpha: UInt8.random(in: 0...255, using: &generator))
    }

    static let systemNames: [String] = ["label", "secondaryLabel", "separator", "systemBlue", "systemGray4", "link"]

    static func dynamicColor(using generator: inout SeededGenerator) -> DynamicColor {
        func value() -> ColorValue {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let name = systemNames.randomElement(using: &generator)!
                return ColorValue(rgba: rgba(using: &generator), system: SystemColorReference(name: name))
            }
            return ColorValue(rgba: rgba(using: &generator))
        }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            let name = systemNames.randomElement(using: &generator)!
            let opacity: Double? =
                Bool.random(using: &generator) ? nil : Double(Int.random(in: 0...100, using: &generator)) / 100
            let system = SystemColorReference(name: name, opacity: opacity)
            return DynamicColor(
                light: ColorValue(rgba: rgba(using: &generator), system: system),
                dark: ColorValue(rgba: rgba(using: &generator), system: system),
                lightHighContrast: ColorValue(rgba: rgba(using: &generator), system: system),
                darkHighContrast: ColorValue(rgba: rgba(using: &generator), system: system))
        default:
            return DynamicColor(light: value(), dark: value(), lightHighContrast: value(), darkHighContrast: value())
        }
    }

    static func number(using generator: inout SeededGenerator) -> Double {
        [0, 1, 4, 8, 12.5, 0.25, 1000, 3.75, 1e-3].randomElement(using: &generator)!
    }
}
