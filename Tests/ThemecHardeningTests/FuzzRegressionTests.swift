import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecEmit
import ThemecYAML

/// Inputs that once broke themec, under `Regressions/TARGET/`, run through the same entry points as the
/// fuzz target of that name (`Fuzz/Fuzz*.swift`), with the same checks. A crash here is a crash there.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
        .path

    static func inputs(_ target: String) -> [String] {
        let directory = root + "/" + target
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
    }

    static func bytes(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    /// No message or note may carry a control character to the terminal.
    static func expectPrintable(_ diagnostics: [Diagnostic], _ path: String) {
        for diagnostic in diagnostics {
            for text in [diagnostic.message] + diagnostic.notes.map(\.message) {
                let control = text.text.unicodeScalars.first(where: DiagnosticMessage.needsEscape)
                #expect(control == nil, "\(path): control character in '\(text)'")
            }
        }
    }

    @Test(arguments: inputs("yaml"))
    func yaml(_ path: String) {
        let document = YAMLParser.parse(bytes: Self.bytes(path), path: "fuzz.yaml")
        if document.root == nil, let last = document.diagnostics.last {
            #expect(last.severity == .error)
        }
        // A tree holds what is written (at most two nodes a byte: `-` is a list and its empty item) and what
        // aliases add, which has its own limit.
        let bound = 2 * Self.bytes(path).count + 2 + YAMLLimits.default.maximumAliasExpansion
        if let root = document.root { #expect(root.nodeCount <= bound) }
        _ = DiagnosticRenderer(sourceText: { _ in document.source }).render(document.diagnostics)
        Self.expectPrintable(document.diagnostics, path)
    }

    @Test(arguments: inputs("color"))
    func color(_ path: String) {
        let text = String(decoding: Self.bytes(path), as: UTF8.self)
        switch ColorSyntax.parse(text) {
        case .success(.literal(let rgba)):
            #expect(ColorSyntax.parse(rgba.hex) == .success(.literal(rgba)))
        case .success(.reference(let segments)):
            #expect(segments.count >= 2 && !segments.contains(where: \.isEmpty))
        case .failure(let failure):
            let count = text.unicodeScalars.count
            #expect(failure.offset >= 0 && failure.length >= 0 && failure.offset + failure.length <= count)
        }
    }

    @Test(arguments: inputs("pipeline"))
    func pipeline(_ path: String) {
        // Split like the fuzz target: `--8<--` lines separate up to three files.
        let text = String(decoding: Self.bytes(path), as: UTF8.self)
        let parts = text.components(separatedBy: "\n--8<--\n")
        let files = (parts.prefix(2) + [parts.dropFirst(2).joined(separator: "\n--8<--\n")]).filter { !$0.isEmpty }
            .enumerated().map { (path: "Themes/T\($0.offset).yaml", bytes: Array($0.element.utf8)) }
        let result = ThemeSetLoader.load(files: files)
        _ = DiagnosticRenderer(sourceText: { result.sources[$0] }).render(result.diagnostics)
        Self.expectPrintable(result.diagnostics, path)
        let hasErrors = result.diagnostics.contains { $0.severity == .error }
        #expect((result.themeSet == nil) == hasErrors)
        guard let set = result.themeSet else { return }
        for file in SwiftEmitter.emit(set, options: EmitOptions()) {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(!file.path.hasPrefix("/") && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." })
        }
        for theme in set.themes {
            for info in set.colors {
                #expect(
                    (try? set.lookup(TokenQuery(theme: theme.name, token: "colors.\(info.name.dottedPath)")).get())
                        != nil)
            }
        }
    }
}
