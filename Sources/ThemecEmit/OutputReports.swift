/// What `OutputWriter.write` did. Paths are relative to the output directory, sorted.
public struct WriteReport: Hashable, Sendable {
    /// Files that did not exist before.
    public var created: [String]
    /// Files whose contents changed and were replaced.
    public var updated: [String]
    /// Files whose contents were already right, left untouched.
    public var unchanged: [String]
    /// Files themec generated before and no longer does, deleted.
    public var removed: [String]
    /// Whether the manifest was (re)written.
    public var manifestWritten: Bool
    /// Files themec generated before and no longer does, kept because they were changed since themec wrote
    /// them (their content is not what the manifest records); no longer themec's.
    public var kept: [String] = []

    /// A report of the given lists (relative paths, sorted).
    public init(
        created: [String] = [], updated: [String] = [], unchanged: [String] = [], removed: [String] = [],
        manifestWritten: Bool = false
    ) {
        self.created = created
        self.updated = updated
        self.unchanged = unchanged
        self.removed = removed
        self.manifestWritten = manifestWritten
    }

    /// New and changed files.
    public var written: [String] { (created + updated).sorted() }

    /// Whether nothing at all was written or removed.
    public var isNoOp: Bool { created.isEmpty && updated.isEmpty && removed.isEmpty && !manifestWritten }
}

/// How a directory differs from what `OutputWriter.write` would make it. Paths are relative, sorted.
public struct CheckReport: Hashable, Sendable {
    /// Generated files that do not exist yet (the manifest included, when it is missing).
    public var missing: [String]
    /// Generated files whose contents differ (the manifest included, when it is out of date).
    public var stale: [String]
    /// Files themec generated before, still present, and no longer generated.
    public var extra: [String]

    /// A report of the given lists (relative paths, sorted); up to date when all are empty.
    public init(missing: [String] = [], stale: [String] = [], extra: [String] = []) {
        self.missing = missing
        self.stale = stale
        self.extra = extra
    }

    /// Whether a write would change nothing.
    public var isUpToDate: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }
}
