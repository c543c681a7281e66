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
