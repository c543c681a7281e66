import Foundation
import Testing
import ThemecCore
import ThemecDTCG
import ThemecDiagnostics
import ThemecYAML

@testable import ThemecCLI

/// Every diagnostic ID is defined once, listed in its catalogue, and documented; every documented ID exists.
@Suite("Diagnostic IDs against the docs")
struct DiagnosticIDTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The IDs (lower-case words joined by `-`) in backquotes in the first column of the table under `heading` in a Markdown file.
    static func documentedIDs(_ relative: String, heading: String) throws -> Set<String> {
        let lines = try read(relative).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
        var ids: Set<String> = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            let firstColumn = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            var rest = firstColumn[...]
            while let open = rest.firstIndex(of: "`") {
                let after = rest[rest.index(after: open)...]
                guard let close = after.firstIndex(of: "`") else { break }
                let word = after[..<close]
                if word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) { ids.insert(String(word)) }
                rest = after[after.index(after: close)...]
            }
        }
        return ids
    }

    /// Every `DiagnosticID(rawValue: "…")` in the sources: the only way to make an ID.
    static func definedIDs() throws -> [String] {
        var found: [String] = []
        let sources = repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            var rest = try read("Sources/" + file)[...]
            let marker = "DiagnosticID(rawValue: \""
            while let range = rest.firstRange(of: marker) {
                let after = rest[range.upperBound...]
                guard let close = after.firstIndex(of: "\"") else { break }
                found.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return found
    }

    @Test func everyIDIsDefinedOnceAndListedInItsCatalogue() throws {
        let defined = try Self.definedIDs()
        #expect(defined.count == Set(defined).count, "defined twice: \(defined.sorted())")
        #expect(Set(defined) == Set(DiagnosticID.allKnown.map(\.rawValue)))
    }

    @Test func theThemeFormatDocumentsEveryThemeYAMLAndConfigurationID() throws {
        let documented = try Self.documentedIDs("docs/ThemeFormat.md", heading: "## Diagnostics")
        let known = Set((DiagnosticID.yamlIDs + DiagnosticID.themeIDs + DiagnosticID.configIDs).map(\.rawValue))
        #expect(known.subtracting(documented).sorted() == [], "not in docs/ThemeFormat.md")
        #expect(documented.subtracting(known).sorted() == [], "documented, but no such ID")
    }

    @Test func theDTCGDocumentsEveryImportID() throws {
        let documented = try Self.documentedIDs("docs/DTCG.md", heading: "### Diagnostics")
        let known = Set(DiagnosticID.dtcgIDs.map(\.rawValue))
        #expect(known.subtracting(documented).sorted() == [], "not in docs/DTCG.md")
        #expect(documented.subtracting(known).sorted() == [], "documented, but no such ID")
    }

    @Test func theThemePacksGuideDocumentsEveryPackID() throws {
        let documented = try Self.documentedIDs("docs/ThemePacks.md", heading: "## Diagnostics")
        let known = Set(DiagnosticID.packIDs.map(\.rawValue))
        #expect(!known.isEmpty)
        #expect(known.subtracting(documented).sorted() == [], "not in docs/ThemePacks.md")
        #expect(documented.subtracting(known).sorted() == [], "documented, but no such ID")
    }
}
