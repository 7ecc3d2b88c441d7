import Foundation

/// A finger on the screen, as UIKit's `UITouch`: where it is (in the
/// coordinates of the view or node it is asked about), where it was, and
/// its phase.
///
/// The headless host makes touches from its pointer events; the
/// locations are kept in the coordinates of ``view`` (SpriteKit's
/// `SpriteView` keeps scene coordinates and answers for nodes).
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// Touched down.
        case began
        /// Moved.
        case moved
        /// Held still.
        case stationary
        /// Lifted.
        case ended
        /// Cancelled by the system.
        case cancelled
    }

    /// The phase.
    open var phase: Phase
    /// How many taps in a row.
    open var tapCount: Int
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval
    /// The view the touch is in.
    open weak var view: UIView?
    /// The touch's location in ``view``'s coordinates.
    package var location: CGPoint
    /// The previous location in ``view``'s coordinates.
    package var previous: CGPoint

    /// A touch at a location.
    package init(location: CGPoint, previous: CGPoint, phase: Phase, timestamp: TimeInterval, view: UIView?) {
        self.location = location
        self.previous = previous
        self.phase = phase
        self.tapCount = 1
        self.timestamp = timestamp
        self.view = view
    }

    /// The location in a view's coordinates (the touch's own view's when
    /// `nil` or when it is that view; other views add their offset from it).
    open func location(in view: UIView?) -> CGPoint {
        Self.offset(location, from: self.view, to: view)
    }

    /// The previous location in a view's coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        Self.offset(previous, from: self.view, to: view)
    }

    private static func offset(_ point: CGPoint, from source: UIView?, to target: UIView?) -> CGPoint {
        guard let source, let target, source !== target else { return point }
        return CGPoint(x: point.x + source.frame.minX - target.frame.minX, y: point.y + source.frame.minY - target.frame.minY)
    }

    /// The force of the touch: 0, as a screen without 3D Touch reports.
    open var force: CGFloat { 0 }
    /// The touch's radius in points: the headless host's finger is 20
    /// points across (this package's figure).
    open var majorRadius: CGFloat { 10 }
    /// How far ``majorRadius`` may be off.
    open var majorRadiusTolerance: CGFloat { 0 }
}
