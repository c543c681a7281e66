/// A token's name in the theme set: its path in the YAML and its Swift identifier.
public struct TokenName: Hashable, Sendable, CustomStringConvertible {
    /// The group the token is in.
    public var group: TokenGroup
    /// The keys from the group down to the token: `["gray", "600"]` for `palette.gray.600`. Kept as
    /// `dottedPath` (no key contains a dot) and split when asked for, like a declaration's path: the set's
    /// names are made from dotted paths, and an array per token cost an allocation and a split.
    public var path: [String] {
        get { splitAtDots(dottedPath) }
        set { dottedPath = newValue.joined(separator: ".") }
    }
    /// `gray.600`: the path joined with dots, as in references without the group.
    public private(set) var dottedPath: String
    /// The Swift identifier (`gray600`), after the identifier pipeline, without backticks.
    public var identifier: String

    /// The name of the token at `path` in `group`, spelt `identifier` in Swift.
    public init(group: TokenGroup, path: [String], identifier: String) {
        self.init(group: group, dottedPath: path.joined(separator: "."), identifier: identifier)
    }

    /// A name whose path is already joined with dots.
    public init(group: TokenGroup, dottedPath: String, identifier: String) {
        self.group = group
        self.dottedPath = dottedPath
        self.identifier = identifier
    }
    /// `palette.gray.600`: the full reference form.
    public var description: String { group.rawValue + "." + dottedPath }
}

/// A token of the set: its name and the documentation the YAML gave it.
public struct TokenInfo: Hashable, Sendable {
    /// The token's name.
    public var name: TokenName
    /// From the token's `description` (the first theme, in set order, that gives one).
    public var description: String?

    /// A token `name` with its `description`, if any.
    public init(name: TokenName, description: String? = nil) {
        self.name = name
        self.description = description
    }
}
