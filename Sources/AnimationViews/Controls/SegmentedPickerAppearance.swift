import AnimationCore
import Foundation

/// The looks UIKit's `UISegmentedControl.appearance()` sets for every
/// segmented control made after it, which SwiftUI's segmented picker draws
/// with on iOS: the selected segment's plate, the track behind the
/// segments, and the segments' text colors (normal and selected). `nil`
/// keeps SwiftUI's default.
@MainActor
package enum SegmentedPickerAppearance {
    /// The selected segment's plate (white by default).
    package static var selectedSegment: Color?
    /// The track behind the segments (the tertiary fill by default).
    package static var background: Color?
    /// The text color of segments that are not selected.
    package static var normalText: Color?
    /// The text color of the selected segment.
    package static var selectedText: Color?
}
