public import ThemecDiagnostics

/// One theme file as written: the first typed stage above the YAML tree.
///
/// Nothing is resolved yet: references are still references, `extends` is still a name. Every piece keeps
/// its source range so later stages can point at it.
public struct ThemeDeclaration: Sendable {
    public var file: String
    /// `theme:`; `nil` when missing (already reported).
    public var name: Located<String>?
    public var description: String?
    public var extends: Located<String>?
    /// `abstract: true`: a base for other themes only. It is not emitted, and need not have every token or
    /// style the emitted themes have.
    public var isAbstract = false
    public var palette: [TokenDeclaration<ColorExpression>]
    public var colors: [TokenDeclaration<SemanticColorExpression>]
    public var radii: [TokenDeclaration<NumberExpression>]
    public var spacing: [TokenDeclaration<NumberExpression>]
    public var sizes: [TokenDeclaration<NumberExpression>] = []
    public var opacity: [TokenDeclaration<NumberExpression>] = []
    public var numbers: [TokenDeclaration<NumberExpression>] = []
    public var durations: [TokenDeclaration<NumberExpression>] = []
    public var fonts: [TokenDeclaration<FontExpression>] = []
    public var typography: [TokenDeclaration<TypographyExpression>] = []
    public var shadows: [TokenDeclaration<ShadowExpression>] = []
    public var animations: [TokenDeclaration<AnimationExpression>] = []
    public var buttonStyles: [ButtonStyleDeclaration] = []
    public var listSections: [ListSectionDeclaration] = []
    /// `lint:`; `nil` when the file has none.
    public var lint: LintDeclaration?
    /// The range of the whole document, for problems with the theme as a whole.
    public var range: SourceRange
    /// Tokens (`colors.accent`) whose value had an error already reported: they exist, so references to
    /// them and the missing-token check stay quiet instead of piling up follow-on errors.
    public var failedTokens: Set<String> = []

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
        self.palette = []
        self.colors = []
        self.radii = []
        self.spacing = []
    }
}

/// A token as declared in one theme file.
public struct TokenDeclaration<Expression: Sendable>: Sendable {
    /// Keys from the group down to the token (`["gray", "600"]`). No key contains a `.` (the parser rejects
    /// such names), so the path is kept as `dottedPath` alone and split when asked for: an array per
    /// token cost 64 bytes, 64 MB in a set of a million tokens.
    public var path: [String] {
        get { splitAtDots(dottedPath) }
        set { dottedPath = joinedWithDots(newValue) }
    }
    /// The path joined with dots (`gray.600`): the resolver looks tokens up by it.
    public private(set) var dottedPath: String
    /// The range of the token's key (the last key of the path).
    public var keyRange: SourceRange
    public var value: Expression
    /// The range of the whole value.
    public var valueRange: SourceRange
    public var description: String?

    public init(path: [String], keyRange: SourceRange, value: Expression, valueRange: SourceRange, description: String?)
    {
        self.dottedPath = joinedWithDots(path)
        self.keyRange = keyRange
        self.value = value
        self.valueRange = valueRange
        self.description = description
    }

    /// A declaration whose path is already joined with dots.
    init(dottedPath: String, keyRange: SourceRange, value: Expression, valueRange: SourceRange, description: String?) {
        self.dottedPath = dottedPath
        self.keyRange = keyRange
        self.value = value
        self.valueRange = valueRange
        self.description = description
    }

}

/// `path` joined with dots; the one name itself (no copy) for the usual path of one.
private func joinedWithDots(_ path: [String]) -> String {
    path.count == 1 ? path[0] : path.joined(separator: ".")
}

/// The keys of a dotted path, empty ones included, so it reverses `joinedWithDots` for keys without dots.
/// (On the UTF-8 bytes: a dot is one byte and never part of another scalar; the generic `split` on
/// `Character`s cost about 6,000 instructions per name.)
func splitAtDots(_ dottedPath: String) -> [String] {
    var dottedPath = dottedPath
    return dottedPath.withUTF8 { bytes in
        guard bytes.contains(UInt8(ascii: ".")) else { return [String(decoding: bytes, as: UTF8.self)] }
        var keys: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
            keys.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        return keys
    }
}

/// A reference such as `{palette.gray.600}` or `{system.secondaryLabel}`.
public struct TokenReference: Hashable, Sendable, CustomStringConvertible {
    /// The first segment: a group (`palette`, `colors`, `radii`, `typography`, …) or `system` (or anything the
    /// user wrote).
    public var group: String
    /// The rest of the segments. A segment never contains a `.` (the dots are what separate them), so the
    /// path is kept as `dottedPath` alone and split when asked for.
    public var path: [String] {
        get { splitAtDots(dottedPath) }
        set { dottedPath = joinedWithDots(newValue) }
    }
    public var range: SourceRange
    /// The path joined with dots (`gray.600`): the resolver looks tokens up by it.
    public private(set) var dottedPath: String

    public init(group: String, path: [String], range: SourceRange) {
        self.group = group
        self.range = range
        self.dottedPath = joinedWithDots(path)
    }

    /// A reference whose path is already joined with dots.
    init(group: String, dottedPath: String, range: SourceRange) {
        self.group = group
        self.range = range
        self.dottedPath = dottedPath
    }
    /// `palette.gray.600`, without braces.
    public var description: String { ([group] + path).joined(separator: ".") }
}

/// A colour value in one position: a literal, a reference, or a colour with its opacity replaced.
///
/// Every case is boxed: a declaration holds up to four of these, and the resolver copies declarations, so
/// a pointer each keeps a semantic colour's declaration small (storing literals inline made it 208 bytes
/// instead of 120, and the copies larger by as much).
public indirect enum ColorExpression: Sendable {
    case literal(RGBA, SourceRange)
    case reference(TokenReference)
    case withOpacity(ColorExpression, opacity: Double, SourceRange)

    public var range: SourceRange {
        switch self {
        case .literal(_, let range): return range
        case .reference(let reference): return reference.range
        case .withOpacity(_, _, let range): return range
        }
    }
}

/// A semantic colour's value: one expression for every appearance, or one per appearance.
public enum SemanticColorExpression: Sendable {
    case single(ColorExpression)
    /// `light` and `dark` are required; the high-contrast slots fall back to them.
    case appearances(
        light: ColorExpression, dark: ColorExpression, lightHighContrast: ColorExpression?,
        darkHighContrast: ColorExpression?)

    /// The expression that gives the value in `appearance`: its own slot, or the standard-contrast slot it falls back to.
    public func expression(for appearance: Appearance) -> ColorExpression {
        switch self {
        case .single(let expression): return expression
        case .appearances(let light, let dark, let lightHC, let darkHC):
            switch appearance {
            case .light: return light
            case .dark: return dark
            case .lightHighContrast: return lightHC ?? light
            case .darkHighContrast: return darkHC ?? dark
            }
        }
    }
}

/// A number (a length in points, an opacity, a duration in seconds, …): a literal or a reference to another
/// token of its group.
public enum NumberExpression: Sendable {
    case literal(Double, SourceRange)
    case reference(TokenReference)
}

extension ThemeDeclaration {
    /// The declarations of a group whose tokens are numbers (`TokenGroup.isNumber`); empty for another group.
    public func numberTokens(_ group: TokenGroup) -> [TokenDeclaration<NumberExpression>] {
        switch group {
        case .radii: return radii
        case .spacing: return spacing
        case .sizes: return sizes
        case .opacity: return opacity
        case .numbers: return numbers
        case .durations: return durations
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return []
        }
    }

    /// Appends `declarations` to a number group's (taking the array itself when the group has none yet).
    mutating func appendNumberTokens(_ declarations: [TokenDeclaration<NumberExpression>], to group: TokenGroup) {
        switch group {
        case .radii: radii = radii.isEmpty ? declarations : radii + declarations
        case .spacing: spacing = spacing.isEmpty ? declarations : spacing + declarations
        case .sizes: sizes = sizes.isEmpty ? declarations : sizes + declarations
        case .opacity: opacity = opacity.isEmpty ? declarations : opacity + declarations
        case .numbers: numbers = numbers.isEmpty ? declarations : numbers + declarations
        case .durations: durations = durations.isEmpty ? declarations : durations + declarations
        case .palette, .colors, .fonts, .typography, .shadows, .animations: break
        }
    }
}

/// A font family token's value: a family, or a reference to another font token.
public enum FontExpression: Sendable {
    case literal(FontFamily, SourceRange)
    case reference(TokenReference)
}

/// A typography token's value: its fields, or a reference to another typography token.
public enum TypographyExpression: Sendable {
    case literal(TypographyDeclaration)
    case reference(TokenReference)
}

/// A typography token as written; what it leaves out gets the defaults (the system font, the text style's size).
public struct TypographyDeclaration: Sendable {
    public var font: FontExpression?
    public var size: NumberExpression?
    /// From 1 to 1000; a `Font.Weight` name is read as its number.
    public var weight: Double?
    public var lineHeight: NumberExpression?
    public var tracking: NumberExpression?
    public var textStyle: TextStyle?
    public var scaling: TypographyScaling?

    public init() {}
}

/// A shadow token's value: its layers, or a reference to another shadow token.
public enum ShadowExpression: Sendable {
    /// At least one layer, drawn in order.
    case literal([ShadowDeclaration])
    case reference(TokenReference)
}

/// An animation token's value: a curve and a duration, or a reference to another animation token.
public enum AnimationExpression: Sendable {
    case literal(AnimationDeclaration)
    case reference(TokenReference)
}

/// An animation token as written: the parser made sure a curve that is no spring has a duration.
public struct AnimationDeclaration: Sendable {
    public var curve: TimingCurve
    /// Seconds, or a reference to a duration; `nil` for a spring.
    public var duration: NumberExpression?

    public init(curve: TimingCurve, duration: NumberExpression?) {
        self.curve = curve
        self.duration = duration
    }
}
