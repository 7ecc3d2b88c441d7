import AnimationCore
import AnimationViews
import Foundation
import SwiftAnimation_UserNotifications

/// A watch interface's controller, as in WatchKit: its life cycle
/// (``awake(withContext:)``, ``willActivate()``, ``didDeactivate()``).
@MainActor
open class WKInterfaceController: NSObject {
    /// A controller.
    public override init() {
        super.init()
    }

    /// The controller was made, with the context it was presented with.
    ///
    /// - Parameter context: The context.
    open func awake(withContext context: Any?) {}

    /// The interface is about to show.
    open func willActivate() {}

    /// The interface stopped showing.
    open func didDeactivate() {}
}

/// A watch interface controller that shows a SwiftUI view: its ``body``,
/// which a subclass overrides. ``setNeedsBodyUpdate()`` asks for the body
/// again; a headless host reads it when it shows the controller (a test:
/// `ViewHost(controller.body)`).
@MainActor
open class WKHostingController<Body: View>: WKInterfaceController {
    /// How many times ``setNeedsBodyUpdate()`` asked for the body since it
    /// was last updated (not WatchKit API).
    public private(set) var pendingBodyUpdates = 0

    /// The view the controller shows; subclasses override it (the base
    /// class stops the program, as WatchKit's does).
    open var body: Body {
        fatalError("\(type(of: self)) must override 'body'")
    }

    /// Asks for the body again.
    open func setNeedsBodyUpdate() {
        pendingBodyUpdates += 1
    }

    /// Reads the body now, if an update was asked for.
    open func updateBodyIfNeeded() {
        guard pendingBodyUpdates > 0 else { return }
        pendingBodyUpdates = 0
        _ = body
    }
}

/// The controller of a notification's long look: WatchKit hands it the
/// notification (``didReceive(_:)``), then shows its ``body``.
@MainActor
open class WKUserNotificationHostingController<Body: View>: WKHostingController<Body> {
    /// Whether the notification's interface takes touches.
    open class var isInteractive: Bool { false }

    /// The notification arrived: read what to show from it.
    ///
    /// - Parameter notification: The notification.
    open func didReceive(_ notification: UNNotification) {}

    /// Shows a notification in the controller as WatchKit does (not
    /// WatchKit API): ``didReceive(_:)``, ``willActivate()``, then the body.
    ///
    /// - Parameter notification: The notification.
    /// - Returns: The view to show.
    public func present(_ notification: UNNotification) -> Body {
        didReceive(notification)
        willActivate()
        return body
    }
}
