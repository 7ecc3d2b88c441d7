import Foundation
import UIKit

/// The size a SwiftUI view is snapshotted at, as swift-snapshot-testing
/// names it on iOS (`.image(layout: .sizeThatFits)`): a device's screen,
/// a fixed size, or the view's own.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view centered on a device's screen, inside its safe area.
    case device(config: ViewImageConfig)
    /// The view centered in a size, in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size.
    case sizeThatFits
}
