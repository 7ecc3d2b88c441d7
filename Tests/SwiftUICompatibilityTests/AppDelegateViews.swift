import SwiftUI

// App delegates as SwiftUI apps declare them.

/// What the delegates heard, in order.
@MainActor var delegateLog: [String] = []

final class LoggingAppDelegate: NSObject, UIApplicationDelegate {
    let name = "logging"
    var launches = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launches += 1
        delegateLog.append("\(name) did finish launching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        delegateLog.append("\(name) became active")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        delegateLog.append("\(name) will terminate")
    }
}

class ResponderDelegate: UIResponder, UIApplicationDelegate, ObservableObject {
    @Published var ready = false
    var made: String

    override init() {
        made = "made by its own init"
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ready = true
        return true
    }
}

class MacDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        delegateLog.append("mac did finish launching")
    }
}

struct DelegatedApp: App {
    @UIApplicationDelegateAdaptor(LoggingAppDelegate.self) var appDelegate
    @UIApplicationDelegateAdaptor var responder: ResponderDelegate
    @NSApplicationDelegateAdaptor(MacDelegate.self) var macDelegate

    var body: some Scene {
        WindowGroup {
            Text("delegated")
        }
    }
}

/// A delegate with no `init()` of its own: UIKit cannot make it either.
final class ServiceDelegate: NSObject, UIApplicationDelegate {
    let service: String

    init(service: String) {
        self.service = service
    }
}

// An app's model loading over the network, with nothing but `import SwiftUI`
// (URLSession and URLRequest come with Foundation on iOS).

class QuoteStore: ObservableObject {
    @Published var quote = "…"
    @Published var failed = false

    func request(for id: Int) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://quotes.example.com/quotes/\(id)")!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 10
        return request
    }

    func load(_ id: Int, session: URLSession = .shared) async {
        do {
            let (data, _) = try await session.data(for: request(for: id))
            quote = String(decoding: data, as: UTF8.self)
        } catch {
            failed = true
        }
    }
}
