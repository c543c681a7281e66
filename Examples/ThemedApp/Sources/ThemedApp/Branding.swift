/// App code that uses the generated `AppTheme` type, which ThemecPlugin compiles into this target (the name
/// comes from `typeName` in the package's themec.yml).
public enum Branding {
    /// The theme for an edition of the app: `AppTheme.ocean` for "Ocean", `AppTheme.default` otherwise.
    public static func theme(forEdition edition: String) -> AppTheme {
        AppTheme.named(edition) ?? .default
    }

    /// The accent colour of an edition, as `#RRGGBBAA`.
    public static func accentHex(edition: String, appearance: ThemeAppearance) -> String {
        theme(forEdition: edition).colors.accent.resolved(for: appearance).hex
    }
}

/// The app's own `Theme`, which the generated type would clash with if it were called `Theme` too.
public enum Theme {
    case system
    case branded(edition: String)
}
