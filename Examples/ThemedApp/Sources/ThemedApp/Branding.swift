/// App code that uses the generated `Theme` type, which ThemecPlugin compiles into this target.
public enum Branding {
    /// The theme for an edition of the app: `Theme.ocean` for "Ocean", `Theme.default` otherwise.
    public static func theme(forEdition edition: String) -> Theme {
        Theme.named(edition) ?? .default
    }

    /// The accent colour of an edition, as `#RRGGBBAA`.
    public static func accentHex(edition: String, appearance: ThemeAppearance) -> String {
        theme(forEdition: edition).colors.accent.resolved(for: appearance).hex
    }
}
