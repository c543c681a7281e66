/// A font family: one of the system font's designs, or a font installed with the app by its PostScript or
/// family name.
public enum FontFamily: Hashable, Sendable, CustomStringConvertible {
    case system
    case systemRounded
    case systemSerif
    case systemMonospaced
    /// `HiraginoSans-W3`: a PostScript or family name, as `Font.custom` takes it.
    case named(String)

    /// The words that name a system design (`system`, `systemRounded`, …), in order.
    public static let systemNames = ["system", "systemRounded", "systemSerif", "systemMonospaced"]

    /// The family a theme file's text means: a system design's word, or any other name.
    public init(_ text: String) {
        switch text {
        case "system": self = .system
        case "systemRounded": self = .systemRounded
        case "systemSerif": self = .systemSerif
        case "systemMonospaced": self = .systemMonospaced
        default: self = .named(text)
        }
    }

    /// As written in a theme file.
    public var description: String {
        switch self {
        case .system: return "system"
        case .systemRounded: return "systemRounded"
        case .systemSerif: return "systemSerif"
        case .systemMonospaced: return "systemMonospaced"
        case .named(let name): return name
        }
    }
}

/// Apple's text styles, which a size scales with under Dynamic Type: the same as a style's `scaling:`.
public typealias TextStyle = TextStyleKind

extension TextStyleKind {
    /// The style's size in points at the default (Large) content size on iOS: the size of a typography token
    /// that names the style and gives no size of its own.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }
}

/// Whether a typography token's size follows Dynamic Type.
public enum TypographyScaling: String, Sendable, Hashable, CaseIterable {
    /// Scales with the token's text style (with `body` when it names none).
    case dynamic
    /// Never scales.
    case fixed
}

/// A typography token resolved: every reference followed, the size filled in from the text style.
public struct ResolvedTypography: Hashable, Sendable, CustomStringConvertible {
    public var font: FontFamily
    /// In points, at the default content size.
    public var size: Double
    /// From 1 to 1000 (400 regular, 700 bold); `nil` for the font's own.
    public var weight: Double?
    /// The distance between baselines, in points; `nil` for the font's own.
    public var lineHeight: Double?
    /// Extra space between letters, in points; `nil` for none.
    public var tracking: Double?
    /// The text style the size scales with; `nil` for `body`'s scaling (when not fixed).
    public var textStyle: TextStyle?
    public var scaling: TypographyScaling

    public init(
        font: FontFamily, size: Double, weight: Double? = nil, lineHeight: Double? = nil, tracking: Double? = nil,
        textStyle: TextStyle? = nil, scaling: TypographyScaling = .dynamic
    ) {
        self.font = font
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.textStyle = textStyle
        self.scaling = scaling
    }

    /// `font: HiraginoSans-W3, size: 12, scaling: fixed`: every field that is set, as `themec resolve` prints it.
    public var description: String {
        var parts = ["font: \(font)", "size: \(formatNumber(size))"]
        if let weight { parts.append("weight: \(formatNumber(weight))") }
        if let lineHeight { parts.append("lineHeight: \(formatNumber(lineHeight))") }
        if let tracking { parts.append("tracking: \(formatNumber(tracking))") }
        if let textStyle { parts.append("textStyle: \(textStyle.rawValue)") }
        parts.append("scaling: \(scaling.rawValue)")
        return parts.joined(separator: ", ")
    }

    /// The numeric weights of SwiftUI's `Font.Weight` names.
    public static let namedWeights: [(name: FontWeightKind, value: Double)] = [
        (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
        (.bold, 700), (.heavy, 800), (.black, 900),
    ]
}
