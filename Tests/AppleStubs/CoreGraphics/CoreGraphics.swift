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

extension CGFloat {
    public static var infinity: CGFloat { CGFloat(Double.infinity) }

    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
}

@frozen public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

@frozen public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

@frozen public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize

    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
}

@frozen public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity: CGAffineTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
