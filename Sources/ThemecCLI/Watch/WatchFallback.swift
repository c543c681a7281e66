/// Why a change source stopped using the operating system's file events and polls instead. A source never
/// falls back silently: `ThemeWatcher` hands each of these to the command, which prints it as a warning.
enum WatchFallback: Sendable, Equatable {
    /// Watching every file and folder needs `needed` descriptors, more than the `budget` the source may hold
    /// open (`DescriptorBudget`).
    case descriptorBudget(needed: Int, budget: Int)
    /// Opening a file or folder to watch failed: the process or the system is out of open files.
    case outOfDescriptors
    /// The file-event mechanism (`inotify`, `kqueue`) could not be started: out of instances, or a kernel
    /// without it.
    case eventsUnavailable(mechanism: String)
}
