import Foundation

/// A type that defines keyframes for a value: one or more tracks.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Body.Value

    /// The type of the body.
    associatedtype Body: Keyframes

    /// The keyframes, made of other keyframes.
    var body: Body { get }
}

/// One track of a timeline, with its type erased: resolved from the root
/// value the timeline starts at.
struct AnyKeyframeTrack<Root> {
    let keyPath: AnyKeyPath
    let resolve: (Root, Any?) -> ResolvedTrackOfRoot<Root>
}

/// A resolved track that writes into a root value.
struct ResolvedTrackOfRoot<Root> {
    let keyPath: AnyKeyPath
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
    let velocity: (TimeInterval) -> Any
}

/// Keyframes that the timeline reads directly.
protocol PrimitiveKeyframes {
    associatedtype Root
    var tracks: [AnyKeyframeTrack<Root>] { get }
}

/// The tracks of any keyframes: primitive keyframes have them, others are
/// made of their body.
func keyframeTracks<K: Keyframes>(of keyframes: K) -> [AnyKeyframeTrack<K.Value>] {
    if let primitive = keyframes as? any PrimitiveKeyframes {
        func open<P: PrimitiveKeyframes>(_ primitive: P) -> [AnyKeyframeTrack<K.Value>] {
            primitive.tracks as! [AnyKeyframeTrack<K.Value>]
        }
        return open(primitive)
    }
    return keyframeTracks(of: keyframes.body) as! [AnyKeyframeTrack<K.Value>]
}

/// A sequence of keyframes for one property of a value (or the whole
/// value).
///
/// Its keyframes type is `Root`, the value the timeline animates;
/// `TrackValue` is the type of the property it animates. (SwiftUI names that
/// parameter `Value`; here `Value` is the `Keyframes` value, the root.)
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where TrackValue == Content.Value {
    /// The value the keyframes animate: the root.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, TrackValue>
    let segments: [KeyframeSegment<TrackValue>]

    /// Creates a track that animates the whole value.
    ///
    /// - Parameter content: The keyframes.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        keyPath = \Root.self
        segments = keyframeSegments(of: content())
    }

    /// Creates a track that animates one property of the value.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - content: The keyframes.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        segments = keyframeSegments(of: content())
    }

    /// The track itself.
    public var body: Self { self }

    var tracks: [AnyKeyframeTrack<Root>] {
        let keyPath = self.keyPath, segments = self.segments
        return [AnyKeyframeTrack(keyPath: keyPath) { root, velocity in
            let start = root[keyPath: keyPath]
            let resolved = ResolvedKeyframeTrack<TrackValue>(
                start: start.animatableData, velocity: (velocity as? TrackValue.AnimatableData) ?? .zero, segments: segments)
            return ResolvedTrackOfRoot(
                keyPath: keyPath, duration: resolved.duration,
                apply: { root, time in
                    var property = root[keyPath: keyPath]
                    property.animatableData = resolved.sample(at: time).value
                    root[keyPath: keyPath] = property
                },
                velocity: { time in resolved.sample(at: time).velocity })
        }]
    }
}

/// Tracks in declaration order, as a ``KeyframesBuilder`` builds them.
public struct _KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
    let tracks: [AnyKeyframeTrack<Value>]

    /// The tracks themselves.
    public var body: Self { self }
}

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

extension KeyframeTrack where Content == _KeyframeSequence<TrackValue> {
    init(_ keyPath: WritableKeyPath<Root, TrackValue>, sequence: _KeyframeSequence<TrackValue>) {
        self.keyPath = keyPath
        self.segments = sequence.segments
    }
}
