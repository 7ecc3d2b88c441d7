import Foundation
import UIKit

/// An object that manages an app's main event loop, as in AppKit: as much
/// of it as a macOS app's life cycle reaches (``shared`` and its
/// ``delegate``).
@MainActor @preconcurrency
open class NSApplication: UIResponder {
    /// The app's one application object.
    public static let shared = NSApplication()

    /// The app delegate, set when an app with an
    /// `@NSApplicationDelegateAdaptor` launches.
    public weak var delegate: (any NSApplicationDelegate)?

    override init() {
        super.init()
    }
}

/// The methods of a macOS app delegate, as in AppKit: every one is
/// optional. An app's `main()` calls `applicationWillFinishLaunching(_:)`,
/// `applicationDidFinishLaunching(_:)` and `applicationDidBecomeActive(_:)`
/// at launch, and `applicationWillTerminate(_:)` when it ends.
@MainActor @preconcurrency
public protocol NSApplicationDelegate: NSObjectProtocol {
    /// The app is about to finish launching.
    func applicationWillFinishLaunching(_ notification: Notification)
    /// The app has finished launching.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// The app became active.
    func applicationDidBecomeActive(_ notification: Notification)
    /// The app is about to terminate.
    func applicationWillTerminate(_ notification: Notification)
    /// Whether the app ends when its last window closes.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    /// Does nothing.
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ notification: Notification) {}
    /// Does nothing.
    public func applicationWillTerminate(_ notification: Notification) {}
    /// Returns `false`, as AppKit's default does.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
