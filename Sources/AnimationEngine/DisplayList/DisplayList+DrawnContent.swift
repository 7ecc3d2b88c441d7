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
    /// `blurSquared` is the sum of the squares of the blur radii on the way,
    /// each in this item's points (``blurScale(of:)`` of the transform it
    /// is drawn under): Gaussian blurs compose so.
    var drawnContent:
        (
            item: DisplayList.Item, transform: CGAffineTransform, opacity: Double, clip: CGRect?, blurSquared: CGFloat
        )
    {
        var item = self
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var clip: CGRect?
        var blurSquared: CGFloat = 0
        while item.content == nil, item.children.count == 1 {
            let child = item.children[0]
            transform = child.transform.concatenating(transform)
            opacity *= child.opacity
            if let childClip = child.clip {
                let box = childClip.path.boundingRect.applying(transform)
                clip = clip.map { $0.intersection(box) } ?? box
            }
            blurSquared += Self.blurSquared(child.blurRadius, under: transform)
            item = child
        }
        return (item, transform, opacity, clip, blurSquared)
    }

    /// How much a transform enlarges a blur drawn under it: the square root
    /// of its determinant's magnitude (its scale when it scales alike in
    /// both directions); 1 when that is not finite.
    static func blurScale(of transform: CGAffineTransform) -> CGFloat {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        return scale.isFinite ? scale : 1
    }

    /// The square of a blur radius drawn under a transform, in the
    /// transform's destination points; 0 for a radius that is not finite
    /// and positive (no blur is drawn).
    static func blurSquared(_ radius: CGFloat, under transform: CGAffineTransform) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        let scaled = radius * blurScale(of: transform)
        return scaled * scaled
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
