import ThemecDiagnostics
import ThemecYAML

/// `shadows` and `animations`: drop shadows of one or more layers, and timing curves with durations.
extension ThemeFileParser {
    /// A shadow token: one layer `{ color, radius, x, y }`, a list of layers, `{ layers: [...] }` (either with a
    /// `description`), or `"{shadows.NAME}"`.
    mutating func shadowToken(_ node: YAMLNode, key: YAMLNode) -> (ShadowExpression, String?)? {
        let name = key.scalar?.value ?? ""
        if let scalar = node.scalar, !scalar.isNull, scalar.value.hasPrefix("{") {
            return reference(node, scalar: scalar).map { (.reference($0), nil) }
        }
        if node.sequence != nil {
            return shadowLayers(node, name: name).map { (.literal($0), nil) }
        }
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping such as { color: \"#00000033\", radius: 4, y: 2 }, a list of such layers, "
                        + "or '{shadows.NAME}'",
                    got: node.kindDescription, for: "the shadow '\(name)'", at: node.range))
            return nil
        }
        guard let fields = entries(node, context: "a shadow", known: ThemeFormat.shadowTokenKeys),
            fields.count == pairs.count
        else { return nil }
        var description: String?
        var layers: [ShadowDeclaration]?
        var failed = false
        for (field, pair) in fields {
            switch field {
            case "description":
                description = string(pair.value, context: "'description'")
                failed = failed || description == nil
            case "layers":
                layers = shadowLayers(pair.value, name: name)
                failed = failed || layers == nil
            default: break
            }
        }
        let hasLayerKeys = fields.contains { ThemeFormat.shadowKeys.contains($0.0) }
        if hasLayerKeys, fields.contains(where: { $0.0 == "layers" }) {
            let other = fields.first { ThemeFormat.shadowKeys.contains($0.0) }!
            diagnostics.append(
                ThemeMessages.unknownKey(
                    other.0, in: "a shadow with 'layers' (give the layer in the list)", suggestion: nil,
                    at: other.1.key.range))
            return nil
        }
        guard !failed else { return nil }
        if let layers { return (.literal(layers), description) }
        // One layer: the mapping without its description.
        guard let layer = shadow(node, known: ThemeFormat.shadowTokenKeys, context: "the shadow '\(name)'") else {
            return nil
        }
        return (.literal([layer]), description)
    }

    /// A non-empty list of layers, each `{ color, radius, x, y }`.
    mutating func shadowLayers(_ node: YAMLNode, name: String) -> [ShadowDeclaration]? {
        guard let items = node.sequence else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a list of layers such as [{ color: \"#00000033\", radius: 4 }]",
                    got: node.kindDescription, for: "'layers'", at: node.range))
            return nil
        }
        guard !items.isEmpty else {
            diagnostics.append(ThemeMessages.emptyValue(for: "the shadow '\(name)'", at: node.range))
            return nil
        }
        guard items.count <= ThemeFormat.maximumShadowLayers else {
            diagnostics.append(
                ThemeMessages.outOfRange(
                    "the number of layers", value: String(items.count),
                    allowed: "from 1 to \(ThemeFormat.maximumShadowLayers)", at: node.range))
            return nil
        }
        var layers: [ShadowDeclaration] = []
        var failed = false
        for item in items {
            if let layer = shadow(item, context: "a shadow layer") {
                layers.append(layer)
            } else {
                failed = true
            }
        }
        return failed ? nil : layers
    }

    /// An animation token: `{ curve, duration, description }` or `"{animations.NAME}"`.
    mutating func animationToken(_ node: YAMLNode, key: YAMLNode) -> (AnimationExpression, String?)? {
        let name = key.scalar?.value ?? ""
        if let scalar = node.scalar, !scalar.isNull, scalar.value.hasPrefix("{") {
            return reference(node, scalar: scalar).map { (.reference($0), nil) }
        }
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping such as { curve: easeOut, duration: 0.2 } or '{animations.NAME}'",
                    got: node.kindDescription, for: "the animation '\(name)'", at: node.range))
            return nil
        }
        guard let fields = entries(node, context: "an animation", known: ThemeFormat.animationTokenKeys),
            fields.count == pairs.count
        else { return nil }
        var curve: TimingCurve?
        var duration: NumberExpression?
        var durationKey: YAMLNode?
        var description: String?
        var failed = false
        for (field, pair) in fields {
            switch field {
            case "curve":
                curve = timingCurve(pair.value)
                failed = failed || curve == nil
            case "duration":
                duration = numberExpression(pair.value, group: .durations, key: pair.key)
                durationKey = pair.key
                failed = failed || duration == nil
            default:
                description = string(pair.value, context: "'description'")
                failed = failed || description == nil
            }
        }
        guard !failed else { return nil }
        guard let curve else {
            diagnostics.append(ThemeMessages.missingKey("curve", in: "the animation '\(name)'", at: node.range))
            return nil
        }
        if case .spring = curve {
            if let durationKey {
                diagnostics.append(ThemeMessages.durationWithSpring(at: durationKey.range))
                return nil
            }
        } else if duration == nil {
            diagnostics.append(ThemeMessages.missingKey("duration", in: "the animation '\(name)'", at: node.range))
            return nil
        }
        return (.literal(AnimationDeclaration(curve: curve, duration: duration)), description)
    }

    /// `curve:`: a named curve, a cubic Bézier `[x1, y1, x2, y2]` (x1 and x2 from 0 to 1), or
    /// `{ spring: { response, dampingFraction } }`.
    mutating func timingCurve(_ node: YAMLNode) -> TimingCurve? {
        if let items = node.sequence {
            guard items.count == 4 else {
                diagnostics.append(
                    ThemeMessages.wrongType(
                        expected: "a cubic Bézier of four numbers [x1, y1, x2, y2]",
                        got: "a list of \(items.count) item\(items.count == 1 ? "" : "s")", for: "'curve'",
                        at: node.range))
                return nil
            }
            let names = ["x1", "y1", "x2", "y2"]
            var values: [Double] = []
            for (item, name) in zip(items, names) {
                let value =
                    name.hasPrefix("x")
                    ? boundedNumber(item, what: name, range: 0...1, allowed: "from 0 to 1")
                    : number(item, context: "'\(name)'")
                if let value { values.append(value) }
            }
            guard values.count == 4 else { return nil }
            return .bezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
        }
        if node.mapping != nil {
            guard let fields = entries(node, context: "'curve'", known: ["spring"]), let spring = fields.first else {
                return nil
            }
            return self.spring(spring.1.value)
        }
        guard let text = string(node, context: "'curve'") else { return nil }
        if let curve = TimingCurve(name: text) { return curve }
        diagnostics.append(
            ThemeMessages.unknownValue(
                text, what: "animation curve", allowed: ThemeFormat.timingCurves + ["[x1, y1, x2, y2]", "{ spring }"],
                at: node.range))
        return nil
    }

    /// `{ response, dampingFraction }`: both required, the response more than 0, the damping fraction 0 or more.
    mutating func spring(_ node: YAMLNode) -> TimingCurve? {
        // An unknown key (reported) is no reason to report the key it misspells as missing too.
        guard let fields = entries(node, context: "'spring'", known: ThemeFormat.springKeys),
            fields.count == node.mapping?.count ?? 0
        else { return nil }
        var response: Double?
        var dampingFraction: Double?
        var failed = false
        for (field, pair) in fields {
            if field == "response" {
                response = boundedNumber(
                    pair.value, what: "response", range: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude,
                    allowed: "more than 0 seconds")
                failed = failed || response == nil
            } else {
                dampingFraction = boundedNumber(
                    pair.value, what: "dampingFraction", range: 0...Double.greatestFiniteMagnitude,
                    allowed: "0 or more")
                failed = failed || dampingFraction == nil
            }
        }
        guard !failed else { return nil }
        guard let response, let dampingFraction else {
            diagnostics.append(
                ThemeMessages.missingKey(
                    response == nil ? "response" : "dampingFraction", in: "'spring'", at: node.range))
            return nil
        }
        return .spring(response: response, dampingFraction: dampingFraction)
    }
}
