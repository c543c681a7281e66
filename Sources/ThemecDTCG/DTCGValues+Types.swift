import ThemecCore
import ThemecDiagnostics

/// The DTCG 2025.10 types beyond colour and dimension: fontFamily, fontWeight, duration, cubicBezier,
/// transition, shadow and typography, and dimensions written as strings (`"4px"`, `"1.5rem"`).
extension DTCGValueConverter {
    /// The value of a token of `type` other than colour, dimension and number, or `nil` with a warning.
    mutating func typedValue(
        _ type: String, _ value: JSONNode, extensions: JSONNode? = nil, name: DiagnosticMessage, range: SourceRange
    ) -> ImportedValue? {
        switch type {
        case "fontFamily": return fontFamily(value, name: name, range: range).map(ImportedValue.fontFamily)
        case "fontWeight": return fontWeight(value, name: name, range: range).map(ImportedValue.fontWeight)
        case "duration": return duration(value, name: name, range: range).map(ImportedValue.duration)
        case "cubicBezier": return cubicBezier(value, name: name, range: range).map(ImportedValue.cubicBezier)
        case "transition": return transition(value, extensions: extensions, name: name, range: range)
        case "shadow": return shadow(value, name: name, range: range).map(ImportedValue.shadow)
        case "typography":
            return typography(value, extensions: extensions, name: name, range: range).map(ImportedValue.typography)
        default:
            diagnostics.append(DTCGMessages.unsupportedType(type, token: name, at: range))
            return nil
        }
    }

    /// `"4px"`, `"1.5rem"`, `"0"`, `"-2px"`: a dimension written as CSS text (Tokens Studio, pre-2025 files).
    mutating func dimensionString(
        _ text: String, name: DiagnosticMessage, range: SourceRange, signed: Bool = false
    ) -> Double? {
        let trimmed = Array(text.trimmingSpaces)
        // The number: sign, digits and point, and an exponent only when digits follow it (`2em` is 2 em).
        var end = 0
        if end < trimmed.count, trimmed[end] == "-" || trimmed[end] == "+" { end += 1 }
        while end < trimmed.count, trimmed[end].isASCII, trimmed[end].isNumber || trimmed[end] == "." { end += 1 }
        if end < trimmed.count, trimmed[end] == "e" || trimmed[end] == "E" {
            var exponent = end + 1
            if exponent < trimmed.count, trimmed[exponent] == "-" || trimmed[exponent] == "+" { exponent += 1 }
            if exponent < trimmed.count, trimmed[exponent].isASCII, trimmed[exponent].isNumber {
                end = exponent
                while end < trimmed.count, trimmed[end].isASCII, trimmed[end].isNumber { end += 1 }
            }
        }
        let numberText = String(trimmed[..<end])
        let unit = String(trimmed[end...]).trimmingSpaces
        guard let number = Double(numberText), number.isFinite else {
            diagnostics.append(DTCGMessages.invalidDimensionString(text, token: name, at: range))
            return nil
        }
        if unit.isEmpty, number != 0 {
            diagnostics.append(DTCGMessages.invalidDimensionString(text, token: name, at: range))
            return nil
        }
        let object = JSONNode(
            .object([
                ("value", JSONNode(.number(number), at: range)),
                ("unit", JSONNode(.string(unit.isEmpty ? "px" : unit), at: range)),
            ]), at: range)
        return dimension(object, name: name, range: range, signed: signed)
    }

    /// A length inside a composite value: a dimension object or string, or (where the format allows) 0.
    private mutating func length(
        _ node: JSONNode?, of part: String, name: DiagnosticMessage, range: SourceRange, signed: Bool = false
    ) -> Double? {
        guard let node else {
            diagnostics.append(DTCGMessages.missingPart(part, token: name, at: range))
            return nil
        }
        if node.number == 0 { return 0 }
        return dimension(node, name: name, range: range, signed: signed)
    }

    mutating func fontFamily(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> String? {
        // A list is a fallback stack: the first family is the one an app bundles or the system has.
        let first = value.array?.first ?? value
        guard let family = first.string?.trimmingSpaces, !family.isEmpty else {
            diagnostics.append(DTCGMessages.invalidFontFamily(name, at: range))
            return nil
        }
        if let rest = value.array?.dropFirst(), !rest.isEmpty {
            diagnostics.append(DTCGMessages.fontFallbacksDropped(name, count: rest.count, at: range))
        }
        return family
    }

    /// The 2025.10 weight names (`thin` … `extra-black`) and their numbers.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> Double? {
        if let number = value.number ?? value.string.flatMap(Double.init), (1...1000).contains(number) {
            return number
        }
        // The names are the format's, in lower case as it writes them.
        if let text = value.string, let number = Self.weightNames[text] { return number }
        diagnostics.append(DTCGMessages.invalidFontWeight(name, at: range))
        return nil
    }

    /// Seconds, from `{ value, unit: "ms" | "s" }` (or the strings `"200ms"`, `"0.2s"`).
    mutating func duration(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> Double? {
        var number = value["value"]?.number
        var unit = value["unit"]?.string
        if let text = value.string?.trimmingSpaces {
            if text.hasSuffix("ms") {
                number = Double(text.dropLast(2))
                unit = "ms"
            } else if text.hasSuffix("s") {
                number = Double(text.dropLast())
                unit = "s"
            }
        }
        guard let number, number.isFinite, let unit, unit == "ms" || unit == "s" else {
            diagnostics.append(DTCGMessages.invalidDuration(name, at: range))
            return nil
        }
        guard number >= 0 else {
            diagnostics.append(DTCGMessages.negativeNumber(name, value: number, at: range))
            return nil
        }
        return unit == "ms" ? number / 1000 : number
    }

    mutating func cubicBezier(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> [Double]? {
        guard let items = value.array, items.count == 4 else {
            diagnostics.append(DTCGMessages.invalidCubicBezier(name, at: range))
            return nil
        }
        let numbers = items.compactMap(\.number)
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            diagnostics.append(DTCGMessages.invalidCubicBezier(name, at: range))
            return nil
        }
        return numbers
    }

    mutating func transition(
        _ value: JSONNode, extensions: JSONNode? = nil, name: DiagnosticMessage, range: SourceRange
    ) -> ImportedValue? {
        guard value.members != nil else {
            diagnostics.append(DTCGMessages.invalidComposite("transition", token: name, at: range))
            return nil
        }
        guard let durationNode = value["duration"], let timing = value["timingFunction"] else {
            diagnostics.append(DTCGMessages.missingPart("duration and timingFunction", token: name, at: range))
            return nil
        }
        guard let seconds = duration(durationNode, name: name, range: range),
            let curve = cubicBezier(timing, name: name, range: range)
        else { return nil }
        if let delay = value["delay"] {
            guard let delaySeconds = duration(delay, name: name, range: range) else { return nil }
            if delaySeconds != 0 {
                diagnostics.append(DTCGMessages.transitionDelay(name, at: range))
                return nil
            }
        } else {
            diagnostics.append(DTCGMessages.requiredPartDefaulted("delay", as: "0ms", token: name, at: range))
        }
        return .animation(
            curve: curve, duration: seconds,
            named: DTCGEffectsExport.namedCurve(
                extensions?[DTCGImporter.extensionKey], points: curve, duration: seconds))
    }

    mutating func shadow(_ value: JSONNode, name: DiagnosticMessage, range: SourceRange) -> [ImportedShadowLayer]? {
        let layers = value.array ?? [value]
        guard !layers.isEmpty else {
            diagnostics.append(DTCGMessages.invalidComposite("shadow", token: name, at: range))
            return nil
        }
        var out: [ImportedShadowLayer] = []
        for layer in layers {
            guard layer.members != nil else {
                diagnostics.append(DTCGMessages.invalidComposite("shadow", token: name, at: range))
                return nil
            }
            if let inset = layer["inset"] {
                guard case .bool(let isInset) = inset.value else {
                    diagnostics.append(
                        DTCGMessages.shadowPartRefused("an 'inset' that is not true or false", token: name, at: range))
                    return nil
                }
                if isInset {
                    diagnostics.append(DTCGMessages.shadowPartRefused("an inset shadow", token: name, at: range))
                    return nil
                }
            }
            guard let colorNode = layer["color"] else {
                diagnostics.append(DTCGMessages.missingPart("color", token: name, at: range))
                return nil
            }
            guard let color = color(colorNode, name: name, range: range),
                let x = length(layer["offsetX"], of: "offsetX", name: name, range: range, signed: true),
                let y = length(layer["offsetY"], of: "offsetY", name: name, range: range, signed: true),
                let blur = length(layer["blur"], of: "blur", name: name, range: range)
            else { return nil }
            if let spreadNode = layer["spread"] {
                guard let spread = length(spreadNode, of: "spread", name: name, range: range) else { return nil }
                if spread != 0 {
                    diagnostics.append(DTCGMessages.shadowPartRefused("a spread other than 0", token: name, at: range))
                    return nil
                }
            } else {
                diagnostics.append(DTCGMessages.requiredPartDefaulted("spread", as: "0px", token: name, at: range))
            }
            out.append(ImportedShadowLayer(color: color, radius: blur / 2, x: x, y: y))
        }
        return out
    }

    mutating func typography(
        _ value: JSONNode, extensions: JSONNode? = nil, name: DiagnosticMessage, range: SourceRange
    ) -> ImportedTypography? {
        guard value.members != nil else {
            diagnostics.append(DTCGMessages.invalidComposite("typography", token: name, at: range))
            return nil
        }
        guard let sizeNode = value["fontSize"] else {
            diagnostics.append(DTCGMessages.missingPart("fontSize", token: name, at: range))
            return nil
        }
        guard let size = dimension(sizeNode, name: name, range: range) else { return nil }
        guard size > 0 else {
            diagnostics.append(DTCGMessages.invalidComposite("typography", token: name, at: range))
            return nil
        }
        var typography = ImportedTypography(size: size)
        // 2025.10 requires all five; a theme typography leaves a missing one to the font, and says so.
        let missing = ["fontFamily", "fontWeight", "letterSpacing", "lineHeight"].filter { value[$0] == nil }
        if !missing.isEmpty {
            diagnostics.append(DTCGMessages.typographyPartsMissing(missing, token: name, at: range))
        }
        if let node = value["fontFamily"] {
            guard let family = fontFamily(node, name: name, range: range) else { return nil }
            typography.font = family
        }
        if let node = value["fontWeight"] {
            guard let weight = fontWeight(node, name: name, range: range) else { return nil }
            typography.weight = weight
        }
        if let node = value["lineHeight"] {
            // 2025.10: a number, the multiplier of the font size; older files write a dimension.
            if let multiplier = node.number ?? node.string.flatMap(Double.init) {
                typography.lineHeight = multiplier * size
            } else {
                guard let points = dimension(node, name: name, range: range) else { return nil }
                typography.lineHeight = points
            }
        }
        if let node = value["letterSpacing"] {
            if node.number == 0 || node.string == "0" {
                typography.tracking = 0
            } else if let text = node.string, text.hasSuffix("em"), !text.hasSuffix("rem"),
                let em = Double(text.dropLast(2))
            {
                // Tracking in em is a fraction of the size: exact in points for this token's size.
                typography.tracking = em * size
            } else {
                guard let points = dimension(node, name: name, range: range, signed: true) else { return nil }
                typography.tracking = points
            }
        }
        // themec's export keeps the Apple side of a typography token in its `dev.themec` extension.
        if let themec = extensions?[DTCGImporter.extensionKey] {
            typography.textStyle = themec["textStyle"]?.string.flatMap { TextStyle(rawValue: $0)?.rawValue }
            typography.scaling = themec["scaling"]?.string.flatMap { TypographyScaling(rawValue: $0)?.rawValue }
            if let lineHeight = themec["lineHeight"]?.number { typography.lineHeight = lineHeight }
            for own in themec["fontsOwn"]?.array?.compactMap(\.string) ?? [] {
                switch own {
                case "fontWeight": typography.weight = nil
                case "lineHeight": typography.lineHeight = nil
                case "letterSpacing": typography.tracking = nil
                default: break
                }
            }
        }
        for (key, member) in value.members ?? []
        where !["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"].contains(key) {
            diagnostics.append(DTCGMessages.unknownCompositeProperty(key, token: name, at: member.range))
        }
        return typography
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
