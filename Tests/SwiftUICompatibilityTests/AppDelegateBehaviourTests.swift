@testable import SwiftUI
import Testing

@MainActor
@Suite("App delegates")
struct AppDelegateBehaviourTests {
    @Test func anAdaptorMakesItsDelegateWithItsOwnInit() {
        let app = DelegatedApp()
        // Stored properties are initialized: the class's own init() ran.
        #expect(app.appDelegate.name == "logging" && app.appDelegate.launches == 0)
        #expect(app.responder.made == "made by its own init")
        // Observable delegates have bindings.
        let ready: Binding<Bool> = app.$responder.ready
        #expect(ready.wrappedValue == false)
    }

    @Test func launchingAnAppTellsItsDelegatesInOrder() {
        delegateLog = []
        let app = DelegatedApp()
        let delegates = ApplicationDelegates(of: app)
        #expect(delegates.uiKit.count == 2 && delegates.appKit.count == 1 && delegates.notMade.isEmpty)
        delegates.didLaunch()
        #expect(app.responder.ready)
        #expect(app.appDelegate.launches == 1)
        #expect(delegateLog == ["logging did finish launching", "logging became active", "mac did finish launching"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(NSApplication.shared.delegate === app.macDelegate)
        delegates.willTerminate()
        #expect(delegateLog.last == "logging will terminate")
    }

    /// As on iOS, where `init()` is an unimplemented initializer of such a
    /// class: the program stops.
    @Test func aDelegateWithoutAnInitOfItsOwnStopsTheProgramAsOnIOS() async {
        await #expect(processExitsWith: .failure) {
            _ = await MainActor.run { NSObjectMaker.make(ServiceDelegate.self) }
        }
    }

    /// `import SwiftUI` brings Foundation's networking, as on iOS (on Linux
    /// it is FoundationNetworking, re-exported).
    @Test func aModelBuildsItsRequestWithURLSessionTypes() {
        let request = QuoteStore().request(for: 7)
        #expect(request.url?.absoluteString == "https://quotes.example.com/quotes/7")
        #expect(request.httpMethod == "GET" && request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.timeoutInterval == 10)
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }
}
