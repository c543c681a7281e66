import ThemecCore

/// One file an emitter produces, before it is written.
///
/// The contents are held once, as the UTF-8 bytes that will be written: the emitters build bytes, and the
/// writer compares and writes bytes, so no `String` copy of a large file is ever made on the way.
public struct GeneratedFile: Hashable, Sendable {
    /// Path relative to the output directory, with `/` separators (`Theme.swift`, `Assets/…/Contents.json`).
    public var path: String
    /// The file's contents, as written.
    public var bytes: [UInt8]

    /// The contents as text (decoded from `bytes` on each use).
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// A file at `path` holding `contents` as UTF-8.
    public init(path: String, contents: String) {
        self.path = path
        self.bytes = Array(contents.utf8)
    }

    /// A file at `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// For code generated into the app target itself.
    case `internal`
    /// For code generated into a library that other modules import.
    case `public`
}

/// Options for emitting Swift.
public struct EmitOptions: Hashable, Sendable {
    /// The access level of the generated declarations (`internal` unless asked otherwise).
    public var access: AccessLevel
    /// The name of the generated root type (`Theme`): the struct with one static value per theme, the owner of
    /// the token group types (`Theme.Colors`) and the type of `\.theme`. The file names stay `Theme.swift` and
    /// `Theme+SwiftUI.swift` whatever it is. A Swift identifier that is none of `reservedTypeNames`.
    public var typeName: String
    /// Put before the name of every generated style type: `App` makes `OptionButtonStyle` `AppOptionButtonStyle`.
    /// The members (`.buttonStyle(.option)`) keep their names.
    public var stylePrefix: String
    /// Whether `Theme+SwiftUI.swift` ends with Xcode previews of the set (behind `#if DEBUG`): every colour, and
    /// each style in each of its states and roles, in every theme, light and dark. `previews: false` in
    /// `themec.yml`, or `--no-previews`, turns them off.
    public var previews: Bool

    /// Options with the given values; each defaults to what `themec compile` does without options.
    public init(
        access: AccessLevel = .internal, typeName: String = "Theme", stylePrefix: String = "", previews: Bool = true
    ) {
        self.access = access
        self.typeName = typeName
        self.stylePrefix = stylePrefix
        self.previews = previews
    }

    /// The type names the root type must not take: those the generated files declare besides the root type and
    /// the styles (`ReservedNames.generatedTypes`, which a test keeps equal to what the emitter declares), and
    /// those the generated code extends or names unqualified. `Theme` itself is the default.
    public static let reservedTypeNames: Set<String> = ReservedNames.generatedTypes.subtracting(["Theme"]).union(
        ReservedNames.namesInGeneratedCode
    ).union([
        "Color", "View", "EnvironmentValues", "EnvironmentKey", "ButtonStyle", "ToggleStyle", "Binding", "String",
        "Double", "Hashable", "Sendable", "Identifiable",
    ])
}
