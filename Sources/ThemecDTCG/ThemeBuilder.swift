import ThemecCore
import ThemecDiagnostics

/// Collects the tokens of every appearance context, decides where each goes in the theme format and
/// writes the theme's YAML. The rules are in `docs/DTCG.md`.
struct ThemeBuilder {
    var themeName: String
    var description: String?
    var diagnostics: [Diagnostic] = []

    private struct Entry {
        var path: [String]
        var range: SourceRange
        var description: String?
        var deprecated: String?
        var marker: TokenGroup?
        /// The `dev.themec` group as written (also groups this build's format lacks).
        var markerText: String?
        var type: String?
        var values: [Appearance: (value: ImportedValue, alias: [String]?)] = [:]
    }

    private var order: [String] = []
    private var entries: [String: Entry] = [:]
    private var appearances: [Appearance] = []
    /// Where each imported token went: its group and its name path there.
    private var placement: [String: (group: TokenGroup, name: [String])] = [:]

    /// Points per `rem` for dimension tokens.
    var remBase: Double = 16
    /// Shadow and animation tokens (`ImportedGroups.swift`).
    private var pendingGroups = PendingGroupTokens()

    init(themeName: String, description: String?, remBase: Double = 16) {
        self.themeName = themeName
        self.description = description
        self.remBase = remBase
    }

    private static func key(_ path: [String]) -> String { path.joined(separator: "\u{0}") }

    mutating func add(_ contexts: [ResolverContext]) {
        for context in contexts {
            appearances.append(context.appearance)
            var tree = DTCGTokenTree(root: context.tree)
            var converter = DTCGValueConverter(remBase: remBase)
            for token in tree.tokens {
                var marker: TokenGroup?
                var markerText: String?
                if let extensions = token.extensions?.members {
                    for (key, value) in extensions {
                        if key == DTCGImporter.extensionKey {
                            markerText = value["group"]?.string
                            marker = markerText.flatMap(TokenGroup.init(rawValue:))
                        } else if !DTCGValueConverter.handledExtensions.contains(key) {
                            diagnostics.append(
                                DTCGMessages.extensionsIgnored(
                                    key, token: DTCGTokenTree.location(token.path), at: value.range))
                        }
                    }
                }
                // `convert` drops the alias when a value modifier changed the value.
                guard var resolved = tree.resolve(token.path),
                    let value = converter.convert(&resolved, token: token)
                else { continue }
                let key = Self.key(token.path)
                if entries[key] == nil {
                    order.append(key)
                    entries[key] = Entry(path: token.path, range: token.node.range)
                }
                entries[key]!.description = entries[key]!.description ?? token.description
                entries[key]!.marker = entries[key]!.marker ?? marker
                entries[key]!.markerText = entries[key]!.markerText ?? markerText
                entries[key]!.type = entries[key]!.type ?? resolved.type
                if let deprecated = token.deprecated {
                    entries[key]!.deprecated = deprecated
                    diagnostics.append(
                        DTCGMessages.deprecatedToken(
                            DTCGTokenTree.location(token.path), explanation: deprecated, at: token.node.range))
                }
                entries[key]!.values[context.appearance] = (value, resolved.aliasOf)
            }
            diagnostics += tree.diagnostics + converter.diagnostics
            if let first = converter.legacyColorStrings.first {
                diagnostics.append(
                    DTCGMessages.legacyColorStrings(count: converter.legacyColorStrings.count, at: first))
            }
        }
        place()
        diagnostics += pendingGroups.diagnostics
    }

    // MARK: Placement

    private static let groupWords: [TokenGroup: Set<String>] = [
        .palette: ["palette", "color", "colors", "colour", "colours", "primitive", "primitives"],
        .colors: ["color", "colors", "colour", "colours", "semantic"],
        .radii: ["radii", "radius", "borderradius", "corner", "corners"],
        .spacing: ["spacing", "space", "spacings", "size", "sizes", "dimension", "dimensions"],
    ]

    private func group(of entry: Entry) -> TokenGroup? {
        let values = entry.values.values
        // Every value but a colour is placed by ImportedGroups (nil: a shadow or animation).
        guard let first = values.first?.value, case .color = first else {
            return values.first.flatMap {
                ImportedGroups.group(of: $0.value, path: entry.path, marker: entry.markerText)
            }
        }
        if let marker = entry.marker, marker == .palette || marker == .colors { return marker }
        let distinct = Set(values.map { "\($0.value)" })
        let aliased = values.contains { $0.alias != nil }
        let missing = appearances.contains { entry.values[$0] == nil }
        return aliased || distinct.count > 1 || missing ? .colors : .palette
    }

    /// The name path in the theme: the DTCG path without a leading group word, `$root` as `root`; flat
    /// groups join it in lowerCamelCase.
    private func name(_ path: [String], in group: TokenGroup) -> [String] {
        var names = path.map { $0 == "$root" ? "root" : $0 }
        if names.count > 1, let first = names.first,
            (Self.groupWords[group] ?? ImportedGroups.leadingWords(group)).contains(
                first.lowercased().filter { $0.isLetter })
        {
            names.removeFirst()
        }
        if ImportedGroups.newGroups.contains(group) { return ImportedGroups.nestedName(names, in: group) }
        if group == .palette {
            // Inside a palette group, `color` and `opacity` would make the group read as an opacity form.
            return names.enumerated().map { index, name in
                index > 0 && (name == "color" || name == "opacity") ? "_" + name : name
            }
        }
        return [SwiftIdentifier.lowerCamelCase(names.flatMap(SwiftIdentifier.words))]
    }

    private mutating func place() {
        var identifiers: [TokenGroup: [String: [String]]] = [:]
        var leafPaths: Set<String> = []
        var groupPaths: Set<String> = []
        for key in order {
            guard let entry = entries[key], !entry.values.isEmpty else { continue }
            guard let group = group(of: entry) else {
                let value = entry.values[.light] ?? entry.values.values.first!
                pendingGroups.add(
                    value.value, path: entry.path, type: entry.type ?? "", description: entry.description,
                    differsByAppearance: Set(entry.values.values.map { "\($0.value)" }).count > 1, range: entry.range)
                continue
            }
            let name = name(entry.path, in: group)
            guard let identifier = SwiftIdentifier.identifier(for: name) else {
                diagnostics.append(DTCGMessages.notASwiftName(DTCGTokenTree.location(entry.path), at: entry.range))
                continue
            }
            // Compared as the theme set compares them: letter case aside (`fontSize`, `FONT-SIZE`).
            let folded = SwiftIdentifier.collisionKey(identifier)
            if let other = identifiers[group]?[folded] {
                diagnostics.append(
                    DTCGMessages.nameCollision(
                        DTCGTokenTree.location(entry.path), other: other.joined(separator: "."),
                        group: group.rawValue, identifier: identifier, at: entry.range))
                continue
            }
            if group == .palette || ImportedGroups.newGroups.contains(group) {
                let joined = name.joined(separator: "\u{0}")
                let prefixes = (1..<max(name.count, 1)).map { name[..<$0].joined(separator: "\u{0}") }
                if groupPaths.contains(joined) || prefixes.contains(where: leafPaths.contains) {
                    diagnostics.append(
                        DTCGMessages.paletteCollision(DTCGTokenTree.location(entry.path), at: entry.range))
                    continue
                }
                leafPaths.insert(joined)
                groupPaths.formUnion(prefixes)
            }
            identifiers[group, default: [:]][folded] = entry.path
            placement[key] = (group, name)
        }
    }

    // MARK: YAML

    /// The theme-format expression for one value of `entry` in `group`.
    private func expression(_ value: ImportedValue, alias: [String]?, in group: TokenGroup) -> String {
        if let alias, let target = placement[Self.key(alias)] {
            let allowed: Bool
            switch group {
            case .palette: allowed = target.group == .palette
            case .colors: allowed = target.group == .palette || target.group == .colors
            case .radii, .spacing, .sizes, .opacity, .numbers, .durations, .fonts, .typography:
                allowed = target.group == group
            }
            if allowed { return quoted("{\(target.group.rawValue).\(target.name.joined(separator: "."))}") }
        }
        return ImportedGroups.yaml(value)
    }

    private func comments(_ entry: Entry, indent: String, includeDescription: Bool) -> String {
        var out = ""
        if includeDescription, let description = entry.description {
            for line in description.split(separator: "\n") { out += "\(indent)# \(line)\n" }
        }
        if let deprecated = entry.deprecated {
            out +=
                "\(indent)# deprecated: \(deprecated.isEmpty ? "yes" : deprecated.split(separator: "\n").joined(separator: " "))\n"
        }
        return out
    }

    func yaml(sourceName: String) -> String {
        var out = "# yaml-language-server: $schema=../schema/theme.schema.json\n"
        // The marker by which the next import knows the file is its own to replace (`OutputWriter.writeFile`).
        out += "# Generated by themec from \(sourceName) by 'themec import dtcg'. Importing again replaces this file;\n"
        out += "# delete these two lines to keep your edits.\n"
        out += "theme: \(themeName)\n"
        if let description { out += "description: \(quoted(description))\n" }
        let placed = order.compactMap { key in
            placement[key].map { (entry: entries[key]!, group: $0.group, name: $0.name) }
        }

        // Palette: nested groups, in source order.
        let palette = placed.filter { $0.group == .palette }
        if !palette.isEmpty {
            out += "\npalette:\n"
            var open: [String] = []
            for item in palette {
                let groups = Array(item.name.dropLast())
                var common = 0
                while common < min(open.count, groups.count), open[common] == groups[common] { common += 1 }
                open = Array(open.prefix(common))
                for group in groups.dropFirst(common) {
                    out += String(repeating: "  ", count: open.count + 1) + yamlKey(group) + ":\n"
                    open.append(group)
                }
                let indent = String(repeating: "  ", count: open.count + 1)
                let value = item.entry.values[.light] ?? item.entry.values.values.first!
                out += comments(item.entry, indent: indent, includeDescription: true)
                out +=
                    indent + yamlKey(item.name.last!) + ": "
                    + expression(value.value, alias: value.alias, in: .palette) + "\n"
            }
        }

        let colors = placed.filter { $0.group == .colors }
        if !colors.isEmpty {
            out += "\ncolors:\n"
            for item in colors {
                let expressions = Appearance.allCases.map { appearance -> String in
                    let value =
                        item.entry.values[appearance] ?? item.entry.values[appearance.standardContrast]
                        ?? item.entry.values[.light] ?? item.entry.values.values.first!
                    return expression(value.value, alias: value.alias, in: .colors)
                }
                out += comments(item.entry, indent: "  ", includeDescription: false)
                let key = yamlKey(item.name[0])
                if Set(expressions).count == 1, item.entry.description == nil {
                    out += "  \(key): \(expressions[0])\n"
                    continue
                }
                out += "  \(key):\n    light: \(expressions[0])\n    dark: \(expressions[1])\n"
                if expressions[2] != expressions[0] || expressions[3] != expressions[1] {
                    out += "    lightHighContrast: \(expressions[2])\n    darkHighContrast: \(expressions[3])\n"
                }
                if let description = item.entry.description { out += "    description: \(quoted(description))\n" }
            }
        }

        for group in [TokenGroup.radii, .spacing] + ImportedGroups.newGroups {
            let items = placed.filter { $0.group == group }
            guard !items.isEmpty else { continue }
            out += "\n\(group.rawValue):\n"
            if ImportedGroups.newGroups.contains(group) {
                out += ImportedGroups.nestedEntries(
                    items.map { item in
                        let value = item.entry.values[.light] ?? item.entry.values.values.first!
                        let indent = String(repeating: "  ", count: item.name.count)
                        return (
                            item.name, comments(item.entry, indent: indent, includeDescription: true),
                            expression(value.value, alias: value.alias, in: group)
                        )
                    })
                continue
            }
            for item in items {
                let value = item.entry.values[.light] ?? item.entry.values.values.first!
                out += comments(item.entry, indent: "  ", includeDescription: true)
                out += "  \(yamlKey(item.name[0])): \(expression(value.value, alias: value.alias, in: group))\n"
            }
        }
        return out + pendingGroups.yaml()
    }
}

/// A YAML double-quoted string.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// A mapping key: plain when YAML reads it back as the same string, quoted otherwise (`"600"`, `"true"`).
func yamlKey(_ key: String) -> String {
    let plain =
        key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
        && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(key.lowercased())
    return plain ? key : quoted(key)
}
