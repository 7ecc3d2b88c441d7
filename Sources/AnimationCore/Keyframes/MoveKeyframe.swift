/// A keyframe that jumps to a value at once, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// Creates a jump.
    ///
    /// - Parameter to: The value to jump to.
    public init(_ to: Value) {
        segments = [KeyframeSegment(target: to, duration: 0, kind: .move)]
    }

    /// The keyframe itself.
    public var body: Self { self }
}
