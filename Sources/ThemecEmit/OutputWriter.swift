import ThemecCore
public import ThemecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why writing or checking generated output failed. `message` says what happened and where.
public enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A generated path that would leave the output directory (`..`, absolute, empty components).
    case pathOutsideDirectory(path: String)
    /// Two generated files with the same path.
    case duplicatePath(path: String)
    /// A generated file would replace themec's manifest.
    case reservedPath(path: String)
    /// The output directory, or a directory on a file's path, exists but is not a directory.
    case notADirectory(path: String)
    /// A symbolic link inside the output directory on the way to a generated file.
    case symbolicLink(path: String)
    /// A generated file's path is taken by something that is not a regular file (a directory, a socket).
    case notARegularFile(path: String)
    /// A system call failed; `operation` says what themec was doing.
    case system(operation: String, path: String, errno: Int32)

    /// What happened, the path escaped (a directory named with an escape sequence is shown spelled out).
    public var message: DiagnosticMessage {
        switch self {
        case .pathOutsideDirectory(let path):
            return "generated path '\(path: path)' is not a relative path inside the output directory"
        case .duplicatePath(let path):
            return "generated path '\(path: path)' is produced more than once"
        case .reservedPath(let path):
            return "generated path '\(path: path)' is reserved for themec's manifest"
        case .notADirectory(let path):
            return "'\(path: path)' exists but is not a directory"
        case .symbolicLink(let path):
            return
                "refusing to write through symbolic link '\(path: path)'; themec only writes real files and directories"
        case .notARegularFile(let path):
            return "'\(path: path)' exists but is not a regular file; themec will not replace it"
        case .system(let operation, let path, let code):
            return "cannot \(operation) '\(path: path)': \(String(cString: strerror(code)))"
        }
    }

    public var description: String { message.text }
}

/// What `OutputWriter.write` did. Paths are relative to the output directory, sorted.
public struct WriteReport: Hashable, Sendable {
    /// Files that did not exist before.
    public var created: [String]
    /// Files whose contents changed and were replaced.
    public var updated: [String]
    /// Files whose contents were already right, left untouched.
    public var unchanged: [String]
    /// Files themec generated before and no longer does, deleted.
    public var removed: [String]
    /// Whether the manifest was (re)written.
    public var manifestWritten: Bool

    public init(
        created: [String] = [], updated: [String] = [], unchanged: [String] = [], removed: [String] = [],
        manifestWritten: Bool = false
    ) {
        self.created = created
        self.updated = updated
        self.unchanged = unchanged
        self.removed = removed
        self.manifestWritten = manifestWritten
    }

    /// New and changed files.
    public var written: [String] { (created + updated).sorted() }

    /// Whether nothing at all was written or removed.
    public var isNoOp: Bool { created.isEmpty && updated.isEmpty && removed.isEmpty && !manifestWritten }
}

/// How a directory differs from what `OutputWriter.write` would make it. Paths are relative, sorted.
public struct CheckReport: Hashable, Sendable {
    /// Generated files that do not exist yet (the manifest included, when it is missing).
    public var missing: [String]
    /// Generated files whose contents differ (the manifest included, when it is out of date).
    public var stale: [String]
    /// Files themec generated before, still present, and no longer generated.
    public var extra: [String]

    public init(missing: [String] = [], stale: [String] = [], extra: [String] = []) {
        self.missing = missing
        self.stale = stale
        self.extra = extra
    }

    /// Whether a write would change nothing.
    public var isUpToDate: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }
}

/// Writes generated files into an output directory safely.
///
/// - Every file is written to a temporary file next to it, flushed to disk and renamed over the final
///   name, so a file with its final name is never partial.
/// - Files whose bytes are already right are not touched, so their modification time stays and build
///   systems do not rebuild for nothing; a run that changes nothing writes nothing, not even the manifest.
/// - A manifest (`.themec-manifest`) records what themec generated. Files listed there and no longer
///   generated are deleted; nothing else in the directory is ever touched.
/// - Paths must stay inside the directory: no `..`, no absolute paths, no symbolic links below the
///   directory (the directory itself may be a link).
/// - Order: first a manifest listing both the new files and the stale ones about to be deleted, then new
///   and changed files, then deletions, then the final manifest. An interrupted run leaves every file
///   whole (its old or its new version) and listed in the manifest, so the next run finishes the job.
/// - Given a fingerprint (of everything the output was made from: the inputs, the options, themec itself),
///   the manifest records it and a `ContentHasher` hash of each file. `isCurrent(fingerprint:in:)` then
///   tells, from the manifest and the files alone, that the output is what a compile of the same inputs
///   would write, so a no-op compile need not load or emit anything. A manifest without a fingerprint (from
///   older versions, runs with diagnostics or an interrupted run) only means that shortcut is not taken.
public struct OutputWriter: Sendable {
    /// The manifest's file name inside the output directory.
    public static let manifestName = ".themec-manifest"
    /// The first line of the manifest.
    public static let manifestHeader = "# Generated by themec. The files themec wrote in this directory; do not edit."
    /// The second line of the manifest while a write is in progress (it then also lists stale files).
    public static let journalNote = "# A themec run was writing here and did not finish; run themec again."
    /// The start of the manifest line that records the fingerprint; the manifest's entries are then each
    /// `<hash> <path>`, the file's `ContentHasher` hash (sixteen hex digits), a space and its path.
    public static let fingerprintPrefix = "# fingerprint: "

    public init() {}

    /// Writes `files` into `directory`, creating it (with parents) if missing.
    ///
    /// Every path is checked before anything is written, so an invalid path writes nothing.
    /// With a `fingerprint`, the manifest records it and each file's hash (see `isCurrent(fingerprint:in:)`);
    /// a manifest that differs only in its fingerprint is rewritten.
    public func write(_ files: [GeneratedFile], to directory: String, fingerprint: String? = nil) throws(OutputError)
        -> WriteReport
    {
        let plan = try makePlan(files, in: directory, creatingDirectory: true, fingerprint: fingerprint)
        var report = WriteReport()
        var writtenDirectories: Set<String> = []
        let manifestPath = join(directory, Self.manifestName)
        // Before anything else changes, a journal manifest lists every file this run may leave behind: the
        // new ones and the stale ones still to delete. A run killed at any point then leaves no generated
        // file that the manifest does not list, so the next run still removes what is no longer generated;
        // and since the journal differs from any final manifest, `check` reports the interrupted run. When
        // the manifest is already right, it lists every generated file and there is nothing stale.
        let changesManifest = plan.manifestState != .unchanged
        if changesManifest {
            let paths = Array(Set(plan.generatedPaths + plan.extra)).sorted()
            let journal = ([Self.manifestHeader, Self.journalNote] + paths).map { $0 + "\n" }.joined()
            try writeAtomically(Array(journal.utf8), to: manifestPath, replacingMode: nil)
            syncDirectory(directory)
        }
        for entry in plan.entries {
            switch entry.state {
            case .unchanged:
                report.unchanged.append(entry.relativePath)
                continue
            case .missing:
                report.created.append(entry.relativePath)
            case .different:
                report.updated.append(entry.relativePath)
            }
            let parent = try createParentDirectories(of: entry.relativePath, in: directory)
            try writeAtomically(
                entry.contents, to: join(directory, entry.relativePath), replacingMode: entry.existingMode)
            writtenDirectories.insert(parent)
        }
        for directoryPath in writtenDirectories { syncDirectory(directoryPath) }

        for path in plan.extra {
            let full = join(directory, path)
            if unlink(full) != 0 {
                let code = errno
                if code == ENOENT { continue }
                throw .system(operation: "remove stale file", path: full, errno: code)
            }
            report.removed.append(path)
            removeEmptyParents(of: path, in: directory)
        }
        // The final manifest, last: only what this run generated.
        if changesManifest {
            try writeAtomically(Array(plan.manifestText.utf8), to: manifestPath, replacingMode: nil)
            syncDirectory(directory)
            report.manifestWritten = true
        }
        if changesManifest || !writtenDirectories.isEmpty {
            removeAbandonedTemporaries(in: Set([directory]).union(writtenDirectories))
        }
        report.created.sort()
        report.updated.sort()
        report.unchanged.sort()
        return report
    }

    /// Compares `files` with what `directory` holds, without writing anything.
    ///
    /// The report is up to date exactly when `write` without a fingerprint would change nothing, except that
    /// a manifest's fingerprint and file hashes are not compared with anything but the files: they say what
    /// the output was made from, not what it is, so a manifest that lists the same files and hashes that match
    /// them is current whatever its fingerprint (or none).
    public func check(_ files: [GeneratedFile], against directory: String) throws(OutputError) -> CheckReport {
        let plan = try makePlan(files, in: directory, creatingDirectory: false, fingerprint: nil)
        var report = CheckReport()
        for entry in plan.entries {
            switch entry.state {
            case .unchanged: break
            case .missing: report.missing.append(entry.relativePath)
            case .different: report.stale.append(entry.relativePath)
            }
        }
        switch plan.manifestState {
        case .unchanged: break
        case .missing: report.missing.append(Self.manifestName)
        case .different:
            if !plan.manifestMatchesExceptFingerprint { report.stale.append(Self.manifestName) }
        }
        report.missing.sort()
        report.stale.sort()
        report.extra = plan.extra
        return report
    }

    /// The manifest's text for these relative paths.
    public static func manifestText(for paths: [String]) -> String {
        ([manifestHeader] + paths.sorted()).map { $0 + "\n" }.joined()
    }

    /// The manifest's text for `files`: with a fingerprint, that line and each file's hash before its path.
    public static func manifestText(for files: [GeneratedFile], fingerprint: String?) -> String {
        guard let fingerprint else { return manifestText(for: files.map(\.path)) }
        let entries = files.sorted { $0.path < $1.path }.map { ContentHasher.hexDigest(of: $0.bytes) + " " + $0.path }
        return ([manifestHeader, fingerprintPrefix + fingerprint] + entries).map { $0 + "\n" }.joined()
    }

    /// The relative paths a manifest lists: every line but comments and blank lines, in order (without the
    /// hashes of a manifest with a fingerprint).
    public static func manifestEntries(in text: String) -> [String] {
        Manifest(text).entries.map(\.path)
    }

    /// A manifest as read: its entries, its fingerprint if it has one, and whether it is a journal.
    struct Manifest {
        var entries: [(hash: String?, path: String)] = []
        var fingerprint: String?
        var isJournal = false

        init(_ text: String) {
            let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
            for line in lines where line.hasPrefix("#") {
                if line.hasPrefix(OutputWriter.fingerprintPrefix), fingerprint == nil {
                    fingerprint = String(line.dropFirst(OutputWriter.fingerprintPrefix.count))
                } else if line == OutputWriter.journalNote {
                    isJournal = true
                }
            }
            for line in lines where !line.isEmpty && !line.hasPrefix("#") {
                // With a fingerprint, `<16 hex digits> <path>`; a line of another shape is a path alone.
                let utf8 = line.utf8
                if fingerprint != nil, utf8.count > 17,
                    utf8.prefix(16).allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
                    utf8[utf8.index(utf8.startIndex, offsetBy: 16)] == UInt8(ascii: " ")
                {
                    let hash = String(line.prefix(16))
                    entries.append((hash, String(line.dropFirst(17))))
                } else {
                    entries.append((nil, line))
                }
            }
        }
    }

    /// Whether `directory` holds exactly what a compile with this `fingerprint` would write, judged from the
    /// manifest and the files alone: the manifest records this fingerprint and is not a journal, and every
    /// file it lists exists (a regular file, reached without symbolic links) with the recorded hash.
    ///
    /// A `false` is never an error: anything unexpected (no manifest, no fingerprint, a missing or edited
    /// file, an unreadable one) only means the caller takes the full path, which reports real problems.
    public func isCurrent(fingerprint: String, in directory: String) -> Bool {
        let manifestPath = join(directory, Self.manifestName)
        var info = stat()
        guard lstat(manifestPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let bytes = try? readFile(manifestPath)
        else { return false }
        let manifest = Manifest(String(decoding: bytes, as: UTF8.self))
        guard !manifest.isJournal, manifest.fingerprint == fingerprint, !manifest.entries.isEmpty else {
            return false
        }
        for entry in manifest.entries {
            guard let hash = entry.hash, Self.isSafeRelativePath(entry.path), entry.path != Self.manifestName,
                isRegularFileWithoutLinks(entry.path, in: directory),
                let actual = try? hashFile(join(directory, entry.path)), actual == hash
            else { return false }
        }
        return true
    }

    // MARK: - Planning

    private enum State { case missing, different, unchanged }

    private struct Entry {
        var relativePath: String
        /// The file's bytes, shared with the `GeneratedFile` (never copied: generated files reach tens of
        /// megabytes for the largest sets).
        var contents: [UInt8]
        var state: State
        /// Permission bits of the file being replaced, kept on the new file.
        var existingMode: mode_t?
    }

    private struct Plan {
        var entries: [Entry]
        var manifestText: String
        var manifestState: State
        /// Files in the old manifest, no longer generated, still present as regular files.
        var extra: [String]
        /// Whether the manifest differs from `manifestText` only in its fingerprint and file hashes, and the
        /// hashes it records are those of the generated files (what `check` compares).
        var manifestMatchesExceptFingerprint: Bool
        /// The relative paths of every generated file.
        var generatedPaths: [String]
    }

    private func makePlan(
        _ files: [GeneratedFile], in directory: String, creatingDirectory: Bool, fingerprint: String?
    ) throws(OutputError) -> Plan {
        var seen: Set<String> = []
        for file in files {
            guard Self.isSafeRelativePath(file.path) else { throw .pathOutsideDirectory(path: file.path) }
            guard file.path != Self.manifestName else { throw .reservedPath(path: file.path) }
            guard seen.insert(file.path).inserted else { throw .duplicatePath(path: file.path) }
        }

        let directoryExists = try checkOutputDirectory(directory)
        if !directoryExists, creatingDirectory { try createDirectories(directory) }

        var entries: [Entry] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let contents = file.bytes
            let full = join(directory, file.path)
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
            entries.append(
                Entry(
                    relativePath: file.path, contents: contents, state: same ? .unchanged : .different,
                    existingMode: info.st_mode & 0o7777))
        }

        let manifestPath = join(directory, Self.manifestName)
        let generated = Set(files.map(\.path))
        let manifestText = Self.manifestText(for: files, fingerprint: fingerprint)
        let manifestBytes = Array(manifestText.utf8)
        var manifestState = State.missing
        var matchesExceptFingerprint = false
        var extra: [String] = []
        var info = stat()
        if lstat(manifestPath, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK { throw .symbolicLink(path: manifestPath) }
            guard kind == S_IFREG else { throw .notARegularFile(path: manifestPath) }
            let old = try readFile(manifestPath)
            manifestState = old == manifestBytes ? .unchanged : .different
            let oldText = String(decoding: old, as: UTF8.self)
            if manifestState == .different {
                matchesExceptFingerprint = Self.matchesExceptFingerprint(oldText, files)
            }
            for path in Self.manifestEntries(in: oldText) {
                guard !generated.contains(path), Self.isSafeRelativePath(path), path != Self.manifestName,
                    isRegularFileWithoutLinks(path, in: directory)
                else { continue }
                extra.append(path)
            }
        } else if errno != ENOENT {
            throw .system(operation: "inspect", path: manifestPath, errno: errno)
        }
        return Plan(
            entries: entries, manifestText: manifestText, manifestState: manifestState,
            extra: Array(Set(extra)).sorted(), manifestMatchesExceptFingerprint: matchesExceptFingerprint,
            generatedPaths: Array(generated))
    }

    /// Whether `old` is the manifest of `files` with whatever fingerprint it records (or none): the same text
    /// but for that line, the hashes being those of `files`.
    private static func matchesExceptFingerprint(_ oldText: String, _ files: [GeneratedFile]) -> Bool {
        let old = Manifest(oldText)
        return !old.isJournal && manifestText(for: files, fingerprint: old.fingerprint).utf8.elementsEqual(oldText.utf8)
    }

    /// Whether `path` is relative, non-empty and made only of ordinary components.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return false }
        }
        return true
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
            current = join(current, String(component))
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
    private func isRegularFileWithoutLinks(_ relativePath: String, in directory: String) -> Bool {
        let components = relativePath.split(separator: "/")
        var current = directory
        for (index, component) in components.enumerated() {
            current = join(current, String(component))
            var info = stat()
            guard lstat(current, &info) == 0 else { return false }
            let expected = index == components.count - 1 ? S_IFREG : S_IFDIR
            if info.st_mode & S_IFMT != expected { return false }
        }
        return true
    }

    // MARK: - File system

    private func join(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }

    /// `mkdir -p`.
    private func createDirectories(_ path: String) throws(OutputError) {
        switch FileSystem.createDirectories(path) {
        case nil: return
        case .notADirectory(let path): throw .notADirectory(path: path)
        case .system(let path, let code): throw .system(operation: "create directory", path: path, errno: code)
        }
    }

    /// Creates the directories between `directory` and the file; returns the file's parent directory.
    private func createParentDirectories(of relativePath: String, in directory: String) throws(OutputError)
        -> String
    {
        var current = directory
        for component in relativePath.split(separator: "/").dropLast() {
            current = join(current, String(component))
            if mkdir(current, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw .system(operation: "create directory", path: current, errno: code) }
                var info = stat()
                guard lstat(current, &info) == 0 else {
                    throw .system(operation: "inspect", path: current, errno: errno)
                }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFLNK { throw .symbolicLink(path: current) }
                if kind != S_IFDIR { throw .notADirectory(path: current) }
            }
        }
        return current
    }

    /// Whether the file at `path` holds exactly `contents`, read in chunks and compared in place.
    private func fileHolds(_ path: String, _ contents: [UInt8]) throws(OutputError) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw .system(operation: "read", path: path, errno: errno) }
        defer { close(fd) }
        let result = contents.withUnsafeBytes { expected -> Result<Bool, OutputError> in
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
            defer { chunk.deallocate() }
            var offset = 0
            while true {
                let count = read(fd, chunk.baseAddress, chunk.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.system(operation: "read", path: path, errno: errno))
                }
                if count == 0 { return .success(offset == expected.count) }
                guard offset + count <= expected.count,
                    memcmp(chunk.baseAddress!, expected.baseAddress! + offset, count) == 0
                else { return .success(false) }
                offset += count
            }
        }
        return try result.get()
    }

    /// The `ContentHasher` hash of the file at `path`, read in chunks.
    private func hashFile(_ path: String) throws(OutputError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw .system(operation: "read", path: path, errno: errno) }
        defer { close(fd) }
        var hasher = ContentHasher()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = read(fd, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "read", path: path, errno: errno)
            }
            if count == 0 { return hasher.hexDigest() }
            hasher.combine(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
    }

    private func readFile(_ path: String) throws(OutputError) -> [UInt8] {
        switch FileSystem.contents(of: path, limit: Int.max - 1, followingLinks: false) {
        case .success(let bytes): return bytes
        case .failure(.cannotOpen(let code)), .failure(.failed(let code)):
            throw .system(operation: "read", path: path, errno: code)
        }
    }

    /// Writes a temporary file next to `path`, flushes it to disk and renames it over `path`.
    private func writeAtomically(_ contents: [UInt8], to path: String, replacingMode: mode_t?) throws(OutputError) {
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var attempt = 0
        var temporary = ""
        var fd: Int32 = -1
        while fd < 0 {
            attempt += 1
            temporary = "\(parent).\(name).themec-tmp-\(getpid())-\(attempt)"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd < 0 {
                let code = errno
                guard code == EEXIST, attempt < 100 else {
                    throw .system(operation: "create temporary file", path: temporary, errno: code)
                }
            }
        }
        do throws(OutputError) {
            if let replacingMode { _ = fchmod(fd, replacingMode) }
            if let code = contents.withUnsafeBytes({ FileSystem.writeAll(fd, $0) }) {
                throw .system(operation: "write", path: temporary, errno: code)
            }
            if fsync(fd) != 0 { throw .system(operation: "flush", path: temporary, errno: errno) }
            let closed = close(fd)
            fd = -1
            if closed != 0 { throw .system(operation: "write", path: temporary, errno: errno) }
            if rename(temporary, path) != 0 { throw .system(operation: "replace", path: path, errno: errno) }
        } catch {
            if fd >= 0 { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    /// Flushes a directory's entries (new names, renames) to disk; best effort.
    /// Removes temporary files that a themec run killed between writing and renaming left behind: regular
    /// files named `.NAME.themec-tmp-PID-N` whose process no longer exists. Nothing else is touched.
    private func removeAbandonedTemporaries(in directories: Set<String>) {
        for directory in directories {
            guard let stream = opendir(directory) else { continue }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                names.append(name)
            }
            closedir(stream)
            for name in names where name.hasPrefix(".") {
                let parts = name.split(separator: ".themec-tmp-", omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                let suffix = parts[1].split(separator: "-", omittingEmptySubsequences: false)
                guard suffix.count == 2, let pid = Int32(suffix[0]), Int(suffix[1]) != nil, pid != getpid() else {
                    continue
                }
                // A process that still exists may be another themec writing right now: leave its file alone.
                if kill(pid, 0) == 0 || errno != ESRCH { continue }
                let path = join(directory, name)
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                unlink(path)
            }
        }
    }

    private func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Removes the directories a removed file leaves empty, up to (not including) the output directory.
    private func removeEmptyParents(of relativePath: String, in directory: String) {
        var components = relativePath.split(separator: "/").map(String.init)
        components.removeLast()
        while !components.isEmpty {
            if rmdir(join(directory, components.joined(separator: "/"))) != 0 { return }
            components.removeLast()
        }
    }
}
