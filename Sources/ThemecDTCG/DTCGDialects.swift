import ThemecCore
import ThemecDiagnostics

/// Token files written before DTCG 2025.10 or by tools with their own conventions, made DTCG:
///
/// - **Style Dictionary 3 / pre-2022 drafts**: tokens as `value`/`type`/`description` are read as
///   `$value`/`$type`/`$description` (one `legacy-token-file` warning says how many, and to rename them).
/// - **Tokens Studio** single-file exports (top-level token sets, `$themes`, `$metadata.tokenSetOrder`):
///   its types become DTCG types (`sizing`, `spacing`, `borderRadius`, `fontFamilies`, `fontWeights`,
///   `boxShadow`, `typography`, `opacity`, …) with a `dev.themec` group where the type says one; its
///   values become DTCG values (`"16"` → `"16px"`, `"40%"` → `0.4`, `x`/`y`/`blur` shadows). The sets are
///   merged in `tokenSetOrder`; with two or more `$themes` (of one group) the file becomes a resolver
///   document whose modifier has one context per theme, holding that theme's sets in order.
///
/// A resolver document (with `resolutionOrder`) is left as it is.
struct DTCGDialects {
    var diagnostics: [Diagnostic] = []
    private var legacyTokens = 0
    private var firstLegacy: SourceRange?
    private var tokensStudio = false
    /// The `source` sets already reported.
    private var reportedSources: Set<String> = []

    /// The Tokens Studio types: the DTCG type and, where the type says it, the theme group.
    static let tokensStudioTypes: [String: (type: String, group: String?)] = [
        "color": ("color", nil), "sizing": ("dimension", "sizes"), "spacing": ("dimension", "spacing"),
        "borderRadius": ("dimension", "radii"), "borderWidth": ("dimension", "sizes"),
        "dimension": ("dimension", nil), "fontSizes": ("dimension", "sizes"),
        "letterSpacing": ("dimension", "sizes"), "paragraphSpacing": ("dimension", "sizes"),
        "lineHeights": ("dimension", "sizes"), "opacity": ("number", "opacity"), "fontFamilies": ("fontFamily", nil),
        "fontWeights": ("fontWeight", nil), "boxShadow": ("shadow", nil), "typography": ("typography", nil),
        "duration": ("duration", nil), "number": ("number", nil),
        // Singular and newer spellings, as Tokens Studio's W3C-style files and its transforms write them.
        "size": ("dimension", "sizes"), "fontSize": ("dimension", "sizes"), "fontFamily": ("fontFamily", nil),
        "fontWeight": ("fontWeight", nil), "lineHeight": ("dimension", "sizes"), "shadow": ("shadow", nil),
        "cubic-bezier": ("cubicBezier", nil), "cubicBezier": ("cubicBezier", nil), "easing": ("cubicBezier", nil),
    ]

    /// `root`, DTCG 2025.10 as far as it can be made so.
    mutating func normalise(_ root: JSONNode) -> JSONNode {
        guard let members = root.members, root["resolutionOrder"] == nil else { return root }
        tokensStudio = root["$themes"] != nil || root["$metadata"] != nil || Self.topLevelKeysAreSets(root)
        defer {
            if let firstLegacy, legacyTokens > 0 {
                diagnostics.append(DTCGMessages.legacyTokenFile(count: legacyTokens, at: firstLegacy))
            }
        }
        guard tokensStudio else { return tree(root, path: []) }
        // Token sets: every top-level member but `$themes` and `$metadata`.
        var sets: [(name: String, tree: JSONNode)] = members.filter { !$0.key.hasPrefix("$") }.map {
            ($0.key, tree($0.value, path: []))
        }
        if let order = root["$metadata"]?["tokenSetOrder"]?.array?.compactMap(\.string) {
            sets.sort {
                (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count)
            }
        }
        let themes = root["$themes"]?.array ?? []
        if let resolver = resolverDocument(themes: themes, sets: sets, at: root.range) { return resolver }
        // No choice between themes: the sets the themes turn on (all of them when there is no theme).
        let chosen = themes.filter { $0["name"]?.string != nil && $0["selectedTokenSets"]?.members != nil }
        let trees = chosen.isEmpty ? sets.map(\.tree) : chosen.flatMap { enabledSets(of: $0, sets) }
        return trees.reduce(JSONNode(.object([]), at: root.range), DTCGTokenTree.merge)
    }

    /// Whether a document without `$themes` or `$metadata` is still a Tokens Studio export whose top-level
    /// keys are sets (the plugin's starter file): its references name tokens inside the sets
    /// (`{colors.red}` where the file has `global.colors.red`), never through a top-level key.
    static func topLevelKeysAreSets(_ root: JSONNode) -> Bool {
        guard let members = root.members, members.count > 0,
            members.allSatisfy({
                $0.key.hasPrefix("$")
                    || ($0.value.members != nil && !DTCGTokenTree.isToken($0.value)
                        && !isLegacyToken($0.value))
            })
        else { return false }
        let top = Set(members.map(\.key))
        var second: Set<String> = []
        for member in members { for inner in member.value.members ?? [] { second.insert(inner.key) } }
        var references = 0
        var intoSets = 0
        var budget = 100_000
        func walk(_ node: JSONNode) {
            guard budget > 0 else { return }
            budget -= 1
            switch node.value {
            case .string(let text):
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    let inner = rest[rest.index(after: open)..<close]
                    let first = String(inner.split(separator: ".", maxSplits: 1).first ?? "")
                    references += 1
                    if top.contains(first) { return }
                    if second.contains(first) { intoSets += 1 }
                    rest = rest[rest.index(after: close)...]
                }
            case .object(let members): for member in members { walk(member.value) }
            case .array(let items): for item in items { walk(item) }
            default: break
            }
        }
        walk(root)
        // Every reference goes into a set, none through a top-level key (which `walk` stops at).
        return references > 0 && intoSets == references && budget > 0
    }

    /// One modifier per theme group (`group`, else `theme`) with two or more themes; sets every theme of
    /// a modifier turns on are in each of its contexts. `nil` when no group has two themes.
    private mutating func resolverDocument(
        themes: [JSONNode], sets: [(name: String, tree: JSONNode)], at range: SourceRange
    ) -> JSONNode? {
        var groups: [(name: String, themes: [JSONNode])] = []
        for theme in themes where theme["name"]?.string != nil && theme["selectedTokenSets"]?.members != nil {
            let group = theme["group"]?.string ?? "theme"
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].themes.append(theme)
            } else {
                groups.append((group, [theme]))
            }
        }
        guard groups.contains(where: { $0.themes.count >= 2 }) else { return nil }
        diagnostics.append(DTCGMessages.tokensStudioThemes(count: themes.count, at: themes.first?.range ?? range))
        func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: range) }
        var modifiers: [(key: String, value: JSONNode)] = []
        var base: [JSONNode] = []
        for group in groups {
            if group.themes.count < 2 {
                // A group of one theme is no choice: its sets are read under every modifier.
                base += enabledSets(of: group.themes[0], sets)
                continue
            }
            let contexts = group.themes.map { theme in
                (key: theme["name"]!.string!, value: node(.array(enabledSets(of: theme, sets))))
            }
            modifiers.append((group.name, node(.object([("contexts", node(.object(contexts)))]))))
        }
        var order: [JSONNode] = []
        var resolverSets: [(key: String, value: JSONNode)] = []
        if !base.isEmpty {
            resolverSets.append(("base", node(.object([("sources", node(.array(base)))]))))
            order.append(node(.object([("$ref", node(.string("#/sets/base")))])))
        }
        for modifier in modifiers {
            let escaped = modifier.key.replacingOccurrences("~", with: "~0").replacingOccurrences("/", with: "~1")
            order.append(node(.object([("$ref", node(.string("#/modifiers/" + escaped)))])))
        }
        var members: [(key: String, value: JSONNode)] = [("version", node(.string("2025.10")))]
        if !resolverSets.isEmpty { members.append(("sets", node(.object(resolverSets)))) }
        members += [("modifiers", node(.object(modifiers))), ("resolutionOrder", node(.array(order)))]
        return node(.object(members))
    }

    /// The sets a theme turns on (`enabled`) or reads references from (`source`: its tokens marked so, to be
    /// referred to and not imported), in set order.
    private mutating func enabledSets(of theme: JSONNode, _ sets: [(name: String, tree: JSONNode)]) -> [JSONNode] {
        let selected = theme["selectedTokenSets"]
        var out: [JSONNode] = []
        for set in sets {
            switch selected?[set.name]?.string {
            case "enabled"?: out.append(set.tree)
            case "source"?:
                if reportedSources.insert(set.name).inserted {
                    diagnostics.append(
                        DTCGMessages.tokensStudioSourceSet(
                            set.name, theme: theme["name"]?.string ?? "", at: selected?[set.name]?.range ?? theme.range)
                    )
                }
                out.append(Self.markedAsSource(set.tree))
            default: break
            }
        }
        return out
    }

    /// The key of `dev.themec` that marks a token of a Tokens Studio `source` set.
    static let sourceMarker = "tokensStudioSource"

    /// `tree` with every token marked as coming from a `source` set.
    static func markedAsSource(_ tree: JSONNode) -> JSONNode {
        guard let members = tree.members else { return tree }
        if DTCGTokenTree.isToken(tree) {
            var extensions = tree["$extensions"]?.members ?? []
            var themec = extensions.first { $0.key == DTCGImporter.extensionKey }?.value.members ?? []
            themec.append((sourceMarker, JSONNode(.bool(true), at: tree.range)))
            extensions.removeAll { $0.key == DTCGImporter.extensionKey }
            extensions.append((DTCGImporter.extensionKey, JSONNode(.object(themec), at: tree.range)))
            return JSONNode(
                .object(
                    members.filter { $0.key != "$extensions" } + [
                        ("$extensions", JSONNode(.object(extensions), at: tree.range))
                    ]),
                at: tree.range)
        }
        return JSONNode(
            .object(members.map { $0.key.hasPrefix("$") ? $0 : ($0.key, markedAsSource($0.value)) }), at: tree.range)
    }

    // MARK: Tokens

    /// Whether `node` is a token written with `value` rather than `$value`.
    static func isLegacyToken(_ node: JSONNode) -> Bool {
        guard let members = node.members, node["$value"] == nil, node["$ref"] == nil, let value = node["value"]
        else { return false }
        // A group that happens to be called `value` holds tokens or groups, not a value.
        if let inner = value.members, inner.contains(where: { DTCGTokenTree.isToken($0.value) || $0.key == "value" }) {
            return false
        }
        let legacyKeys: Set<String> = [
            "value", "type", "description", "comment", "attributes", "themeable", "deprecated", "$extensions",
            "$description", "$type", "name", "original", "filePath", "isSource", "path",
        ]
        // A `type` says it is a token whatever else it holds (Tokens Studio's `id`, `deprecatedValues`).
        return node["type"]?.string != nil || members.allSatisfy { legacyKeys.contains($0.key) }
    }

    /// The tree with every legacy token made DTCG (recursion as deep as the document, which the JSON and
    /// YAML readers bound).
    private mutating func tree(_ node: JSONNode, path: [String], inherited: String? = nil) -> JSONNode {
        guard let members = node.members else { return node }
        // A Tokens Studio type (`sizing`, `fontWeights`) in a W3C-style `$type`, the token's or its group's.
        let ownType = node["$type"]?.string
        let studioType = (ownType ?? inherited).flatMap { type in
            Self.tokensStudioTypes[type] != nil && !DTCGTokenTree.knownTypes.contains(type) ? type : nil
        }
        if DTCGTokenTree.isToken(node) {
            // A curve written as CSS (`cubic-bezier(…)`, `ease-in`) in a Tokens Studio file, too.
            if tokensStudio, ownType ?? inherited == "cubicBezier", let value = node["$value"], value.array == nil {
                return token(node, path: path, type: "cubicBezier")
            }
            guard let studioType, node["$value"] != nil else { return node }
            return token(node, path: path, type: studioType)
        }
        if Self.isLegacyToken(node) { return token(node, path: path) }
        let passed = ownType.map { Self.tokensStudioTypes[$0] != nil ? $0 : nil } ?? inherited
        return JSONNode(
            .object(
                members.compactMap { member in
                    if member.key == "$type", studioType != nil, ownType != nil {
                        // Each token gets the DTCG type its values are converted to.
                        return nil
                    }
                    return member.key.hasPrefix("$")
                        ? member : (member.key, tree(member.value, path: path + [member.key], inherited: passed))
                }), at: node.range)
    }

    /// A token made DTCG: a legacy one (`value`/`type`), or one in `$value` whose type (`studioType`, its own
    /// or its group's) is Tokens Studio's.
    private mutating func token(_ node: JSONNode, path: [String], type studioType: String? = nil) -> JSONNode {
        let legacy = node["$value"] == nil
        if legacy {
            legacyTokens += 1
            if firstLegacy == nil { firstLegacy = node.range }
        }
        var value = node["value"] ?? node["$value"]!
        var out: [(key: String, value: JSONNode)] = []
        var extensions = node["$extensions"]?.members ?? []
        if let type = (legacy ? node["type"]?.string : nil) ?? node["$type"]?.string ?? studioType {
            if let mapped = Self.tokensStudioTypes[type] {
                out.append(("$type", JSONNode(.string(mapped.type), at: node.range)))
                value = Self.tokensStudioValue(value, type: type)
                if let group = mapped.group, !extensions.contains(where: { $0.key == DTCGImporter.extensionKey }) {
                    if type == "lineHeights", value.number != nil {
                        // A percentage line height is a multiplier: a number, not a length.
                        extensions.append(Self.groupMarker("numbers", at: node.range))
                        out[0].value = JSONNode(.string("number"), at: node.range)
                    } else {
                        extensions.append(Self.groupMarker(group, at: node.range))
                    }
                }
            } else if DTCGTokenTree.knownTypes.contains(type) {
                out.append(("$type", JSONNode(.string(type), at: node.range)))
            } else {
                diagnostics.append(
                    DTCGMessages.tokensStudioType(type, token: DTCGTokenTree.location(path), at: node.range))
                out.append(("$type", JSONNode(.string(type), at: node.range)))
            }
        }
        out.insert(("$value", value), at: 0)
        if let description = node["description"] ?? node["$description"] { out.append(("$description", description)) }
        if let deprecated = node["deprecated"] { out.append(("$deprecated", deprecated)) }
        if !extensions.isEmpty { out.append(("$extensions", JSONNode(.object(extensions), at: node.range))) }
        return JSONNode(.object(out), at: node.range)
    }

    static func groupMarker(_ group: String, at range: SourceRange) -> (key: String, value: JSONNode) {
        (
            DTCGImporter.extensionKey,
            JSONNode(.object([("group", JSONNode(.string(group), at: range))]), at: range)
        )
    }

    // MARK: Tokens Studio values

    /// A Tokens Studio value as DTCG writes it.
    static func tokensStudioValue(_ value: JSONNode, type: String) -> JSONNode {
        func node(_ inner: JSONValue) -> JSONNode { JSONNode(inner, at: value.range) }
        switch type {
        case "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "letterSpacing",
            "paragraphSpacing", "size", "fontSize":
            return dimension(value)
        case "lineHeights", "lineHeight":
            if let text = value.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                return node(.number(percent / 100))
            }
            return dimension(value)
        case "opacity":
            if let text = value.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                return node(.number(percent / 100))
            }
            if let text = value.string, let number = Double(text) { return node(.number(number)) }
            return value
        case "number":
            if let text = value.string, let number = Double(text.trimmingSpaces) { return node(.number(number)) }
            return value
        case "cubic-bezier", "cubicBezier", "easing":
            return cubicBezier(value)
        case "fontWeights", "fontWeight":
            return fontWeight(value)
        case "boxShadow", "shadow":
            if let items = value.array { return node(.array(items.map(shadowLayer))) }
            return shadowLayer(value)
        case "typography":
            guard let members = value.members else { return value }
            var out: [(key: String, value: JSONNode)] = []
            for (key, member) in members {
                switch key {
                case "letterSpacing":
                    if let text = member.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                        // A percentage of the font size: the typography reader converts em with the size.
                        out.append((key, node(.string(formatNumber(percent / 100) + "em"))))
                    } else {
                        out.append((key, dimension(member)))
                    }
                case "fontSize", "paragraphSpacing": out.append((key, dimension(member)))
                case "fontWeight": out.append((key, fontWeight(member)))
                case "lineHeight":
                    if let text = member.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                        out.append((key, node(.number(percent / 100))))
                    } else if member.string?.lowercased() != "auto" {
                        out.append((key, dimension(member)))
                    }
                case "textCase", "textDecoration", "paragraphIndent":
                    // No value ("none") changes nothing; anything else is reported by the typography reader.
                    if member.string != "none" { out.append((key, member)) }
                default: out.append((key, member))
                }
            }
            return node(.object(out))
        default:
            return value
        }
    }

    /// `16` or `"16"` (unitless pixels in Tokens Studio) → `"16px"`; other strings unchanged.
    private static func dimension(_ value: JSONNode) -> JSONNode {
        if let number = value.number { return JSONNode(.string(formatNumber(number) + "px"), at: value.range) }
        if let text = value.string, let number = Double(text.trimmingSpaces) {
            return JSONNode(.string(formatNumber(number) + "px"), at: value.range)
        }
        return value
    }

    /// `"Bold"`, `"Semi Bold"`, `"700"` → the DTCG name or number.
    private static func fontWeight(_ value: JSONNode) -> JSONNode {
        guard let text = value.string, !text.contains("{") else { return value }
        if let number = Double(text) { return JSONNode(.number(number), at: value.range) }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        var key = words.joined(separator: "-")
        if ![
            "extra-light", "ultra-light", "semi-bold", "demi-bold", "extra-bold", "ultra-bold", "extra-black",
            "ultra-black",
        ].contains(key) {
            // `SemiBold`, `ExtraLight`: one word in Tokens Studio's font lists.
            for prefix in ["extra", "ultra", "semi", "demi"] where key.hasPrefix(prefix) && !key.contains("-") {
                key = prefix + "-" + key.dropFirst(prefix.count)
            }
        }
        return JSONNode(.string(key), at: value.range)
    }

    /// `"cubic-bezier(0.4, 0, 1, 1)"`, CSS's named curves (`ease-in`), `{ x1, y1, x2, y2 }` → `[x1, y1, x2, y2]`.
    private static func cubicBezier(_ value: JSONNode) -> JSONNode {
        func array(_ numbers: [Double]) -> JSONNode {
            JSONNode(.array(numbers.map { JSONNode(.number($0), at: value.range) }), at: value.range)
        }
        if let members = value.members {
            let numbers = ["x1", "y1", "x2", "y2"].compactMap { key in
                members.first { $0.key == key }.flatMap { $0.value.number ?? $0.value.string.flatMap(Double.init) }
            }
            return numbers.count == 4 ? array(numbers) : value
        }
        guard let text = value.string?.trimmingSpaces else { return value }
        let named: [String: [Double]] = [
            "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
            "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
        ]
        if let curve = named[text.lowercased()] { return array(curve) }
        guard text.lowercased().hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return value }
        let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double(String($0).trimmingSpaces)
        }
        return numbers.count == 4 ? array(numbers) : value
    }

    /// `{ x, y, blur, spread, color, type }` → `{ offsetX, offsetY, blur, spread, color, inset }`.
    private static func shadowLayer(_ value: JSONNode) -> JSONNode {
        guard let members = value.members else { return value }
        var out: [(key: String, value: JSONNode)] = []
        for (key, member) in members {
            switch key {
            case "x": out.append(("offsetX", dimension(member)))
            case "y": out.append(("offsetY", dimension(member)))
            case "blur", "spread": out.append((key, dimension(member)))
            case "type": out.append(("inset", JSONNode(.bool(member.string == "innerShadow"), at: member.range)))
            default: out.append((key, member))
            }
        }
        return JSONNode(.object(out), at: value.range)
    }
}
