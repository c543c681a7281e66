/// One theme's resolved values of one token group, indexed as the set's names of that group.
///
/// A theme that extends another shares its parent's storage and keeps only the values in which it differs:
/// the values of the theme at the top of the chain (one array, never copied), and a sorted list of
/// overridden slots with their values. 200 themes that each change one colour of a 45,000-colour parent hold
/// one array of 45,000 values and 200 overrides, not 201 arrays. Read like an array: `theme.colors[i]`,
/// `count`, `indices`, `zip`, `map`.
///
/// A lookup is one bit test when the theme has overrides (a binary search among them when it hits), one array
/// read when it has none. When a theme's overrides would grow past a quarter of its values (a long chain of
/// themes that each change many), its values are stored in full instead.
public struct TokenValues<Value: Sendable>: RandomAccessCollection, Sendable {
    /// The shared values: the parent chain's full array (or the theme's own, when stored in full).
    private var shared: [Value]
    /// The overridden slots, ascending; parallel to `overrideValues`.
    private var overrideSlots: [Int32]
    private var overrideValues: [Value]
    /// One bit per slot, set for the overridden ones; empty when there are none.
    private var overridden: [UInt64]

    /// Values stored in full, shared with nothing.
    public init(_ values: [Value]) {
        shared = values
        overrideSlots = []
        overrideValues = []
        overridden = []
    }

    /// The first index, always 0.
    public var startIndex: Int { 0 }
    /// The index after the last value.
    public var endIndex: Int { shared.count }

    /// The value of the token at `position`.
    public subscript(position: Int) -> Value {
        if overridden.isEmpty { return shared[position] }
        precondition(position >= 0 && position < shared.count, "index out of range")
        guard overridden[position >> 6] & (1 << UInt64(position & 63)) != 0 else { return shared[position] }
        return overrideValues[overrideIndex(of: position)!]
    }

    /// How many values the theme stores itself rather than shares with the theme it extends (0 for a theme
    /// stored in full, which shares nothing and overrides nothing).
    public var overrideCount: Int { overrideSlots.count }

    /// Whether `self` and `other` read from the same shared storage (one extends the other, or both the same
    /// theme): then they can only differ in their overrides.
    public func sharesStorage(with other: TokenValues<Value>) -> Bool {
        shared.count == other.shared.count
            && shared.withUnsafeBufferPointer { mine in
                other.shared.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
    }

    /// The slots in which `self` may differ from `other` (same count): the overrides of either when both share
    /// storage, every slot otherwise. A superset of the slots that differ, ascending; compare the values to
    /// know.
    public func slotsPossiblyDiffering(from other: TokenValues<Value>) -> [Int] {
        guard count == other.count, sharesStorage(with: other) else { return Array(indices) }
        var slots: [Int] = []
        slots.reserveCapacity(overrideSlots.count + other.overrideSlots.count)
        var mine = 0
        var theirs = 0
        while mine < overrideSlots.count || theirs < other.overrideSlots.count {
            let a = mine < overrideSlots.count ? overrideSlots[mine] : Int32.max
            let b = theirs < other.overrideSlots.count ? other.overrideSlots[theirs] : Int32.max
            slots.append(Int(Swift.min(a, b)))
            if a <= b { mine += 1 }
            if b <= a { theirs += 1 }
        }
        return slots
    }

    /// The place of `slot` in the overrides, by binary search.
    private func overrideIndex(of slot: Int) -> Int? {
        var low = 0
        var high = overrideSlots.count
        let target = Int32(slot)
        while low < high {
            let middle = (low + high) / 2
            if overrideSlots[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < overrideSlots.count && overrideSlots[low] == target ? low : nil
    }

    /// The overrides beyond which values are stored in full.
    static func maximumOverrides(count: Int) -> Int { count / 4 }
}

extension TokenValues where Value: Equatable {
    /// These values with `values[i]` at `slots[i]` (ascending, each below `count`): shares this storage and
    /// stores only what differs from it, or stores the values in full when too many differ.
    func overriding(slots: [Int32], values: [Value]) -> TokenValues<Value> {
        var mergedSlots: [Int32] = []
        var mergedValues: [Value] = []
        mergedSlots.reserveCapacity(overrideSlots.count + slots.count)
        mergedValues.reserveCapacity(overrideSlots.count + slots.count)
        var inherited = 0
        var new = 0
        while inherited < overrideSlots.count || new < slots.count {
            let a = inherited < overrideSlots.count ? overrideSlots[inherited] : Int32.max
            let b = new < slots.count ? slots[new] : Int32.max
            if b <= a {
                // A value equal to the shared one is not stored: it is not a difference.
                if values[new] != shared[Int(b)] {
                    mergedSlots.append(b)
                    mergedValues.append(values[new])
                }
                new += 1
                if a == b { inherited += 1 }
            } else {
                mergedSlots.append(a)
                mergedValues.append(overrideValues[inherited])
                inherited += 1
            }
        }
        guard mergedSlots.count <= Self.maximumOverrides(count: shared.count) else {
            var full = shared
            for (slot, value) in zip(mergedSlots, mergedValues) { full[Int(slot)] = value }
            return TokenValues(full)
        }
        var result = TokenValues(shared)
        guard !mergedSlots.isEmpty else { return result }
        var bits = [UInt64](repeating: 0, count: (shared.count + 63) / 64)
        for slot in mergedSlots { bits[Int(slot) >> 6] |= 1 << UInt64(slot & 63) }
        result.overrideSlots = mergedSlots
        result.overrideValues = mergedValues
        result.overridden = bits
        return result
    }
}

extension TokenValues: Equatable where Value: Equatable {
    /// The same values in the same order, however they are stored.
    public static func == (lhs: TokenValues<Value>, rhs: TokenValues<Value>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.slotsPossiblyDiffering(from: rhs).allSatisfy { lhs[$0] == rhs[$0] }
    }
}

extension TokenValues: ExpressibleByArrayLiteral {
    /// Values from an array literal, stored in full.
    public init(arrayLiteral elements: Value...) {
        self.init(elements)
    }
}

extension TokenValues: CustomStringConvertible {
    /// The values, as an array prints.
    public var description: String { Array(self).description }
}
