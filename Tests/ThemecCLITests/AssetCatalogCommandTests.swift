import Foundation
import Testing

@testable import ThemecCLI

/// `themec compile --asset-catalog` and `--list-outputs`, with the real loader, emitters and writer.
@Suite("compile --asset-catalog", .tags(.endToEnd))
struct AssetCatalogCommandTests {
    static let defaultTheme = """
        theme: Default
        colors:
          accent: { light: "#007AFF", dark: "#0A84FF" }
          label: "{system.label}"
          faint: { color: "{system.separator}", opacity: 0.5 }

        """
    static let oceanTheme = """
        theme: Ocean
        extends: Default
        colors:
          accent: { light: "#006C8E", dark: "#4FC3F7" }

        """

    static func themes() throws -> TemporaryDirectory {
        let temp = TemporaryDirectory()
        try temp.write("Themes/Default.yaml", defaultTheme)
        try temp.write("Themes/Ocean.yaml", oceanTheme)
        return temp
    }

    @Test func writesChecksAndUpdatesTheCatalog() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let arguments = [
            "compile", temp.url("Themes"), "--output", temp.url("Generated"), "--asset-catalog",
            temp.url("App/Colors.xcassets"),
        ]

        let first = themec(arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput.contains("Wrote 4 files to \(temp.url("Generated"))\n"))
        #expect(first.standardOutput.contains("Wrote 9 files to \(temp.url("App/Colors.xcassets"))\n"))
        #expect(first.standardError.components(separatedBy: "note: ").count == 9)
        #expect(first.standardError.contains("note: Default/faint (dark): system.separator with opacity 0.5"))
        for path in [
            "Contents.json", "Default/Contents.json", "Ocean/Contents.json", "Default/accent.colorset/Contents.json",
            "Ocean/label.colorset/Contents.json", ".themec-manifest",
        ] {
            #expect(temp.exists("App/Colors.xcassets/" + path), "\(path)")
        }
        let accent = try #require(temp.read("App/Colors.xcassets/Ocean/accent.colorset/Contents.json"))
        #expect(accent.contains("\"green\" : \"0.424\""))  // 0x6C / 255

        let second = themec(arguments)
        #expect(second.standardOutput.contains("\(temp.url("App/Colors.xcassets")) is up to date\n"))
        #expect(themec(arguments + ["--check"]).status == 0)

        // A stale colour set fails the check and is named; the Swift output alone is fine.
        try temp.write("App/Colors.xcassets/Default/accent.colorset/Contents.json", "{}\n")
        let stale = themec(arguments + ["--check"])
        #expect(stale.status == 1)
        #expect(stale.standardOutput.contains("\(temp.url("Generated")) is up to date\n"))
        #expect(stale.standardError.contains("error: \(temp.url("App/Colors.xcassets")) is out of date\n"))
        #expect(
            stale.standardError.contains(
                "Colors.xcassets/Default/accent.colorset/Contents.json:1:1: error: stale: Default/accent.colorset/Contents.json differs"
            ))
        #expect(stale.standardError.contains("--asset-catalog"))

        // A colour removed from the themes loses its colour sets; files themec did not write stay.
        try temp.write("App/Colors.xcassets/Mine.colorset/Contents.json", "{}\n")
        try temp.write(
            "Themes/Default.yaml", Self.defaultTheme.replacingOccurrences(of: "  label: \"{system.label}\"\n", with: "")
        )
        let third = themec(arguments)
        #expect(third.status == 0)
        #expect(third.standardOutput.contains("2 removed"))
        #expect(!temp.exists("App/Colors.xcassets/Default/label.colorset"))
        #expect(!temp.exists("App/Colors.xcassets/Ocean/label.colorset/Contents.json"))
        #expect(temp.exists("App/Colors.xcassets/Mine.colorset/Contents.json"))
        #expect(
            temp.read("App/Colors.xcassets/Default/accent.colorset/Contents.json")?.hasPrefix("{\n  \"colors\"") == true
        )
        #expect(themec(arguments + ["--check"]).status == 0)
    }

    @Test func listOutputsWritesNothing() throws {
        let temp = try Self.themes()
        defer { temp.remove() }
        let run = themec([
            "compile", temp.url("Themes"), "--output", "Out", "--asset-catalog", "Assets/A.xcassets", "--list-outputs",
        ])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(4)) == [
                "Out/ThemeRuntime.swift", "Out/ThemeRuntime+SwiftUI.swift", "Out/Theme.swift",
                "Out/Theme+SwiftUI.swift",
            ])
        #expect(lines.contains("Assets/A.xcassets/Ocean/faint.colorset/Contents.json"))
        #expect(lines.count == 4 + 9)
        #expect(!FileManager.default.fileExists(atPath: "Out"))
    }
}
