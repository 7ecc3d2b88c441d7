import AnimationCore
import AnimationViews
import Foundation

/// The app's window, as in UIKit: on the headless host there is one, as
/// large as the host, with the host's safe area.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// Where a window sits among the app's windows.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level: higher is in front.
        public let rawValue: CGFloat
        /// A level.
        ///
        /// - Parameter rawValue: The level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar's: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts': 2000.
        public static let alert = Level(rawValue: 2000)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The window's level (kept: the app has one window).
    open var windowLevel = Level.normal
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether the window is the key window (the app's one window is).
    open var isKeyWindow: Bool { UIApplication.shared.windows.first === self }

    /// A window of a scene, as large as the screen.
    ///
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    /// A window of a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window from an archive: `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window's rectangle: the host's size, for the app's window.
    open override var bounds: CGRect {
        get { self === UIApplication.shared.mainWindow ? UIScreen.main.bounds : super.bounds }
        set { super.bounds = newValue }
    }

    /// The host's safe-area insets (a device's status bar and home
    /// indicator), for the app's window.
    open override var safeAreaInsets: UIEdgeInsets {
        guard self === UIApplication.shared.mainWindow, let insets = CurrentHost.host?.safeAreaInsets else { return .zero }
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// Makes the window key and visible (the app's window always is).
    open func makeKeyAndVisible() {}
    /// Makes the window key.
    open func makeKey() {}
}

/// A scene of the app, as in UIKit.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// A scene's states.
    public enum ActivationState: Int, Sendable {
        /// Not known.
        case unattached = -1
        /// In the foreground, receiving events.
        case foregroundActive
        /// In the foreground, not receiving events.
        case foregroundInactive
        /// In the background.
        case background
    }

    /// The scene's state: active (the host's scene is in the foreground).
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title.
    open var title: String?
    /// The scene's delegate.
    open var delegate: (any UISceneDelegate)?
    /// The scene's session.
    open internal(set) var session = UISceneSession(role: .windowApplication)
}

/// A scene with windows, as in UIKit: the app's one scene holds the one
/// window (``UIApplication/windows``).
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    /// The key window.
    open var keyWindow: UIWindow? { windows.first }
    /// The screen.
    open var screen: UIScreen { .main }
    /// The interface's orientation: the device's.
    open var interfaceOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation.isLandscape ? .landscapeLeft : .portrait
    }
    /// The status bar.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// The traits (light).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The status bar, as in UIKit: as high as the host's top safe-area inset.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    /// The status bar's rectangle.
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: CurrentHost.host?.safeAreaInsets.top ?? 0)
    }
    /// Whether the status bar is hidden (when the host has no top inset).
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
}

/// An interface's orientations, as in UIKit.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// The top to the right (the device's top to the left).
    case landscapeLeft = 4
    /// The top to the left.
    case landscapeRight = 3

    /// Whether upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
