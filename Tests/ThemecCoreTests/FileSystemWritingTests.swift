import Foundation
import Testing

@testable import ThemecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one atomic write every command uses, and path canonicalisation.
@Suite("FileSystem: writing")
struct FileSystemWritingTests {
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "themec-fs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func names(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func replacesKeepingTheModeAndLeavesNoTemporary() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/a.txt"
        try FileSystem.writeAtomically(Array("one".utf8), to: path)
        chmod(path, 0o600)
        try FileSystem.writeAtomically(Array("two".utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(Self.names(directory) == ["a.txt"])
    }

    @Test func aFailedWriteRemovesItsTemporary() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A non-empty directory where the file should go: the rename fails.
        try FileManager.default.createDirectory(atPath: directory + "/x/y", withIntermediateDirectories: true)
        #expect(throws: FileSystem.WriteFailure.self) {
            try FileSystem.writeAtomically(Array("z".utf8), to: directory + "/x")
        }
        #expect(Self.names(directory) == ["x"])
        #expect(throws: FileSystem.WriteFailure.self) {
            try FileSystem.writeAtomically(Array("z".utf8), to: directory + "/missing/a")
        }
    }

    @Test func exclusiveNeverReplaces() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystem.writeAtomically(Array("first".utf8), to: directory + "/a", exclusive: true)
        do {
            try FileSystem.writeAtomically(Array("second".utf8), to: directory + "/a", exclusive: true)
            Issue.record("replaced")
        } catch {
            #expect(error.errno == EEXIST && error.path == directory + "/a")
        }
        #expect(FileManager.default.contents(atPath: directory + "/a") == Data("first".utf8))
        #expect(Self.names(directory) == ["a"])
    }

    @Test func severalFilesAreFlushedTogetherAndRenamedInOrder() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try FileSystem.writeAtomically(Array("old".utf8), to: directory + "/f4")
        chmod(directory + "/f4", 0o640)
        let files = (0..<20).map { index in
            (bytes: Array("file \(index)".utf8), path: directory + (index % 2 == 0 ? "/f" : "/sub/f") + "\(index)")
        }
        let prepared = try FileSystem.prepare(files)
        #expect(prepared.map(\.path) == files.map(\.path))
        // Flushed, not yet renamed: the old file is still there, and each new one only under its temporary name.
        #expect(FileManager.default.contents(atPath: directory + "/f4") == Data("old".utf8))
        #expect(!FileManager.default.fileExists(atPath: directory + "/f0"))
        #expect(Self.names(directory + "/sub").count == 10)
        try FileSystem.commit(prepared)
        for file in files {
            #expect(FileManager.default.contents(atPath: file.path) == Data(file.bytes))
        }
        // A file replaced keeps its permission bits.
        var info = stat()
        #expect(stat(directory + "/f4", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(Self.names(directory).count == 11 && Self.names(directory + "/sub").count == 10)
        #expect(!(Self.names(directory) + Self.names(directory + "/sub")).contains { $0.contains(".themec-tmp-") })
    }

    @Test func noFilesAndOneFile() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try FileSystem.prepare([]).isEmpty)
        try FileSystem.commit([FileSystem.PreparedFile]())
        let one = try FileSystem.prepare([(bytes: Array("one".utf8), path: directory + "/one")])
        try FileSystem.commit(one)
        #expect(FileManager.default.contents(atPath: directory + "/one") == Data("one".utf8))
        #expect(Self.names(directory) == ["one"])
    }

    @Test func oneFileThatCannotBeWrittenWritesNone() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystem.writeAtomically(Array("old".utf8), to: directory + "/a")
        let files = [
            (bytes: Array("new a".utf8), path: directory + "/a"),
            (bytes: Array("b".utf8), path: directory + "/missing/b"),
            (bytes: Array("c".utf8), path: directory + "/c"),
            (bytes: Array("d".utf8), path: directory + "/other/d"),
        ]
        do {
            _ = try FileSystem.prepare(files)
            Issue.record("prepared a file in a missing directory")
        } catch {
            // The first failure in the files' order, whatever order the workers finished in.
            #expect(error.operation == "create temporary file" && error.errno == ENOENT)
            #expect(error.path.contains("/missing/"))
        }
        #expect(Self.names(directory) == ["a"])
        #expect(FileManager.default.contents(atPath: directory + "/a") == Data("old".utf8))
    }

    @Test func aRenameThatFailsKeepsTheRestAsItWas() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystem.writeAtomically(Array("old c".utf8), to: directory + "/c")
        // A non-empty directory where `b` should go: its rename fails.
        try FileManager.default.createDirectory(atPath: directory + "/b/x", withIntermediateDirectories: true)
        let prepared = try FileSystem.prepare([
            (bytes: Array("a".utf8), path: directory + "/a"),
            (bytes: Array("b".utf8), path: directory + "/b"),
            (bytes: Array("c".utf8), path: directory + "/c"),
        ])
        do {
            try FileSystem.commit(prepared)
            Issue.record("renamed over a directory")
        } catch {
            #expect(error.operation == "replace" && error.path == directory + "/b")
        }
        #expect(FileManager.default.contents(atPath: directory + "/a") == Data("a".utf8))
        #expect(FileManager.default.contents(atPath: directory + "/c") == Data("old c".utf8))
        #expect(Self.names(directory) == ["a", "b", "c"])
    }

    @Test func oneJoin() {
        #expect(FileSystem.join("a", "b") == "a/b")
        #expect(FileSystem.join("a/", "b") == "a/b")
        #expect(FileSystem.join("", "b") == "b")
    }

    @Test func spellingsOfOnePlaceAreOneCanonicalPath() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/Link", withDestinationPath: directory + "/Out")
        let canonical = FileSystem.canonicalPath(directory + "/Out")
        for spelling in ["/Out/", "/Out/.", "/./Out", "/Link", "/Out/missing/..", "/Link/../Out"] {
            #expect(FileSystem.canonicalPath(directory + spelling) == canonical, "\(spelling)")
        }
        #expect(FileSystem.canonicalPath(directory + "/Link/New/A") == canonical + "/New/A")
        #expect(FileSystem.isSameOrInside(directory + "/Link/New", directory + "/Out"))
        #expect(!FileSystem.isSameOrInside(directory + "/Out2", directory + "/Out"))
    }
}
