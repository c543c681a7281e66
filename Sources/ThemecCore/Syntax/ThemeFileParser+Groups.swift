import ThemecDiagnostics
import ThemecYAML

/// Reading a group of tokens (`palette`, `colors`, the number groups, `fonts`, `typography`, `shadows`,
/// `animations`): names checked, values read, declarations in source order.
///
/// Diagnostics come as from one pass that first checks the group's structure and names and then reads the
/// values: every problem with a name (or with a nested group's kind) in source order, then every problem
/// with a value in source order. A large group is read in consecutive ranges of its entries on every core,
/// each range with its own two lists of diagnostics, which are joined in order: names of every range, then
/// values of every range. That is exactly what the single pass gives, since no entry's checks depend on
/// another's (duplicate keys are the YAML stage's, collisions the resolver's).
extension ThemeFileParser {
    /// What one range of a group's entries produced.
    struct GroupPart<Value: Sendable>: Sendable {
        var declarations: [TokenDeclaration<Value>] = []
        /// The dotted paths of tokens whose value failed (already reported), in order.
        var failed: [String] = []
        var nameDiagnostics: [Diagnostic] = []
        var valueDiagnostics: [Diagnostic] = []
    }

    /// How a group's entries are walked: its name, whether it nests, and which keys make a mapping a value.
    struct GroupWalk: Sendable {
        var group: String
        var nested: Bool
        var leafKeys: [String]
    }

    /// A group with at least twice this many entries (at its top level) is read on every core, in ranges of at
    /// least this many: fewer would not pay for waking the other threads.
    static let minimumEntriesPerRange = 1024

    /// Appends to `declarations` the declarations of the group mapping `node`, descending into nested groups when `nested` (a mapping
    /// with one of `leafKeys` is a token's value rather than a group), each value read by `read` (which reports
    /// its own errors). A token `read` rejects goes into `failed` (as `group.path`), so that no theme is also
    /// told it lacks the token.
    mutating func groupDeclarations<Value: Sendable>(
        _ node: YAMLNode, group: String, nested: Bool, leafKeys: [String] = ThemeFormat.opacityKeys,
        into declarations: inout [TokenDeclaration<Value>], failed: inout Set<String>,
        _ read: @Sendable (inout ThemeFileParser, YAMLNode, YAMLNode) -> (Value, String?)?
    ) {
        if node.isNullScalar { return }  // `colors:` with nothing under it
        guard let pairs = node.mapping else {
            diagnostics.append(
                ThemeMessages.wrongType(
                    expected: "a mapping of token names to values", got: node.kindDescription, for: "'\(group)'",
                    at: node.range))
            return
        }
        let walk = GroupWalk(group: group, nested: nested, leafKeys: leafKeys)
        let ranges = ParallelMap.ranges(
            of: pairs.count, minimumSize: splitting?.minimumEntries ?? Self.minimumEntriesPerRange,
            pieces: splitting?.ranges)
        let document = self.document
        let parts =
            ranges.count < 2
            ? [Self.readPart(of: pairs, range: 0..<pairs.count, walk: walk, document: document, read)]
            : ParallelMap.map(ranges) { range in
                Self.readPart(of: pairs, range: range, walk: walk, document: document, read)
            }
        for part in parts { diagnostics += part.nameDiagnostics }
        for part in parts { diagnostics += part.valueDiagnostics }
        for part in parts {
            for dottedPath in part.failed { failed.insert(group + "." + dottedPath) }
        }
        // A group is written once (YAML rejects a repeated key), so its declarations are the part's own array.
        if parts.count == 1, declarations.isEmpty {
            declarations = parts[0].declarations
            return
        }
        // Exactly sized: the declarations are the largest thing a theme set keeps.
        declarations.reserveCapacity(declarations.count + parts.reduce(0) { $0 + $1.declarations.count })
        for part in parts { declarations += part.declarations }
    }

    /// The entries `range` of a group's top level, read with parsers of their own.
    static func readPart<Value: Sendable>(
        of pairs: YAMLMapping, range: Range<Int>, walk: GroupWalk, document: YAMLDocument,
        _ read: (inout ThemeFileParser, YAMLNode, YAMLNode) -> (Value, String?)?
    ) -> GroupPart<Value> {
        var names = ThemeFileParser(document: document)
        var values = ThemeFileParser(document: document)
        var part = GroupPart<Value>()
        // A flat group's tokens are its entries; a nested group grows from there.
        part.declarations.reserveCapacity(range.count)
        names.readEntries(of: pairs, range: range, path: [], walk: walk, values: &values, into: &part, read)
        part.nameDiagnostics = names.diagnostics
        part.valueDiagnostics = values.diagnostics
        return part
    }

    /// Checks the names of the entries `range` of `pairs` (this parser's diagnostics) and reads the values of
    /// the tokens among them (`values`' diagnostics) into `part`, descending into nested groups.
    mutating func readEntries<Value: Sendable>(
        of pairs: YAMLMapping, range: Range<Int>, path: [String], walk: GroupWalk, values: inout ThemeFileParser,
        into part: inout GroupPart<Value>, _ read: (inout ThemeFileParser, YAMLNode, YAMLNode) -> (Value, String?)?
    ) {
        // Once per group, not per token: the dotted prefix, the context for messages, and whether the prefix
        // is ASCII letters and digits.
        let prefix = path.joined(separator: ".")
        let context = path.isEmpty ? "'\(walk.group)'" : "'\(walk.group).\(prefix)'"
        let prefixIsASCIIAlphanumeric = path.allSatisfy(Self.isASCIIAlphanumeric)
        for index in range {
            let pair = pairs[index]
            guard let name = keyName(pair.key, context: context) else { continue }
            if let character = SwiftIdentifier.invisibleCharacter(in: name) {
                diagnostics.append(
                    ThemeMessages.invisibleCharacter(name, what: "token name", character: character, at: pair.key.range)
                )
                continue
            }
            let scan = Self.scanName(name)
            if let reason = scan.problem {
                diagnostics.append(ThemeMessages.invalidTokenName(name, reason: reason, at: pair.key.range))
                continue
            }
            if walk.nested, let entries = pair.value.mapping,
                !entries.contains(where: { walk.leafKeys.contains($0.key.scalar?.value ?? "") })
            {
                readEntries(
                    of: entries, range: 0..<entries.count, path: path + [name], walk: walk, values: &values,
                    into: &part, read)
                continue
            }
            let dottedPath = path.isEmpty ? name : prefix + "." + name
            let hasIdentifier =
                scan.isASCIIAlphanumeric && prefixIsASCIIAlphanumeric
                || SwiftIdentifier.identifier(for: path + [name]) != nil
            if !hasIdentifier {
                diagnostics.append(ThemeMessages.invalidIdentifier(dottedPath, at: pair.key.range))
                continue
            }
            guard let (expression, description) = read(&values, pair.value, pair.key) else {
                part.failed.append(dottedPath)
                continue
            }
            part.declarations.append(
                TokenDeclaration(
                    dottedPath: dottedPath, keyRange: pair.key.range, value: expression, valueRange: pair.value.range,
                    description: description))
        }
    }
}
