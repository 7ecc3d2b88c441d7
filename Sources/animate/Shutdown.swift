import AnimationProcess
import Dispatch
import Foundation
import Synchronization

/// How `animate` stops when asked: on SIGTERM or SIGINT it stops every
/// child process it runs (a build, a preview's program, ffmpeg: each leads
/// a process group of its own, which a terminal's Ctrl-C does not reach)
/// and exits, leaving nothing behind. A command exits with 128 + the
/// signal's number (130 for SIGINT, 143 for SIGTERM); the long-running
/// ones (`animate mcp`, `animate preview --live`, `--inspect` and
/// `--watch`), for which being stopped is how they end, with status 0.
enum Shutdown {
    /// Kept for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// Whether being stopped is a command's normal end (exit status 0).
    private static let stoppingIsNormal = Mutex(false)

    /// Installs the handlers (once is enough; later calls add nothing).
    /// `main` calls it before any command runs.
    static func install() {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGTERM, SIGINT] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                RunningChildren.terminateAll()
                FileHandle.standardError.write(Data("animate: stopped (\(signalNumber == SIGTERM ? "SIGTERM" : "SIGINT"))\n".utf8))
                exit(stoppingIsNormal.withLock { $0 } ? 0 : 128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// For a long-running command: being stopped is its normal end, with
    /// exit status 0.
    static func onTerminationSignals() {
        stoppingIsNormal.withLock { $0 = true }
        install()
    }
}
