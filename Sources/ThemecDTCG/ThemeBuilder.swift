import ThemecCore
import ThemecDiagnostics

/// One mode's tokens (one resolver selection, or the token files alone): each token's value, or why it has none.
struct ModeTokens {
    struct Token {
        enum Outcome {
            case value(ImportedValue, alias: [String]?)
            /// The warning that says why (`nil` when an earlier one did).
            case failed(Diagnostic?)
        }

        var token: DTCGToken
        /// The group themec's own `$extensions` entry names.
        var marker: TokenGroup?
        /// That group as written (also groups this build's format lacks).
        var markerText: String?
        /// The `$type`, its alias target's when it has none.
        var type: String?
        var outcome: Outcome
        /// Whether the `$value` is still the one themec exported (`DTCGValueDigest`); `nil` without a digest.
        var exportedValueKept: Bool?
        /// Whether it comes from a Tokens Studio `source` set: referred to, not imported.
        var isSource = false
    }

    /// The mode's name in messages (`dark`, `dark/high`).
    var label: String
    var order: [String] = []
    var tokens: [String: Token] = [:]
    /// The root `dev.themec` entry of a themec export (`DTCGImportedDeclarations`).
    var declarations: JSONNode?

    /// Reads the merged document of one mode: every token resolved and converted, every problem reported.
    init(_ root: JSONNode, label: String, remBase: Double, diagnostics: inout [Diagnostic]) {
        self.label = label
        declarations = root["$extensions"]?[DTCGImporter.extensionKey]
        // Tokens Studio's arithmetic, with this mode's values of the tokens it refers to.
        var tree = DTCGTokenTree(root: TokensStudioMath.evaluate(root))
        var converter = DTCGValueConverter(remBase: remBase)
        var found: [Diagnostic] = []
        for token in tree.tokens {
            var markerText: String?
            var kept: Bool?
            var isSource = false
            for (key, value) in token.extensions?.members ?? [] {
                if key == DTCGImporter.extensionKey {
                    markerText = value["group"]?.string
                    isSource = value[DTCGDialects.sourceMarker]?.value == .bool(true)
                    if let digest = value[DTCGValueDigest.key]?.string {
                        kept = token.node["$value"].map { DTCGValueDigest.digest($0) == digest } ?? false
                    }
                } else if !DTCGValueConverter.handledExtensions.contains(key) {
                    found.append(
                        DTCGMessages.extensionsIgnored(key, token: DTCGTokenTree.location(token.path), at: value.range))
                }
            }
            if let deprecated = token.deprecated {
                found.append(
                    DTCGMessages.deprecatedToken(
                        DTCGTokenTree.location(token.path), explanation: deprecated, at: token.node.range))
            }
            let before = (tree.diagnostics.count, converter.diagnostics.count)
            let outcome: Token.Outcome
            var type = token.type
            // `convert` drops the alias when a value modifier changed the value.
            if var resolved = tree.resolve(token.path), let value = converter.convert(&resolved, token: token) {
                type = type ?? resolved.type
                outcome = .value(value, alias: resolved.aliasOf)
            } else {
                let reason =
                    converter.diagnostics.dropFirst(before.1).first { $0.severity == .warning }
                    ?? tree.diagnostics.dropFirst(before.0).first
                outcome = .failed(reason)
            }
            let key = token.dottedPath
            if tokens[key] == nil { order.append(key) }
            tokens[key] = Token(
                token: token, marker: markerText.flatMap(TokenGroup.init(rawValue:)), markerText: markerText,
                type: type, outcome: outcome, exportedValueKept: kept, isSource: isSource)
        }
        diagnostics += found + tree.diagnostics + converter.diagnostics
        if let first = converter.legacyColorStrings.first {
            diagnostics.append(
                DTCGMessages.legacyColorStrings(
                    count: converter.legacyColorStrings.count, wideGamut: converter.legacyWideGamutStrings, at: first))
        }
    }
}

/// Decides, once for every theme of an import, which tokens are imported, into which group and under which
/// name, and writes each theme's YAML. The rules are in `docs/DTCG.md`.
struct ThemeBuilder {
    /// One theme to write: which mode gives each appearance.
    struct Theme {
        var name: String
        var description: String?
        /// The base theme a variant extends (it then holds only what differs).
        var extends: String?
        var isAbstract = false
        var sourceName: String
        var appearances: [Appearance: Int]
    }

    var modes: [ModeTokens]
    var themes: [Theme]
    /// The tokens a mode context defines (not a shared set): colours that differ by mode.
    var modeDefined: Set<String>
    var diagnostics: [Diagnostic] = []
    /// Why each token that is not imported is not, by its dotted path.
    var skipped: [(path: String, reason: DiagnosticID)] = []
    /// The placed tokens, by dotted path: group, name and `$type`.
    var placement: [String: (group: TokenGroup, name: [String], type: String)] = [:]
    private(set) var order: [String] = []
    private(set) var first: [String: ModeTokens.Token] = [:]
    /// The `$type` of each shadow and animation token written (not in `placement`).
    var pendingTypes: [String] = []
    /// Shadow and animation tokens (`ImportedGroups.swift`).
    var pendingGroups = PendingGroupTokens()
    /// The tokens of the files (`DTCGImportedDeclarations`).
    private var fileTokens = DTCGImportedDeclarations.FileTokens([])
    /// The shadow and animation tokens a themec export's entry gives, their values unedited.
    var fromDeclarations: Set<String> = []
    /// The button styles and list sections of the entry that the loader refused (`checkedYAML`), by dotted path.
    var leftOutDeclarations: Set<String> = []

    init(modes: [ModeTokens], themes: [Theme], modeDefined: Set<String>) {
        self.modes = modes
        self.themes = themes
        self.modeDefined = modeDefined
    }

    private static let groupWords: [TokenGroup: Set<String>] = [
        .palette: ["palette", "color", "colors", "colour", "colours", "primitive", "primitives"],
        .colors: ["color", "colors", "colour", "colours", "semantic"],
        .radii: ["radii", "radius", "borderradius", "corner", "corners"],
        .spacing: ["spacing", "space", "spacings", "size", "sizes", "dimension", "dimensions"],
    ]
    /// First path segments that make a colour semantic whatever its source.
    private static let semanticWords: Set<String> = ["semantic", "sys", "system", "alias", "theme", "role", "roles"]

    private func value(_ key: String, theme: Theme, _ appearance: Appearance) -> (ImportedValue, [String]?)? {
        guard let mode = theme.appearances[appearance],
            case .value(let value, let alias)? = modes[mode].tokens[key]?.outcome
        else { return nil }
        return (value, alias)
    }

    // MARK: Which tokens, which group

    /// Checks every token in every mode of every theme: a token is imported only when each has its value.
    mutating func build() {
        var seen: Set<String> = []
        for mode in modes {
            for key in mode.order where seen.insert(key).inserted {
                order.append(key)
                first[key] = mode.tokens[key]
            }
        }
        fileTokens = DTCGImportedDeclarations.FileTokens(order)
        var accepted: [String] = []
        for key in order {
            let token = first[key]!.token
            // A token of a Tokens Studio `source` set in every mode is there to be referred to (reported once
            // per set by `DTCGDialects`).
            let everyMode = Set(themes.flatMap(\.appearances.values)).compactMap { modes[$0].tokens[key] }
            if !everyMode.isEmpty, everyMode.allSatisfy(\.isSource) {
                skipped.append((key, .tokensStudioSource))
                continue
            }
            let location = DTCGTokenTree.location(token.path)
            var good: String?
            var missing: String?
            var failed: (label: String, reason: Diagnostic?)?
            for theme in themes {
                for mode in Set(theme.appearances.values).sorted() {
                    switch modes[mode].tokens[key]?.outcome {
                    case .value?: good = good ?? modes[mode].label
                    case .failed(let reason)?: failed = failed ?? (modes[mode].label, reason)
                    case nil: missing = missing ?? modes[mode].label
                    }
                }
            }
            guard let good else {
                skipped.append((key, failed?.reason?.id ?? .invalidValue))
                continue
            }
            if let missing {
                diagnostics.append(
                    DTCGMessages.missingInMode(location, mode: missing, present: good, at: token.node.range))
                skipped.append((key, .missingInMode))
                continue
            }
            if let failed {
                diagnostics.append(
                    DTCGMessages.modeFailed(
                        location, mode: failed.label, reason: failed.reason?.message ?? "its value cannot be read",
                        present: good, at: failed.reason?.range ?? token.node.range))
                skipped.append((key, .modeFailed))
                continue
            }
            accepted.append(key)
        }
        place(accepted)
        diagnostics += pendingGroups.diagnostics
        checkDeclarations()
    }

    /// The entries' declarations whose tokens the files no longer have are left out, with a warning each; a
    /// shadow or animation token the entry does not declare is left out when its name is one the entry has.
    private mutating func checkDeclarations() {
        let entries = Set(themes.compactMap { $0.appearances[.light] }).sorted().compactMap { modes[$0].declarations }
        var reported: Set<String> = []
        for entry in entries {
            for (key, range) in DTCGImportedDeclarations.deleted(entry, tokens: fileTokens)
            where reported.insert(key).inserted {
                diagnostics.append(
                    DTCGMessages.deletedSinceExport(
                        DTCGTokenTree.location(key.split(separator: ".").map(String.init)), at: range))
            }
        }
        var found: [Diagnostic] = []
        var refused: [(path: String, reason: DiagnosticID)] = []
        var types: [String] = []
        pendingGroups.removeAll { group, item in
            for entry in entries {
                guard let other = entry[group]?.members?.last(where: { $0.key == item.name }) else { continue }
                let path = item.key.split(separator: ".").map(String.init)
                found.append(
                    DTCGMessages.nameCollision(
                        DTCGTokenTree.location(path), other: "\(group).\(other.key)", group: group,
                        identifier: item.name, at: item.range, otherAt: other.value.range))
                refused.append((item.key, .nameCollision))
                types.append(item.type)
                return true
            }
            return false
        }
        diagnostics += found
        skipped += refused
        for type in types { if let index = pendingTypes.firstIndex(of: type) { pendingTypes.remove(at: index) } }
    }

    /// The group a token goes to, from its source: themec's marker, its `$type`, whether a mode defines it
    /// or it is an alias, its group words; `nil` (with a warning) when the theme format cannot hold it.
    private mutating func group(_ key: String) -> TokenGroup? {
        let entry = first[key]!
        let token = entry.token
        let values = themes.map { theme in Appearance.allCases.map { value(key, theme: theme, $0) } }
        let varies = values.contains { perTheme in
            Set(perTheme.map { "\(String(describing: $0?.0))\(String(describing: $0?.1))" }).count > 1
        }
        if case .systemColor? = values.first?.first??.0 { return .colors }
        if case .color? = values.first?.first??.0 {
            if let marker = entry.marker, marker == .palette || marker == .colors {
                return marker == .palette && varies ? .colors : marker
            }
            let aliased = values.joined().contains { $0?.1 != nil }
            let semantic = token.path.count > 1 && Self.semanticWords.contains(token.path[0].lowercased())
            // `varies` only where a shared set's literal differs within a theme (through `$extends`).
            return aliased || semantic || modeDefined.contains(key) || varies ? .colors : .palette
        }
        // A themec export's shadows and animations come from its declarations entry while their values are
        // the exported ones; an edited one is imported from its value, in the declaration's place.
        var replacesDeclaration = false
        if (values.first?.first ?? nil).flatMap({ DTCGImportedDeclarations.group(of: $0.0) }) != nil,
            modes.contains(where: { DTCGImportedDeclarations.declaration($0.declarations, at: token.path) != nil })
        {
            let used = Set(themes.flatMap(\.appearances.values)).sorted()
            guard let edited = used.first(where: { modes[$0].tokens[key]?.exportedValueKept != true }) else {
                fromDeclarations.insert(key)
                pendingTypes.append(entry.type ?? "")
                return nil
            }
            let editedToken = modes[edited].tokens[key]?.token ?? token
            diagnostics.append(
                DTCGMessages.editedSinceExport(
                    entry.type ?? "", DTCGTokenTree.location(token.path),
                    at: editedToken.node["$value"]?.range ?? editedToken.node.range))
            replacesDeclaration = true
        }
        // A shadow whose layers differ between appearances only in colour: its colours become semantic colours
        // (one per layer, with the appearances' values), which the shadow's layers refer to.
        if varies, !replacesDeclaration, let perAppearance = Self.shadowColorsByAppearance(values) {
            if let reason = pendingGroups.addVarying(
                perAppearance.shadow, colors: perAppearance.colors, path: token.path, type: entry.type ?? "",
                description: token.description, range: token.node.range)
            {
                skipped.append((key, reason))
            } else {
                pendingTypes.append(entry.type ?? "")
            }
            return nil
        }
        if varies {
            let modes = themes.flatMap { Array(Set($0.appearances.values)).sorted() }.map { self.modes[$0].label }
            diagnostics.append(
                DTCGMessages.variesByMode(
                    DTCGTokenTree.location(token.path), modes: Array(Set(modes)).sorted(), at: token.node.range))
            skipped.append((key, .variesByMode))
            return nil
        }
        // Every value but a colour is placed by ImportedGroups (nil: a shadow or animation).
        guard let value = (values.first?.first ?? nil)?.0 else { return nil }
        if let group = ImportedGroups.group(of: value, path: token.path, marker: entry.markerText) { return group }
        let distinct = Set(values.joined().map { "\(String(describing: $0?.0))" })
        if let reason = pendingGroups.add(
            value, path: token.path, type: entry.type ?? "", description: token.description,
            differsByAppearance: distinct.count > 1, range: token.node.range, replacesDeclaration: replacesDeclaration)
        {
            skipped.append((key, reason))
        } else {
            pendingTypes.append(entry.type ?? "")
        }
        return nil
    }

    /// For a shadow whose every theme has the same values, differing between appearances only in its layers'
    /// colours: the light shadow and each layer's colour in the four appearances (light first).
    static func shadowColorsByAppearance(_ values: [[(ImportedValue, [String]?)?]])
        -> (shadow: [ImportedShadowLayer], colors: [[RGBA]])?
    {
        guard let first = values.first,
            values.allSatisfy({ theme in
                zip(theme, first).allSatisfy { "\(String(describing: $0?.0))" == "\(String(describing: $1?.0))" }
            })
        else { return nil }
        var layers: [[ImportedShadowLayer]] = []
        for value in first {
            guard case .shadow(let shadow)? = value?.0 else { return nil }
            layers.append(shadow)
        }
        guard let light = layers.first, layers.count == Appearance.allCases.count,
            layers.allSatisfy({ appearance in
                appearance.count == light.count
                    && zip(appearance, light).allSatisfy { $0.radius == $1.radius && $0.x == $1.x && $0.y == $1.y }
            })
        else { return nil }
        let colors = light.indices.map { index in layers.map { $0[index].color } }
        return (light, colors)
    }

    /// The name path in the theme: the DTCG path without a leading group word; the palette nested, the other
    /// groups flat in lowerCamelCase (`DTCGNames`). A token themec exported into its own group (`marked`) keeps
    /// the name it had, `colors.text-secondary` → `text-secondary`: it is a theme name already.
    private func name(_ path: [String], in group: TokenGroup, marked: Bool) -> [String] {
        if marked, path.count > 1, path.first == group.rawValue { return Array(path.dropFirst()) }
        var names = path
        if DTCGNames.withoutDefaultTokens(names).count > 1, let first = names.first,
            (Self.groupWords[group] ?? ImportedGroups.leadingWords(group)).contains(
                first.lowercased().filter { $0.isLetter })
        {
            names.removeFirst()
        }
        if ImportedGroups.newGroups.contains(group) {
            return ImportedGroups.nestedName(DTCGNames.withoutDefaultTokens(names), in: group)
        }
        if group == .palette {
            // Inside a palette group, `color` and `opacity` would make the group read as an opacity form.
            return DTCGNames.palettePath(names).enumerated().map { index, name in
                index > 0 && (name == "color" || name == "opacity") ? "_" + name : name
            }
        }
        return [DTCGNames.flatName(names)]
    }

    private mutating func place(_ keys: [String]) {
        var candidates: [(key: String, group: TokenGroup, name: [String])] = []
        for key in keys {
            guard let group = group(key) else { continue }
            candidates.append(
                (key, group, name(first[key]!.token.path, in: group, marked: first[key]!.marker == group)))
        }
        // A default token (`blue.$root`) beside other entries of its group is `blue.root` in a nesting group.
        func nests(_ group: TokenGroup) -> Bool { group == .palette || ImportedGroups.newGroups.contains(group) }
        let paletteGroups = Set(
            candidates.filter { nests($0.group) }.flatMap { item in
                (1..<max(item.name.count, 1)).map {
                    "\(item.group.rawValue)\u{0}" + item.name[..<$0].joined(separator: "\u{0}")
                }
            })
        var identifiers: [TokenGroup: [String: [String]]] = [:]
        var leafPaths: Set<String> = []
        var groupPaths: Set<String> = []
        for var candidate in candidates {
            let entry = first[candidate.key]!.token
            if nests(candidate.group), let last = entry.path.last, DTCGNames.isDefaultToken(last),
                paletteGroups.contains("\(candidate.group.rawValue)\u{0}" + candidate.name.joined(separator: "\u{0}"))
            {
                candidate.name.append("root")
            }
            let name = candidate.name
            guard !name.contains(where: \.isEmpty), let identifier = SwiftIdentifier.identifier(for: name) else {
                diagnostics.append(DTCGMessages.notASwiftName(DTCGTokenTree.location(entry.path), at: entry.node.range))
                skipped.append((candidate.key, .invalidTokenName))
                continue
            }
            // Compared as the theme set compares them: letter case aside (`fontSize`, `FONT-SIZE`).
            let folded = SwiftIdentifier.collisionKey(identifier)
            if let other = identifiers[candidate.group]?[folded] {
                let otherToken = first[other.joined(separator: ".")]!.token
                diagnostics.append(
                    DTCGMessages.nameCollision(
                        DTCGTokenTree.location(entry.path), other: other.joined(separator: "."),
                        group: candidate.group.rawValue, identifier: identifier, at: entry.node.range,
                        otherAt: otherToken.node.range))
                skipped.append((candidate.key, .nameCollision))
                continue
            }
            if nests(candidate.group) {
                let joined = "\(candidate.group.rawValue)\u{0}" + name.joined(separator: "\u{0}")
                let prefixes = (1..<max(name.count, 1)).map {
                    "\(candidate.group.rawValue)\u{0}" + name[..<$0].joined(separator: "\u{0}")
                }
                if groupPaths.contains(joined) || prefixes.contains(where: leafPaths.contains) {
                    diagnostics.append(
                        DTCGMessages.paletteCollision(DTCGTokenTree.location(entry.path), at: entry.node.range))
                    skipped.append((candidate.key, .nameCollision))
                    continue
                }
                leafPaths.insert(joined)
                groupPaths.formUnion(prefixes)
            }
            identifiers[candidate.group, default: [:]][folded] = entry.path
            placement[candidate.key] = (candidate.group, name, entry.type ?? "")
        }
    }

    // MARK: YAML

    /// The theme-format expression for one value in `group`.
    private func expression(_ value: ImportedValue, alias: [String]?, in group: TokenGroup) -> String {
        if let alias, let target = placement[alias.joined(separator: ".")] {
            let allowed: Bool
            switch group {
            case .palette: allowed = target.group == .palette
            case .colors: allowed = target.group == .palette || target.group == .colors
            case .radii, .spacing, .sizes, .opacity, .numbers, .durations, .fonts, .typography, .shadows, .animations:
                allowed = target.group == group
            }
            if allowed { return quoted("{\(target.group.rawValue).\(target.name.joined(separator: "."))}") }
        }
        return ImportedGroups.yaml(value)
    }

    /// A token's four expressions in a theme, light first.
    private func expressions(_ key: String, theme: Theme, group: TokenGroup) -> [String] {
        Appearance.allCases.map { appearance in
            let (value, alias) = self.value(key, theme: theme, appearance)!
            return expression(value, alias: alias, in: group)
        }
    }

    private func comments(_ token: DTCGToken, indent: String, includeDescription: Bool) -> String {
        var out = ""
        if includeDescription, let description = token.description {
            out += YAMLText.comment(description, indent: indent)
        }
        if let deprecated = token.deprecated {
            out += YAMLText.comment("deprecated: " + (deprecated.isEmpty ? "yes" : deprecated), indent: indent)
        }
        return out
    }

    /// The YAML of `theme`: every placed token, or for a variant those whose expressions differ from its base's;
    /// each token's lines owned by its dotted path.
    func yaml(_ theme: Theme) -> ImportedYAML {
        var out = ImportedYAML()
        // Where `themec import dtcg` (and `themec init`) write the theme schema, beside the themes.
        out.text = "# yaml-language-server: $schema=.schema/theme.schema.json\n"
        // The marker by which the next import knows the file is its own to replace (`OutputWriter.writeFile`).
        out.text +=
            "# Generated by themec from \(YAMLText.commentText(theme.sourceName)) by 'themec import dtcg'. Importing again replaces this file;\n"
        out.text += "# delete these two lines to keep your edits.\n"
        out.text += "theme: \(theme.name)\n"
        if let description = theme.description { out.text += "description: \(quoted(description))\n" }
        if let extends = theme.extends { out.text += "extends: \(extends)\n" }
        if theme.isAbstract { out.text += "abstract: true\n" }
        let base = theme.extends.flatMap { name in themes.first { $0.name == name } }
        let placed = order.compactMap { key -> (key: String, token: DTCGToken, group: TokenGroup, name: [String])? in
            guard let place = placement[key] else { return nil }
            if let base,
                expressions(key, theme: theme, group: place.group) == expressions(key, theme: base, group: place.group)
            {
                return nil
            }
            return (key, first[key]!.token, place.group, place.name)
        }

        // Palette: nested groups, in source order.
        let palette = placed.filter { $0.group == .palette }
        if !palette.isEmpty {
            out.text += "\npalette:\n"
            // A name of n segments sits n levels deep: its comments are indented as deep.
            ImportedGroups.nestedEntries(
                palette.map { item in
                    (
                        name: item.name,
                        comments: comments(
                            item.token, indent: String(repeating: "  ", count: item.name.count),
                            includeDescription: true),
                        value: expressions(item.key, theme: theme, group: .palette)[0], key: item.key
                    )
                }, into: &out)
        }

        let colors = placed.filter { $0.group == .colors }
        // The colours of shadows that differ by appearance, in the base theme (`PendingGroupTokens.addVarying`).
        let shadowColors = theme.extends == nil ? pendingGroups.shadowColors : []
        if !colors.isEmpty || !shadowColors.isEmpty {
            out.text += "\ncolors:\n"
        }
        for color in shadowColors {
            out.own(color.key)
            let expressions = color.values.map(ImportedGroups.color)
            out.text += "  \(yamlKey(color.name)):\n    light: \(expressions[0])\n    dark: \(expressions[1])\n"
            if expressions[2] != expressions[0] || expressions[3] != expressions[1] {
                out.text += "    lightHighContrast: \(expressions[2])\n    darkHighContrast: \(expressions[3])\n"
            }
        }
        if !colors.isEmpty {
            for item in colors {
                out.own(item.key)
                let expressions = expressions(item.key, theme: theme, group: .colors)
                out.text += comments(item.token, indent: "  ", includeDescription: false)
                let key = yamlKey(item.name[0])
                if Set(expressions).count == 1, item.token.description == nil {
                    out.text += "  \(key): \(expressions[0])\n"
                    continue
                }
                out.text += "  \(key):\n    light: \(expressions[0])\n    dark: \(expressions[1])\n"
                if expressions[2] != expressions[0] || expressions[3] != expressions[1] {
                    out.text += "    lightHighContrast: \(expressions[2])\n    darkHighContrast: \(expressions[3])\n"
                }
                if let description = item.token.description {
                    out.text += "    description: \(quoted(description))\n"
                }
            }
        }

        for group in [TokenGroup.radii, .spacing] + ImportedGroups.newGroups {
            let items = placed.filter { $0.group == group }
            guard !items.isEmpty else { continue }
            out.text += "\n\(group.rawValue):\n"
            if ImportedGroups.newGroups.contains(group) {
                ImportedGroups.nestedEntries(
                    items.map { item in
                        let indent = String(repeating: "  ", count: item.name.count)
                        return (
                            item.name, comments(item.token, indent: indent, includeDescription: true),
                            expressions(item.key, theme: theme, group: group)[0], item.key
                        )
                    }, into: &out)
                continue
            }
            for item in items {
                out.own(item.key)
                out.text += comments(item.token, indent: "  ", includeDescription: true)
                out.text += "  \(yamlKey(item.name[0])): \(expressions(item.key, theme: theme, group: group)[0])\n"
            }
        }
        // Shadows and animations do not vary (`group(_:)`): the base theme holds them.
        let replacements = pendingGroups.replacements
        DTCGImportedDeclarations.yaml(
            theme.appearances[.light].flatMap { modes[$0].declarations },
            pending: theme.extends == nil ? pendingGroups : PendingGroupTokens(), tokens: fileTokens,
            leftOut: leftOutDeclarations, into: &out
        ) { key, declared in
            fromDeclarations.contains(key) ? DTCGImportedDeclarations.flow(declared) : replacements[key]
        }
        return out
    }
}
