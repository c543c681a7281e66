import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecYAML

/// One compile to run: the arguments `CompileCommand` reads, with the configuration's settings filled in
/// under the flags, and the settings no flag carries.
///
/// Precedence, for every setting: a flag, then the config target's value, then the config's top level, then
/// the default.
struct CompileRun: Sendable {
    /// The command line with the configuration merged in: positionals are the theme paths, and `output`,
    /// `access`, `asset-catalog`, `type-name`, `style-prefix`, `no-previews` and `strict` hold what applies.
    var arguments: ParsedArguments
    /// The command line as given, for the command that brings stale output up to date.
    var given: ParsedArguments
    /// `lint:` from the configuration, under every theme's own.
    var lint: LintDeclaration?
    /// The text of that `lint:`, which the fingerprint covers.
    var lintText: String?
    /// The configuration, when there is one, for rendering diagnostics located in it.
    var config: ThemecConfig?

    var typeName: String { arguments.value("type-name") ?? "Theme" }
    var stylePrefix: String { arguments.value("style-prefix") ?? "" }
    /// Whether `Theme+SwiftUI.swift` gets the Xcode previews: unless `--no-previews` or `previews: false`.
    var previews: Bool { !arguments.flag("no-previews") }

    func emitOptions(access: AccessLevel) -> EmitOptions {
        EmitOptions(access: access, typeName: typeName, stylePrefix: stylePrefix, previews: previews)
    }

    /// What the fingerprint of the Swift output covers besides the theme files: every option that changes the
    /// output, and the configuration's `lint:`, which changes the warnings.
    func fingerprintOptions(access: AccessLevel) -> String {
        var options = "access=" + access.rawValue
        if typeName != "Theme" { options += " typeName=\(typeName)" }
        if !stylePrefix.isEmpty { options += " stylePrefix=\(stylePrefix)" }
        if !previews { options += " previews=false" }
        if let lintText { options += " lint=\(lintText)" }
        return options
    }

    /// `result` with the configuration's text among its sources, for diagnostics located in its `lint:`.
    func withSources(_ result: ThemeSetLoadResult) -> ThemeSetLoadResult {
        guard let config else { return result }
        var result = result
        result.sources[config.path] = config.source
        return result
    }
}

/// Turns `compile`'s command line and the `themec.yml` it finds (or is given) into the compiles to run.
enum CompilePlan {
    enum Outcome {
        case runs([CompileRun])
        /// Reported; exit with this status.
        case failed(Int32)
    }

    /// `compile`'s options for the configuration, and for the settings only the configuration had before.
    static let options = [
        OptionSpec(
            name: "config", valueName: "FILE",
            help:
                "Read the settings from this themec.yml instead of the one found in the current directory or a "
                + "parent; paths in it are relative to its folder. Flags override its settings."),
        OptionSpec(name: "no-config", valueName: nil, help: "Read no themec.yml, even when there is one."),
        OptionSpec(
            name: "target", valueName: "NAME",
            help: "Run only the compile of the themec.yml target with this 'name:' (its keys over the top level's)."),
        OptionSpec(
            name: "type-name", valueName: "NAME",
            help: "The name of the generated root type, instead of Theme (the files keep their names).",
            defaultValue: "Theme"),
        OptionSpec(
            name: "style-prefix", valueName: "PREFIX",
            help: "Put PREFIX before every generated style type name (AppOptionButtonStyle); an UpperCamelCase word."),
        OptionSpec(
            name: "no-previews", valueName: nil,
            help: "Leave the Xcode previews (debug builds only) out of Theme+SwiftUI.swift, as previews: false does."),
        OptionSpec(
            name: "default-access", valueName: "LEVEL",
            help:
                "The access level when neither --access nor themec.yml sets one (the build tool plugin passes public "
                + "for a library target).", allowedValues: AccessLevel.allCases.map(\.rawValue)),
    ]

    static func make(_ arguments: ParsedArguments, context: CommandContext) -> Outcome {
        let format = DiagnosticFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        for (flag, check) in [("type-name", isValidTypeName), ("style-prefix", ConfigParser.isValidStylePrefix)] {
            if let value = arguments.value(flag), !check(value) {
                return .failed(
                    ThemecCommand.usageError(
                        "invalid value '\(value)' for option '--\(flag)'",
                        hint: "themec compile --help", context: context))
            }
        }
        var config: ThemecConfig?
        switch loadConfig(arguments, format: format, context: context) {
        case .failure(let exit): return .failed(exit.status)
        case .success(let found): config = found
        }
        // Paths or an output on the command line name one compile: the config's top level applies, not its targets.
        let explicit = !arguments.positionals.isEmpty || arguments.value("output") != nil
        var compiles: [ThemecConfig.Settings?] = config.map { explicit ? [$0.settings] : $0.compiles } ?? [nil]
        if let name = arguments.value("target") {
            let hint = "themec compile --help"
            guard let config else {
                return .failed(ThemecCommand.usageError(CLIMessages.targetWithoutConfig, hint: hint, context: context))
            }
            guard let target = config.targets.first(where: { $0.name == name }) else {
                let names = config.targetNames
                let message = CLIMessages.unknownTarget(
                    name, config: config.path, names: names, suggestion: Suggestions.closest(to: name, in: names))
                return .failed(ThemecCommand.usageError(message, hint: hint, context: context))
            }
            compiles = [target]
        }
        var runs: [CompileRun] = []
        var diagnostics: [Diagnostic] = []
        for settings in compiles {
            var merged = arguments
            if merged.positionals.isEmpty, let config {
                merged.positionals = settings?.themes ?? [ConfigParser.directory(of: config.path) + "Themes"]
            }
            func fill(_ name: String, _ value: String?) {
                if merged.values[name] == nil, let value { merged.values[name] = value }
            }
            fill("output", settings?.output)
            fill("access", settings?.access?.rawValue)
            fill("access", arguments.value("default-access"))
            fill("asset-catalog", settings?.assetCatalog)
            fill("type-name", settings?.typeName)
            fill("style-prefix", settings?.stylePrefix)
            if settings?.strict == true { merged.flags.insert("strict") }
            if settings?.previews == false { merged.flags.insert("no-previews") }
            if merged.values["output"] == nil {
                guard let settings, let config else {
                    return .failed(
                        ThemecCommand.usageError(
                            "missing required option '--output DIR'", hint: "themec compile --help", context: context))
                }
                let context = settings.range == config.settings.range ? "the themec.yml file" : "this target"
                diagnostics.append(ConfigMessages.missingOutput(in: context, at: settings.range))
                continue
            }
            runs.append(
                CompileRun(
                    arguments: merged, given: arguments, lint: settings?.lint, lintText: settings?.lintText,
                    config: config))
        }
        if let config, !explicit { diagnostics += ConfigChecks.placement(of: config.compiles, in: config) }
        if !diagnostics.isEmpty, let config {
            DiagnosticOutput.report(
                diagnostics, sources: [config.path: config.source], format: format, context: context)
            return .failed(ExitStatus.failure)
        }
        return .runs(runs)
    }

    /// The configuration `--config` names, or the `themec.yml` found from the current directory up (none with
    /// `--no-config`); its problems reported.
    ///
    /// - Parameter changesDirectory: whether a `themec.yml` found in a parent makes themec work from its
    ///   folder (`compile`); `import`, whose paths are the command line's, reads it where it is.
    static func loadConfig(
        _ arguments: ParsedArguments, format: DiagnosticFormat, context: CommandContext, changesDirectory: Bool = true
    ) -> Result<ThemecConfig?, ExitCode> {
        let path: String
        if let given = arguments.value("config") {
            path = given
        } else if arguments.flag("no-config") {
            return .success(nil)
        } else if var found = context.dependencies.findConfig() {
            // A themec.yml in a parent: compile from its folder, so the output (whose banner names the theme
            // files by their paths) is the same wherever below it themec runs. Paths in messages are then
            // relative to that folder.
            if changesDirectory, found.hasPrefix("../") {
                let folder = ConfigParser.directory(of: found)
                if FileSystem.changeDirectory(folder) { found = String(found.dropFirst(folder.count)) }
            }
            path = found
        } else {
            return .success(nil)
        }
        let bytes: [UInt8]
        let limit = YAMLLimits.default.maximumFileSize
        switch FileSystem.regularFileContents(of: path, limit: limit, followingLinks: true) {
        case .success(let read): bytes = read
        case .failure(let failure):
            DiagnosticOutput.report(
                [ConfigMessages.unreadable(path, reason: failure.reason)], sources: [:], format: format,
                context: context)
            return .failure(ExitCode(ExitStatus.failure))
        }
        let parsed = ConfigParser.parse(bytes: bytes, path: path)
        if !parsed.diagnostics.isEmpty {
            DiagnosticOutput.report(
                parsed.diagnostics, sources: [path: parsed.source], format: format, context: context)
        }
        guard let config = parsed.config else { return .failure(ExitCode(ExitStatus.failure)) }
        return .success(config)
    }

    /// A Swift identifier, not a keyword, not a name the generated code declares.
    static func isValidTypeName(_ name: String) -> Bool {
        SwiftIdentifier.isValidIdentifier(name) && !SwiftIdentifier.keywords.contains(name)
            && !EmitOptions.reservedTypeNames.contains(name)
    }
}

/// An exit status as an `Error`, for `Result`.
struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}
