import Foundation
import SwiftAnimation

// What the behaviour tests read from a host's display list.

/// The frame, in host coordinates, of the first text item that shows a
/// string.
@MainActor
func frame(of string: String, in host: ViewHost) -> CGRect? {
    host.find(text: string)?.frame
}

/// Whether an image item of a name is drawn (a symbol's name is
/// `system:NAME`).
@MainActor
func shows(image name: String, in host: ViewHost) -> Bool {
    host.find(image: name) != nil
}

/// Taps the middle of the first text item that shows a string.
@MainActor
func tap(_ string: String, in host: ViewHost) -> Bool {
    host.find(text: string)?.tap() ?? false
}

/// A host of an iPhone 14's screen (390 × 844) and safe area (47 points at
/// the top, 34 at the bottom).
@MainActor
func phone<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, size: CGSize(width: 390, height: 844))
    host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    return host
}
