import ThemecCore
import ThemecDiagnostics
import ThemecEmit

/// A `themec.yml`, read: the settings at its top level and those of each of its `targets`.
///
/// Paths in it are relative to the file's folder; here they are already joined to it, so they are relative
/// to the current directory (or absolute) like paths on the command line.
struct ThemecConfig: Sendable {
    /// The file, as found (`themec.yml`, `../themec.yml`) or given with `--config`.
    var path: String
    /// Its text, for rendering diagnostics located in it.
    var source: SourceText
    /// The top level.
    var settings: Settings
    /// Each entry of `targets:`, already over the top level (an entry's keys replace the top level's).
    var targets: [Settings]

    /// The settings of one compile, each `nil` when the file does not set it.
    struct Settings: Sendable {
        /// A target's `name`, which `--target NAME` chooses; the top level has none.
        var name: String?
        var themes: [String]?
        var output: String?
        var access: AccessLevel?
        var typeName: String?
        var stylePrefix: String?
        /// `previews: false`: no Xcode previews in `Theme+SwiftUI.swift`.
        var previews: Bool?
        var assetCatalog: String?
        var strict: Bool?
        var lint: LintDeclaration?
        /// The text of the `lint:` block, which a compile's fingerprint covers (its warnings depend on it).
        var lintText: String?
        /// `import.remBase`: points per `rem` when importing DTCG dimensions.
        var remBase: Double?
        /// The mapping these settings came from, where a diagnostic about them as a whole points.
        var range: SourceRange
        /// Where `name` is written (the mapping when it is not).
        var nameRange: SourceRange?
        /// Where `themes` and `output` are written (`ConfigChecks` points there).
        var themesRange: SourceRange?
        var outputRange: SourceRange?

        /// These settings over `base`: each key set here replaces `base`'s; `lint` is merged key by key.
        func over(_ base: Settings) -> Settings {
            var merged = self
            merged.themes = themes ?? base.themes
            merged.themesRange = themes == nil ? base.themesRange : themesRange
            merged.output = output ?? base.output
            merged.outputRange = output == nil ? base.outputRange : outputRange
            merged.access = access ?? base.access
            merged.typeName = typeName ?? base.typeName
            merged.stylePrefix = stylePrefix ?? base.stylePrefix
            merged.previews = previews ?? base.previews
            merged.assetCatalog = assetCatalog ?? base.assetCatalog
            merged.strict = strict ?? base.strict
            merged.lint = lint.map { $0.inheriting(from: base.lint) } ?? base.lint
            merged.lintText = [base.lintText, lintText].compactMap { $0 }.joined(separator: "\n")
            if merged.lintText?.isEmpty == true { merged.lintText = nil }
            merged.remBase = remBase ?? base.remBase
            return merged
        }
    }

    /// The settings of every compile the file describes: each target's, or the top level's when it has none.
    var compiles: [Settings] { targets.isEmpty ? [settings] : targets }

    /// The names of the targets that have one, in the file's order.
    var targetNames: [String] { targets.compactMap(\.name) }
}
