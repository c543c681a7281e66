// libFuzzer target: `themec import dtcg` without the disk — token files (JSON, JSON5, YAML) and a resolver
// document through `DTCGImporter.importSet`, then the diagnostics rendered. Built by scripts/fuzz, not by
// SwiftPM.
//
// The input is up to three files split by a line `--8<--`: a token file, a resolver document, and the file
// `base.json` the resolver may name in a `$ref`. The input's length picks the token file's extension, so the
// JSON, JSON5 and YAML readers are all reached.
import ThemecDTCG
import ThemecDiagnostics

private let separator = Array("\n--8<--\n".utf8)

private func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var files: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + separator.count <= bytes.count, files.count < 2 {
        if bytes[index..<(index + separator.count)].elementsEqual(separator) {
            files.append(Array(bytes[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    files.append(Array(bytes[start...]))
    return files
}

/// Traps unless `output` is printable: no byte below 0x20 but the newline, no DEL, no C1 control, no
/// bidi control or other format character. Every rendered diagnostic must pass, whatever the input.
private func requirePrintable(_ output: String, _ format: DiagnosticFormat) {
    for scalar in output.unicodeScalars where scalar != "\n" && DiagnosticMessage.needsEscape(scalar) {
        fatalError("\(format) output holds the raw character U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDTCG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let parts = split(bytes)
    let tokenPath = ["tokens.json", "tokens.json5", "tokens.yaml"][size % 3]
    var files: [String: [UInt8]] = [tokenPath: parts[0]]
    if parts.count > 1 { files["app.resolver.json"] = parts[1] }
    if parts.count > 2 { files["base.json"] = parts[2] }
    let snapshot = files
    // As `DTCGFiles.read` does: the file's text, or an error when it is missing or not UTF-8.
    let read: DTCGFileReader = { path in
        guard let bytes = snapshot[path] else {
            return .failure(.error(DiagnosticID(rawValue: "path-not-found"), "no such file", at: nil))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.error(DiagnosticID(rawValue: "invalid-utf8"), "not UTF-8", at: nil))
        }
        return .success(text)
    }
    let request = DTCGImportRequest(
        tokenPaths: [tokenPath], resolverPaths: parts.count > 1 ? ["app.resolver.json"] : [])
    let result = DTCGImporter.importSet(request, read: read)

    for format in DiagnosticFormat.allCases {
        let renderer = DiagnosticRenderer(format: format, colored: false, sourceText: { result.sources[$0] })
        requirePrintable(renderer.render(result.diagnostics), format)
    }
    let hasErrors = result.diagnostics.contains { $0.severity == .error }
    if hasErrors && !result.themes.isEmpty { fatalError("themes despite errors") }
    for theme in result.themes {
        // A theme's file name is a plain name in the output folder, never a path.
        if theme.fileName.contains("/") || theme.fileName.hasPrefix(".") || theme.fileName.utf8.contains(0) {
            fatalError("unsafe theme file name '\(theme.fileName)'")
        }
    }
    return 0
}
