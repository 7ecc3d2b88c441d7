import Foundation

/// A keyframe that interpolates to a value in a straight line, re-timed by
/// a unit curve: at a fraction `p` of its duration it is `curve.value(at: p)`
/// of the way from where the track was.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// Creates a linear keyframe.
    ///
    /// - Parameters:
    ///   - to: The value at the end.
    ///   - duration: Its length in seconds; zero or less jumps (like
    ///     ``MoveKeyframe``); NaN is a precondition failure.
    ///   - timingCurve: The curve that re-times the interpolation; linear by
    ///     default.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segments = [KeyframeSegment(target: to, duration: duration, kind: .linear(timingCurve))]
    }

    /// The keyframe itself.
    public var body: Self { self }
}
