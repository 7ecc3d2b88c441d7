/// A container that stores the state of a custom animation.
///
/// The system keeps one per running animation and hands it to every call
/// of the animation through ``AnimationContext/state``; what an animation
/// writes on one frame it reads on the next. When an animation merges with
/// its predecessor, it receives the predecessor's state. An animation that
/// runs another one can keep that one's state as a value of its own, which
/// is how composed animations keep their parts separate.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// Accesses the value stored for a key.
    ///
    /// - Parameter key: The key type.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
