/// A question for `themec resolve`: which value does this token have, in this theme and appearance?
public struct TokenQuery: Hashable, Sendable {
    public var theme: String
    /// `colors.accent`, `palette.gray.600`, `radii.button`, …
    public var token: String
    public var appearance: Appearance
    /// A button role (`destructive`, `cancel`), for style queries.
    public var role: String?

    public init(theme: String, token: String, appearance: Appearance = .light, role: String? = nil) {
        self.theme = theme
        self.token = token
        self.appearance = appearance
        self.role = role
    }
}

/// Why a query has no answer; `message` is ready to show to a user.
public struct LookupError: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension ResolvedThemeSet {
    /// The value a token resolves to, after references, `extends`, opacity and high-contrast fallbacks.
    public func lookup(_ query: TokenQuery) -> Result<ResolvedValue, LookupError> {
        .failure(LookupError("not implemented"))  // TODO: implemented in core
    }
}
