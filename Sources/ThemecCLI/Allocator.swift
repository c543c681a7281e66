import Dispatch

#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

/// How the executable uses glibc's allocator: the settings it starts with, and the memory it gives back
/// before it exits. Elsewhere (macOS, Musl) nothing is changed.
public enum Allocator {
    /// The settings for a compile, made once as the executable starts (`themec/main.swift`).
    public static func configureForCompiling() {
        #if canImport(Glibc)
            // glibc gives every block of 128 KiB or more (the YAML tree's arrays, the emitted files' text) pages
            // of its own and returns them when it is freed, so the next such block starts on fresh pages again:
            // each costs a page fault, which is much of a large compile's time. Blocks up to 32 MiB (a theme
            // file's limit is 16) come from the heap instead, and freed memory stays there for the next one.
            _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
            // And every new thread gets an arena (a heap) of its own, up to eight a core, each starting on fresh
            // pages while the memory another thread freed sits unused: one arena a core is as many as can be
            // busy at once.
            _ = mallopt(M_ARENA_MAX, Int32(clamping: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #endif
    }

    /// Frees `value` and then `returnFreedMemory`, on another thread (the caller gives up its own references).
    ///
    /// Since freed memory stays in the heap, a large compile ends holding the YAML trees and declarations it
    /// freed long before, and the kernel frees those pages as the process exits: the process has not ended
    /// until it has, about 75 µs a megabyte on the benchmark machine, a millisecond and more for a theme of
    /// 10,000 tokens. `compile` starts this as it starts writing, which mostly waits for the disk, so the
    /// pages are freed during that wait instead of after its last write.
    static func returnFreedMemoryInBackground(releasing value: consuming some Sendable) {
        let released = Box(value)
        DispatchQueue.global(qos: .utility).async {
            released.value = nil
            returnFreedMemory()
        }
    }

    /// Holds a value until the thread that frees it lets go of it: a value captured by the closure itself
    /// would be freed only when the closure is, after `returnFreedMemory`, too late to be given back.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    /// Gives the free memory of every heap back to the system (`malloc_trim`).
    static func returnFreedMemory() {
        #if canImport(Glibc)
            _ = malloc_trim(0)
        #endif
    }
}
