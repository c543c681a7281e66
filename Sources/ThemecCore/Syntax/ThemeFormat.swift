/// The keys and words theme format version 1 accepts, in one public place.
///
/// The parser reads these lists (nothing else decides which keys are valid), and the tests compare them with
/// the JSON Schema in `schema/theme.schema.json`, level by level, so the schema that editors use and the
/// compiler never disagree about a key.
public enum ThemeFormat {
    /// The format version these lists describe.
    public static let version = 1

    /// The keys of a theme file.
    public static let rootKeys = [
        "theme", "description", "extends", "abstract", "palette", "colors", "radii", "spacing", "sizes", "opacity",
        "numbers",
        "durations", "fonts", "typography", "buttonStyles", "listSections", "lint",
    ]

    // MARK: Typography

    /// The keys of a typography token.
    public static let typographyKeys = [
        "font", "size", "weight", "lineHeight", "tracking", "textStyle", "scaling", "description",
    ]
    /// The words a typography's `textStyle` and `scaling` accept.
    public static let textStyles = TextStyle.allCases.map(\.rawValue)
    public static let typographyScalings = TypographyScaling.allCases.map(\.rawValue)

    // MARK: Colours

    /// The appearances of a semantic colour written as a mapping (`light` and `dark` are required).
    public static let appearanceKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    /// The keys of a semantic colour written as a mapping: the appearances and `description`.
    public static let semanticColorKeys = appearanceKeys + ["description"]
    /// The keys of the opacity form, `{ color: …, opacity: … }`.
    public static let opacityKeys = ["color", "opacity"]

    // MARK: Button styles

    /// The properties a state or role may override.
    public static let stateOverrideKeys = ["foreground", "background", "border", "opacity", "scale"]
    /// The state blocks of a button style or role (`pressed`, `disabled`, `selected`, `selectedPressed`,
    /// `hovered`, `focused`, `selectedHovered`, `selectedFocused`).
    public static let stateKeys = ButtonState.allCases.filter { $0 != .normal }.map(\.rawValue)
    /// The keys of a button style.
    public static let buttonStyleKeys =
        [
            "layout", "alignment", "padding", "font", "fontWeight", "cornerRadius", "shadow", "size", "animation",
            "scaling", "roles",
        ]
        + stateOverrideKeys + stateKeys
    /// The keys of `roles:` (`destructive`, `cancel`).
    public static let roleNames = ButtonRoleKind.allCases.map(\.rawValue)
    /// The keys of one role.
    public static let roleKeys = stateOverrideKeys + stateKeys
    /// The keys of a padding written as a mapping.
    public static let paddingKeys = ["top", "leading", "bottom", "trailing", "vertical", "horizontal"]
    public static let borderKeys = ["color", "width"]
    public static let shadowKeys = ["color", "radius", "x", "y"]
    public static let sizeKeys = ["width", "height"]
    public static let animationKeys = ["curve", "duration"]

    /// The words `layout`, `alignment`, `fontWeight` and `animation.curve` accept.
    public static let layouts = ButtonLayout.allCases.map(\.rawValue)
    public static let alignments = LabelAlignment.allCases.map(\.rawValue)
    public static let fontWeights = FontWeightKind.allCases.map(\.rawValue)
    public static let animationCurves = AnimationCurve.allCases.map(\.rawValue)
    /// The words `scaling` accepts: `fixed`, or the text style to scale with.
    public static let scalings = ["fixed"] + TextStyleKind.allCases.map(\.rawValue)

    // MARK: List sections

    /// The keys of a list section style.
    public static let listSectionKeys = [
        "cornerRadius", "rowBackground", "rowMinHeight", "rowPadding", "headerForeground", "headerFont",
        "headerPadding", "spacing", "separator",
    ]
    /// The keys of a list section's `separator:` mapping.
    public static let separatorKeys = ["visibility", "color", "leading", "trailing"]
    /// The words `separator` and `separator.visibility` accept.
    public static let separatorVisibilities = SeparatorVisibility.allCases.map(\.rawValue)

    // MARK: Lint

    /// The keys of `lint:`.
    public static let lintKeys = ["surface", "largeText", "enhancedContrast", "checkDisabled", "contrast"]
    /// The keys of an entry of `lint.contrast`.
    public static let contrastPairKeys = ["foreground", "background", "minimum"]
}
