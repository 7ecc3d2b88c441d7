import AnimationPreview
import Foundation
import UIKit

extension UIApplicationDelegate where Self: NSObject {
    /// Launches an app written with UIKit's life cycle
    /// (`@main class AppDelegate: UIResponder, UIApplicationDelegate`), as
    /// `UIApplicationMain` does, and shows its window as `App.main()`
    /// shows an app's (a page, or live; see `App.main()`).
    ///
    /// The delegate is made and hears that the app will and did finish
    /// launching. Unless it set its own `window` then (an app without
    /// scenes), it is asked for the configuration of the app's one scene;
    /// the scene delegate is the configuration's `delegateClass`, or else
    /// the class named `SceneDelegate` in the delegate's module (what
    /// Xcode's template names in the Info.plist, which the host does not
    /// read). The scene delegate connects the scene, comes to the
    /// foreground and becomes active. The window shown is the scene
    /// delegate's (or the app delegate's) window: its root view
    /// controller must be a `UIHostingController`, whose SwiftUI view is
    /// recorded. At the end the scene and the app hear they will resign
    /// and terminate.
    ///
    /// Exit status: 0 when the page was written; 1 when there is no window
    /// with a SwiftUI root to show; 2 for an environment variable that
    /// cannot be used.
    @MainActor @preconcurrency public static func main() {
        UIKitAppLauncher.launch(Self.self)
    }
}

/// Runs a UIKit app's life cycle on the headless host.
@MainActor
enum UIKitAppLauncher {
    static func launch<Delegate: UIApplicationDelegate & NSObject>(_ type: Delegate.Type) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let name = String(describing: Delegate.self)
        let lifeCycle = LifeCycle()
        if let request = environment[AppLaunchOptions.previewRequestVariable] {
            _PreviewRunner.main(requestAt: request, candidates: [.view(name: name, file: name, line: 0) { lifeCycle.root(of: Delegate.self) }])
        }
        let options: AppLaunchOptions
        do {
            options = try AppLaunchOptions(environment: environment, liveAvailable: false)
        } catch {
            fail("\(error)", status: 2)
        }
        _ = lifeCycle.root(of: Delegate.self)
        if let problem = lifeCycle.problem { fail(problem, status: 1) }
        let result = AppRunner.record(name: name, options: options) { lifeCycle.root(of: Delegate.self) }
        for warning in result.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        guard result.status == .written, let output = result.output else { fail(result.message ?? "the window could not be written", status: 1) }
        print("\(name): wrote \(output): the window, \(result.frames) frames")
        lifeCycle.end()
        exit(0)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(status)
    }

    /// The app delegate, its scene and the window's SwiftUI view, made
    /// once.
    @MainActor
    final class LifeCycle {
        private var delegate: (any UIApplicationDelegate)?
        private var scene: UIWindowScene?
        private var view: AnyView?
        /// Why there is no view to show.
        private(set) var problem: String?

        func root<Delegate: UIApplicationDelegate & NSObject>(of type: Delegate.Type) -> AnyView {
            if let view { return view }
            let made = launch(type)
            view = made
            return made
        }

        private func launch<Delegate: UIApplicationDelegate & NSObject>(_ delegateType: Delegate.Type) -> AnyView {
            guard let delegate = NSObjectMaker.make(Delegate.self) else { return missing("\(Delegate.self) could not be made with init()") }
            self.delegate = delegate
            let application = UIApplication.shared
            application.delegate = delegate
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            var window = delegate.window
            if window?.rootViewController == nil {
                window = connectScene(of: delegate, module: String(reflecting: Delegate.self).split(separator: ".").first.map(String.init))
            }
            delegate.applicationDidBecomeActive(application)
            guard let root = window?.rootViewController else { return missing("the app's window has no root view controller") }
            guard let hosting = root as? any HostedSwiftUIView else {
                return missing("the window's root view controller is a \(type(of: root)), not a UIHostingController: the host shows SwiftUI views")
            }
            return hosting.hostedView
        }

        private func connectScene(of delegate: any UIApplicationDelegate, module: String?) -> UIWindow? {
            let session = UISceneSession(role: .windowApplication)
            let configuration = delegate.application(UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            let named: AnyClass? = module.flatMap { _typeByName("\($0).SceneDelegate") as? AnyClass }
            guard let sceneDelegateClass = (configuration.delegateClass ?? named) as? NSObject.Type,
                let sceneDelegate = NSObjectMaker.make(sceneDelegateClass) as? any UISceneDelegate
            else {
                problem = "no scene delegate: set the configuration's delegateClass, or name the class SceneDelegate"
                return nil
            }
            let scene = UIWindowScene()
            scene.delegate = sceneDelegate
            self.scene = scene
            sceneDelegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
            sceneDelegate.sceneWillEnterForeground(scene)
            sceneDelegate.sceneDidBecomeActive(scene)
            return (sceneDelegate as? any UIWindowSceneDelegate)?.window
        }

        private func missing(_ reason: String) -> AnyView {
            problem = problem ?? reason
            return AnyView(EmptyView())
        }

        /// The scene resigns and the app terminates.
        func end() {
            if let scene, let delegate = scene.delegate {
                delegate.sceneWillResignActive(scene)
                delegate.sceneDidEnterBackground(scene)
            }
            if let delegate { delegate.applicationWillTerminate(UIApplication.shared) }
        }
    }
}

/// A controller that holds a SwiftUI view.
@MainActor
protocol HostedSwiftUIView {
    /// The view.
    var hostedView: AnyView { get }
}

extension UIHostingController: HostedSwiftUIView {
    var hostedView: AnyView { AnyView(rootView) }
}
