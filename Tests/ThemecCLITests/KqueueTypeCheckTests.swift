import Foundation
import Testing
import ThemecTestSupport

/// `KqueueChangeSource` (Darwin only) type-checked on Linux, in Swift 6 mode with warnings as errors, together
/// with the watch files it uses, against Tests/KqueueStub: a stub of Darwin's kqueue, `open`, `close` and
/// `errno` declarations as macOS's SDK declares them, built as the module `ThemecKqueueStub` and seen as
/// `Darwin` through `-module-alias Darwin=ThemecKqueueStub` (so `#if canImport(Darwin)` holds and the source
/// is checked as it is, with no flag of its own). The kqueue calls themselves are not run here.
@Suite("kqueue watch: type-checked against Darwin's declarations")
struct KqueueTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let stub = repository.appendingPathComponent("Tests/KqueueStub")
    static let watch = repository.appendingPathComponent("Sources/ThemecCLI/Watch")

    /// The watch files the check compiles as one module: the kqueue source and everything it uses.
    static let sources = [
        "KqueueChangeSource.swift", "ChangeSource.swift", "WatchFallback.swift", "VnodeWatches.swift",
        "DescriptorBudget.swift", "PollingChangeSource.swift", "WatchedTree.swift", "InotifyChangeSource.swift",
    ]

    /// Proves the Darwin branch is the one checked, and that Swift sees the stub's declarations with the
    /// types the SDK's have.
    static let probe = """
        #if !canImport(Darwin)
            #error("the kqueue stub is not seen as Darwin")
        #endif
        import Darwin

        func best() -> any ChangeSource { KqueueChangeSource() }

        func declarations(_ event: kevent) {
            let _: () -> Int32 = kqueue
            let _:
                (
                    Int32, UnsafePointer<kevent>?, Int32, UnsafeMutablePointer<kevent>?, Int32,
                    UnsafePointer<timespec>?
                ) -> Int32 = kevent
            let _: (UnsafePointer<CChar>, Int32) -> Int32 = open
            let _: (Int32) -> Int32 = close
            let _: Int32 = errno
            let _: UInt = event.ident
            let _: Int16 = event.filter
            let _: UInt16 = event.flags
            let _: UInt32 = event.fflags
            let _: Int = event.data
            let _: UnsafeMutableRawPointer? = event.udata
            let _: timespec = timespec(tv_sec: Int(0), tv_nsec: Int(0))
            let _: [Int32] = [
                EVFILT_VNODE, EV_ADD, EV_ENABLE, EV_CLEAR, EV_DELETE, EV_ERROR, NOTE_WRITE, NOTE_EXTEND, NOTE_DELETE,
                NOTE_RENAME, NOTE_ATTRIB, O_EVTONLY, O_CLOEXEC, EMFILE, ENFILE, ENOENT, EINTR,
            ]
        }

        """

    @Test func theKqueueSourceTypeChecksAgainstDarwinsDeclarations() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data(Self.probe.utf8).write(to: scratch.appendingPathComponent("Probe.swift"))
        try Self.typecheck(
            Self.sources.map { Self.watch.appendingPathComponent($0).path } + ["Probe.swift"], in: scratch)
    }

    /// The check is not vacuous: code that builds on Linux but not against Darwin's declarations fails it.
    /// (Darwin has a function and a struct both named `kevent`; `[kevent]` in an expression is the function.)
    @Test func codeThatWouldNotBuildOnAMacFailsTheCheck() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let wrong = "import Darwin\n\nfunc events() -> [kevent] { [kevent](repeating: kevent(), count: 8) }\n"
        try Data(wrong.utf8).write(to: scratch.appendingPathComponent("Wrong.swift"))
        #expect(throws: SwiftcFailure.self) { try Self.typecheck(["Wrong.swift"], in: scratch) }
    }

    // MARK: - swiftc

    typealias SwiftcFailure = Swiftc.Failure

    /// Builds the stub into `scratch`, then type-checks `files` (the watch module's, or a probe) against it.
    static func typecheck(_ files: [String], in scratch: URL) throws {
        let cModule = stub.appendingPathComponent("CThemecKqueueStub").path
        // Apple builds its SDK in Swift 5 mode; so is the stub.
        try Swiftc.run(
            [
                "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", "ThemecKqueueStub",
                "-emit-module-path", scratch.appendingPathComponent("ThemecKqueueStub.swiftmodule").path,
                "-I", cModule, stub.appendingPathComponent("ThemecKqueueStub.swift").path,
            ], in: scratch)
        try Swiftc.run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library",
                "-module-name", "WatchKqueueCheck", "-package-name", packageName,
                "-module-alias", "Darwin=ThemecKqueueStub",
                "-I", scratch.path, "-I", cModule, "-I", try builtModules().path,
                "-I", repository.appendingPathComponent("Sources/CYAML").path,
            ] + files, in: scratch)
    }

    /// The name SwiftPM compiles this package's modules with (ThemecCore's `package` declarations need it): the
    /// root package's identity, its folder's name in lower case, as a C identifier.
    static var packageName: String {
        let name = String(repository.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// Where SwiftPM put the modules of this build (ThemecCore, which WatchedTree imports).
    static func builtModules() throws -> URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("Modules"),
            bundle.deletingLastPathComponent().appendingPathComponent("Modules"),
            repository.appendingPathComponent(".build/debug/Modules"),
        ]
        guard
            let found = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("ThemecCore.swiftmodule").path)
            })
        else { throw SwiftcFailure(description: "no ThemecCore.swiftmodule in \(candidates.map(\.path))") }
        return found
    }

    static func scratch() throws -> URL { try Swiftc.scratchDirectory("kqueue") }
}
