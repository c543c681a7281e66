import ThemecDiagnostics

/// Finds theme files under the paths given on the command line, and reads them with a size limit.
package enum ThemeFileDiscovery {
    static func isThemeFile(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// Every theme file under `paths`: files as given, directories searched recursively (hidden entries
    /// skipped), each directory's files sorted; duplicates removed.
    package static func files(in paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for path in paths {
            guard let kind = FileSystem.kind(of: path) else {
                diagnostics.append(ThemeMessages.pathNotFound(path))
                continue
            }
            if kind != .directory {
                if seen.insert(path).inserted { found.append(path) }
                continue
            }
            var pending = [path]
            var inDirectory: [String] = []
            while let directory = pending.popLast() {
                guard let entries = FileSystem.entries(of: directory) else {
                    diagnostics.append(
                        ThemeMessages.unreadableFile(directory, reason: "the directory cannot be listed"))
                    continue
                }
                for entry in entries.sorted() where !entry.hasPrefix(".") {
                    let child = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                    guard let childKind = FileSystem.kind(of: child) else { continue }
                    if childKind == .directory {
                        pending.append(child)
                    } else if isThemeFile(entry) {
                        inDirectory.append(child)
                    }
                }
            }
            for file in inDirectory.sorted() where seen.insert(file).inserted { found.append(file) }
        }
        return found
    }

    /// The file's bytes, reading at most `limit + 1` of them so a huge file costs no more than the limit.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        switch FileSystem.contents(of: path, limit: limit) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.cannotOpen):
            return .failure(ThemeMessages.unreadableFile(path, reason: "permission denied or not a regular file"))
        case .failure(.failed(let code)):
            return .failure(ThemeMessages.unreadableFile(path, reason: FileSystem.reason(code)))
        }
    }
}
