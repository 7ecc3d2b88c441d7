import AnimationPreview
import Foundation

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
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var stopped = false
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

        let output = Pipe(), errors = Pipe()
        process.executableURL = program
        process.arguments = [requestURL.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let started = DispatchSemaphore(value: 0)
        let firstFrame = Flag()
        process.terminationHandler = { [weak self] process in
            RunningChildren.ended(process)
            started.signal()
            guard let self else { return }
            let wasStopped = self.lock.withLock { self.stopped }
            ended(wasStopped || process.terminationStatus == 0 && process.terminationReason == .exit ? nil : self.crashMessage(process))
            try? FileManager.default.removeItem(at: self.directory)
        }
        try process.run()
        RunningChildren.started(process)
        Thread.detachNewThread {
            Self.lines(of: output.fileHandleForReading) { line in
                frame(line)
                if firstFrame.set() { started.signal() }
            }
        }
        Thread.detachNewThread { [weak self] in
            Self.lines(of: errors.fileHandleForReading) { line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
                guard let self else { return }
                self.lock.withLock {
                    if self.failureLine == nil, PreviewSession.isFailureLine(line) { self.failureLine = line }
                    self.errorLines.append(line)
                    if self.errorLines.count > 20 { self.errorLines.removeFirst() }
                }
            }
        }
        if started.wait(timeout: .now() + timeLimit) == .timedOut {
            stop()
            return .timedOut(timeLimit)
        }
        let result = FileContents.data(atPath: resultURL.path).flatMap { try? JSONDecoder().decode(PreviewResult.self, from: $0) }
        if firstFrame.isSet, let result, result.status == .live {
            return .running(result)
        }
        process.waitUntilExit()
        if let result, result.status == .ambiguous || result.status == .notFound {
            return .notChosen(result)
        }
        return .crashed(crashMessage(process))
    }

    /// Passes an event to the view (a time it carries is ignored: it
    /// happens now). Events after the program ended are dropped.
    ///
    /// - Parameter event: Such as a tap.
    public func send(_ event: PreviewEvent) {
        var line = event
        line.time = 0
        let text = "\(line)\n"
        lock.withLock {
            guard !stopped, process.isRunning else { return }
            try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        }
    }

    /// Ends the program (its input closes; it exits, or is killed if it
    /// does not within a second).
    public func stop() {
        let running = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped && process.isRunning
        }
        guard running else { return }
        try? input.fileHandleForWriting.close()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [process] in
            if process.isRunning { kill(pid, SIGKILL) }
        }
        process.waitUntilExit()
    }

    private func crashMessage(_ process: Process) -> String {
        let lines = lock.withLock { [failureLine].compactMap { $0 } + errorLines }
        let outcome = ChildProcess.Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, timedOut: false,
            standardOutput: "", standardError: lines.joined(separator: "\n"))
        return PreviewSession.crashMessage(outcome)
    }

    /// Calls `body` with each line a file handle delivers, until its end.
    private static func lines(of handle: FileHandle, _ body: (String) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                body(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
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
