/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case error
    case warning

    /// Warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A stable, machine-readable name for a kind of diagnostic (`unknown-key`, `reference-cycle`).
///
/// IDs appear in `--format json` and `--format github` output; scripts may match on them, so they never
/// change once released. Each is defined once, as a static constant next to its module's catalogue
/// (`DiagnosticID.unknownKey`), and listed in that module's `DiagnosticID` list (`yamlIDs`, `themeIDs`, …)
/// that the tests hold against docs/ThemeFormat.md and docs/DTCG.md. There is no string literal
/// conversion: a diagnostic names its ID through the constant.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The ID as printed and as `--format json` gives it (`duplicate-key`).
    public var rawValue: String
    /// The ID whose text is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The ID as printed: `rawValue`.
    public var description: String { rawValue }

    /// IDs in the order of their text.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A secondary message attached to a diagnostic, usually pointing at a related place ("first defined here").
public struct Note: Hashable, Sendable {
    /// What the note says.
    public var message: DiagnosticMessage
    /// Where it points; `nil` for a note about no place in particular.
    public var range: SourceRange?

    /// A note saying `message`, at `range` if given.
    public init(_ message: DiagnosticMessage, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A suggested edit: replace the text in `range` with `replacement`.
public struct FixIt: Hashable, Sendable {
    /// The text to replace.
    public var range: SourceRange
    /// What replaces it.
    public var replacement: String

    /// A fix-it that replaces the text at `range` with `replacement`.
    public init(replacing range: SourceRange, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in the input: the single value type every stage reports and the CLI renders.
///
/// Stages never print. They return diagnostics; `DiagnosticRenderer` turns them into text, JSON or
/// GitHub annotations in one place.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Error, warning or note.
    public var severity: Severity
    /// The stable ID, from the catalogue of the module that reports it.
    public var id: DiagnosticID
    /// What is wrong, user text escaped (see `DiagnosticMessage`).
    public var message: DiagnosticMessage
    /// Where the problem is. `nil` only for problems without a place (an unreadable path given on the command line).
    public var range: SourceRange?
    /// Further explanations, each with its own range.
    public var notes: [Note]
    /// Edits that would fix the problem.
    public var fixIts: [FixIt]

    /// A diagnostic of every part given.
    public init(
        _ severity: Severity,
        id: DiagnosticID,
        _ message: DiagnosticMessage,
        at range: SourceRange?,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// An error diagnostic.
    public static func error(
        _ id: DiagnosticID, _ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// A warning diagnostic.
    public static func warning(
        _ id: DiagnosticID, _ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// `file:line:col: severity: message`, without the source excerpt; handy in test failures.
    public var description: String {
        let place = range.map { "\(DiagnosticMessage.escape($0.file, limit: .max)):\($0.start): " } ?? ""
        return "\(place)\(severity.rawValue): \(message.text)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in the order a reader expects: by file, then position, then the order they were found.
    public func sortedForDisplay() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let ra = a.element.range
            let rb = b.element.range
            switch (ra, rb) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?):
                if x.file != y.file { return x.file < y.file }
                if x.start != y.start { return x.start < y.start }
                return a.offset < b.offset
            }
        }.map(\.element)
    }
}
extension Diagnostic: Error {}
