// Micro-benchmark of the generated code's first use: decoding every theme's tables (`Theme.all`).
//
// scripts/benchmark --generated-code compiles this with `swiftc -O` together with the generated
// ThemeRuntime.swift and Theme.swift of a set, and runs it once per measurement. Prints
// `decode_ms=… tokens=… themes=… resident_bytes=…`: the CPU time `Theme.all` takes the first time (every theme
// decoded from its text tables), the tokens per theme, and how much the resident memory grew with it (Linux).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resident memory of this process in bytes (the second field of `/proc/self/statm`, in pages), 0 where it
/// cannot be read.
func residentBytes() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// This thread's CPU time in milliseconds: on a loaded machine, wall time mostly measures the others.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

let residentBefore = residentBytes()
let start = now()
let themes = Theme.all
let milliseconds = now() - start
let residentAfter = residentBytes()
let tokens = Theme.Palette.names.count + Theme.Colors.names.count + Theme.Radii.names.count
    + Theme.Spacing.names.count + Theme.Sizes.names.count + Theme.Opacity.names.count + Theme.Numbers.names.count
    + Theme.Durations.names.count
print("decode_ms=\(milliseconds) tokens=\(tokens) themes=\(themes.count) resident_bytes=\(residentAfter - residentBefore)")
