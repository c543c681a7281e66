/// Apple's system colours that `{system.NAME}` may name, with the values used wherever a number is needed.
///
/// Values are UIKit's on iOS 16 and later (light, dark, and the increased-contrast variants), from the
/// public tables collected in the project's platform reference. `systemTeal` uses the iOS 15+ values and
/// `systemBrown` comes from the same sources; their increased-contrast values are Apple's documented
/// accessible variants.
public enum SystemColors {
    /// One system colour.
    public struct Entry: Sendable, Hashable {
        /// The UIKit name (`secondaryLabel`): `UIColor.secondaryLabel`.
        public var name: String
        /// The AppKit name (`secondaryLabelColor`) when AppKit has the same semantic colour on macOS 10.15+.
        public var appKitName: String?
        public var light: RGBA
        public var dark: RGBA
        public var lightHighContrast: RGBA
        public var darkHighContrast: RGBA
        /// Whether the colour is the app's accent or tint colour, which each app sets (`tint`, `accentColor`):
        /// SwiftUI draws it as `Color.accentColor` (and `TintShapeStyle` for a style's foreground); the four
        /// values are systemBlue's, the default accent, for contrast checks, `themec resolve` and other
        /// platforms. In UIKit it is `UIColor.tintColor` (iOS 15; systemBlue before).
        public var isAccent: Bool = false

        /// The value in every appearance, tagged as this system colour.
        public var dynamicColor: DynamicColor {
            let reference = SystemColorReference(name: name)
            return DynamicColor(
                light: ColorValue(rgba: light, system: reference), dark: ColorValue(rgba: dark, system: reference),
                lightHighContrast: ColorValue(rgba: lightHighContrast, system: reference),
                darkHighContrast: ColorValue(rgba: darkHighContrast, system: reference))
        }
    }

    private static func rgba(_ hex: UInt32, _ alpha: UInt8 = 255) -> RGBA {
        RGBA(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    private static func entry(
        _ name: String, _ appKit: String?, _ light: RGBA, _ dark: RGBA, _ lightHC: RGBA, _ darkHC: RGBA
    ) -> Entry {
        Entry(
            name: name, appKitName: appKit, light: light, dark: dark, lightHighContrast: lightHC,
            darkHighContrast: darkHC)
    }

    /// A colour that follows the app's accent colour, with systemBlue's values (the default accent).
    private static func accent(_ name: String) -> Entry {
        var entry = entry(
            name, "controlAccentColor", rgba(0x007AFF), rgba(0x0A84FF), rgba(0x0040DD), rgba(0x409CFF))
        entry.isAccent = true
        return entry
    }

    /// Every known system colour, in the order of UIKit's documentation, then the accent colours.
    public static let all: [Entry] = [
        entry("label", "labelColor", rgba(0x000000), rgba(0xFFFFFF), rgba(0x000000), rgba(0xFFFFFF)),
        entry(
            "secondaryLabel", "secondaryLabelColor", rgba(0x3C3C43, 153), rgba(0xEBEBF5, 153), rgba(0x3C3C43, 173),
            rgba(0xEBEBF5, 173)),
        entry(
            "tertiaryLabel", "tertiaryLabelColor", rgba(0x3C3C43, 76), rgba(0xEBEBF5, 76), rgba(0x3C3C43, 96),
            rgba(0xEBEBF5, 96)),
        entry(
            "quaternaryLabel", "quaternaryLabelColor", rgba(0x3C3C43, 45), rgba(0xEBEBF5, 40), rgba(0x3C3C43, 66),
            rgba(0xEBEBF5, 61)),
        entry(
            "placeholderText", "placeholderTextColor", rgba(0x3C3C43, 76), rgba(0xEBEBF5, 76), rgba(0x3C3C43, 96),
            rgba(0xEBEBF5, 96)),
        entry(
            "separator", "separatorColor", rgba(0x3C3C43, 73), rgba(0x545458, 153), rgba(0x3C3C43, 94),
            rgba(0x545458, 173)),
        entry("opaqueSeparator", nil, rgba(0xC6C6C8), rgba(0x38383A), rgba(0xC6C6C8), rgba(0x38383A)),
        entry("link", "linkColor", rgba(0x007AFF), rgba(0x0984FF), rgba(0x007AFF), rgba(0x0984FF)),
        entry("systemFill", nil, rgba(0x787880, 51), rgba(0x787880, 91), rgba(0x787880, 71), rgba(0x787880, 112)),
        entry(
            "secondarySystemFill", nil, rgba(0x787880, 40), rgba(0x787880, 81), rgba(0x787880, 61), rgba(0x787880, 102)),
        entry(
            "tertiarySystemFill", nil, rgba(0x767680, 30), rgba(0x767680, 61), rgba(0x767680, 51), rgba(0x767680, 81)),
        entry(
            "quaternarySystemFill", nil, rgba(0x747480, 20), rgba(0x767680, 45), rgba(0x747480, 40),
            rgba(0x767680, 66)),
        entry("systemBackground", nil, rgba(0xFFFFFF), rgba(0x000000), rgba(0xFFFFFF), rgba(0x000000)),
        entry("secondarySystemBackground", nil, rgba(0xF2F2F7), rgba(0x1C1C1E), rgba(0xEBEBF0), rgba(0x242426)),
        entry("tertiarySystemBackground", nil, rgba(0xFFFFFF), rgba(0x2C2C2E), rgba(0xFFFFFF), rgba(0x363638)),
        entry("systemGroupedBackground", nil, rgba(0xF2F2F7), rgba(0x000000), rgba(0xEBEBF0), rgba(0x000000)),
        entry("secondarySystemGroupedBackground", nil, rgba(0xFFFFFF), rgba(0x1C1C1E), rgba(0xFFFFFF), rgba(0x242426)),
        entry("tertiarySystemGroupedBackground", nil, rgba(0xF2F2F7), rgba(0x2C2C2E), rgba(0xEBEBF0), rgba(0x363638)),
        entry("systemBlue", "systemBlue", rgba(0x007AFF), rgba(0x0A84FF), rgba(0x0040DD), rgba(0x409CFF)),
        entry("systemRed", "systemRed", rgba(0xFF3B30), rgba(0xFF453A), rgba(0xD70015), rgba(0xFF6961)),
        entry("systemGreen", "systemGreen", rgba(0x34C759), rgba(0x30D158), rgba(0x248A3D), rgba(0x30DB5B)),
        entry("systemOrange", "systemOrange", rgba(0xFF9500), rgba(0xFF9F0A), rgba(0xC93400), rgba(0xFFB340)),
        entry("systemYellow", "systemYellow", rgba(0xFFCC00), rgba(0xFFD60A), rgba(0xA05A00), rgba(0xFFD426)),
        entry("systemPink", "systemPink", rgba(0xFF2D55), rgba(0xFF375F), rgba(0xD30F45), rgba(0xFF6482)),
        entry("systemPurple", "systemPurple", rgba(0xAF52DE), rgba(0xBF5AF2), rgba(0x8944AB), rgba(0xDA8FFF)),
        entry("systemIndigo", "systemIndigo", rgba(0x5856D6), rgba(0x5E5CE6), rgba(0x3634A3), rgba(0x7D7AFF)),
        entry("systemTeal", "systemTeal", rgba(0x30B0C7), rgba(0x40C8E0), rgba(0x008299), rgba(0x5DE6FF)),
        entry("systemBrown", "systemBrown", rgba(0xA2845E), rgba(0xAC8E68), rgba(0x7F6545), rgba(0xB59469)),
        entry("systemGray", "systemGray", rgba(0x8E8E93), rgba(0x8E8E93), rgba(0x6C6C70), rgba(0xAEAEB2)),
        entry("systemGray2", nil, rgba(0xAEAEB2), rgba(0x636366), rgba(0x8E8E93), rgba(0x7C7C80)),
        entry("systemGray3", nil, rgba(0xC7C7CC), rgba(0x48484A), rgba(0xAEAEB2), rgba(0x545456)),
        entry("systemGray4", nil, rgba(0xD1D1D6), rgba(0x3A3A3C), rgba(0xBCBCC0), rgba(0x444446)),
        entry("systemGray5", nil, rgba(0xE5E5EA), rgba(0x2C2C2E), rgba(0xD8D8DC), rgba(0x363638)),
        entry("systemGray6", nil, rgba(0xF2F2F7), rgba(0x1C1C1E), rgba(0xEBEBF0), rgba(0x242426)),
        // `{system.tint}` follows `.tint(_:)` where SwiftUI can (a style's foreground), `{system.accentColor}`
        // the app's accent colour; both are the accent colour as a `Color`, and AppKit's `controlAccentColor`.
        accent("tint"), accent("accentColor"),
    ]

    private static let byName: [String: Entry] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The system colour with this UIKit name.
    public static func named(_ name: String) -> Entry? { byName[name] }
}
