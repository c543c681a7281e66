import Foundation
import Testing

@testable import ThemecCLI

/// `compile` gives the memory its load freed back to the system while it writes, so that its exit has less to
/// tear down.
@Suite("compile: freed memory goes back to the system")
struct AllocatorTests {
    /// The process's resident memory, in bytes (Linux's /proc/self/statm, in pages).
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func freedMemoryLeavesTheResidentSet() throws {
        #if os(Linux)
            // The executable's settings (for this whole test process): freed memory stays in the heap.
            Allocator.configureForCompiling()
            // 96 MiB of small blocks, written so that their pages are resident, then freed; one block allocated
            // after them keeps the heap's top in use.
            let count = 192 << 10
            var blocks: [UnsafeMutableRawPointer] = []
            blocks.reserveCapacity(count)
            for _ in 0..<count {
                let block = malloc(512)!
                memset(block, 1, 512)
                blocks.append(block)
            }
            let pin = malloc(64)
            defer { free(pin) }
            for block in blocks { free(block) }
            let before = try #require(Self.residentBytes())
            Allocator.returnFreedMemory()
            let after = try #require(Self.residentBytes())
            // Other tests run in this process meanwhile: half of it is required, not all.
            #expect(before - after >= 48 << 20, "resident \(before >> 20) MiB before, \(after >> 20) MiB after")
        #endif
    }
}
