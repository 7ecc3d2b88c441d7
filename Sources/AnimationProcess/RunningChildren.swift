import Foundation
import Synchronization

/// The child processes this process runs now (previews' programs, live
/// previews, builds, ffmpeg), so that a program that is asked to stop stops
/// them too: `animate` calls ``terminateAll()`` on SIGTERM and SIGINT, and
/// leaves no process behind. Every ``ChildProcess`` and ``LiveChild`` is
/// noted here while it runs.
package enum RunningChildren {
    private static let running = Mutex<Set<Int32>>([])

    /// Notes a child that started.
    static func started(_ pid: Int32) {
        guard pid > 0 else { return }
        running.withLock { _ = $0.insert(pid) }
    }

    /// Notes a child that ended.
    static func ended(_ pid: Int32) {
        running.withLock { _ = $0.remove(pid) }
    }

    /// How many children run now.
    package static var count: Int {
        running.withLock { $0.count }
    }

    /// Stops every child that runs now with SIGKILL (a preview's program
    /// has nothing to save), and its process group when it leads one.
    /// Children started later are not affected.
    package static func terminateAll() {
        terminate { _ in true }
    }

    /// Stops the running children the filter picks, as ``terminateAll()``.
    static func terminate(where picked: (Int32) -> Bool) {
        let pids = running.withLock { $0 }.filter(picked)
        for pid in pids { Spawning.kill(pid) }
    }

    /// Whether a child of this number runs now.
    static func contains(_ pid: Int32) -> Bool {
        running.withLock { $0.contains(pid) }
    }
}

/// The number of one child, noted in ``RunningChildren`` from its start
/// to its end (``ended()`` may be called more than once).
final class PIDBox: Sendable {
    private let pid = Mutex<Int32?>(nil)

    func started(_ value: Int32) {
        pid.withLock { $0 = value }
        RunningChildren.started(value)
    }

    func ended() {
        guard
            let value = pid.withLock({ pid -> Int32? in
                defer { pid = nil }
                return pid
            })
        else { return }
        RunningChildren.ended(value)
    }
}

extension PIDBox {
    /// Sends SIGKILL to the child and its process group, while it runs.
    func kill() {
        guard let value = pid.withLock({ $0 }) else { return }
        Spawning.kill(value)
    }
}
