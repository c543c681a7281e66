import Testing
import ThemecCore
import ThemecDiagnostics

@testable import ThemecDTCG

/// What the differential test over the corpus found the importer doing wrong (docs/DTCG.md, "Differential
/// test"), each reproduced small.
@Suite struct DifferentialFindingTests {
    /// The format's own example of an invalid `$extends` (groups.md): a group extending the group that holds
    /// it recursed without end and crashed the import. Now a cycle, warned, and the rest imported.
    @Test func extendingTheEnclosingGroupIsACycleNotACrash() throws {
        let result = importJSON(
            """
            {
              "button": {
                "color": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.4, 0.2, 0.6] } },
                "secondary": { "$extends": "{button}" }
              }
            }
            """)
        let cycle = try #require(result.diagnostics.first { $0.id == .extendsCycle })
        #expect(cycle.range?.start.line == 4)
        let yaml = try #require(result.theme?.yaml)
        #expect(yaml.contains("#66339"), "\(yaml)")
    }

    /// A group may extend one of its own groups: no cycle (the descendant holds nothing of it).
    @Test func aGroupExtendingItsOwnDescendantIsNoCycle() {
        let result = importJSON(
            """
            { "a": { "$extends": "{a.b}", "b": { "c": { "$type": "number", "$value": 1 } } } }
            """)
        #expect(!result.diagnostics.contains { $0.id == .extendsCycle })
        #expect(result.summary.importedCount == 2, "\(result.diagnostics)")
    }

    /// Terrazzo's `refs/dark.json`: a group with an external `$ref` beside its tokens was read as one token
    /// (every child dropped, nothing imported). Now a group: the children imported, the `$ref` warned once.
    @Test func aRefBesideChildrenIsAGroupWhoseRefIsNotFollowed() throws {
        let result = importJSON(
            """
            {
              "base": {
                "color": {
                  "$ref": "./base/colors-light.json#/base/color",
                  "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$type": "color" },
                  "blue": {
                    "0": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] }, "$type": "color" },
                    "$ref": "./base/colors-light.json#/base/color/blue"
                  }
                }
              }
            }
            """)
        let refs = result.diagnostics.filter { $0.id == .groupRef }
        #expect(refs.map { $0.range?.start.line } == [4, 8], "\(result.diagnostics)")
        #expect(refs.first?.message.text.contains("'base.color'") == true)
        #expect(!result.diagnostics.contains { $0.id == .tokenWithChildren || $0.id == .nothingImported })
        let yaml = try #require(result.theme?.yaml)
        #expect(yaml.contains("#000000") && yaml.contains("#0000FF"), "\(yaml)")
    }

    @Test func aRefAloneIsStillAToken() {
        let result = importJSON(
            """
            { "a": { "$type": "number", "$value": 4 }, "b": { "$ref": "#/a/$value" } }
            """)
        #expect(!result.diagnostics.contains { $0.id == .groupRef })
        #expect(result.summary.importedCount == 2, "\(result.diagnostics)")
    }
}
