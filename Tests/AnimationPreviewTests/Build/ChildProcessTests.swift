import Foundation
import Testing

@testable import AnimationPreviewTools

/// The programs `animate` runs (the preview program, the build): their
/// environment, output, status and time limit.
struct ChildProcessTests {
    /// Additions reach the child beside everything the parent has, values
    /// with spaces and `=` intact (they pass through env(1), not through
    /// `Process.environment`, which Foundation on Linux never frees).
    @Test func theChildGetsTheParentsEnvironmentAndTheAdditions() throws {
        let child = ChildProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", #"printf '%s|%s|%s' "$ANIMATE_TEST_A" "$ANIMATE_TEST_B" "$PATH""#],
            environment: ["ANIMATE_TEST_A": "a b=c", "ANIMATE_TEST_B": "--"], timeLimit: 60)
        let outcome = try child.run()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        #expect(outcome.standardOutput == "a b=c|--|\(path)")
        #expect(outcome.status == 0 && !outcome.signalled && !outcome.timedOut)
    }

    /// Without additions the program runs as given; its status and both
    /// outputs come back.
    @Test func statusAndOutputsComeBack() throws {
        let child = ChildProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo out; echo err >&2; exit 3"], timeLimit: 60)
        let outcome = try child.run()
        #expect(outcome.standardOutput == "out\n" && outcome.standardError == "err\n")
        #expect(outcome.status == 3 && !outcome.signalled && !outcome.timedOut)
    }

    /// A program past its time limit is killed, also when env(1) started
    /// it (env becomes the program, so the kill reaches it).
    @Test func aProgramPastItsLimitIsKilled() throws {
        let child = ChildProcess(
            executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], environment: ["ANIMATE_TEST_A": "1"], timeLimit: 0.2)
        let outcome = try child.run()
        #expect(outcome.timedOut && outcome.signalled && outcome.status == SIGKILL)
    }
}
