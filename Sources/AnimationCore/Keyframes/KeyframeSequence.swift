/// Keyframes in sequence, as a ``KeyframeTrackContentBuilder`` builds them.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]

    /// The sequence itself.
    public var body: Self { self }
}
