import ThemecDiagnostics

/// Finds theme files under the paths given on the command line, and reads them with a size limit.
///
/// Every path given is resolved first; then each directory is searched recursively in sorted order
/// (hidden entries skipped) for `*.yaml` and `*.yml` files, the extension in any case. What is found is
/// decided by `lstat` before anything is opened:
///
/// - a directory is entered once, known by device and inode, so a link back to a parent is no cycle and a
///   folder given twice (`Themes`, `./Themes`, `$PWD/Themes`) is read once; a file too is read once;
/// - a symbolic link that leads inside the given paths is read under the path of what it leads to; one that
///   leads outside them is skipped with a warning naming the link (`link-outside-paths`) unless
///   `followingLinks`; one that leads nowhere is a warning (`broken-link`);
/// - a pipe, socket or device is never opened: a warning in a folder, an error when named explicitly
///   (`not-a-regular-file`);
/// - a name that is not UTF-8 is an error at that path, its bytes escaped (`invalid-file-name`).
///
/// Paths are recorded as `DisplayPath` says: normalised, relative to the current directory when inside it.
package enum ThemeFileDiscovery {
    /// A theme file found.
    package struct File: Sendable, Hashable {
        /// The path diagnostics, the generated header and the fingerprint name it (see `DisplayPath`).
        package var path: String
        /// The path that is opened: the real file, its directories' links resolved.
        package var location: String
        /// The file found; reading refuses any other that has replaced it since.
        package var identity: FileSystem.FileIdentity
    }

    /// Whether a name ends in `.yaml` or `.yml`, in any case, and is not `themec.yml` (the configuration).
    package static func isThemeFile(_ name: some Collection<UInt8>) -> Bool {
        let lowered = name.suffix(5).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return (lowered.elementsEqual(".yaml".utf8) || lowered.suffix(4).elementsEqual(".yml".utf8))
            && !name.elementsEqual("themec.yml".utf8)
    }

    /// Every theme file under `paths`, in order: files as given, each directory's theme files sorted by path;
    /// every file once. Problems go to `diagnostics`, each at its path.
    package static func files(in paths: [String], followingLinks: Bool = false, diagnostics: inout [Diagnostic])
        -> [File]
    {
        var search = Search(followingLinks: followingLinks)
        let roots = paths.map { search.root($0) }
        search.roots = roots.compactMap { $0 }
        var found: [File] = []
        for (path, root) in zip(paths, roots) {
            guard let root else {
                search.diagnostics.append(ThemeMessages.pathNotFound(path))
                continue
            }
            switch root.status.kind {
            case .directory:
                found += search.directory(root).sorted { $0.path < $1.path }
            case .regular:
                if let file = search.file(path: root.path, location: root.location, identity: root.status.identity) {
                    found.append(file)
                }
            default:
                search.diagnostics.append(
                    ThemeMessages.notARegularFileGiven(root.path, kind: describe(root.status.kind)))
            }
        }
        diagnostics += search.diagnostics
        return found
    }

    /// `a named pipe`, `a socket`, …
    static func describe(_ kind: FileSystem.Status.Kind) -> String { kind.description }

    /// The state of one search: the given paths, what has been entered and found, what was reported.
    struct Search {
        /// A path given on the command line, resolved.
        struct Root {
            /// How it is recorded (`DisplayPath`).
            var path: String
            /// Its absolute path with links resolved.
            var location: String
            var status: FileSystem.Status
        }

        let followingLinks: Bool
        let currentDirectory = FileSystem.currentDirectory()
        var roots: [Root] = []
        var directories: Set<FileSystem.FileIdentity> = []
        var files: Set<FileSystem.FileIdentity> = []
        var diagnostics: [Diagnostic] = []

        /// A directory to list: how it is recorded, where it is, and which directory it must still be.
        typealias Pending = (path: String, location: String, identity: FileSystem.FileIdentity)

        init(followingLinks: Bool) { self.followingLinks = followingLinks }

        /// The given `path` resolved; `nil` when nothing is there.
        func root(_ path: String) -> Root? {
            guard let status = FileSystem.status(of: path, followingLinks: true),
                let location = FileSystem.realPath(path)
            else { return nil }
            guard let currentDirectory else {
                return Root(path: DisplayPath.escaped(path), location: location, status: status)
            }
            var shown = DisplayPath.normalised(path, currentDirectory: currentDirectory)
            let resolved = DisplayPath.normalised(location, currentDirectory: currentDirectory)
            // `..` after a link means something else than lexically; and `/var/x` may be the current
            // directory under another name. Then the path with links resolved is the one that is right.
            if FileSystem.status(of: shown, followingLinks: true)?.identity != status.identity
                || (DisplayPath.isOutside(shown) && !DisplayPath.isOutside(resolved))
            {
                shown = resolved
            }
            return Root(path: DisplayPath.escaped(shown), location: location, status: status)
        }

        /// `file` found, unless that file was found before.
        mutating func file(path: String, location: String, identity: FileSystem.FileIdentity) -> File? {
            guard files.insert(identity).inserted else { return nil }
            return File(path: path, location: location, identity: identity)
        }

        /// The theme files under a given directory, not yet sorted; nothing when it was entered before.
        mutating func directory(_ root: Root) -> [File] {
            guard directories.insert(root.status.identity).inserted else { return [] }
            var found: [File] = []
            var pending = [(path: root.path, location: root.location, identity: root.status.identity)]
            while let directory = pending.popLast() {
                guard let names = FileSystem.entries(of: directory.location, identity: directory.identity) else {
                    diagnostics.append(
                        ThemeMessages.unreadableFile(directory.path, reason: "the directory cannot be listed"))
                    continue
                }
                for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != 0x2E {
                    entry(name, in: directory, found: &found, pending: &pending)
                }
            }
            return found
        }

        /// Decides one directory entry: a theme file to read, a directory to enter, or a diagnostic.
        private mutating func entry(
            _ name: [UInt8], in directory: Pending, found: inout [File],
            pending: inout [Pending]
        ) {
            let path = DisplayPath.joined(directory.path, DisplayPath.escaped(name))
            guard let text = String(validating: name, as: UTF8.self) else {
                // Only a name that would be read matters: a theme file, or a directory that may hold some.
                let status = FileSystem.status(of: Array(directory.location.utf8) + [0x2F] + name, followingLinks: true)
                if ThemeFileDiscovery.isThemeFile(name) || status?.kind == .directory {
                    diagnostics.append(ThemeMessages.invalidFileName(path))
                }
                return
            }
            let location = FileSystem.join(directory.location, text)
            let status: FileSystem.Status
            switch FileSystem.statusOrFailure(of: location, followingLinks: false) {
            case .success(let found): status = found
            case .failure(let failure):
                // Gone since the listing: nothing to read. Anything else (a path longer than the system allows)
                // is said, not skipped without a word.
                if !failure.isMissing { diagnostics.append(ThemeMessages.unreadableFile(path, reason: failure.reason)) }
                return
            }
            switch status.kind {
            case .directory:
                if directories.insert(status.identity).inserted { pending.append((path, location, status.identity)) }
            case .regular:
                if ThemeFileDiscovery.isThemeFile(name),
                    let file = file(path: path, location: location, identity: status.identity)
                {
                    found.append(file)
                }
            case .symbolicLink:
                link(
                    path: path, location: location, isThemeFile: ThemeFileDiscovery.isThemeFile(name), found: &found,
                    pending: &pending)
            default:
                if ThemeFileDiscovery.isThemeFile(name) {
                    diagnostics.append(ThemeMessages.notARegularFile(path, kind: describe(status.kind)))
                }
            }
        }

        /// Decides a symbolic link found in a directory.
        private mutating func link(
            path: String, location: String, isThemeFile: Bool, found: inout [File],
            pending: inout [Pending]
        ) {
            guard let target = FileSystem.realPath(location),
                let status = FileSystem.status(of: target, followingLinks: true)
            else {
                diagnostics.append(ThemeMessages.brokenLink(path))
                return
            }
            // A link to something other than a directory is read only when its name is a theme file's.
            guard status.kind == .directory || isThemeFile else { return }
            let shown: String
            if let inside = pathInside(target) {
                shown = inside
            } else if followingLinks {
                shown = path
            } else {
                diagnostics.append(ThemeMessages.linkOutsidePaths(path))
                return
            }
            switch status.kind {
            case .directory:
                if directories.insert(status.identity).inserted { pending.append((shown, target, status.identity)) }
            case .regular:
                if let file = file(path: shown, location: target, identity: status.identity) { found.append(file) }
            default:
                diagnostics.append(ThemeMessages.notARegularFile(path, kind: describe(status.kind)))
            }
        }

        /// How `target` (a path with links resolved) is recorded when it lies inside a given directory or is a
        /// given file; `nil` when it is outside them all.
        private func pathInside(_ target: String) -> String? {
            for root in roots {
                if target == root.location { return root.path }
                guard root.status.kind == .directory else { continue }
                let prefix = root.location == "/" ? "/" : root.location + "/"
                guard target.hasPrefix(prefix) else { continue }
                let rest = target.dropFirst(prefix.count).split(separator: "/").map { DisplayPath.escaped(String($0)) }
                return rest.reduce(root.path, DisplayPath.joined)
            }
            return nil
        }
    }

    /// The file's bytes, reading at most `limit + 1` of them so a huge file costs no more than the limit.
    /// Only a regular file is read — the one that was found, never a link or pipe put in its place.
    package static func read(_ file: File, limit: Int) -> Result<[UInt8], Diagnostic> {
        switch FileSystem.regularFileContents(of: file.location, limit: limit, identity: file.identity) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.cannotOpen(let code)), .failure(.failed(let code)):
            return .failure(ThemeMessages.unreadableFile(file.path, reason: FileSystem.reason(code)))
        case .failure(.notRegular(let kind)):
            return .failure(ThemeMessages.notARegularFileGiven(file.path, kind: describe(kind)))
        case .failure(.replaced):
            return .failure(ThemeMessages.unreadableFile(file.path, reason: "it was replaced while themec ran"))
        }
    }
}
