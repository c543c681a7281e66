// `NSFont`, its weights and `NSFontDescriptor`, as Apple's documentation declares them
// (`NSFont.systemFont(ofSize:weight:)` macOS 10.11, `monospacedSystemFont(ofSize:weight:)` macOS 10.15,
// `init?(name:size:)`, `init?(descriptor:size:)`, `fontDescriptor`, `NSFontDescriptor.withDesign(_:)` and its
// `SystemDesign`s macOS 10.15).

open class NSFont {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight: NSFont.Weight = NSFont.Weight(rawValue: -0.8)
        public static let thin: NSFont.Weight = NSFont.Weight(rawValue: -0.6)
        public static let light: NSFont.Weight = NSFont.Weight(rawValue: -0.4)
        public static let regular: NSFont.Weight = NSFont.Weight(rawValue: 0)
        public static let medium: NSFont.Weight = NSFont.Weight(rawValue: 0.23)
        public static let semibold: NSFont.Weight = NSFont.Weight(rawValue: 0.3)
        public static let bold: NSFont.Weight = NSFont.Weight(rawValue: 0.4)
        public static let heavy: NSFont.Weight = NSFont.Weight(rawValue: 0.56)
        public static let black: NSFont.Weight = NSFont.Weight(rawValue: 0.62)
    }

    private init() {}

    public init?(name fontName: String, size fontSize: CGFloat) { return nil }

    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { return nil }

    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }

    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }

    @available(macOS 10.15, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
}

open class NSFontDescriptor {
    public struct SystemDesign: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(macOS 10.15, *)
        public static let rounded: NSFontDescriptor.SystemDesign = NSFontDescriptor.SystemDesign(rawValue: "rounded")
        @available(macOS 10.15, *)
        public static let serif: NSFontDescriptor.SystemDesign = NSFontDescriptor.SystemDesign(rawValue: "serif")
    }

    public init() {}

    @available(macOS 10.15, *)
    open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> Self? { nil }
}
