import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a view on the wall clock for `animate preview --live`: reads
/// events from standard input, a line each in ``PreviewEvent``'s form
/// (`tap 120,200`; a time is ignored: an event happens when it arrives),
/// and writes a ``LiveFrame`` line each time what the view shows changes.
///
/// Frames go to the program's original standard output; the user's own
/// `print`s go to standard error instead, so they cannot break a frame.
/// Between frames the main run loop runs, so timers, the main queue and
/// tasks on the main actor run in real time. The runner exits when its
/// input ends (`animate` stopped it).
@MainActor
struct LiveRunner {
    let host: ViewHost
    let frameRate: Double

    /// Events read from standard input, waiting for the next frame.
    private final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [PreviewEvent] = []
        private var ended = false

        func post(_ event: PreviewEvent) { lock.withLock { events.append(event) } }
        func end() { lock.withLock { ended = true } }
        func take() -> (events: [PreviewEvent], ended: Bool) {
            lock.withLock {
                defer { events.removeAll() }
                return (events, ended)
            }
        }
    }

    func run() -> Never {
        let frames = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let inbox = Inbox()
        Thread.detachNewThread {
            while let line = readLine() {
                do {
                    inbox.post(try PreviewEvent(parsing: line))
                } catch {
                    FileHandle.standardError.write(Data("animate preview --live: \(error)\n".utf8))
                }
            }
            inbox.end()
        }
        let renderer = SVGRenderer(size: host.size)
        let start = Date()
        var shown = ""
        var dirty = true
        var frame = 0
        var pending: [(time: TimeInterval, event: ScriptedEvent)] = []
        while true {
            let (events, ended) = inbox.take()
            if ended { exit(0) }
            let now = Date().timeIntervalSince(start)
            let wasBusy = host.isAnimating || host.hasPendingChanges
            host.advance(by: max(0, now - host.time))
            // An event runs now; a gesture's later steps (a drag's moves,
            // its release) at their times after it.
            for event in events {
                for step in event.scripted {
                    pending.append((host.time + max(0, step.time - event.time), step))
                }
            }
            while let index = pending.indices.min(by: { pending[$0].time < pending[$1].time }), pending[index].time <= host.time + 1e-9 {
                let step = pending.remove(at: index)
                step.event.action(host)
            }
            dirty = dirty || wasBusy || host.isAnimating || !events.isEmpty || !pending.isEmpty
            if dirty {
                dirty = false
                let svg = renderer.render(host.displayList)
                if svg != shown {
                    shown = svg
                    frames.write(Data((LiveFrame(time: host.time, svg: svg).line + "\n").utf8))
                }
            }
            // Timers, the main queue and main-actor tasks run until the next frame.
            frame += 1
            let next = start.addingTimeInterval(Double(frame) / frameRate)
            if next > Date() {
                RunLoop.main.run(until: next)
            } else {
                frame = Int(Date().timeIntervalSince(start) * frameRate)  // behind: skip frames, do not catch up
            }
        }
    }
}
