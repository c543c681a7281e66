import ThemecCore
public import ThemecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An Xcode asset catalog's colour sets → one theme whose semantic colours they are (`themec import xcassets`).
///
/// Each `NAME.colorset/Contents.json` becomes `colors.<name>`: its name is the catalog's (`Brand/accent` in a
/// folder that provides a namespace, `accent` otherwise) in lowerCamelCase. Its entries give the appearances:
/// no `appearances` (Any) and `luminosity: light` → light, `luminosity: dark` → dark, `contrast: high` → the
/// high-contrast ones, each missing one taken as the system takes it (dark from Any, high contrast from its
/// luminosity). Components are numbers (0–1), decimal strings, 8-bit integers or `0x` hex bytes; the colour
/// spaces `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`
/// become sRGB or Display P3 as the theme format holds them, and a system colour reference
/// (`systemBlueColor`) becomes `{system.systemBlue}`. What cannot be taken is left out with a warning at its
/// place in its `Contents.json`. Rules: `docs/AssetCatalogs.md`.
public enum AssetCatalogImporter {
    /// The most colour sets (and folders) one catalog may hold, and the deepest folder read.
    static let maximumEntries = 100_000
    static let maximumDepth = 32

    /// The catalog at `path` as one theme named `themeName` (default: from the catalog's name).
    public static func importCatalog(_ path: String, themeName: String?, read: DTCGFileReader) -> DTCGImportResult {
        var result = catalog(path, themeName: themeName, read: read)
        // One line per reason in the summary.
        var byReason: [(reason: DiagnosticID, tokens: [String])] = []
        for (reason, tokens) in result.summary.skipped {
            if let index = byReason.firstIndex(where: { $0.reason == reason }) {
                byReason[index].tokens += tokens
            } else {
                byReason.append((reason, tokens))
            }
        }
        result.summary.skipped = byReason
        return result
    }

    private static func catalog(_ path: String, themeName: String?, read: DTCGFileReader) -> DTCGImportResult {
        var result = DTCGImportResult()
        var colors: [Imported] = []
        var seen: [String: (name: String, range: SourceRange)] = [:]
        var entries = 0
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        func contents(_ file: String) -> JSONNode? {
            switch read(file) {
            case .failure(let diagnostic):
                result.diagnostics.append(diagnostic)
                return nil
            case .success(let text):
                result.sources[file] = SourceText(path: file, text: text)
                do {
                    let parsed = try JSONParser.parseTolerant(text, file: file)
                    result.diagnostics += parsed.duplicateKeys
                    return parsed.root
                } catch {
                    result.diagnostics.append(error)
                    return nil
                }
            }
        }
        func walk(_ folder: String, namespace: [String], depth: Int) {
            guard depth <= maximumDepth, let names = FileSystem.entries(of: folder) else { return }
            for name in names.compactMap({ String(validating: $0, as: UTF8.self) }).sorted() where !name.hasPrefix(".")
            {
                entries += 1
                guard entries <= maximumEntries else { return }
                let child = FileSystem.join(folder, name)
                guard FileSystem.kind(of: child) == .directory else { continue }
                if name.hasSuffix(".colorset") {
                    let file = FileSystem.join(child, "Contents.json")
                    guard let root = contents(file) else { continue }
                    let catalogName = (namespace + [String(name.dropLast(".colorset".count))]).joined(separator: "/")
                    let before = result.diagnostics.count
                    guard let color = colorSet(root, name: catalogName, diagnostics: &result.diagnostics) else {
                        let reason = result.diagnostics.dropFirst(before).last?.id ?? .invalidValue
                        result.summary.skipped.append((reason, [catalogName]))
                        continue
                    }
                    colors.append(color)
                    continue
                }
                if name.contains(".") && !name.hasSuffix(".folder") {
                    // Image sets, app icons, data sets: not colours.
                    continue
                }
                let file = FileSystem.join(child, "Contents.json")
                var providesNamespace = false
                if FileSystem.kind(of: file) == .file, let root = contents(file) {
                    providesNamespace = root["properties"]?["provides-namespace"]?.value == .bool(true)
                }
                walk(child, namespace: providesNamespace ? namespace + [name] : namespace, depth: depth + 1)
            }
        }
        guard FileSystem.kind(of: trimmed) == .directory else {
            result.diagnostics.append(DTCGMessages.notAnAssetCatalog(trimmed))
            return result
        }
        walk(trimmed, namespace: [], depth: 0)
        if entries > maximumEntries {
            result.diagnostics.append(DTCGMessages.catalogTooLarge(trimmed, limit: maximumEntries))
            return result
        }
        // Names: the catalog's name in lowerCamelCase; two that meet are one name too many.
        var kept: [(Imported, String)] = []
        for color in colors {
            let words = color.name.split(separator: "/").flatMap { SwiftIdentifier.words(String($0)) }
            let identifier = SwiftIdentifier.lowerCamelCase(words)
            guard !identifier.isEmpty, SwiftIdentifier.identifier(for: [identifier]) != nil else {
                result.diagnostics.append(DTCGMessages.catalogNameNotSwift(color.name, at: color.range))
                result.summary.skipped.append((.invalidTokenName, [color.name]))
                continue
            }
            let key = SwiftIdentifier.collisionKey(identifier)
            if let other = seen[key] {
                result.diagnostics.append(
                    DTCGMessages.catalogNameCollision(
                        color.name, other: other.name, identifier: identifier, at: color.range, otherAt: other.range))
                result.summary.skipped.append((.nameCollision, [color.name]))
                continue
            }
            seen[key] = (color.name, color.range)
            kept.append((color, identifier))
        }
        let name = themeName ?? DTCGImporter.defaultThemeName(trimmed)
        var yaml = ImportedYAML()
        yaml.text = "# yaml-language-server: $schema=.schema/theme.schema.json\n"
        yaml.text +=
            "# Generated by themec from \(YAMLText.commentText(DTCGImporter.fileName(trimmed))) by 'themec import xcassets'. Importing again replaces this file;\n"
        yaml.text += "# delete these two lines to keep your edits.\n"
        yaml.text += "theme: \(name)\n"
        var refused: Set<String> = []
        for _ in 1...2 {
            var text = yaml
            var written = 0
            for (color, identifier) in kept where !refused.contains(color.name) {
                if written == 0 { text.text += "\ncolors:\n" }
                written += 1
                text.own(color.name)
                let values = Appearance.allCases.map { color.values[$0]! }
                if Set(values).count == 1 {
                    text.text += "  \(yamlKey(identifier)): \(values[0])\n"
                    continue
                }
                text.text += "  \(yamlKey(identifier)):\n    light: \(values[0])\n    dark: \(values[1])\n"
                if values[2] != values[0] || values[3] != values[1] {
                    text.text += "    lightHighContrast: \(values[2])\n    darkHighContrast: \(values[3])\n"
                }
            }
            guard written > 0 else { break }
            let loaded = ThemeSetLoader.load(files: [(name + ".yaml", Array(text.text.utf8))])
            let owners = text.lineOwners()
            var faults: [(String, Diagnostic)] = []
            var unplaced: [Diagnostic] = []
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
                if let owner = diagnostic.range.flatMap({ owners($0.start.line) }) {
                    faults.append((owner, diagnostic))
                } else {
                    unplaced.append(diagnostic)
                }
            }
            if faults.isEmpty && unplaced.isEmpty {
                result.themes = [
                    DTCGImportedTheme(name: name, fileName: name + ".yaml", yaml: text.text, extends: nil)
                ]
                result.summary.imported = [("color", written)]
                result.summary.themes = [name]
                return result
            }
            guard unplaced.isEmpty else {
                result.diagnostics += unplaced.map {
                    DTCGMessages.themeDoesNotLoad(
                        $0.message, at: .startOfFile(FileSystem.join(trimmed, "Contents.json")))
                }
                return result
            }
            for (owner, diagnostic) in faults where refused.insert(owner).inserted {
                let range = kept.first { $0.0.name == owner }?.0.range
                if let range {
                    result.diagnostics.append(
                        DTCGMessages.refusedByThemeFormat("'\(owner)'", reason: diagnostic.message, at: range))
                }
                result.summary.skipped.append((.themeFormatRefused, [owner]))
            }
        }
        if result.themes.isEmpty, !result.diagnostics.containsErrors {
            result.diagnostics.append(
                DTCGMessages.nothingImported(
                    skipped: result.summary.skippedCount, at: .startOfFile(FileSystem.join(trimmed, "Contents.json"))))
        }
        return result
    }

    /// One colour set: its catalog name, where it is, and the theme-format text of each appearance.
    struct Imported {
        var name: String
        var range: SourceRange
        var values: [Appearance: String]
    }

    /// The colour set's appearances, or `nil` (with a warning) when one it has cannot be read.
    static func colorSet(_ root: JSONNode, name: String, diagnostics: inout [Diagnostic]) -> Imported? {
        guard let list = root["colors"]?.array, !list.isEmpty else {
            diagnostics.append(DTCGMessages.colorSetWithoutColors(name, at: root["colors"]?.range ?? root.range))
            return nil
        }
        var slots: [Appearance: (value: String, range: SourceRange, explicit: Bool)] = [:]
        var universal = list.filter { ($0["idiom"]?.string ?? "universal") == "universal" }
        if universal.isEmpty {
            // Only device-specific entries: the first device's.
            let idiom = list[0]["idiom"]?.string ?? ""
            diagnostics.append(DTCGMessages.colorSetIdiom(name, idiom: idiom, at: list[0].range))
            universal = list.filter { $0["idiom"]?.string == idiom }
        } else if universal.count < list.count {
            let other = list.first { ($0["idiom"]?.string ?? "universal") != "universal" }!
            diagnostics.append(
                DTCGMessages.colorSetDeviceEntriesLeftOut(name, idiom: other["idiom"]?.string ?? "", at: other.range))
        }
        // A Display P3 gamut entry says more than the sRGB one beside it: it is the one kept.
        let wide = universal.filter { $0["display-gamut"]?.string?.lowercased() == "display-p3" }
        if !wide.isEmpty {
            let narrow = universal.filter { $0["display-gamut"]?.string?.lowercased() != "display-p3" }
            if let first = narrow.first {
                diagnostics.append(DTCGMessages.colorSetGamutLeftOut(name, at: first.range))
            }
            universal = wide
        }
        for entry in universal {
            var luminosity = "any"
            var highContrast = false
            for trait in entry["appearances"]?.array ?? [] {
                switch (trait["appearance"]?.string, trait["value"]?.string) {
                case ("luminosity"?, let value?) where value == "light" || value == "dark": luminosity = value
                case ("contrast"?, "high"?): highContrast = true
                default:
                    diagnostics.append(DTCGMessages.colorSetAppearance(name, at: trait.range))
                    return nil
                }
            }
            guard let color = entry["color"] else {
                diagnostics.append(DTCGMessages.colorSetEntryWithoutColor(name, at: entry.range))
                return nil
            }
            guard let value = colorValue(color, name: name, diagnostics: &diagnostics) else { return nil }
            let appearances: [Appearance]
            switch (luminosity, highContrast) {
            case ("dark", false): appearances = [.dark]
            case ("dark", true): appearances = [.darkHighContrast]
            case (_, true): appearances = [.lightHighContrast]
            default: appearances = [.light]
            }
            for appearance in appearances {
                // An explicit light entry wins over Any; Any fills what nothing else gives.
                if let existing = slots[appearance], existing.explicit || luminosity == "any" { continue }
                slots[appearance] = (value, entry.range, luminosity != "any")
            }
        }
        guard let light = slots[.light]?.value else {
            diagnostics.append(DTCGMessages.colorSetWithoutAny(name, at: root["colors"]!.range))
            return nil
        }
        let dark = slots[.dark]?.value ?? light
        let values: [Appearance: String] = [
            .light: light, .dark: dark, .lightHighContrast: slots[.lightHighContrast]?.value ?? light,
            .darkHighContrast: slots[.darkHighContrast]?.value ?? dark,
        ]
        return Imported(name: name, range: root.range, values: values)
    }

    /// The theme-format text of one entry's `color`: a system colour reference, or components in a colour space.
    static func colorValue(_ color: JSONNode, name: String, diagnostics: inout [Diagnostic]) -> String? {
        if let reference = color["reference"]?.string {
            let system = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard SystemColors.named(system) != nil else {
                diagnostics.append(DTCGMessages.colorSetReference(name, reference: reference, at: color.range))
                return nil
            }
            return quoted("{system.\(system)}")
        }
        let space = color["color-space"]?.string ?? "srgb"
        guard let components = color["components"] else {
            diagnostics.append(DTCGMessages.colorSetEntryWithoutColor(name, at: color.range))
            return nil
        }
        func component(_ key: String) -> Double? {
            guard let node = components[key] else { return nil }
            if let number = node.number { return number }
            guard let text = node.string?.trimmingSpaces, !text.isEmpty else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            return Int(text).map { Double($0) / 255 }
        }
        let alpha = component("alpha") ?? 1
        let channels: [Double]
        let cssSpace: String
        switch space {
        case "srgb", "display-p3", "extended-srgb", "extended-linear-srgb":
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                diagnostics.append(DTCGMessages.colorSetComponents(name, at: components.range))
                return nil
            }
            channels = [red, green, blue]
            cssSpace = space == "display-p3" ? "display-p3" : space == "extended-linear-srgb" ? "srgb-linear" : "srgb"
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else {
                diagnostics.append(DTCGMessages.colorSetComponents(name, at: components.range))
                return nil
            }
            // Gray with a 2.2 gamma: its light, linear, is the same in every channel.
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            channels = [linear, linear, linear]
            cssSpace = "srgb-linear"
        default:
            diagnostics.append(DTCGMessages.colorSetSpace(name, space: space, at: color["color-space"]!.range))
            return nil
        }
        let unitRange = space == "srgb" || space == "display-p3"
        guard channels.allSatisfy(\.isFinite), alpha.isFinite, (0...1).contains(alpha),
            !unitRange || channels.allSatisfy({ (0...1).contains($0) })
        else {
            diagnostics.append(DTCGMessages.colorSetComponents(name, at: components.range))
            return nil
        }
        let tolerance = 0.5 / 255
        func inside(_ values: [Double]) -> Bool { values.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance } }
        if cssSpace == "display-p3" {
            return ImportedGroups.color(ColorSyntax.quantized(channels, alpha: alpha, space: .displayP3))
        }
        if let srgb = ColorSpaces.srgb(space: cssSpace, components: channels), inside(srgb) {
            return ImportedGroups.color(ColorSyntax.quantized(srgb, alpha: alpha, space: .sRGB))
        }
        guard let p3 = ColorSpaces.displayP3(space: cssSpace, components: channels), inside(p3) else {
            diagnostics.append(DTCGMessages.colorSetOutsideP3(name, space: space, at: components.range))
            return nil
        }
        return ImportedGroups.color(ColorSyntax.quantized(p3, alpha: alpha, space: .displayP3))
    }
}
