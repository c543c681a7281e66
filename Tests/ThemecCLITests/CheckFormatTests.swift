import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

@testable import ThemecCLI

/// `compile --check` reports each missing, stale or extra file as a diagnostic, in every format.
@Suite("compile --check in every format")
struct CheckFormatTests {
    static let theme = "theme: Default\ncolors:\n  label: \"#000000\"\n"

    /// A compiled folder, then one file edited, one removed and one left over from an earlier compile.
    static func outOfDate() throws -> (TemporaryDirectory, [String]) {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", theme)
        let arguments = ["compile", temp.url("Themes"), "--output", temp.url("Generated"), "--no-config"]
        #expect(themec(arguments).status == 0)
        try temp.write("Themes/Default.yaml", theme + "radii:\n  card: 8\n")
        try FileManager.default.removeItem(atPath: temp.url("Generated/Theme+SwiftUI.swift"))
        return (temp, arguments + ["--check"])
    }

    @Test("json: one array, an object per file, with its path and what is wrong")
    func json() throws {
        let (temp, arguments) = try Self.outOfDate()
        defer { temp.remove() }
        let run = themec(arguments + ["--format", "json"])
        #expect(run.status == 1)
        let data = Data(run.standardOutput.utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(ids.contains("stale-output-file"), "\(run.standardOutput)")
        #expect(ids.contains("missing-output-file"), "\(run.standardOutput)")
        let files = objects.compactMap { $0["file"] as? String }
        #expect(files.contains(temp.url("Generated/Theme+SwiftUI.swift")), "\(run.standardOutput)")
        #expect(files.contains(temp.url("Generated/.themec-manifest")), "\(run.standardOutput)")
        #expect(objects.allSatisfy { $0["severity"] as? String == "error" })
        #expect(run.standardError.contains("to update it"))
    }

    @Test("github: an annotation on each file")
    func github() throws {
        let (temp, arguments) = try Self.outOfDate()
        defer { temp.remove() }
        let run = themec(arguments + ["--format", "github"])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("::error file=\(temp.url("Generated/Theme+SwiftUI.swift")),") })
        #expect(lines.contains { $0.hasPrefix("::error file=\(temp.url("Generated/.themec-manifest")),") })
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") }, "\(run.standardOutput)")
    }

    @Test("text: a located error per file (CompileCommandTests has every kind, an extra file too)")
    func text() throws {
        let (temp, arguments) = try Self.outOfDate()
        defer { temp.remove() }
        let run = themec(arguments)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "\(temp.url("Generated/Theme+SwiftUI.swift")):1:1: error: missing: Theme+SwiftUI.swift is not written yet"
            ),
            "\(run.standardError)")
        #expect(run.standardError.contains("error: stale: .themec-manifest differs"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test("An up-to-date output in json is one empty array, with the summary on standard error")
    func upToDate() throws {
        let temp = TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("Themes/Default.yaml", Self.theme)
        let arguments = ["compile", temp.url("Themes"), "--output", temp.url("Generated"), "--no-config"]
        #expect(themec(arguments).status == 0)
        let run = themec(arguments + ["--check", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "[]\n")
    }
}
