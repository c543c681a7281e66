/// A semantic colour resolved in all four appearances.
public struct DynamicColor: Hashable, Sendable {
    /// In light mode.
    public var light: ColorValue
    /// In dark mode.
    public var dark: ColorValue
    /// In light mode with increased contrast.
    public var lightHighContrast: ColorValue
    /// In dark mode with increased contrast.
    public var darkHighContrast: ColorValue

    /// A colour of the four values.
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

    /// The value in `appearance`.
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
