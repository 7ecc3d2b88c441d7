import AnimationProcess
import Foundation

/// How a program a test ran ended, and what it printed.
public struct ProgramRun: Sendable {
    /// The exit status (or the signal that ended it).
    public var status: Int32
    /// What it wrote to standard output.
    public var out: String
    /// What it wrote to standard error, and, when it was stopped at its
    /// time limit, a line that says so.
    public var err: String
    /// Whether it was stopped at its time limit.
    public var timedOut: Bool
}

/// A program that did not finish within its time limit.
public struct ProgramTimedOut: Error, CustomStringConvertible {
    /// The program and its limit.
    public var description: String
}

/// Runs a program to its end through the package's one process runner
/// (`ChildProcess`): its output in files (nothing stalls on a full pipe),
/// its environment this process's with `environment` over it, and a time
/// limit, after which it is killed with every process it started, so that
/// a program that hangs (a browser that never exits, a build that waits)
/// fails its test instead of holding CI to its own limit.
///
/// - Parameters:
///   - executable: The program: a path, or a name on the `PATH`.
///   - arguments: Its arguments.
///   - directory: The directory it starts in; `nil`: this process's.
///   - environment: Variables set over this process's.
///   - timeLimit: Seconds it may take: 15 minutes by default (a first
///     build of a package that depends on this one, or of a preview
///     workspace, takes 3 to 6 on two busy cores).
/// - Returns: How it ended.
public func runProgram(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], timeLimit: Double = 900
) throws -> ProgramRun {
    let outcome = try ChildProcess(
        executable: executable, arguments: arguments, environment: environment.mapValues { $0 }, timeLimit: timeLimit,
        workingDirectory: directory
    ).run()
    var err = outcome.standardError
    if outcome.timedOut {
        err += "\n(the test's \(executable) \(arguments.joined(separator: " ")) did not finish in \(Int(timeLimit)) s and was stopped)\n"
    }
    return ProgramRun(status: outcome.status, out: outcome.standardOutput, err: err, timedOut: outcome.timedOut)
}

/// Runs a program to its end as ``runProgram(_:_:in:environment:timeLimit:)``
/// does, without holding a thread of Swift's pool while it runs (the run
/// waits on a thread of its own): for a test whose page is served from this
/// process (an actor of the server's needs a thread of the pool), and for a
/// test that runs a long program (a package's build) beside other tests,
/// neither of which may starve the pool on two cores.
///
/// - Parameters:
///   - executable: The program: a path, or a name on the `PATH`.
///   - arguments: Its arguments.
///   - directory: The directory it starts in; `nil`: this process's.
///   - environment: Variables set over this process's.
///   - timeLimit: Seconds it may take (15 minutes by default).
/// - Returns: How it ended.
/// - Throws: The error of a program that could not start.
public func runProgramOffThePool(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], timeLimit: Double = 900
) async throws -> ProgramRun {
    try await withCheckedThrowingContinuation { continuation in
        Thread {
            do {
                continuation.resume(returning: try runProgram(executable, arguments, in: directory, environment: environment, timeLimit: timeLimit))
            } catch {
                continuation.resume(throwing: error)
            }
        }.start()
    }
}

/// Runs a program off Swift's pool (``runProgramOffThePool(_:_:in:environment:timeLimit:)``)
/// and returns its standard output.
///
/// - Parameters:
///   - executable: The program.
///   - arguments: Its arguments.
///   - timeLimit: Seconds it may take (2 minutes by default: a headless
///     browser that opens a page).
/// - Returns: What it printed on standard output.
/// - Throws: ``ProgramTimedOut`` when it was stopped at its limit, or
///   the error of a program that could not start.
public func programOutput(_ executable: String, _ arguments: [String], timeLimit: Double = 120) async throws -> String {
    let run = try await runProgramOffThePool(executable, arguments, timeLimit: timeLimit)
    if run.timedOut { throw ProgramTimedOut(description: run.err.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return run.out
}

/// A watchdog for a program a test drives while it runs (a server, a
/// browser): SIGKILL after `seconds` if it is still running, so that a
/// program that stops answering ends, its pipes and sockets close, and the
/// test's reads return instead of waiting for ever. (SIGKILL: the test
/// process blocks SIGTERM, and its children inherit that.)
///
/// - Parameters:
///   - process: The running program.
///   - seconds: How long it may run.
public func killIfStillRunning(_ process: Process, after seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

extension Chromium {
    /// Opens a page headless and returns its DOM once `virtualTimeBudget`
    /// milliseconds of the page's virtual time have passed (timers and
    /// frames run in virtual time: nothing waits on the machine's speed).
    ///
    /// - Parameters:
    ///   - url: The page (a file or an `http://127.0.0.1` address).
    ///   - virtualTimeBudget: The page's time, in milliseconds.
    /// - Returns: The DOM, as HTML.
    public static func dumpDOM(_ url: String, virtualTimeBudget: Int = 3000) async throws -> String {
        guard let path else { return "" }
        return try await programOutput(
            path, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "--virtual-time-budget=\(virtualTimeBudget)", url])
    }
}
