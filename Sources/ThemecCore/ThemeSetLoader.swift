public import ThemecDiagnostics
public import ThemecYAML

/// What loading a theme set produced.
public struct ThemeSetLoadResult: Sendable {
    /// The validated set; `nil` when there is any error.
    public var themeSet: ResolvedThemeSet?
    /// Every error and warning, from every file.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, by path, for rendering excerpts.
    public var sources: [String: SourceText]

    public init(themeSet: ResolvedThemeSet?, diagnostics: [Diagnostic], sources: [String: SourceText]) {
        self.themeSet = themeSet
        self.diagnostics = diagnostics
        self.sources = sources
    }
}

/// Reads theme files and turns them into a validated `ResolvedThemeSet`, collecting every diagnostic.
public enum ThemeSetLoader {
    /// Loads every `*.yaml`/`*.yml` file under `paths` (files or directories, searched recursively, in
    /// sorted order). A path that does not exist is an error without a location.
    public static func load(paths: [String], limits: YAMLLimits = .default) -> ThemeSetLoadResult {
        ThemeSetLoadResult(themeSet: nil, diagnostics: [], sources: [:])  // TODO: implemented in core
    }

    /// Loads a theme set from in-memory files (path, contents); used by tests and tools.
    public static func load(files: [(path: String, bytes: [UInt8])], limits: YAMLLimits = .default)
        -> ThemeSetLoadResult
    {
        ThemeSetLoadResult(themeSet: nil, diagnostics: [], sources: [:])  // TODO: implemented in core
    }
}

/// A token's value as `themec resolve` prints it.
public enum ResolvedValue: Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    case number(Double)

    /// `#RRGGBBAA` for a colour; a plain decimal (`8`, `0.5`) for a number.
    public var description: String {
        switch self {
        case .color(let rgba): return rgba.hex
        case .number(let value): return formatNumber(value)
        }
    }
}

/// A number as a plain decimal: no trailing `.0`, no exponent for ordinary values.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
