/// The version of themec, shown by `themec --version` and in the banner of generated files.
public enum ThemecVersion {
    /// The released version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
