import ThemecCore
import ThemecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a write is planned: what the directory holds, what the manifest says, and what must change.
extension OutputWriter {
    enum State: Sendable { case missing, different, unchanged }

    struct Entry: Sendable {
        var relativePath: String
        /// The file's bytes, shared with the `GeneratedFile` (never copied: generated files reach tens of
        /// megabytes for the largest sets).
        var contents: [UInt8]
        var state: State
    }

    /// What `write(_:)` will do to one directory: made by `plan`, which checked everything first.
    public struct WritePlan: Sendable {
        var directory: String
        /// Whether the directory existed when planned; if not, `write` creates it.
        var directoryExists: Bool
        var entries: [Entry]
        var manifestText: String
        var manifestState: State
        /// Files in the old manifest, no longer generated, still present as regular files, as themec wrote them.
        var extra: [String]
        /// Files in the old manifest, no longer generated, changed since themec wrote them: kept.
        var kept: [String] = []
        /// Temporary files of killed runs (relative paths), to remove.
        var temporaries: [String]
        /// Whether the manifest differs from `manifestText` only in its fingerprint and file hashes, and the
        /// hashes it records are those of the generated files (what `check` compares).
        var manifestMatchesExceptFingerprint: Bool
        /// The relative paths of every generated file.
        var generatedPaths: [String]
        /// The directory's lock (`OutputLock`), held until the plan is written or dropped.
        var lock: OutputLock?
        /// What was planned, to plan it again under the lock when the directory did not exist yet.
        var request: Request?

        struct Request: Sendable {
            var files: [GeneratedFile]
            var fingerprint: String?
            var warnings: StoredDiagnostics
            var force: Bool
        }
    }

    func makePlan(
        _ files: [GeneratedFile], in directory: String, fingerprint: String?, warnings: StoredDiagnostics, force: Bool,
        locking: Bool
    ) throws(OutputError) -> WritePlan {
        var seen: Set<String> = []
        for file in files {
            guard Self.isSafeRelativePath(file.path) else { throw .pathOutsideDirectory(path: file.path) }
            guard file.path != Self.manifestName else { throw .reservedPath(path: file.path) }
            guard seen.insert(file.path).inserted else { throw .duplicatePath(path: file.path) }
        }

        let directoryExists = try checkOutputDirectory(directory)
        // Taken before anything in the directory is looked at: another run's write is then complete.
        let lock = locking && directoryExists ? try OutputLock.acquire(in: directory) : nil
        let manifestPath = FileSystem.join(directory, Self.manifestName)
        let manifestText = Self.manifestText(for: files, fingerprint: fingerprint, warnings: warnings)
        var manifestState = State.missing
        var old: (bytes: [UInt8], manifest: Manifest)?
        var info = stat()
        if directoryExists, lstat(manifestPath, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK { throw .symbolicLink(path: manifestPath) }
            guard kind == S_IFREG else { throw .notARegularFile(path: manifestPath) }
            let bytes = try readFile(manifestPath)
            manifestState = bytes.elementsEqual(manifestText.utf8) ? .unchanged : .different
            do {
                old = (bytes, try Manifest(parsing: bytes))
            } catch {
                // With `force`, a damaged manifest counts for nothing: no file it lists is deleted.
                if !force { throw .damagedManifest(path: manifestPath, line: error.line, reason: error.reason) }
            }
        } else if directoryExists, errno != ENOENT {
            throw .system(operation: "inspect", path: manifestPath, errno: errno)
        }
        let listed = Set(old?.manifest.entries.map(\.path) ?? [])

        var entries: [Entry] = []
        var unowned: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let contents = file.bytes
            guard directoryExists else {
                entries.append(Entry(relativePath: file.path, contents: contents, state: .missing))
                continue
            }
            let full = FileSystem.join(directory, file.path)
            try checkNoSymbolicLinks(on: file.path, in: directory)
            var info = stat()
            guard lstat(full, &info) == 0 else {
                let code = errno
                guard code == ENOENT || code == ENOTDIR else {
                    throw .system(operation: "inspect", path: full, errno: code)
                }
                entries.append(Entry(relativePath: file.path, contents: contents, state: .missing))
                continue
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK { throw .symbolicLink(path: full) }
            guard kind == S_IFREG else { throw .notARegularFile(path: full) }
            var same = false
            if Int(info.st_size) == contents.count { same = try fileHolds(full, contents) }
            if !same, !force, !listed.contains(file.path), try !Self.isMarked(full) { unowned.append(full) }
            entries.append(Entry(relativePath: file.path, contents: contents, state: same ? .unchanged : .different))
        }
        if let first = unowned.first { throw .notOwned(path: first, others: unowned.count - 1) }

        let generated = Set(files.map(\.path))
        var matchesExceptFingerprint = false
        var extra: [String] = []
        var kept: [String] = []
        if let old {
            if manifestState == .different {
                matchesExceptFingerprint = Self.matchesExceptFingerprint(old.manifest, old.bytes, files)
            }
            var decided: Set<String> = []
            for (hash, path) in old.manifest.entries {
                guard !generated.contains(path), decided.insert(path).inserted, Self.isSafeRelativePath(path),
                    path != Self.manifestName,
                    isRegularFileWithoutLinks(path, in: directory)
                else { continue }
                // A file edited since themec wrote it is the user's now: deleted only with `force`.
                if force || isAsWritten(path, hash: hash, in: directory) {
                    extra.append(path)
                } else {
                    kept.append(path)
                }
            }
        }
        let temporaries = directoryExists ? temporaries(in: directory, below: Array(generated) + extra) : []
        return WritePlan(
            directory: directory, directoryExists: directoryExists, entries: entries, manifestText: manifestText,
            manifestState: manifestState, extra: extra.sorted(), kept: kept.sorted(), temporaries: temporaries,
            manifestMatchesExceptFingerprint: matchesExceptFingerprint,
            generatedPaths: Array(generated), lock: lock,
            request: locking
                ? WritePlan.Request(files: files, fingerprint: fingerprint, warnings: warnings, force: force) : nil)
    }

    /// Whether `old` is the manifest of `files` with whatever fingerprint it records (or none): the same text
    /// but for that line, the hashes being those of `files`.
    private static func matchesExceptFingerprint(_ old: Manifest, _ oldBytes: [UInt8], _ files: [GeneratedFile])
        -> Bool
    {
        !old.isJournal
            && manifestText(for: files, fingerprint: old.fingerprint, warnings: old.warnings).utf8.elementsEqual(
                oldBytes)
    }

    /// Whether the file at `path` (relative to `directory`) is as themec wrote it: its hash is `hash`, the one
    /// the manifest records (unreadable: no). A manifest without hashes (an older themec's, or the journal of
    /// an interrupted run) cannot tell: its files count as themec's.
    private func isAsWritten(_ path: String, hash: String?, in directory: String) -> Bool {
        guard let hash else { return true }
        return (try? hashFile(FileSystem.join(directory, path))) == hash
    }

    /// Whether `path` is relative, non-empty and made only of ordinary components.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return false }
        }
        return true
    }

    /// The temporary files killed runs left in `directory` and in the directories of `paths` (relative to
    /// it), as relative paths, sorted.
    func temporaries(in directory: String, below paths: [String]) -> [String] {
        var folders: Set<String> = [""]
        for path in paths {
            guard Self.isSafeRelativePath(path), let slash = path.lastIndex(of: "/") else { continue }
            folders.insert(String(path[..<slash]))
        }
        var found: [String] = []
        for folder in folders {
            let full = folder.isEmpty ? directory : FileSystem.join(directory, folder)
            for name in FileSystem.abandonedTemporaries(in: full) { found.append(FileSystem.join(folder, name)) }
        }
        return found.sorted()
    }

    /// Whether the output directory exists; throws when it is something else.
    private func checkOutputDirectory(_ directory: String) throws(OutputError) -> Bool {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            if code == ENOTDIR { throw .notADirectory(path: directory) }
            throw .system(operation: "inspect output directory", path: directory, errno: code)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: directory) }
        return true
    }

    /// Throws when a directory on the way from `directory` to `relativePath` is a link or not a directory.
    private func checkNoSymbolicLinks(on relativePath: String, in directory: String) throws(OutputError) {
        var current = directory
        for component in relativePath.split(separator: "/").dropLast() {
            current = FileSystem.join(current, String(component))
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ENOENT { return }
                throw .system(operation: "inspect", path: current, errno: code)
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK { throw .symbolicLink(path: current) }
            if kind != S_IFDIR { throw .notADirectory(path: current) }
        }
    }

    /// Whether `relativePath` names a regular file reached without any symbolic link.
    func isRegularFileWithoutLinks(_ relativePath: String, in directory: String) -> Bool {
        let components = relativePath.split(separator: "/")
        var current = directory
        for (index, component) in components.enumerated() {
            current = FileSystem.join(current, String(component))
            var info = stat()
            guard lstat(current, &info) == 0 else { return false }
            let expected = index == components.count - 1 ? S_IFREG : S_IFDIR
            if info.st_mode & S_IFMT != expected { return false }
        }
        return true
    }
}
