import Foundation

/// Runs the Swift compiler the tests compile generated code with.
public enum Swiftc {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// `swiftc`: `$SWIFTC` if set, else the first on `PATH`.
    public static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(directory) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The flags every check uses: Swift 6 language mode, warnings as errors.
    public static let strictFlags: [String] = ["-swift-version", "6", "-warnings-as-errors"]

    /// Runs `swiftc arguments` and throws with its output if it fails.
    @discardableResult
    public static func run(_ arguments: [String], in directory: URL) throws -> String {
        guard let path else { throw Failure(description: "swiftc not found on PATH (or set SWIFTC)") }
        return try execute(path, arguments, in: directory)
    }

    /// Runs an executable, returning its standard output and error; throws when it exits non-zero.
    @discardableResult
    public static func execute(_ executable: String, _ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let command = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
            throw Failure(description: "`\(command)` exited with \(process.terminationStatus):\n\(output)")
        }
        return output
    }

    /// A fresh scratch directory.
    public static func scratchDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("themec-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → contents) under `directory`; returns their paths in the given order.
    public static func write(_ files: [(path: String, contents: String)], to directory: URL) throws -> [String] {
        try files.map { file in
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
    }
}
