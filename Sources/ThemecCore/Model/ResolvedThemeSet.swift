public import ThemecDiagnostics

/// An 8-bit colour with alpha in sRGB or Display P3: the unit every colour resolves to.
///
/// Five bytes: a `ColorValue` that holds one stays at 16 bytes (see docs/Architecture.md).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The RGB colour space the channels are in.
    public enum Space: UInt8, Hashable, Sendable {
        /// sRGB: hex colours, `rgb()`, `hsl()`, `color(srgb …)`, and `oklch()` inside the sRGB gamut.
        case sRGB
        /// Display P3 (the sRGB transfer curve, wider primaries): `color(display-p3 …)`, and `oklch()`
        /// outside the sRGB gamut.
        case displayP3
    }

    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public var space: Space

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255, space: Space = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    /// `#RRGGBBAA` of the channels, upper-case, whatever the space (for sRGB the form `themec resolve` prints).
    public var hex: String {
        "#"
            + [red, green, blue, alpha].map { byte in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }.joined()
    }

    /// The canonical text of the colour, which `ColorSyntax.parse` reads back as the same value: `#RRGGBBAA`
    /// for sRGB, `color(display-p3 R G B)` (with ` / A` when not opaque) for Display P3, each channel in
    /// thousandths (enough to give back the same 8-bit value).
    public var text: String {
        guard space == .displayP3 else { return hex }
        let channels = [red, green, blue].map { Self.fraction($0) }.joined(separator: " ")
        let alphaText = alpha == 255 ? "" : " / " + Self.fraction(alpha)
        return "color(display-p3 \(channels)\(alphaText))"
    }

    /// `value / 255` rounded to thousandths, without trailing zeros: `0`, `0.502`, `1`.
    static func fraction(_ value: UInt8) -> String {
        let thousandths = (Int(value) * 2000 + 255) / 510
        if thousandths == 1000 { return "1" }
        if thousandths == 0 { return "0" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    /// The channels as fractions 0–1, red, green, blue, in `space`.
    public var components: [Double] { [Double(red) / 255, Double(green) / 255, Double(blue) / 255] }

    public var description: String { text }

    /// This colour with its alpha replaced by `opacity` (0–1), rounded to the nearest 1/255.
    public func withOpacity(_ opacity: Double) -> RGBA {
        var copy = self
        copy.alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        return copy
    }
}

/// One of the four appearances a semantic colour has a value for.
public enum Appearance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast

    public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
        case light, dark
    }

    public enum Contrast: String, Sendable, Hashable, CaseIterable {
        case standard, high
    }

    public init(colorScheme: ColorScheme, contrast: Contrast) {
        switch (colorScheme, contrast) {
        case (.light, .standard): self = .light
        case (.dark, .standard): self = .dark
        case (.light, .high): self = .lightHighContrast
        case (.dark, .high): self = .darkHighContrast
        }
    }

    public var colorScheme: ColorScheme { self == .light || self == .lightHighContrast ? .light : .dark }
    public var contrast: Contrast { self == .light || self == .dark ? .standard : .high }
    /// The appearance a high-contrast slot falls back to when the theme leaves it out.
    public var standardContrast: Appearance { Appearance(colorScheme: colorScheme, contrast: .standard) }
    public var description: String { rawValue }
}

/// An Apple system colour used by a token, so generated code can use the real system colour.
public struct SystemColorReference: Hashable, Sendable {
    /// The UIKit name without `system.` (`secondaryLabel`, `systemBlue`).
    public var name: String
    /// The opacity that replaced the system colour's own alpha, if any (`{ color: "{system.label}", opacity: 0.5 }`).
    public var opacity: Double?

    public init(name: String, opacity: Double? = nil) {
        self.name = name
        self.opacity = opacity
    }
}

/// A colour resolved for one appearance.
public struct ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// The exact value: for a system colour, its iOS 16+ value for this appearance.
    public var rgba: RGBA
    /// The system colour, boxed: most colours have none, and a box keeps a value at 16 bytes instead of 40
    /// (a set of 100k tokens holds 400k of them). The box is never mutated, so values keep value semantics.
    private var systemBox: SystemColorBox?

    /// Set when the value comes from an Apple system colour.
    public var system: SystemColorReference? {
        get { systemBox?.reference }
        set { systemBox = newValue.map(SystemColorBox.init) }
    }

    public init(rgba: RGBA, system: SystemColorReference? = nil) {
        self.rgba = rgba
        self.systemBox = system.map(SystemColorBox.init)
    }

    public static func == (lhs: ColorValue, rhs: ColorValue) -> Bool {
        lhs.rgba == rhs.rgba && lhs.system == rhs.system
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
        hasher.combine(system)
    }

    public var description: String {
        guard let system else { return rgba.text }
        return "\(rgba.text) (system.\(system.name)\(system.opacity.map { " @\($0)" } ?? ""))"
    }
}

/// The storage of `ColorValue.system`.
private final class SystemColorBox: Sendable {
    let reference: SystemColorReference

    init(_ reference: SystemColorReference) {
        self.reference = reference
    }
}

/// A semantic colour resolved in all four appearances.
public struct DynamicColor: Hashable, Sendable {
    public var light: ColorValue
    public var dark: ColorValue
    public var lightHighContrast: ColorValue
    public var darkHighContrast: ColorValue

    public init(light: ColorValue, dark: ColorValue, lightHighContrast: ColorValue, darkHighContrast: ColorValue) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The same value in every appearance.
    public init(constant: ColorValue) {
        self.init(light: constant, dark: constant, lightHighContrast: constant, darkHighContrast: constant)
    }

    public subscript(appearance: Appearance) -> ColorValue {
        get {
            switch appearance {
            case .light: return light
            case .dark: return dark
            case .lightHighContrast: return lightHighContrast
            case .darkHighContrast: return darkHighContrast
            }
        }
        set {
            switch appearance {
            case .light: light = newValue
            case .dark: dark = newValue
            case .lightHighContrast: lightHighContrast = newValue
            case .darkHighContrast: darkHighContrast = newValue
            }
        }
    }

    /// When every appearance is the same system colour with the same opacity, that colour: generated code
    /// then uses the system colour itself rather than a dynamic provider.
    public var wholeSystemColor: SystemColorReference? {
        guard let system = light.system else { return nil }
        for appearance in Appearance.allCases where self[appearance].system != system { return nil }
        return system
    }
}

/// The token groups of format version 1.
public enum TokenGroup: String, Sendable, Hashable, CaseIterable {
    case palette
    case colors
    case radii
    case spacing
    /// Other lengths in points (icon sizes, touch targets, border widths).
    case sizes
    /// Opacities from 0 to 1.
    case opacity
    /// Other unitless numbers (line-height multipliers, z-order).
    case numbers
    /// Durations in seconds.
    case durations
    /// Font families.
    case fonts
    /// Text styles: a font, size, weight, line height, tracking and Dynamic Type scaling.
    case typography
    /// Drop shadows: one or more layers of colour, radius and offset.
    case shadows
    /// Animations: a timing curve and a duration.
    case animations

    /// The groups whose tokens are one number each, in the order the model keeps them.
    public static let numberGroups: [TokenGroup] = [.radii, .spacing, .sizes, .opacity, .numbers, .durations]

    /// Whether each token of the group is one number.
    public var isNumber: Bool {
        switch self {
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return false
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return true
        }
    }
}

/// A token's name in the theme set: its path in the YAML and its Swift identifier.
public struct TokenName: Hashable, Sendable, CustomStringConvertible {
    public var group: TokenGroup
    /// The keys from the group down to the token: `["gray", "600"]` for `palette.gray.600`. Kept as
    /// `dottedPath` (no key contains a dot) and split when asked for, like a declaration's path: the set's
    /// names are made from dotted paths, and an array per token cost an allocation and a split.
    public var path: [String] {
        get { splitAtDots(dottedPath) }
        set { dottedPath = newValue.joined(separator: ".") }
    }
    /// `gray.600`: the path joined with dots, as in references without the group.
    public private(set) var dottedPath: String
    /// The Swift identifier (`gray600`), after the identifier pipeline, without backticks.
    public var identifier: String

    public init(group: TokenGroup, path: [String], identifier: String) {
        self.init(group: group, dottedPath: path.joined(separator: "."), identifier: identifier)
    }

    /// A name whose path is already joined with dots.
    public init(group: TokenGroup, dottedPath: String, identifier: String) {
        self.group = group
        self.dottedPath = dottedPath
        self.identifier = identifier
    }
    /// `palette.gray.600`: the full reference form.
    public var description: String { group.rawValue + "." + dottedPath }
}

/// A token of the set: its name and the documentation the YAML gave it.
public struct TokenInfo: Hashable, Sendable {
    public var name: TokenName
    /// From the token's `description` (the first theme, in set order, that gives one).
    public var description: String?

    public init(name: TokenName, description: String? = nil) {
        self.name = name
        self.description = description
    }
}

/// One theme with every token resolved: references followed, `extends` applied, fallbacks filled in.
///
/// Token values are parallel to the names in `ResolvedThemeSet` (same order, same count). A theme that extends
/// another shares the values it inherits unchanged with it and stores only those that differ (`TokenValues`).
public struct ResolvedTheme: Sendable {
    /// As written in `theme:` (`Default`, `Ocean`).
    public var name: String
    /// The Swift identifier for the theme's static value (`default`, `ocean`), without backticks.
    public var identifier: String
    public var description: String?
    /// The theme it extends, if any.
    public var extends: String?
    /// The file it was declared in.
    public var file: String
    /// Where `theme:` was written.
    public var nameRange: SourceRange
    public var palette: TokenValues<RGBA>
    public var colors: TokenValues<DynamicColor>
    public var radii: TokenValues<Double>
    public var spacing: TokenValues<Double>
    /// Lengths in points.
    public var sizes: TokenValues<Double> = []
    /// From 0 to 1.
    public var opacity: TokenValues<Double> = []
    public var numbers: TokenValues<Double> = []
    /// In seconds.
    public var durations: TokenValues<Double> = []
    public var fonts: TokenValues<FontFamily> = []
    public var typography: TokenValues<ResolvedTypography> = []
    public var shadows: TokenValues<ResolvedShadow> = []
    public var animations: TokenValues<ResolvedAnimation> = []
    /// Parallel to `ResolvedThemeSet.buttonStyles`.
    public var buttonStyles: [ResolvedButtonStyle]
    /// Parallel to `ResolvedThemeSet.listSections`.
    public var listSections: [ResolvedListSection]
    /// Parallel to `buttonStyles`: where each style's key is written (in this theme's file or the one it
    /// inherits the style from); `nil` for a style the theme lacks (already an error).
    public var buttonStyleKeyRanges: [SourceRange?]
    /// The `lint:` settings, inherited key by key through `extends`.
    public var lint: ResolvedLintSettings
    /// Which tokens and styles the theme declares itself rather than inherits.
    public var declared: DeclaredTokens

    /// A theme whose values are stored in full (a theme built in code).
    public init(
        name: String, identifier: String, description: String?, extends: String?, file: String,
        nameRange: SourceRange, palette: [RGBA], colors: [DynamicColor], radii: [Double], spacing: [Double],
        buttonStyles: [ResolvedButtonStyle] = [], listSections: [ResolvedListSection] = [],
        buttonStyleKeyRanges: [SourceRange?] = [], lint: ResolvedLintSettings = ResolvedLintSettings(),
        declared: DeclaredTokens = DeclaredTokens()
    ) {
        self.init(
            name: name, identifier: identifier, description: description, extends: extends, file: file,
            nameRange: nameRange, palette: TokenValues(palette), colors: TokenValues(colors),
            radii: TokenValues(radii), spacing: TokenValues(spacing), buttonStyles: buttonStyles,
            listSections: listSections, buttonStyleKeyRanges: buttonStyleKeyRanges, lint: lint, declared: declared)
    }

    public init(
        name: String, identifier: String, description: String?, extends: String?, file: String,
        nameRange: SourceRange, palette: TokenValues<RGBA>, colors: TokenValues<DynamicColor>,
        radii: TokenValues<Double>, spacing: TokenValues<Double>, buttonStyles: [ResolvedButtonStyle] = [],
        listSections: [ResolvedListSection] = [], buttonStyleKeyRanges: [SourceRange?] = [],
        lint: ResolvedLintSettings = ResolvedLintSettings(), declared: DeclaredTokens = DeclaredTokens()
    ) {
        self.declared = declared
        self.buttonStyleKeyRanges = buttonStyleKeyRanges
        self.lint = lint
        self.buttonStyles = buttonStyles
        self.listSections = listSections
        self.name = name
        self.identifier = identifier
        self.description = description
        self.extends = extends
        self.file = file
        self.nameRange = nameRange
        self.palette = palette
        self.colors = colors
        self.radii = radii
        self.spacing = spacing
    }
}

/// A validated theme set: what the emitters and the `resolve` command consume.
public struct ResolvedThemeSet: Sendable {
    /// Sorted by theme name.
    public var themes: [ResolvedTheme]
    public var palette: [TokenInfo]
    public var colors: [TokenInfo]
    public var radii: [TokenInfo]
    public var spacing: [TokenInfo]
    public var sizes: [TokenInfo] = []
    public var opacity: [TokenInfo] = []
    public var numbers: [TokenInfo] = []
    public var durations: [TokenInfo] = []
    public var fonts: [TokenInfo] = []
    public var typography: [TokenInfo] = []
    public var shadows: [TokenInfo] = []
    public var animations: [TokenInfo] = []
    /// Every source file of the set, sorted, as given (for the banner of generated files).
    public var sourceFiles: [String]
    /// The button styles every theme has, in order of declaration.
    public var buttonStyles: [StyleName]
    /// The list section styles every theme has, in order of declaration.
    public var listSections: [StyleName]

    public init(
        themes: [ResolvedTheme], palette: [TokenInfo], colors: [TokenInfo], radii: [TokenInfo],
        spacing: [TokenInfo], sourceFiles: [String], buttonStyles: [StyleName] = [], listSections: [StyleName] = []
    ) {
        self.buttonStyles = buttonStyles
        self.listSections = listSections
        self.themes = themes
        self.palette = palette
        self.colors = colors
        self.radii = radii
        self.spacing = spacing
        self.sourceFiles = sourceFiles
    }

    /// The theme with this name, if any.
    public func theme(named name: String) -> ResolvedTheme? {
        themes.first { $0.name == name }
    }

    /// The set's tokens of a group whose tokens are numbers (`TokenGroup.isNumber`); empty for another group.
    public func numberTokens(_ group: TokenGroup) -> [TokenInfo] {
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
}

extension ResolvedTheme {
    /// The theme's values of a group whose tokens are numbers, parallel to `ResolvedThemeSet.numberTokens`.
    public func numberValues(_ group: TokenGroup) -> TokenValues<Double> {
        switch group {
        case .radii: return radii
        case .spacing: return spacing
        case .sizes: return sizes
        case .opacity: return opacity
        case .numbers: return numbers
        case .durations: return durations
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return TokenValues([])
        }
    }
}
