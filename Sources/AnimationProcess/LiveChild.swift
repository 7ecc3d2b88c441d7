import Foundation
import Subprocess
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A program that runs beside its parent until it is stopped (a live
/// preview): lines written to its standard input, its output and errors
/// read line by line as they come. Noted in ``RunningChildren`` while it
/// runs, in a process group of its own.
package final class LiveChild: Sendable {
    /// How the program ended: its exit status, or the signal that ended it.
    package struct Ending: Sendable, Equatable {
        /// The exit status, or the signal's number.
        package var status: Int32
        /// Whether a signal ended it.
        package var signalled: Bool

        /// Creates an ending.
        package init(status: Int32, signalled: Bool) {
            self.status = status
            self.signalled = signalled
        }
    }

    private let executable: String
    private let arguments: [String]
    private let environment: [String: String?]
    private let inputs: AsyncStream<String>
    private let input: AsyncStream<String>.Continuation
    private let pid = PIDBox()
    private let state = Mutex<(stopped: Bool, ending: Ending?)>((false, nil))
    private let ended = DispatchSemaphore(value: 0)

    /// Describes the program; nothing runs until ``start(output:errors:ended:)``.
    package init(executable: String, arguments: [String], environment: [String: String?] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        (inputs, input) = AsyncStream.makeStream(of: String.self)
    }

    /// Starts the program, and returns once it runs.
    ///
    /// - Parameters:
    ///   - output: Called with each line of standard output, in order.
    ///   - errors: Called with each line of standard error, in order.
    ///   - ended: Called once, when the program ended.
    /// - Throws: When the program cannot be started.
    package func start(
        output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void,
        ended: @escaping @Sendable (Ending) -> Void
    ) throws {
        // Writing to a program that ended must fail, not end this one.
        signal(SIGPIPE, SIG_IGN)
        let program = Spawning.executable(executable)
        let options = Spawning.options(ownsProcessGroup: true)
        let started = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        let executor = ThreadTaskExecutor(name: "animate live child")
        Task(executorPreference: executor) { [self, arguments, inputs, input, pid, environment = Spawning.environment(environment), options] in
            do {
                let result = try await Subprocess.run(
                    program, arguments: Arguments(arguments), environment: environment, platformOptions: options, input: .inputWriter,
                    output: .sequence, error: .sequence
                ) { execution in
                    let number = execution.processIdentifier.value
                    pid.started(number)
                    started.signal()
                    await Self.exchange(execution, inputs: inputs, input: input, output: output, errors: errors)
                    // Seen before swift-subprocess reaps it (which may wait
                    // for a thread of the shared pool).
                    if let seen = RunState.waitForExit(of: number) {
                        pid.ended()
                        finish(Ending(status: seen.status, signalled: seen.signalled), ended: ended)
                    }
                }
                pid.ended()
                switch result.terminationStatus {
                case .exited(let code): finish(Ending(status: code, signalled: false), ended: ended)
                case .signaled(let signal): finish(Ending(status: signal, signalled: true), ended: ended)
                }
            } catch {
                pid.ended()
                failure.withLock { $0 = error }
                started.signal()
                finish(Ending(status: -1, signalled: false), ended: nil)
            }
            executor.finish()
        }
        started.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Reads both outputs line by line and writes the inputs, until both
    /// outputs end (the program ended, or closed them).
    private static func exchange(
        _ execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>, inputs: AsyncStream<String>,
        input: AsyncStream<String>.Continuation, output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void
    ) async {
        let policy = SubprocessOutputSequence.StringSequence<UTF8>.BufferingPolicy.maxLineLength(1 << 26)
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                do { for try await line in execution.standardOutput.strings(bufferingPolicy: policy) { output(line) } } catch {}
                return true
            }
            group.addTask {
                do { for try await line in execution.standardError.strings(bufferingPolicy: policy) { errors(line) } } catch {}
                return true
            }
            group.addTask {
                let writer = execution.standardInputWriter
                for await text in inputs {
                    do { _ = try await writer.write(text) } catch { break }
                }
                try? await writer.finish()
                return false
            }
            var readers = 0
            while let isReader = await group.next() {
                if isReader { readers += 1 }
                if readers == 2 { input.finish() }
            }
        }
    }

    /// Notes the end, once (later calls do nothing).
    private func finish(_ ending: Ending, ended: (@Sendable (Ending) -> Void)?) {
        let first = state.withLock { state -> Bool in
            guard state.ending == nil else { return false }
            state.ending = ending
            return true
        }
        guard first else { return }
        input.finish()
        ended?(ending)
        self.ended.signal()
    }

    /// Writes text to the program's standard input (dropped once it was
    /// stopped or ended).
    package func send(_ text: String) {
        guard state.withLock({ !$0.stopped && $0.ending == nil }) else { return }
        input.yield(text)
    }

    /// Whether ``stop()`` was called.
    package var wasStopped: Bool { state.withLock { $0.stopped } }

    /// How the program ended, once it did.
    package var ending: Ending? { state.withLock { $0.ending } }

    /// Closes the program's input and waits for it to end; one that is
    /// still running a second later is killed, with its process group.
    package func stop() {
        let running = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped && state.ending == nil
        }
        guard running else { return }
        input.finish()
        if ended.wait(timeout: .now() + 1) == .timedOut {
            pid.kill()
            ended.wait()
        }
        ended.signal()
    }
}

extension LiveChild {
    /// Waits until the program ended.
    package func waitUntilEnded() {
        ended.wait()
        ended.signal()
    }
}
