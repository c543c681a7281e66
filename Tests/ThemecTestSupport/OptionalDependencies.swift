import Foundation
import Testing

/// Something a few tests need beyond Swift and libyaml: third-party data beside the repository, Python
/// packages, Chromium, GNU time. Without it those tests are skipped with a one-line reason; with
/// `THEMEC_REQUIRE_OPTIONAL_TESTS=1` (as CI sets) they run anyway, and a missing dependency fails them.
public struct OptionalDependency: Sendable, Hashable, CustomStringConvertible {
    enum Probe: Sendable, Hashable {
        /// A directory that must exist.
        case directory(String)
        /// A Python program that `python3` (found on `PATH`) must run with exit status 0.
        case python(String)
        /// An executable found on `PATH` under one of these names.
        case onPath([String])
        /// An executable at this path.
        case executable(String)
    }

    /// What it is and how to get it, for the skip reason and the failure.
    public let description: String
    let probe: Probe

    /// A folder of the third-party test data `../shared/corpus` beside the repository.
    public static func corpus(_ folder: String) -> OptionalDependency {
        OptionalDependency(
            description: "the test corpus ../shared/corpus/\(folder) beside the repository",
            probe: .directory(OptionalTests.corpus + "/" + folder))
    }

    /// `python3` on `PATH`, standard library only.
    public static let python3 = OptionalDependency(
        description: "python3 on PATH", probe: .python("import zlib, json"))

    /// PyYAML built with libyaml (its `CSafeLoader`).
    public static let pyYAMLWithLibyaml = OptionalDependency(
        description: "python3 with PyYAML built on libyaml (Debian: python3-yaml; PyPI: pyyaml)",
        probe: .python("import yaml, sys; sys.exit(0 if yaml.__with_libyaml__ else 1)"))

    /// PyYAML and jsonschema (with `referencing`), for the JSON Schema checks.
    public static let jsonSchema = OptionalDependency(
        description: "python3 with PyYAML, jsonschema and referencing (PyPI: pyyaml jsonschema)",
        probe: .python("import yaml, jsonschema, referencing"))

    /// Headless Chromium on `PATH`.
    public static let chromium = OptionalDependency(
        description: "chromium on PATH (Debian: chromium)", probe: .onPath(["chromium", "chromium-browser"]))

    /// zsh on `PATH`, to check the syntax of `themec completion zsh`.
    public static let zsh = OptionalDependency(description: "zsh on PATH (Debian: zsh)", probe: .onPath(["zsh"]))

    /// fish on `PATH`, to check the syntax of `themec completion fish`.
    public static let fish = OptionalDependency(description: "fish on PATH (Debian: fish)", probe: .onPath(["fish"]))

    /// GNU time, which measures a child's peak memory.
    public static let gnuTime = OptionalDependency(
        description: "GNU time at /usr/bin/time (Debian: time)", probe: .executable("/usr/bin/time"))
}

/// Whether the optional tests can run here; every check goes through `isAvailable(_:)`.
public enum OptionalTests {
    /// The variable that makes every optional test required.
    public static let requireVariable = "THEMEC_REQUIRE_OPTIONAL_TESTS"

    /// Whether missing dependencies fail the tests that need them instead of skipping them.
    public static let areRequired = ProcessInfo.processInfo.environment[requireVariable] == "1"

    /// The repository's root, from this file's path.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `../shared/corpus`: third-party test data beside the repository, read-only, not part of it.
    public static let corpus = URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent().path + "/shared/corpus"

    private static let cache = Cache()

    /// Whether `dependency` is here (probed once per process).
    public static func isAvailable(_ dependency: OptionalDependency) -> Bool {
        cache.value(for: dependency) { probe(dependency.probe) }
    }

    /// The first dependency that is missing, if any.
    public static func missing(_ dependencies: [OptionalDependency]) -> OptionalDependency? {
        dependencies.first { !isAvailable($0) }
    }

    /// Whether a test that needs `dependencies` runs: when they are all here, or when they are required.
    public static func shouldRun(_ dependencies: [OptionalDependency]) -> Bool {
        areRequired || missing(dependencies) == nil
    }

    /// Fails the running test (with an error naming what is missing) when one of `dependencies` is missing:
    /// only reached when they are required, since otherwise the test was skipped.
    public static func require(_ dependencies: OptionalDependency...) throws {
        if let absent = missing(dependencies) { throw Missing(dependency: absent) }
    }

    /// The executable a `.onPath` dependency found, e.g. Chromium's.
    public static func executable(_ dependency: OptionalDependency) -> String? {
        guard case .onPath(let names) = dependency.probe else { return nil }
        return findOnPath(names)
    }

    struct Missing: Error, CustomStringConvertible {
        var dependency: OptionalDependency
        var description: String {
            "needs \(dependency), which is missing (\(OptionalTests.requireVariable)=1 makes it required)"
        }
    }

    static func probe(_ probe: OptionalDependency.Probe) -> Bool {
        switch probe {
        case .directory(let path):
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        case .python(let program):
            return run("/usr/bin/env", ["python3", "-c", program])
        case .onPath(let names):
            return findOnPath(names) != nil
        case .executable(let path):
            return FileManager.default.isExecutableFile(atPath: path)
        }
    }

    static func findOnPath(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }

    /// Whether the program ran and exited 0 (its output discarded).
    static func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [OptionalDependency: Bool] = [:]

        func value(for dependency: OptionalDependency, _ compute: () -> Bool) -> Bool {
            if let known = lock.withLock({ values[dependency] }) { return known }
            let value = compute()
            lock.withLock { values[dependency] = value }
            return value
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `dependencies` are here, or when `THEMEC_REQUIRE_OPTIONAL_TESTS=1`; otherwise
    /// it is skipped, the reason naming the first missing one. The test starts with
    /// `try OptionalTests.require(…)` of the same dependencies, which fails it when they are required and
    /// missing.
    public static func needs(_ dependencies: OptionalDependency...) -> Self {
        let reason = OptionalTests.missing(dependencies).map {
            "needs \($0) (\(OptionalTests.requireVariable)=1 makes it required)"
        }
        return .enabled(if: OptionalTests.shouldRun(dependencies), reason.map { Comment(rawValue: $0) })
    }
}
