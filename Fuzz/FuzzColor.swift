// libFuzzer target: the colour value parser on arbitrary text. Built by scripts/fuzz, not by SwiftPM.
import ThemecCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    switch ColorSyntax.parse(text) {
    case .success(.literal(let rgba)):
        // A literal is one of the accepted spellings, and its hex form parses back to the same colour.
        guard case .success(.literal(let again)) = ColorSyntax.parse(rgba.hex), again == rgba else {
            fatalError("'\(rgba.hex)' from '\(text)' does not parse back")
        }
    case .success(.reference(let segments)):
        if segments.count < 2 || segments.contains(where: \.isEmpty) {
            fatalError("reference '\(text)' has empty or too few segments")
        }
    case .failure(let failure):
        // The caret must point inside the text (or just past its end).
        let count = text.unicodeScalars.count
        if failure.offset < 0 || failure.length < 0 || failure.offset > count || failure.offset + failure.length > count
        {
            fatalError("failure range \(failure.offset)+\(failure.length) outside '\(text)' (\(count) scalars)")
        }
    }
    return 0
}
