import AnimationCore
import Foundation

extension DisplayList.Item {
    /// What an item that draws nothing itself draws: down its chain of
    /// single children to the first item that draws or holds several,
    /// with the transform and opacity of the items on the way (the
    /// `offset`, `scaleEffect`, `rotationEffect` and `opacity` modifiers
    /// inside a gesture or an accessibility identifier).
    ///
    /// The transform maps the content's coordinates to this item's (its
    /// own transform is not included); the opacity multiplies the items
    /// below this one; the clip is the bounding box, in this item's
    /// coordinates, of the clips on the way (`nil` when none clips).
    var drawnContent: (item: DisplayList.Item, transform: CGAffineTransform, opacity: Double, clip: CGRect?) {
        var item = self
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var clip: CGRect?
        while item.content == nil, item.children.count == 1 {
            let child = item.children[0]
            transform = child.transform.concatenating(transform)
            opacity *= child.opacity
            if let childClip = child.clip {
                let box = childClip.path.boundingRect.applying(transform)
                clip = clip.map { $0.intersection(box) } ?? box
            }
            item = child
        }
        return (item, transform, opacity, clip)
    }

    /// Whether a point in this item's coordinates is inside its frame as
    /// its content draws it: the frame under the transforms of its chain
    /// of single children (``drawnContent``), so an `offset`, a
    /// `scaleEffect` or a `rotationEffect` inside a gesture moves where it
    /// takes taps, as in SwiftUI. Content scaled to nothing (a zero scale)
    /// contains no point.
    func drawnFrameContains(_ point: CGPoint) -> Bool {
        let inner = drawnContent.transform
        let determinant = inner.a * inner.d - inner.b * inner.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return false }
        return frame.contains(point.applying(inner.inverted()))
    }
}
