import Foundation
import Testing
import ThemecCore
import ThemecEmit

/// The SwiftUI layer as a SwiftUI engineer reviews it: what each style's label applies, what it leaves to the
/// caller, and what every declaration says about its availability.
@Suite("The SwiftUI layer")
struct AppleLayerTests {
    /// `Theme+SwiftUI.swift` and `ThemeRuntime+SwiftUI.swift` for theme files given inline.
    static func appleFiles(_ files: [String: String]) throws -> (set: String, runtime: String) {
        let result = ThemeSetLoader.load(
            files: files.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) })
        return try appleFiles(#require(result.themeSet, "\(result.diagnostics)"))
    }

    /// The two SwiftUI files for the repository's `Themes/`.
    static func repositoryAppleFiles() throws -> (set: String, runtime: String) {
        let themes = RepositoryPaths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
        let result = ThemeSetLoader.load(paths: [themes.path])
        return try appleFiles(#require(result.themeSet, "\(result.diagnostics)"))
    }

    static func appleFiles(_ set: ResolvedThemeSet) -> (set: String, runtime: String) {
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let text = { (name: String) in emitted.first { $0.path == name }.map(\.contents) ?? "" }
        return (text("Theme+SwiftUI.swift"), text("ThemeRuntime+SwiftUI.swift"))
    }

    /// `source` without comments, each line trimmed and joined with spaces: what the compiler sees.
    static func code(_ source: String) -> String {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
            .joined(separator: " ")
    }

    /// The modifier lines of the label view `label`: the lines after `configuration.label` in its body, a
    /// modifier written over several lines joined into one, `#if` lines as they are.
    static func labelModifiers(_ source: String, label: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("private struct \(label): View {") }),
            let first = lines[start...].firstIndex(where: { $0.hasSuffix("configuration.label") })
        else { return ["<no label \(label)>"] }
        var modifiers: [String] = []
        var open = 0
        for line in lines[(first + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if open > 0 {
                modifiers[modifiers.count - 1] += (trimmed.hasPrefix(")") ? "" : " ") + trimmed
            } else if trimmed.hasPrefix(".") || trimmed.hasPrefix("#") {
                modifiers.append(trimmed)
            } else {
                break
            }
            open += trimmed.filter { $0 == "(" }.count - trimmed.filter { $0 == ")" }.count
        }
        return modifiers.map { $0.replacingOccurrences(of: "( ", with: "(") }
    }

    /// The label view `label`, from its declaration to the end of its body, as code.
    static func labelCode(_ source: String, label: String) -> String {
        guard let start = source.range(of: "private struct \(label): View {") else { return "" }
        let rest = source[start.lowerBound...]
        let end = rest.range(of: "\n    }\n")?.upperBound ?? rest.endIndex
        return code(String(rest[..<end]))
    }

    static let tokens = """
        colors:
          accent: { light: "#0066CC", dark: "#0A84FF" }
          muted: "#8E8E93"
          fill: "#E5E5EA"

        """

    @Test("Display P3 colours become Display P3 Color, UIColor and NSColor; a style's P3 colour keeps its space")
    func displayP3ColoursKeepTheirSpace() throws {
        let theme = """
            theme: Default
            colors:
              accent: "color(display-p3 1 0 0)"
              background: "#FFFFFF"
            buttonStyles:
              primary:
                foreground: "#000000"
                background: "{colors.accent}"

            """
        let (_, runtime) = try Self.appleFiles(["a.yaml": theme])
        let code = Self.code(runtime)
        #expect(code.contains("let space: Color.RGBColorSpace = colorSpace == .displayP3 ? .displayP3 : .sRGB"))
        #expect(code.contains("Color(space, red: redComponent, green: greenComponent, blue: blueComponent"))
        #expect(code.contains("return UIColor( displayP3Red: CGFloat(redComponent), green: CGFloat(greenComponent),"))
        #expect(code.contains("return NSColor( displayP3Red: CGFloat(redComponent), green: CGFloat(greenComponent),"))
        let result = ThemeSetLoader.load(files: [(path: "a.yaml", bytes: Array(theme.utf8))])
        let emitted = SwiftEmitter.emit(try #require(result.themeSet), options: EmitOptions())
        let swift = try #require(emitted.first { $0.path == "Theme.swift" }).contents
        #expect(swift.contains("ThemeColor(rgba: 0xFF0000FF, colorSpace: .displayP3)"))
        // In the theme's colour table, `p` marks each of the four values as Display P3.
        #expect(swift.contains(" pFF0000FF pFF0000FF pFF0000FF pFF0000FF\n"))
    }

    @Test("A style that only sets colours gets only the modifiers for them: no weight, stroke, shadow or scale")
    func onlyTheModifiersAStyleUses() throws {
        let files = try Self.appleFiles([
            "a.yaml": "theme: Default\n" + Self.tokens + """
                buttonStyles:
                  textual:
                    foreground: "{colors.accent}"
                    disabled: { foreground: "{colors.muted}" }
                  filled:
                    foreground: "{colors.accent}"
                    background: "{colors.fill}"
                    disabled: { foreground: "{colors.muted}" }

                """
        ])
        // A style without background or border draws its shape when Button Shapes is on; a filled one has its own.
        #expect(
            Self.labelModifiers(files.set, label: "TextualButtonStyleLabel") == [
                ".foregroundStyle(values.foreground)",
                ".modifier(ThemeButtonShapeModifier(values: values, shape: shape, isOn: showsButtonShapes))",
            ])
        #expect(
            Self.labelModifiers(files.set, label: "FilledButtonStyleLabel") == [
                ".foregroundStyle(values.foreground)", ".background(values.background, in: shape)",
            ])
        let filled = Self.labelCode(files.set, label: "FilledButtonStyleLabel")
        #expect(!filled.contains("accessibilityShowButtonShapes"))
        #expect(!filled.contains("ScaledMetric"), "no length to scale")
        #expect(!filled.contains("isFocused") && !filled.contains("onHover") && !filled.contains("reduceMotion"))
        #expect(
            Self.code(files.set).contains(
                "extension ButtonStyle where Self == FilledButtonStyle { "
                    + "nonisolated static var filled: FilledButtonStyle { FilledButtonStyle() } }"),
            "no parameters to choose per use, so no static func")
    }

    @Test("Every property a style uses in some theme gets its modifier, in one order")
    func everyUsedModifier() throws {
        let files = try Self.appleFiles([
            "a.yaml": "theme: Default\n" + Self.tokens + """
                buttonStyles:
                  cta:
                    foreground: "{colors.accent}"
                    background: "{colors.fill}"
                    border: { color: "{colors.accent}", width: 1 }
                    fontWeight: semibold
                    padding: 12
                    size: { width: 100 }
                    cornerRadius: 8
                    shadow: { color: "{colors.muted}", radius: 2 }
                    animation: { curve: easeOut, duration: 0.2 }
                    pressed: { opacity: 0.8, scale: 0.97 }
                    disabled: { foreground: "{colors.muted}" }

                """
        ])
        #expect(
            Self.labelModifiers(files.set, label: "CtaButtonStyleLabel") == [
                ".modifier(ThemeFontWeightModifier(weight: style.fontWeight))",
                ".foregroundStyle(values.foreground)",
                ".padding(style.padding(scaledBy: unit))",
                ".frame(width: style.width(scaledBy: unit), height: style.height(scaledBy: unit), "
                    + "alignment: alignment)",
                ".contentShape(Rectangle())",
                ".background(values.background, in: shape)",
                ".overlay { shape.strokeBorder(values.border, lineWidth: values.borderWidth) }",
                ".shadow(color: style.shadowColor, radius: style.shadowRadius, x: style.shadowX, y: style.shadowY)",
                ".scaleEffect(values.scale)",
                ".opacity(values.opacity)",
                ".modifier(ThemeAnimationModifier(animation: reduceMotion ? nil : style.animation, value: state))",
            ])
        let label = Self.labelCode(files.set, label: "CtaButtonStyleLabel")
        #expect(label.contains("@ScaledMetric(relativeTo: .body) private var bodyUnit: Double = 1"))
        #expect(label.contains("let shape: RoundedRectangle = style.shape(scaledBy: unit)"))
        #expect(label.contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion"))
    }

    @Test("A style animated in some themes only leaves the caller's animation alone in the others")
    func animationInSomeThemes() throws {
        let files = try Self.appleFiles([
            "a.yaml": "theme: Default\n" + Self.tokens + """
                buttonStyles:
                  cta:
                    foreground: "{colors.accent}"
                    animation: { curve: spring, duration: 0.3 }
                    disabled: { foreground: "{colors.muted}" }

                """,
            "b.yaml": """
            theme: Plain
            extends: Default
            buttonStyles:
              cta:
                foreground: "{colors.accent}"
                disabled: { foreground: "{colors.muted}" }

            """,
        ])
        #expect(
            Self.labelModifiers(files.set, label: "CtaButtonStyleLabel") == [
                ".foregroundStyle(values.foreground)",
                ".modifier(ThemeButtonShapeModifier(values: values, shape: shape, isOn: showsButtonShapes))",
                ".modifier(ThemeAnimationModifier(animation: reduceMotion ? nil : style.animation, value: state))",
            ])
        #expect(Self.code(files.runtime).contains("if let animation { content.animation(animation, value: value) }"))
    }

    @Test("Nothing removes what the caller set: no fontWeight(nil), no animation(nil), no replaced font")
    func nothingOverridesTheCaller() throws {
        let files = try Self.appleFiles([
            "a.yaml": "theme: Default\n" + Self.tokens + """
                buttonStyles:
                  textual: { foreground: "{colors.accent}", disabled: { opacity: 0.4 } }
                  bold: { fontWeight: bold, disabled: { opacity: 0.4 } }

                """
        ])
        for text in [Self.code(files.set), Self.code(files.runtime)] {
            #expect(!text.contains("fontWeight("))
            #expect(!text.contains(".animation(nil"))
            #expect(!text.contains(".font(Font.body"))
            #expect(!text.contains("AnyView"))
        }
        #expect(!Self.labelModifiers(files.set, label: "TextualButtonStyleLabel").contains { $0.contains("Weight") })
        // The weight goes on the caller's font (the body font when there is none), on every OS version.
        #expect(files.runtime.contains("font = (font ?? Font.body).weight(weight)"))
    }

    @Test("The hot label has no availability check, so SwiftUI never wraps it in an AnyView")
    func noAvailabilityCheckInLabels() throws {
        let files = try Self.repositoryAppleFiles()
        let bodies = files.set.components(separatedBy: "View {").dropFirst()
        for body in bodies where body.contains("configuration.label") {
            #expect(!body.prefix { $0 != "}" }.contains("#available"))
        }
        #expect(!Self.code(files.runtime).contains("UnevenRoundedRectangle("))
    }

    @Test("A section style's List rows hide separators with listRowSeparator(.hidden) exactly when its themes do")
    func listRowSeparatorFollowsTheStyle() throws {
        let theme = { (name: String, separator: String) in
            "theme: \(name)\nlistSections:\n  plain: {}\n  cards: { separator: \(separator) }\n"
        }
        let files = try Self.appleFiles(["a.yaml": theme("A", "hidden"), "b.yaml": theme("B", "hidden")]).set
        let rows = { (source: String, type: String) -> String in
            let start = try #require(source.range(of: "struct \(type): ViewModifier {"))
            let end = try #require(source[start.upperBound...].range(of: "#endif"))
            return String(source[start.upperBound..<end.lowerBound])
        }
        let cards = try rows(files, "CardsListSectionListRow")
        let plain = try rows(files, "PlainListSectionListRow")
        #expect(cards.contains(".listRowSeparator(Visibility.hidden)"))
        #expect(!cards.contains("listRowSeparatorTint"))
        #expect(!plain.contains("listRowSeparator("))
        #expect(plain.contains(".listRowSeparatorTint(section.separatorColor)"))
        let background = "ThemeRoundedCornersShape(section.values.corners(for: position)).fill(section.rowBackground)"
        #expect(cards.contains(background))
        // Hidden in one theme only: the visibility is the theme's.
        let mixed = try Self.appleFiles(["a.yaml": theme("A", "hidden"), "b.yaml": theme("B", "visible")]).set
        #expect(try rows(mixed, "CardsListSectionListRow").contains(".listRowSeparator(section.separatorVisibility)"))
    }

    @Test("A listRow button inside a grouped section row takes the row's padding inside its label's frame")
    func listRowButtonFillsTheSectionRow() throws {
        let (set, runtime) = try Self.repositoryAppleFiles()
        let modifiers = Self.labelModifiers(set, label: "ListRowButtonStyleLabel")
        let inner = try #require(modifiers.firstIndex(of: ".modifier(ThemeSectionRowPaddingModifier(outset: false))"))
        let frame = try #require(modifiers.firstIndex { $0.hasPrefix(".frame(maxWidth: style.maxWidth") })
        let background = try #require(modifiers.firstIndex { $0.hasPrefix(".background(") })
        let outer = try #require(modifiers.firstIndex(of: ".modifier(ThemeSectionRowPaddingModifier(outset: true))"))
        #expect(inner < frame && frame < background && background < outer)
        #expect(!Self.labelModifiers(set, label: "ThemaButtonStyleLabel").contains { $0.contains("SectionRowPadding") })
        #expect(
            Self.code(runtime).contains(
                ".environment(\\EnvironmentValues.themeSectionRowPadding, section.rowPadding)"))
    }

    static let interactive = """
        buttonStyles:
          row:
            layout: listRow
            foreground: "{colors.accent}"
            disabled: { foreground: "{colors.muted}" }
            scaling: fixed
            roles:
              destructive: { foreground: "#FF3B30" }
          option:
            foreground: "{colors.accent}"
            border: { color: "{colors.accent}", width: 1 }
            cornerRadius: 8
            size: { width: 100, height: 40 }
            scaling: headline
            selected: { foreground: "#FFFFFF", background: "{colors.accent}" }
            hovered: { background: "{colors.fill}" }
            focused: { border: { width: 3 } }
            disabled: { opacity: 0.4 }
          tinted:
            foreground: "{system.tint}"
            background: "{system.accentColor}"
            disabled: { opacity: 0.4 }

        """

    @Test("Per use: isSelected for a toggle style, alignment for a framed label, role for a style with roles")
    func perUseParameters() throws {
        let files = try Self.appleFiles(["a.yaml": "theme: Default\n" + Self.tokens + Self.interactive])
        let code = Self.code(files.set)
        #expect(
            code.contains(
                "nonisolated static func row( alignment: ThemeLabelAlignment? = nil, role: ThemeButtonRole? = nil "
                    + ") -> RowButtonStyle { RowButtonStyle(alignment: alignment, role: role) }"))
        #expect(
            code.contains(
                "nonisolated static func option( isSelected: Bool = false, alignment: ThemeLabelAlignment? = nil "
                    + ") -> OptionButtonStyle { OptionButtonStyle(isSelected: isSelected, alignment: alignment) }"))
        #expect(code.contains("nonisolated static var option: OptionButtonStyle { OptionButtonStyle() }"))
        #expect(!code.contains("static func tinted("), "nothing to choose per use")
        // The parent owns the state: the label shows it, and VoiceOver hears it.
        #expect(
            code.contains(
                "OptionButtonStyleLabel(configuration: configuration, isSelected: isSelected, alignment: alignment) "
                    + ".accessibilityAddTraits(isSelected ? AccessibilityTraits.isSelected : [])"))
        let row = Self.labelCode(files.set, label: "RowButtonStyleLabel")
        #expect(row.contains("role: role ?? ThemeButtonRole(configuration.role)"))
        #expect(row.contains("let alignment: Alignment = self.alignment?.alignment ?? style.alignment"))
        // The separator follows the alignment chosen per use.
        #expect(
            Self.code(files.set).contains(
                "buttonStyle(style).modifier(ThemeListRowModifier<S>(alignment: style.alignment))"))
        #expect(Self.code(files.runtime).contains("style.separatorLeadingInset(alignment: alignment)"))
    }

    @Test("Hover and focus are read only by styles that declare those states, hover only where onHover exists")
    func hoverAndFocus() throws {
        let files = try Self.appleFiles(["a.yaml": "theme: Default\n" + Self.tokens + Self.interactive])
        let option = Self.labelCode(files.set, label: "OptionButtonStyleLabel")
        #expect(option.contains("@State private var isHovered: Bool = false"))
        #expect(option.contains("@Environment(\\.isFocused) private var isFocused"))
        #expect(option.contains("isSelected: isSelected, isHovered: isHovered, isFocused: isFocused)"))
        #expect(
            Self.labelModifiers(files.set, label: "OptionButtonStyleLabel").suffix(3) == [
                "#if !os(tvOS) && !os(watchOS)", ".onHover { (isHovering: Bool) in isHovered = isHovering }", "#endif",
            ])
        for label in ["RowButtonStyleLabel", "TintedButtonStyleLabel"] {
            let code = Self.labelCode(files.set, label: label)
            #expect(!code.contains("isHovered") && !code.contains("isFocused"), "\(label)")
        }
    }

    @Test("Dynamic Type: lengths scale with the style's text style, not at all with scaling: fixed")
    func dynamicType() throws {
        let files = try Self.appleFiles(["a.yaml": "theme: Default\n" + Self.tokens + Self.interactive])
        let option = Self.labelCode(files.set, label: "OptionButtonStyleLabel")
        #expect(option.contains("@ScaledMetric(relativeTo: .headline) private var headlineUnit: Double = 1"))
        #expect(option.contains("case .headline?: return CGFloat(headlineUnit)"))
        #expect(option.contains("let shape: RoundedRectangle = style.shape(scaledBy: unit)"))
        #expect(
            Self.labelModifiers(files.set, label: "OptionButtonStyleLabel").contains(
                ".frame(width: style.width(scaledBy: unit), height: style.height(scaledBy: unit), alignment: alignment)"
            ))
        let row = Self.labelCode(files.set, label: "RowButtonStyleLabel")
        #expect(!row.contains("ScaledMetric") && !row.contains("unit"), "scaling: fixed")
        let loaded = ThemeSetLoader.load(files: [
            (path: "a.yaml", bytes: Array(("theme: Default\n" + Self.tokens + Self.interactive).utf8))
        ])
        let set = try #require(loaded.themeSet)
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let theme = try #require(emitted.first { $0.path == "Theme.swift" }?.contents)
        #expect(theme.contains("scaling: nil"))
        #expect(theme.contains("scaling: .headline"))
    }

    @Test("A toggle says it is a toggle (iOS 17) and whether it is on; the app's tint and accent colour follow it")
    func toggleTraitAndAccent() throws {
        let files = try Self.appleFiles(["a.yaml": "theme: Default\n" + Self.tokens + Self.interactive])
        #expect(
            Self.code(files.set).contains(
                ".accessibilityAddTraits(ThemeToggleAccessibility.traits(isOn: configuration.isOn))"))
        let runtime = Self.code(files.runtime)
        #expect(
            runtime.contains(
                "var traits: AccessibilityTraits = isOn ? AccessibilityTraits.isSelected : [] "
                    + "if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { "
                    + "traits.insert(AccessibilityTraits.isToggle) }"))
        #expect(runtime.contains("if let systemName, systemName == \"tint\" || systemName == \"accentColor\" {"))
        #expect(runtime.contains("guard let systemOpacity else { return Color.accentColor }"))
        #expect(runtime.contains("? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(colors.color(color))"))
        // UIKit: the tint of the app or view hierarchy (`UIColor.tintColor`, iOS 15 and tvOS 15), else systemBlue.
        #expect(
            runtime.contains(
                "static func uiColor(named name: String) -> UIColor? { if name == \"tint\" || name == \"accentColor\" { "
                    + "if #available(iOS 15.0, tvOS 15.0, *) { return UIColor.tintColor } return UIColor.systemBlue } "
                    + "#if os(tvOS)"))
        #expect(!runtime.contains("UIColor.accentColor"))
        #expect(runtime.contains("case \"tint\": return NSColor.controlAccentColor"))
    }

    @Test("A grouped section's header is a heading for VoiceOver")
    func sectionHeaderIsAHeading() throws {
        let files = try Self.appleFiles([
            "a.yaml": "theme: Default\n" + Self.tokens + "listSections:\n  grouped: { cornerRadius: 10 }\n"
        ])
        #expect(files.set.contains("header.modifier(ThemeSectionHeaderModifier(section: section))"))
        #expect(
            Self.code(files.runtime).contains(
                ".padding(section.headerPadding) .accessibilityAddTraits(AccessibilityTraits.isHeader)"))
    }

    @Test("Colours are built once per theme: reading one is a call and an array access, not a new dynamic colour")
    func colorsBuiltOnce() throws {
        let files = try Self.appleFiles(["a.yaml": "theme: Default\n" + Self.tokens])
        #expect(files.set.contains("var accent: Color { _at(0) }"))
        #expect(files.set.contains("@inline(never) private func _at(_ index: Int) -> Color { _colors[index] }"))
        #expect(files.set.contains("static let `default`: Theme.SwiftUIValues = Theme.SwiftUIValues(Theme.`default`)"))
        #expect(
            files.set.contains(
                #"case "Default" where colors == Theme.`default`.colors: return ThemeSwiftUICache.`default`.color"#))
        // The environment holds the shared values, not a copy of the theme for each view that reads it.
        #expect(files.set.contains("static let defaultValue: Theme.SwiftUIValues = ThemeSwiftUICache.`default`"))
    }

    /// Every top-level declaration of the two SwiftUI files, with the `@available` lines right above it (past
    /// its documentation).
    static func declarations(_ source: String) -> [(declaration: String, availability: [String])] {
        var result: [(String, [String])] = []
        var depth = 0
        var attributes: [String] = []
        let starts = ["extension ", "struct ", "final class ", "class ", "enum ", "protocol ", "func ", "var "]
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("//") || line.hasPrefix("#") || line.hasPrefix("import ") { continue }
            if depth == 0 {
                if line.hasPrefix("@available(") {
                    attributes.append(line)
                    continue
                }
                var declaration = line
                for modifier in ["public ", "private ", "fileprivate "] where declaration.hasPrefix(modifier) {
                    declaration.removeFirst(modifier.count)
                }
                if starts.contains(where: declaration.hasPrefix) { result.append((line, attributes)) }
                attributes = []
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return result
    }

    @Test("Every top-level declaration of the SwiftUI layer says which OS versions it needs")
    func everyDeclarationHasAvailability() throws {
        let files = try Self.repositoryAppleFiles()
        var count = 0
        for source in [files.set, files.runtime] {
            for (declaration, availability) in Self.declarations(source) {
                count += 1
                let platforms = availability.joined(separator: " ")
                let uiKit = platforms.contains("iOS 13.0, tvOS 13.0") || platforms.contains("macOS 10.15, *")
                let all = ["iOS 1", "macOS 1", "tvOS 1", "watchOS "].allSatisfy(platforms.contains)
                // `ThemeListSection` and the `List` rows, behind `#if !os(tvOS) && !os(watchOS)`.
                let list = platforms == "@available(iOS 15.0, macOS 13.0, *)"
                #expect(all || uiKit || list, "\(declaration) has no availability for every platform: \(availability)")
            }
        }
        #expect(count > 40)
    }
}
