/// A position in a source file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, as libyaml does, so a caret lines up
/// under non-ASCII text the way a person reads it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text in one file: `start` is the first character, `end` the one after the last.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering the first position of a file; used for problems with a whole file.
    public static func startOfFile(_ file: String) -> SourceRange {
        SourceRange(file: file, start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 1))
    }

    /// `file:line:col-line:col`, the form tree dumps and test failures show.
    public var description: String { "\(file):\(start)-\(end)" }
}

/// A value together with the source range it came from.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
