import Foundation
import ThemecDiagnostics

@testable import ThemecYAML

/// Paths the tests read, found from this file's location so they work from any working directory.
enum TestPaths {
    /// `Tests/ThemecYAMLTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// `Tests/ThemecYAMLTests/Fixtures`.
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures")
    /// The repository's root.
    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
}

/// Whether golden files should be rewritten (`THEMEC_RECORD=1`).
let isRecording = ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1"

/// Parses `text` as the file `test.yaml`.
func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLDocument {
    YAMLParser.parse(bytes: Array(text.utf8), path: "test.yaml", limits: limits)
}

/// Diagnostics one per line, `line:column: id: message`, then indented notes: the form goldens and
/// failures show.
func describe(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics {
        let place = diagnostic.range.map { "\($0.start)-\($0.end)" } ?? "-"
        out += "\(place): \(diagnostic.severity.rawValue)[\(diagnostic.id)]: \(diagnostic.message)\n"
        for note in diagnostic.notes {
            let notePlace = note.range.map { "\($0.start)-\($0.end)" } ?? "-"
            out += "  \(notePlace): note: \(note.message)\n"
        }
    }
    return out
}
