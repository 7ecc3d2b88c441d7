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
