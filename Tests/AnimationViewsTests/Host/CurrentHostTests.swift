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
    /// in its own task); a warning from a task that made none goes to the
    /// most recently made host.
    @Test func aWarningGoesToTheHostItsTaskMade() async {
        let mine = ViewHost(Color.red, size: CGSize(width: 10, height: 10))
        let later = await Task { @MainActor in ViewHost(Color.blue, size: CGSize(width: 10, height: 10)) }.value
        #expect(CurrentHost.host === later)
        CurrentHost.warn("reported by the task that made it (CurrentHostTests)")
        await Task.detached { CurrentHost.warn("reported by a task that made no host (CurrentHostTests)") }.value
        let mineRead = mine.warnings.filter { $0.contains("CurrentHostTests") }
        let laterRead = later.warnings.filter { $0.contains("CurrentHostTests") }
        #expect(mineRead == ["reported by the task that made it (CurrentHostTests)"])
        #expect(laterRead == ["reported by a task that made no host (CurrentHostTests)"])
    }
}
