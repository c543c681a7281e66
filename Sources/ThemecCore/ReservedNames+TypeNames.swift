extension ReservedNames {
    /// Every other type name the generated code writes unqualified where the root type (`typeName`) is in
    /// scope: the root type's nested types (`Theme.Colors`, `Theme.Values`, `Theme.Palette`, …), the standard
    /// library's types and protocols (`Int`, `Bool`, `String`, `Dictionary`, …), the Apple layer's (`Color`,
    /// `Font`, `Environment`, `CGFloat`, `View`, …), generic parameters of the generated types, and the
    /// modules it names. A root type of one of these names would make the generated Swift refer to the wrong
    /// type, and not compile: `themec.yml`'s `typeName` and `--type-name` refuse them (`EmitOptions`).
    ///
    /// Kept complete by `ReservedTypeNameTests`, which compiles feature-rich theme sets through the executable
    /// and requires every capitalised name in the Swift it writes to be here or in `generatedTypes` (or to be
    /// a style's own type); besides those, a few standard names the code may come to use.
    public static let namesInGeneratedCode: Set<String> = [
        "AccessibilityTraits", "Alignment", "Animation", "Animations", "Any", "AnyObject", "AnyShapeStyle", "AppKit",
        "Array", "Binding", "Bool", "Button", "ButtonRole", "ButtonStyle", "ButtonStyleConfiguration", "ButtonStyles",
        "CaseIterable", "CGFloat", "CGPoint", "CGRect", "CGSize", "Character", "Color", "Colors", "ColorScheme",
        "ColorSchemeContrast", "ColorSpace", "Configuration", "Content", "Contrast", "CoreGraphics",
        "CustomStringConvertible", "Data", "Design", "Dictionary", "Divider", "Double", "Durations", "EdgeInsets",
        "Element", "EmptyView", "Environment", "EnvironmentKey", "EnvironmentValues", "Equatable", "Error", "Float",
        "Font", "Fonts", "ForEach", "ForegroundStyle", "Foundation", "Hashable", "Hasher", "Header",
        "HorizontalAlignment", "HStack", "ID", "Identifiable", "Int", "Int32", "Int64", "KeyPath", "Label", "Line",
        "ListRow", "ListSections", "MainActor", "Name", "Never", "NSAppearance", "NSColor", "NSFont",
        "NSFontDescriptor", "Numbers", "Opacity", "Option", "Optional", "Palette", "Path", "PreviewLayout",
        "PreviewProvider", "Radii", "Range", "Reader", "Rectangle", "Result", "RGBColorSpace", "RoundedRectangle",
        "Row", "S", "ScaledMetric", "Scheme", "Section", "Sendable", "Sequence", "Set", "Shadows", "Shape", "Sizes",
        "Spacing", "String", "Style", "Swift", "SwiftUI", "SwiftUIColors", "SwiftUIFonts", "SwiftUIValues",
        "SystemDesign", "Text", "TextStyle", "TintShapeStyle", "Toggle", "ToggleStyle", "Typography", "UIColor",
        "UIFont", "UIFontDescriptor", "UIFontMetrics", "UIKit", "UInt", "UInt16", "UInt32", "UInt64", "UInt8",
        "UITraitCollection", "UnsafeBufferPointer", "UTF8", "Value", "Values", "View", "ViewBuilder", "ViewDimensions",
        "ViewModifier", "Visibility", "Void", "VStack", "Weight",
    ]
}
