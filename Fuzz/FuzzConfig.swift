// libFuzzer target: a themec.yml, read and checked as `compile` reads it (`ConfigChecks.read`), then its
// diagnostics rendered. Built by scripts/fuzz, not by SwiftPM.
import ThemecCLI
import ThemecDiagnostics

/// Traps unless `output` is printable: no byte below 0x20 but the newline, no DEL, no C1 control, no
/// bidi control or other format character. Every rendered diagnostic must pass, whatever the input.
private func requirePrintable(_ output: String, _ format: DiagnosticFormat) {
    for scalar in output.unicodeScalars where scalar != "\n" && DiagnosticMessage.needsEscape(scalar) {
        fatalError("\(format) output holds the raw character U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // Relative paths in the file are taken from a folder that does not exist, so nothing real is named.
    let result = ConfigChecks.read(bytes: bytes, path: "fuzz-config-folder/themec.yml")
    if result.isValid == result.diagnostics.contains(where: { $0.severity == .error }) {
        fatalError("valid \(result.isValid), yet errors \(!result.isValid)")
    }
    for diagnostic in result.diagnostics where diagnostic.severity == .error {
        // Every error of a themec.yml points into it: the path alone would not say where.
        guard let range = diagnostic.range, range.file == "fuzz-config-folder/themec.yml" else {
            fatalError("an error without a place in the file: \(diagnostic.message.text)")
        }
    }
    for format in DiagnosticFormat.allCases {
        let renderer = DiagnosticRenderer(format: format, colored: false, sourceText: { _ in result.source })
        requirePrintable(renderer.render(result.diagnostics), format)
    }
    return 0
}
