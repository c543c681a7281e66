import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecPreview

/// `themec watch`: compile, then compile again on every change to the theme files or the configuration.
enum WatchCommand: Subcommand {
    /// compile's options, without the two that write nothing and the build stamp (for build systems).
    static let compileOptions = CompileCommand.spec.options.filter {
        !(CompileCommand.optionsWritingNothing + [BuildStamp.option.name]).contains($0.name)
    }

    static let previewOption = OptionSpec(
        name: "preview", valueName: "FILE.html",
        help:
            "Also keep this preview page current; an open page reloads itself (through FILE.html.version.js, "
            + "written beside it).")

    static let spec = CommandSpec(
        name: "watch",
        abstract: "Compile, then compile again whenever a theme file or themec.yml changes.",
        discussion: """
            Compiles exactly what 'themec compile' with the same arguments would (with a themec.yml, every \
            target), then watches the theme files, their folders and the themec.yml, and after every change \
            (a burst of changes, such as an editor's save, counts once) prints a 'change detected' line and \
            compiles again, with the usual diagnostics and summary. A compile with errors writes nothing, so \
            the output stays the last good one. The screen is never cleared. With --preview, the preview page \
            is rewritten after every compile without errors, and a page open in a browser reloads itself; \
            targets of a themec.yml that compile other themes get pages of their own beside it \
            (FILE-2.html, FILE-3.html, … in the order of the targets). \
            File events come from inotify on Linux and kqueue on macOS; elsewhere, or with a warning when \
            those cannot be used, the files are looked at once a second. Ctrl-C \
            (or SIGTERM) lets the compile under way finish and stops, with exit status 0.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: compileOptions + [previewOption],
        exitStatus: [
            (0, "Stopped with Ctrl-C or SIGTERM (whatever the last compile found)."),
            (64, "Bad command line."),
        ],
        examples: [
            "themec watch Themes --output Sources/App/Generated",
            "themec watch --config App/themec.yml",
            "themec watch Themes --output Generated --preview preview.html",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        run(arguments, previewLint: nil, context: context)
    }

    private static func run(_ arguments: ParsedArguments, previewLint: LintDeclaration?, context: CommandContext)
        -> Int32
    {
        let stop = StopSignal.install()
        defer { stop.restore() }
        return watch(
            arguments, source: ChangeSources.best(), shouldStop: { stop.isRequested }, previewLint: previewLint,
            context: context)
    }

    /// `themec preview --watch`: the preview page alone, kept current, of the themes (and with the `lint:`) of
    /// `scope`, what `preview` found in the command line and the themec.yml.
    static func runPreview(_ arguments: ParsedArguments, scope: ProjectScope, context: CommandContext) -> Int32 {
        var watchArguments = ParsedArguments()
        watchArguments.positionals = scope.paths.paths
        watchArguments.values["preview"] = arguments.value("output")
        watchArguments.flags = arguments.flags.intersection(["force", "follow-links"])
        watchArguments.flags.insert("no-config")
        return run(watchArguments, previewLint: scope.lint, context: context)
    }

    /// The watch, with its source of changes and its stop given (tests give their own).
    static func watch(
        _ arguments: ParsedArguments, source: any ChangeSource, debouncer: Debouncer = Debouncer(),
        shouldStop: @escaping () -> Bool, previewLint: LintDeclaration? = nil, context: CommandContext
    ) -> Int32 {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let statusSink = format == .json ? context.standardError : context.standardOutput
        let preview = arguments.value("preview")
        // Without an output, and no themec.yml to give one, `--preview` alone is watched (`preview --watch`).
        let compiles =
            preview == nil || arguments.value("output") != nil || arguments.value("config") != nil
            || (!arguments.flag("no-config") && context.dependencies.findConfig() != nil)
        var watcher = ThemeWatcher(source: source, debouncer: debouncer, shouldStop: shouldStop)
        watcher.report = { context.warning(CLIMessages.pollingInstead($0)) }
        var status = ExitStatus.success
        var lastPaths = DiagnosticOutput.paths(arguments).paths
        watcher.run { afterChange, watch in
            if afterChange { context.write(CLIMessages.changeDetected, to: statusSink) }
            var runs: [CompileRun] = []
            if compiles {
                switch CompilePlan.make(arguments, context: context) {
                case .failed(let failure):
                    // A bad command line stays bad: stop. A bad themec.yml may be fixed: watch it.
                    if failure == ExitStatus.usage && !afterChange {
                        status = failure
                        return false
                    }
                case .runs(let planned):
                    runs = planned
                    lastPaths = runs.flatMap { DiagnosticOutput.paths($0.arguments).paths }
                }
            }
            let watched = lastPaths + (configPath(arguments, context: context).map { [$0] } ?? [])
            watch(watched)
            for run in runs where CompileCommand.compile(run, context: context) != ExitStatus.success {
                context.write(CLIMessages.compileFailed(run.arguments.value("output") ?? ""), to: context.standardError)
            }
            if let preview {
                let sets = runs.isEmpty ? [DiagnosticOutput.paths(arguments)] : previewedSets(runs)
                for (index, paths) in sets.enumerated() {
                    // The lint: of the compile that reads these themes (or of `preview --watch`'s themec.yml).
                    let lint =
                        runs.isEmpty ? previewLint : runs.first { DiagnosticOutput.paths($0.arguments) == paths }?.lint
                    writePreview(
                        paths, lint: lint, to: previewPage(preview, index: index), force: arguments.flag("force"),
                        reports: !compiles, context: context)
                }
            }
            if !afterChange { context.write(CLIMessages.watching(unique(watched)), to: statusSink) }
            return true
        }
        if status == ExitStatus.success { context.write(CLIMessages.stoppedWatching, to: statusSink) }
        return status
    }

    /// The themec.yml the compiles read, when there is one (the one found, or `--config`).
    private static func configPath(_ arguments: ParsedArguments, context: CommandContext) -> String? {
        if let given = arguments.value("config") { return given }
        return arguments.flag("no-config") ? nil : context.dependencies.findConfig()
    }

    /// Writes the live-reloading preview of the themes at `paths`, then its version file; nothing when the
    /// themes have errors. `reports`: print the diagnostics (when no compile has printed them).
    private static func writePreview(
        _ paths: ThemePaths, lint: LintDeclaration?, to output: String, force: Bool, reports: Bool,
        context: CommandContext
    ) {
        guard OutputOptions.placementIsValid(outputs: [output], inputs: paths.paths, context: context) else { return }
        let result = ProjectScope(paths: paths, lint: lint, strict: false).load(context: context)
        if reports {
            DiagnosticOutput.report(result.diagnostics, sources: result.sources, format: .text, context: context)
        }
        guard !result.diagnostics.containsErrors, let themeSet = result.themeSet else {
            context.write(CLIMessages.previewKept(output), to: context.standardError)
            return
        }
        let page = PreviewDocument.html(themeSet, contrast: result.contrast)
        let version = ContentHasher.hexDigest(of: Array(page.utf8))
        let versionFile = output + ".version.js"
        let name = WatchedTree.name(of: Array(versionFile.utf8))
        let html = PreviewDocument.liveReloading(
            page, version: version, versionFile: String(decoding: name, as: UTF8.self))
        do {
            // The page first: a page that sees the new version then finds the new page.
            let wrote = try context.dependencies.writer.writeFile(Array(html.utf8), to: output, force: force)
            try context.dependencies.writer.writeFile(
                Array(PreviewDocument.versionScript(version: version).utf8), to: versionFile, force: force)
            context.write(wrote ? CLIMessages.wrote(output) : CLIMessages.upToDate(output), to: context.standardOutput)
        } catch {
            context.error(error.message)
        }
    }

    /// The theme sets the compiles read, each once, in the order of the compiles: targets that compile
    /// the same themes share one page.
    static func previewedSets(_ runs: [CompileRun]) -> [ThemePaths] {
        var seen: Set<[String]> = []
        return runs.map { DiagnosticOutput.paths($0.arguments) }.filter { seen.insert($0.paths).inserted }
    }

    /// The page for the `index`th theme set: `FILE.html` for the first, `FILE-2.html`, `FILE-3.html`, … after.
    static func previewPage(_ path: String, index: Int) -> String {
        guard index > 0 else { return path }
        let suffix = ".html"
        guard path.lowercased().hasSuffix(suffix) else { return "\(path)-\(index + 1)" }
        return "\(path.dropLast(suffix.count))-\(index + 1)\(suffix)"
    }

    /// `paths` in order, each once.
    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
