import AnimationViews
import Foundation

/// An object that can respond to and handle events, as in UIKit: the base
/// of ``UIApplication`` and of app delegates declared as
/// `class AppDelegate: UIResponder, UIApplicationDelegate`.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Gives up being the first responder: ends the host's text editing
    /// (the focused field loses focus). `true` when a field was focused.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        CurrentHost.host?.endEditing() ?? false
    }

    /// Asks to become the first responder: `false` (only SwiftUI's fields
    /// take focus on the headless host).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether the responder can become first responder: `false`.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder is the first responder: `false`.
    open var isFirstResponder: Bool { false }

    /// Fingers touched down. The responders that get touches on the
    /// headless host are SpriteKit's nodes, through `SpriteView`; the
    /// default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers moved; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers lifted; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The touches were cancelled; the default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The centralized point of control for an app, as in UIKit: as much of it
/// as an app's life cycle reaches. There is one, ``shared``; its
/// ``delegate`` is the app's `@UIApplicationDelegateAdaptor` delegate.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The app's states.
    public enum State: Int, Sendable {
        /// The app runs in the foreground and receives events.
        case active
        /// The app runs in the foreground but receives no events.
        case inactive
        /// The app runs in the background.
        case background
    }

    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's one application object.
    public static let shared = UIApplication()

    /// The app delegate, set when an app with a `@UIApplicationDelegateAdaptor`
    /// launches.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The app's state: ``State/active`` once it has launched (the host's
    /// scene is in the foreground).
    public internal(set) var applicationState: State = .active

    override init() {
        super.init()
    }

    /// Whether the screen stays on (kept, nothing else).
    public var isIdleTimerDisabled = false
    /// The number on the app's icon (kept, nothing else).
    public var applicationIconBadgeNumber = 0
    /// The app's alternate icon's name (`nil`: the primary icon).
    public private(set) var alternateIconName: String?
    /// Whether the app can change its icon: `true`.
    public var supportsAlternateIconNames: Bool { true }

    /// Changes the app's icon: the name is kept in ``alternateIconName``
    /// and the completion hears no error.
    ///
    /// - Parameters:
    ///   - alternateIconName: The icon's name, `nil` for the primary one.
    ///   - completionHandler: Hears the error, none.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    /// Registers for remote notifications (none arrive headlessly).
    public func registerForRemoteNotifications() {}
}

/// The methods of an app delegate, as in UIKit: every one is optional (a
/// default does nothing). An app's `main()` calls
/// `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)` and
/// `applicationDidBecomeActive(_:)` at launch, and
/// `applicationWillTerminate(_:)` when it ends after writing its page.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app is about to finish launching.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app has finished launching.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app is asked to open a URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The configuration of a scene being connected.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions the user closed.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app's window, for an app without scenes (before iOS 13).
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// Does nothing and returns `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    { true }
    /// Does nothing and returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing and returns `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// The default configuration of the session's role (its delegate
    /// class from the app's Info.plist).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// No window unless the delegate stores one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
