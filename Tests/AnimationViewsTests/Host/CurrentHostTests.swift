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
}
