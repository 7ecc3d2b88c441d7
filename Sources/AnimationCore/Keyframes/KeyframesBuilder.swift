import Foundation

/// A result builder that lists the tracks of a timeline, or the keyframes of
/// a single track for the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// A keyframe for the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No tracks.
    public static func buildBlock() -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: [])
    }

    /// The first track of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframeTracks(of: first))
    }

    /// More tracks after the ones before.
    public static func buildPartialBlock<K: Keyframes>(
        accumulated: _KeyframeTracks<Value>, next: K
    ) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: accumulated.tracks + keyframeTracks(of: next))
    }

    /// The first keyframe of a track for the whole value.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> _KeyframeSequence<Value> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(first: first)
    }

    /// More keyframes for the whole value.
    public static func buildPartialBlock<K: KeyframeTrackContent>(
        accumulated: _KeyframeSequence<Value>, next: K
    ) -> _KeyframeSequence<Value> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    /// Tracks from a loop.
    public static func buildArray<K: Keyframes>(_ components: [K]) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: components.flatMap(keyframeTracks(of:)))
    }

    /// Tracks that only an `if` adds.
    public static func buildOptional<K: Keyframes>(_ component: K?) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: component.map(keyframeTracks(of:)) ?? [])
    }

    /// The tracks of the first branch of an `if`-`else` or `switch`.
    public static func buildEither<K: Keyframes>(first component: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframeTracks(of: component))
    }

    /// The tracks of the second branch of an `if`-`else` or `switch`.
    public static func buildEither<K: Keyframes>(second component: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframeTracks(of: component))
    }

    /// Keyframes for the whole value from a loop.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeSequence<Value> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    /// Keyframes for the whole value that only an `if` adds.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> _KeyframeSequence<Value> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildOptional(component)
    }

    /// Keyframes for the whole value: the first branch of a condition.
    public static func buildEither<K: KeyframeTrackContent>(first component: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: keyframeSegments(of: component))
    }

    /// Keyframes for the whole value: the second branch of a condition.
    public static func buildEither<K: KeyframeTrackContent>(second component: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: keyframeSegments(of: component))
    }

    /// Tracks, as they are.
    public static func buildFinalResult(_ component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        component
    }

    /// Keyframes for the whole value, as one track.
    public static func buildFinalResult(
        _ component: _KeyframeSequence<Value>
    ) -> KeyframeTrack<Value, Value, _KeyframeSequence<Value>> where Value: Animatable {
        KeyframeTrack(\Value.self, sequence: component)
    }
}
