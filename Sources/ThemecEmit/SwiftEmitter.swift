public import ThemecCore

public enum SwiftEmitter {
    public static func emit(_ set: ResolvedThemeSet, options: EmitOptions) -> [GeneratedFile] { [] }
}
