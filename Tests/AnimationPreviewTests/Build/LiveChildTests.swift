import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AnimationProcess

/// A program that runs beside its parent (a live preview): lines in and
/// out, how it ended, and stopping it.
struct LiveChildTests {
    /// Collected lines, and a semaphore per line.
    final class Lines: Sendable {
        let all = Mutex<[String]>([])
        let arrived = DispatchSemaphore(value: 0)
        func add(_ line: String) {
            all.withLock { $0.append(line) }
            arrived.signal()
        }
    }

    /// What is sent comes back from `cat` line by line; stopping closes its
    /// input and it exits 0.
    @Test func linesGoInAndComeOut() async throws {
        try await onOwnThread { try Self.echo() }
    }

    static func echo() throws {
        let child = LiveChild(executable: "/bin/cat", arguments: [])
        let lines = Lines()
        let ending = Mutex<LiveChild.Ending?>(nil)
        try child.start(output: lines.add, errors: { _ in }, ended: { value in ending.withLock { $0 = value } })
        child.send("one\n")
        lines.arrived.wait()
        child.send("two\nthree\n")
        lines.arrived.wait()
        lines.arrived.wait()
        #expect(lines.all.withLock { $0 } == ["one", "two", "three"])
        child.stop()
        #expect(child.wasStopped)
        #expect(child.ending == LiveChild.Ending(status: 0, signalled: false))
        #expect(ending.withLock { $0 } == LiveChild.Ending(status: 0, signalled: false))
    }

    /// A program that ends by itself reports how (standard error read to
    /// its end first); what is sent later is dropped, and stopping it then
    /// does nothing.
    @Test func aProgramThatEndsReportsItsStatus() async throws {
        try await onOwnThread { try Self.ending() }
    }

    static func ending() throws {
        let child = LiveChild(executable: "/bin/sh", arguments: ["-c", "echo failing >&2; exit 3"])
        let errors = Lines()
        try child.start(output: { _ in }, errors: errors.add, ended: { _ in })
        child.waitUntilEnded()
        #expect(child.ending == LiveChild.Ending(status: 3, signalled: false))
        #expect(errors.all.withLock { $0 } == ["failing"])
        child.send("ignored\n")
        child.stop()
        #expect(child.ending == LiveChild.Ending(status: 3, signalled: false))
    }

    /// A program that ignores its closed input is killed a second after
    /// ``LiveChild/stop()``.
    @Test func aProgramThatDoesNotEndIsKilled() async throws {
        try await onOwnThread { try Self.killed() }
    }

    static func killed() throws {
        let child = LiveChild(executable: "/bin/sh", arguments: ["-c", "exec sleep 30"])
        try child.start(output: { _ in }, errors: { _ in }, ended: { _ in })
        child.stop()
        #expect(child.ending == LiveChild.Ending(status: SIGKILL, signalled: true))
    }

    /// A program that is not there is an error.
    @Test func aMissingProgramThrows() async {
        await #expect(throws: (any Error).self) {
            try await onOwnThread {
                try LiveChild(executable: "/nonexistent/animate-nothing", arguments: []).start(output: { _ in }, errors: { _ in }, ended: { _ in })
            }
        }
    }
}
