#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many files and folders a kqueue watch may hold open.
///
/// kqueue watches a file or folder through a descriptor open on it, one for each, and they count against the
/// process's limit on open files (`ulimit -n`: 256 in a macOS shell unless raised). The watch keeps
/// `reserve` of them for everything else themec opens while it runs (each compile reads every theme file and
/// writes its outputs atomically, one at a time; standard input, output and error; the queue itself), and
/// never holds more than `ceiling` however high the limit. A tree that needs more than the budget is polled
/// instead, with a warning (`WatchFallback.descriptorBudget`): with the default limit, 192 files and folders.
struct DescriptorBudget: Sendable, Equatable {
    /// Descriptors left for the compiles and everything else.
    static let reserve = 64
    /// The most the watch holds open, even when the limit is higher (or unlimited).
    static let ceiling = 4096

    /// How many files and folders may be watched through open descriptors.
    let watches: Int

    /// The budget under a limit of `openFileLimit` open files (the soft `RLIMIT_NOFILE`).
    init(openFileLimit: UInt64) {
        let limit = min(Int(clamping: openFileLimit), Self.ceiling + Self.reserve)
        watches = max(0, limit - Self.reserve)
    }

    /// The budget under this process's limit (256 when it cannot be read).
    static func current() -> DescriptorBudget {
        var limit = rlimit()
        #if canImport(Glibc)
            let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
            let read = getrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
        return DescriptorBudget(openFileLimit: read ? UInt64(limit.rlim_cur) : 256)
    }

    /// Whether `count` descriptors fit.
    func allows(_ count: Int) -> Bool { count <= watches }
}
