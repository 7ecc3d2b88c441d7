import Foundation

/// A keyframe that moves to a value along a spring.
///
/// The spring starts where the track was, with the track's velocity there
/// (or `startVelocity`). It lasts `duration`, or the spring's
/// ``Spring/settlingDuration`` when that is `nil`. A duration shorter than
/// the spring needs cuts the motion short: the next keyframe starts where
/// and as fast as this one stopped, so the track stays continuous.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// Creates a spring keyframe.
    ///
    /// - Parameters:
    ///   - to: The value the spring moves to.
    ///   - duration: Its length; the spring's settling duration when `nil`.
    ///   - spring: The spring; `Spring()` by default.
    ///   - startVelocity: The velocity at the start; the track's velocity
    ///     when `nil`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segments = [
            KeyframeSegment(
                target: to, duration: duration,
                kind: .spring(spring, startVelocity: startVelocity?.animatableData))
        ]
    }

    /// The keyframe itself.
    public var body: Self { self }
}
