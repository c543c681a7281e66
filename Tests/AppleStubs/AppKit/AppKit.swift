// A stand-in for the part of AppKit the generated theme code uses, with the declarations Apple documents
// (see apple-platform-facts.md §3.2). Not a SwiftPM target: the SwiftEmitterTests compile it with
// `swiftc -emit-module` and put it on the module search path only for the "macOS" check.
//
// The classes are deliberately not `Sendable`: code that type-checks against them also does against SDKs
// where they are.

@_exported import CoreGraphics

open class NSAppearance {
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let aqua: NSAppearance.Name = NSAppearance.Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua: NSAppearance.Name = NSAppearance.Name("NSAppearanceNameDarkAqua")
        public static let vibrantLight: NSAppearance.Name = NSAppearance.Name("NSAppearanceNameVibrantLight")
        public static let vibrantDark: NSAppearance.Name = NSAppearance.Name("NSAppearanceNameVibrantDark")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua: NSAppearance.Name = NSAppearance.Name(
            "NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua: NSAppearance.Name = NSAppearance.Name(
            "NSAppearanceNameAccessibilityGraphiteDarkAqua")
    }

    public init() {}

    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

open class NSColor {
    public typealias Name = String

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}

    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { self }

    private static var stub: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }

    open class var labelColor: NSColor { stub }
    open class var secondaryLabelColor: NSColor { stub }
    open class var tertiaryLabelColor: NSColor { stub }
    open class var quaternaryLabelColor: NSColor { stub }
    open class var placeholderTextColor: NSColor { stub }
    @available(macOS 10.14, *) open class var separatorColor: NSColor { stub }
    open class var linkColor: NSColor { stub }
    open class var systemBlue: NSColor { stub }
    open class var systemRed: NSColor { stub }
    open class var systemGreen: NSColor { stub }
    open class var systemOrange: NSColor { stub }
    open class var systemYellow: NSColor { stub }
    open class var systemPink: NSColor { stub }
    open class var systemPurple: NSColor { stub }
    @available(macOS 10.15, *) open class var systemIndigo: NSColor { stub }
    open class var systemTeal: NSColor { stub }
    open class var systemGray: NSColor { stub }
    open class var systemBrown: NSColor { stub }
    @available(macOS 10.14, *) open class var controlAccentColor: NSColor { stub }
}
