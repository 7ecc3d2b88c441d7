/// A result builder that lists the keyframes of a track, in order.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> _KeyframeSequence<Value> {
        _KeyframeSequence(segments: [])
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: keyframeSegments(of: first))
    }

    /// More keyframes after the ones before.
    public static func buildPartialBlock<K: KeyframeTrackContent>(
        accumulated: _KeyframeSequence<Value>, next: K
    ) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: accumulated.segments + keyframeSegments(of: next))
    }

    /// Keyframes from a loop.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: components.flatMap(keyframeSegments(of:)))
    }

    /// Keyframes that only an `if` adds.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: component.map(keyframeSegments(of:)) ?? [])
    }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    /// The keyframes of one branch of a condition.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The type of value the keyframes animate.
        public typealias Value = ConditionalValue

        let segments: [KeyframeSegment<ConditionalValue>]

        /// The conditional keyframes themselves.
        public var body: Self { self }
    }
}
