import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// Typography in the Apple layer: `theme.font.<token>`, `.themeTypography(_:)`, `UIFont`/`NSFont`, a style's
/// `font:` and a section's `headerFont:`, as the emitted code says and as the stub SDKs type-check it.
@Suite("Typography in the Apple layer")
struct TypographyTests {
    static let theme = """
        theme: Default
        colors:
          accent: { light: "#0066CC", dark: "#0A84FF" }
          muted: "#8E8E93"
        fonts:
          hiragino: HiraginoSans-W3
        typography:
          header: { font: "{fonts.hiragino}", size: 12, scaling: fixed }
          button: { textStyle: body, weight: bold }
          title: { font: systemRounded, size: 26, weight: 650, textStyle: title, lineHeight: 32, tracking: -0.4 }
          caption: { font: "Avenir Next", size: 13, textStyle: caption, lineHeight: 18, tracking: 0.2 }
          code: { font: systemMonospaced, size: 14, scaling: fixed }
          quote: { font: systemSerif, size: 18, weight: 500, textStyle: body }
          big: { textStyle: largeTitle }
        buttonStyles:
          cta:
            foreground: "{colors.accent}"
            font: "{typography.button}"
            disabled: { foreground: "{colors.muted}" }
          heavy:
            foreground: "{colors.accent}"
            font: "{typography.title}"
            fontWeight: heavy
            disabled: { foreground: "{colors.muted}" }
          bare:
            foreground: "{colors.accent}"
            disabled: { foreground: "{colors.muted}" }
        listSections:
          grouped:
            headerFont: "{typography.header}"
            headerPadding: { horizontal: 16, bottom: 6 }
          cards:
            headerPadding: 8

        """

    static func files() throws -> (set: String, runtime: String) {
        try AppleLayerTests.appleFiles(["a.yaml": theme])
    }

    @Test("A style with font: applies its typography; one without emits no font call at all")
    func styleFonts() throws {
        let files = try Self.files()
        #expect(
            AppleLayerTests.labelModifiers(files.set, label: "CtaButtonStyleLabel") == [
                ".modifier(ThemeTypographyModifier(style.values.font))",
                ".foregroundStyle(values.foreground)",
                ".modifier(ThemeButtonShapeModifier(values: values, shape: shape, isOn: showsButtonShapes))",
            ])
        // The weight goes on the typography's font: inside it, so it applies to the font the typography sets.
        #expect(
            AppleLayerTests.labelModifiers(files.set, label: "HeavyButtonStyleLabel") == [
                ".modifier(ThemeFontWeightModifier(weight: style.fontWeight))",
                ".modifier(ThemeTypographyModifier(style.values.font))",
                ".foregroundStyle(values.foreground)",
                ".modifier(ThemeButtonShapeModifier(values: values, shape: shape, isOn: showsButtonShapes))",
            ])
        let bare = AppleLayerTests.labelCode(files.set, label: "BareButtonStyleLabel")
        #expect(!bare.contains("Typography") && !bare.contains("font") && !bare.contains("Font"))
    }

    @Test("Theme.swift carries each style's typography as values")
    func styleValues() throws {
        let result = ThemeSetLoader.load(files: [(path: "a.yaml", bytes: Array(Self.theme.utf8))])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        let tokens = try #require(SwiftEmitter.emit(set, options: EmitOptions()).first { $0.path == "Theme.swift" })
        let code = AppleLayerTests.code(tokens.contents)
        #expect(
            code.contains(
                "let font: ThemeTypography = ThemeTypography( font: .system, size: 17, weight: 700, textStyle: .body )")
        )
        #expect(code.contains("font: font )"))
        #expect(
            code.contains(
                "let headerFont: ThemeTypography = ThemeTypography( font: .named(\"HiraginoSans-W3\"), size: 12, "
                    + "scaling: .fixed )"))
        #expect(code.contains("headerFont: headerFont )"))
    }

    @Test("The section header applies the style's headerFont, and leaves the font alone without one")
    func sectionHeaderFont() throws {
        let runtime = AppleLayerTests.code(try Self.files().runtime)
        #expect(
            runtime.contains(
                "content .modifier(ThemeTypographyModifier(section.values.headerFont)) "
                    + ".foregroundStyle(section.headerForeground) .padding(section.headerPadding)"))
        // Without a typography the modifier draws the content as it is.
        #expect(runtime.contains("if let typography {"))
        #expect(runtime.contains("} else { content }"))
    }

    @Test("Fonts scale with Dynamic Type relative to their text style unless fixed; tracking behind iOS 16")
    func scaling() throws {
        let runtime = AppleLayerTests.code(try Self.files().runtime)
        #expect(
            runtime.contains(
                "Font.custom(name, fixedSize: points) : Font.custom(name, size: points, relativeTo: scalingTextStyle)"))
        #expect(runtime.contains("_unit = ScaledMetric(wrappedValue: 1, relativeTo: typography.scalingTextStyle)"))
        #expect(runtime.contains("let scale: CGFloat = typography.scaling == .fixed ? 1 : CGFloat(unit)"))
        #expect(
            runtime.contains(
                "if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) { content.tracking(tracking) }"))
        #expect(
            runtime.contains(
                "return UIFontMetrics(forTextStyle: (textStyle ?? .body).uiTextStyle).scaledFont(for: base)"))
        #expect(runtime.contains("guard scaling == .dynamic else { return base }"))
    }

    @Test("UIKit and AppKit draw systemRounded and systemSerif in the rounded and serif system designs")
    func systemDesigns() throws {
        let result = ThemeSetLoader.load(files: [(path: "a.yaml", bytes: Array(Self.theme.utf8))])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let tokens = AppleLayerTests.code(try #require(emitted.first { $0.path == "Theme.swift" }).contents)
        #expect(tokens.contains("font: .systemRounded, size: 26, weight: 650, lineHeight: 32, tracking: -0.4"))
        #expect(tokens.contains("font: .systemSerif, size: 18, weight: 500, textStyle: .body"))
        let runtime = AppleLayerTests.code(try Self.files().runtime)
        // UIKit: the system font at the size and weight, in the design, then scaled as any other.
        #expect(
            runtime.contains(
                "case .systemRounded: base = Self.uiSystemFont(ofSize: points, weight: weight, design: .rounded) "
                    + "case .systemSerif: base = Self.uiSystemFont(ofSize: points, weight: weight, design: .serif) "
                    + "case .system: base = UIFont.systemFont(ofSize: points, weight: weight) } "
                    + "guard scaling == .dynamic else { return base }"))
        #expect(
            runtime.contains(
                "let system: UIFont = UIFont.systemFont(ofSize: size, weight: weight) "
                    + "guard let descriptor = system.fontDescriptor.withDesign(design) else { return system } "
                    + "return UIFont(descriptor: descriptor, size: size)"))
        // AppKit: the same, falling back to the plain system font.
        #expect(
            runtime.contains(
                "case .systemRounded: return Self.nsSystemFont(ofSize: points, weight: weight, design: .rounded) "
                    + "case .systemSerif: return Self.nsSystemFont(ofSize: points, weight: weight, design: .serif)"))
        #expect(
            runtime.contains(
                "let system: NSFont = NSFont.systemFont(ofSize: size, weight: weight) "
                    + "guard let descriptor = system.fontDescriptor.withDesign(design) else { return system } "
                    + "return NSFont(descriptor: descriptor, size: size) ?? system"))
        // The monospaced font stays UIKit's and AppKit's own.
        #expect(
            runtime.contains(
                "case .systemMonospaced: base = UIFont.monospacedSystemFont(ofSize: points, weight: weight)"))
        #expect(
            runtime.contains(
                "case .systemMonospaced: return NSFont.monospacedSystemFont(ofSize: points, weight: weight)"))
    }

    /// An app using every form of the typography API.
    static let app = """
        import SwiftUI
        #if canImport(UIKit)
            import UIKit
        #elseif canImport(AppKit)
            import AppKit
        #endif

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        struct Screen: View {
            @Environment(\\.theme) private var theme

            var body: some View {
                VStack {
                    Text("Title").themeTypography(\\.title)
                    Text("Caption").font(theme.font.caption)
                    Text("Code").themeTypography(theme.typography.code)
                    Text("Big").font(Theme.default.font.big)
                    Button("Go") {}.buttonStyle(.cta)
                    Button("Heavy") {}.buttonStyle(.heavy)
                    ThemeGroupedSection(.grouped, [1, 2], id: \\.self) { (row: Int) in
                        Text("\\(row)")
                    } header: {
                        Text("Header")
                    }
                }
            }
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        func fonts() -> [Font] {
            Theme.Typography.names.compactMap { Theme.default.typography.typography(named: $0)?.swiftUIFont }
        }

        #if canImport(UIKit)
            @available(iOS 13.0, tvOS 13.0, *)
            func platformFonts() -> [UIFont] {
                [Theme.default.typography.header.uiFont, Theme.default.typography.title.uiFont,
                 Theme.default.typography.quote.uiFont]
            }
        #elseif canImport(AppKit)
            @available(macOS 10.15, *)
            func platformFonts() -> [NSFont] {
                [Theme.default.typography.header.nsFont, Theme.default.typography.title.nsFont,
                 Theme.default.typography.quote.nsFont]
            }
        #endif
        """

    @Test(
        "Every typography form type-checks as iOS and macOS, Swift 6, warnings as errors",
        arguments: [
            StubPlatform.iOS, .macOS,
        ])
    func typeChecks(platform: StubPlatform) throws {
        let result = ThemeSetLoader.load(files: [(path: "a.yaml", bytes: Array(Self.theme.utf8))])
        let set = try #require(result.themeSet, "\(result.diagnostics)")
        let directory = try Swiftc.scratchDirectory("typography-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let emitted = SwiftEmitter.emit(set, options: EmitOptions())
        let sources = try Swiftc.write(
            emitted.map { ($0.path, $0.contents) } + [("App.swift", Self.app)], to: directory)
        try AppleStubs.typecheck(sources, platform: platform, in: directory)
    }
}
