// List sections and rows: the declarations Apple documents for `Section`, the `List` row modifiers and the
// values they take, with their availability. Compiled into the SwiftUI stub module with SwiftUI.swift.

// MARK: - Sections

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension List {
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

// MARK: - Values

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top
    case bottom

    @frozen public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top: VerticalEdge.Set = VerticalEdge.Set(rawValue: 1)
        public static let bottom: VerticalEdge.Set = VerticalEdge.Set(rawValue: 2)
        public static let all: VerticalEdge.Set = [.top, .bottom]
    }
}

@frozen public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading
    case trailing
}

// MARK: - Shapes

extension Shape {
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _StubModifiedView()
    }
}

// MARK: - Modifiers

extension View {
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _StubModifiedView()
    }

    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _StubModifiedView()
    }

    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { _StubModifiedView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    { _StubModifiedView() }
}

// MARK: - Fonts

extension Font {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font.body }
}

// MARK: - Scrolling and enabling

@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = Axis.Set(rawValue: 1)
        public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View>: View {
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func disabled(_ disabled: Bool) -> some View { _StubModifiedView() }
}
