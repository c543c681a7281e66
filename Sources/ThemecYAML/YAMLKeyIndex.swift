/// The scalar keys of a large mapping → the index of their pair.
///
/// Open addressing over hashes consistent with `String`'s `==` (which is what makes two keys the same), so
/// each key is hashed once, and growing rehashes stored hashes, not strings. A key is hashed by
/// `TreeStorage.keyHash`: its bytes through a cheap hash seeded per process, or `String`'s own hash when
/// `usesStringHashes`, which an index switches to for good if a probe ever runs long (a flood of colliding keys).
struct KeyIndex {
    /// Per slot: the low 32 bits of the key's hash, above its pair's index plus one; `0` when the slot is
    /// empty. Eight bytes a slot keeps the table of a large mapping small enough to stay in cache.
    private var slots: [UInt64]
    private var count = 0
    /// Whether every key is hashed as a `String` (as `Hasher` does), rather than by its bytes.
    let usesStringHashes: Bool

    /// A probe longer than this, with the cheap hash, switches the index to `String`'s hashes.
    static let longProbe = 128

    init(minimumCapacity: Int, usesStringHashes: Bool) {
        self.usesStringHashes = usesStringHashes
        var size = 32
        while size < minimumCapacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    static func hash(_ key: String) -> Int {
        var hasher = Hasher()
        hasher.combine(key)
        return hasher.finalize()
    }

    /// The index of the pair with hash `hash` for which `isKey` holds, and how many slots were looked at.
    func pair(hash: Int, where isKey: (Int) -> Bool) -> (pair: Int?, probes: Int) {
        let check = UInt64(UInt32(truncatingIfNeeded: hash))
        let mask = slots.count - 1
        var slot = Int(check) & mask
        var probes = 1
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == check {
                let pair = Int(entry & 0xFFFF_FFFF) - 1
                if isKey(pair) { return (pair, probes) }
            }
            slot = (slot + 1) & mask
            probes += 1
        }
        return (nil, probes)
    }

    /// Records `pair` for a key with hash `hash` that is not in the index yet.
    mutating func insert(hash: Int, pair: Int) {
        if (count + 1) * 4 > slots.count * 3 {
            let old = slots
            slots = Array(repeating: 0, count: old.count * 2)
            for entry in old where entry != 0 { place(entry) }
        }
        place(UInt64(UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(UInt32(pair + 1)))
        count += 1
    }

    /// Puts `entry` in the first empty slot from the one its hash names.
    private mutating func place(_ entry: UInt64) {
        let mask = slots.count - 1
        var slot = Int(entry >> 32) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}
