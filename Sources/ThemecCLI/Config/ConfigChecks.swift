import ThemecCore
import ThemecDiagnostics
import ThemecYAML

/// Checks across the compiles a `themec.yml` describes, made before anything is read or written: two targets
/// never write one output folder (the second would replace the first, and `--check` could never pass), and no
/// target writes into the themes of another (or its own).
///
/// Paths are compared as `FileSystem.isSameOrInside` does (`Out`, `./Out/` and a link to `Out` are one place).
package enum ConfigChecks {
    /// The problems of `compiles` (the file's targets, or its top level), each at the `output` it is about.
    static func placement(of compiles: [ThemecConfig.Settings], in config: ThemecConfig) -> [Diagnostic] {
        let defaultThemes = [ConfigParser.directory(of: config.path) + "Themes"]
        var diagnostics: [Diagnostic] = []
        for (index, compile) in compiles.enumerated() {
            guard let output = compile.output else { continue }
            let range = compile.outputRange ?? compile.range
            for other in compiles[..<index] {
                guard let earlier = other.output,
                    FileSystem.isSameOrInside(output, earlier) || FileSystem.isSameOrInside(earlier, output)
                else { continue }
                diagnostics.append(
                    ConfigChecks.sharedOutput(
                        output, earlier: earlier, at: range, earlierAt: other.outputRange ?? other.range))
                break
            }
            for (otherIndex, other) in compiles.enumerated() {
                let themes = other.themes ?? defaultThemes
                guard let input = themes.first(where: { FileSystem.isSameOrInside(output, $0) }) else { continue }
                let place = otherIndex == index ? nil : other.themesRange ?? other.range
                diagnostics.append(ConfigChecks.outputInThemes(output, themes: input, of: place, at: range))
                break
            }
        }
        return diagnostics
    }

    static func sharedOutput(_ output: String, earlier: String, at range: SourceRange, earlierAt: SourceRange)
        -> Diagnostic
    {
        let same: DiagnosticMessage =
            range == earlierAt
            ? "every target takes the top level's output '\(path: output)'"
            : "output '\(path: output)' is also, or is inside, the output '\(path: earlier)' of the target at "
                + "line \(earlierAt.start.line)"
        return .error(
            .invalidConfigValue,
            "\(same); one compile would replace the other's files: give each target its own 'output' folder",
            at: range)
    }

    static func outputInThemes(_ output: String, themes: String, of place: SourceRange?, at range: SourceRange)
        -> Diagnostic
    {
        let whose: DiagnosticMessage =
            place.map { "the themes of the target at line \($0.start.line)" } ?? "its own themes"
        return .error(
            .invalidConfigValue,
            "output '\(path: output)' is inside \(whose) ('\(path: themes)'); themec does not write into the "
                + "folders it reads: choose an output outside them",
            at: range)
    }
}

extension ConfigChecks {
    /// A `themec.yml` with contents `bytes` read and checked as a compile reads it, without running one:
    /// whether it gives a configuration, every diagnostic, and the text they point into. The config fuzz
    /// target's entry point.
    package static func read(bytes: [UInt8], path: String)
        -> (isValid: Bool, diagnostics: [Diagnostic], source: SourceText)
    {
        let parsed = ConfigParser.parse(bytes: bytes, path: path)
        guard let config = parsed.config else { return (false, parsed.diagnostics, parsed.source) }
        let diagnostics = parsed.diagnostics + placement(of: config.compiles, in: config)
        return (!diagnostics.containsErrors, diagnostics, parsed.source)
    }
}
