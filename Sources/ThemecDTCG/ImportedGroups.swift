import ThemecCore
import ThemecDiagnostics

/// Where the imported values other than colours go, and how they are written in the theme format.
///
/// `ThemeBuilder` asks here for every value that is not a colour; the rules are in `docs/DTCG.md`,
/// "Where tokens go".
enum ImportedGroups {
    /// The groups after `radii` and `spacing`, in the order an imported theme lists them.
    static let newGroups: [TokenGroup] = [.sizes, .opacity, .numbers, .durations, .fonts, .typography]

    /// The group of a non-colour value, from its type, its `dev.themec` marker and its source path; `nil`
    /// for shadows and animations, which go through `PendingGroupTokens`.
    static func group(of value: ImportedValue, path: [String], marker: String?) -> TokenGroup? {
        let lengthGroups: Set<TokenGroup> = [.radii, .spacing, .sizes]
        let markerGroup = marker.flatMap(TokenGroup.init(rawValue:))
        switch value {
        case .color: return markerGroup == .palette ? .palette : .colors
        case .systemColor: return .colors
        case .length:
            if let markerGroup, lengthGroups.contains(markerGroup) { return markerGroup }
            return lengthGroup(path) ?? .spacing
        case .number(let number):
            if let markerGroup, markerGroup.isNumber { return markerGroup }
            if (0...1).contains(number),
                path.contains(where: { words($0).contains("opacity") || words($0).contains("alpha") })
            {
                return .opacity
            }
            // A number is a length only where its group says radius or spacing (older files write lengths
            // as numbers); line heights, weights and z-orders stay numbers.
            if number >= 0, let length = lengthGroup(path), length != .sizes { return length }
            return .numbers
        case .fontWeight: return .numbers
        case .duration: return .durations
        case .fontFamily: return .fonts
        case .typography: return .typography
        case .cubicBezier, .animation, .shadow: return nil
        }
    }

    private static func words(_ segment: String) -> [String] {
        SwiftIdentifier.words(segment).map { $0.lowercased() }
    }

    /// `radii`, `sizes` or `spacing` when a segment of the path says so (`borderRadius`, `icon-size`, `gap`).
    static func lengthGroup(_ path: [String]) -> TokenGroup? {
        let segments = path.map { $0.lowercased().filter(\.isLetter) }
        let radius = ["radius", "radii", "corner", "corners", "rounded", "rounding"]
        if segments.contains(where: { segment in radius.contains { segment.contains($0) } }) { return .radii }
        let spacing = ["spacing", "space", "spacings", "gap", "padding", "margin", "inset", "gutter"]
        if segments.contains(where: { segment in spacing.contains { segment.contains($0) } }) { return .spacing }
        let size = [
            "size", "sizes", "sizing", "width", "height", "icon", "border", "stroke", "font", "line", "letter",
            "elevation", "dimension",
        ]
        if segments.contains(where: { segment in size.contains { segment.contains($0) } }) { return .sizes }
        return nil
    }

    /// The group words dropped from the front of a path in each new group (`sizes.icon` → `icon`).
    static func leadingWords(_ group: TokenGroup) -> Set<String> {
        switch group {
        case .sizes: return ["size", "sizes", "sizing", "dimension", "dimensions"]
        case .opacity: return ["opacity", "opacities", "alpha"]
        case .numbers: return ["number", "numbers", "fontweight", "fontweights", "weight", "weights"]
        case .durations: return ["duration", "durations", "time", "timing", "motion"]
        case .fonts: return ["font", "fonts", "fontfamily", "fontfamilies", "family", "families"]
        case .typography: return ["typography", "type", "text", "font", "fonts", "textstyle", "textstyles"]
        case .palette, .colors, .radii, .spacing, .shadows, .animations: return []
        }
    }

    /// The name path in a group that nests, as in the source; joined into one name when a group on the way
    /// has a name the theme format would read as a value's key (`typography.body.size.small`, where `size`
    /// would make `body` a typography token; `description` anywhere).
    static func nestedName(_ names: [String], in group: TokenGroup) -> [String] {
        guard names.dropFirst().contains(where: leafKeys(group).contains) || names.last == "description" else {
            return names
        }
        return [SwiftIdentifier.lowerCamelCase(names.flatMap(SwiftIdentifier.words))]
    }

    /// The keys that make a mapping of `group` a token's value rather than a group of tokens, as the loader
    /// reads them (`ThemeFileParser.groupDeclarations`): a name below the top of a nested group may not be one.
    static func leafKeys(_ group: TokenGroup) -> Set<String> {
        switch group {
        case .typography: return Set(ThemeFormat.typographyKeys)
        case .shadows: return Set(ThemeFormat.shadowTokenKeys)
        case .animations: return Set(ThemeFormat.animationTokenKeys)
        default: return Set(ThemeFormat.opacityKeys + ["description"])
        }
    }

    /// Entries of a group whose names nest (`sizes.icon.small`), in order, as YAML under the group's key:
    /// each a name path, its comment lines (already indented) and its value.
    static func nestedEntries(
        _ items: [(name: [String], comments: String, value: String, key: String)], into yaml: inout ImportedYAML
    ) {
        var out = ""
        var open: [String] = []
        for item in items {
            if !item.key.isEmpty {
                yaml.text += out
                out = ""
                yaml.own(item.key)
            }
            let groups = Array(item.name.dropLast())
            var common = 0
            while common < min(open.count, groups.count), open[common] == groups[common] { common += 1 }
            open = Array(open.prefix(common))
            for group in groups.dropFirst(common) {
                out += String(repeating: "  ", count: open.count + 1) + yamlKey(group) + ":\n"
                open.append(group)
            }
            out += item.comments
            out += String(repeating: "  ", count: open.count + 1) + yamlKey(item.name.last!) + ": " + item.value + "\n"
        }
        yaml.text += out
    }

    /// The theme-format text of a value that is not a colour or length.
    static func yaml(_ value: ImportedValue) -> String {
        switch value {
        case .color(let rgba): return color(rgba)
        case .systemColor(let system):
            let reference = quoted("{system.\(system.name)}")
            return system.opacity.map { "{ color: \(reference), opacity: \(formatNumber($0)) }" } ?? reference
        case .length(let number), .number(let number), .duration(let number), .fontWeight(let number):
            return formatNumber(number)
        case .fontFamily(let family): return quoted(family)
        case .typography(let typography): return yaml(typography)
        case .cubicBezier(let curve): return PendingGroupTokens.curve(curve)
        case .animation(_, _, .spring(let response, let dampingFraction)?):
            return
                "{ curve: { spring: { response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)) } } }"
        case .animation(let curve, let duration, let named):
            let text = named.map(\.description) ?? PendingGroupTokens.curve(curve)
            return "{ curve: \(text), duration: \(formatNumber(duration)) }"
        case .shadow(let layers): return PendingGroupTokens.shadow(layers)
        }
    }

    /// `"#rrggbb[aa]"` for sRGB; a Display P3 colour kept as `color(display-p3 …)`.
    static func color(_ rgba: RGBA) -> String {
        guard rgba.space == .sRGB else { return quoted(rgba.text) }
        return quoted(rgba.alpha == 255 ? String(rgba.hex.prefix(7)) : rgba.hex)
    }

    static func yaml(_ typography: ImportedTypography) -> String {
        var parts: [String] = []
        if let font = typography.font { parts.append("font: \(quoted(font))") }
        parts.append("size: \(formatNumber(typography.size))")
        if let weight = typography.weight { parts.append("weight: \(formatNumber(weight))") }
        if let lineHeight = typography.lineHeight { parts.append("lineHeight: \(formatNumber(lineHeight))") }
        if let tracking = typography.tracking { parts.append("tracking: \(formatNumber(tracking))") }
        if let textStyle = typography.textStyle { parts.append("textStyle: \(textStyle)") }
        if let scaling = typography.scaling { parts.append("scaling: \(scaling)") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

/// Shadow and animation tokens: their YAML lines for the theme format's `shadows` and `animations`
/// groups, written only when this themec's format has them (`ThemeFormat.rootKeys`); otherwise each token
/// is reported as not imported.
struct PendingGroupTokens {
    struct Item {
        var name: String
        var value: ImportedValue
        var description: String?
        /// The token's dotted path and `$type`.
        var key: String
        var type = ""
        var range: SourceRange
        /// Whether it takes the place of its declaration in a themec export's entry (an edited token):
        /// written there, at the declared name (`DTCGImportedDeclarations`), not in `lines(_:)`.
        var replacesDeclaration = false
        /// For a shadow that differs by appearance: each layer's colour as a reference to its semantic colour.
        var layerColors: [String]?
    }

    /// The semantic colours of shadows that differ by appearance: name, the shadow's dotted path, and the
    /// colour in each appearance (light first).
    var shadowColors: [(name: String, key: String, values: [RGBA])] = []

    /// Adds a shadow whose layers' colours differ by appearance: a semantic colour per layer
    /// (`<shadow>Color`, or `<shadow>Layer2Color`), its layers referring to them.
    mutating func addVarying(
        _ layers: [ImportedShadowLayer], colors: [[RGBA]], path: [String], type: String, description: String?,
        range: SourceRange
    ) -> DiagnosticID? {
        let name = DTCGTokenTree.location(path)
        guard Self.formatHas("shadows") else {
            diagnostics.append(DTCGMessages.groupNotInFormat(type, group: "shadows", token: name, at: range))
            return .unsupportedType
        }
        if layers.count > ThemeFormat.maximumShadowLayers {
            diagnostics.append(
                DTCGMessages.tooManyShadowLayers(
                    token: name, count: layers.count, limit: ThemeFormat.maximumShadowLayers, at: range))
            return .invalidValue
        }
        var names = path.map { $0 == "$root" ? "root" : $0 }
        if names.count > 1,
            ["shadow", "shadows", "boxshadow", "elevation"].contains(names[0].lowercased().filter(\.isLetter))
        {
            names.removeFirst()
        }
        let shadowName = SwiftIdentifier.lowerCamelCase(names.flatMap(SwiftIdentifier.words))
        let key = path.joined(separator: ".")
        var references: [String] = []
        for (index, values) in colors.enumerated() {
            let colorName = shadowName + (colors.count == 1 ? "" : "Layer\(index + 1)") + "ShadowColor"
            shadowColors.append((colorName, key, values))
            references.append(quoted("{colors.\(colorName)}"))
        }
        var item = Item(
            name: shadowName, value: .shadow(layers), description: description, key: key, type: type, range: range)
        item.layerColors = references
        shadows.append(item)
        return nil
    }

    var shadows: [Item] = []
    var animations: [Item] = []
    var diagnostics: [Diagnostic] = []

    /// Whether the theme format of this build has the group.
    static func formatHas(_ group: String) -> Bool { ThemeFormat.rootKeys.contains(group) }

    /// Adds a shadow, cubicBezier or transition token, or reports that the format cannot hold it (the
    /// reported warning's id, for the import's summary).
    mutating func add(
        _ value: ImportedValue, path: [String], type: String, description: String?, differsByAppearance: Bool,
        range: SourceRange, replacesDeclaration: Bool = false
    ) -> DiagnosticID? {
        let group: String
        switch value {
        case .shadow: group = "shadows"
        case .cubicBezier, .animation: group = "animations"
        default: return .unsupportedType
        }
        let name = DTCGTokenTree.location(path)
        guard Self.formatHas(group) else {
            diagnostics.append(DTCGMessages.groupNotInFormat(type, group: group, token: name, at: range))
            return .unsupportedType
        }
        if case .cubicBezier = value {
            // The theme format's animations are a curve and a duration; a bare curve has no duration to give.
            // A transition token that refers to the curve carries one and is imported.
            diagnostics.append(DTCGMessages.bareCurveRefused(token: name, at: range))
            return .unsupportedType
        }
        if differsByAppearance {
            diagnostics.append(DTCGMessages.shadowPartRefused("a different value per mode", token: name, at: range))
            return .invalidValue
        }
        if case .shadow(let layers) = value, layers.count > ThemeFormat.maximumShadowLayers {
            diagnostics.append(
                DTCGMessages.tooManyShadowLayers(
                    token: name, count: layers.count, limit: ThemeFormat.maximumShadowLayers, at: range))
            return .invalidValue
        }
        var names = path.map { $0 == "$root" ? "root" : $0 }
        let leading: Set<String> =
            group == "shadows"
            ? ["shadow", "shadows", "boxshadow", "elevation"]
            : ["animation", "animations", "motion", "easing", "transition"]
        if names.count > 1, leading.contains(names[0].lowercased().filter(\.isLetter)) { names.removeFirst() }
        let item = Item(
            name: SwiftIdentifier.lowerCamelCase(names.flatMap(SwiftIdentifier.words)), value: value,
            description: description, key: path.joined(separator: "."), type: type, range: range,
            replacesDeclaration: replacesDeclaration)
        if group == "shadows" { shadows.append(item) } else { animations.append(item) }
        return nil
    }

    /// `[0.4, 0, 0.2, 1]`.
    static func curve(_ curve: [Double]) -> String { "[" + curve.map(formatNumber).joined(separator: ", ") + "]" }

    /// One layer as `{ color, radius, x, y }`, several as a list of them; `colors` (YAML text) in place of the
    /// layers' own.
    static func shadow(_ layers: [ImportedShadowLayer], colors: [String]? = nil) -> String {
        let items = layers.enumerated().map { index, layer in
            let color = colors?[index] ?? ImportedGroups.color(layer.color)
            return
                "{ color: \(color), radius: \(formatNumber(layer.radius)), x: \(formatNumber(layer.x)), y: \(formatNumber(layer.y)) }"
        }
        return items.count == 1 ? items[0] : "[" + items.joined(separator: ", ") + "]"
    }

    /// The lines of the `shadows:` or `animations:` section (empty for another group or nothing to write),
    /// those replacing a declaration aside.
    func lines(_ group: String, into yaml: inout ImportedYAML) {
        for item in group == "shadows" ? shadows : group == "animations" ? animations : []
        where !item.replacesDeclaration {
            yaml.own(item.key)
            var out = ""
            if let description = item.description {
                out += YAMLText.comment(description, indent: "  ")
            }
            let value =
                item.layerColors.flatMap { colors -> String? in
                    guard case .shadow(let layers) = item.value else { return nil }
                    return Self.shadow(layers, colors: colors)
                } ?? ImportedGroups.yaml(item.value)
            out += "  \(yamlKey(item.name)): \(value)\n"
            yaml.text += out
        }
    }

    /// The values of the items replacing a declaration, by dotted path, as flow YAML with their descriptions.
    var replacements: [String: String] {
        var out: [String: String] = [:]
        for item in shadows + animations where item.replacesDeclaration {
            let text = ImportedGroups.yaml(item.value)
            guard let description = item.description else {
                out[item.key] = text
                continue
            }
            // `{ color: …, radius: … }` and `{ curve: …, duration: … }` take the description as a key; a list
            // of layers becomes `{ layers: [...] }`.
            out[item.key] =
                text.hasPrefix("{ ") && text.hasSuffix(" }")
                ? String(text.dropLast(2)) + ", description: \(quoted(description)) }"
                : "{ layers: \(text), description: \(quoted(description)) }"
        }
        return out
    }

    /// Drops the items (those replacing a declaration aside) that `refused` says to.
    mutating func removeAll(where refused: (String, Item) -> Bool) {
        shadows.removeAll { !$0.replacesDeclaration && refused("shadows", $0) }
        animations.removeAll { !$0.replacesDeclaration && refused("animations", $0) }
    }
}
