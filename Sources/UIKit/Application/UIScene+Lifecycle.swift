import AnimationViews
import Foundation

extension UIScene {
    /// What a scene is connected with: URLs, a shortcut, activities (none
    /// on the headless host, unless the app is launched to open a URL).
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene is asked to open.
        open var urlContexts: Set<UIOpenURLContext> = []
        /// The source app's bundle identifier.
        open var sourceApplication: String? { nil }

        /// Options with nothing to open.
        public override init() {}
    }
}

/// A URL a scene is asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL

    /// A context of a URL.
    public init(url: URL) {
        self.url = url
    }
}

/// A session of a scene, as UIKit's `UISceneSession`.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public var rawValue: String
        /// A role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display's window.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The session's identifier.
    public let persistentIdentifier = UUID().uuidString
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// The scene, once connected.
    open internal(set) weak var scene: UIScene?
    /// The app's data for the session.
    open var userInfo: [String: Any]?

    /// A session of a role (the app's launch makes it).
    package init(role: Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// What a scene is made with, as UIKit's `UISceneConfiguration`: the class
/// of its delegate.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name (in the app's Info.plist).
    public let name: String?
    /// The role of the sessions it serves.
    public let role: UISceneSession.Role
    /// The scene delegate's class (a `UIResponder` subclass conforming to
    /// ``UIWindowSceneDelegate``); when `nil`, the app's Info.plist names
    /// it, as Xcode's template does.
    open var delegateClass: AnyClass?
    /// The scene's class.
    open var sceneClass: AnyClass?

    /// A configuration.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - sessionRole: The role of the sessions it serves.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`: every method has a
/// default that does nothing. An app launched through its
/// `UIApplicationDelegate` connects its one scene to it.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is connected to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene will stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene will come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, which holds the scene's window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate stores one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
