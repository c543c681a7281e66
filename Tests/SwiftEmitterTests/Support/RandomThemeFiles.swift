import ThemecCore

/// Random valid theme files where themes extend each other several levels deep, override some tokens and styles,
/// and refer to tokens that a theme further down overrides (`c3: "{colors.c1}"` in the root, `c1` set again in a
/// child), loaded by the real loader: the emitted Swift must hold every resolved value, also those a theme does
/// not declare but that change through what it does.
enum RandomThemeFiles {
    /// Theme names, with identifiers distinct from each other; some sort before the themes they extend.
    static let themeNames: [String] = [
        "Default", "Ocean", "Dark-Night", "Brand2024", "Ünïcode", "high_contrast", "Zeta", "Alpha", "class",
    ]

    /// The files of one random set: a root, then themes that each extend a random earlier one (a second root
    /// now and then). `tag` goes into the style names, as in `RandomThemeSet.make`.
    static func make(using generator: inout SeededGenerator, tag: String) -> [(path: String, bytes: [UInt8])] {
        let paletteCount = Int.random(in: 1...4, using: &generator)
        let colorCount = Int.random(in: 2...8, using: &generator)
        let radiusCount = Int.random(in: 1...3, using: &generator)
        let spacingCount = Int.random(in: 0...3, using: &generator)
        let names = Array(themeNames.shuffled(using: &generator).prefix(Int.random(in: 2...6, using: &generator)))
        var files: [(path: String, bytes: [UInt8])] = []
        for (index, name) in names.enumerated() {
            let isRoot = index == 0 || Int.random(in: 0..<6, using: &generator) == 0
            // A root declares everything; a child each token with probability 1/3, and at least one colour.
            func declares(_ slot: Int) -> Bool { isRoot || Int.random(in: 0..<3, using: &generator) == 0 }
            var yaml = "theme: \(quoted(name))\n"
            if !isRoot {
                yaml += "extends: \(quoted(names[Int.random(in: 0..<index, using: &generator)]))\n"
            }
            yaml += group("palette", count: paletteCount, declares: declares) { _ in
                quoted(hex(using: &generator))
            }
            let forced = isRoot ? -1 : Int.random(in: 0..<colorCount, using: &generator)
            yaml += group("colors", count: colorCount, declares: { $0 == forced || declares($0) }) { slot in
                color(slot, paletteCount: paletteCount, using: &generator)
            }
            yaml += group("radii", count: radiusCount, declares: declares) { slot in
                number(slot, group: "radii", using: &generator)
            }
            yaml += group("spacing", count: spacingCount, declares: declares) { slot in
                number(slot, group: "spacing", using: &generator)
            }
            yaml += group("sizes", count: 2, declares: declares) { slot in
                number(slot, group: "sizes", using: &generator)
            }
            yaml += group("opacity", count: 2, declares: declares) { slot in
                slot > 0 && Bool.random(using: &generator)
                    ? quoted("{opacity.o0}") : ["0", "0.5", "1"].randomElement(using: &generator)!
            }
            yaml += group("fonts", count: 2, declares: declares) { slot in
                slot > 0 && Bool.random(using: &generator)
                    ? quoted("{fonts.f0}")
                    : quoted(
                        ["system", "systemSerif", "HiraginoSans-W3", "Avenir Next"].randomElement(using: &generator)!)
            }
            yaml += group("typography", count: 3, declares: declares) { slot in
                typography(slot, using: &generator)
            }
            if isRoot || Int.random(in: 0..<3, using: &generator) == 0 {
                yaml += "buttonStyles:\n  button\(tag):\n"
                yaml += "    foreground: \"{colors.c\(Int.random(in: 0..<colorCount, using: &generator))}\"\n"
                yaml += "    background: \"{colors.c\(Int.random(in: 0..<colorCount, using: &generator))}\"\n"
                yaml += "    cornerRadius: \"{radii.r\(Int.random(in: 0..<radiusCount, using: &generator))}\"\n"
                yaml += "    pressed: { opacity: 0.5 }\n"
                if Bool.random(using: &generator) { yaml += "    hovered: { opacity: 0.8 }\n" }
                if Bool.random(using: &generator) { yaml += "    focused: { scale: 1.05 }\n" }
                yaml += "    scaling: \(["fixed", "body", "title3"].randomElement(using: &generator)!)\n"
            }
            if isRoot || Int.random(in: 0..<3, using: &generator) == 0 {
                yaml += "listSections:\n  section\(tag):\n"
                yaml += "    cornerRadius: \"{radii.r\(Int.random(in: 0..<radiusCount, using: &generator))}\"\n"
                yaml += "    rowBackground: \"{colors.c\(Int.random(in: 0..<colorCount, using: &generator))}\"\n"
                yaml += "    rowMinHeight: 44\n"
                yaml += "    headerForeground: \"{colors.c\(Int.random(in: 0..<colorCount, using: &generator))}\"\n"
                yaml += "    spacing: 8\n"
            }
            files.append(("Themes/theme\(index)\(tag).yaml", Array(yaml.utf8)))
        }
        return files
    }

    /// `<name>:` and a line per declared token `<letter><slot>`.
    private static func group(
        _ name: String, count: Int, declares: (Int) -> Bool, value: (Int) -> String
    ) -> String {
        var lines = ""
        for slot in 0..<count where declares(slot) {
            lines += "  \(name.prefix(1))\(slot): \(value(slot))\n"
        }
        return lines.isEmpty ? "" : "\(name):\n" + lines
    }

    /// A literal, or a reference to a palette colour or an earlier colour (so there are no cycles, in any theme),
    /// a system colour, an opacity, or light and dark values.
    private static func color(_ slot: Int, paletteCount: Int, using generator: inout SeededGenerator) -> String {
        let earlier = slot > 0 ? "{colors.c\(Int.random(in: 0..<slot, using: &generator))}" : nil
        let palette = "{palette.p\(Int.random(in: 0..<paletteCount, using: &generator))}"
        switch Int.random(in: 0..<7, using: &generator) {
        case 0, 1: return quoted(earlier ?? palette)
        case 2: return quoted(palette)
        case 3: return quoted(["{system.label}", "{system.separator}", "{system.systemBlue}"][slot % 3])
        case 4: return "{ color: \(quoted(earlier ?? palette)), opacity: 0.5 }"
        case 5: return "{ light: \(quoted(palette)), dark: \(quoted(hex(using: &generator))) }"
        default: return quoted(hex(using: &generator))
        }
    }

    /// A literal, or a reference to an earlier token of the group.
    private static func number(_ slot: Int, group: String, using generator: inout SeededGenerator) -> String {
        if slot > 0, Bool.random(using: &generator) {
            return quoted("{\(group).\(group.prefix(1))\(Int.random(in: 0..<slot, using: &generator))}")
        }
        // A size may be a typography's (`{sizes.s0}`), which must be more than 0.
        return (group == "sizes" ? ["4", "8", "12.5", "0.25"] : ["0", "4", "8", "12.5", "0.25"])
            .randomElement(using: &generator)!
    }

    /// A typography of a random shape: a reference to an earlier one, a text style alone, or a full mapping.
    private static func typography(_ slot: Int, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where slot > 0: return quoted("{typography.t\(Int.random(in: 0..<slot, using: &generator))}")
        case 1: return "{ textStyle: headline, weight: bold }"
        default:
            let size = ["12", "17", "{sizes.s0}"].randomElement(using: &generator)!
            return "{ font: \"{fonts.f1}\", size: \(size.hasPrefix("{") ? quoted(size) : size), lineHeight: 20, "
                + "tracking: -0.5, scaling: fixed }"
        }
    }

    private static func hex(using generator: inout SeededGenerator) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String((0..<6).map { _ in digits[Int.random(in: 0..<16, using: &generator)] })
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
