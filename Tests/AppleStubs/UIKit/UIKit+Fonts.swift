// `UIFont`, its weights and text styles, `UIFontDescriptor` and `UIFontMetrics`, as Apple's documentation
// declares them (`UIFont.systemFont(ofSize:weight:)`, `monospacedSystemFont(ofSize:weight:)` iOS 13,
// `init?(name:size:)`, `init(descriptor:size:)` and `fontDescriptor` iOS 7, `UIFont.TextStyle` (`largeTitle`
// iOS 11, not on tvOS), `UIFontDescriptor.withDesign(_:)` and `SystemDesign.rounded` iOS 13, tvOS 13, watchOS 5.2,
// `SystemDesign.serif` iOS 13, tvOS 13, watchOS 7, `UIFontMetrics(forTextStyle:)` and `scaledFont(for:)` iOS 11,
// tvOS 11).

open class UIFont {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight: UIFont.Weight = UIFont.Weight(rawValue: -0.8)
        public static let thin: UIFont.Weight = UIFont.Weight(rawValue: -0.6)
        public static let light: UIFont.Weight = UIFont.Weight(rawValue: -0.4)
        public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
        public static let medium: UIFont.Weight = UIFont.Weight(rawValue: 0.23)
        public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
        public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0.4)
        public static let heavy: UIFont.Weight = UIFont.Weight(rawValue: 0.56)
        public static let black: UIFont.Weight = UIFont.Weight(rawValue: 0.62)
    }

    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        public static let largeTitle: UIFont.TextStyle = UIFont.TextStyle(rawValue: "largeTitle")
        public static let title1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "title1")
        public static let title2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "title2")
        public static let title3: UIFont.TextStyle = UIFont.TextStyle(rawValue: "title3")
        public static let headline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "headline")
        public static let subheadline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "subheadline")
        public static let body: UIFont.TextStyle = UIFont.TextStyle(rawValue: "body")
        public static let callout: UIFont.TextStyle = UIFont.TextStyle(rawValue: "callout")
        public static let footnote: UIFont.TextStyle = UIFont.TextStyle(rawValue: "footnote")
        public static let caption1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "caption1")
        public static let caption2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "caption2")
    }

    private init() {}

    public init?(name fontName: String, size fontSize: CGFloat) { return nil }

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }

    @available(iOS 13.0, tvOS 13.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

open class UIFontDescriptor {
    @available(watchOS 5.2, *)
    public struct SystemDesign: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
        public static let rounded: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(rawValue: "rounded")
        @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
        public static let serif: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(rawValue: "serif")
    }

    public init() {}

    @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { nil }
}

@available(iOS 11.0, tvOS 11.0, *)
open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    open func scaledFont(for font: UIFont) -> UIFont { font }
}
