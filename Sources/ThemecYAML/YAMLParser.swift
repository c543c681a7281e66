// Stage: YAML (entry file 2 of 6, docs/Architecture.md).
// Takes: one file's bytes and its path.
// Gives: a YAMLDocument: a tree of YAMLNodes, each with its SourceRange, and the file's SourceText.
// Reports: libyaml's syntax and encoding errors, the limits (file size, nesting, what aliases add), undefined
//        aliases, a second document (each of these stops the file), duplicate keys and unsupported tags.

internal import CYAML
internal import ThemecDiagnostics

/// Reads one YAML file into a located `YAMLNode` tree, using libyaml's event API.
///
/// The tree is built with an explicit stack, so deeply nested input cannot exhaust the call stack; every
/// limit in `YAMLLimits` is checked as the events arrive and ends parsing with a located error.
public enum YAMLParser {
    /// The version of the libyaml loaded at run time (e.g. `0.2.5`): part of `compile`'s no-op fingerprint,
    /// since libyaml is a shared library and not in the themec executable's bytes.
    package static var libyamlVersion: String { String(cString: yaml_get_version_string()) }

    /// Parses `bytes` (the contents of the file at `path`).
    ///
    /// - Errors that leave the text unreadable (libyaml's syntax and encoding errors, exceeded limits, an
    ///   undefined alias, a second document) stop parsing: `root` is `nil` and the error is the last
    ///   diagnostic.
    /// - Duplicate keys and unsupported tags are reported and parsing goes on, so one run shows them all;
    ///   `root` is kept, without the pairs whose key repeats an earlier one.
    /// - A file without any document (empty, or only comments) has neither a root nor a diagnostic.
    public static func parse(bytes: [UInt8], path: String, limits: YAMLLimits = .default) -> YAMLDocument {
        parse(bytes: bytes, path: path, limits: limits, batchSize: batchSize)
    }

    /// `parse(bytes:path:limits:)` with libyaml's events handed to the tree builder `batchSize` at a time;
    /// the tests and the fuzz target vary it to check that where a batch ends changes nothing.
    package static func parse(bytes: [UInt8], path: String, limits: YAMLLimits, batchSize: Int) -> YAMLDocument {
        if let decoded = YAMLByteOrderMark.utf8(from: bytes) {
            return parse(bytes: decoded, path: path, limits: limits, batchSize: batchSize)
        }
        if bytes.count > limits.maximumFileSize {
            // Keep only the first line for the excerpt; the rest is never looked at.
            let firstLineEnd =
                bytes.prefix(4096).firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
                ?? min(bytes.count, 4096)
            let diagnostic = Diagnostic.error(
                .fileTooLarge,
                YAMLMessages.fileTooLarge(size: bytes.count, limit: limits.maximumFileSize),
                at: .startOfFile(path))
            return YAMLDocument(
                root: nil, diagnostics: [diagnostic],
                source: SourceText(path: path, bytes: Array(bytes[..<firstLineEnd])))
        }
        let source = SourceText(path: path, bytes: bytes)
        if bytes.isEmpty {
            return YAMLDocument(root: nil, diagnostics: [], source: source)
        }
        var builder = TreeBuilder(path: path, limits: limits, locations: LocationMapper(bytes: bytes))
        builder.reserve(forInputBytes: bytes.count)
        // Each batch is read into the tree before libyaml goes on.
        bytes.withUnsafeBufferPointer { input in
            YAMLEventReader.read(input, batchSize: batchSize) { builder.consume($0) }
        }
        return YAMLDocument(root: builder.root, diagnostics: builder.diagnostics, source: source).explainingTabs()
    }

    /// Events per batch.
    static let batchSize = 1024
}
