import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with a time limit, its output collected in files (so a
/// chatty program cannot fill a pipe and stall).
struct ChildProcess {
    /// How a run ended.
    struct Outcome {
        /// The exit status, or the signal that ended the program.
        var status: Int32
        /// Whether a signal ended it (a crash, or the time limit).
        var signalled: Bool
        /// Whether it was stopped at the time limit.
        var timedOut: Bool
        var standardOutput: String
        var standardError: String
    }

    var executable: URL
    var arguments: [String]
    /// Added to the environment of the parent.
    var environment: [String: String] = [:]
    /// Wall-clock seconds before the program is stopped.
    var timeLimit: Double
    /// A file the program reports progress in: with one, the time limit
    /// counts from the last time the file grew (each preview of a batch
    /// has the whole limit), not from the start.
    var progress: URL?

    func run() throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("animate-child-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("animate-child-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        // The child inherits the environment, with the additions set by
        // env(1), which then runs the program in its place (same process).
        // Foundation's `Process` on Linux never frees an `environment` it is
        // given, about 4 KB a run (`animate mcp` grew by that much a render).
        if environment.isEmpty {
            process.executableURL = executable
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [executable.path] + arguments
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        RunningChildren.started(process)
        defer { RunningChildren.ended(process) }
        var timedOut = false
        var deadline = Date().addingTimeInterval(timeLimit)
        var reported = -1
        // With a progress file, look at it four times a second.
        while finished.wait(timeout: .now() + (progress == nil ? timeLimit : min(0.25, timeLimit))) == .timedOut {
            if let progress {
                let attributes = try? FileManager.default.attributesOfItem(atPath: progress.path)
                let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
                if size != reported {
                    reported = size
                    deadline = Date().addingTimeInterval(timeLimit)
                }
            }
            guard progress == nil || Date() >= deadline else { continue }
            // SIGKILL, not SIGTERM: the program has nothing to save, and a
            // parent that blocks SIGTERM (a test runner) passes that on.
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            break
        }
        try? out.close()
        try? err.close()
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            standardOutput: FileContents.text(atPath: outURL.path) ?? "",
            standardError: FileContents.text(atPath: errURL.path) ?? "")
    }
}
