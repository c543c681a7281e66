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
