#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by the handler of SIGINT and SIGTERM; read between waits. A plain flag is all a handler may touch.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// Ctrl-C (SIGINT) and SIGTERM as a request to stop watching: the compile under way finishes (its files are
/// written atomically either way), then the watch ends with exit status 0.
///
/// The handler only sets a flag. A signal also cuts short the wait `ThemeWatcher` is in (`poll` returns
/// early), so the watch ends within one tick of the signal; the previous handlers come back with `restore`.
struct StopSignal {
    private var previous: [(Int32, sigaction)] = []

    /// Installs the handler for SIGINT and SIGTERM.
    static func install() -> StopSignal {
        stopRequested = 0
        var installed = StopSignal()
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = { _ in stopRequested = 1 }
            #else
                action.__sigaction_handler.sa_handler = { _ in stopRequested = 1 }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { installed.previous.append((signal, old)) }
        }
        // A parent may have started themec with these signals blocked (the mask is inherited through exec):
        // then Ctrl-C would never arrive.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return installed
    }

    /// Whether a stop was asked for since `install`.
    var isRequested: Bool { stopRequested != 0 }

    /// Puts the handlers back as they were before `install`.
    func restore() {
        for (signal, old) in previous {
            var old = old
            sigaction(signal, &old, nil)
        }
    }
}
