// libFuzzer target: the whole pipeline — load, resolve, emit, look up, render diagnostics.
// Built by scripts/fuzz, not by SwiftPM.
//
// The input is one theme file. A line `--8<--` splits it into up to three files, so `extends` between
// files, duplicate theme names and missing tokens are reachable too.
import ThemecCore
import ThemecDiagnostics
import ThemecEmit

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
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let files = split(bytes).enumerated().map { (path: "Themes/T\($0.offset).yaml", bytes: $0.element) }
    let result = ThemeSetLoader.load(files: files)

    // Every format renders, and none prints a raw control character, whatever the theme files hold.
    for format in DiagnosticFormat.allCases {
        let renderer = DiagnosticRenderer(format: format, colored: false, sourceText: { result.sources[$0] })
        requirePrintable(renderer.render(result.diagnostics), format)
    }

    let hasErrors = result.diagnostics.contains { $0.severity == .error }
    guard let set = result.themeSet else {
        if !hasErrors { fatalError("no theme set and no error") }
        return 0
    }
    if hasErrors { fatalError("a theme set despite errors") }

    let access: AccessLevel = size % 2 == 0 ? .internal : .public
    for file in SwiftEmitter.emit(set, options: EmitOptions(access: access)) {
        // Output paths come from the emitter alone: never absolute, never `..`, never empty parts.
        let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
        if file.path.hasPrefix("/") || file.path.utf8.contains(0)
            || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        {
            fatalError("unsafe generated path '\(file.path)'")
        }
    }

    let groups: [(String, [TokenInfo])] = [
        ("palette", set.palette), ("colors", set.colors), ("radii", set.radii), ("spacing", set.spacing),
    ]
    for theme in set.themes.prefix(3) {
        for (group, names) in groups {
            for info in names.prefix(4) {
                for appearance in Appearance.allCases {
                    let query = TokenQuery(
                        theme: theme.name, token: "\(group).\(info.name.dottedPath)", appearance: appearance)
                    if case .failure(let error) = set.lookup(query) {
                        fatalError(
                            "declared token \(query.token) of \(theme.name) does not resolve: \(error.message.text)")
                    }
                }
            }
        }
        _ = set.lookup(TokenQuery(theme: theme.name, token: "colors.noSuchToken"))
        _ = set.lookup(TokenQuery(theme: theme.name, token: "nogroup"))
    }
    _ = set.lookup(TokenQuery(theme: "NoSuchTheme", token: "colors.accent"))
    return 0
}
