/// A fast 64-bit hash of bytes, for noticing that files changed (the manifest's fingerprint and file hashes).
///
/// Not cryptographic: it guards against accidents (an edited input, an output changed by hand), not against
/// anyone crafting collisions. Two lanes of a multiply-xorshift mix take 16 bytes per step, so hashing the
/// few megabytes of a large theme set's inputs and outputs costs about a millisecond. The result is the same on
/// every platform (words are read little-endian) and never changes between themec versions without a reason,
/// since manifests record it.
public struct ContentHasher: Sendable {
    private var lane0: UInt64 = 0x243F_6A88_85A3_08D3
    private var lane1: UInt64 = 0x1319_8A2E_0370_7344
    private var length: UInt64 = 0
    /// Bytes waiting for a whole 16-byte step (fewer than 16).
    private var pending: (UInt64, UInt64) = (0, 0)
    private var pendingCount: Int = 0

    /// A hasher that has been fed nothing.
    public init() {}

    /// Feeds `buffer`; feeding the same bytes in one piece or in several gives the same hash.
    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        let count = buffer.count
        guard count > 0, let base = buffer.baseAddress else { return }
        length &+= UInt64(count)
        var index = 0
        if pendingCount > 0 {
            let taken = min(16 - pendingCount, count)
            withUnsafeMutableBytes(of: &pending) { bytes in
                bytes.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: taken)
            }
            pendingCount += taken
            index = taken
            guard pendingCount == 16 else { return }
            mix(UInt64(littleEndian: pending.0), UInt64(littleEndian: pending.1))
            pending = (0, 0)
            pendingCount = 0
        }
        while index + 16 <= count {
            let first = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let second = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            mix(first, second)
            index += 16
        }
        if index < count {
            pendingCount = count - index
            withUnsafeMutableBytes(of: &pending) { bytes in
                bytes.baseAddress!.copyMemory(from: base + index, byteCount: count - index)
            }
        }
    }

    /// Feeds `bytes`.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Feeds the length of `string`'s UTF-8, then the UTF-8 itself, so consecutive strings cannot run together.
    public mutating func combine(_ string: String) {
        var string = string
        combine(UInt64(string.utf8.count))
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Feeds the eight bytes of `value`, little-endian.
    public mutating func combine(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { combine($0) }
    }

    /// The hash of everything fed so far.
    public func finalize() -> UInt64 {
        var copy = self
        if copy.pendingCount > 0 {
            copy.mix(UInt64(littleEndian: copy.pending.0), UInt64(littleEndian: copy.pending.1))
        }
        var hash = copy.lane0 ^ (copy.lane1 << 32 | copy.lane1 >> 32) ^ (copy.length &* 0x9E37_79B9_7F4A_7C15)
        // The avalanche step of MurmurHash3's 64-bit finaliser: every input bit reaches every output bit.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }

    /// The hash as sixteen lowercase hexadecimal digits.
    public func hexDigest() -> String {
        Self.hex(finalize())
    }

    /// `value` as sixteen lowercase hexadecimal digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `bytes` alone, as sixteen hexadecimal digits.
    public static func hexDigest(of bytes: [UInt8]) -> String {
        var hasher = ContentHasher()
        hasher.combine(bytes)
        return hasher.hexDigest()
    }

    /// One step: each lane takes a word, is multiplied (low bits reach high bits) and xor-shifted (high bits
    /// come back down). Each step is a bijection of the lane, so a single changed word always changes the lane.
    private mutating func mix(_ first: UInt64, _ second: UInt64) {
        lane0 = (lane0 ^ first) &* 0x9E37_79B9_7F4A_7C15
        lane0 ^= lane0 >> 29
        lane1 = (lane1 ^ second) &* 0xBF58_476D_1CE4_E5B9
        lane1 ^= lane1 >> 31
    }
}
