/// The nodes of a document as they are built: what becomes its `YAMLTree`.
struct TreeStorage {
    var nodes: [YAMLTree.Node] = []
    var children: [Int32] = []
    var text: [UInt8] = []
    var tags: [String] = []

    func isScalar(_ index: Int32) -> Bool { nodes[Int(index)].kind == .scalar }

    /// Whether the scalar is `<<` written plain and without a tag: a YAML 1.1 merge key.
    func isMergeKey(_ index: Int32) -> Bool {
        let node = nodes[Int(index)]
        return node.count == 2 && node.style == .plain && node.tag < 0 && text[node.start] == 0x3C
            && text[node.start + 1] == 0x3C
    }

    func string(_ index: Int32) -> String {
        let node = nodes[Int(index)]
        if node.count == 0 { return "" }
        return text.withUnsafeBufferPointer { text in
            String(
                decoding: UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)]), as: UTF8.self)
        }
    }

    /// A hash of the scalar's value that is the same for values equal as `String`s (canonically equivalent).
    ///
    /// `asString`: `String`'s own hash. Otherwise a value whose canonical decomposition is ASCII is hashed by
    /// the bytes of that decomposition, with a cheap hash seeded per process. Such a value is ASCII but for
    /// the only three characters that decompose to ASCII (U+037E to ';', U+1FEF to '`', U+212A to 'K'), and
    /// no other value equals it; any other value gets `String`'s hash.
    func keyHash(_ index: Int32, asString: Bool) -> Int {
        let node = nodes[Int(index)]
        if asString { return KeyIndex.hash(string(index)) }
        return text.withUnsafeBufferPointer { text -> Int in
            let bytes = UnsafeBufferPointer(rebasing: text[node.start..<node.start + Int(node.count)])
            if node.isASCII { return Self.byteHash(bytes) }
            var decomposed: [UInt8] = []
            decomposed.reserveCapacity(bytes.count)
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let rest = bytes.count - offset
                if byte < 0x80 {
                    decomposed.append(byte)
                    offset += 1
                } else if rest >= 2, byte == 0xCD, bytes[offset + 1] == 0xBE {
                    decomposed.append(UInt8(ascii: ";"))
                    offset += 2
                } else if rest >= 3, byte == 0xE1, bytes[offset + 1] == 0xBF, bytes[offset + 2] == 0xAF {
                    decomposed.append(UInt8(ascii: "`"))
                    offset += 3
                } else if rest >= 3, byte == 0xE2, bytes[offset + 1] == 0x84, bytes[offset + 2] == 0xAA {
                    decomposed.append(UInt8(ascii: "K"))
                    offset += 3
                } else {
                    return KeyIndex.hash(string(index))
                }
            }
            return decomposed.withUnsafeBufferPointer { Self.byteHash($0) }
        }
    }

    /// Per process, so that colliding keys cannot be prepared in advance.
    private static let byteHashSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt16)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// Eight bytes at a time: multiply, fold the high bits down; a final mix spreads every bit.
    private static func byteHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = byteHashSeed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while offset + 8 <= bytes.count {
                hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 29
                offset += 8
            }
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
        }
        hash &*= 0x94D0_49BB_1331_11EB
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether two scalars' values are equal as `String`s are (canonical equivalence): by their bytes, and
    /// only when those differ and either is not ASCII throughout, as strings.
    func scalarsEqual(_ first: Int32, _ second: Int32) -> Bool {
        let a = nodes[Int(first)]
        let b = nodes[Int(second)]
        if a.count == b.count {
            let same = text.withUnsafeBufferPointer { text in
                var offset = 0
                while offset < Int(a.count) {
                    if text[a.start + offset] != text[b.start + offset] { return false }
                    offset += 1
                }
                return true
            }
            if same { return true }
        }
        if a.isASCII, b.isASCII { return false }
        return string(first) == string(second)
    }
}
