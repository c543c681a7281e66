/// Writes synthetic theme sets of a chosen size, the same bytes for the same seed.
///
/// Shapes (`Shape`):
/// - `colors`: `themes` files, each a theme declaring all `tokens` semantic colours with light and dark values.
///   Every third colour is an alias of an earlier colour, and aliases chain onto the previous alias up to 100
///   deep.
/// - `mixed`: the same, but half of each theme's tokens are colours (as above) and half come from the other
///   groups: radii, spacing, sizes, opacity, numbers, durations, fonts and typography, in a fixed mix, a third of
///   each group's tokens references to the one before (typography names a font and, every other one, a size).
/// - `styleDictionary`: one theme shaped like Style Dictionary's own benchmark: a 1,000-colour palette in 50
///   hues of 20 shades, and 10,000 semantic colours (named as sets of 100) whose light and dark values refer into it.
///   `themes` is ignored; `tokens`, when above 0, is the total instead of 11,000, in the same proportions (a
///   palette of about a eleventh, in hues of 20 shades, and semantic colours for the rest).
///
/// Theme 0 is the base; every other theme extends the one before it (chains as deep as the theme count, capped
/// at 100 by restarting from the base).
struct ThemeSetGenerator {
    enum Shape: String {
        case colors, mixed, styleDictionary
    }

    var themes: Int
    /// Tokens per theme.
    var tokens: Int
    var shape: Shape = .colors
    var seed: UInt64

    /// The maximum length of an alias chain.
    static let aliasChainDepth = 100
    /// The maximum length of an `extends` chain.
    static let extendsChainDepth = 100
    /// The size of the `styleDictionary` set.
    static let styleDictionaryPalette = (hues: 50, shades: 20)
    static let styleDictionaryColors = (groups: 100, perGroup: 100)

    /// The number of tokens the set declares.
    var tokenCount: Int {
        switch shape {
        case .colors, .mixed: themes * tokens
        case .styleDictionary: styleDictionarySize.hues * Self.styleDictionaryPalette.shades + styleDictionarySize.colors
        }
    }

    /// The `styleDictionary` set's palette hues and semantic colours.
    var styleDictionarySize: (hues: Int, colors: Int) {
        let (hues, shades) = Self.styleDictionaryPalette
        guard tokens > 0 else { return (hues, Self.styleDictionaryColors.groups * Self.styleDictionaryColors.perGroup) }
        let paletteHues = max(1, tokens / 11 / shades)
        return (paletteHues, max(1, tokens - paletteHues * shades))
    }

    /// The files, as (file name, contents).
    func files() -> [(name: String, contents: [UInt8])] {
        var random = SplitMix64(seed: seed)
        if shape == .styleDictionary { return [("Tokens.yaml", styleDictionary(&random))] }
        var result: [(name: String, contents: [UInt8])] = []
        let colors = shape == .mixed ? tokens - tokens / 2 : tokens
        for theme in 0..<themes {
            var text: [UInt8] = []
            text.reserveCapacity(tokens * 60 + 256)
            append("theme: T\(theme)\n", to: &text)
            if theme % Self.extendsChainDepth != 0 {
                append("extends: T\(theme - 1)\n", to: &text)
            } else if theme > 0 {
                append("extends: T0\n", to: &text)
            }
            append("description: Synthetic theme \(theme) of \(themes).\n", to: &text)
            append("colors:\n", to: &text)
            for index in 0..<colors {
                append("  c\(index): ", to: &text)
                if index % 3 == 2 {
                    // Alias chains: each alias points at the previous alias, restarting every 100 aliases.
                    let aliasNumber = index / 3
                    let target = aliasNumber % Self.aliasChainDepth == 0 ? index - 1 : index - 3
                    append("\"{colors.c\(target)}\"\n", to: &text)
                } else {
                    let light = hex(random.next())
                    let dark = hex(random.next())
                    append("{ light: \"#\(light)\", dark: \"#\(dark)\" }\n", to: &text)
                }
            }
            if shape == .mixed { appendOtherGroups(count: tokens / 2, random: &random, to: &text) }
            result.append(("T\(String(theme).leftPadded(to: 3)).yaml", text))
        }
        return result
    }

    /// The non-colour groups of a `mixed` theme, `count` tokens in all: of every 20, 2 radii, 3 spacing, 3 sizes,
    /// 2 opacities, 2 numbers, 2 durations, 1 font and 5 typography tokens.
    private func appendOtherGroups(count: Int, random: inout SplitMix64, to text: inout [UInt8]) {
        let mix: [(group: String, share: Int)] = [
            ("radii", 2), ("spacing", 3), ("sizes", 3), ("opacity", 2), ("numbers", 2), ("durations", 2),
            ("fonts", 1), ("typography", 5),
        ]
        // Each group's count: its share of every 20, the remainder to the first groups, one each at least.
        var counts = mix.map { count * $0.share / 20 }
        var index = 0
        while counts.reduce(0, +) < count {
            counts[index % counts.count] += 1
            index += 1
        }
        let fontCount = max(counts[6], 1)
        let sizeCount = max(counts[2], 1)
        let families = ["system", "systemRounded", "systemSerif", "systemMonospaced", "HiraginoSans-W3", "Avenir-Book"]
        let weights = ["regular", "medium", "semibold", "bold", "light", "600"]
        let styles = ["body", "headline", "caption", "title", "footnote", "subheadline"]
        for (slot, (group, _)) in mix.enumerated() where counts[slot] > 0 {
            append("\(group):\n", to: &text)
            for token in 0..<counts[slot] {
                let prefix = String(group.first!)
                append("  \(prefix)\(token): ", to: &text)
                let value = random.next()
                if token % 3 == 2 {
                    append("\"{\(group).\(prefix)\(token - 1)}\"\n", to: &text)
                    continue
                }
                switch group {
                case "opacity": append("0.\(String(value % 100).leftPadded(to: 2))\n", to: &text)
                case "numbers": append("\(Int(value % 400) - 100).\(value % 10)\n", to: &text)
                case "durations": append("0.\(String(value % 1000).leftPadded(to: 3))\n", to: &text)
                case "fonts": append("\(families[Int(value % UInt64(families.count))])\n", to: &text)
                case "typography":
                    let size =
                        value % 2 == 0 ? "\"{sizes.s\((token / 2) % sizeCount * 3 % sizeCount)}\"" : "\(value % 40 + 8)"
                    append(
                        "{ font: \"{fonts.f\(token % fontCount)}\", size: \(size), "
                            + "weight: \(weights[Int((value >> 8) % UInt64(weights.count))]), lineHeight: \(value % 48 + 12), "
                            + "tracking: -0.\(value % 5), textStyle: \(styles[Int((value >> 16) % UInt64(styles.count))]) }\n",
                        to: &text)
                default: append("\(value % 63 + 1)\n", to: &text)  // radii, spacing, sizes: whole points
                }
            }
        }
    }

    /// One theme: a palette of hues × shades, and semantic colours in groups, each a light and a dark reference
    /// into the palette.
    private func styleDictionary(_ random: inout SplitMix64) -> [UInt8] {
        let shades = Self.styleDictionaryPalette.shades
        let (hues, colors) = styleDictionarySize
        let perGroup = Self.styleDictionaryColors.perGroup
        var text: [UInt8] = []
        text.reserveCapacity(75 * (hues * shades + colors))
        append("theme: Tokens\n", to: &text)
        append("description: A palette and semantic colours that refer into it, light and dark.\n", to: &text)
        append("palette:\n", to: &text)
        for hue in 0..<hues {
            append("  hue\(String(hue).leftPadded(to: 2)):\n", to: &text)
            for shade in 0..<shades {
                append("    \"\((shade + 1) * 50)\": \"#\(hex(random.next()))\"\n", to: &text)
            }
        }
        append("colors:\n", to: &text)
        for group in 0..<(colors + perGroup - 1) / perGroup {
            for token in 0..<min(perGroup, colors - group * perGroup) {
                let value = random.next()
                let hue = String(Int(value % UInt64(hues))).leftPadded(to: 2)
                let light = Int((value >> 8) % UInt64(shades / 2))
                let dark = shades - 1 - Int((value >> 16) % UInt64(shades / 2))
                append(
                    "  set\(group)Token\(token): { light: \"{palette.hue\(hue).\((light + 1) * 50)}\", "
                        + "dark: \"{palette.hue\(hue).\((dark + 1) * 50)}\" }\n", to: &text)
            }
        }
        return text
    }

    private func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for shift in stride(from: 20, through: 0, by: -4) { bytes.append(digits[Int((value >> UInt64(shift)) & 0xF)]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func append(_ string: String, to text: inout [UInt8]) {
        text.append(contentsOf: string.utf8)
    }
}

/// A small, fast, seeded pseudo-random generator (SplitMix64), so generated sets are reproducible.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
