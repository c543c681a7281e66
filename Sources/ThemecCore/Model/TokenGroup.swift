/// The token groups of format version 1.
public enum TokenGroup: String, Sendable, Hashable, CaseIterable {
    case palette
    case colors
    case radii
    case spacing
    /// Other lengths in points (icon sizes, touch targets, border widths).
    case sizes
    /// Opacities from 0 to 1.
    case opacity
    /// Other unitless numbers (line-height multipliers, z-order).
    case numbers
    /// Durations in seconds.
    case durations
    /// Font families.
    case fonts
    /// Text styles: a font, size, weight, line height, tracking and Dynamic Type scaling.
    case typography
    /// Drop shadows: one or more layers of colour, radius and offset.
    case shadows
    /// Animations: a timing curve and a duration.
    case animations

    /// The groups whose tokens are one number each, in the order the model keeps them.
    public static let numberGroups: [TokenGroup] = [.radii, .spacing, .sizes, .opacity, .numbers, .durations]

    /// Whether each token of the group is one number.
    public var isNumber: Bool {
        switch self {
        case .palette, .colors, .fonts, .typography, .shadows, .animations: return false
        case .radii, .spacing, .sizes, .opacity, .numbers, .durations: return true
        }
    }
}
