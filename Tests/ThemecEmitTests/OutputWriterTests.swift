import Foundation
import Testing

@testable import ThemecEmit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh temporary directory; tests remove it with `defer { temp.remove() }`.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("themec-writer-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func url(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(url(relative), &info) == 0
    }

    /// Every entry below the directory (relative paths, sorted), including hidden files.
    func listing(_ relative: String = "") -> [String] {
        let root = relative.isEmpty ? path : url(relative)
        let enumerator = FileManager.default.enumerator(atPath: root)
        var result: [String] = []
        while let next = enumerator?.nextObject() as? String { result.append(next) }
        return result.sorted()
    }

    /// Modification time in nanoseconds, not following links.
    func modificationTime(_ relative: String) -> Int {
        var info = stat()
        guard lstat(url(relative), &info) == 0 else { return -1 }
        #if canImport(Darwin)
            return info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
        #else
            return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        #endif
    }

    /// Sets a file's modification time far in the past, so any rewrite shows.
    func age(_ relative: String) {
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, url(relative), &times, AT_SYMLINK_NOFOLLOW)
    }
}

private func files(_ pairs: KeyValuePairs<String, String>) -> [GeneratedFile] {
    pairs.map { GeneratedFile(path: $0.key, contents: $0.value) }
}

@Suite("OutputWriter")
struct OutputWriterTests {
    let writer = OutputWriter()

    @Test func freshWriteCreatesDirectoryFilesAndManifest() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("a/b/Generated")
        let report = try writer.write(
            files(["Theme.swift": "// theme\n", "Assets/Colors.json": "{}\n"]), to: output)
        #expect(report.created == ["Assets/Colors.json", "Theme.swift"])
        #expect(report.updated.isEmpty && report.unchanged.isEmpty && report.removed.isEmpty)
        #expect(report.manifestWritten)
        #expect(temp.read("a/b/Generated/Theme.swift") == "// theme\n")
        #expect(temp.read("a/b/Generated/Assets/Colors.json") == "{}\n")
        let manifest = try #require(temp.read("a/b/Generated/.themec-manifest"))
        #expect(manifest.hasPrefix("# "))
        #expect(manifest.split(separator: "\n").first?.contains("themec") == true)
        #expect(OutputWriter.manifestEntries(in: manifest) == ["Assets/Colors.json", "Theme.swift"])
        // No temporaries left behind.
        #expect(temp.listing("a/b/Generated") == [".themec-manifest", "Assets", "Assets/Colors.json", "Theme.swift"])
    }

    @Test func rewriteWithoutChangesWritesNothing() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        let generated = files(["Theme.swift": "one\n", "Sub/Two.swift": "two\n"])
        _ = try writer.write(generated, to: output)
        for path in ["Generated/Theme.swift", "Generated/Sub/Two.swift", "Generated/.themec-manifest"] {
            temp.age(path)
        }
        let before = ["Theme.swift", "Sub/Two.swift", ".themec-manifest"].map {
            temp.modificationTime("Generated/" + $0)
        }

        let report = try writer.write(generated, to: output)

        #expect(report.isNoOp)
        #expect(report.unchanged == ["Sub/Two.swift", "Theme.swift"])
        let after = ["Theme.swift", "Sub/Two.swift", ".themec-manifest"].map {
            temp.modificationTime("Generated/" + $0)
        }
        #expect(before == after)
        #expect(try writer.check(generated, against: output).isUpToDate)
    }

    @Test func changedFileIsReplacedAndOthersKeepTheirTime() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files(["A.swift": "a\n", "B.swift": "b\n"]), to: output)
        temp.age("Generated/A.swift")
        temp.age("Generated/.themec-manifest")
        let aTime = temp.modificationTime("Generated/A.swift")
        let manifestTime = temp.modificationTime("Generated/.themec-manifest")

        let report = try writer.write(files(["A.swift": "a\n", "B.swift": "b changed\n"]), to: output)

        #expect(report.updated == ["B.swift"])
        #expect(report.unchanged == ["A.swift"])
        #expect(!report.manifestWritten)
        #expect(temp.read("Generated/B.swift") == "b changed\n")
        #expect(temp.modificationTime("Generated/A.swift") == aTime)
        #expect(temp.modificationTime("Generated/.themec-manifest") == manifestTime)
    }

    @Test func replacedFileKeepsItsPermissions() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files(["A.swift": "a\n"]), to: output)
        chmod(temp.url("Generated/A.swift"), 0o640)
        _ = try writer.write(files(["A.swift": "changed\n"]), to: output)
        var info = stat()
        #expect(stat(temp.url("Generated/A.swift"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
    }

    @Test func temporariesOfAKilledRunAreRemovedByTheNextWrite() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        // The pid of a process that has exited: what a killed themec leaves in its temporary's name.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        try temp.write("Out/.Theme.swift.themec-tmp-\(dead)-0", "half written")
        try temp.write("Out/.Theme.swift.themec-tmp-\(getpid())-7", "this very process: left alone")
        try temp.write("Out/.themec-tmp-notes", "a user's file: left alone")
        _ = try writer.write([GeneratedFile(path: "Theme.swift", contents: "a\n")], to: temp.url("Out"))
        #expect(!temp.exists("Out/.Theme.swift.themec-tmp-\(dead)-0"))
        #expect(temp.exists("Out/.Theme.swift.themec-tmp-\(getpid())-7"))
        #expect(temp.exists("Out/.themec-tmp-notes"))
        #expect(temp.read("Out/Theme.swift") == "a\n")
    }

    @Test func staleFileIsRemovedAndUserFilesStay() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files(["Keep.swift": "k\n", "Old/Gone.swift": "g\n"]), to: output)
        try temp.write("Generated/User.swift", "mine\n")
        try temp.write("Generated/Old/UserNote.txt", "note\n")

        let report = try writer.write(files(["Keep.swift": "k\n"]), to: output)

        #expect(report.removed == ["Old/Gone.swift"])
        #expect(report.manifestWritten)
        #expect(!temp.exists("Generated/Old/Gone.swift"))
        #expect(temp.read("Generated/User.swift") == "mine\n")
        #expect(temp.read("Generated/Old/UserNote.txt") == "note\n")
        #expect(OutputWriter.manifestEntries(in: temp.read("Generated/.themec-manifest")!) == ["Keep.swift"])
    }

    @Test func directoriesLeftEmptyByRemovalAreRemoved() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files(["A.swift": "a\n", "Deep/Er/B.swift": "b\n"]), to: output)
        _ = try writer.write(files(["A.swift": "a\n"]), to: output)
        #expect(temp.listing("Generated") == [".themec-manifest", "A.swift"])
    }

    @Test func manifestEntriesOutsideTheDirectoryAreNeverRemoved() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("victim.txt", "precious\n")
        try temp.write(
            "Generated/.themec-manifest", OutputWriter.manifestText(for: ["../victim.txt", temp.url("victim.txt")]))
        let report = try writer.write(files(["A.swift": "a\n"]), to: temp.url("Generated"))
        #expect(report.removed.isEmpty)
        #expect(temp.read("victim.txt") == "precious\n")
    }

    @Test(arguments: ["../Escape.swift", "Sub/../../Escape.swift", "/Escape.swift", "", "A//B.swift", "./A.swift"])
    func pathsLeavingTheDirectoryAreRefused(path: String) throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        #expect(throws: OutputError.pathOutsideDirectory(path: path)) {
            try writer.write(files(["Fine.swift": "x\n", path: "bad\n"]), to: output)
        }
        #expect(!temp.exists("Generated"))
        #expect(!temp.exists("Escape.swift"))
        #expect(throws: OutputError.pathOutsideDirectory(path: path)) {
            try writer.check(files([path: "bad\n"]), against: output)
        }
    }

    @Test func duplicateAndReservedPathsAreRefused() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        #expect(throws: OutputError.duplicatePath(path: "A.swift")) {
            try writer.write(files(["A.swift": "1", "A.swift": "2"]), to: temp.url("Generated"))
        }
        #expect(throws: OutputError.reservedPath(path: ".themec-manifest")) {
            try writer.write(files([".themec-manifest": "x"]), to: temp.url("Generated"))
        }
    }

    @Test func symbolicLinkDirectoryPointingOutsideIsRefused() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try FileManager.default.createDirectory(atPath: temp.url("Outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.url("Generated"), withIntermediateDirectories: true)
        #expect(symlink(temp.url("Outside"), temp.url("Generated/Sub")) == 0)

        let error = #expect(throws: OutputError.self) {
            try writer.write(files(["A.swift": "a\n", "Sub/B.swift": "b\n"]), to: temp.url("Generated"))
        }
        #expect(error == .symbolicLink(path: temp.url("Generated/Sub")))
        #expect(error?.message.text.contains("symbolic link") == true)
        #expect(temp.listing("Outside").isEmpty)
        #expect(!temp.exists("Generated/A.swift"))
    }

    @Test func symbolicLinkFileIsRefused() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("outside.txt", "precious\n")
        try FileManager.default.createDirectory(atPath: temp.url("Generated"), withIntermediateDirectories: true)
        #expect(symlink(temp.url("outside.txt"), temp.url("Generated/A.swift")) == 0)

        #expect(throws: OutputError.symbolicLink(path: temp.url("Generated/A.swift"))) {
            try writer.write(files(["A.swift": "a\n"]), to: temp.url("Generated"))
        }
        #expect(temp.read("outside.txt") == "precious\n")
    }

    @Test func outputDirectoryMayItselfBeALink() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try FileManager.default.createDirectory(atPath: temp.url("Real"), withIntermediateDirectories: true)
        #expect(symlink(temp.url("Real"), temp.url("Generated")) == 0)
        _ = try writer.write(files(["A.swift": "a\n"]), to: temp.url("Generated"))
        #expect(temp.read("Real/A.swift") == "a\n")
    }

    @Test func outputPathThatIsAFileIsAnError() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Generated", "I am a file\n")
        let error = #expect(throws: OutputError.self) {
            try writer.write(files(["A.swift": "a\n"]), to: temp.url("Generated"))
        }
        #expect(error == .notADirectory(path: temp.url("Generated")))
        #expect(error?.message == "'\(temp.url("Generated"))' exists but is not a directory")
        #expect(temp.read("Generated") == "I am a file\n")
        #expect(throws: OutputError.notADirectory(path: temp.url("Generated"))) {
            try writer.check(files(["A.swift": "a\n"]), against: temp.url("Generated"))
        }
    }

    @Test func fileInTheWayOfADirectoryIsAnError() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Generated/Sub", "user file\n")
        #expect(throws: OutputError.notADirectory(path: temp.url("Generated/Sub"))) {
            try writer.write(files(["Sub/A.swift": "a\n"]), to: temp.url("Generated"))
        }
        #expect(temp.read("Generated/Sub") == "user file\n")
    }

    @Test(
        .enabled(
            if: ReadOnlyDirectory.isSupported,
            "cannot make a directory read-only here: running as root (permission bits do not apply) and chattr +i is unavailable"
        ))
    func readOnlyDirectoryFailsAndKeepsPreviousContents() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(files(["A.swift": "old a\n", "B.swift": "old b\n"]), to: output)
        let listing = temp.listing("Generated")
        try ReadOnlyDirectory.lock(output)
        defer { ReadOnlyDirectory.unlock(output) }

        let error = #expect(throws: OutputError.self) {
            try writer.write(files(["A.swift": "new a\n", "C.swift": "c\n"]), to: output)
        }
        #expect(error?.message.text.contains(output) == true)
        #expect(temp.read("Generated/A.swift") == "old a\n")
        #expect(temp.read("Generated/B.swift") == "old b\n")
        #expect(temp.listing("Generated") == listing)
    }

    @Test func checkReportsMissingStaleAndExtraAndWritesNothing() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url("Generated")
        _ = try writer.write(
            files(["Same.swift": "s\n", "Changed.swift": "old\n", "Dropped.swift": "d\n"]), to: output)
        try temp.write("Generated/User.swift", "mine\n")
        for path in temp.listing("Generated") { temp.age("Generated/" + path) }
        let times = temp.listing("Generated").map { temp.modificationTime("Generated/" + $0) }

        let report = try writer.check(
            files(["Same.swift": "s\n", "Changed.swift": "new\n", "New.swift": "n\n"]), against: output)

        #expect(report.missing == ["New.swift"])
        #expect(report.stale == [".themec-manifest", "Changed.swift"])
        #expect(report.extra == ["Dropped.swift"])
        #expect(!report.isUpToDate)
        #expect(
            temp.listing("Generated") == [
                ".themec-manifest", "Changed.swift", "Dropped.swift", "Same.swift", "User.swift",
            ])
        #expect(temp.listing("Generated").map { temp.modificationTime("Generated/" + $0) } == times)
        #expect(temp.read("Generated/Changed.swift") == "old\n")
    }

    @Test func checkOfAMissingDirectoryCreatesNothing() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let report = try writer.check(files(["A.swift": "a\n"]), against: temp.url("Generated"))
        #expect(report.missing == [".themec-manifest", "A.swift"])
        #expect(!temp.exists("Generated"))
    }

    @Test func emptyOutputStillRecordsAManifestOnce() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        let first = try writer.write([], to: temp.url("Generated"))
        #expect(first.manifestWritten)
        #expect(try writer.write([], to: temp.url("Generated")).isNoOp)
    }
}

/// Making a directory unwritable, for the failure test: permission bits, or `chattr +i` for root.
enum ReadOnlyDirectory {
    static let isSupported: Bool = {
        if geteuid() != 0 { return true }
        let probe = TemporaryDirectory()
        defer { probe.remove() }
        guard (try? lock(probe.path)) != nil else { return false }
        defer { unlock(probe.path) }
        return creat(probe.url("probe"), 0o644) < 0
    }()

    static func lock(_ path: String) throws {
        if geteuid() != 0 {
            guard chmod(path, 0o555) == 0 else { throw CocoaError(.fileWriteNoPermission) }
            return
        }
        guard run("chattr", "+i", path) else { throw CocoaError(.fileWriteNoPermission) }
    }

    static func unlock(_ path: String) {
        if geteuid() != 0 {
            chmod(path, 0o755)
        } else {
            _ = run("chattr", "-i", path)
        }
    }

    private static func run(_ arguments: String...) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
