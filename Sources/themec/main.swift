import ThemecCLI

#if canImport(Glibc)
    import CMalloc
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    // glibc's allocator gives every block of 128 KiB or more (the YAML tree's arrays, the emitted files' text)
    // pages of its own and returns them when it is freed, so the next such block starts on fresh pages again:
    // each costs a page fault, which is much of a large compile's time. Blocks up to 32 MiB (a theme file's
    // limit is 16) come from the heap instead, and freed memory stays there for the next one.
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
    // And every new thread gets an arena (a heap) of its own, up to eight a core, each starting on fresh pages
    // while the memory another thread freed sits unused: one arena a core is as many as can be busy at once.
    _ = mallopt(M_ARENA_MAX, Int32(clamping: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
#endif

exit(
    ThemecCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ThemecCommand.processEnvironment(),
        standardOutput: .standardOutput,
        standardError: .standardError
    ))
