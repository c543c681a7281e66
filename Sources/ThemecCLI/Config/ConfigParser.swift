import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecYAML

/// Reads a `themec.yml` (through `YAMLParser`, libyaml) into a `ThemecConfig`, reporting every problem at
/// its place in the file, as the theme files' parser does.
struct ConfigParser {
    let document: YAMLDocument
    /// The folder paths in the file are relative to: `""`, `../`, `/abs/dir/`.
    let directory: String
    var diagnostics: [Diagnostic] = []

    /// Parses the file at `path` with contents `bytes`; the config is `nil` when there is any error. The
    /// source is the file's text, for rendering the diagnostics.
    static func parse(bytes: [UInt8], path: String)
        -> (config: ThemecConfig?, diagnostics: [Diagnostic], source: SourceText)
    {
        let document = YAMLParser.parse(bytes: bytes, path: path)
        var parser = ConfigParser(document: document, directory: directory(of: path))
        let config = parser.parse()
        let diagnostics = document.diagnostics + parser.diagnostics
        return (diagnostics.containsErrors ? nil : config, diagnostics, document.source)
    }

    /// `dir/` for `dir/themec.yml`, `""` for `themec.yml`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` relative to the file's folder, as the command line would spell it.
    func resolved(_ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        return directory + path
    }

    mutating func parse() -> ThemecConfig? {
        let path = document.source.path
        guard !document.diagnostics.containsErrors else { return nil }
        let empty = ThemecConfig.Settings(range: .startOfFile(path))
        guard let root = document.root, !root.isNullScalar else {
            // An empty file is a configuration with every default.
            return ThemecConfig(path: path, source: document.source, settings: empty, targets: [])
        }
        guard root.mapping != nil else {
            diagnostics.append(ConfigMessages.notAMapping(got: root.kindDescription, at: root.range))
            return nil
        }
        let top = settings(root, context: "a themec.yml file", known: ConfigFormat.rootKeys)
        var targets: [ThemecConfig.Settings] = []
        for pair in root.mapping! where pair.key.scalarValue == "targets" {
            guard let items = pair.value.sequence else {
                diagnostics.append(
                    ThemeMessages.wrongType(
                        expected: "a list of mappings with the same keys as the top level",
                        got: pair.value.kindDescription, for: "'targets'", at: pair.value.range))
                continue
            }
            if items.isEmpty { diagnostics.append(ConfigMessages.emptyTargets(at: pair.value.range)) }
            for item in items {
                guard item.mapping != nil else {
                    diagnostics.append(
                        ThemeMessages.wrongType(
                            expected: "a mapping with the same keys as the top level", got: item.kindDescription,
                            for: "an entry of 'targets'", at: item.range))
                    continue
                }
                let target = settings(item, context: "an entry of 'targets'", known: ConfigFormat.targetKeys)
                if let name = target.name, let first = targets.first(where: { $0.name == name }) {
                    diagnostics.append(
                        ConfigMessages.duplicateTargetName(
                            name, at: target.nameRange ?? target.range, first: first.nameRange ?? first.range))
                }
                targets.append(target.over(top))
            }
        }
        return ThemecConfig(path: path, source: document.source, settings: top, targets: targets)
    }

    /// The settings in the mapping `node`; unknown keys are reported with the closest of `known`.
    mutating func settings(_ node: YAMLNode, context: String, known: [String]) -> ThemecConfig.Settings {
        var settings = ThemecConfig.Settings(range: node.range)
        guard let pairs = node.mapping else { return settings }
        for pair in pairs {
            guard let key = pair.key.scalarValue, !pair.key.isNullScalar else {
                diagnostics.append(
                    ThemeMessages.wrongType(
                        expected: "a plain name", got: pair.key.kindDescription, for: "a key in \(context)",
                        at: pair.key.range))
                continue
            }
            guard known.contains(key) else {
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        key, in: context, suggestion: Suggestions.closest(to: key, in: known), at: pair.key.range))
                continue
            }
            let value = pair.value
            switch key {
            case "name":
                guard let name = string(value, key: key) else { break }
                if name.isEmpty || name.unicodeScalars.contains(where: \.properties.isWhitespace) {
                    diagnostics.append(ConfigMessages.invalidTargetName(name, at: value.range))
                } else {
                    settings.name = name
                    settings.nameRange = value.range
                }
            case "themes":
                settings.themes = paths(value, key: key)
                settings.themesRange = value.range
            case "output":
                settings.output = path(value, key: key)
                settings.outputRange = value.range
            case "assetCatalog":
                settings.assetCatalog = path(value, key: key)
            case "access":
                guard let text = string(value, key: key) else { break }
                if let level = AccessLevel(rawValue: text) {
                    settings.access = level
                } else {
                    let names = AccessLevel.allCases.map(\.rawValue)
                    diagnostics.append(
                        ConfigMessages.invalidAccess(
                            text, suggestion: Suggestions.closest(to: text, in: names), at: value.range))
                }
            case "typeName":
                guard let name = string(value, key: key) else { break }
                if !SwiftIdentifier.isValidIdentifier(name) || SwiftIdentifier.keywords.contains(name) {
                    diagnostics.append(ConfigMessages.invalidTypeName(name, key: key, at: value.range))
                } else if EmitOptions.reservedTypeNames.contains(name) {
                    diagnostics.append(ConfigMessages.reservedTypeName(name, at: value.range))
                } else {
                    settings.typeName = name
                }
            case "stylePrefix":
                guard let prefix = string(value, key: key) else { break }
                if Self.isValidStylePrefix(prefix) {
                    settings.stylePrefix = prefix
                } else {
                    diagnostics.append(ConfigMessages.invalidStylePrefix(prefix, at: value.range))
                }
            case "previews":
                settings.previews = boolean(value, key: key)
            case "strict":
                settings.strict = boolean(value, key: key)
            case "lint":
                let (lint, found) = LintDeclaration.parse(value, in: document)
                diagnostics += found
                settings.lint = lint
                settings.lintText = text(of: value.range)
            case "import":
                importSettings(value, into: &settings)
            default:
                break  // `targets`, read by `parse()`
            }
        }
        return settings
    }

    /// `import: { remBase: 16 }`.
    mutating func importSettings(_ node: YAMLNode, into settings: inout ThemecConfig.Settings) {
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping such as { remBase: 16 }", got: node.kindDescription, for: "'import'",
                    at: node.range))
            return
        }
        for pair in pairs {
            let key = pair.key.scalarValue ?? ""
            guard ConfigFormat.importKeys.contains(key) else {
                diagnostics.append(
                    ThemeMessages.unknownKey(
                        key, in: "'import'", suggestion: Suggestions.closest(to: key, in: ConfigFormat.importKeys),
                        at: pair.key.range))
                continue
            }
            guard let scalar = pair.value.scalar, scalar.isPlain, let number = Double(scalar.value),
                number.isFinite, number > 0
            else {
                diagnostics.append(ConfigMessages.invalidRemBase(at: pair.value.range))
                continue
            }
            settings.remBase = number
        }
    }

    /// `[A-Z][A-Za-z0-9]*`: a prefix that keeps every style type name an UpperCamelCase identifier.
    static func isValidStylePrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return prefix.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
    }

    // MARK: - Values

    /// A string scalar, quoted or not; `nil` after reporting anything else.
    mutating func string(_ node: YAMLNode, key: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull || !scalar.isPlain else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a string", got: node.kindDescription, for: "'\(key)'", at: node.range))
            return nil
        }
        return scalar.value
    }

    /// A path, relative to the file's folder.
    mutating func path(_ node: YAMLNode, key: String) -> String? {
        guard let text = string(node, key: key) else { return nil }
        guard !text.isEmpty else {
            diagnostics.append(ConfigMessages.emptyPath(key, at: node.range))
            return nil
        }
        return resolved(text)
    }

    /// A path or a list of paths.
    mutating func paths(_ node: YAMLNode, key: String) -> [String]? {
        guard let items = node.sequence else { return path(node, key: key).map { [$0] } }
        guard !items.isEmpty else {
            diagnostics.append(ConfigMessages.emptyPath(key, at: node.range))
            return nil
        }
        var found: [String] = []
        for item in items {
            if let path = path(item, key: "an entry of '\(key)'") { found.append(path) }
        }
        return found.count == items.count ? found : nil
    }

    /// `true` or `false`, unquoted.
    mutating func boolean(_ node: YAMLNode, key: String) -> Bool? {
        if let scalar = node.scalar {
            switch scalar.value {
            case "true", "True", "TRUE": if scalar.isPlain { return true }
            case "false", "False", "FALSE": if scalar.isPlain { return false }
            default: break
            }
            let quoted = !scalar.isPlain && ["true", "false"].contains(scalar.value.lowercased())
            let got =
                quoted
                ? "the string '\(scalar.value)'; remove the quotes"
                : "'\(scalar.value)'"
            diagnostics.append(
                ThemeMessages.wrongType(expected: "true or false", got: got, for: "'\(key)'", at: node.range))
            return nil
        }
        diagnostics.append(
            ThemeMessages.wrongType(
                expected: "true or false", got: node.kindDescription, for: "'\(key)'", at: node.range))
        return nil
    }

    /// The lines of the file that `range` covers.
    func text(of range: SourceRange) -> String {
        (range.start.line...max(range.start.line, range.end.line)).compactMap { document.source.line($0) }
            .joined(separator: "\n")
    }
}
