/// An Apple system colour used by a token, so generated code can use the real system colour.
public struct SystemColorReference: Hashable, Sendable {
    /// The UIKit name without `system.` (`secondaryLabel`, `systemBlue`).
    public var name: String
    /// The opacity that replaced the system colour's own alpha, if any (`{ color: "{system.label}", opacity: 0.5 }`).
    public var opacity: Double?

    /// The system colour `name`, with `opacity` in place of its own alpha if given.
    public init(name: String, opacity: Double? = nil) {
        self.name = name
        self.opacity = opacity
    }
}

/// A colour resolved for one appearance.
public struct ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// The exact value: for a system colour, its iOS 16+ value for this appearance.
    public var rgba: RGBA
    /// The system colour, boxed: most colours have none, and a box keeps a value at 16 bytes instead of 40
    /// (a set of 100k tokens holds 400k of them). The box is never mutated, so values keep value semantics.
    private var systemBox: SystemColorBox?

    /// Set when the value comes from an Apple system colour.
    public var system: SystemColorReference? {
        get { systemBox?.reference }
        set { systemBox = newValue.map(SystemColorBox.init) }
    }

    /// The value `rgba`, standing for the system colour `system` if given.
    public init(rgba: RGBA, system: SystemColorReference? = nil) {
        self.rgba = rgba
        self.systemBox = system.map(SystemColorBox.init)
    }

    /// Equal values and equal system colours.
    public static func == (lhs: ColorValue, rhs: ColorValue) -> Bool {
        lhs.rgba == rhs.rgba && lhs.system == rhs.system
    }

    /// Hashes the value and the system colour.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
        hasher.combine(system)
    }

    /// The value as `themec resolve` prints it, with the system colour's name.
    public var description: String {
        guard let system else { return rgba.text }
        return "\(rgba.text) (system.\(system.name)\(system.opacity.map { " @\($0)" } ?? ""))"
    }
}

/// The storage of `ColorValue.system`.
private final class SystemColorBox: Sendable {
    let reference: SystemColorReference

    init(_ reference: SystemColorReference) {
        self.reference = reference
    }
}
