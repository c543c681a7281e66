/// A token table's dotted paths to their ids, by hash: an open-addressing table of ids, each path's hash kept
/// by id, so that interning a path whose hash was found beforehand (on every core, for a large group) hashes
/// nothing on the one core, and a probe compares hashes before paths.
struct PathIndex: Sendable {
    /// Per bucket: 0 when empty, else the id plus one.
    private var buckets: [Int32] = []
    /// By id: its path's hash (`String.hashValue`).
    private var hashes: [Int] = []

    /// The id of the path `path` whose hash is `hash`, `paths` being the table's paths by id.
    func id(_ path: String, hash: Int, in paths: [String]) -> Int32? {
        if buckets.isEmpty { return nil }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry == 0 { return nil }
            let id = Int(entry - 1)
            if hashes[id] == hash, paths[id] == path { return Int32(id) }
            bucket = (bucket + 1) & mask
        }
    }

    /// Adds id `id` (the next one) for a path of hash `hash` that the index lacks.
    mutating func insert(_ id: Int32, hash: Int) {
        if 3 * (hashes.count + 1) > 2 * buckets.count { grow(to: hashes.count + 1) }
        hashes.append(hash)
        place(id, hash: hash)
    }

    /// Room for `count` ids in all, the table at most two-thirds full.
    mutating func reserve(_ count: Int) {
        hashes.reserveCapacity(count)
        if 3 * count > 2 * buckets.count { grow(to: count) }
    }

    private mutating func place(_ id: Int32, hash: Int) {
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = id + 1
    }

    private mutating func grow(to count: Int) {
        var size = max(16, buckets.count)
        while 3 * count > 2 * size { size *= 2 }
        buckets = [Int32](repeating: 0, count: size)
        for (id, hash) in hashes.enumerated() { place(Int32(id), hash: hash) }
    }
}
