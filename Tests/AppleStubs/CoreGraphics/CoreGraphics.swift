// A stand-in for Apple's CoreGraphics, for type-checking generated code on Linux. Not a SwiftPM target:
// the SwiftEmitterTests compile it with `swiftc -emit-module`.
//
// The module must be named CoreGraphics: the compiler converts `Double` to `CGFloat` implicitly (SE-0307)
// only for the `CGFloat` of this module, as on Apple platforms.

/// The floating-point type of Core Graphics and of SwiftUI's geometry (a `Double` on 64-bit platforms).
@frozen
public struct CGFloat: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var native: Double

    public init() { native = 0 }
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }

    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
    public init(_ value: CGFloat) { self = value.native }
}
