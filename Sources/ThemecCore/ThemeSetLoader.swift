// Stage: the pipeline (entry file 1 of 6, docs/Architecture.md).
// Takes: theme paths (or files already read) and the YAML limits.
// Gives: a ThemeSetLoadResult: the resolved set (nil after any error), every diagnostic of every stage in
//        file order, the sources for excerpts, and the contrast matrix.
// Reports: nothing of its own but a missing theme file; it runs discovery, YAML, the theme file parser, the
//        resolver and the contrast checker, and is the one place that spreads work over the cores (Fanout).

public import ThemecDiagnostics
public import ThemecYAML

/// What loading a theme set produced.
public struct ThemeSetLoadResult: Sendable {
    /// The validated set; `nil` when there is any error.
    public var themeSet: ResolvedThemeSet?
    /// Every error and warning, from every file.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, by path, for rendering excerpts.
    public var sources: [String: SourceText]
    /// Every contrast condition of the set (`ContrastChecker`); `nil` when there is no set.
    public var contrast: ContrastMatrix?

    /// A result of the given parts.
    public init(
        themeSet: ResolvedThemeSet?, diagnostics: [Diagnostic], sources: [String: SourceText],
        contrast: ContrastMatrix? = nil
    ) {
        self.themeSet = themeSet
        self.diagnostics = diagnostics
        self.sources = sources
        self.contrast = contrast
    }
}

/// Reads theme files and turns them into a validated `ResolvedThemeSet`, collecting every diagnostic.
public enum ThemeSetLoader {
    /// Loads every `*.yaml`/`*.yml` file under `paths` (files or directories, searched recursively, in
    /// sorted order, skipping hidden entries; see `ThemeFileDiscovery` for links, pipes and odd names). A
    /// path that does not exist is an error without a location. Files are named by their normalised path
    /// (`Themes/Default.yaml` however `Themes` was spelled; see `DisplayPath`).
    ///
    /// - Parameter followingLinks: Read what symbolic links leading outside `paths` lead to, instead of
    ///   skipping them with a warning.
    /// - Parameter baseLint: The `lint:` settings every theme starts from (see `load(files:limits:baseLint:)`).
    public static func load(
        paths: [String], followingLinks: Bool = false, limits: YAMLLimits = .default,
        baseLint: LintDeclaration? = nil
    ) -> ThemeSetLoadResult {
        var diagnostics: [Diagnostic] = []
        let discovered = ThemeFileDiscovery.files(in: paths, followingLinks: followingLinks, diagnostics: &diagnostics)
        if discovered.isEmpty {
            if !diagnostics.containsErrors { diagnostics.append(ThemeMessages.noThemeFiles(paths)) }
            return ThemeSetLoadResult(themeSet: nil, diagnostics: diagnostics, sources: [:])
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for file in discovered {
            switch ThemeFileDiscovery.read(file, limit: limits.maximumFileSize) {
            case .success(let bytes): files.append((file.path, bytes))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var result = load(files: files, limits: limits, baseLint: baseLint)
        result.diagnostics = diagnostics + result.diagnostics
        if diagnostics.containsErrors { result.themeSet = nil }
        return result
    }

    /// Loads a theme set from in-memory files (path, contents); used by tests and tools.
    ///
    /// - Parameter baseLint: The `lint:` settings every theme starts from (`LintDeclaration.parse`, from a
    ///   `themec.yml`); each theme's own `lint:` goes over them key by key.
    public static func load(
        files: [(path: String, bytes: [UInt8])], limits: YAMLLimits = .default, baseLint: LintDeclaration? = nil
    ) -> ThemeSetLoadResult {
        resolve(parseFiles(files, limits: limits), baseLint: baseLint)
    }

    /// Resolves and validates the set made of already parsed files (the last stage of `load`).
    ///
    /// `load` is `parseFile` on every file, then this; the stages are public so tools (the benchmark
    /// suite) can time each one.
    public static func resolve(_ parsed: [ParsedFile], baseLint: LintDeclaration? = nil) -> ThemeSetLoadResult {
        resolve(parsed, baseLint: baseLint, fanout: .cores)
    }

    static func resolve(_ parsed: [ParsedFile], baseLint: LintDeclaration?, fanout: Fanout) -> ThemeSetLoadResult {
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var declarations: [ThemeDeclaration] = []
        for file in parsed {
            diagnostics += file.diagnostics
            sources[file.source.path] = file.source
            if let declaration = file.declaration { declarations.append(declaration) }
        }
        var resolver = ThemeSetResolver(declarations: declarations, baseLint: baseLint)
        resolver.fanout = fanout
        let set = resolver.resolve()
        diagnostics += resolver.diagnostics
        guard !diagnostics.containsErrors, let set else {
            return ThemeSetLoadResult(themeSet: nil, diagnostics: diagnostics, sources: sources)
        }
        // Contrast is a stage of its own over the resolved set; its findings are warnings.
        let contrast = ContrastChecker.check(set, declarations: declarations)
        return ThemeSetLoadResult(
            themeSet: set, diagnostics: diagnostics + contrast.diagnostics, sources: sources, contrast: contrast.matrix)
    }

    /// Parses each file (YAML, then theme structure); files are independent, so they are parsed in parallel.
    static func parseFiles(_ files: [(path: String, bytes: [UInt8])], limits: YAMLLimits) -> [ParsedFile] {
        Fanout.cores.map(files) { file in
            parseFile(document: YAMLParser.parse(bytes: file.bytes, path: file.path, limits: limits), fanout: .cores)
        }
    }

    /// One theme file after YAML and the theme structure, before the set is resolved.
    public struct ParsedFile: Sendable {
        /// The file's declaration; `nil` when its YAML has errors.
        public internal(set) var declaration: ThemeDeclaration?
        var diagnostics: [Diagnostic]
        var source: SourceText
    }

    /// Reads the theme structure of one parsed YAML document (the stage after `YAMLParser.parse`).
    public static func parseFile(document: YAMLDocument) -> ParsedFile {
        parseFile(document: document, fanout: .cores)
    }

    static func parseFile(document: YAMLDocument, fanout: Fanout) -> ParsedFile {
        var parser = ThemeFileParser(document: document)
        parser.fanout = fanout
        let declaration = parser.parse()
        let yamlDiagnostics = document.diagnostics.map { explainComment($0, in: document.source) }
        return ParsedFile(
            declaration: document.diagnostics.containsErrors ? nil : declaration,
            diagnostics: yamlDiagnostics + (document.diagnostics.containsErrors ? [] : parser.diagnostics),
            source: document.source)
    }

    /// A YAML syntax error on a line where an unquoted `#` starts a comment (`{ light: #FFF, … }`) gets a
    /// note saying so: the real cause is rarely obvious from libyaml's text.
    static func explainComment(_ diagnostic: Diagnostic, in source: SourceText) -> Diagnostic {
        guard diagnostic.id == .yamlSyntax, let range = diagnostic.range else { return diagnostic }
        for lineNumber in stride(from: range.start.line, through: max(1, range.start.line - 3), by: -1) {
            guard let line = source.line(lineNumber) else { continue }
            let scalars = Array(line.unicodeScalars)
            for index in scalars.indices.dropFirst()
            where scalars[index] == "#" && (scalars[index - 1] == " " || scalars[index - 1] == "\t") {
                let before = scalars[..<index].filter { $0 != " " && $0 != "\t" }
                guard let last = before.last, last == ":" || last == "," || last == "[" || last == "{" || last == "-"
                else {
                    continue
                }
                var copy = diagnostic
                let start = SourceLocation(line: lineNumber, column: index + 1)
                copy.notes.append(
                    Note(
                        ThemeMessages.commentNote,
                        at: SourceRange(
                            file: range.file, start: start,
                            end: SourceLocation(line: lineNumber, column: scalars.count + 1))))
                return copy
            }
        }
        return diagnostic
    }
}

/// A token's value as `themec resolve` prints it.
public enum ResolvedValue: Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    case number(Double)
    /// A word (`bold`, `listRow`) or a composite such as insets (`16 0 16 0`).
    case text(String)

    /// `#RRGGBBAA` for a colour; a plain decimal (`8`, `0.5`) for a number.
    public var description: String {
        switch self {
        case .color(let rgba): return rgba.text
        case .number(let value): return formatNumber(value)
        case .text(let text): return text
        }
    }
}

/// A number as a plain decimal: no trailing `.0`, no exponent for ordinary values.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
