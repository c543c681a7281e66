/// Writes synthetic theme sets of a chosen size, the same bytes for the same seed.
///
/// Shape: `themes` files, each a theme declaring all `colors` semantic colours with light and dark values.
/// Theme 0 is the base; every other theme extends the one before it (chains as deep as the theme count,
/// capped at 100 by restarting from the base). Every third colour is an alias of an earlier colour, and
/// aliases chain onto the previous alias up to 100 deep.
struct ThemeSetGenerator {
    var themes: Int
    var colors: Int
    var seed: UInt64

    /// The maximum length of an alias chain.
    static let aliasChainDepth = 100
    /// The maximum length of an `extends` chain.
    static let extendsChainDepth = 100

    /// The files, as (file name, contents).
    func files() -> [(name: String, contents: [UInt8])] {
        var random = SplitMix64(seed: seed)
        var result: [(name: String, contents: [UInt8])] = []
        for theme in 0..<themes {
            var text: [UInt8] = []
            text.reserveCapacity(colors * 56 + 256)
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
            result.append(("T\(String(theme).leftPadded(to: 3)).yaml", text))
        }
        return result
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
