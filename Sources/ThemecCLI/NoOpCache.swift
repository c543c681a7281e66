import ThemecCore

/// Which themec build last made an output directory: the no-op compile's key, kept beside the output rather
/// than in it, so the committed output (its files and `.themec-manifest`) is the same whichever machine or
/// build of themec wrote it.
///
/// The manifest records the output's fingerprint (the theme files, the options, the emitter: nothing of the
/// machine). This file, `.NAME.themec-cache` in the output's parent directory (`Generated` →
/// `.Generated.themec-cache`; add `*.themec-cache` to `.gitignore`), records the cache key: the same inputs
/// together with the hash of the themec executable and the libyaml it loaded. The fast path needs both: output
/// files made from these inputs, by this very themec. The file is one line, `themec no-op cache: KEY`, written
/// atomically; nothing reads it but `compile`, and losing it only costs one full compile.
enum NoOpCache {
    /// The line's start.
    static let prefix = "themec no-op cache: "

    /// Where the key of `output` is kept; `nil` for an output whose parent cannot be named (`.`, `/`, `..`).
    static func path(for output: String) -> String? {
        var directory = Substring(output)
        while directory.count > 1, directory.hasSuffix("/") { directory = directory.dropLast() }
        let name = directory.split(separator: "/").last.map(String.init) ?? ""
        guard !name.isEmpty, name != ".", name != "..", !directory.hasPrefix("/") || directory.count > 1 else {
            return nil
        }
        let parent = directory.dropLast(name.count)
        return String(parent) + "." + name + ".themec-cache"
    }

    /// Whether the key kept for `output` is `key`.
    static func holds(_ key: String, for output: String) -> Bool {
        guard let path = path(for: output), FileSystem.kind(of: path) == .file,
            case .success(let bytes) = FileSystem.regularFileContents(of: path, limit: 4096)
        else { return false }
        return bytes.elementsEqual((prefix + key + "\n").utf8)
    }

    /// Keeps `key` for `output`; a failure only costs the next compile its fast path, so it is not reported.
    static func record(_ key: String, for output: String) {
        guard let path = path(for: output) else { return }
        try? FileSystem.writeAtomically(Array((prefix + key + "\n").utf8), to: path)
    }
}
