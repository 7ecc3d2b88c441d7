import AnimationPreview
import AnimationProcess
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A preview that runs on (`animate preview --live`): the program built
/// from the user's files, started in live mode (``/AnimationPreview/PreviewRequest/live``).
/// Its ``/AnimationPreview/LiveFrame`` lines arrive through a callback as the view changes;
/// ``send(_:)`` passes it events, such as the taps of a page.
public final class LivePreview: @unchecked Sendable {
    /// How starting went.
    public enum Start: Sendable {
        /// The view runs; frames follow.
        case running(PreviewResult)
        /// No preview was chosen (several and no choice, or none by the name
        /// given); the program has ended.
        case notChosen(PreviewResult)
        /// The user's code stopped the program: the runtime's message.
        case crashed(String)
        /// The view did not show its first frame in time; the program was stopped.
        case timedOut(Double)
    }

    private let program: URL
    private let request: PreviewRequest
    private let timeLimit: Double
    private let child = Mutex<LiveChild?>(nil)
    private let lock = NSLock()
    /// The program's last lines of standard error, and its first line
    /// that reports a runtime failure (a stack dump may follow it).
    private var errorLines: [String] = []
    private var failureLine: String?
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-live-\(UUID().uuidString)")

    /// Describes a live preview; nothing runs until ``start(frame:ended:)``.
    ///
    /// - Parameters:
    ///   - program: The program ``PreviewSession/buildProgram(_:)`` built.
    ///   - request: The preview, size and frame rate (`live` is set here).
    ///   - timeLimit: Wall-clock seconds the first frame may take.
    public init(program: URL, request: PreviewRequest, timeLimit: Double) {
        self.program = program
        self.request = request
        self.timeLimit = timeLimit
    }

    /// Starts the program and waits for its first frame.
    ///
    /// - Parameters:
    ///   - frame: Called with each ``/AnimationPreview/LiveFrame`` line, in order, on a thread
    ///     of the preview's.
    ///   - ended: Called once when the program ends: `nil` when it was
    ///     stopped, else why it ended (a crash).
    /// - Returns: How starting went.
    /// - Throws: Errors of writing the request or starting the program.
    public func start(frame: @escaping @Sendable (String) -> Void, ended: @escaping @Sendable (String?) -> Void) throws -> Start {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let requestURL = directory.appendingPathComponent("request.json")
        let resultURL = directory.appendingPathComponent("result.json")
        var request = self.request
        request.live = true
        request.resultPath = resultURL.path
        try JSONEncoder().encode(request).write(to: requestURL)

        let child = LiveChild(executable: program.path, arguments: [requestURL.path], environment: ["SWIFT_BACKTRACE": "enable=no"])
        self.child.withLock { $0 = child }
        let started = DispatchSemaphore(value: 0)
        let firstFrame = Flag()
        try child.start(
            output: { line in
                frame(line)
                if firstFrame.set() { started.signal() }
            },
            errors: { [weak self] line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
                guard let self else { return }
                self.lock.withLock {
                    if self.failureLine == nil, PreviewSession.isFailureLine(line) { self.failureLine = line }
                    self.errorLines.append(line)
                    if self.errorLines.count > 20 { self.errorLines.removeFirst() }
                }
            },
            ended: { [weak self, weak child] ending in
                started.signal()
                guard let self else { return }
                let wasStopped = child?.wasStopped ?? true
                ended(wasStopped || ending == LiveChild.Ending(status: 0, signalled: false) ? nil : self.crashMessage(ending))
                try? FileManager.default.removeItem(at: self.directory)
            })
        if started.wait(timeout: .now() + timeLimit) == .timedOut {
            stop()
            return .timedOut(timeLimit)
        }
        let result = FileContents.data(atPath: resultURL.path).flatMap { try? JSONDecoder().decode(PreviewResult.self, from: $0) }
        if firstFrame.isSet, let result, result.status == .live {
            return .running(result)
        }
        child.waitUntilEnded()
        if let result, result.status == .ambiguous || result.status == .notFound {
            return .notChosen(result)
        }
        return .crashed(crashMessage(child.ending ?? LiveChild.Ending(status: -1, signalled: false)))
    }

    /// Passes an event to the view (a time it carries is ignored: it
    /// happens now). Events after the program ended are dropped.
    ///
    /// - Parameter event: Such as a tap.
    public func send(_ event: PreviewEvent) {
        var line = event
        line.time = 0
        child.withLock { $0 }?.send("\(line)\n")
    }

    /// Ends the program (its input closes; it exits, or is killed if it
    /// does not within a second).
    public func stop() {
        child.withLock { $0 }?.stop()
    }

    private func crashMessage(_ ending: LiveChild.Ending) -> String {
        let lines = lock.withLock { [failureLine].compactMap { $0 } + errorLines }
        let outcome = ChildProcess.Outcome(
            status: ending.status, signalled: ending.signalled, timedOut: false, standardOutput: "", standardError: lines.joined(separator: "\n"))
        return PreviewSession.crashMessage(outcome)
    }

    /// A flag set once, from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        /// Sets the flag; whether this call set it.
        func set() -> Bool {
            lock.withLock {
                defer { value = true }; return !value
            }
        }
    }
}
