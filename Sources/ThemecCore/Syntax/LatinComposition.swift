/// Canonical composition (NFC) of Latin letters with combining marks, without Foundation: `Café` typed on a
/// Mac (`e` + U+0301) becomes `Café` with `é` (U+00E9), the form every other tool and the generated code use.
///
/// The standard library compares strings by canonical equivalence (`"e\u{301}" == "é"`) and hashes them
/// consistently, so the table needs no decompositions written out: it maps each precomposed letter of the
/// Latin blocks (Latin-1 Supplement to Latin Extended-B, Latin Extended Additional), as a one-scalar string,
/// to itself, and a cluster found in it is that letter. Clusters outside those blocks (other scripts, marks
/// with no precomposed letter) are kept as they are; a name holding them is checked as before.
enum LatinComposition {
    private static let table: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [:]
        for range in [0xC0...0x24F, 0x1E00...0x1EFF] {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
                table[String(scalar)] = scalar
            }
        }
        return table
    }()

    /// `text` with each decomposed Latin letter composed; `text` itself when there is none.
    static func composed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for character in text {
            let cluster = String(character)
            if character.unicodeScalars.count > 1, let composed = table[cluster] {
                out.append(composed)
            } else {
                out.append(contentsOf: cluster.unicodeScalars)
            }
        }
        return String(out)
    }
}
