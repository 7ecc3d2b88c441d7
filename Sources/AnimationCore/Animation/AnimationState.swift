/// A container that stores the state of a custom animation.
///
/// The system keeps one per running animation and hands it to every call
/// of the animation through ``AnimationContext/state``; what an animation
/// writes on one frame it reads on the next. When an animation merges with
/// its predecessor, it receives the predecessor's state. An animation that
/// runs another one can keep that one's state as a value of its own, which
/// is how composed animations keep their parts separate.
///
/// Reads are on every frame's path. The first key written whose value is a
/// plain value type (no references, at most ``inlineCapacity`` bytes: a
/// persistent spring's state for scalars, points, sizes and rectangles)
/// lives inside the state itself, so reading and writing it is a pointer
/// comparison and a copy: no look-up, no allocation. Other keys sit in a
/// dictionary of boxes of their exact type (a read is one look-up and no
/// dynamic cast; a write stores a new box, so copies never share changes).
public struct AnimationState<Value: VectorArithmetic> {
    /// How many bytes a key's value may take to be stored inline.
    public static var inlineCapacity: Int { MemoryLayout<InlineBytes>.size }

    /// The key whose value is in `inlineBytes`, if any.
    private var inlineKey: ObjectIdentifier?
    private var storage: [ObjectIdentifier: AnyObject] = [:]
    private var inlineBytes = InlineBytes()

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// Accesses the value stored for a key.
    ///
    /// - Parameter key: The key type.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        @inline(__always)
        get {
            let id = ObjectIdentifier(key)
            if inlineKey == id {
                return withUnsafeBytes(of: inlineBytes) { $0.load(as: K.Value.self) }
            }
            guard !storage.isEmpty, let box = storage[id] else { return K.defaultValue }
            // The key's identity fixes the box's type.
            return unsafeDowncast(box, to: StateBox<K.Value>.self).value
        }
        @inline(__always)
        set {
            let id = ObjectIdentifier(key)
            if inlineKey == id || (inlineKey == nil && Self.fitsInline(K.Value.self)) {
                inlineKey = id
                withUnsafeMutableBytes(of: &inlineBytes) { $0.storeBytes(of: newValue, as: K.Value.self) }
                return
            }
            storage[id] = StateBox(newValue)
        }
    }

    /// Whether values of `type` can live in the inline bytes: trivially
    /// copyable, small enough, and aligned to at most 8 bytes.
    @inline(__always)
    private static func fitsInline<T>(_ type: T.Type) -> Bool {
        _isPOD(T.self) && MemoryLayout<T>.size <= MemoryLayout<InlineBytes>.size
            && MemoryLayout<T>.alignment <= MemoryLayout<InlineBytes>.alignment
    }
}

/// Room for one state value inline: 20 words (160 bytes), enough for a
/// persistent spring's state on a rectangle's animatable data.
private struct InlineBytes {
    var words:
        (
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
        ) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// One stored state value.
private final class StateBox<T> {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}
