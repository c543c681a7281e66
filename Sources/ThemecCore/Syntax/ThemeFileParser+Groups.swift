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
///
/// A nested group is split by its leaves, not its top-level entries (a palette of 50 hues of 20 shades is
/// 1,000 tokens): each top-level entry weighs the tokens it can hold, and the ranges hold about equal weight.
/// The declarations go straight into the group's one array: each entry has its slots, at the sum of the
/// weights before it, and the ranges' runs are moved together afterwards (a move of bytes, no copy of a
/// declaration and no retain).
extension ThemeFileParser {
    /// What one range of a group's entries produced (its declarations are in the group's array).
    struct GroupPart: Sendable {
        /// How many declarations the range wrote, from its first slot on.
        var written = 0
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

    /// Consecutive uninitialised slots of a group's array that one range writes its declarations into, in
    /// order; never more than `capacity` (the range's weight, which bounds what it can declare).
    struct DeclarationSlots<Value: Sendable>: @unchecked Sendable {
        let base: UnsafeMutablePointer<TokenDeclaration<Value>>?
        let capacity: Int
        private(set) var count = 0

        init(base: UnsafeMutablePointer<TokenDeclaration<Value>>?, capacity: Int) {
            self.base = base
            self.capacity = capacity
        }

        /// Moves `declaration` into the next slot (consumed: a copy here cost a retain of each of its parts).
        mutating func append(_ declaration: consuming TokenDeclaration<Value>) {
            precondition(count < capacity, "a group's entry declared more tokens than it holds")
            (base! + count).initialize(to: declaration)
            count += 1
        }
    }

    /// A group with at least twice this many tokens is read on every core, in ranges of at least this many:
    /// fewer would not pay for waking the other threads (a token costs a few thousand instructions).
    static let minimumEntriesPerRange = 256

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
        // Where each top-level entry's slots start (and, last, how many slots there are): a flat group's entry
        // holds one token at most, a nested group's entry as many as it has leaves.
        let offsets = nested ? Self.leafOffsets(of: pairs, walk: walk) : nil
        let total = offsets?.last ?? pairs.count
        let ranges = Self.ranges(
            of: pairs.count, offsets: offsets, total: total,
            minimumSize: splitting?.minimumEntries ?? Self.minimumEntriesPerRange, pieces: splitting?.ranges)
        let document = self.document
        var parts: [GroupPart] = []
        let written = [TokenDeclaration<Value>](unsafeUninitializedCapacity: total) { buffer, initialized in
            let slots = buffer.baseAddress.map(SendablePointer.init)
            @Sendable func readRange(_ range: Range<Int>) -> GroupPart {
                let start = offsets?[range.lowerBound] ?? range.lowerBound
                let end = offsets?[range.upperBound] ?? range.upperBound
                var into = DeclarationSlots(base: slots.map { $0.pointer + start }, capacity: end - start)
                var part = Self.readPart(of: pairs, range: range, walk: walk, document: document, into: &into, read)
                part.written = into.count
                return part
            }
            parts = ranges.count < 2 ? [readRange(0..<pairs.count)] : fanout.map(ranges, readRange)
            // Each range's run moved down to follow the previous one's: bytes moved, nothing retained.
            var end = 0
            for (range, part) in zip(ranges, parts) {
                let start = offsets?[range.lowerBound] ?? range.lowerBound
                if start != end, let base = slots?.pointer {
                    (base + end).moveInitialize(from: base + start, count: part.written)
                }
                end += part.written
            }
            initialized = end
        }
        for part in parts { diagnostics += part.nameDiagnostics }
        for part in parts { diagnostics += part.valueDiagnostics }
        for part in parts {
            for dottedPath in part.failed { failed.insert(group + "." + dottedPath) }
        }
        // A group is written once (YAML rejects a repeated key), so its declarations are this array.
        if declarations.isEmpty {
            declarations = written
        } else {
            declarations += written
        }
    }

    /// `0..<count` (a group's top-level entries) in consecutive ranges, as `ParallelMap.ranges` splits them,
    /// but by weight when `offsets` gives where each entry's slots start: `total` slots in ranges of about
    /// equal weight, at least `minimumSize` each. Never an empty range but for an empty group.
    static func ranges(of count: Int, offsets: [Int]?, total: Int, minimumSize: Int, pieces: Int?) -> [Range<Int>] {
        guard let offsets else { return ParallelMap.ranges(of: count, minimumSize: minimumSize, pieces: pieces) }
        let even = ParallelMap.ranges(of: total, minimumSize: minimumSize, pieces: pieces)
        if even.count < 2 { return [0..<count] }
        // Each boundary of the even split of the slots, moved to the first entry that starts at or after it.
        var ranges: [Range<Int>] = []
        var lower = 0
        var index = 0
        for slotRange in even.dropFirst() {
            while index < count, offsets[index] < slotRange.lowerBound { index += 1 }
            if index > lower {
                ranges.append(lower..<index)
                lower = index
            }
        }
        if count > lower { ranges.append(lower..<count) }
        return ranges.isEmpty ? [0..<count] : ranges
    }

    /// Where the slots of each of a nested group's top-level entries start, and last the number of slots:
    /// the tokens each entry would declare were every name valid (its leaves, walked as `readEntries` walks).
    static func leafOffsets(of pairs: YAMLMapping, walk: GroupWalk) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(pairs.count + 1)
        var total = 0
        for pair in pairs {
            offsets.append(total)
            total += leafCount(pair.value, walk: walk)
        }
        offsets.append(total)
        return offsets
    }

    /// How many tokens `value` holds: 1 for a token, its leaves for a nested group.
    static func leafCount(_ value: YAMLNode, walk: GroupWalk) -> Int {
        guard let entries = subgroup(value, walk: walk) else { return 1 }
        var count = 0
        for pair in entries { count += leafCount(pair.value, walk: walk) }
        return count
    }

    /// `value`'s entries when it is a nested group (of a group that nests): a mapping without a leaf key.
    static func subgroup(_ value: YAMLNode, walk: GroupWalk) -> YAMLMapping? {
        guard walk.nested, let entries = value.mapping else { return nil }
        for pair in entries where isLeafKey(pair.key, walk.leafKeys) { return nil }
        return entries
    }

    /// Whether `key` is a scalar whose text is one of `leafKeys` (ASCII): compared by bytes when the key is
    /// ASCII, as text otherwise (where canonical equivalence decides, as `==` of the strings does).
    static func isLeafKey(_ key: YAMLNode, _ leafKeys: [String]) -> Bool {
        let ascii = key.withScalarUTF8 { bytes -> Bool? in
            for byte in bytes where byte >= 0x80 { return nil }
            for leafKey in leafKeys {
                var leafKey = leafKey
                if leafKey.withUTF8({ $0.elementsEqual(bytes) }) { return true }
            }
            return false
        }
        switch ascii {
        case .some(.some(let found)): return found
        case .some(.none): return leafKeys.contains(key.scalar?.value ?? "")
        case .none: return leafKeys.contains("")
        }
    }

    /// The entries `range` of a group's top level, read with parsers of their own, their declarations written
    /// into `slots`.
    static func readPart<Value: Sendable>(
        of pairs: YAMLMapping, range: Range<Int>, walk: GroupWalk, document: YAMLDocument,
        into slots: inout DeclarationSlots<Value>,
        _ read: (inout ThemeFileParser, YAMLNode, YAMLNode) -> (Value, String?)?
    ) -> GroupPart {
        var names = ThemeFileParser(document: document)
        var values = ThemeFileParser(document: document)
        var part = GroupPart()
        // Each range's nodes through a tree object of its own: the ranges are read on different cores.
        names.readEntries(
            of: pairs.withOwnReference(), range: range, path: [], walk: walk, values: &values, into: &part,
            slots: &slots, read)
        part.nameDiagnostics = names.diagnostics
        part.valueDiagnostics = values.diagnostics
        return part
    }

    /// Checks the names of the entries `range` of `pairs` (this parser's diagnostics) and reads the values of
    /// the tokens among them (`values`' diagnostics) into `slots`, descending into nested groups.
    mutating func readEntries<Value: Sendable>(
        of pairs: YAMLMapping, range: Range<Int>, path: [String], walk: GroupWalk, values: inout ThemeFileParser,
        into part: inout GroupPart, slots: inout DeclarationSlots<Value>,
        _ read: (inout ThemeFileParser, YAMLNode, YAMLNode) -> (Value, String?)?
    ) {
        // Once per group, not per token: the dotted prefix, the context for messages, and whether the prefix
        // is ASCII letters and digits.
        let prefix = path.joined(separator: ".")
        let context = path.isEmpty ? "'\(walk.group)'" : "'\(walk.group).\(prefix)'"
        let prefixIsASCIIAlphanumeric = path.allSatisfy(Self.isASCIIAlphanumeric)
        /// A token's value read into `slots` (or its path into `failed`).
        func readValue(of pair: YAMLPair, dottedPath: String) {
            guard let (expression, description) = read(&values, pair.value, pair.key) else {
                part.failed.append(dottedPath)
                return
            }
            slots.append(
                TokenDeclaration(
                    dottedPath: dottedPath, keyRange: pair.key.range, value: expression, valueRange: pair.value.range,
                    description: description))
        }
        for index in range {
            let pair = pairs[index]
            // Nearly every key is ASCII letters and digits: its dotted path made from its bytes in one string
            // (no string of the name, no joining), as the general path below would make it.
            if let dottedPath = Self.commonKey(
                pair.key, prefix: prefix, prefixIsASCIIAlphanumeric: prefixIsASCIIAlphanumeric)
            {
                if let entries = Self.subgroup(pair.value, walk: walk) {
                    readEntries(
                        of: entries, range: 0..<entries.count, path: path + [pair.key.scalarValue ?? ""], walk: walk,
                        values: &values, into: &part, slots: &slots, read)
                    continue
                }
                readValue(of: pair, dottedPath: dottedPath)
                continue
            }
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
            if let entries = Self.subgroup(pair.value, walk: walk) {
                readEntries(
                    of: entries, range: 0..<entries.count, path: path + [name], walk: walk, values: &values,
                    into: &part, slots: &slots, read)
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
            readValue(of: pair, dottedPath: dottedPath)
        }
    }

    /// The dotted path of a key of the usual kind under `prefix` (the parent groups' dotted path, "" at the top
    /// level): a scalar of ASCII letters and digits under a prefix of them, so the name has no problem and the
    /// path an identifier; `nil` for any other key.
    static func commonKey(_ key: YAMLNode, prefix: String, prefixIsASCIIAlphanumeric: Bool) -> String? {
        guard prefixIsASCIIAlphanumeric, !key.isNullScalar else { return nil }
        var prefix = prefix
        let dottedPath = key.withScalarUTF8 { bytes -> String? in
            guard !bytes.isEmpty else { return nil }
            for byte in bytes {
                let folded = byte | 0x20
                guard (byte >= 0x30 && byte <= 0x39) || (folded >= 0x61 && folded <= 0x7A) else { return nil }
            }
            return prefix.withUTF8 { prefixBytes -> String in
                if prefixBytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
                let count = prefixBytes.count + 1 + bytes.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefixBytes)
                    buffer[prefixBytes.count] = UInt8(ascii: ".")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(prefixBytes.count + 1)...])
                        .initialize(fromContentsOf: bytes)
                    return count
                }
            }
        }
        return dottedPath ?? nil
    }
}
