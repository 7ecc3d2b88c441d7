import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AnimationProcess

/// The programs `animate` runs (the preview program, the build, ffmpeg),
/// through the one runner on swift-subprocess: their environment, output,
/// status, time limit and process group.
struct ChildProcessTests {
    /// Additions reach the child beside everything the parent has, values
    /// with spaces and `=` intact; a `nil` removes a variable.
    @Test func theChildGetsTheParentsEnvironmentWithTheChanges() throws {
        setenv("ANIMATE_TEST_REMOVED", "here", 1)
        let child = ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", #"printf '%s|%s|%s|%s' "$ANIMATE_TEST_A" "$ANIMATE_TEST_B" "${ANIMATE_TEST_REMOVED-unset}" "$PATH""#],
            environment: ["ANIMATE_TEST_A": "a b=c", "ANIMATE_TEST_B": "--", "ANIMATE_TEST_REMOVED": nil], timeLimit: 60)
        let outcome = try child.run()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        #expect(outcome.standardOutput == "a b=c|--|unset|\(path)")
        #expect(outcome.succeeded)
    }

    /// The program's status and both outputs come back; a name without a
    /// slash is found on the `PATH`.
    @Test func statusAndOutputsComeBack() throws {
        let outcome = try ChildProcess(executable: "sh", arguments: ["-c", "echo out; echo err >&2; exit 3"], timeLimit: 60).run()
        #expect(outcome.standardOutput == "out\n" && outcome.standardError == "err\n")
        #expect(outcome.status == 3 && !outcome.signalled && !outcome.timedOut && !outcome.succeeded)
    }

    /// Merged, both outputs land in one text in the order written (a
    /// build's log).
    @Test func mergedOutputKeepsItsOrder() throws {
        let child = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "echo 1; echo 2 >&2; echo 3"], timeLimit: 60, mergesStandardError: true)
        let outcome = try child.run()
        #expect(outcome.standardOutput == "1\n2\n3\n" && outcome.standardError.isEmpty)
    }

    /// A program past its limit is killed with every process it started
    /// (its process group): the grandchild it left sleeping is gone too.
    @Test func aProgramPastItsLimitIsKilledWithItsGroup() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animate-grandchild-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 30 & echo $! > \(file.path); wait"], timeLimit: 0.5)
        let outcome = try child.run()
        #expect(outcome.timedOut && outcome.signalled && outcome.status == SIGKILL)
        let grandchild = try #require(
            Int32(String(decoding: try Data(contentsOf: file), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.ends(grandchild), "the grandchild \(grandchild) still runs")
    }

    /// Whether a process ends (or has ended) within a generous bound: the
    /// group's SIGKILL is sent when the run ends, but the kernel finishes a
    /// killed process when it is next scheduled, which on a loaded machine
    /// is not at once.
    static func ends(_ pid: Int32, within bound: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + bound
        while runs(pid) {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Bad limits (not finite, zero or negative) are a second's.
    @Test(arguments: [Double.nan, -1, 0, Double.infinity])
    func badLimitsAreASecond(limit: Double) throws {
        let outcome = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], timeLimit: limit).run()
        #expect(outcome.timedOut)
    }

    /// A program that is not there is an error, not an outcome.
    @Test func aMissingProgramThrows() {
        #expect(throws: (any Error).self) {
            try ChildProcess(executable: "/nonexistent/animate-nothing", arguments: [], timeLimit: 5).run()
        }
    }

    /// A running child is noted while it runs, and what `animate` does on
    /// SIGTERM (``RunningChildren/terminateAll()``, here limited to this
    /// test's child, as other tests run children beside it) kills it: its
    /// run ends signalled, not at its limit, and it is no longer noted.
    @Test func terminatingStopsARunningChild() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animate-terminate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        // It sleeps far longer than the test takes, so that it is still there
        // when the test looks (a pool that other tests keep busy can make the
        // test look late: once, for longer than a 30 s sleep, and the loop
        // below then looked for it forever).
        let child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo $$ > \(file.path); exec sleep 600"], timeLimit: 900)
        let runEnded = Mutex(false)
        async let outcome = {
            defer { runEnded.withLock { $0 = true } }
            return try child.run()
        }()
        // Wait for the child to write its number and be noted (events, not a
        // fixed delay), or for its run to end without that.
        var pid: Int32?
        while pid == nil, !runEnded.withLock({ $0 }) {
            try await Task.sleep(for: .milliseconds(10))
            pid = (try? Data(contentsOf: file)).flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let found = pid, !RunningChildren.contains(found) { pid = nil }
        }
        guard pid != nil else {
            Issue.record("the child ended before it was seen running: \(try await outcome)")
            return
        }
        RunningChildren.terminate { $0 == pid }
        let ended = try await outcome
        #expect(ended.signalled && ended.status == SIGKILL && !ended.timedOut)
        #expect(!RunningChildren.contains(pid ?? 0))
    }

    /// Whether a process runs (a zombie, killed but not yet reaped by the
    /// system, does not).
    static func runs(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !(stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true)
    }

    /// Runs blocking every thread of Swift's shared pool at once (and
    /// more) all end: the caller is answered without a pool thread (a run
    /// whose end needed one deadlocked here, seen with swift-subprocess's
    /// own last step).
    @Test func runsFromEveryPoolThreadAtOnceEnd() async throws {
        let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 1
        let outcomes = try await withThrowingTaskGroup(of: ChildProcess.Outcome.self) { group in
            for index in 0..<count {
                group.addTask {
                    try ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 0.2; echo \(index); exit 4"], timeLimit: 60).run()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == count)
        #expect(Set(outcomes.map(\.standardOutput)) == Set((0..<count).map { "\($0)\n" }))
        #expect(outcomes.allSatisfy { $0.status == 4 && !$0.signalled })
    }

    /// From a thread of its own (the main thread, a Dispatch queue's) too.
    @Test func aRunFromAThreadOfItsOwn() async throws {
        let outcome = try await onOwnThread {
            try ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo hi; exit 4"], timeLimit: 60).run()
        }
        #expect(outcome.standardOutput == "hi\n" && outcome.status == 4)
    }
}
