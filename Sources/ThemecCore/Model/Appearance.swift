/// One of the four appearances a semantic colour has a value for.
public enum Appearance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast

    /// Light or dark.
    public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
        case light, dark
    }

    /// Standard or increased contrast.
    public enum Contrast: String, Sendable, Hashable, CaseIterable {
        case standard, high
    }

    /// The appearance of `colorScheme` and `contrast`.
    public init(colorScheme: ColorScheme, contrast: Contrast) {
        switch (colorScheme, contrast) {
        case (.light, .standard): self = .light
        case (.dark, .standard): self = .dark
        case (.light, .high): self = .lightHighContrast
        case (.dark, .high): self = .darkHighContrast
        }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme { self == .light || self == .lightHighContrast ? .light : .dark }
    /// Standard or increased contrast.
    public var contrast: Contrast { self == .light || self == .dark ? .standard : .high }
    /// The appearance a high-contrast slot falls back to when the theme leaves it out.
    public var standardContrast: Appearance { Appearance(colorScheme: colorScheme, contrast: .standard) }
    /// The appearance's key in a theme file (`lightHighContrast`).
    public var description: String { rawValue }
}
