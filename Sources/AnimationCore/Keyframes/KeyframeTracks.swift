import Foundation

/// Tracks in declaration order, as a ``KeyframesBuilder`` builds them.
public struct _KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
    let tracks: [AnyKeyframeTrack<Value>]

    /// The tracks themselves.
    public var body: Self { self }
}
