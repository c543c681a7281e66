import ThemecCore

/// Shadows as DTCG 2025.10 `shadow` tokens and animations as `transition` tokens. Layout and rules:
/// `docs/DTCG.md`, "Export".
///
/// A layer is `{ color, offsetX, offsetY, blur, spread: 0 }` with lengths in `px`; `blur` is twice themec's
/// `radius` (the CSS blur, which the import halves). A named curve is written as its Bézier control points with
/// `dev.themec.curve` naming it; a spring, which 2025.10 has no type for, as a transition of its response
/// with the ease-out curve and `dev.themec.spring: { response, dampingFraction }`. Every token's `dev.themec`
/// entry has the `valueDigest` of its `$value` (`DTCGValueDigest`): the import takes a token's declaration
/// from the root entry only while the value is still this one.
enum DTCGEffectsExport {
    /// The control points of the named curves (CSS's and SwiftUI's).
    static let namedCurves: [(curve: TimingCurve, name: String, points: [Double])] = [
        (.linear, "linear", [0, 0, 1, 1]), (.easeIn, "easeIn", [0.42, 0, 1, 1]),
        (.easeOut, "easeOut", [0, 0, 0.58, 1]), (.easeInOut, "easeInOut", [0.42, 0, 0.58, 1]),
    ]

    /// The `shadows` and `animations` groups of a theme's token file, shadows in `appearance`.
    static func groups(_ set: ResolvedThemeSet, _ theme: ResolvedTheme, aliases: DTCGExportAliases?)
        -> [(String, JSONOut)]
    {
        var groups: [(String, JSONOut)] = []
        if let shadows = shadowGroup(set, theme, appearance: .light, aliases: aliases, onlyVarying: false) {
            groups.append(("shadows", shadows))
        }
        if !set.animations.isEmpty {
            var members: [(String, JSONOut)] = [("$type", .string("transition"))]
            for (index, info) in set.animations.enumerated() {
                var (value, extra) = transition(theme.animations[index])
                if let alias = aliases?.animation(theme, set, path: info.name.dottedPath) {
                    value = .string(alias)
                    extra = []
                }
                extra.append((DTCGValueDigest.key, .string(DTCGValueDigest.digest(value))))
                DTCGExporter.insert(
                    DTCGExporter.token(value, description: info.description, group: .animations, extra: extra),
                    at: info.name.path[...], into: &members)
            }
            groups.append(("animations", .object(members)))
        }
        return groups
    }

    /// The shadows in `appearance`; with `onlyVarying`, only those whose layers differ by appearance (the
    /// appearance files' part). `nil` when there is none.
    static func shadowGroup(
        _ set: ResolvedThemeSet, _ theme: ResolvedTheme, appearance: Appearance, aliases: DTCGExportAliases?,
        onlyVarying: Bool
    ) -> JSONOut? {
        var members: [(String, JSONOut)] = [("$type", .string("shadow"))]
        for (index, info) in set.shadows.enumerated() {
            let shadow = theme.shadows[index]
            let varies = shadow.layers.contains { layer in
                Set(Appearance.allCases.map { layer.color[$0] }).count > 1
            }
            if onlyVarying, !varies { continue }
            let path = info.name.dottedPath
            let value: JSONOut
            if let alias = aliases?.shadow(theme, set, path: path) {
                value = .string(alias)
            } else {
                let layers = shadow.layers.enumerated().map { number, layer in
                    let color =
                        aliases?.shadowColor(theme, set, path: path, layer: number, appearance: appearance)
                        .map(JSONOut.string) ?? DTCGExporter.color(layer.color[appearance].rgba)
                    return JSONOut.object([
                        ("color", color), ("offsetX", pixels(layer.x)), ("offsetY", pixels(layer.y)),
                        ("blur", pixels(layer.radius * 2)), ("spread", pixels(0)),
                    ])
                }
                value = layers.count == 1 ? layers[0] : .array(layers)
            }
            let digest = (DTCGValueDigest.key, JSONOut.string(DTCGValueDigest.digest(value)))
            DTCGExporter.insert(
                DTCGExporter.token(value, description: info.description, group: .shadows, extra: [digest]),
                at: info.name.path[...], into: &members)
        }
        return members.count > 1 ? .object(members) : nil
    }

    /// The named curve or spring a transition's `dev.themec` entry names (`transition(_:)`), if its curve and
    /// duration are still the ones written for it (an edited value is taken as it is).
    static func namedCurve(_ themec: JSONNode?, points: [Double], duration: Double) -> TimingCurve? {
        if let name = themec?["curve"]?.string, let entry = namedCurves.first(where: { $0.name == name }),
            entry.points == points
        {
            return entry.curve
        }
        if let spring = themec?["spring"], let response = spring["response"]?.number,
            let dampingFraction = spring["dampingFraction"]?.number, response.isFinite, response > 0,
            dampingFraction.isFinite, dampingFraction >= 0, response == duration, points == namedCurves[2].points
        {
            return .spring(response: response, dampingFraction: dampingFraction)
        }
        return nil
    }

    static func pixels(_ value: Double) -> JSONOut {
        .object([("value", .number(value)), ("unit", .string("px"))])
    }

    /// The transition value and the `dev.themec` entries that name its curve.
    static func transition(_ animation: ResolvedAnimation) -> (JSONOut, [(String, JSONOut)]) {
        func seconds(_ value: Double) -> JSONOut { .object([("value", .number(value)), ("unit", .string("s"))]) }
        var points: [Double]
        var extra: [(String, JSONOut)] = []
        var duration = animation.duration ?? 0
        switch animation.curve {
        case .bezier(let x1, let y1, let x2, let y2): points = [x1, y1, x2, y2]
        case .spring(let response, let dampingFraction):
            points = namedCurves[2].points
            duration = response
            extra.append(
                ("spring", .object([("response", .number(response)), ("dampingFraction", .number(dampingFraction))])))
        case let named:
            let entry = namedCurves.first { $0.curve == named }!
            points = entry.points
            extra.append(("curve", .string(entry.name)))
        }
        let value = JSONOut.object([
            ("duration", seconds(duration)), ("delay", seconds(0)),
            ("timingFunction", .array(points.map(JSONOut.number))),
        ])
        return (value, extra)
    }
}
