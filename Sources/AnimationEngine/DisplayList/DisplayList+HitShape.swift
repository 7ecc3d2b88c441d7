import AnimationCore
import Foundation

extension DisplayList {
    /// The region that takes a tap target's hits (see `contentShape`).
    package struct HitShape: Equatable {
        /// The shape's outline, in host coordinates.
        var path: Path
        /// Whether the even-odd rule decides what is inside.
        var eoFill: Bool

        func contains(_ point: CGPoint) -> Bool {
            path.contains(point, eoFill: eoFill)
        }

        /// A region of a path (in host coordinates) and its fill rule.
        package init(path: Path, eoFill: Bool) {
            self.path = path
            self.eoFill = eoFill
        }
    }
}

/// Sets the region that takes the hits of a tap or gesture on the view:
/// `contentShape(_:eoFill:)`.
