import ThemecCore

/// Finding `themec.yml`: in the current directory, then in each parent up to the filesystem root.
enum ConfigDiscovery {
    /// The first `themec.yml` (a file, not a folder of that name) in `directory` or one of its parents, as a
    /// path relative to it (`themec.yml`, `../../themec.yml`) or, when `directory` is absolute, an absolute
    /// path; `nil` when there is none up to the root.
    ///
    /// - Parameter directory: `nil` for the current directory.
    static func find(from directory: String? = nil) -> String? {
        let absolute = directory ?? FileSystem.currentDirectory()
        guard let absolute, absolute.hasPrefix("/") else {
            // The current directory cannot be named: look in it alone.
            return FileSystem.kind(of: ConfigFormat.fileName) == .file ? ConfigFormat.fileName : nil
        }
        var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var ups = 0
        while true {
            let candidate =
                directory == nil
                ? String(repeating: "../", count: ups) + ConfigFormat.fileName
                : components.map { "/" + $0 }.joined() + "/" + ConfigFormat.fileName
            if FileSystem.kind(of: candidate) == .file { return candidate }
            guard !components.isEmpty else { return nil }
            components.removeLast()
            ups += 1
        }
    }
}
