// The fonts and text modifiers the generated typography uses, as Apple's documentation declares them (the
// pages of `Font`, `Font.Design`, `Font.custom(_:size:relativeTo:)`, `Font.system(size:weight:design:)`,
// `View.lineSpacing(_:)` and `View.tracking(_:)`), with their availability.

extension Font {
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    public static let largeTitle: Font = Font.body
    public static let title: Font = Font.body
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = Font.body
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = Font.body
    public static let headline: Font = Font.body
    public static let subheadline: Font = Font.body
    public static let callout: Font = Font.body
    public static let footnote: Font = Font.body
    public static let caption: Font = Font.body
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = Font.body

    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font.body
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { Font.body }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font.body
    }
}

extension View {
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StubModifiedView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _StubModifiedView() }
}
