// Stage: theme file (entry file 3 of 6, docs/Architecture.md).
// Takes: one YAMLDocument.
// Gives: a ThemeDeclaration: typed but unresolved (references are still references).
// Reports: unknown keys, wrong kinds of value, malformed colours and numbers, bad names: all of one file.

import ThemecDiagnostics
import ThemecYAML

/// Reads one YAML document into a `ThemeDeclaration`, reporting every structural problem it finds.
///
/// It checks what can be checked within one file: keys, value kinds, colour and number syntax, ranges,
/// names. What needs the whole set (references, `extends`, missing tokens) is the resolver's job.
struct ThemeFileParser {
    let document: YAMLDocument
    var diagnostics: [Diagnostic] = []
    /// How large groups are split over the cores (`groupDeclarations`); `nil`: at least
    /// `minimumEntriesPerRange` tokens a range (a nested group weighed by its leaves), twice as many ranges as
    /// cores. Tests split small groups.
    var splitting: (minimumEntries: Int, ranges: Int)?

    /// How the ranges of a large group are read: serially unless the pipeline (`ThemeSetLoader`) says
    /// otherwise.
    var fanout = Fanout.serial

    init(document: YAMLDocument) {
        self.document = document
    }

    var path: String { document.source.path }

    /// Parses the document; returns `nil` when there is nothing to build a theme from.
    mutating func parse() -> ThemeDeclaration? {
        guard let root = document.root else {
            if !document.diagnostics.containsErrors { diagnostics.append(ThemeMessages.emptyFile(path)) }
            return nil
        }
        if let scalar = root.scalar, scalar.isNull {
            diagnostics.append(ThemeMessages.emptyFile(path))
            return nil
        }
        guard let pairs = root.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping of keys such as 'theme' and 'colors'", got: root.kindDescription,
                    for: "a theme file", at: root.range))
            return nil
        }
        var theme = ThemeDeclaration(file: path, range: root.range)
        var sawTheme = false
        for pair in pairs {
            guard let key = keyName(pair.key, context: "a theme file") else { continue }
            switch key {
            case "theme":
                sawTheme = true
                // A name typed decomposed (NFD, as macOS may give `Café`) is taken in its composed form.
                if let name = string(pair.value, context: "'theme'").map(LatinComposition.composed) {
                    if let character = SwiftIdentifier.invisibleCharacter(in: name) {
                        diagnostics.append(
                            ThemeMessages.invisibleCharacter(
                                name, what: "theme name", character: character, at: pair.value.range))
                    } else if isValidThemeName(name) {
                        theme.name = Located(name, at: pair.value.range)
                    } else {
                        diagnostics.append(ThemeMessages.invalidThemeName(name, at: pair.value.range))
                    }
                }
            case "description":
                theme.description = string(pair.value, context: "'description'")
            case "extends":
                if let name = string(pair.value, context: "'extends'").map(LatinComposition.composed) {
                    theme.extends = Located(name, at: pair.value.range)
                }
            case "abstract":
                theme.isAbstract = boolean(pair.value, context: "'abstract'") ?? false
            case "palette":
                groupDeclarations(
                    pair.value, group: key, nested: true, into: &theme.palette, failed: &theme.failedTokens
                ) { parser, value, keyNode in parser.colorExpression(value, key: keyNode).map { ($0, nil) } }
            case "colors":
                groupDeclarations(
                    pair.value, group: key, nested: false, into: &theme.colors, failed: &theme.failedTokens
                ) { parser, value, keyNode in parser.semanticColor(value, key: keyNode) }
            case "radii", "spacing", "sizes", "opacity", "numbers", "durations":
                let group = TokenGroup(rawValue: key)!
                // Radii and spacing are flat, as in format version 1; the newer groups nest like the palette.
                let nested = group != .radii && group != .spacing
                var declarations: [TokenDeclaration<NumberExpression>] = []
                groupDeclarations(
                    pair.value, group: key, nested: nested, into: &declarations, failed: &theme.failedTokens
                ) { parser, value, keyNode in
                    parser.numberExpression(value, group: group, key: keyNode).map { ($0, nil) }
                }
                theme.appendNumberTokens(declarations, to: group)
            case "fonts":
                groupDeclarations(
                    pair.value, group: key, nested: true, into: &theme.fonts, failed: &theme.failedTokens
                ) { parser, value, keyNode in
                    parser.fontExpression(value, context: "'\(keyNode.scalar?.value ?? "")'").map { ($0, nil) }
                }
            case "typography":
                groupDeclarations(
                    pair.value, group: key, nested: true, leafKeys: ThemeFormat.typographyKeys, into: &theme.typography,
                    failed: &theme.failedTokens
                ) { parser, value, keyNode in parser.typography(value, key: keyNode) }
            case "shadows":
                groupDeclarations(
                    pair.value, group: key, nested: true, leafKeys: ThemeFormat.shadowTokenKeys, into: &theme.shadows,
                    failed: &theme.failedTokens
                ) { parser, value, keyNode in parser.shadowToken(value, key: keyNode) }
            case "animations":
                groupDeclarations(
                    pair.value, group: key, nested: true, leafKeys: ThemeFormat.animationTokenKeys,
                    into: &theme.animations, failed: &theme.failedTokens
                ) { parser, value, keyNode in parser.animationToken(value, key: keyNode) }
            case "buttonStyles":
                for (name, keyNode, value) in styleEntries(pair.value, group: key) {
                    if let style = buttonStyle(value, key: keyNode, name: name) {
                        theme.buttonStyles.append(style)
                    } else {
                        theme.failedTokens.insert("buttonStyles." + name)
                    }
                }
            case "listSections":
                for (name, keyNode, value) in styleEntries(pair.value, group: key) {
                    if let section = listSection(value, key: keyNode, name: name) {
                        theme.listSections.append(section)
                    } else {
                        theme.failedTokens.insert("listSections." + name)
                    }
                }
            case "lint":
                if let lint = lint(pair.value) {
                    theme.lint = lint
                } else {
                    theme.failedTokens.insert("lint")
                }
            default:
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        key, in: "a theme file", suggestion: Suggestions.closest(to: key, in: ThemeFormat.rootKeys),
                        at: pair.key.range))
            }
        }
        if !sawTheme {
            diagnostics.append(
                ThemeMessages.missingKey(
                    "theme", in: "the theme file",
                    at: SourceRange(file: path, start: root.range.start, end: root.range.start)))
        }
        return theme
    }

    // MARK: - Names

    func isValidThemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
    }

    /// A mapping key as a string; reports keys that are not plain text.
    mutating func keyName(_ key: YAMLNode, context: String) -> String? {
        guard !key.isNullScalar, let value = key.scalarValue else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a name", got: key.kindDescription, for: "a key in \(context)", at: key.range))
            return nil
        }
        return value
    }

    /// Whether `name` is non-empty ASCII letters and digits: such a path always has an identifier (its words
    /// are the runs of letters and digits; a leading digit gets an underscore), so the pipeline can be skipped.
    static func isASCIIAlphanumeric(_ name: String) -> Bool {
        scanName(name).isASCIIAlphanumeric
    }

    func tokenNameProblem(_ name: String) -> String? {
        Self.scanName(name).problem
    }

    /// One pass over a token name's bytes: the problem that makes it invalid (a '.' is reported before a
    /// brace wherever each is), and whether it is non-empty ASCII letters and digits.
    static func scanName(_ name: String) -> (problem: String?, isASCIIAlphanumeric: Bool) {
        var name = name
        return name.withUTF8 { bytes in
            if bytes.isEmpty { return ("a name cannot be empty", false) }
            // On UTF-8 bytes: `name.contains(".")` resolved to Foundation's substring search, a third of this stage.
            var hasBrace = false
            var isAlphanumeric = true
            for byte in bytes {
                if byte == UInt8(ascii: ".") {
                    return ("'.' separates the parts of a reference, so it cannot be part of a name", false)
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { hasBrace = true }
                let folded = byte | 0x20
                if !((byte >= 0x30 && byte <= 0x39) || (folded >= 0x61 && folded <= 0x7A)) { isAlphanumeric = false }
            }
            if hasBrace { return ("'{' and '}' mark references, so they cannot be part of a name", false) }
            return (nil, isAlphanumeric)
        }
    }

    // MARK: - Scalars

    /// The node's scalar when it is one with a value; otherwise reports an empty value, or a value of the
    /// wrong kind (`expected` says what was wanted), and returns `nil`.
    mutating func presentScalar(_ node: YAMLNode, expected: String, context: String) -> YAMLScalar? {
        guard let scalar = node.scalar else {
            diagnostics.append(
                ThemeMessages.wrongType(expected: expected, got: node.kindDescription, for: context, at: node.range))
            return nil
        }
        guard !scalar.isNull else {
            diagnostics.append(ThemeMessages.emptyValue(for: context, at: node.range))
            return nil
        }
        return scalar
    }

    mutating func string(_ node: YAMLNode, context: String) -> String? {
        presentScalar(node, expected: "text", context: context)?.value
    }

    /// A plain number, with precise errors for quoted numbers and YAML's other readings.
    /// An opacity written as a CSS percentage, `8%` (unquoted): 0.08; `nil` (nothing reported) when `node` is
    /// not one, or (reported) when it is outside 0%–100%.
    mutating func percentage(_ node: YAMLNode, context: String) -> Double? {
        guard let scalar = node.scalar, scalar.isPlain, scalar.value.hasSuffix("%") else { return nil }
        let digits = String(scalar.value.dropLast())
        guard ColorSyntax.isPlainDecimal(digits), let value = Double(digits), value.isFinite else { return nil }
        guard (0...100).contains(value) else {
            diagnostics.append(
                ThemeMessages.outOfRange(
                    "opacity", value: scalar.value, allowed: "from 0 to 1 (or 0% to 100%)", at: node.range))
            return nil
        }
        return value / 100
    }

    mutating func number(_ node: YAMLNode, context: String) -> Double? {
        guard let scalar = presentScalar(node, expected: "a number", context: context) else { return nil }
        let text = scalar.value
        guard ColorSyntax.isPlainDecimal(text), let value = Double(text), value.isFinite else {
            diagnostics.append(ThemeMessages.invalidNumber(text, for: context, at: node.range))
            return nil
        }
        guard scalar.isPlain else {
            diagnostics.append(
                scalar.taggedType == "str"
                    ? ThemeMessages.wrongType(
                        expected: "a number", got: "the string '\(text)' (tagged '!!str')", for: context, at: node.range
                    )
                    : ThemeMessages.quotedNumber(text, for: context, at: node.range))
            return nil
        }
        if let warning = NumberReading.leadingZeroWarning(text, at: node.range) { diagnostics.append(warning) }
        return value
    }

    /// The range of part of a scalar (Unicode scalar offsets into its value), when the source maps one to one;
    /// otherwise the whole scalar.
    func subrange(of node: YAMLNode, offset: Int, length: Int) -> SourceRange {
        guard let scalar = node.scalar, node.range.start.line == node.range.end.line else { return node.range }
        let quote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
        let count = scalar.value.unicodeScalars.count
        guard node.range.end.column - node.range.start.column == count + 2 * quote,
            !scalar.value.contains("'") || scalar.style != .singleQuoted
        else { return node.range }
        let start = SourceLocation(line: node.range.start.line, column: node.range.start.column + quote + offset)
        let end = SourceLocation(line: start.line, column: start.column + max(length, 1))
        return SourceRange(file: node.range.file, start: start, end: end)
    }

    // MARK: - Colours

    /// One colour position: a string, or `{ color: …, opacity: … }`.
    mutating func colorExpression(_ node: YAMLNode, key: YAMLNode) -> ColorExpression? {
        // Nearly every colour is a hex value or a reference: read from the scalar's bytes, as `parse` would.
        if node.isScalar, !node.isNullScalar, let common = node.withScalarUTF8(ColorSyntax.commonColor(utf8:)),
            let value = common
        {
            switch value {
            case .literal(let rgba):
                return .literal(rgba, node.range)
            case .reference(let group, let dottedPath):
                return .reference(TokenReference(group: group, dottedPath: dottedPath, range: node.range))
            }
        }
        let keyText = key.scalarValue ?? "colour"
        switch node.content {
        case .scalar(let scalar):
            if scalar.isNull {
                if let (hex, range) = unquotedHex(after: key) {
                    diagnostics.append(ThemeMessages.unquotedHexColor(hex, key: keyText, at: range))
                } else {
                    diagnostics.append(ThemeMessages.emptyValue(for: "'\(keyText)'", at: node.range))
                }
                return nil
            }
            var gamutMapped: ColorSyntax.GamutMapping?
            switch ColorSyntax.parse(scalar.value, gamutMapped: &gamutMapped) {
            case .success(.literal(let rgba)):
                if let gamutMapped {
                    diagnostics.append(
                        ThemeMessages.colorGamutMapped(
                            scalar.value, reason: gamutMapped.reason,
                            at: subrange(of: node, offset: gamutMapped.offset, length: gamutMapped.length)))
                }
                return .literal(rgba, node.range)
            case .success(.reference(let segments)):
                return .reference(
                    TokenReference(group: segments[0], path: Array(segments.dropFirst()), range: node.range))
            case .failure(let failure):
                let range = subrange(of: node, offset: failure.offset, length: failure.length)
                if failure.kind == .outOfRange {
                    diagnostics.append(
                        ThemeMessages.colorOutOfRange(scalar.value, reason: failure.reason, at: range))
                } else if failure.kind == .unknownSpace {
                    diagnostics.append(
                        ThemeMessages.unknownColorSpace(scalar.value, reason: failure.reason, at: range))
                } else {
                    diagnostics.append(ThemeMessages.malformedColor(scalar.value, reason: failure.reason, at: range))
                }
                return nil
            }
        case .mapping(let pairs):
            return opacityForm(node, pairs: pairs)
        case .sequence:
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a colour such as \"#007AFF\" or \"{palette.blue}\"", got: "a list", for: "'\(keyText)'",
                    at: node.range))
            return nil
        }
    }

    /// `{ color: VALUE, opacity: 0–1 }`.
    mutating func opacityForm(_ node: YAMLNode, pairs: YAMLMapping) -> ColorExpression? {
        var color: ColorExpression?
        var opacity: Double?
        var colorKeySeen = false
        var opacitySeen = false
        var failed = false
        for pair in pairs {
            guard let key = keyName(pair.key, context: "a colour") else { continue }
            switch key {
            case "color":
                colorKeySeen = true
                color = colorExpression(pair.value, key: pair.key)
                if color == nil { failed = true }
            case "opacity":
                opacitySeen = true
                if let value = percentage(pair.value, context: "'opacity'") ?? number(pair.value, context: "'opacity'")
                {
                    if (0...1).contains(value) {
                        opacity = value
                    } else {
                        diagnostics.append(
                            ThemeMessages.outOfRange(
                                "opacity", value: formatNumber(value), allowed: "from 0 to 1", at: pair.value.range))
                        failed = true
                    }
                } else {
                    failed = true
                }
            default:
                let candidates = ThemeFormat.opacityKeys + ThemeFormat.appearanceKeys
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        key, in: "a colour", suggestion: Suggestions.closest(to: key, in: candidates),
                        at: pair.key.range))
                failed = true
            }
        }
        if !colorKeySeen {
            diagnostics.append(ThemeMessages.missingKey("color", in: "a colour with 'opacity'", at: node.range))
            return nil
        }
        if !opacitySeen {
            diagnostics.append(ThemeMessages.missingKey("opacity", in: "a colour with 'color'", at: node.range))
            return nil
        }
        guard !failed, let color, let opacity else { return nil }
        return .withOpacity(color, opacity: opacity, node.range)
    }

    /// When YAML read `key: #FFFFFF` as a key and a comment, the hex text and where it is.
    func unquotedHex(after key: YAMLNode) -> (String, SourceRange)? {
        guard let line = document.source.line(key.range.end.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        var index = key.range.end.column - 1
        guard index >= 0, index <= scalars.count else { return nil }
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        index += 1
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == "#" else { return nil }
        var end = index + 1
        while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
        guard end > index + 1 else { return nil }
        let hex = String(String.UnicodeScalarView(scalars[index..<end]))
        let range = SourceRange(
            file: key.range.file, start: SourceLocation(line: key.range.end.line, column: index + 1),
            end: SourceLocation(line: key.range.end.line, column: end + 1))
        return (hex, range)
    }

    /// A semantic colour: a single colour, or a mapping of appearances (plus an optional description).
    mutating func semanticColor(_ node: YAMLNode, key: YAMLNode) -> (SemanticColorExpression, String?)? {
        guard let pairs = node.mapping else {
            return colorExpression(node, key: key).map { (.single($0), nil) }
        }
        if let common = commonAppearances(pairs) { return common }
        // One pass over the keys (scalar ones, null included, as written) instead of collecting them.
        var hasLight = false
        var hasDark = false
        var hasAppearanceKey = false
        var hasOpacityKey = false
        for pair in pairs {
            let keyNode = pair.key
            guard keyNode.isScalar else { continue }
            switch Self.colorSlot(keyNode) {
            case .light: hasLight = true
            case .dark: hasDark = true
            case .lightHighContrast, .darkHighContrast: hasAppearanceKey = true
            case nil:
                if let text = keyNode.scalarValue, ThemeFormat.opacityKeys.contains(text) { hasOpacityKey = true }
            }
        }
        if hasOpacityKey, !hasLight, !hasDark, !hasAppearanceKey {
            return colorExpression(node, key: key).map { (.single($0), nil) }
        }
        var light: ColorExpression?
        var dark: ColorExpression?
        var lightHighContrast: ColorExpression?
        var darkHighContrast: ColorExpression?
        var description: String?
        var failed = false
        var suggested: Set<String> = []
        for pair in pairs {
            // An appearance key, as `keyName` then `colorSlot` would find it, without making its string.
            let keyNode = pair.key
            let knownSlot = keyNode.isScalar && !keyNode.isNullScalar ? Self.colorSlot(keyNode) : nil
            guard let slot = knownSlot == nil ? keyName(keyNode, context: "a colour") : "" else { continue }
            if let appearance = knownSlot ?? Self.colorSlot(slot) {
                if let expression = colorExpression(pair.value, key: pair.key) {
                    switch appearance {
                    case .light: light = expression
                    case .dark: dark = expression
                    case .lightHighContrast: lightHighContrast = expression
                    case .darkHighContrast: darkHighContrast = expression
                    }
                } else {
                    failed = true
                }
            } else if slot == "description" {
                description = string(pair.value, context: "'description'")
            } else {
                let suggestion = Suggestions.closest(to: slot, in: ThemeFormat.semanticColorKeys)
                if let suggestion { suggested.insert(suggestion) }
                diagnostics.append(
                    ThemeMessages.unknownKey(slot, in: "a colour", suggestion: suggestion, at: pair.key.range))
                failed = true
            }
        }
        if !hasLight || !hasDark {
            let missing = !hasLight && !hasDark ? "light' and 'dark" : (hasLight ? "dark" : "light")
            let present = hasLight ? "light" : (hasDark ? "dark" : nil)
            if !(suggested.contains("light") && !hasLight) && !(suggested.contains("dark") && !hasDark) {
                if let present {
                    let presentRange = pairs.first { $0.key.scalar?.value == present }?.key.range ?? node.range
                    diagnostics.append(ThemeMessages.missingAppearance(missing, present: present, at: presentRange))
                } else {
                    diagnostics.append(
                        ThemeMessages.missingKey(
                            "light' and 'dark", in: "the colour '\(key.scalar?.value ?? "")'", at: node.range))
                }
            }
            return nil
        }
        guard !failed, let light, let dark else { return nil }
        return (
            .appearances(
                light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast),
            description
        )
    }

    /// The usual semantic colour, whose keys are ASCII appearance keys with `light` and `dark` among them and
    /// perhaps `description`, read as the general path reads it (values in order, the last of a repeated key
    /// kept) with each key compared once by its bytes; `nil` (nothing reported) for any other mapping.
    mutating func commonAppearances(_ pairs: YAMLMapping) -> (SemanticColorExpression, String?)?? {
        var hasLight = false
        var hasDark = false
        for pair in pairs {
            switch Self.commonColorKey(pair.key) {
            case .light: hasLight = true
            case .dark: hasDark = true
            case .lightHighContrast, .darkHighContrast, .description: break
            case nil: return nil
            }
        }
        guard hasLight, hasDark else { return nil }
        var light: ColorExpression?
        var dark: ColorExpression?
        var lightHighContrast: ColorExpression?
        var darkHighContrast: ColorExpression?
        var description: String?
        var failed = false
        for pair in pairs {
            let key = Self.commonColorKey(pair.key)
            if key == .description {
                description = string(pair.value, context: "'description'")
                continue
            }
            guard let expression = colorExpression(pair.value, key: pair.key) else {
                failed = true
                continue
            }
            switch key {
            case .light: light = expression
            case .dark: dark = expression
            case .lightHighContrast: lightHighContrast = expression
            case .darkHighContrast: darkHighContrast = expression
            case .description, nil: break
            }
        }
        guard !failed, let light, let dark else { return .some(nil) }
        return (
            .appearances(
                light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast),
            description
        )
    }

    /// A semantic colour's key that `commonAppearances` reads: an appearance or `description`.
    enum CommonColorKey {
        case light, dark, lightHighContrast, darkHighContrast, description
    }

    /// The key `key` is when it is a scalar of ASCII bytes spelling an appearance key or `description` (bytes
    /// decide then, as `scalarEquals` does); `nil` otherwise, `null` and non-ASCII keys included.
    static func commonColorKey(_ key: YAMLNode) -> CommonColorKey? {
        let found = key.withScalarUTF8 { bytes -> CommonColorKey? in
            func equals(_ text: StaticString) -> Bool {
                let base = text.utf8Start
                for index in 0..<bytes.count where bytes[index] != base[index] { return false }
                return true
            }
            // Each length has one key, so `equals` compares lengths that are already equal.
            switch bytes.count {
            case 4: return equals("dark") ? .dark : nil
            case 5: return equals("light") ? .light : nil
            case 11: return equals("description") ? .description : nil
            case 16: return equals("darkHighContrast") ? .darkHighContrast : nil
            case 17: return equals("lightHighContrast") ? .lightHighContrast : nil
            default: return nil
            }
        }
        return found ?? nil
    }

    /// The appearance keys of a semantic colour (`ThemeFormat.appearanceKeys`), as an index.
    enum ColorSlot {
        case light, dark, lightHighContrast, darkHighContrast
    }

    /// The slot the scalar `key` names, if it is one of `ThemeFormat.appearanceKeys` (as `colorSlot` of its text).
    static func colorSlot(_ key: YAMLNode) -> ColorSlot? {
        if key.scalarEquals("light") { return .light }
        if key.scalarEquals("dark") { return .dark }
        if key.scalarEquals("lightHighContrast") { return .lightHighContrast }
        if key.scalarEquals("darkHighContrast") { return .darkHighContrast }
        return nil
    }

    /// The slot `key` names, if it is one of `ThemeFormat.appearanceKeys`.
    static func colorSlot(_ key: String) -> ColorSlot? {
        switch key {
        case "light": return .light
        case "dark": return .dark
        case "lightHighContrast": return .lightHighContrast
        case "darkHighContrast": return .darkHighContrast
        default: return nil
        }
    }

    // MARK: - Numbers

    /// A token of a number group: a number in the group's range or a reference such as `{radii.NAME}`; with no
    /// group, a length in a style (0 or more, or a reference to a length).
    mutating func numberExpression(_ node: YAMLNode, group: TokenGroup?, key: YAMLNode) -> NumberExpression? {
        let context = "'\(key.scalar?.value ?? "")'"
        let kind = Self.numberKind(group)
        if let scalar = node.scalar, !scalar.isPlain, scalar.value.hasPrefix("{") {
            switch ColorSyntax.parse(scalar.value) {
            case .success(.reference(let segments)):
                return .reference(
                    TokenReference(group: segments[0], path: Array(segments.dropFirst()), range: node.range))
            case .failure(let failure):
                diagnostics.append(
                    ThemeMessages.malformedReference(scalar.value, reason: failure.reason, at: node.range))
                return nil
            case .success(.literal):
                return nil
            }
        }
        if let scalar = node.scalar, !scalar.isNull, !scalar.isPlain, Double(scalar.value) == nil {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected:
                        "\(kind.what) (\(kind.example)) or a reference such as '{\(group?.rawValue ?? "spacing").NAME}'",
                    got: "'\(scalar.value)'", for: context, at: node.range))
            return nil
        }
        if group == .opacity, let value = percentage(node, context: context) { return .literal(value, node.range) }
        guard let value = number(node, context: context) else { return nil }
        guard value >= kind.minimum, value <= kind.maximum else {
            diagnostics.append(
                ThemeMessages.outOfRange(kind.name, value: formatNumber(value), allowed: kind.allowed, at: node.range))
            return nil
        }
        return .literal(value, node.range)
    }

    /// How a number group's values are described and bounded.
    static func numberKind(_ group: TokenGroup?) -> (
        name: String, what: String, example: String, minimum: Double, maximum: Double, allowed: String
    ) {
        guard let group else {
            return ("length", "a length in points", "a number such as 8", 0, .infinity, "0 or more")
        }
        switch group {
        case .radii: return ("radius", "a radius in points", "a number such as 8", 0, .infinity, "0 or more")
        case .spacing: return ("spacing", "a spacing in points", "a number such as 8", 0, .infinity, "0 or more")
        case .sizes: return ("size", "a size in points", "a number such as 44", 0, .infinity, "0 or more")
        case .opacity: return ("opacity", "an opacity", "a number from 0 to 1", 0, 1, "from 0 to 1")
        case .durations:
            return ("duration", "a duration in seconds", "a number such as 0.25", 0, .infinity, "0 or more")
        case .numbers, .palette, .colors, .fonts, .typography, .shadows, .animations:
            return ("number", "a number", "such as 1.5", -.infinity, .infinity, "any number")
        }
    }
}
