import ThemecCore
import ThemecDiagnostics

/// Source text with position markers (`1️⃣`, `2️⃣`, …) that say where a diagnostic must point.
///
/// The markers are removed before parsing; each one's line and column (in Unicode scalars, 1-based) is kept.
struct MarkedSource {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    var text: String
    var locations: [String: SourceLocation]

    init(_ marked: String) {
        var text = ""
        var locations: [String: SourceLocation] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if let index = Self.markers.firstIndex(of: character) {
                locations[String(index + 1)] = SourceLocation(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.locations = locations
    }
}

/// One expected diagnostic: which file and marker it points at, its ID and its message.
struct ExpectedDiagnostic: CustomStringConvertible {
    var file: String = "a.yaml"
    var marker: String
    var id: String
    var message: String

    var description: String { "\(file)@\(marker) [\(id)] \(message)" }
}

/// Loads marked in-memory files as a theme set.
func loadMarked(_ files: [(String, String)]) -> (ThemeSetLoadResult, [String: MarkedSource]) {
    var marked: [String: MarkedSource] = [:]
    var inputs: [(path: String, bytes: [UInt8])] = []
    for (path, text) in files {
        let source = MarkedSource(text)
        marked[path] = source
        inputs.append((path, Array(source.text.utf8)))
    }
    return (ThemeSetLoader.load(files: inputs), marked)
}

/// Renders diagnostics compactly for comparison: `file:line:col [id] message`.
func describe(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { diagnostic in
        let place = diagnostic.range.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? "-"
        return "\(place) [\(diagnostic.id)] \(diagnostic.message)"
    }.sorted()
}

func describe(_ expected: [ExpectedDiagnostic], in sources: [String: MarkedSource]) -> [String] {
    expected.map { item in
        let location = sources[item.file]?.locations[item.marker]
        let place = location.map { "\(item.file):\($0.line):\($0.column)" } ?? "\(item.file):?marker \(item.marker)"
        return "\(place) [\(item.id)] \(item.message)"
    }.sorted()
}
