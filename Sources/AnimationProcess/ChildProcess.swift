import Foundation
import Subprocess

#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A program `animate` runs: a user's preview, a build, a compiler, ffmpeg.
/// Every child process of the package starts here, on swift-subprocess:
/// with a time limit, noted in ``RunningChildren`` while it runs (so that
/// a server asked to stop stops it), its output collected in files (a
/// chatty program cannot fill a pipe and stall), and its environment the
/// parent's with additions (no copy is made in this process).
package struct ChildProcess: Sendable {
    /// How a run ended.
    package struct Outcome: Sendable, Equatable {
        /// The exit status, or the signal that ended the program.
        package var status: Int32
        /// Whether a signal ended it (a crash, or the time limit).
        package var signalled: Bool
        /// Whether it was stopped at the time limit.
        package var timedOut: Bool
        /// What the program wrote to standard output.
        package var standardOutput: String
        /// What the program wrote to standard error.
        package var standardError: String

        /// Creates an outcome (a live preview's end is described as one).
        package init(status: Int32, signalled: Bool, timedOut: Bool, standardOutput: String, standardError: String) {
            self.status = status
            self.signalled = signalled
            self.timedOut = timedOut
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// Whether the program exited with status 0.
        package var succeeded: Bool { status == 0 && !signalled && !timedOut }
    }

    /// The program: a path, or a name looked up on the `PATH` (`swift`).
    package var executable: String
    /// The arguments, the program's name not included.
    package var arguments: [String]
    /// Set in (or, with `nil`, removed from) the parent's environment.
    package var environment: [String: String?]
    /// Wall-clock seconds before the program (and every process it
    /// started) is killed; not finite or not positive: 1 second.
    package var timeLimit: Double
    /// A file the program reports progress in: with one, the time limit
    /// counts from the last time the file grew (each preview of a batch
    /// has the whole limit), not from the start.
    package var progress: URL?
    /// Whether the program leads a process group of its own (the default),
    /// so that the time limit and ``RunningChildren/terminateAll()`` stop
    /// what it started too (a build's compilers). `false` keeps it in the
    /// parent's group, for a program a child of ours runs (ffmpeg in a
    /// preview's program) that should end with that child's group.
    package var ownsProcessGroup: Bool
    /// Whether standard error goes to standard output's file, in the order
    /// written (a build's log); ``Outcome/standardError`` is then empty.
    package var mergesStandardError: Bool
    /// The directory the program starts in; `nil`: the parent's.
    package var workingDirectory: URL?

    /// Describes a run; nothing starts until ``run()``.
    package init(
        executable: String, arguments: [String], environment: [String: String?] = [:], timeLimit: Double, progress: URL? = nil,
        ownsProcessGroup: Bool = true, mergesStandardError: Bool = false, workingDirectory: URL? = nil
    ) {
        self.mergesStandardError = mergesStandardError
        self.workingDirectory = workingDirectory
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeLimit = timeLimit
        self.progress = progress
        self.ownsProcessGroup = ownsProcessGroup
    }

    /// The limit used: a positive, finite number of seconds.
    var limit: Double { timeLimit.isFinite && timeLimit > 0 ? timeLimit : 1 }

    /// Runs the program to its end, or to its time limit, blocking the
    /// calling thread.
    ///
    /// swift-subprocess is asynchronous: the run's tasks execute on a
    /// thread of its own, and the wait for the program's end is a system
    /// call (`waitid`, which leaves the reaping to swift-subprocess), so
    /// that the caller is answered without a thread of Swift's shared pool.
    /// Callers may then be anywhere, pool threads included: a test, an
    /// actor, a Dispatch queue; swift-subprocess finishes its bookkeeping
    /// when the pool has a thread free.
    ///
    /// - Throws: When the program cannot be started (not found, not
    ///   executable) or the output files cannot be made.
    package func run() throws -> Outcome {
        let files = try OutputFiles()
        defer { files.remove() }
        let state = RunState()
        start(output: files.output, error: mergesStandardError ? files.output : files.error, state: state)
        let ending = try state.waitForEnd(limit: limit, progress: progress)
        let (output, error) = files.read()
        return Outcome(
            status: ending.status, signalled: ending.signalled, timedOut: ending.timedOut, standardOutput: output, standardError: error)
    }

    /// Starts the run on a thread of its own; `state` hears of the start,
    /// the end, or a failure to start.
    private func start(output: FileDescriptor, error: FileDescriptor, state: RunState) {
        let program = Spawning.executable(executable)
        let options = Spawning.options(ownsProcessGroup: ownsProcessGroup)
        let executor = ThreadTaskExecutor(name: "animate child")
        let directory = workingDirectory.map { FilePath($0.path) }
        Task(executorPreference: executor) { [arguments, environment = Spawning.environment(environment), options] in
            do {
                let result = try await Subprocess.run(
                    program, arguments: Arguments(arguments), environment: environment, workingDirectory: directory,
                    platformOptions: options, input: .none,
                    output: .fileDescriptor(output, closeAfterSpawningProcess: false),
                    error: .fileDescriptor(error, closeAfterSpawningProcess: false)
                ) { execution in
                    // Wait here, on the run's own thread, for the end
                    // (swift-subprocess reaps the program after this returns).
                    let pid = execution.processIdentifier.value
                    state.started(pid)
                    state.exited(RunState.waitForExit(of: pid))
                }
                state.reaped(result.terminationStatus)
            } catch {
                state.failed(error)
            }
            executor.finish()
        }
    }
}
