internal import ThemecDiagnostics

/// Messages for keys that libyaml or YAML 1.1 treat in ways a theme author does not expect.
extension YAMLMessages {
    /// libyaml's limit on a key written without `?` (a "simple key"), in characters from the line's start.
    static let implicitKeyLimit = 1024

    /// libyaml's messages for a `:` after a simple key it no longer tracks, which it reports in its own words.
    static let longKeyProblems: Set<String> = [
        "mapping values are not allowed in this context", "could not find expected ':'",
    ]

    /// The message for libyaml's syntax error `problem` at 0-based `column`: themec's own when the cause is a
    /// key past `implicitKeyLimit`, else libyaml's (`syntax(problem:context:)`).
    static func syntax(problem: String, context: String?, column: Int) -> DiagnosticMessage {
        guard column >= implicitKeyLimit, longKeyProblems.contains(problem) else {
            return syntax(problem: problem, context: context)
        }
        return "this key is longer than YAML allows: a key written without '?' must end within 1,024 characters "
            + "of the start of its line; shorten it, or write it as '? KEY' with ': VALUE' on the next line"
    }

    /// A YAML 1.1 merge key, which the YAML 1.2 core schema themec reads does not have.
    static func mergeKey() -> DiagnosticMessage {
        "merge keys ('<<') are not supported: write the keys out in this mapping, or give the whole mapping "
            + "with an alias ('*name')"
    }
}
