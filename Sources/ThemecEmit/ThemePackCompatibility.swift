public import ThemecCore
public import ThemecDiagnostics

/// The IDs of the diagnostics `themec pack --against` reports (docs/ThemePacks.md, "Diagnostics").
extension DiagnosticID {
    public static let packExtraToken = DiagnosticID(rawValue: "pack-extra-token")
    public static let packNoThemes = DiagnosticID(rawValue: "pack-no-themes")

    /// Every ID of the pack check.
    public static let packIDs: [DiagnosticID] = [.packExtraToken, .packNoThemes]
}

/// Whether brand themes fit an app's compiled token set: `themec pack Brands --against Themes`.
///
/// The brand's themes are loaded together with the app's (so `extends: Default` reaches the compiled
/// theme). The resolver then reports a brand theme that lacks one of the app's tokens, in the brand's file;
/// and a token or style the brand adds as one every app theme lacks, in the app's files: `locateInBrand`
/// moves that to the brand's declaration, since such a pack would fit no compiled app.
public enum ThemePackCompatibility {
    /// The brand's themes: those of `combined` that `app` does not have, in set order.
    public static func brandThemes(_ combined: ResolvedThemeSet, app: ResolvedThemeSet) -> [ResolvedTheme] {
        let appNames = Set(app.themes.map(\.name))
        return combined.themes.filter { !appNames.contains($0.name) }
    }

    /// The error of a clean `combined` (brand and app themes loaded together) against `app` (the app's
    /// alone): the brand paths add no theme at all.
    public static func check(_ combined: ResolvedThemeSet, app: ResolvedThemeSet, brandPaths: [String])
        -> [Diagnostic]
    {
        let brands = brandThemes(combined, app: app)
        guard !brands.isEmpty else {
            return [
                .error(
                    .packNoThemes,
                    "no brand theme to pack: every theme in \(brandPaths.joined(separator: ", ")) is also one of the app's",
                    at: nil)
            ]
        }
        return []
    }

    /// The diagnostics of loading brand and app themes together, with each "an app theme lacks a token the
    /// brand defines" (`missing-tokens` in an app file, its note in a brand file) turned into one
    /// `pack-extra-token` error where the brand declares the token, the app's message kept as a note; the rest
    /// unchanged. `appFiles`: the files of the app's themes.
    public static func locateInBrand(_ diagnostics: [Diagnostic], appFiles: Set<String>) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var relocated: Set<SourceRange> = []
        for diagnostic in diagnostics {
            guard diagnostic.id == .missingTokens, let range = diagnostic.range, appFiles.contains(range.file),
                let brand = diagnostic.notes.first(where: { $0.range.map { !appFiles.contains($0.file) } ?? false }),
                let brandRange = brand.range
            else {
                result.append(diagnostic)
                continue
            }
            guard relocated.insert(brandRange).inserted else { continue }
            result.append(
                .error(
                    .packExtraToken,
                    "the app's themes have no such token or style; a pack may only give values for the app's tokens",
                    at: brandRange, notes: [Note(diagnostic.message, at: range)]))
        }
        return result
    }
}
