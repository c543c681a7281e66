/// The collision keys (`SwiftIdentifier.collisionKey`) a group's accepted names hold, found by hashes computed
/// beforehand with the identifiers (on every core, for a large group): a probe compares hashes, and the keys
/// themselves only when two hashes are equal, so claiming a key on the one core hashes no string.
struct CollisionKeys {
    /// Per bucket: 0 when empty, else the high half of the key's hash and the claiming name's place plus one.
    private var buckets: [UInt64]
    private let mask: Int

    /// Room for `capacity` keys, the table at most two-thirds full.
    init(capacity: Int) {
        var size = 16
        while size < capacity + capacity / 2 { size *= 2 }
        buckets = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// The place of the name that already holds the key whose hash is `hash` (`sameKey(place)`: whether that
    /// place's key is the same key), or `nil` after the key is claimed for `place`.
    mutating func claim(_ hash: Int, for place: Int32, sameKey: (Int32) -> Bool) -> Int32? {
        let tag = UInt64(UInt32(truncatingIfNeeded: hash >> 32)) << 32
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry == 0 {
                buckets[bucket] = tag | UInt64(UInt32(place) + 1)
                return nil
            }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let other = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if sameKey(other) { return other }
            }
            bucket = (bucket + 1) & mask
        }
    }
}
