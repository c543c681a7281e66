// Micro-benchmark of the generated code's first use: decoding every theme's tables (`Theme.all`).
//
// scripts/benchmark --generated-code compiles this with `swiftc -O` together with the generated
// ThemeRuntime.swift and Theme.swift of a set, and runs it once per measurement. Prints
// `decode_ms=… tokens=… themes=… heap_bytes=…`: the time `Theme.all` takes the first time (every theme decoded
// from its text tables), the tokens per theme, and the heap the decoded themes hold (glibc's count of bytes in
// use, before and after).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func heapInUse() -> Int {
    #if canImport(Glibc)
        return Int(mallinfo2().uordblks)
    #else
        return 0
    #endif
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

let heapBefore = heapInUse()
let start = now()
let themes = Theme.all
let milliseconds = now() - start
let heapAfter = heapInUse()
let tokens = Theme.Palette.names.count + Theme.Colors.names.count + Theme.Radii.names.count
    + Theme.Spacing.names.count + Theme.Sizes.names.count + Theme.Opacity.names.count + Theme.Numbers.names.count
    + Theme.Durations.names.count
print("decode_ms=\(milliseconds) tokens=\(tokens) themes=\(themes.count) heap_bytes=\(heapAfter - heapBefore)")
