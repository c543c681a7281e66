import ThemecDiagnostics
import ThemecYAML

/// Reading `buttonStyles:` and `listSections:`.
extension ThemeFileParser {
    /// The entries of a mapping, with unknown keys reported against `known`.
    mutating func entries(_ node: YAMLNode, context: String, known: [String]) -> [(String, YAMLPair)]? {
        guard let pairs = node.mapping else {
            if let scalar = node.scalar, scalar.isNull { return [] }
            diagnostics.append(
                ThemeMessages.wrongType(expected: "a mapping", got: node.kindDescription, for: context, at: node.range))
            return nil
        }
        var result: [(String, YAMLPair)] = []
        for pair in pairs {
            guard let key = keyName(pair.key, context: context) else { continue }
            guard known.contains(key) else {
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        key, in: context, suggestion: Suggestions.closest(to: key, in: known), at: pair.key.range))
                continue
            }
            result.append((key, pair))
        }
        return result
    }

    /// One of a fixed set of words (`bold`, `easeOut`, `listRow`).
    mutating func keyword<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ type: T.Type, what: String) -> T?
    where T.RawValue == String {
        guard let text = string(node, context: "'\(what)'") else { return nil }
        if let value = T(rawValue: text) { return value }
        diagnostics.append(
            ThemeMessages.unknownValue(text, what: what, allowed: T.allCases.map(\.rawValue), at: node.range))
        return nil
    }

    /// A number in a range, reporting values outside it.
    mutating func boundedNumber(_ node: YAMLNode, what: String, range: ClosedRange<Double>, allowed: String) -> Double?
    {
        guard let value = number(node, context: "'\(what)'") else { return nil }
        guard range.contains(value) else {
            diagnostics.append(
                ThemeMessages.outOfRange(what, value: formatNumber(value), allowed: allowed, at: node.range))
            return nil
        }
        return value
    }

    /// A number of a style in `range`, or a reference to a token of `group` (`"{opacity.pressed}"`), whose value
    /// the resolver holds to the same range. An opacity may be a percentage (`8%`), as in CSS.
    mutating func styleNumber(
        _ pair: YAMLPair, group: TokenGroup, what: String, range: ClosedRange<Double>, allowed: String
    ) -> NumberExpression? {
        if let scalar = pair.value.scalar, !scalar.isPlain, scalar.value.hasPrefix("{") {
            return numberExpression(pair.value, group: group, key: pair.key)
        }
        if group == .opacity, let value = percentage(pair.value, context: "'\(what)'") {
            return .literal(value, pair.value.range)
        }
        return boundedNumber(pair.value, what: what, range: range, allowed: allowed).map {
            .literal($0, pair.value.range)
        }
    }

    /// A length in a style: a number ≥ 0 or a reference to a radius or spacing.
    mutating func length(_ node: YAMLNode, key: YAMLNode) -> NumberExpression? {
        numberExpression(node, group: nil, key: key)
    }

    mutating func padding(_ node: YAMLNode, key: YAMLNode) -> PaddingDeclaration? {
        guard node.mapping != nil else {
            guard let all = length(node, key: key) else { return nil }
            return PaddingDeclaration(top: all, leading: all, bottom: all, trailing: all, range: node.range)
        }
        guard let fields = entries(node, context: "'padding'", known: ThemeFormat.paddingKeys) else { return nil }
        var result = PaddingDeclaration(range: node.range)
        var failed = false
        // Edge names win over `vertical`/`horizontal`, whatever their order.
        for (name, pair) in fields.sorted(by: {
            ThemeFormat.paddingKeys.firstIndex(of: $0.0)! > ThemeFormat.paddingKeys.firstIndex(of: $1.0)!
        }) {
            guard let value = length(pair.value, key: pair.key) else {
                failed = true
                continue
            }
            switch name {
            case "vertical": (result.top, result.bottom) = (value, value)
            case "horizontal": (result.leading, result.trailing) = (value, value)
            case "top": result.top = value
            case "leading": result.leading = value
            case "bottom": result.bottom = value
            default: result.trailing = value
            }
        }
        return failed ? nil : result
    }

    /// A style's font: `"{typography.NAME}"`, checked to lead to a typography token when the theme is evaluated.
    mutating func typographyReference(_ node: YAMLNode, key: YAMLNode) -> TokenReference? {
        let context = "'\(key.scalar?.value ?? "font")'"
        guard
            let scalar = presentScalar(
                node, expected: "a typography reference such as '{typography.body}'", context: context)
        else { return nil }
        guard scalar.value.hasPrefix("{") else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a typography reference such as '{typography.body}'", got: "the text '\(scalar.value)'",
                    for: context, at: node.range))
            return nil
        }
        return reference(node, scalar: scalar)
    }

    mutating func border(_ node: YAMLNode) -> BorderDeclaration? {
        guard let fields = entries(node, context: "'border'", known: ThemeFormat.borderKeys) else { return nil }
        var result = BorderDeclaration(range: node.range)
        var failed = false
        for (name, pair) in fields {
            if name == "color" {
                result.color = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || result.color == nil
            } else {
                result.width = length(pair.value, key: pair.key)
                failed = failed || result.width == nil
            }
        }
        return failed ? nil : result
    }

    /// Reads the overridable properties (foreground, background, border, opacity, scale) from `fields`.
    mutating func stateOverrides(_ fields: [(String, YAMLPair)], range: SourceRange) -> (StateDeclaration, Bool) {
        var state = StateDeclaration(range: range)
        var failed = false
        for (name, pair) in fields {
            switch name {
            case "foreground":
                state.foreground = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || state.foreground == nil
            case "background":
                state.background = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || state.background == nil
            case "border":
                state.border = border(pair.value)
                failed = failed || state.border == nil
            case "opacity":
                state.opacity = styleNumber(
                    pair, group: .opacity, what: "opacity", range: 0...1, allowed: "from 0 to 1")
                failed = failed || state.opacity == nil
            case "scale":
                state.scale = styleNumber(
                    pair, group: .numbers, what: "scale", range: 0.01...10, allowed: "from 0.01 to 10")
                failed = failed || state.scale == nil
            default: break
            }
        }
        return (state, failed)
    }

    /// A state block: `pressed: { opacity: 0.5 }`.
    mutating func stateBlock(_ node: YAMLNode, name: String, hasBaseBorder: Bool) -> StateDeclaration? {
        guard let fields = entries(node, context: "the '\(name)' state", known: ThemeFormat.stateOverrideKeys) else {
            return nil
        }
        let (state, failed) = stateOverrides(fields, range: node.range)
        if let border = state.border, !hasBaseBorder, border.color == nil || border.width == nil {
            let missing = border.color == nil ? "color" : "width"
            diagnostics.append(ThemeMessages.incompleteState(name, missing: missing, at: border.range))
            return nil
        }
        return failed ? nil : state
    }

    mutating func buttonStyle(_ node: YAMLNode, key: YAMLNode, name: String) -> ButtonStyleDeclaration? {
        guard let fields = entries(node, context: "button style '\(name)'", known: ThemeFormat.buttonStyleKeys) else {
            return nil
        }
        let (base, baseFailed) = stateOverrides(fields, range: node.range)
        var failed = baseFailed
        if let border = base.border, border.color == nil || border.width == nil {
            diagnostics.append(
                ThemeMessages.missingKey(border.color == nil ? "color" : "width", in: "'border'", at: border.range))
            failed = true
        }
        var style = ButtonStyleDeclaration(name: name, keyRange: key.range, base: base)
        let hasBaseBorder = base.border != nil
        for (field, pair) in fields {
            switch field {
            case "layout":
                if let value = keyword(pair.value, ButtonLayout.self, what: "layout") {
                    style.layout = value
                } else {
                    failed = true
                }
            case "alignment":
                style.alignment = keyword(pair.value, LabelAlignment.self, what: "alignment")
                failed = failed || style.alignment == nil
            case "padding":
                style.padding = padding(pair.value, key: pair.key)
                failed = failed || style.padding == nil
            case "font":
                style.font = typographyReference(pair.value, key: pair.key)
                failed = failed || style.font == nil
            case "fontWeight":
                style.fontWeight = keyword(pair.value, FontWeightKind.self, what: "font weight")
                failed = failed || style.fontWeight == nil
            case "cornerRadius":
                style.cornerRadius = length(pair.value, key: pair.key)
                failed = failed || style.cornerRadius == nil
            case "shadow":
                if let scalar = pair.value.scalar, !scalar.isNull, scalar.value.hasPrefix("{") {
                    style.shadowToken = reference(pair.value, scalar: scalar)
                    failed = failed || style.shadowToken == nil
                } else {
                    style.shadow = shadow(pair.value)
                    failed = failed || style.shadow == nil
                }
            case "size":
                guard let size = entries(pair.value, context: "'size'", known: ThemeFormat.sizeKeys) else {
                    failed = true
                    continue
                }
                for (dimension, entry) in size {
                    let value = length(entry.value, key: entry.key)
                    failed = failed || value == nil
                    if dimension == "width" { style.width = value } else { style.height = value }
                }
            case "animation":
                if let scalar = pair.value.scalar, !scalar.isNull, scalar.value.hasPrefix("{") {
                    style.animationToken = reference(pair.value, scalar: scalar)
                    failed = failed || style.animationToken == nil
                } else {
                    style.animation = animation(pair.value)
                    failed = failed || style.animation == nil
                }
            case "scaling":
                if let value = keyword(pair.value, ScalingWord.self, what: "scaling") {
                    style.scaling = .some(value.textStyle)
                } else {
                    failed = true
                }
            case "roles":
                guard
                    let roles = entries(pair.value, context: "'roles'", known: ThemeFormat.roleNames)
                else {
                    failed = true
                    continue
                }
                for (roleName, rolePair) in roles {
                    guard let role = role(rolePair.value, name: roleName, hasBaseBorder: hasBaseBorder) else {
                        failed = true
                        continue
                    }
                    style.roles[ButtonRoleKind(rawValue: roleName)!] = role
                }
            case let stateName where ThemeFormat.stateKeys.contains(stateName):
                guard let state = stateBlock(pair.value, name: stateName, hasBaseBorder: hasBaseBorder) else {
                    failed = true
                    continue
                }
                style.states[ButtonState(rawValue: stateName)!] = state
            default: break
            }
        }
        return failed ? nil : style
    }

    mutating func role(_ node: YAMLNode, name: String, hasBaseBorder: Bool) -> RoleDeclaration? {
        guard let fields = entries(node, context: "the '\(name)' role", known: ThemeFormat.roleKeys) else { return nil }
        var (overrides, failed) = stateOverrides(
            fields.filter { ThemeFormat.stateOverrideKeys.contains($0.0) }, range: node.range)
        let hasBorder = hasBaseBorder || overrides.border != nil
        if let border = overrides.border, !hasBaseBorder, border.color == nil || border.width == nil {
            diagnostics.append(
                ThemeMessages.missingKey(border.color == nil ? "color" : "width", in: "'border'", at: border.range))
            failed = true
        }
        var states: [ButtonState: StateDeclaration] = [:]
        for (stateName, pair) in fields where ThemeFormat.stateKeys.contains(stateName) {
            if let state = stateBlock(pair.value, name: stateName, hasBaseBorder: hasBorder) {
                states[ButtonState(rawValue: stateName)!] = state
            } else {
                failed = true
            }
        }
        return failed ? nil : RoleDeclaration(overrides: overrides, states: states)
    }

    /// One shadow layer `{ color, radius, x, y }` (`color` and `radius` required; offsets may be negative and
    /// may refer to lengths); `known` may allow more keys, which the caller reads.
    mutating func shadow(
        _ node: YAMLNode, known: [String] = ThemeFormat.shadowKeys, context: String = "'shadow'"
    ) -> ShadowDeclaration? {
        guard let fields = entries(node, context: context, known: known) else { return nil }
        var color: SemanticColorExpression?
        var radius: NumberExpression?
        var x: NumberExpression?
        var y: NumberExpression?
        var failed = false
        for (name, pair) in fields {
            switch name {
            case "color":
                color = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || color == nil
            case "radius":
                radius = length(pair.value, key: pair.key)
                failed = failed || radius == nil
            case "x", "y":
                let offset = signedLength(pair.value, key: pair.key)
                failed = failed || offset == nil
                if name == "x" { x = offset } else { y = offset }
            default: break
            }
        }
        if !failed, color == nil || radius == nil {
            diagnostics.append(
                ThemeMessages.missingKey(color == nil ? "color" : "radius", in: context, at: node.range))
            return nil
        }
        guard !failed, let color, let radius else { return nil }
        return ShadowDeclaration(color: color, radius: radius, x: x, y: y)
    }

    mutating func animation(_ node: YAMLNode) -> StyleAnimationDeclaration? {
        guard let fields = entries(node, context: "'animation'", known: ThemeFormat.animationKeys) else { return nil }
        var curve: AnimationCurve?
        var duration: NumberExpression?
        var failed = false
        for (name, pair) in fields {
            if name == "curve" {
                curve = keyword(pair.value, AnimationCurve.self, what: "animation curve")
                failed = failed || curve == nil
            } else {
                duration = styleNumber(
                    pair, group: .durations, what: "duration", range: 0...10, allowed: "from 0 to 10 seconds")
                failed = failed || duration == nil
            }
        }
        guard !failed else { return nil }
        return StyleAnimationDeclaration(curve: curve ?? .easeInOut, duration: duration)
    }

    mutating func listSection(_ node: YAMLNode, key: YAMLNode, name: String) -> ListSectionDeclaration? {
        guard let fields = entries(node, context: "list section '\(name)'", known: ThemeFormat.listSectionKeys) else {
            return nil
        }
        var section = ListSectionDeclaration(name: name, keyRange: key.range)
        var failed = false
        for (field, pair) in fields {
            switch field {
            case "cornerRadius":
                section.cornerRadius = length(pair.value, key: pair.key)
                failed = failed || section.cornerRadius == nil
            case "rowBackground":
                section.rowBackground = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || section.rowBackground == nil
            case "rowMinHeight":
                section.rowMinHeight = length(pair.value, key: pair.key)
                failed = failed || section.rowMinHeight == nil
            case "rowPadding":
                section.rowPadding = padding(pair.value, key: pair.key)
                failed = failed || section.rowPadding == nil
            case "headerForeground":
                section.headerForeground = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || section.headerForeground == nil
            case "headerFont":
                section.headerFont = typographyReference(pair.value, key: pair.key)
                failed = failed || section.headerFont == nil
            case "headerPadding":
                section.headerPadding = padding(pair.value, key: pair.key)
                failed = failed || section.headerPadding == nil
            case "spacing":
                section.spacing = length(pair.value, key: pair.key)
                failed = failed || section.spacing == nil
            case "separator":
                section.separator = separator(pair.value, key: pair.key)
                failed = failed || section.separator == nil
            default: break
            }
        }
        return failed ? nil : section
    }

    /// A section's `separator:`: `hidden` or `visible`, or a mapping of `visibility`, `color`, `leading` and
    /// `trailing` (the insets of the line, lengths).
    mutating func separator(_ node: YAMLNode, key: YAMLNode) -> SeparatorDeclaration? {
        if node.mapping == nil, let scalar = node.scalar, !scalar.isNull {
            return keyword(node, SeparatorVisibility.self, what: "separator").map {
                SeparatorDeclaration(visibility: $0)
            }
        }
        guard let fields = entries(node, context: "'separator'", known: ThemeFormat.separatorKeys) else { return nil }
        var result = SeparatorDeclaration()
        var failed = false
        for (name, pair) in fields {
            switch name {
            case "visibility":
                result.visibility = keyword(pair.value, SeparatorVisibility.self, what: "visibility")
                failed = failed || result.visibility == nil
            case "color":
                result.color = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || result.color == nil
            case "leading":
                result.leading = length(pair.value, key: pair.key)
                failed = failed || result.leading == nil
            default:
                result.trailing = length(pair.value, key: pair.key)
                failed = failed || result.trailing == nil
            }
        }
        return failed ? nil : result
    }

    /// The styles of `buttonStyles:` or `listSections:`: a mapping of names to style mappings.
    mutating func styleEntries(_ node: YAMLNode, group: String) -> [(name: String, key: YAMLNode, value: YAMLNode)] {
        if let scalar = node.scalar, scalar.isNull { return [] }
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping of style names to styles", got: node.kindDescription, for: "'\(group)'",
                    at: node.range))
            return []
        }
        var result: [(name: String, key: YAMLNode, value: YAMLNode)] = []
        for pair in pairs {
            guard let name = keyName(pair.key, context: "'\(group)'") else { continue }
            if let character = SwiftIdentifier.invisibleCharacter(in: name) {
                diagnostics.append(
                    ThemeMessages.invisibleCharacter(name, what: "style name", character: character, at: pair.key.range)
                )
                continue
            }
            if let reason = tokenNameProblem(name) {
                diagnostics.append(ThemeMessages.invalidTokenName(name, reason: reason, at: pair.key.range))
                continue
            }
            if SwiftIdentifier.identifier(for: [name]) == nil {
                diagnostics.append(ThemeMessages.invalidIdentifier(name, at: pair.key.range))
                continue
            }
            result.append((name, pair.key, pair.value))
        }
        return result
    }
}

/// The words of `scaling:`: `fixed` or a text style.
enum ScalingWord: RawRepresentable, CaseIterable {
    case fixed
    case relative(TextStyleKind)

    static let allCases: [ScalingWord] = [.fixed] + TextStyleKind.allCases.map { .relative($0) }

    init?(rawValue: String) {
        if rawValue == "fixed" {
            self = .fixed
        } else if let style = TextStyleKind(rawValue: rawValue) {
            self = .relative(style)
        } else {
            return nil
        }
    }

    var rawValue: String {
        switch self {
        case .fixed: return "fixed"
        case .relative(let style): return style.rawValue
        }
    }

    var textStyle: TextStyleKind? {
        switch self {
        case .fixed: return nil
        case .relative(let style): return style
        }
    }
}

extension PaddingDeclaration {
    init(range: SourceRange) {
        self.init(top: nil, leading: nil, bottom: nil, trailing: nil, range: range)
    }
}

extension BorderDeclaration {
    init(range: SourceRange) {
        self.init(color: nil, width: nil, range: range)
    }
}
