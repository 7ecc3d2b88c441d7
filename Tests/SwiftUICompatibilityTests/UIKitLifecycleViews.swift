import SwiftUI
import UIKit

// An app written with UIKit's life cycle, as Xcode 11's SwiftUI template
// wrote it (Swift 5 mode).

struct SceneContentView: View {
    var body: some View {
        Text("Hello from a scene")
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    static var events: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.events.append("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        AppDelegate.events.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        AppDelegate.events.append("willConnect")
        let contentView = SceneContentView()
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AppDelegate.events.append("didBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        AppDelegate.events.append("willResignActive")
    }
}

/// An app without scenes (before iOS 13): the delegate makes the window.
class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIHostingController(rootView: Text("A window of its own"))
        window?.makeKeyAndVisible()
        return true
    }
}
