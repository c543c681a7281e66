import Testing
import ThemecCore

/// `shadows` and `animations`.
struct EffectTokenTests {
    static let themeA = """
        theme: A
        palette:
          black: "#000000"
        colors:
          shade: { light: "#00000033", dark: "#FFFFFF22" }
        sizes:
          lift: 2
        spacing:
          drift: 1
        durations:
          quick: 0.2
        shadows:
          card: { color: "{colors.shade}", radius: 4, y: "{sizes.lift}", description: Cards. }
          elevation:
            high:
              description: Two layers.
              layers:
                - { color: "{palette.black}", radius: 1, y: 1 }
                - { color: "#0000001A", radius: 12, x: -1, y: 8 }
            list:
              - { color: "#00000080", radius: 0, x: "{spacing.drift}" }
          alias: "{shadows.card}"
        animations:
          press: { curve: easeOut, duration: "{durations.quick}" }
          bouncy: { curve: { spring: { response: 0.3, dampingFraction: 0.6 } }, description: Springy. }
          motion:
            emphasized: { curve: [0.2, 0, 0, 1], duration: 0.35 }
          alias: "{animations.press}"
        buttonStyles:
          lifted:
            shadow: "{shadows.elevation.high}"
            animation: "{animations.motion.emphasized}"
            disabled: { opacity: 0.4 }
          sprung:
            shadow: "{shadows.card}"
            animation: "{animations.bouncy}"
            disabled: { opacity: 0.4 }
          inline:
            shadow: { color: "#00000040", radius: 3, y: -1 }
            animation: { curve: spring, duration: 0.3 }
            disabled: { opacity: 0.4 }

        """

    @Test func shadowsAndAnimationsResolvePerAppearanceAndInherit() throws {
        let set = try ResolutionTests.load([
            ("a.yaml", Self.themeA),
            ("b.yaml", "theme: B\nextends: A\ncolors:\n  shade: \"#FF000080\"\ndurations:\n  quick: 0.5\n"),
        ])
        #expect(ResolutionTests.value(set, "A", "shadows.card") == "color: #00000033, radius: 4, x: 0, y: 2")
        #expect(ResolutionTests.value(set, "A", "shadows.card", .dark) == "color: #FFFFFF22, radius: 4, x: 0, y: 2")
        #expect(ResolutionTests.value(set, "B", "shadows.alias", .dark) == "color: #FF000080, radius: 4, x: 0, y: 2")
        #expect(
            ResolutionTests.value(set, "A", "shadows.elevation.high")
                == "color: #000000FF, radius: 1, x: 0, y: 1; color: #0000001A, radius: 12, x: -1, y: 8")
        #expect(ResolutionTests.value(set, "A", "shadows.elevation.list") == "color: #00000080, radius: 0, x: 1, y: 0")
        #expect(ResolutionTests.value(set, "A", "animations.press") == "curve: easeOut, duration: 0.2")
        #expect(ResolutionTests.value(set, "B", "animations.alias") == "curve: easeOut, duration: 0.5")
        #expect(
            ResolutionTests.value(set, "A", "animations.bouncy")
                == "curve: spring(response: 0.3, dampingFraction: 0.6)")
        #expect(
            ResolutionTests.value(set, "A", "animations.motion.emphasized")
                == "curve: bezier(0.2, 0, 0, 1), duration: 0.35")
        #expect(set.shadows.map(\.name.identifier) == ["card", "elevationHigh", "elevationList", "alias"])
        #expect(set.shadows.map(\.description) == ["Cards.", "Two layers.", nil, nil])
        #expect(set.animations.map(\.description) == [nil, "Springy.", nil, nil])
        let b = try #require(set.theme(named: "B"))
        #expect(b.declared.shadows == [false, false, false, false])
        let a = try #require(set.theme(named: "A"))
        #expect(a.shadows[1].layers.count == 2)
        #expect(a.animations[0] == ResolvedAnimation(curve: .easeOut, duration: 0.2))
    }

    @Test func stylesTakeShadowAndAnimationTokensAndKeepTheirInlineForms() throws {
        let set = try ResolutionTests.load([("a.yaml", Self.themeA)])
        let a = try #require(set.theme(named: "A"))
        let lifted = a.buttonStyles[0]
        #expect(lifted.shadow?.radius == 1)
        #expect(lifted.extraShadows.map(\.radius) == [12])
        #expect(
            lifted.animation
                == AnimationValue(curve: .easeInOut, duration: 0.35, timing: .bezier(x1: 0.2, y1: 0, x2: 0, y2: 1)))
        let sprung = a.buttonStyles[1]
        #expect(sprung.shadow?.y == 2 && sprung.extraShadows.isEmpty)
        #expect(
            sprung.animation
                == AnimationValue(curve: .spring, duration: 0.3, timing: .spring(response: 0.3, dampingFraction: 0.6)))
        let inline = a.buttonStyles[2]
        #expect(inline.shadow?.y == -1 && inline.extraShadows.isEmpty)
        #expect(inline.animation == AnimationValue(curve: .spring, duration: 0.3))
        #expect(StyleTests.value(set, "buttonStyles.lifted.shadow.radius") == "1")
    }

    @Test func badShadowsAreLocated() {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                """
                theme: A
                colors:
                  accent: "#007AFF"
                shadows:
                  a: { 1️⃣colr: "#000000", radius: 1 }
                  b: { color: "#000000", radius: 2️⃣-1 }
                  c: 3️⃣5
                  d: 4️⃣"{shadows.e}"
                  e: "{shadows.d}"
                  f: { color: "#000000", radius: 1, x: 5️⃣"{colors.accent}" }
                  g: 6️⃣[]
                buttonStyles:
                  x:
                    shadow: 7️⃣"{colors.accent}"
                    animation: 8️⃣"{animations.presss}"
                    disabled: { opacity: 0.4 }
                """
            )
        ])
        let expected: [ExpectedDiagnostic] = [
            .init(marker: "1", id: "unknown-key", message: "unknown key 'colr' in a shadow; did you mean 'color'?"),
            .init(marker: "2", id: "out-of-range", message: "length -1 is out of range; it must be 0 or more"),
            .init(
                marker: "3", id: "wrong-type",
                message:
                    "the shadow 'c' must be a mapping such as { color: \"#00000033\", radius: 4, y: 2 }, a list of such layers, or '{shadows.NAME}', not a number"
            ),
            .init(marker: "4", id: "reference-cycle", message: "reference cycle: shadows.d → shadows.e → shadows.d"),
            .init(
                marker: "5", id: "wrong-reference-kind",
                message:
                    "reference '{colors.accent}' points at a semantic colour, but a length (a radius, a spacing or a size) is expected here"
            ),
            .init(marker: "6", id: "missing-value", message: "the shadow 'g' has no value"),
            .init(
                marker: "7", id: "wrong-reference-kind",
                message: "reference '{colors.accent}' points at a semantic colour, but a shadow is expected here"),
            .init(
                marker: "8", id: "unresolved-reference",
                message: "reference '{animations.presss}' does not name a token in theme 'A'"),
        ]
        #expect(describe(result.diagnostics).sorted() == describe(expected, in: sources).sorted())
        #expect(result.themeSet == nil)
    }

    @Test func badAnimationsAreLocated() {
        let (result, sources) = loadMarked([
            (
                "a.yaml",
                """
                theme: A
                durations:
                  quick: 0.2
                animations:
                  a: { curve: 1️⃣easeOutt, duration: 0.2 }
                  b: { curve: 2️⃣[0.1, 0, 1], duration: 0.2 }
                  c: { curve: [3️⃣1.5, 0, 0, 1], duration: 0.2 }
                  d: { curve: linear, duration: 4️⃣-1 }
                  e: { curve: linear, 5️⃣duraton: 1 }
                  f: { curve: { spring: { response: 0.3, dampingFraction: 0.5 } }, 6️⃣duration: 1 }
                  g: 7️⃣{ curve: linear }
                  h: 8️⃣"{durations.quick}"
                  i: { curve: { spring: { response: 0.3, 9️⃣damping: 0.5 } } }
                """
            )
        ])
        let expected: [ExpectedDiagnostic] = [
            .init(
                marker: "1", id: "unknown-value",
                message:
                    "unknown animation curve 'easeOutt'; did you mean 'easeOut'? (one of linear, easeIn, easeOut, easeInOut, [x1, y1, x2, y2], { spring })"
            ),
            .init(
                marker: "2", id: "wrong-type",
                message: "'curve' must be a cubic Bézier of four numbers [x1, y1, x2, y2], not a list of 3 items"),
            .init(marker: "3", id: "out-of-range", message: "x1 1.5 is out of range; it must be from 0 to 1"),
            .init(marker: "4", id: "out-of-range", message: "duration -1 is out of range; it must be 0 or more"),
            .init(
                marker: "5", id: "unknown-key",
                message: "unknown key 'duraton' in an animation; did you mean 'duration'?"),
            .init(
                marker: "6", id: "unknown-key",
                message:
                    "unknown key 'duration' in a spring animation: a spring's 'response' sets its pace; remove 'duration'"
            ),
            .init(marker: "7", id: "missing-key", message: "the animation 'g' is missing the required key 'duration'"),
            .init(
                marker: "8", id: "wrong-reference-kind",
                message: "reference '{durations.quick}' points at a duration, but an animation is expected here"),
            .init(
                marker: "9", id: "unknown-key",
                message: "unknown key 'damping' in 'spring'; did you mean 'dampingFraction'?"),
        ]
        #expect(describe(result.diagnostics).sorted() == describe(expected, in: sources).sorted())
        #expect(result.themeSet == nil)
    }

    @Test func tooManyLayersAndMissingGroupsAreReported() {
        let layer = "    - { color: \"#000000\", radius: 1 }\n"
        let (result, _) = loadMarked([
            ("a.yaml", "theme: A\nshadows:\n  deep:\n" + String(repeating: layer, count: 5)),
            (
                "b.yaml",
                "theme: B\nshadows:\n  deep: { color: \"#000000\", radius: 1 }\nanimations:\n  x: { curve: linear, duration: 1 }\n"
            ),
        ])
        let lines = describe(result.diagnostics)
        #expect(lines.contains { $0.contains("the number of layers 5 is out of range; it must be from 1 to 4") })
        #expect(lines.contains { $0.contains("missing-tokens") && $0.contains("animations") })
        #expect(result.themeSet == nil)
    }
}
