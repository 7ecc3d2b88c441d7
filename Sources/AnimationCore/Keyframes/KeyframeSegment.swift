import Foundation

/// One keyframe of a track, as the timeline resolves it.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case move
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    }

    var target: Value
    /// `nil` for a spring keyframe that lasts its spring's settling duration.
    var duration: TimeInterval?
    var kind: Kind

    init(target: Value, duration: TimeInterval?, kind: Kind) {
        if let duration { precondition(!duration.isNaN, "Keyframe: duration is NaN") }
        self.target = target
        self.duration = duration.map { max($0, 0) }
        self.kind = kind
    }
}

/// Keyframe content that the timeline reads directly.
protocol PrimitiveKeyframeTrackContent {
    associatedtype SegmentValue: Animatable
    var segments: [KeyframeSegment<SegmentValue>] { get }
}

/// The segments of any keyframe content: primitive content has them, other
/// content is made of its body.
func keyframeSegments<Content: KeyframeTrackContent>(of content: Content) -> [KeyframeSegment<Content.Value>] {
    if let primitive = content as? any PrimitiveKeyframeTrackContent {
        func open<P: PrimitiveKeyframeTrackContent>(_ primitive: P) -> [KeyframeSegment<Content.Value>] {
            primitive.segments as! [KeyframeSegment<Content.Value>]
        }
        return open(primitive)
    }
    return keyframeSegments(of: content.body) as! [KeyframeSegment<Content.Value>]
}
