import AnimationCore
import Foundation
import Synchronization

/// The host that stands for the device, for the UIKit names SwiftUI code
/// reads outside any view (`UIScreen.main.bounds`, the key window's safe
/// area, `UIApplication.shared` resigning the keyboard): the most recently
/// made ``ViewHost`` that still exists.
///
/// A preview or an app runs one host, so that host is the screen. A test
/// that makes several hosts gets the last one made; with no host alive,
/// readers fall back to a phone's screen (see the UIKit module).
@MainActor
package enum CurrentHost {
    /// The most recently made host, while it exists.
    package private(set) static weak var host: ViewHost?

    nonisolated private static let catalog = Mutex(AssetCatalog())

    /// The asset catalog of the most recently made host (empty before
    /// any), from any thread: `UIImage(named:)` looks names up in it.
    nonisolated package static var assetCatalog: AssetCatalog {
        catalog.withLock { $0 }
    }

    static func made(_ host: ViewHost) {
        self.host = host
        catalog.withLock { $0 = host.graph.assets }
    }
}

extension ViewHost {
    /// Ends text editing, as UIKit's `resignFirstResponder` sent to the
    /// application does: the focused text field (if any) loses focus and
    /// hears `.blur`; its `FocusState` reads `false`. `false` when no field
    /// was focused.
    @discardableResult
    package func endEditing() -> Bool {
        applyPendingChanges()
        let ended = graph.events.endEditing()
        graph.processUpdates(at: time)
        return ended
    }
}

extension EventRegistry {
    /// Unfocuses the focused field; `false` when none is focused.
    func endEditing() -> Bool {
        guard let focused = focusedInput else { return false }
        focusedInput = nil
        target(focused)?.textInputHandler?(.blur)
        return true
    }
}
