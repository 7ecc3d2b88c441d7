import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

@MainActor
@Suite("The current host, for warnings from outside a view")
struct CurrentHostTests {
    /// A warning reported after the current host is gone goes to no host:
    /// a later host (perhaps at the same address) does not inherit it.
    @Test func aWarningAfterTheHostIsGoneReachesNoLaterHost() {
        do {
            let gone = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
            #expect(CurrentHost.host === gone)
        }
        #expect(CurrentHost.host == nil)
        CurrentHost.warn("reported with no host alive (CurrentHostTests)")
        let later = ViewHost(Color.blue, size: CGSize(width: 10, height: 10))
        #expect(!later.warnings.contains { $0.contains("CurrentHostTests") })
    }

    /// A warning reported while a host is current reaches it, once.
    @Test func aWarningReachesTheCurrentHostOnce() {
        let host = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
        CurrentHost.warn("reported to the current host (CurrentHostTests)")
        CurrentHost.warn("reported to the current host (CurrentHostTests)")
        #expect(host.warnings.filter { $0.contains("CurrentHostTests") }.count == 1)
    }

    /// A warning reported from a task goes to the host that task made,
    /// though another task made a host since (tests run in parallel, each
    /// in its own task). (Only synchronous tests can say which host is the
    /// most recent: other tests make hosts while an asynchronous one waits.)
    @Test func aWarningGoesToTheHostItsTaskMade() async {
        let message = "reported by the task that made it (CurrentHostTests)"
        let mine = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
        let later = await Task { @MainActor in ViewHost(Color.blue, size: CGSize(width: 10, height: 10)) }.value
        CurrentHost.warn(message)
        #expect(mine.warnings.contains(message))
        #expect(!later.warnings.contains(message))
    }

    /// A warning reported from a task a host's view started goes to that
    /// host, though a later host is the most recent and the task made none.
    @Test func aWarningFromAViewsTaskGoesToItsHost() async {
        let (go, start) = AsyncStream.makeStream(of: Void.self)
        let (reported, report) = AsyncStream.makeStream(of: Void.self)
        // The view's task warns once the later host is made.
        let view = Color.red.task {
            var waiting = go.makeAsyncIterator()
            await waiting.next()
            CurrentHost.warn("reported by a view's task (CurrentHostTests)")
            report.yield()
        }
        let started = await Task { @MainActor in ViewHost(view, size: CGSize(width: 10, height: 10)) }.value
        let later = await Task { @MainActor in ViewHost(Color.blue, size: CGSize(width: 10, height: 10)) }.value
        start.yield()
        var waiting = reported.makeAsyncIterator()
        await waiting.next()
        #expect(started.warnings.contains("reported by a view's task (CurrentHostTests)"))
        #expect(!later.warnings.contains("reported by a view's task (CurrentHostTests)"))
    }
}
