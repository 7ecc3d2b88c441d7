import AnimationCore
import AnimationViews
import Foundation

/// The center, in host coordinates, of the text item that shows a string.
@MainActor
func center(of string: String, in host: ViewHost) -> CGPoint? {
    host.find(text: string)?.center
}

/// Whether a text item shows a string (long lines wrap: line breaks
/// compare as spaces).
@MainActor
func shows(_ string: String, in host: ViewHost) -> Bool {
    host.find(text: string) != nil
}

/// A host of an iPhone 14's screen (390 × 844) and safe area (47 points at
/// the top, 34 at the bottom).
@MainActor
func phone<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, size: CGSize(width: 390, height: 844))
    host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    return host
}

/// The frames of the color items, in drawing order, in host coordinates.
@MainActor
func colorFrames(_ host: ViewHost) -> [CGRect] {
    host.displayList.flattened.compactMap { entry in
        if case .color? = entry.item.content { return entry.item.frame.applying(entry.transform) }
        return nil
    }
}

/// The frame, in host coordinates, of the first text item that shows a
/// string.
@MainActor
func textFrame(_ string: String, in host: ViewHost) -> CGRect? {
    host.find(text: string)?.frame
}

/// Taps the middle of the first text item that shows a string.
@MainActor
func tapText(_ string: String, in host: ViewHost) -> Bool {
    host.find(text: string)?.tap() ?? false
}
