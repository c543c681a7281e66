// A stand-in for the part of SwiftUI the generated theme code (and the sample app code in the tests) uses,
// with the declarations Apple documents (apple-platform-facts.md §3), including the actor annotations of
// current SDKs: `View` is `@MainActor @preconcurrency`, modifiers are `nonisolated`.
//
// Not a SwiftPM target: the SwiftEmitterTests compile it with `swiftc -emit-module`, once with the UIKit stub
// on the search path ("iOS"), once with the AppKit stub ("macOS") and once with neither. The bodies are
// placeholders; only the declarations matter.

@_exported import CoreGraphics

#if canImport(UIKit)
    import UIKit
#endif
#if canImport(AppKit)
    import AppKit
#endif

// MARK: - Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// What every stub modifier returns.
public struct _StubModifiedView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@frozen public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
}

extension Text: View {
    public var body: Never { fatalError() }
}

// MARK: - Colours and styles

public protocol ShapeStyle: Sendable {}

@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    private var id: Int = 0

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}

    public var description: String { "Color" }
}

extension Color: ShapeStyle {}

extension Color: View {
    public var body: Never { fatalError() }
}

#if canImport(UIKit)
    extension Color {
        @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
        public init(uiColor: UIColor) {}
    }
#endif

#if canImport(AppKit)
    extension Color {
        @available(macOS 12.0, *)
        public init(nsColor: NSColor) {}
    }
#endif

public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}

// MARK: - Shapes

public protocol Shape: Sendable {}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen public struct RoundedRectangle: Shape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
}

@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top: Edge.Set = Edge.Set(rawValue: 1)
        public static let leading: Edge.Set = Edge.Set(rawValue: 2)
        public static let bottom: Edge.Set = Edge.Set(rawValue: 4)
        public static let trailing: Edge.Set = Edge.Set(rawValue: 8)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }

    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    public var description: String { "EnvironmentValues" }
}

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// MARK: - Modifiers

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        _StubModifiedView()
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { _StubModifiedView() }

    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        _StubModifiedView()
    }

    nonisolated public func padding(_ length: CGFloat) -> some View { _StubModifiedView() }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StubModifiedView()
    }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        _StubModifiedView()
    }
}
