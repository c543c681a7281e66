import Foundation
import ThemecCore
import ThemecEmit
import ThemecYAML

// themec-bench: the benchmark suite's helper (run by scripts/benchmark).
//
//   themec-bench generate --themes T --colors C [--shape colors|mixed] [--seed S] --output DIR
//   themec-bench generate --shape styleDictionary [--colors TOTAL] [--seed S] --output DIR
//       writes a synthetic theme set (see ThemeSetGenerator): T themes of C tokens each (all colours, or half
//       colours and half the other groups), or one theme shaped like Style Dictionary's benchmark
//   themec-bench stages DIR --output OUT [--repeat N]
//       runs each stage of `themec compile` through the library and prints the median time of each, in
//       milliseconds, as one JSON object

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("themec-bench: " + message + "\n").utf8))
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("usage: themec-bench generate|stages …") }
arguments.removeFirst()

@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}

switch command {
case "generate":
    let usage =
        "usage: themec-bench generate --themes T --colors C [--shape colors|mixed|styleDictionary] [--seed S] --output DIR"
    guard let shape = ThemeSetGenerator.Shape(rawValue: option("shape") ?? "colors"), let output = option("output")
    else { fail(usage) }
    let themes = option("themes").flatMap(Int.init) ?? 1
    guard let colors = option("colors").flatMap(Int.init) ?? (shape == .styleDictionary ? 0 : nil) else { fail(usage) }
    let seed = option("seed").flatMap(UInt64.init) ?? 42
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    var total = 0
    let generator = ThemeSetGenerator(themes: themes, tokens: colors, shape: shape, seed: seed)
    let files = generator.files()
    for file in files {
        total += file.contents.count
        guard FileManager.default.createFile(atPath: output + "/" + file.name, contents: Data(file.contents)) else {
            fail("cannot write \(output)/\(file.name)")
        }
    }
    print("\(generator.tokenCount) tokens, \(files.count) files, \(total) bytes")
case "stages":
    guard let output = option("output") else { fail("stages needs --output") }
    let repeats = option("repeat").flatMap(Int.init) ?? 3
    guard let directory = arguments.first else { fail("stages needs a directory of theme files") }
    var samples: [String: [Double]] = [:]
    for run in 0..<repeats {
        let times = try StageRunner.run(directory: directory, output: output + "/run-\(run)")
        for (stage, milliseconds) in times { samples[stage, default: []].append(milliseconds) }
    }
    let medians = samples.mapValues { values in values.sorted()[values.count / 2] }
    let fields = StageRunner.stageNames.map { "\"\($0)\": \(String(format: "%.2f", medians[$0] ?? 0))" }
    print("{" + fields.joined(separator: ", ") + "}")
default:
    fail("unknown command '\(command)'")
}
