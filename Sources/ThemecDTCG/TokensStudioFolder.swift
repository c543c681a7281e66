import ThemecCore
import ThemecDiagnostics

/// The folder Tokens Studio's Git sync writes: `$metadata.json` (the sets' order), `$themes.json` (the themes,
/// each turning sets on as `enabled` or `source`), and one JSON file per set (`core.json`,
/// `components/button.json` for the set `components/button`). Read as one single-file export whose top-level
/// keys are the sets (`DTCGDialects`), each set keeping its own file's positions.
public enum TokensStudioFolder {
    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"
    /// The most set files one folder may hold, and the deepest folder searched for them.
    static let maximumSets = 10_000
    static let maximumDepth = 16

    /// The Git-sync folder `path` is or names: a folder holding `$themes.json` or `$metadata.json`, or one of
    /// those files; `nil` otherwise.
    public static func folder(for path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == themesFile || name == metadataFile {
            let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent
        }
        guard FileSystem.kind(of: path) == .directory else { return nil }
        for file in [themesFile, metadataFile] where FileSystem.kind(of: FileSystem.join(path, file)) == .file {
            return path
        }
        return nil
    }

    /// The folder as one document: `{ "<set>": <its file's tree>, …, "$themes": […], "$metadata": {…} }`, the
    /// sets in `$metadata.json`'s `tokenSetOrder` then any other set file in name order (with a warning each);
    /// every file read through `read`, its text in `sources`.
    static func document(
        _ folder: String, read: DTCGFileReader, sources: inout [String: String], diagnostics: inout [Diagnostic]
    ) -> JSONNode? {
        func parse(_ path: String) -> JSONNode? {
            switch read(path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let text):
                sources[path] = text
                let document = DTCGDocumentReader.read(text, path: path, normalised: false)
                diagnostics += document.diagnostics
                return document.root
            }
        }
        let start = SourceRange.startOfFile(FileSystem.join(folder, themesFile))
        var members: [(key: String, value: JSONNode)] = []
        var order: [String] = []
        let metadataPath = FileSystem.join(folder, metadataFile)
        var metadata: JSONNode?
        if FileSystem.kind(of: metadataPath) != nil {
            metadata = parse(metadataPath)
            order = metadata?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
            if let metadata, metadata["tokenSetOrder"]?.array == nil {
                diagnostics.append(DTCGMessages.tokensStudioNoSetOrder(at: metadata.range))
            }
        }
        let themesPath = FileSystem.join(folder, themesFile)
        var themes: JSONNode?
        if FileSystem.kind(of: themesPath) != nil {
            themes = parse(themesPath)
            if let themes, themes.array == nil {
                diagnostics.append(DTCGMessages.tokensStudioThemesNotAList(at: themes.range))
            }
        }
        // The set files on disk, by set name (`components/button`).
        var files: [String] = []
        func walk(_ directory: String, prefix: String, depth: Int) {
            guard depth <= maximumDepth, files.count < maximumSets,
                let entries = FileSystem.entries(of: directory)
            else { return }
            for bytes in entries {
                guard let name = String(validating: bytes, as: UTF8.self), !name.hasPrefix("."), !name.hasPrefix("$")
                else { continue }
                let path = FileSystem.join(directory, name)
                if FileSystem.kind(of: path) == .directory {
                    walk(path, prefix: prefix + name + "/", depth: depth + 1)
                } else if name.hasSuffix(".json") {
                    files.append(prefix + String(name.dropLast(5)))
                }
            }
        }
        walk(folder, prefix: "", depth: 0)
        let onDisk = Set(files)
        let listed = Set(order)
        for set in order where !onDisk.contains(set) {
            diagnostics.append(
                DTCGMessages.tokensStudioSetMissing(set, file: set + ".json", at: metadata?.range ?? start))
        }
        for set in files.sorted() where !listed.contains(set) {
            order.append(set)
            if metadata != nil {
                diagnostics.append(
                    DTCGMessages.tokensStudioSetNotListed(set, at: .startOfFile(FileSystem.join(folder, set + ".json")))
                )
            }
        }
        for set in order where onDisk.contains(set) {
            if let tree = parse(FileSystem.join(folder, set + ".json")) { members.append((set, tree)) }
        }
        let range = themes?.range ?? metadata?.range ?? start
        members.append(("$themes", themes ?? JSONNode(.array([]), at: range)))
        members.append(
            (
                "$metadata",
                JSONNode(
                    .object([
                        ("tokenSetOrder", JSONNode(.array(order.map { JSONNode(.string($0), at: range) }), at: range))
                    ]), at: metadata?.range ?? range)
            ))
        return JSONNode(.object(members), at: range)
    }
}
