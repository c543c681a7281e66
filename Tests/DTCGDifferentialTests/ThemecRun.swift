import Foundation

/// Runs the built `themec` executable, output captured through files (no pipe to fill up).
enum ThemecRun {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `themec` built with the tests (the target depends on it): beside the test bundle, else the
    /// package's `.build/debug`.
    static let executable: String = {
        var candidates: [String] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("themec").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("themec").path)
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/themec").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    static func run(_ arguments: [String], scratch: URL) throws -> Result {
        let out = scratch.appendingPathComponent("stdout-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: out)
        try Data().write(to: err)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // An import reads no themec.yml (one above the temporary folder would change the rem base).
        process.arguments = arguments + (arguments.first == "import" ? ["--no-config"] : [])
        process.currentDirectoryURL = scratch
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
