import Foundation

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
        return [
            AnyKeyframeTrack(keyPath: keyPath) { root, velocity in
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
            }
        ]
    }
}

extension KeyframeTrack where Content == _KeyframeSequence<TrackValue> {
    init(_ keyPath: WritableKeyPath<Root, TrackValue>, sequence: _KeyframeSequence<TrackValue>) {
        self.keyPath = keyPath
        self.segments = sequence.segments
    }
}
