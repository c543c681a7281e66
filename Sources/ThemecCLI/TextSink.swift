#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's output goes: standard output, standard error, or a buffer in tests.
public struct TextSink: Sendable {
    /// Whether the sink is an interactive terminal (decides colour).
    public var isTerminal: Bool
    private let writeText: @Sendable (String) -> Void

    /// A sink that hands every text to `write`; `isTerminal` says whether colours may be used.
    public init(isTerminal: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeText = write
    }

    /// A sink writing straight to a file descriptor, unbuffered.
    public static func fileDescriptor(_ descriptor: Int32) -> TextSink {
        TextSink(isTerminal: isatty(descriptor) == 1) { writeAll(Array($0.utf8), to: descriptor) }
    }

    /// The process's standard output.
    public static var standardOutput: TextSink { fileDescriptor(STDOUT_FILENO) }
    /// The process's standard error.
    public static var standardError: TextSink { fileDescriptor(STDERR_FILENO) }

    /// Writes `text` as it is (no newline added).
    public func write(_ text: String) {
        writeText(text)
    }
}

/// Writes every byte, retrying after interruptions; gives up silently on errors (a closed pipe).
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if count < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += count
    }
}

/// Whether to colour diagnostics: only on a terminal, never with `NO_COLOR` set (to any value, even
/// empty), never on a `TERM=dumb` terminal.
public enum ColorChoice {
    /// Whether to colour output: only on a terminal, and never when `NO_COLOR` is set (to anything).
    public static func useColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal, environment["NO_COLOR"] == nil else { return false }
        return environment["TERM"] != "dumb"
    }
}

extension ThemecCommand {
    /// The environment of this process, as `run(arguments:environment:…)` expects it.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return [:] }
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }
}
