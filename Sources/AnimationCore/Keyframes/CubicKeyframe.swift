import Foundation

/// A keyframe that moves to a value along a cubic curve.
///
/// Adjacent cubic keyframes form a Catmull-Rom spline: the velocity at a key
/// between two of them is the slope from the key before to the key after,
/// `(next − previous) / (time between them)`, so the track is C1 (no kink)
/// across them. At the start of a run of cubic keyframes the velocity is
/// the track's velocity there (zero at the start of the track); at its end
/// it is the one-sided slope to the last key, or zero when the track ends
/// there (it comes to rest). `startVelocity` and `endVelocity` override
/// those; a key between two keyframes takes the first keyframe's
/// `endVelocity`, else the second's `startVelocity`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// Creates a cubic keyframe.
    ///
    /// - Parameters:
    ///   - to: The value at the end.
    ///   - duration: Its length; zero or less jumps.
    ///   - startVelocity: The velocity at the start, or `nil` for the spline's.
    ///   - endVelocity: The velocity at the end, or `nil` for the spline's.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segments = [
            KeyframeSegment(
                target: to, duration: duration,
                kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
        ]
    }

    /// The keyframe itself.
    public var body: Self { self }
}
