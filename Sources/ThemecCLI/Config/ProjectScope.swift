import ThemecCore
import ThemecDiagnostics

/// The themes a reading command (`validate`, `contrast`, `preview`, `resolve`, `export`) works on, with what
/// `themec.yml` says about them: the same file `compile` finds, its `themes`, `lint` and `strict`, the top
/// level's or one target's.
///
/// Which settings apply, as for `compile`: paths on the command line replace `themes`; `--target NAME`
/// chooses a target (its keys over the top level's); without it, a file with targets gives each target's
/// themes, and a command that reads one set needs `--target` when the targets read different ones.
/// `--strict` adds to `strict: true`, it cannot turn it off. Unlike `compile`, these commands do not move to
/// the file's folder: paths on their command line (`preview --output`) stay relative to where themec runs,
/// and those of the file are joined to its folder.
struct ProjectScope: Sendable {
    /// The theme files.
    var paths: ThemePaths
    /// `lint:` of the file, under every theme's own.
    var lint: LintDeclaration?
    /// Its text, which tells two targets' `lint:` apart.
    var lintText: String?
    /// `--strict` or `strict: true`.
    var strict: Bool
    /// The configuration, for rendering diagnostics located in its `lint:`.
    var config: ThemecConfig?
    /// The target's `name`, when a target was chosen or several are read.
    var target: String?

    /// Loads the set, with the configuration's text among the sources.
    func load(context: CommandContext) -> ThemeSetLoadResult {
        var result =
            if let lint {
                ThemeSetLoader.load(paths: paths.paths, followingLinks: paths.followsLinks, baseLint: lint)
            } else {
                context.dependencies.loadThemeSet(paths)
            }
        if let config { result.sources[config.path] = config.source }
        return result
    }

    /// Whether `other` reads the same themes the same way (two targets that differ only in their output).
    func readsSame(as other: ProjectScope) -> Bool {
        paths == other.paths && strict == other.strict && lintText == other.lintText
    }
}

/// Turns a reading command's line and its `themec.yml` into the scopes it works on.
enum ProjectPlan {
    /// `--config`, `--no-config` and `--target`, the options of every command that reads the project.
    static let options =
        CompilePlan.options.filter { ["config", "no-config"].contains($0.name) } + [targetOption]

    static let targetOption = OptionSpec(
        name: "target", valueName: "NAME",
        help:
            "Use the settings of the themec.yml target with this 'name:' (its themes, lint and strict, over the top "
            + "level's).")

    /// How many scopes the command can take.
    enum Count {
        /// One theme set (`contrast`, `preview`, `resolve`, `export`): several targets reading different themes
        /// need `--target`.
        case one
        /// Every target's (`validate`).
        case every
    }

    /// The scopes of `arguments` (`paths` are its theme paths: `export` takes them after the format). With a
    /// problem it was reported, and the exit status is the failure.
    static func scopes(
        _ arguments: ParsedArguments, paths given: [String]? = nil, count: Count, command: String,
        format: DiagnosticFormat = .text, context: CommandContext
    ) -> Result<[ProjectScope], ExitCode> {
        let positionals = given ?? arguments.positionals
        let followsLinks = arguments.flag("follow-links")
        let strictFlag = arguments.flag("strict")
        let config: ThemecConfig?
        switch CompilePlan.loadConfig(arguments, format: format, context: context, changesDirectory: false) {
        case .failure(let exit): return .failure(exit)
        case .success(let found): config = found
        }
        func usage(_ message: DiagnosticMessage) -> Result<[ProjectScope], ExitCode> {
            .failure(ExitCode(ThemecCommand.usageError(message, hint: "themec \(command) --help", context: context)))
        }
        guard let config else {
            if arguments.value("target") != nil { return usage(CLIMessages.targetWithoutConfig) }
            let paths = positionals.isEmpty ? ["Themes"] : positionals
            return .success([
                ProjectScope(paths: ThemePaths(paths: paths, followsLinks: followsLinks), strict: strictFlag)
            ])
        }
        var chosen: [ThemecConfig.Settings]
        if let name = arguments.value("target") {
            guard let target = config.targets.first(where: { $0.name == name }) else {
                let names = config.targetNames
                return usage(
                    CLIMessages.unknownTarget(
                        name, config: config.path, names: names, suggestion: Suggestions.closest(to: name, in: names)))
            }
            chosen = [target]
        } else if !positionals.isEmpty {
            // Paths on the command line name one set: the top level applies, as for `compile`.
            chosen = [config.settings]
        } else {
            chosen = config.compiles
        }
        var scopes: [ProjectScope] = []
        for settings in chosen {
            let paths =
                positionals.isEmpty
                ? settings.themes ?? [ConfigParser.directory(of: config.path) + "Themes"] : positionals
            let scope = ProjectScope(
                paths: ThemePaths(paths: paths, followsLinks: followsLinks), lint: settings.lint,
                lintText: settings.lintText, strict: strictFlag || settings.strict == true, config: config,
                target: settings.name)
            if !scopes.contains(where: { $0.readsSame(as: scope) }) { scopes.append(scope) }
        }
        if count == .one, scopes.count > 1 {
            return usage(CLIMessages.chooseTarget(config: config.path, count: scopes.count, names: config.targetNames))
        }
        return .success(scopes)
    }

    /// The one scope of a command that reads one set.
    static func scope(
        _ arguments: ParsedArguments, paths: [String]? = nil, command: String, format: DiagnosticFormat = .text,
        context: CommandContext
    ) -> Result<ProjectScope, ExitCode> {
        scopes(arguments, paths: paths, count: .one, command: command, format: format, context: context).map {
            $0[0]
        }
    }
}
