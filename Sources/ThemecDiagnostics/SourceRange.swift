#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A position in a source file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, as libyaml does, so a caret lines up
/// under non-ASCII text the way a person reads it.
///
/// Stored as two 32-bit numbers (files are far smaller than 2³¹ lines or columns); the API is `Int`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The place at 1-based `line` and `column` (in Unicode scalars).
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Earlier lines first, then earlier columns.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text in one file: `start` is the first character, `end` the one after the last.
///
/// The file is held as a small number naming its path in a process-wide table (`SourceFileID`), so a range
/// is 20 bytes of plain data: the model keeps several per token, and copying one costs no reference counting.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    private var fileID: SourceFileID
    /// Where the range starts.
    public var start: SourceLocation
    /// Where it ends (the position after its last character).
    public var end: SourceLocation

    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String {
        get { fileID.path }
        set { fileID = SourceFileID(newValue) }
    }

    /// The range from `start` to `end` in the file at `file`.
    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.init(fileID: SourceFileID(file), start: start, end: end)
    }

    /// A range in the file `fileID` names; readers that make many ranges in one file look its path up once.
    package init(fileID: SourceFileID, start: SourceLocation, end: SourceLocation) {
        self.fileID = fileID
        self.start = start
        self.end = max(start, end)
    }

    /// The file, as the number `init(fileID:start:end:)` takes.
    package var sourceFileID: SourceFileID { fileID }

    /// A range covering the first position of a file; used for problems with a whole file.
    public static func startOfFile(_ file: String) -> SourceRange {
        SourceRange(file: file, start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 1))
    }

    /// `file:line:col-line:col`, the form tree dumps and test failures show.
    public var description: String { "\(file):\(start)-\(end)" }
}

/// A file path registered once per process and then named by its index.
///
/// Paths are compared by their UTF-8 bytes (two spellings of a name are two files, as on disk). The table
/// only grows: a run names a handful of files.
package struct SourceFileID: Hashable, Sendable {
    private let index: UInt32

    /// The number of `path`, registering it the first time.
    package init(_ path: String) {
        index = SourceFileTable.shared.index(of: path)
    }

    /// The path this number was made from.
    package var path: String { SourceFileTable.shared.path(at: index) }
}

/// The process-wide table behind `SourceFileID`.
private final class SourceFileTable: @unchecked Sendable {
    static let shared = SourceFileTable()

    /// A path as a dictionary key that compares bytes, not canonical equivalence as `String` does.
    private struct Key: Hashable {
        let path: String
        static func == (lhs: Key, rhs: Key) -> Bool { lhs.path.utf8.elementsEqual(rhs.path.utf8) }
        func hash(into hasher: inout Hasher) {
            var path = path
            path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()
    private var paths: [String] = [""]
    private var indices: [Key: UInt32] = [Key(path: ""): 0]

    func index(of path: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // The last path registered is the one asked for again and again.
        if let last = paths.last, last.utf8.elementsEqual(path.utf8) { return UInt32(paths.count - 1) }
        let key = Key(path: path)
        if let index = indices[key] { return index }
        let index = UInt32(truncatingIfNeeded: paths.count)
        paths.append(path)
        indices[key] = index
        return index
    }

    func path(at index: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return paths[Int(index)]
    }
}

/// A value together with the source range it came from.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where it is written.
    public var range: SourceRange

    /// `value`, written at `range`.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
