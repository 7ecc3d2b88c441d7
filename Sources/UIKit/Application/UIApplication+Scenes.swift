import AnimationCore
import AnimationViews
import Foundation

extension UIApplication {
    /// The app's one window (as large as the host, with its safe area),
    /// made on first use with its scene.
    var mainWindow: UIWindow {
        if let window = HeadlessScene.window { return window }
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        HeadlessScene.scene = scene
        HeadlessScene.window = window
        return window
    }

    /// The app's windows: its one window.
    public var windows: [UIWindow] { [mainWindow] }
    /// The key window: the app's one window.
    public var keyWindow: UIWindow? { mainWindow }
    /// The app's scenes: one window scene.
    public var connectedScenes: Set<UIScene> {
        _ = mainWindow
        return HeadlessScene.scene.map { [$0] } ?? []
    }
    /// Whether the app opens more than one scene: `false`.
    public var supportsMultipleScenes: Bool { false }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Opens a URL: the headless host has no other apps, so the URL is
    /// recorded in ``openedURLs`` and the completion hears whether it
    /// could open it (``canOpenURL(_:)``).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Unused.
    ///   - completion: Hears whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url)
        if opened { HeadlessScene.openedURLs.append(url) }
        completion?(opened)
    }

    /// Whether a URL could be opened: it has a scheme.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether it has a scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        !(url.scheme ?? "").isEmpty
    }

    /// The URLs ``open(_:options:completionHandler:)`` opened, in order
    /// (not UIKit API: for tests).
    public var openedURLs: [URL] { HeadlessScene.openedURLs }

    /// Sends an action up the responder chain. The one action the headless
    /// host answers is `resignFirstResponder` sent to no target (how
    /// SwiftUI code dismisses the keyboard): the focused text field loses
    /// focus. Linux has no Objective-C runtime, so write
    /// `Selector("resignFirstResponder")` for `#selector(...)`.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - target: The receiver, `nil` for the first responder.
    ///   - sender: Unused.
    ///   - event: Unused.
    /// - Returns: Whether a responder took the action.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard action.name == "resignFirstResponder" else { return false }
        if let responder = target as? UIResponder { return responder.resignFirstResponder() }
        return CurrentHost.host?.endEditing() ?? false
    }

    /// Keys of the options a URL is opened with.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// An event, as in UIKit (what ``UIApplication/sendAction(_:to:from:for:)``
/// names; the headless host sends none).
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// A kind of event.
    public enum EventType: Int, Sendable {
        /// Touches.
        case touches
        /// Motion (a shake).
        case motion
        /// Remote control (media keys).
        case remoteControl
        /// Presses of physical buttons.
        case presses
        /// A hover.
        case hover = 11
        /// A scroll.
        case scroll = 10
        /// A transform (a pinch or rotation).
        case transform = 14
    }

    /// What an event is, within its kind.
    public enum EventSubtype: Int, Sendable {
        /// Nothing more.
        case none = 0
        /// A shake.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
    }

    /// The event's kind (touches: the only events the host makes).
    open var type: EventType { .touches }
    /// The event's subtype.
    open var subtype: EventSubtype { .none }
}

/// The headless app's scene, window and opened URLs.
@MainActor
enum HeadlessScene {
    static var scene: UIWindowScene?
    static var window: UIWindow?
    static var openedURLs: [URL] = []
}
