import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecYAML

/// The theme files a compile reads, read once: their bytes are what is loaded, and what the fingerprint of
/// the output covers (so the fingerprint always describes exactly the bytes the output was made from).
struct CompileInputs: Sendable {
    /// Every theme file, in the order the loader discovers them, with its bytes.
    var files: [(path: String, bytes: [UInt8])]

    /// The revision of the whole compile — loading, validation and evaluation, which the emitters'
    /// identities do not cover — within one themec version. It must change whenever the same theme files
    /// compile to other output or other diagnostics, or a no-op compile would keep output (and skip warnings)
    /// of the older themec. A test pins it to what the `themec init` themes compile to.
    static let revision = 2

    /// The files under `paths`, found and read as `ThemeSetLoader.load(paths:)` does: files as given,
    /// directories searched recursively (hidden entries skipped, `*.yaml` and `*.yml`, each directory's files
    /// sorted), duplicates removed, at most the size limit plus one byte of each.
    ///
    /// `nil` when finding or reading reports anything (a missing path, an unlistable directory, an unreadable
    /// file, no theme file at all): then the loader runs on the paths and reports it.
    static func read(_ paths: [String], limit: Int = YAMLLimits.default.maximumFileSize) -> CompileInputs? {
        var diagnostics: [Diagnostic] = []
        let found = ThemeFileDiscovery.files(in: paths, diagnostics: &diagnostics)
        guard diagnostics.isEmpty, !found.isEmpty else { return nil }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in found {
            guard case .success(let bytes) = ThemeFileDiscovery.read(path, limit: limit) else { return nil }
            files.append((path, bytes))
        }
        return CompileInputs(files: files)
    }

    /// The fingerprint of an output made from these files by the emitter `identity` with `options` (the
    /// options that change that output, e.g. `access=public`): sixteen hex digits that change when any of
    /// them does, including the list of files and their order.
    func fingerprint(emitter identity: String, options: String) -> String {
        var hasher = ContentHasher()
        hasher.combine("themec compile fingerprint")
        hasher.combine(ThemecVersion.current)
        hasher.combine(UInt64(Self.revision))
        hasher.combine(identity)
        hasher.combine(options)
        hasher.combine(UInt64(files.count))
        for file in files {
            hasher.combine(file.path)
            hasher.combine(UInt64(file.bytes.count))
            hasher.combine(file.bytes)
        }
        return hasher.hexDigest()
    }
}
