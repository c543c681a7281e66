public import ThemecDiagnostics
public import ThemecYAML

/// Reading `lint:`, the settings of the contrast checks.
extension ThemeFileParser {
    /// The ratio a declared pair must meet when it gives no `minimum`: WCAG's AA level for normal text.
    static let defaultContrastMinimum = 4.5

    /// `lint: { surface: …, largeText: true, contrast: [ … ] }`; `nil` after reporting a problem.
    mutating func lint(_ node: YAMLNode) -> LintDeclaration? {
        guard let fields = entries(node, context: "'lint'", known: ThemeFormat.lintKeys) else { return nil }
        var lint = LintDeclaration(range: node.range)
        var failed = fields.count != (node.mapping?.count ?? 0)  // unknown keys were reported
        for (name, pair) in fields {
            switch name {
            case "surface":
                lint.surface = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || lint.surface == nil
            case "largeText":
                lint.largeText = boolean(pair.value, context: "'lint.largeText'")
                failed = failed || lint.largeText == nil
            case "enhancedContrast":
                lint.enhancedContrast = boolean(pair.value, context: "'lint.enhancedContrast'")
                failed = failed || lint.enhancedContrast == nil
            case "checkDisabled":
                lint.checkDisabled = boolean(pair.value, context: "'lint.checkDisabled'")
                failed = failed || lint.checkDisabled == nil
            default:
                lint.contrast = contrastPairs(pair.value)
                failed = failed || lint.contrast == nil
            }
        }
        return failed ? nil : lint
    }

    /// `true` or `false`, unquoted (YAML's core schema spellings).
    mutating func boolean(_ node: YAMLNode, context: String) -> Bool? {
        guard let scalar = presentScalar(node, expected: "true or false", context: context) else { return nil }
        let value: Bool? =
            switch scalar.value {
            case "true", "True", "TRUE": true
            case "false", "False", "FALSE": false
            default: nil
            }
        guard let value, scalar.isPlain else {
            let what = value != nil ? "the string '\(scalar.value)'; remove the quotes" : "'\(scalar.value)'"
            diagnostics.append(
                ThemeMessages.wrongType(expected: "true or false", got: what, for: context, at: node.range))
            return nil
        }
        return value
    }

    /// `contrast: [ { foreground: …, background: …, minimum: 4.5 }, … ]`.
    mutating func contrastPairs(_ node: YAMLNode) -> [ContrastPairDeclaration]? {
        if let scalar = node.scalar, scalar.isNull { return [] }
        guard let items = node.sequence else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a list of pairs such as { foreground: \"{colors.label}\", background: "
                        + "\"{colors.background}\", minimum: 4.5 }",
                    got: node.kindDescription, for: "'lint.contrast'", at: node.range))
            return nil
        }
        var pairs: [ContrastPairDeclaration] = []
        var failed = false
        for item in items {
            if let pair = contrastPair(item) { pairs.append(pair) } else { failed = true }
        }
        return failed ? nil : pairs
    }

    mutating func contrastPair(_ node: YAMLNode) -> ContrastPairDeclaration? {
        guard node.mapping != nil else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping with 'foreground', 'background' and optionally 'minimum'",
                    got: node.kindDescription, for: "an entry of 'lint.contrast'", at: node.range))
            return nil
        }
        guard let fields = entries(node, context: "a contrast pair", known: ThemeFormat.contrastPairKeys) else {
            return nil
        }
        var foreground: SemanticColorExpression?
        var background: SemanticColorExpression?
        var minimum = Self.defaultContrastMinimum
        var failed = fields.count != (node.mapping?.count ?? 0)
        for (name, pair) in fields {
            switch name {
            case "foreground":
                foreground = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || foreground == nil
            case "background":
                background = semanticColor(pair.value, key: pair.key)?.0
                failed = failed || background == nil
            default:
                if let value = boundedNumber(pair.value, what: "minimum", range: 1...21, allowed: "from 1 to 21") {
                    minimum = value
                } else {
                    failed = true
                }
            }
        }
        let keys = Set(fields.map(\.0))
        for required in ["foreground", "background"] where !keys.contains(required) {
            diagnostics.append(ThemeMessages.missingKey(required, in: "a contrast pair", at: node.range))
            failed = true
        }
        guard !failed, let foreground, let background else { return nil }
        return ContrastPairDeclaration(
            foreground: foreground, background: background, minimum: minimum, range: node.range)
    }
}

extension LintDeclaration {
    /// Reads a `lint:` block outside a theme file (the `lint` key of a `themec.yml`), by the rules and with the
    /// messages of a theme's `lint:`.
    ///
    /// - Returns: the block, `nil` when it has a problem; and the diagnostics, located in `document`.
    public static func parse(_ node: YAMLNode, in document: YAMLDocument) -> (LintDeclaration?, [Diagnostic]) {
        var parser = ThemeFileParser(document: document)
        let lint = parser.lint(node)
        return (lint, parser.diagnostics)
    }
}
