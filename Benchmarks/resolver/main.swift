// Micro-benchmark of the generated runtime: `ThemeDynamicColor.resolved(for:)`.
//
// scripts/benchmark compiles this with `swiftc -O` together with the generated ThemeRuntime.swift and
// Theme.swift of a set, and runs it with Benchmarks/malloc-count.c preloaded to count allocations in the
// timed loop. Prints `ns_per_resolution=… allocations=… checksum=…`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000_000 : 10_000_000

// Every colour of every theme, in an array whose size is a power of two so indexing needs no division.
var all: [ThemeDynamicColor] = []
for theme in Theme.all {
    for name in Theme.Colors.names { if let color = theme.colors.color(named: name) { all.append(color) } }
}
var size = 1
while size * 2 <= all.count { size *= 2 }
let colors = Array(all.prefix(size))
let appearances = ThemeAppearance.allCases
let mask = size - 1

typealias CountFunction = @convention(c) () -> Int
let counter: CountFunction? = dlsym(nil, "bench_allocation_count").map {
    unsafeBitCast($0, to: CountFunction.self)
}

@inline(never)
func run(_ colors: [ThemeDynamicColor], _ appearances: [ThemeAppearance], _ count: Int) -> UInt32 {
    var checksum: UInt32 = 0
    var index = 0
    for step in 0..<count {
        let color = colors[index].resolved(for: appearances[step & 3])
        checksum = checksum &* 31 &+ UInt32(color.red) &+ UInt32(color.alpha)
        index = (index &+ 7919) & mask
    }
    return checksum
}

_ = run(colors, appearances, 1000)  // warm up
let before = counter?() ?? -1
var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
let checksum = run(colors, appearances, iterations)
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)
let after = counter?() ?? -1
let nanoseconds = Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
let allocations = counter == nil ? "unknown" : String(after - before)
print("ns_per_resolution=\(nanoseconds / Double(iterations)) allocations=\(allocations) checksum=\(checksum)")
