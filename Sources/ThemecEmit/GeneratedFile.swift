/// One file an emitter produces, before it is written.
public struct GeneratedFile: Hashable, Sendable {
    /// Path relative to the output directory, with `/` separators (`Theme.swift`, `Assets/…/Contents.json`).
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
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
    public var access: AccessLevel

    public init(access: AccessLevel = .internal) {
        self.access = access
    }
}
