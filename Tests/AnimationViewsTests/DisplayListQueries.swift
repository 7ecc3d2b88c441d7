import AnimationCore
import AnimationViews
import Foundation

/// The center, in host coordinates, of the text item that shows a string.
@MainActor
func center(of string: String, in host: ViewHost) -> CGPoint? {
    guard let entry = host.displayList.flattened.first(where: { $0.item.content?.string == string }) else { return nil }
    return CGPoint(x: entry.item.frame.midX, y: entry.item.frame.midY).applying(entry.transform)
}

/// Whether a text item shows a string (long lines wrap: line breaks
/// compare as spaces).
@MainActor
func shows(_ string: String, in host: ViewHost) -> Bool {
    host.displayList.flattened.contains { $0.item.content?.string?.replacingOccurrences(of: "\n", with: " ") == string }
}
