// A stand-in for the part of UIKit the generated theme code uses, with the declarations Apple documents
// (see apple-platform-facts.md §3.2). Not a SwiftPM target: the SwiftEmitterTests compile it with
// `swiftc -emit-module` and put it on the module search path only for the "iOS" check.
//
// The classes are deliberately not `Sendable`: code that type-checks against them also does against SDKs
// where they are.

@_exported import CoreGraphics

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified
    case normal
    case high
}

open class UITraitCollection {
    public init() {}

    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }

    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }

    @available(iOS 12.0, tvOS 10.0, *)
    public init(userInterfaceStyle: UIUserInterfaceStyle) {}

    @available(iOS 13.0, tvOS 13.0, *)
    public init(accessibilityContrast: UIAccessibilityContrast) {}
}

open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    private static var stub: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    // Element colours.
    @available(iOS 13.0, tvOS 13.0, *) open class var label: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var secondaryLabel: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var tertiaryLabel: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var quaternaryLabel: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var placeholderText: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var separator: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var opaqueSeparator: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var link: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemFill: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var secondarySystemFill: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var tertiarySystemFill: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var quaternarySystemFill: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemBackground: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var secondarySystemBackground: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var tertiarySystemBackground: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var systemGroupedBackground: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var secondarySystemGroupedBackground: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var tertiarySystemGroupedBackground: UIColor { stub }

    // Tints.
    open class var systemBlue: UIColor { stub }
    open class var systemRed: UIColor { stub }
    open class var systemGreen: UIColor { stub }
    open class var systemOrange: UIColor { stub }
    open class var systemYellow: UIColor { stub }
    open class var systemPink: UIColor { stub }
    open class var systemPurple: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var systemIndigo: UIColor { stub }
    open class var systemTeal: UIColor { stub }
    open class var systemGray: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray2: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray3: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray4: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray5: UIColor { stub }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray6: UIColor { stub }
    @available(iOS 13.0, tvOS 13.0, *) open class var systemBrown: UIColor { stub }

    /// "A color value that resolves at runtime based on the current tint color of the app or trait hierarchy."
    @available(iOS 15.0, tvOS 15.0, *) open class var tintColor: UIColor { stub }
}
