/// A type that can be the content of a keyframe track: a keyframe, or
/// several keyframes one after another.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Body.Value

    /// The type of the body.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes, made of other keyframes.
    var body: Body { get }
}
