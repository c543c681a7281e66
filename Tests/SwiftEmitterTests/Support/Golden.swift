import Foundation
import Testing
import ThemecEmit

/// Golden files under `Tests/SwiftEmitterTests/Golden/<variant>/`, one per generated file, named
/// `<path>.golden` so neither SwiftPM nor swift-format treats them as sources.
///
/// `THEMEC_RECORD=1 swift test --filter SwiftEmitterTests` rewrites them, and fails so a recording run never
/// passes by accident.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" }

    static func directory(_ variant: String) -> URL {
        RepositoryPaths.golden.appendingPathComponent(variant, isDirectory: true)
    }

    static func url(_ variant: String, _ path: String) -> URL {
        directory(variant).appendingPathComponent(path + ".golden")
    }

    /// Compares `files` with the golden files of `variant` (or records them), reporting each difference.
    static func check(_ files: [GeneratedFile], variant: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        if isRecording {
            try? FileManager.default.removeItem(at: directory(variant))
            try FileManager.default.createDirectory(at: directory(variant), withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: url(variant, file.path))
            }
            Issue.record("Recorded golden files for '\(variant)'; run again without THEMEC_RECORD=1.")
            return
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: url(variant, file.path).path) else {
                Issue.record(
                    "Missing golden file \(variant)/\(file.path).golden; record with THEMEC_RECORD=1.",
                    sourceLocation: sourceLocation)
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if let difference = firstDifference(expected: expected, actual: file.contents) {
                Issue.record(
                    "\(variant)/\(file.path) differs from its golden file (THEMEC_RECORD=1 to update):\n\(difference)",
                    sourceLocation: sourceLocation)
            }
        }
        let expectedNames = Set(files.map { $0.path + ".golden" })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: directory(variant).path)) ?? [])
        for stale in present.subtracting(expectedNames).sorted() {
            Issue.record("Stale golden file \(variant)/\(stale)", sourceLocation: sourceLocation)
        }
    }

    /// The path of a checked-in golden file, for compiling it.
    static func path(_ variant: String, _ path: String) -> String {
        url(variant, path).path
    }

    private static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if want != got {
                return "line \(index + 1):\n  golden:  \(want)\n  emitted: \(got)"
            }
        }
        return "the files differ only in line endings"
    }
}
