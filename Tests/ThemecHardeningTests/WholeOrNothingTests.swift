import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing an output folder as one owner: two runs into it never interleave, and what themec no longer
/// generates is deleted only when it is still what themec wrote.
@Suite("Whole or nothing, through the real executable")
struct WholeOrNothingTests {
    static let twoColours = "theme: Default\ncolors:\n  accent: \"#FFF\"\n  brand: \"#F00\"\n"
    static let oneColour = "theme: Default\ncolors:\n  accent: \"#FFF\"\n"

    static func compile(_ scratch: Scratch, _ extra: [String] = []) -> ChildResult {
        runThemec(
            [
                "compile", scratch.url("Themes"), "--output", scratch.url("Gen"), "--asset-catalog",
                scratch.url("Assets.xcassets"), "--no-config",
            ] + extra, in: scratch.path)
    }

    /// A colour set themec no longer generates, edited by hand since: once deleted with its folder.
    @Test func aChangedFileThemecNoLongerGeneratesIsKept() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.twoColours)
        #expect(Self.compile(scratch).status == 0)
        let edited = scratch.url("Assets.xcassets/Default/brand.colorset/Contents.json")
        let mine = (FileManager.default.contents(atPath: edited) ?? Data()) + Data("\n".utf8)
        #expect(FileManager.default.createFile(atPath: edited, contents: mine))

        scratch.write("Themes/Default.yaml", Self.oneColour)
        let result = Self.compile(scratch)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.standardError.contains(
                "warning: 'Default/brand.colorset/Contents.json' in \(scratch.url("Assets.xcassets")) is no longer "
                    + "generated, but was changed since themec wrote it: kept"), "\(result.standardError)")
        #expect(FileManager.default.contents(atPath: edited) == mine)
        // No longer themec's: not in the manifest, so not a problem for --check, and never deleted later.
        let manifest = String(
            decoding: FileManager.default.contents(atPath: scratch.url("Assets.xcassets/.themec-manifest")) ?? Data(),
            as: UTF8.self)
        #expect(!manifest.contains("brand"), "\(manifest)")
        #expect(Self.compile(scratch, ["--check"]).status == 0)
        #expect(Self.compile(scratch).standardError.isEmpty)
        #expect(FileManager.default.contents(atPath: edited) == mine)
    }

    /// Unchanged, it is deleted, and so is the folder it leaves empty; with --force, even a changed one.
    @Test func anUnchangedFileIsDeletedAndAChangedOneWithForce() {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.twoColours)
        #expect(Self.compile(scratch).status == 0)
        scratch.write("Themes/Default.yaml", Self.oneColour)
        #expect(Self.compile(scratch).status == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Assets.xcassets/Default/brand.colorset")))

        scratch.write("Themes/Default.yaml", Self.twoColours)
        #expect(Self.compile(scratch).status == 0)
        scratch.write("Assets.xcassets/Default/brand.colorset/Contents.json", "{}\n")
        scratch.write("Themes/Default.yaml", Self.oneColour)
        let forced = Self.compile(scratch, ["--force"])
        #expect(forced.status == 0 && forced.standardError.isEmpty, "\(forced.summary)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Assets.xcassets/Default/brand.colorset")))
    }

    /// A second run into an output another run is writing waits for it, then writes; no lock file is left.
    @Test func aSecondRunWaitsForTheFirst() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.oneColour)
        #expect(Self.compile(scratch).status == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Gen/.themec-lock")))
        scratch.write("Themes/Default.yaml", Self.twoColours)

        // This test holds the lock as a writing themec would.
        let fd = open(scratch.url("Gen/.themec-lock"), O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        #expect(flock(fd, LOCK_EX) == 0)
        let second = try BackgroundThemec(
            ["compile", scratch.url("Themes"), "--output", scratch.url("Gen"), "--no-config"], scratch: scratch)
        defer { second.kill() }
        // It waits: after a while it has neither finished nor written.
        #expect(!second.waitUntil(limit: 1.5) { second.standardOutput.contains("Wrote") }, "\(second.standardError)")
        let swift = String(
            decoding: FileManager.default.contents(atPath: scratch.url("Gen/Theme.swift")) ?? Data(), as: UTF8.self)
        #expect(!swift.contains("brand"))

        // Released the way themec releases it: the file removed, then the lock.
        unlink(scratch.url("Gen/.themec-lock"))
        close(fd)
        #expect(second.waitUntil { second.standardOutput.contains("Wrote") }, "\(second.standardError)")
        #expect(second.interrupt() == 0)
        let after = String(
            decoding: FileManager.default.contents(atPath: scratch.url("Gen/Theme.swift")) ?? Data(), as: UTF8.self)
        #expect(after.contains("brand"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Gen/.themec-lock")))
    }
}
