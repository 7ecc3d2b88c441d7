import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The child processes this process runs now (previews' programs, live
/// previews, builds), so that a server that is asked to stop stops them
/// too: `animate mcp` and `animate preview --live` call
/// ``terminateAll()`` on SIGTERM, and leave no process behind.
public enum RunningChildren {
    private static let running = Mutex<Set<Int32>>([])

    /// Notes a child that started.
    static func started(_ process: Process) {
        let pid = process.processIdentifier
        guard pid > 0 else { return }
        running.withLock { _ = $0.insert(pid) }
        // Ended before it was noted (its termination handler ran first):
        // its number may be another process's soon.
        if !process.isRunning { ended(process) }
    }

    /// Notes a child that ended (or was never started).
    static func ended(_ process: Process) {
        let pid = process.processIdentifier
        running.withLock { _ = $0.remove(pid) }
    }

    /// How many children run now.
    public static var count: Int {
        running.withLock { $0.count }
    }

    /// Stops every child that runs now with SIGKILL (a preview's program
    /// has nothing to save), and its process group when it leads one.
    /// Children started later are not affected.
    public static func terminateAll() {
        let pids = running.withLock { $0 }
        for pid in pids {
            if getpgid(pid) == pid { kill(-pid, SIGKILL) }
            kill(pid, SIGKILL)
        }
    }
}
