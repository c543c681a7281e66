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
    if let root = document.root, root.nodeCount > YAMLLimits.default.maximumNodes {
        fatalError("a tree of \(root.nodeCount) nodes passed the node limit")
    }
    // Rendering points carets into the source text: every diagnostic must render, in every format, and
    // print no raw control character.
    for format in DiagnosticFormat.allCases {
        let renderer = DiagnosticRenderer(format: format, colored: false, sourceText: { _ in document.source })
        requirePrintable(renderer.render(document.diagnostics), format)
    }
    // libyaml on a thread of its own, its events handed over in batches (of one event to many: each hand-over
    // waits for the other thread, so the small sizes are the rarer), must build the same tree and report the
    // same diagnostics as one thread does.
    let batchSize = [1, 3, 64, 256, 1024, 1024, 4096, 4096][Int(bytes.first ?? 0) % 8]
    let piped = YAMLParser.parse(
        bytes: bytes, path: "fuzz.yaml", limits: .default, pipelineThreshold: 0, batchSize: batchSize,
        splitThreshold: .max)
    if piped.root?.dump() != document.root?.dump() { fatalError("the two-thread path built another tree") }
    let plain = DiagnosticRenderer(format: .text, colored: false, sourceText: { _ in document.source })
    if plain.render(piped.diagnostics) != plain.render(document.diagnostics) {
        fatalError("the two-thread path reported other diagnostics")
    }
    // Parsed in two parts at cuts chosen by the input's first bytes among its line starts (the split parse
    // checks whether a cut holds), and at the cut the split parse would choose itself: a cut that is used
    // must build the same tree, and only for a file without diagnostics.
    let lineStarts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }.filter { $0 < bytes.count }
    var cuts: [(Int, Int)] = []
    if lineStarts.count >= 2 {
        for pick in 0..<3 {
            let first = Int(bytes[min(1 + 2 * pick, bytes.count - 1)]) % lineStarts.count
            let second = Int(bytes[min(2 + 2 * pick, bytes.count - 1)]) % lineStarts.count
            cuts.append((lineStarts[min(first, second)], lineStarts[max(first, second)]))
        }
    }
    if let chosen = YAMLParser.splitPoints(in: bytes) { cuts.append(chosen) }
    for (prefixEnd, suffixStart) in cuts {
        guard
            let split = YAMLParser.parseSplit(
                bytes: bytes, path: "fuzz.yaml", prefixEnd: prefixEnd, suffixStart: suffixStart, batchSize: batchSize)
        else { continue }
        if !document.diagnostics.isEmpty { fatalError("a split parse was used for a file with diagnostics") }
        if split.root?.dump() != document.root?.dump() { fatalError("the split parse built another tree") }
    }
    return 0
}
