import Testing

@testable import ThemecCLI

/// `WideHasher`, the hash of the executable's bytes in the no-op compile's fingerprint (BENCHMARKS.md,
/// optimisation 23): the same bytes give the same digest however they are fed, and a change anywhere — one bit,
/// a byte more, two words swapped — gives another.
struct WideHasherTests {
    static let bytes: [UInt8] = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 7) }

    static func digest(_ bytes: [UInt8], pieces: [Int] = []) -> String {
        var hasher = WideHasher()
        bytes.withUnsafeBytes { all in
            var start = 0
            for size in pieces where start < all.count {
                let end = min(start + size, all.count)
                hasher.combine(UnsafeRawBufferPointer(rebasing: all[start..<end]))
                start = end
            }
            hasher.combine(UnsafeRawBufferPointer(rebasing: all[start...]))
        }
        return hasher.hexDigest()
    }

    @Test func piecesGiveTheSameDigestAsOneRead() {
        let whole = Self.digest(Self.bytes)
        #expect(whole.count == 16)
        for pieces in [
            [1], [63], [64], [65], [1, 1, 1, 200], [7, 64, 3, 128, 1000], Array(repeating: 13, count: 700),
        ] {
            #expect(Self.digest(Self.bytes, pieces: pieces) == whole, "\(pieces.prefix(5))")
        }
    }

    @Test func everyPositionAndLengthMatters() {
        let whole = Self.digest(Self.bytes)
        var seen: Set<String> = [whole]
        // One bit in each lane of a step, in the last whole step and in the bytes short of a step.
        for position in [0, 8, 17, 31, 40, 55, 63, 64, 5_000, 9_919, 9_920, 9_950, 9_999] {
            for bit in [0, 7] {
                var flipped = Self.bytes
                flipped[position] ^= 1 << bit
                #expect(seen.insert(Self.digest(flipped)).inserted, "bit \(bit) of byte \(position)")
            }
        }
        // The top bits of two words of one lane, which a multiply alone would let cancel.
        var twoTops = Self.bytes
        twoTops[7] ^= 0x80
        twoTops[71] ^= 0x80
        #expect(seen.insert(Self.digest(twoTops)).inserted)
        // Two words swapped, within a step and between steps.
        for (a, b) in [(0, 8), (0, 64)] {
            var swapped = Self.bytes
            for k in 0..<8 { swapped.swapAt(a + k, b + k) }
            #expect(seen.insert(Self.digest(swapped)).inserted, "words at \(a) and \(b)")
        }
        // A zero byte more or less, and zero-filled inputs of different lengths.
        #expect(seen.insert(Self.digest(Self.bytes + [0])).inserted)
        #expect(seen.insert(Self.digest(Array(Self.bytes.dropLast()))).inserted)
        for count in [0, 1, 63, 64, 65, 128] {
            #expect(seen.insert(Self.digest([UInt8](repeating: 0, count: count))).inserted, "\(count) zeros")
        }
    }
}
