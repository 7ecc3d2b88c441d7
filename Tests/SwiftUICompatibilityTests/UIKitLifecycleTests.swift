@testable import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("Apps written with UIKit's life cycle", .serialized)
struct UIKitLifecycleTests {
    /// The delegate launches, configures the scene, the scene delegate
    /// (found by its template name) connects and becomes active, and the
    /// window's hosting controller's view is what is shown; ending the
    /// run resigns the scene.
    @Test func aSceneDelegateAppShowsItsHostingControllersView() {
        AppDelegate.events = []
        let lifeCycle = UIKitAppLauncher.LifeCycle()
        let host = ViewHost(lifeCycle.root(of: AppDelegate.self), size: CGSize(width: 390, height: 844))
        #expect(lifeCycle.problem == nil)
        #expect(host.find(text: "Hello from a scene") != nil)
        lifeCycle.end()
        #expect(AppDelegate.events == ["didFinishLaunching", "configurationForConnecting", "willConnect", "didBecomeActive", "willResignActive"])
    }

    /// An app without scenes shows the window its delegate made.
    @Test func aWindowAppShowsItsDelegatesWindow() {
        let lifeCycle = UIKitAppLauncher.LifeCycle()
        let host = ViewHost(lifeCycle.root(of: WindowAppDelegate.self), size: CGSize(width: 390, height: 844))
        #expect(lifeCycle.problem == nil)
        #expect(host.find(text: "A window of its own") != nil)
    }

    /// A delegate with no window and no scene delegate to find has a
    /// problem that says what to do.
    @Test func noWindowIsAProblemThatSaysWhy() {
        let lifeCycle = UIKitAppLauncher.LifeCycle()
        _ = lifeCycle.root(of: BareAppDelegate.self)
        #expect(lifeCycle.problem?.contains("SceneDelegate") == true || lifeCycle.problem?.contains("root view controller") == true)
    }
}

class BareAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NotASceneDelegate.self
        return configuration
    }
}

class NotASceneDelegate: UIResponder {}
