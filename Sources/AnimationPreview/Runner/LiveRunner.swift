import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a view on the wall clock, as `animate preview --live` and an app
/// served live show it: takes events from a ``LiveInbox`` (a time in them is
/// ignored: an event happens when it arrives) and sends a ``LiveFrame``
/// line each time what the view shows changes.
///
/// Between frames the main run loop runs, so timers, the main queue and
/// tasks on the main actor run in real time. ``run()`` returns when its
/// inbox ends.
@MainActor
public struct LiveRunner {
    let host: ViewHost
    let frameRate: Double
    let inbox: LiveInbox
    let send: (String) -> Void

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - host: The view, at its size.
    ///   - frameRate: Frames per second.
    ///   - inbox: Where events arrive.
    ///   - send: Called with each ``LiveFrame`` line (no newline).
    public init(host: ViewHost, frameRate: Double, inbox: LiveInbox, send: @escaping (String) -> Void) {
        self.host = host
        self.frameRate = frameRate
        self.inbox = inbox
        self.send = send
    }

    /// The runner of a live preview's program: events are lines of
    /// standard input, in ``PreviewEvent``'s form (`tap 120,200`), and
    /// frames go to the program's original standard output, a line each;
    /// the user's own `print`s go to standard error instead, so that they
    /// cannot break a frame. It exits when its input ends (`animate`
    /// stopped it).
    static func overStandardStreams(host: ViewHost, frameRate: Double) -> Never {
        let frames = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let inbox = LiveInbox()
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
        LiveRunner(host: host, frameRate: frameRate, inbox: inbox) { line in
            frames.write(Data((line + "\n").utf8))
        }.run()
        exit(0)
    }

    /// Runs until the inbox ends.
    public func run() {
        let renderer = SVGRenderer(size: host.size)
        let start = Date()
        var shown = ""
        var dirty = true
        var frame = 0
        var pending: [(time: TimeInterval, event: ScriptedEvent)] = []
        while true {
            let (events, ended) = inbox.take()
            if ended { return }
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
                    send(LiveFrame(time: host.time, svg: svg).line)
                }
            }
            // Timers, the main queue and main-actor tasks run until the next frame.
            frame += 1
            let next = start.addingTimeInterval(Double(frame) / frameRate)
            if next > Date() {
                // Not `RunLoop.main.run(until:)`: with no source to wait on
                // (off the main thread, as under a test runner) it returns
                // at once, and the loop would spin a core until the frame.
                ViewHost.runMainRunLoop(until: next)
            } else {
                frame = Int(Date().timeIntervalSince(start) * frameRate)  // behind: skip frames, do not catch up
            }
        }
    }
}

/// The events waiting for a ``LiveRunner``'s next frame, posted from any
/// thread (a reader of standard input, a server's connections).
public final class LiveInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [PreviewEvent] = []
    private var ended = false

    /// An empty inbox.
    public init() {}

    /// Adds an event.
    public func post(_ event: PreviewEvent) { lock.withLock { events.append(event) } }

    /// Ends the inbox: the runner exits at its next frame.
    public func end() { lock.withLock { ended = true } }

    /// Takes the events waiting, and whether the inbox has ended.
    func take() -> (events: [PreviewEvent], ended: Bool) {
        lock.withLock {
            defer { events.removeAll() }
            return (events, ended)
        }
    }
}
