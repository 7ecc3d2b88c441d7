/// A container that stores the state of a custom animation.
///
/// The system keeps one per running animation and hands it to every call
/// of the animation through ``AnimationContext/state``; what an animation
/// writes on one frame it reads on the next. When an animation merges with
/// its predecessor, it receives the predecessor's state. An animation that
/// runs another one can keep that one's state as a value of its own, which
/// is how composed animations keep their parts separate.
///
/// Reads are on every frame's path, so each value sits in a box of its
/// exact type: a read is one dictionary look-up and no dynamic cast. A
/// write stores a new box, so copies of a state never share changes.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// Accesses the value stored for a key.
    ///
    /// - Parameter key: The key type.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            // The key's identity fixes the box's type.
            return unsafeDowncast(box, to: StateBox<K.Value>.self).value
        }
        set {
            storage[ObjectIdentifier(key)] = StateBox(newValue)
        }
    }
}

/// One stored state value.
private final class StateBox<T> {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}
