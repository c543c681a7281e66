// libFuzzer target: the YAML wrapper on arbitrary bytes. Built by scripts/fuzz, not by SwiftPM.
import ThemecDiagnostics
import ThemecYAML

/// Traps unless `output` is printable: no byte below 0x20 but the newline, no DEL, no C1 control, no
/// bidi control or other format character. Every rendered diagnostic must pass, whatever the input.
private func requirePrintable(_ output: String, _ format: DiagnosticFormat) {
    for scalar in output.unicodeScalars where scalar != "\n" && DiagnosticMessage.needsEscape(scalar) {
        fatalError("\(format) output holds the raw character U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let document = YAMLParser.parse(bytes: bytes, path: "fuzz.yaml")
    // A fatal error leaves no root and is the last diagnostic; a document without diagnostics has a
    // root unless the file holds no document at all.
    if document.root == nil, let last = document.diagnostics.last, last.severity != .error {
        fatalError("no root, yet the last diagnostic is not an error")
    }
    // A tree holds what is written (at most two nodes a byte: `-` is a list and its empty item) and what
    // aliases add, which has its own limit.
    if let root = document.root, root.nodeCount > 2 * bytes.count + 2 + YAMLLimits.default.maximumAliasExpansion {
        fatalError("a tree of \(root.nodeCount) nodes passed the alias expansion limit")
    }
    // Rendering points carets into the source text: every diagnostic must render, in every format, and
    // print no raw control character.
    for format in DiagnosticFormat.allCases {
        let renderer = DiagnosticRenderer(format: format, colored: false, sourceText: { _ in document.source })
        requirePrintable(renderer.render(document.diagnostics), format)
    }
    // Events handed to the tree builder in batches of one event to many must build the same tree and report
    // the same diagnostics as the default batches do.
    let batchSize = [1, 3, 64, 256, 1024, 1024, 4096, 4096][Int(bytes.first ?? 0) % 8]
    let batched = YAMLParser.parse(bytes: bytes, path: "fuzz.yaml", limits: .default, batchSize: batchSize)
    if batched.root?.dump() != document.root?.dump() { fatalError("other batches built another tree") }
    let plain = DiagnosticRenderer(format: .text, colored: false, sourceText: { _ in document.source })
    if plain.render(batched.diagnostics) != plain.render(document.diagnostics) {
        fatalError("other batches reported other diagnostics")
    }
    return 0
}
