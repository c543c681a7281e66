/// How an animation token's value moves from start to end.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points; `x1` and `x2` are from 0 to 1.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring: `response` in seconds (the period of the undamped spring), `dampingFraction` 0 or more
    /// (1 is critically damped).
    case spring(response: Double, dampingFraction: Double)

    /// The curve's words, as a theme file writes the named curves.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut"]

    /// The named curve `name` (`easeOut`), if it is one.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        default: return nil
        }
    }

    /// `easeOut`, `bezier(0.2, 0, 0, 1)`, `spring(response: 0.3, dampingFraction: 0.7)`.
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .bezier(let x1, let y1, let x2, let y2):
            return "bezier(" + [x1, y1, x2, y2].map(formatNumber).joined(separator: ", ") + ")"
        case .spring(let response, let dampingFraction):
            return "spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))"
        }
    }
}

/// An animation token resolved: a curve and, unless it is a spring, a duration.
public struct ResolvedAnimation: Hashable, Sendable, CustomStringConvertible {
    public var curve: TimingCurve
    /// In seconds; `nil` for a spring, whose response sets its pace.
    public var duration: Double?

    public init(curve: TimingCurve, duration: Double?) {
        self.curve = curve
        self.duration = duration
    }

    /// `curve: easeOut, duration: 0.2`, as `themec resolve` prints it.
    public var description: String {
        "curve: \(curve)" + (duration.map { ", duration: \(formatNumber($0))" } ?? "")
    }
}
