import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecYAML

/// The theme files a compile reads, read once: their bytes are what is loaded, and what the fingerprint of
/// the output covers (so the fingerprint always describes exactly the bytes the output was made from).
struct CompileInputs: Sendable {
    /// Every theme file, in the order the loader discovers them, with its bytes.
    var files: [(path: String, bytes: [UInt8])]

    /// The files under `paths`, found and read as `ThemeSetLoader.load(paths:)` does: files as given,
    /// directories searched recursively (hidden entries skipped, `*.yaml` and `*.yml` in any case, each
    /// directory's files sorted), duplicates removed, at most the size limit plus one byte of each.
    ///
    /// `nil` when finding or reading reports anything (a missing path, an unlistable directory, an unreadable
    /// file, no theme file at all): then the loader runs on the paths and reports it. The paths recorded are
    /// the normalised ones discovery gives (`DisplayPath`), so the fingerprint does not depend on their spelling.
    static func read(
        _ paths: [String], followingLinks: Bool = false, limit: Int = YAMLLimits.default.maximumFileSize
    ) -> CompileInputs? {
        var diagnostics: [Diagnostic] = []
        let found = ThemeFileDiscovery.files(in: paths, followingLinks: followingLinks, diagnostics: &diagnostics)
        guard diagnostics.isEmpty, !found.isEmpty else { return nil }
        var files: [(path: String, bytes: [UInt8])] = []
        for file in found {
            guard case .success(let bytes) = ThemeFileDiscovery.read(file, limit: limit) else { return nil }
            files.append((file.path, bytes))
        }
        return CompileInputs(files: files)
    }

    /// The fingerprint the manifest records for an output made from these files by the emitter `identity` with
    /// `options` (the options that change that output, e.g. `access=public`): sixteen hex digits that change
    /// when any of them does, including the list of files and their order, and nothing of the machine, so the
    /// committed manifest is the same wherever it is written.
    func outputFingerprint(emitter identity: String, options: String) -> String {
        var hasher = ContentHasher()
        hasher.combine("themec output fingerprint")
        combine(into: &hasher, emitter: identity, options: options)
        return hasher.hexDigest()
    }

    /// The no-op compile's key (`NoOpCache`) for that output: the same inputs, and the themec executable whose
    /// bytes hash to `executable` (`ExecutableDigest`), with the libyaml it loaded. The executable's hash is
    /// what ties the output, and the verdict that the files compile without diagnostics, to the code that
    /// produced them: no number needs raising by hand.
    func fingerprint(emitter identity: String, options: String, executable: String) -> String {
        var hasher = ContentHasher()
        hasher.combine("themec compile fingerprint")
        hasher.combine(executable)
        hasher.combine(YAMLParser.libyamlVersion)
        combine(into: &hasher, emitter: identity, options: options)
        return hasher.hexDigest()
    }

    private func combine(into hasher: inout ContentHasher, emitter identity: String, options: String) {
        hasher.combine(ThemecVersion.current)
        hasher.combine(identity)
        hasher.combine(options)
        hasher.combine(UInt64(files.count))
        for file in files {
            hasher.combine(file.path)
            hasher.combine(UInt64(file.bytes.count))
            hasher.combine(file.bytes)
        }
    }
}
