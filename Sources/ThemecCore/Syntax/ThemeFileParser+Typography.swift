import ThemecDiagnostics
import ThemecYAML

/// `fonts` and `typography`: font families and text styles.
extension ThemeFileParser {
    /// A font token or a typography's `font`: a family name, a system design's word, or `{fonts.NAME}`.
    mutating func fontExpression(_ node: YAMLNode, context: String) -> FontExpression? {
        guard let scalar = presentScalar(node, expected: "a font family name or '{fonts.NAME}'", context: context)
        else { return nil }
        if scalar.value.hasPrefix("{") {
            return reference(node, scalar: scalar).map(FontExpression.reference)
        }
        if let character = SwiftIdentifier.invisibleCharacter(in: scalar.value) {
            diagnostics.append(
                ThemeMessages.invisibleCharacter(scalar.value, what: "font name", character: character, at: node.range))
            return nil
        }
        if let problem = FontNameCheck.problem(with: scalar.value, at: node.range) {
            diagnostics.append(problem)
            return nil
        }
        return .literal(FontFamily(scalar.value), node.range)
    }

    /// `{group.NAME}` in a scalar that starts with a brace; reports a malformed one.
    mutating func reference(_ node: YAMLNode, scalar: YAMLScalar) -> TokenReference? {
        switch ColorSyntax.parse(scalar.value) {
        case .success(.reference(let segments)):
            return TokenReference(group: segments[0], path: Array(segments.dropFirst()), range: node.range)
        case .failure(let failure):
            diagnostics.append(ThemeMessages.malformedReference(scalar.value, reason: failure.reason, at: node.range))
            return nil
        case .success(.literal):
            return nil
        }
    }

    /// A typography token: `{ font, size, weight, lineHeight, tracking, textStyle, scaling, description }`, or
    /// `"{typography.NAME}"`.
    mutating func typography(_ node: YAMLNode, key: YAMLNode) -> (TypographyExpression, String?)? {
        let name = key.scalar?.value ?? ""
        if let scalar = node.scalar, !scalar.isNull, scalar.value.hasPrefix("{") {
            return reference(node, scalar: scalar).map { (.reference($0), nil) }
        }
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping such as { font: \"{fonts.body}\", size: 17 } or '{typography.NAME}'",
                    got: node.kindDescription, for: "the typography '\(name)'", at: node.range))
            return nil
        }
        var value = TypographyDeclaration()
        var description: String?
        var failed = false
        for pair in pairs {
            guard let field = keyName(pair.key, context: "a typography") else {
                failed = true
                continue
            }
            switch field {
            case "font":
                value.font = fontExpression(pair.value, context: "'font'")
                failed = failed || value.font == nil
            case "size", "lineHeight":
                // A size must be more than 0: a plain number is checked here, with the size's own words.
                if field == "size", let scalar = pair.value.scalar, scalar.isPlain,
                    ColorSyntax.isPlainDecimal(scalar.value), let points = Double(scalar.value), points <= 0
                {
                    diagnostics.append(
                        ThemeMessages.outOfRange(
                            "size", value: formatNumber(points), allowed: "more than 0", at: pair.value.range))
                    failed = true
                    continue
                }
                let expression = numberExpression(pair.value, group: nil, key: pair.key)
                if case .literal(let points, _) = expression, field == "size", points <= 0 {
                    diagnostics.append(
                        ThemeMessages.outOfRange(
                            "size", value: formatNumber(points), allowed: "more than 0", at: pair.value.range))
                    failed = true
                } else if field == "size" {
                    value.size = expression
                } else {
                    value.lineHeight = expression
                }
                failed = failed || expression == nil
            case "tracking":
                value.tracking = signedLength(pair.value, key: pair.key)
                failed = failed || value.tracking == nil
            case "weight":
                value.weight = fontWeight(pair.value)
                failed = failed || value.weight == nil
            case "textStyle":
                value.textStyle = keyword(pair.value, TextStyle.self, what: "text style")
                failed = failed || value.textStyle == nil
            case "scaling":
                value.scaling = keyword(pair.value, TypographyScaling.self, what: "scaling")
                failed = failed || value.scaling == nil
            case "description":
                description = string(pair.value, context: "'description'")
            default:
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        field, in: "a typography",
                        suggestion: Suggestions.closest(to: field, in: ThemeFormat.typographyKeys), at: pair.key.range))
                failed = true
            }
        }
        if !failed, value.size == nil, value.textStyle == nil {
            diagnostics.append(
                ThemeMessages.missingKey(
                    "size", in: "the typography '\(name)' (it has no 'textStyle' to take a size from)",
                    at: node.range))
            return nil
        }
        return failed ? nil : (.literal(value), description)
    }

    /// A weight: a `Font.Weight` name (`bold`) or a number from 1 to 1000 (`700`).
    mutating func fontWeight(_ node: YAMLNode) -> Double? {
        if let scalar = node.scalar, scalar.isPlain, ColorSyntax.isPlainDecimal(scalar.value) {
            return boundedNumber(node, what: "weight", range: 1...1000, allowed: "from 1 to 1000")
        }
        guard let kind = keyword(node, FontWeightKind.self, what: "font weight") else { return nil }
        return ResolvedTypography.namedWeights.first { $0.name == kind }?.value
    }

    /// A length that may be negative (tracking): a number of points, or a reference to a length.
    mutating func signedLength(_ node: YAMLNode, key: YAMLNode) -> NumberExpression? {
        if let scalar = node.scalar, scalar.isPlain, !scalar.isNull {
            guard let value = number(node, context: "'\(key.scalar?.value ?? "")'") else { return nil }
            return .literal(value, node.range)
        }
        return numberExpression(node, group: nil, key: key)
    }
}
