import AnimationPreviewTools
import Dispatch
import Foundation

/// How the long-running commands (`animate mcp`, `animate preview --live`,
/// `--inspect` and `--watch`) stop when asked: on SIGTERM or SIGINT they
/// stop every child process they run (a preview's program, a build) and
/// exit with status 0, leaving nothing behind.
enum Shutdown {
    /// Kept for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Installs the handlers (once is enough; later calls add nothing).
    static func onTerminationSignals() {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGTERM, SIGINT] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                RunningChildren.terminateAll()
                FileHandle.standardError.write(Data("animate: stopped (\(signalNumber == SIGTERM ? "SIGTERM" : "SIGINT"))\n".utf8))
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
    }
}
