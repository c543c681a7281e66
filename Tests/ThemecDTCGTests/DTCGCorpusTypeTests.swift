import Foundation
import Testing
import ThemecCore
import ThemecDiagnostics
import ThemecTestSupport

@testable import ThemecDTCG

/// The Terrazzo fixtures of each token type: every token is counted, by type, as reported ("not imported"
/// at its name) or not; the theme holds at most the tokens not reported.
@Suite struct CorpusTypeTests {
    static let terrazzo = "terrazzoapp__terrazzo"

    static func fixtureFiles() -> [String] {
        let root = corpus + "/\(terrazzo)/packages/plugin-css/test/fixtures"
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        return folders.filter { $0.hasPrefix("type-") }.sorted().flatMap { folder -> [String] in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            return files.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted().map {
                root + "/" + folder + "/" + $0
            }
        }
    }

    @Test(.needs(.corpus(terrazzo)))
    func everyTokenIsKeptOrReportedByType() throws {
        try OptionalTests.require(.corpus(Self.terrazzo))
        var kept: [String: Int] = [:]
        var reported: [String: Int] = [:]
        for path in Self.fixtureFiles() {
            let result = DTCGImporter.importTheme(
                tokensPath: path, resolverPath: nil, themeName: "Case", read: DTCGFiles.read)
            guard case .success(let text) = DTCGFiles.read(path),
                let root = DTCGDocumentReader.read(text, path: path).root
            else { continue }
            // A resolver's tokens: those of the defaults and of every context, each path once.
            var trees = [root]
            if root["resolutionOrder"] != nil {
                var document = DTCGResolverDocument(path: path, root: root, read: DTCGFiles.read)
                trees = []
                if document.prepare() {
                    trees.append(document.tree([:]).0)
                    for modifier in document.modifiers {
                        for context in modifier.contexts { trees.append(document.tree([modifier.name: context]).0) }
                    }
                }
            }
            var seen: Set<String> = []
            let tokens = trees.flatMap { DTCGTokenTree(root: $0).tokens }.filter { seen.insert($0.dottedPath).inserted }
            let lost = Set(
                result.diagnostics.filter { $0.message.text.contains("not imported") }.compactMap { $0.range?.start })
            var imported = 0
            if let theme = result.theme, let set = load([theme]).themeSet {
                imported =
                    set.palette.count + set.colors.count + set.radii.count + set.spacing.count + set.sizes.count
                    + set.opacity.count + set.numbers.count + set.durations.count + set.fonts.count
                    + set.typography.count
            }
            var notImported = 0
            for token in tokens {
                let type = token.type ?? "untyped"
                if lost.contains(token.node.range.start) {
                    reported[type, default: 0] += 1
                    notImported += 1
                } else {
                    kept[type, default: 0] += 1
                }
            }
            // Tokens not reported are in the theme (a name collision is reported too, so this is at most).
            #expect(imported <= tokens.count - notImported + 1, "\(path)")
            #expect(imported >= 0)
        }
        print("kept by type: \(kept.sorted { $0.key < $1.key })")
        print("reported by type: \(reported.sorted { $0.key < $1.key })")
        // Kept: not reported at its name (a token whose reference fails is reported at the reference instead).
        for type in ["color", "dimension", "duration", "typography", "fontFamily"] {
            #expect(kept[type, default: 0] > 0, "\(type) kept")
        }
        for type in ["cubicBezier", "transition", "shadow", "gradient"] where !PendingGroupTokens.formatHas("shadows") {
            #expect(reported[type, default: 0] > 0, "\(type) reported")
        }
    }
}
