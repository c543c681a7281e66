import ThemecCore

/// The groups after `radii` and `spacing`, written as DTCG 2025.10 tokens: `sizes` as `dimension` (px),
/// `opacity` and `numbers` as `number`, `durations` as `duration` (s), `fonts` as `fontFamily`, `typography`
/// as `typography`. What 2025.10 cannot say (a typography's Apple text style and scaling, the fields it
/// leaves to the font, its exact line height in points) is kept in the token's `dev.themec` extension,
/// which the import reads back.
enum DTCGTypedExport {
    static func groups(_ set: ResolvedThemeSet, _ theme: ResolvedTheme, aliases: DTCGExportAliases? = nil)
        -> [(String, JSONOut)]
    {
        var groups: [(String, JSONOut)] = []
        for group in [TokenGroup.sizes, .opacity, .numbers, .durations] {
            let infos = set.numberTokens(group)
            guard !infos.isEmpty else { continue }
            let values = theme.numberValues(group)
            let type = group == .sizes ? "dimension" : group == .durations ? "duration" : "number"
            var members: [(String, JSONOut)] = [("$type", .string(type))]
            for (index, info) in infos.enumerated() {
                var value: JSONOut
                switch group {
                case .sizes: value = .object([("value", .number(values[index])), ("unit", .string("px"))])
                case .durations: value = .object([("value", .number(values[index])), ("unit", .string("s"))])
                default: value = .number(values[index])
                }
                if let alias = aliases?.number(theme, set, group: group, path: info.name.dottedPath) {
                    value = .string(alias)
                }
                DTCGExporter.insert(
                    DTCGExporter.token(value, description: info.description, group: group), at: info.name.path[...],
                    into: &members)
            }
            groups.append((group.rawValue, .object(members)))
        }
        if !set.fonts.isEmpty {
            var members: [(String, JSONOut)] = [("$type", .string("fontFamily"))]
            for (index, info) in set.fonts.enumerated() {
                DTCGExporter.insert(
                    DTCGExporter.token(
                        .string(
                            aliases?.font(theme, set, path: info.name.dottedPath) ?? theme.fonts[index].description),
                        description: info.description, group: .fonts),
                    at: info.name.path[...], into: &members)
            }
            groups.append(("fonts", .object(members)))
        }
        if !set.typography.isEmpty {
            var members: [(String, JSONOut)] = [("$type", .string("typography"))]
            for (index, info) in set.typography.enumerated() {
                var (value, extra) = typography(theme.typography[index])
                if let alias = aliases?.typography(theme, set, path: info.name.dottedPath) {
                    value = .string(alias)
                    extra = []
                }
                DTCGExporter.insert(
                    DTCGExporter.token(value, description: info.description, group: .typography, extra: extra),
                    at: info.name.path[...], into: &members)
            }
            groups.append(("typography", .object(members)))
        }
        return groups
    }

    /// The five properties 2025.10 requires, and the extension entries that make the import exact.
    static func typography(_ value: ResolvedTypography) -> (JSONOut, [(String, JSONOut)]) {
        func points(_ number: Double) -> JSONOut { .object([("value", .number(number)), ("unit", .string("px"))]) }
        let object = JSONOut.object([
            ("fontFamily", .string(value.font.description)),
            ("fontSize", points(value.size)),
            ("fontWeight", .number(value.weight ?? 400)),
            ("letterSpacing", points(value.tracking ?? 0)),
            ("lineHeight", .number(value.lineHeight.map { $0 / value.size } ?? 1.2)),
        ])
        var extra: [(String, JSONOut)] = []
        if let lineHeight = value.lineHeight { extra.append(("lineHeight", .number(lineHeight))) }
        if let textStyle = value.textStyle { extra.append(("textStyle", .string(textStyle.rawValue))) }
        extra.append(("scaling", .string(value.scaling.rawValue)))
        // The font's own weight, line height and tracking are written as the usual defaults above, and named
        // here so the import leaves them unset again.
        let unset = [
            value.weight == nil ? "fontWeight" : nil, value.lineHeight == nil ? "lineHeight" : nil,
            value.tracking == nil ? "letterSpacing" : nil,
        ].compactMap { $0 }
        if !unset.isEmpty { extra.append(("fontsOwn", .array(unset.map { .string($0) }))) }
        return (object, extra)
    }
}
