// libFuzzer target: the colour value parser on arbitrary text. Built by scripts/fuzz, not by SwiftPM.
import ThemecCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    let count = text.unicodeScalars.count
    var gamutMapped: ColorSyntax.GamutMapping?
    switch ColorSyntax.parse(text, gamutMapped: &gamutMapped) {
    case .success(.literal(let rgba)):
        // A literal is one of the accepted spellings, and its canonical form (`#RRGGBBAA` for sRGB,
        // `color(display-p3 …)` for Display P3) parses back to the same colour, in the same space, unclipped.
        var again: ColorSyntax.GamutMapping?
        guard case .success(.literal(let back)) = ColorSyntax.parse(rgba.text, gamutMapped: &again), back == rgba,
            again == nil
        else {
            fatalError("'\(rgba.text)' from '\(text)' does not parse back")
        }
        // A gamut warning points inside the text, and comes only with a Display P3 result.
        if let mapping = gamutMapped {
            if mapping.offset < 0 || mapping.length < 0 || mapping.offset + mapping.length > count
                || rgba.space != .displayP3
            {
                fatalError("gamut warning \(mapping.offset)+\(mapping.length) for '\(text)' (\(count) scalars)")
            }
        }
    case .success(.reference(let segments)):
        if segments.count < 2 || segments.contains(where: \.isEmpty) {
            fatalError("reference '\(text)' has empty or too few segments")
        }
    case .failure(let failure):
        // The caret must point inside the text (or just past its end).
        if failure.offset < 0 || failure.length < 0 || failure.offset > count || failure.offset + failure.length > count
        {
            fatalError("failure range \(failure.offset)+\(failure.length) outside '\(text)' (\(count) scalars)")
        }
    }
    return 0
}
