public import ThemecCore
import ThemecDiagnostics

/// A file the export produces, relative to the output directory.
public struct DTCGFile: Hashable, Sendable {
    public var path: String
    public var contents: String
}

/// A JSON value to write, objects in the order given.
indirect enum JSONOut {
    case object([(String, JSONOut)])
    case array([JSONOut])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and a final newline at the top level.
    func render(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.map { inner + jsonString($0.0) + ": " + $0.1.render(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.render() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return jsonString(text)
        case .number(let value): return formatNumber(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// A resolved theme set → DTCG 2025.10 token files and resolver documents. Layout and rules: `docs/DTCG.md`.
public enum DTCGExporter {
    /// The appearance context names of the `appearance` modifier, with their file names.
    public static let contextNames: [(appearance: Appearance, name: String)] = [
        (.light, "light"), (.dark, "dark"), (.lightHighContrast, "light-high-contrast"),
        (.darkHighContrast, "dark-high-contrast"),
    ]

    /// The set as DTCG files. With `aliases` (the themes' declarations), tokens declared as references are
    /// written as DTCG references; without, every value is the resolved one.
    public static func export(_ set: ResolvedThemeSet, aliases: DTCGExportAliases? = nil) -> [DTCGFile] {
        guard !set.themes.isEmpty else { return [] }
        let primary = set.themes.first { $0.extends == nil } ?? set.themes[0]
        var files: [DTCGFile] = []
        for theme in set.themes {
            let tokensPath = theme.name == primary.name ? "tokens.json" : "\(theme.name)/tokens.json"
            files.append(
                DTCGFile(
                    path: tokensPath,
                    contents: document(
                        [rootExtensions(DTCGExportDeclarations.entry(set, theme, aliases: aliases))]
                            + tokenGroups(set, theme, aliases: aliases))))
            var contexts: [(String, JSONOut)] = []
            for (appearance, name) in contextNames {
                let path = "\(theme.name)/\(name).tokens.json"
                var members = [generator, ("colors", colorGroup(set, theme, appearance: appearance, aliases: aliases))]
                // Shadows whose colours differ by appearance, in this one.
                if let shadows = DTCGEffectsExport.shadowGroup(
                    set, theme, appearance: appearance, aliases: aliases, onlyVarying: true)
                {
                    members.append(("shadows", shadows))
                }
                files.append(DTCGFile(path: path, contents: document(members)))
                contexts.append((name, .array([.object([("$ref", .string(path))])])))
            }
            var resolver: [(String, JSONOut)] = [("version", .string("2025.10")), ("name", .string(theme.name))]
            if let description = theme.description { resolver.append(("description", .string(description))) }
            resolver += [
                (
                    "sets",
                    .object([
                        (
                            "tokens",
                            .object([
                                ("description", .string("Every token of \(theme.name), semantic colours in light")),
                                ("sources", .array([.object([("$ref", .string(tokensPath))])])),
                            ])
                        )
                    ])
                ),
                (
                    "modifiers",
                    .object([
                        (
                            "appearance",
                            .object([
                                ("description", .string("The semantic colours of each appearance")),
                                ("contexts", .object(contexts)),
                                ("default", .string("light")),
                            ])
                        )
                    ])
                ),
                (
                    "resolutionOrder",
                    .array([
                        .object([("$ref", .string("#/sets/tokens"))]),
                        .object([("$ref", .string("#/modifiers/appearance"))]),
                    ])
                ),
            ]
            files.append(DTCGFile(path: "\(theme.name).resolver.json", contents: document(resolver)))
        }
        return files
    }

    /// The root `$extensions` of every token file: themec's marker (see `OutputWriter.ownershipMarkers`),
    /// by which a later export knows the file is its own even without the manifest. Importers ignore it.
    static var generator: (String, JSONOut) { rootExtensions() }

    /// The generator marker and, in a theme's token file, the declarations entry (`DTCGExportDeclarations`).
    static func rootExtensions(_ entry: [(String, JSONOut)] = []) -> (String, JSONOut) {
        let text = "Generated by themec \(ThemecVersion.current) by 'themec export dtcg'. Do not edit."
        return ("$extensions", .object([(DTCGImporter.extensionKey, .object([("generator", .string(text))] + entry))]))
    }

    static func document(_ members: [(String, JSONOut)]) -> String {
        JSONOut.object(members).render() + "\n"
    }

    /// themec's `$extensions` entry: the token's group, and whatever else a round trip needs (`extra`).
    static func marker(_ group: TokenGroup, extra: [(String, JSONOut)] = []) -> (String, JSONOut) {
        (
            "$extensions",
            .object([(DTCGImporter.extensionKey, .object([("group", .string(group.rawValue))] + extra))])
        )
    }

    static func color(_ rgba: RGBA) -> JSONOut {
        func unit(_ byte: UInt8) -> JSONOut { .number((Double(byte) / 255 * 1e6).rounded() / 1e6) }
        var members: [(String, JSONOut)] = [
            ("colorSpace", .string(rgba.space == .displayP3 ? "display-p3" : "srgb")),
            ("components", .array([unit(rgba.red), unit(rgba.green), unit(rgba.blue)])),
        ]
        if rgba.alpha != 255 { members.append(("alpha", unit(rgba.alpha))) }
        // The hex fallback is sRGB: a Display P3 colour's is its conversion, clipped.
        let fallback =
            rgba.space == .displayP3
            ? ColorSyntax.quantized(ColorMath.srgb(fromDisplayP3: rgba.components), alpha: 1, space: .sRGB) : rgba
        members.append(("hex", .string(String(fallback.hex.prefix(7)).lowercased())))
        return .object(members)
    }

    static func token(
        _ value: JSONOut, description: String?, group: TokenGroup, extra: [(String, JSONOut)] = []
    ) -> JSONOut {
        var members: [(String, JSONOut)] = [("$value", value)]
        if let description { members.append(("$description", .string(description))) }
        members.append(marker(group, extra: extra))
        return .object(members)
    }

    /// Inserts `value` at `path` in nested ordered groups.
    static func insert(_ value: JSONOut, at path: ArraySlice<String>, into members: inout [(String, JSONOut)]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            members.append((first, value))
            return
        }
        if let index = members.firstIndex(where: { $0.0 == first }), case .object(var inner) = members[index].1 {
            insert(value, at: path.dropFirst(), into: &inner)
            members[index].1 = .object(inner)
        } else {
            var inner: [(String, JSONOut)] = []
            insert(value, at: path.dropFirst(), into: &inner)
            members.append((first, .object(inner)))
        }
    }

    static func tokenGroups(_ set: ResolvedThemeSet, _ theme: ResolvedTheme, aliases: DTCGExportAliases? = nil)
        -> [(String, JSONOut)]
    {
        var groups: [(String, JSONOut)] = []
        if !set.palette.isEmpty {
            var palette: [(String, JSONOut)] = [("$type", .string("color"))]
            for (index, info) in set.palette.enumerated() {
                let alias = aliases?.color(
                    theme, set, group: .palette, path: info.name.dottedPath, appearance: .light)
                insert(
                    token(
                        alias.map(JSONOut.string) ?? color(theme.palette[index]), description: info.description,
                        group: .palette), at: info.name.path[...], into: &palette)
            }
            groups.append(("palette", .object(palette)))
        }
        if !set.colors.isEmpty {
            groups.append(("colors", colorGroup(set, theme, appearance: .light, aliases: aliases)))
        }
        for (group, infos, values) in [
            (TokenGroup.radii, set.radii, theme.radii), (.spacing, set.spacing, theme.spacing),
        ]
        where !infos.isEmpty {
            var members: [(String, JSONOut)] = [("$type", .string("dimension"))]
            for (index, info) in infos.enumerated() {
                let alias = aliases?.number(theme, set, group: group, path: info.name.dottedPath)
                let dimension =
                    alias.map(JSONOut.string)
                    ?? .object([("value", .number(values[index])), ("unit", .string("px"))])
                insert(
                    token(dimension, description: info.description, group: group), at: info.name.path[...],
                    into: &members)
            }
            groups.append((group.rawValue, .object(members)))
        }
        return groups + DTCGTypedExport.groups(set, theme, aliases: aliases)
            + DTCGEffectsExport.groups(set, theme, aliases: aliases)
    }

    static func colorGroup(
        _ set: ResolvedThemeSet, _ theme: ResolvedTheme, appearance: Appearance, aliases: DTCGExportAliases? = nil
    ) -> JSONOut {
        var members: [(String, JSONOut)] = [("$type", .string("color"))]
        for (index, info) in set.colors.enumerated() {
            let value = theme.colors[index][appearance]
            // An Apple system colour keeps its name (and opacity) beside its value in this appearance.
            var extra: [(String, JSONOut)] = []
            if let system = value.system {
                extra.append(("system", .string(system.name)))
                if let opacity = system.opacity { extra.append(("opacity", .number(opacity))) }
            }
            let alias = aliases?.color(theme, set, group: .colors, path: info.name.dottedPath, appearance: appearance)
            insert(
                token(
                    alias.map(JSONOut.string) ?? color(value.rgba), description: info.description, group: .colors,
                    extra: extra),
                at: info.name.path[...], into: &members)
        }
        return .object(members)
    }
}
