import ThemecEmit

/// The hash of a large run of bytes (the themec executable's, for `ExecutableDigest`): eight lanes take 64 bytes
/// per step, each word xored into its lane, rotated and multiplied, and the lanes, the bytes short of a whole
/// step and the length go through `ContentHasher` at the end.
///
/// Like `ContentHasher` it guards against accidents, not against crafted collisions. Each step is a bijection of
/// its lane for a given word and of the word for a given lane, so a single changed word always changes its lane,
/// and the rotation brings the high bits down before each multiply, so changes in two words of a lane do not
/// cancel by carrying out of the top. About 0.4 instructions a byte, a third of `ContentHasher`'s two lanes
/// (16.8 M instructions for a 13 MB executable, once per compile, was 3 % of a compile of 11,000 tokens). Feeding the
/// same bytes in one piece or in several gives the same hash (`WideHasherTests`).
struct WideHasher {
    private var lanes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
        0x4528_21E6_38D0_1377, 0xBE54_66CF_34E9_0C6C, 0xC0AC_29B7_C97C_50DD, 0x3F84_D5B5_B547_0917
    )
    private var length: UInt64 = 0
    /// Bytes waiting for a whole 64-byte step (fewer than 64).
    private var pending: [UInt8] = []

    init() {}

    /// Feeds `buffer`.
    mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        let count = buffer.count
        guard count > 0 else { return }
        length &+= UInt64(count)
        var index = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, count)
            pending.append(contentsOf: buffer[0..<taken])
            index = taken
            guard pending.count == 64 else { return }
            let step = pending
            step.withUnsafeBytes { steps($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (count - index) / 64 * 64
        if whole > 0 {
            steps(UnsafeRawBufferPointer(rebasing: buffer[index..<(index + whole)]))
            index += whole
        }
        if index < count { pending.append(contentsOf: buffer[index..<count]) }
    }

    /// The hash of everything fed so far, as sixteen lowercase hexadecimal digits.
    func hexDigest() -> String {
        var hasher = ContentHasher()
        hasher.combine("themec wide hash")
        hasher.combine(lanes.0)
        hasher.combine(lanes.1)
        hasher.combine(lanes.2)
        hasher.combine(lanes.3)
        hasher.combine(lanes.4)
        hasher.combine(lanes.5)
        hasher.combine(lanes.6)
        hasher.combine(lanes.7)
        hasher.combine(length)
        hasher.combine(pending)
        return hasher.hexDigest()
    }

    /// Whole steps over `bytes`, whose count is a multiple of 64; the lanes are kept in locals for the loop.
    private mutating func steps(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var (l0, l1, l2, l3, l4, l5, l6, l7) = lanes
        var offset = 0
        let end = bytes.count
        while offset < end {
            l0 = Self.step(l0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            l1 = Self.step(l1, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            l2 = Self.step(l2, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            l3 = Self.step(l3, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            l4 = Self.step(l4, base.loadUnaligned(fromByteOffset: offset + 32, as: UInt64.self))
            l5 = Self.step(l5, base.loadUnaligned(fromByteOffset: offset + 40, as: UInt64.self))
            l6 = Self.step(l6, base.loadUnaligned(fromByteOffset: offset + 48, as: UInt64.self))
            l7 = Self.step(l7, base.loadUnaligned(fromByteOffset: offset + 56, as: UInt64.self))
            offset += 64
        }
        lanes = (l0, l1, l2, l3, l4, l5, l6, l7)
    }

    /// One lane's step: the word (little-endian) xored in, rotated by 29 (the high bits of the last product come
    /// down), multiplied by an odd constant (low bits reach high bits). Rotating before the multiply keeps it one
    /// rotate instruction; after it, the compiler folds the shift into a second multiply.
    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane ^ UInt64(littleEndian: word)
        return (mixed << 29 | mixed >> 35) &* 0x9E37_79B9_7F4A_7C15
    }
}
