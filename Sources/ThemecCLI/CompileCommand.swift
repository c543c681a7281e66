import ThemecCore
import ThemecDiagnostics
import ThemecEmit

/// `themec compile`: validate, generate Swift and write it (or check it is current).
enum CompileCommand: Subcommand {
    static let spec = CommandSpec(
        name: "compile",
        abstract: "Generate Swift code from theme files into an output directory.",
        discussion: """
            Validates the themes first: with any error (or any warning with --strict) nothing is written. \
            Then writes the generated files atomically, leaves unchanged files untouched (no needless \
            rebuilds) and removes files it generated before that are no longer generated; other files in \
            the directory are never touched. A one-line summary goes to standard output (to standard error \
            with --format json, so standard output stays JSON). With --asset-catalog, also writes one colour \
            set per semantic colour and theme into an Xcode asset catalog, under the same rules (the catalog \
            has its own manifest, and --check covers it). After a compile without diagnostics the manifest \
            records a fingerprint of the theme files, the options and themec; a later compile or --check \
            with the same fingerprint, whose files are unchanged, reports the output up to date without \
            validating again.
            """,
        positional: DiagnosticOutput.pathsArgument,
        options: [
            OptionSpec(
                name: "output", valueName: "DIR",
                help: "The directory to write into; created if missing. Required unless themec.yml sets 'output'."),
            OptionSpec(
                name: "check", valueName: nil,
                help: "Write nothing; list missing, stale and extra files and exit 1 unless the output is current."),
            OptionSpec(
                name: "asset-catalog", valueName: "PATH.xcassets",
                help: "Also write the semantic colours as an Xcode asset catalog (a folder per theme)."),
            OptionSpec(
                name: "list-outputs", valueName: nil,
                help: "Write nothing; print the path of every file compile would write, one per line."),
            OptionSpec(
                name: "access", valueName: "LEVEL", help: "The access level of the generated declarations.",
                allowedValues: AccessLevel.allCases.map(\.rawValue), defaultValue: "internal"),
            DiagnosticOutput.formatOption,
            DiagnosticOutput.strictOption,
            DiagnosticOutput.followLinksOption,
        ] + CompilePlan.options,
        exitStatus: [
            (0, "The output was written, or is up to date with --check."),
            (1, "The themes have errors, the output could not be written, or it is out of date with --check."),
            (64, "Bad command line."),
        ],
        examples: [
            "themec compile Themes --output Sources/App/Generated",
            "themec compile Themes --output Sources/App/Generated --check",
            "themec compile Themes --output App/Generated --asset-catalog App/Themes.xcassets",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        switch CompilePlan.make(arguments, context: context) {
        case .failed(let status): return status
        case .runs(let runs):
            return runs.reduce(ExitStatus.success) { status, run in max(status, compile(run, context: context)) }
        }
    }

    /// One compile: the themes, the output and the options of `run`.
    static func compile(_ run: CompileRun, context: CommandContext) -> Int32 {
        let arguments = run.arguments
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let access = AccessLevel(rawValue: arguments.value("access") ?? "internal") ?? .internal
        let output = arguments.value("output") ?? ""
        let summarySink = format == .json ? context.standardError : context.standardOutput

        let catalog = arguments.value("asset-catalog")
        let loaded: (themeSet: ResolvedThemeSet, swiftFingerprint: String?, catalogFingerprint: String?)
        switch load(run, access: access, format: format, context: context) {
        case .upToDate: return ExitStatus.success
        case .failed: return ExitStatus.failure
        case .loaded(let themeSet, let swiftFingerprint, let catalogFingerprint):
            loaded = (themeSet, swiftFingerprint, catalogFingerprint)
        }
        let themeSet = loaded.themeSet

        var outputs = [
            (
                directory: output, files: context.dependencies.emitSwift(themeSet, run.emitOptions(access: access)),
                fingerprint: loaded.swiftFingerprint
            )
        ]
        if let catalog {
            let notes = AssetCatalogEmitter.approximations(in: themeSet)
            outputs.append(
                (catalog, AssetCatalogEmitter.emit(themeSet), notes.isEmpty ? loaded.catalogFingerprint : nil))
            for note in notes {
                context.standardError.write("note: \(note)\n")
            }
        }
        if arguments.flag("list-outputs") {
            for (directory, files, _) in outputs {
                for file in files { context.standardOutput.write(joined(directory, file.path) + "\n") }
            }
            return ExitStatus.success
        }
        let writer = context.dependencies.writer
        if arguments.flag("check") {
            var status = ExitStatus.success
            var outOfDate = false
            for (directory, files, _) in outputs {
                do {
                    let report = try writer.check(files, against: directory)
                    if report.isUpToDate {
                        summarySink.write("\(directory) is up to date\n")
                        continue
                    }
                    context.error("\(directory) is out of date")
                    for path in report.missing { context.standardError.write("  missing: \(path)\n") }
                    for path in report.stale { context.standardError.write("  stale: \(path)\n") }
                    for path in report.extra { context.standardError.write("  extra: \(path)\n") }
                    outOfDate = true
                } catch {
                    context.error(error.message)
                }
                status = ExitStatus.failure
            }
            if outOfDate {
                context.standardError.write("Run '\(regenerateCommand(run.given))' to update it.\n")
            }
            return status
        }
        for (directory, files, fingerprint) in outputs {
            do {
                let report = try writer.write(files, to: directory, fingerprint: fingerprint)
                summarySink.write(summary(report, output: directory) + "\n")
            } catch {
                context.error(error.message)
                return ExitStatus.failure
            }
        }
        return ExitStatus.success
    }

    private enum LoadOutcome {
        /// Every output directory is current (the fast path); its summary was printed.
        case upToDate
        /// The themes have errors (or warnings under `--strict`); they were reported.
        case failed
        /// The set, with the fingerprint each output's manifest should record (`nil` after any diagnostic).
        case loaded(ResolvedThemeSet, swiftFingerprint: String?, catalogFingerprint: String?)
    }

    /// Reads the theme files, takes the fast path when every output is current, and otherwise loads the set
    /// and reports its diagnostics. Only the set leaves this function: the files' bytes, their source text
    /// and the rest of the load result are released before emission.
    private static func load(
        _ run: CompileRun, access: AccessLevel, format: DiagnosticFormat, context: CommandContext
    ) -> LoadOutcome {
        let arguments = run.arguments
        let paths = DiagnosticOutput.paths(arguments)
        let output = arguments.value("output") ?? ""
        let catalog = arguments.value("asset-catalog")
        // The fast path: when every output directory's manifest records the fingerprint of these inputs,
        // options and emitters, and every file listed there still has its recorded hash, the output is what
        // this compile would write. Nothing is loaded, emitted or written. A fingerprint is only recorded by
        // a compile without any diagnostic or note, so skipping the load never hides one.
        let inputs = arguments.flag("list-outputs") ? nil : context.dependencies.readThemeFiles(paths)
        let swiftFingerprint = inputs?.fingerprint(
            emitter: SwiftEmitter.identity, options: run.fingerprintOptions(access: access))
        // Hashing the inputs again for a catalog is only worth it when there is one.
        let catalogFingerprint =
            catalog == nil ? nil : inputs?.fingerprint(emitter: AssetCatalogEmitter.identity, options: "")
        if let swiftFingerprint {
            let writer = context.dependencies.writer
            var directories = [(output, swiftFingerprint)]
            if let catalog, let catalogFingerprint { directories.append((catalog, catalogFingerprint)) }
            if directories.allSatisfy({ writer.isCurrent(fingerprint: $1, in: $0) }) {
                DiagnosticOutput.report([], sources: [:], format: format, context: context)
                let summarySink = format == .json ? context.standardError : context.standardOutput
                for (directory, _) in directories { summarySink.write("\(directory) is up to date\n") }
                return .upToDate
            }
        }
        guard
            let loaded = DiagnosticOutput.loadForWriting(
                paths, arguments: arguments, format: format, context: context,
                load: { run.withSources(load(inputs, run: run, paths: paths, context: context)) }),
            let themeSet = loaded.themeSet
        else { return .failed }
        // Only a clean compile records its fingerprint: the next run may then skip loading.
        let clean = loaded.diagnostics.isEmpty
        return .loaded(
            themeSet, swiftFingerprint: clean ? swiftFingerprint : nil,
            catalogFingerprint: clean ? catalogFingerprint : nil)
    }

    /// The set from the files read, or, when reading them reported anything, from the paths (with the
    /// configuration's `lint:` under the themes').
    private static func load(_ inputs: CompileInputs?, run: CompileRun, paths: ThemePaths, context: CommandContext)
        -> ThemeSetLoadResult
    {
        if let inputs { return context.dependencies.loadThemeFiles(inputs.files, run.lint) }
        guard let lint = run.lint else { return context.dependencies.loadThemeSet(paths) }
        return ThemeSetLoader.load(paths: paths.paths, followingLinks: paths.followsLinks, baseLint: lint)
    }

    /// `directory/relative`, with one `/` between them.
    static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// `Wrote 2 files to Generated (1 unchanged, 1 removed)`, or `Generated is up to date`.
    static func summary(_ report: WriteReport, output: String) -> String {
        if report.isNoOp { return "\(output) is up to date" }
        var line = "Wrote \(DiagnosticOutput.counted(report.written.count, "file")) to \(output)"
        var details: [String] = []
        if !report.unchanged.isEmpty { details.append("\(report.unchanged.count) unchanged") }
        if !report.removed.isEmpty { details.append("\(report.removed.count) removed") }
        if !details.isEmpty { line += " (" + details.joined(separator: ", ") + ")" }
        return line
    }

    /// The compile command that brings the output up to date: this one without `--check`.
    static func regenerateCommand(_ arguments: ParsedArguments) -> String {
        var words = ["themec", "compile"] + arguments.positionals
        // Each option as given: with a themec.yml, what it does not give comes from the file again.
        for name in ["output", "config", "asset-catalog", "access", "default-access", "type-name", "style-prefix"] {
            if let value = arguments.value(name) { words += ["--" + name, value] }
        }
        for name in ["strict", "no-config", "follow-links"] where arguments.flag(name) { words.append("--" + name) }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// `word`, or `'word with spaces'` when the shell would split or expand it.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_./=:+,@%".unicodeScalars.contains(scalar)
            }
        if plain { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
