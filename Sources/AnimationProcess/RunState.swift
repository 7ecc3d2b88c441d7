import Foundation
import Subprocess

#if canImport(Glibc)
import Glibc
#endif

/// What the caller of ``ChildProcess/run()`` waits for: the program's
/// start, its end (seen by `waitid` before it is reaped), or a failure to
/// start. Shared between the run's thread and the caller's.
final class RunState: @unchecked Sendable {
    /// How a program ended.
    struct Ending: Equatable {
        var status: Int32
        var signalled: Bool
        var timedOut = false
    }

    private let condition = NSCondition()
    private var pid: Int32?
    private var ending: Ending?
    private var failure: (any Error)?

    /// The program runs.
    func started(_ value: Int32) {
        RunningChildren.started(value)
        condition.withLock {
            pid = value
            condition.broadcast()
        }
    }

    /// The program ended (`nil`: the end was not seen, see ``reaped(_:)``).
    func exited(_ value: Ending?) {
        guard let value else { return }
        condition.withLock {
            if let pid { RunningChildren.ended(pid) }
            if ending == nil { ending = value }
            condition.broadcast()
        }
    }

    /// swift-subprocess reaped the program and returned its status.
    func reaped(_ status: TerminationStatus) {
        switch status {
        case .exited(let code): exited(Ending(status: code, signalled: false))
        case .signaled(let signal): exited(Ending(status: signal, signalled: true))
        }
    }

    /// The program could not be started.
    func failed(_ error: any Error) {
        condition.withLock {
            if let pid { RunningChildren.ended(pid) }
            failure = error
            condition.broadcast()
        }
    }

    /// Waits for the end, killing the program (with its process group when
    /// it leads one) once `limit` seconds passed since the start, or since
    /// the progress file last grew.
    func waitForEnd(limit: Double, progress: URL?) throws -> Ending {
        var deadline = Date().addingTimeInterval(limit)
        var reported = -1
        var timedOut = false
        while true {
            let (pid, ended, failed) = condition.withLock { () -> (Int32?, Ending?, (any Error)?) in
                if self.ending == nil && self.failure == nil {
                    if timedOut {
                        // Killed: its end comes.
                        condition.wait()
                    } else {
                        _ = condition.wait(until: progress == nil ? deadline : min(deadline, Date().addingTimeInterval(0.25)))
                    }
                }
                return (self.pid, self.ending, self.failure)
            }
            if let failed { throw failed }
            if var ended {
                ended.timedOut = timedOut
                return ended
            }
            if let progress {
                let size = ((try? FileManager.default.attributesOfItem(atPath: progress.path))?[.size] as? NSNumber)?.intValue ?? 0
                if size != reported {
                    reported = size
                    deadline = Date().addingTimeInterval(limit)
                }
            }
            guard !timedOut, Date() >= deadline, let pid else { continue }
            // SIGKILL, not SIGTERM: the program has nothing to save, and a
            // parent that blocks SIGTERM (a test runner) passes that on.
            timedOut = true
            Spawning.kill(pid)
        }
    }

    /// Waits for a child's end without reaping it (`WNOWAIT`): its number
    /// stays reserved until swift-subprocess reaps it. `nil` when the end
    /// cannot be seen so (the child was reaped already).
    static func waitForExit(of pid: Int32) -> Ending? {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
            guard errno == EINTR else { return nil }
        }
        let code = info._sifields._sigchld.si_status
        return info.si_code == CLD_EXITED ? Ending(status: code, signalled: false) : Ending(status: code, signalled: true)
    }
}
