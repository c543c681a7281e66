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
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@frozen public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@frozen public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

@frozen public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// MARK: - Layout containers

@frozen public struct VStack<Content: View>: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

@frozen public struct HStack<Content: View>: View {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }

    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable { self.data = data }

    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { self.data = data }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Divider: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// MARK: - Controls

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    private var rawValue: Int
    public static let destructive: ButtonRole = ButtonRole(rawValue: 1)
    public static let cancel: ButtonRole = ButtonRole(rawValue: 4)
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }

    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var role: ButtonRole? { nil }
}

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

public struct ToggleStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }

    public let label: ToggleStyleConfiguration.Label

    /// `@Binding var isOn: Bool { get nonmutating set }` in Apple's SDK.
    public var isOn: Bool {
        get { false }
        nonmutating set {}
    }
}

@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct Toggle<Label: View>: View {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityTraits: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton: AccessibilityTraits = AccessibilityTraits(rawValue: 1)
    public static let isSelected: AccessibilityTraits = AccessibilityTraits(rawValue: 2)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let isHeader: AccessibilityTraits = AccessibilityTraits(rawValue: 4)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let isToggle: AccessibilityTraits = AccessibilityTraits(rawValue: 8)
}

// MARK: - State

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    private var value: Value

    public init(wrappedValue value: Value) { self.value = value }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

/// What every stub modifier returns.
public struct _StubModifiedView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@frozen public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    public init<S: StringProtocol>(_ content: S) {}
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

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}

    public static let clear: Color = Color(white: 0, opacity: 0)
    public static let black: Color = Color(white: 0)

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static var accentColor: Color { Color(white: 0) }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { "Color" }
}

extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

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

public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
}

public protocol InsettableShape: Shape {}

extension InsettableShape {
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    { _StubModifiedView() }
}

@frozen public struct Path: Sendable {
    public init() {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {}
    public mutating func closeSubpath() {}
}

@frozen public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct UnevenRoundedRectangle: InsettableShape {
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen public struct RoundedRectangle: InsettableShape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path() }
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

    public var isEnabled: Bool {
        get { true }
        set {}
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var font: Font? {
        get { nil }
        set {}
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var accessibilityReduceMotion: Bool { false }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityShowButtonShapes: Bool { false }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var isFocused: Bool { false }

    public var description: String { "EnvironmentValues" }
}

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value

    public init(wrappedValue: Value) { value = wrappedValue }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }

    public var wrappedValue: Value { value }
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

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { _StubModifiedView() }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _StubModifiedView() }

    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StubModifiedView() }

    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View { _StubModifiedView() }

    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _StubModifiedView() }

    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _StubModifiedView() }

    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { _StubModifiedView() }

    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        _StubModifiedView()
    }

    nonisolated public func opacity(_ opacity: Double) -> some View { _StubModifiedView() }

    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _StubModifiedView()
    }

    nonisolated public func font(_ font: Font?) -> some View { _StubModifiedView() }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { _StubModifiedView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _StubModifiedView() }

    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        _StubModifiedView()
    }

    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { _StubModifiedView() }

    @preconcurrency nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View { _StubModifiedView() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _StubModifiedView()
    }

    @available(iOS 13.4, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { _StubModifiedView() }

    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _StubModifiedView() }
}

// MARK: - Previews

/// Apple's documentation gives the previews API as available from iOS 13, macOS 10.15, tvOS 13 and watchOS 6
/// "– 27.0": deprecated with the 27 SDKs in favour of the `#Preview` macro.
@available(iOS, introduced: 13.0, deprecated: 27.0)
@available(macOS, introduced: 10.15, deprecated: 27.0)
@available(tvOS, introduced: 13.0, deprecated: 27.0)
@available(watchOS, introduced: 6.0, deprecated: 27.0)
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// DeveloperToolsSupport's, which SwiftUI re-exports; not deprecated (the preview traits use it too).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    nonisolated public func previewDisplayName(_ value: String?) -> some View { _StubModifiedView() }

    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { _StubModifiedView() }
}

// MARK: - Layout values

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private var id: Int
    public static let leading: HorizontalAlignment = HorizontalAlignment(id: 0)
    public static let center: HorizontalAlignment = HorizontalAlignment(id: 1)
    public static let trailing: HorizontalAlignment = HorizontalAlignment(id: 2)
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let listRowSeparatorLeading: HorizontalAlignment = HorizontalAlignment(id: 3)
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    private var id: Int
    public static let top: VerticalAlignment = VerticalAlignment(id: 0)
    public static let center: VerticalAlignment = VerticalAlignment(id: 1)
    public static let bottom: VerticalAlignment = VerticalAlignment(id: 2)
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center: Alignment = Alignment(horizontal: .center, vertical: .center)
    public static let leading: Alignment = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing: Alignment = Alignment(horizontal: .trailing, vertical: .center)
    public static let top: Alignment = Alignment(horizontal: .center, vertical: .top)
    public static let bottom: Alignment = Alignment(horizontal: .center, vertical: .bottom)
}

public struct ViewDimensions: Equatable {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
}

// MARK: - Fonts and animations

@frozen public struct Font: Hashable, Sendable {
    private var id: Int

    @frozen public struct Weight: Hashable, Sendable {
        private var value: Double
        public static let ultraLight: Font.Weight = Font.Weight(value: -0.8)
        public static let thin: Font.Weight = Font.Weight(value: -0.6)
        public static let light: Font.Weight = Font.Weight(value: -0.4)
        public static let regular: Font.Weight = Font.Weight(value: 0)
        public static let medium: Font.Weight = Font.Weight(value: 0.23)
        public static let semibold: Font.Weight = Font.Weight(value: 0.3)
        public static let bold: Font.Weight = Font.Weight(value: 0.4)
        public static let heavy: Font.Weight = Font.Weight(value: 0.56)
        public static let black: Font.Weight = Font.Weight(value: 0.62)
    }

    public enum TextStyle: Hashable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2
    }

    public static let body: Font = Font(id: 0)

    public func weight(_ weight: Font.Weight) -> Font { self }
}

@frozen public struct Animation: Equatable, Sendable {
    private var id: Int

    public static func linear(duration: Double) -> Animation { Animation(id: 0) }
    public static func easeIn(duration: Double) -> Animation { Animation(id: 1) }
    public static func easeOut(duration: Double) -> Animation { Animation(id: 2) }
    public static func easeInOut(duration: Double) -> Animation { Animation(id: 3) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation(id: 4) }
}
