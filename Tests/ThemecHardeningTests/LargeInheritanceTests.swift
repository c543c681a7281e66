import Foundation
import Testing
import ThemecTestSupport

/// The amplification finding, through the real executable: one theme of 45,000 colours and 200 children of a
/// few lines each (897 KB of YAML). The emitter wrote 680 MB of Swift for it; then, with children written as
/// their differences, loading the set still peaked at 670 MB, each theme holding a full array of resolved
/// values. A child now shares its parent's values and stores only those that differ.
@Suite("A large theme with many small children, through the real executable")
struct LargeInheritanceTests {
    static let colors = 45_000
    static let children = 200

    /// Writes the set: `Themes/Base.yaml` with every colour, and each child overriding one of them.
    static func writeSet(into scratch: Scratch) {
        var base = "theme: Base\ncolors:\n"
        base.reserveCapacity(colors * 24)
        let digits = Array("0123456789ABCDEF")
        func hex(_ byte: Int) -> String { String([digits[byte >> 4], digits[byte & 15]]) }
        for index in 0..<colors {
            base += "  c\(index): \"#\(hex(index % 256))\(hex(index / 256 % 256))07\"\n"
        }
        scratch.write("Themes/Base.yaml", base)
        for child in 0..<children {
            scratch.write(
                "Themes/Child\(child).yaml",
                "theme: Child\(child)\nextends: Base\ncolors:\n  c\(child): \"#FFFFFF\"\n")
        }
    }

    /// The bytes of every regular file under `directory`.
    static func totalBytes(under directory: String) -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return 0 }
        var total = 0
        while let relative = enumerator.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + relative)
            if attributes?[.type] as? FileAttributeType == .typeRegular {
                total += (attributes?[.size] as? NSNumber)?.intValue ?? 0
            }
        }
        return total
    }

    /// One compile of the set, shared by the tests below (it takes seconds in a debug build): how it ended and
    /// the bytes it wrote. The time limit only catches a hang.
    static let compiled: (result: ChildResult, outputBytes: Int) = {
        let scratch = Scratch()
        defer { scratch.remove() }
        writeSet(into: scratch)
        let result = runThemec(
            ["compile", "--format", "json", scratch.url("Themes"), "--output", scratch.url("Generated")],
            in: scratch.path, timeout: 600)
        return (result, totalBytes(under: scratch.url("Generated")))
    }()

    @Test("45,000 colours and 200 two-line children compile into under 50 MB")
    func compilesIntoBoundedOutput() {
        let (result, output) = Self.compiled
        #expect(result.signal == nil && !result.timedOut, "\(result.summary)")
        #expect(result.status == 0, "\(result.summary)")
        // The base theme is written in full: its 45,000 colours take at least their 16 bytes of values each.
        #expect(output > 45_000 * 16 && output < 50_000_000, "\(output) bytes written")
    }

    /// Was 670 MB for `validate` alone (debug build), each theme holding a full array of resolved values.
    @Test("45,000 colours and 200 two-line children compile under 600 MB of memory", .needs(.gnuTime))
    func compilesInBoundedMemory() throws {
        try OptionalTests.require(.gnuTime)
        let (result, _) = Self.compiled
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.peakMiB < 600, "peak memory \(result.peakMiB) MiB: \(result.summary)")
    }
}
