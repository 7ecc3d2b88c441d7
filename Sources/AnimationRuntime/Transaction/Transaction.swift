import AnimationCore

/// The context of one state change: which animation (if any) applies to the
/// values it changes, and values of your own keyed by ``TransactionKey``.
///
/// `withAnimation` and `withTransaction` make a transaction current while
/// their body runs; ``AnimatedValue/set(_:at:)`` uses the current one.
public struct Transaction {
    /// The animation for the values this change sets; `nil` to set them
    /// without animation.
    public var animation: Animation?

    /// Whether implicit animations (the `.animation` modifiers of views) are
    /// kept from replacing ``animation``. An animation set on the transaction
    /// itself still runs.
    public var disablesAnimations = false

    /// Whether the change comes from a continuous interaction, such as a
    /// slider being dragged.
    public var isContinuous = false

    /// Whether the values this change sets without animation are sampled, so
    /// that the next animation of the same values starts with their velocity
    /// (a drag that ends in a spring).
    public var tracksVelocity = false

    /// Values of ``TransactionKey``s, shared by copies until one changes.
    private var values = TransactionValues()

    /// The completion handlers, shared by every copy of the transaction.
    var completions: [AnimationCompletion] = []

    /// Creates a transaction without animation.
    public init() {}

    /// Creates a transaction with an animation.
    ///
    /// - Parameter animation: The animation for the change.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Accesses a value of your own.
    ///
    /// - Parameter key: The key type.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values.storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            if !isKnownUniquelyReferenced(&values) { values = TransactionValues(values.storage) }
            values.storage[ObjectIdentifier(key)] = newValue
        }
    }

    /// Adds a handler that runs once when the animations this transaction
    /// starts are complete.
    ///
    /// The handler runs exactly once. If the transaction animates nothing, it
    /// runs right after the body of the `withTransaction` or `withAnimation`
    /// that carries it, or, for values set with the transaction but not
    /// animated, at their next advance. A handler may start new animations.
    ///
    /// - Parameters:
    ///   - criteria: Whether to wait for logical completion or removal.
    ///   - completion: The handler.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(AnimationCompletion(criteria: criteria, handler: completion))
    }
}

/// The storage of a transaction's ``TransactionKey`` values: a class, so
/// that copies of one transaction share it and can be recognized as one
/// change (``Transaction/mayConcatenate(with:)``).
final class TransactionValues {
    var storage: [ObjectIdentifier: Any]

    init(_ storage: [ObjectIdentifier: Any] = [:]) {
        self.storage = storage
    }
}

extension Transaction {
    /// Whether changes made in `other` can be applied in one update with
    /// changes made in this transaction: they are copies of one transaction
    /// (the same `withAnimation` or `withTransaction` call), or plain
    /// transactions with the same animation, flags and no keys or
    /// completions of their own.
    ///
    /// A host groups consecutive state writes whose transactions can
    /// concatenate into one update, and applies the others in updates of
    /// their own, in order, so that each change animates with its own
    /// transaction: `withAnimation(.linear) { a = 1 }` followed by
    /// `withAnimation(.spring) { b = 1 }` animates `a` linearly and `b` with
    /// the spring, as in SwiftUI. This package's addition, for embedders.
    ///
    /// - Parameter other: The transaction of a later change.
    /// - Returns: Whether both changes can be applied together.
    public func mayConcatenate(with other: Transaction) -> Bool {
        guard animation == other.animation, disablesAnimations == other.disablesAnimations,
            isContinuous == other.isContinuous, tracksVelocity == other.tracksVelocity,
            completions.count == other.completions.count,
            zip(completions, other.completions).allSatisfy({ $0 === $1 })
        else { return false }
        return values === other.values || (values.storage.isEmpty && other.values.storage.isEmpty)
    }
}

extension Transaction {
    /// Keeps the transaction's completion handlers waiting until the hold is
    /// released: for a host that applies a transaction's changes later than
    /// the body that made them.
    ///
    /// A view graph, for example, updates after the event that wrote state:
    /// it holds the transaction of each write until the update that starts
    /// the write's animations has run, so that a `withAnimation` completion
    /// waits for those animations instead of firing after an empty body.
    ///
    /// ```swift
    /// let hold = transaction.holdCompletions()
    /// applyChanges(in: transaction)   // starts animations, which hold too
    /// hold.release()                  // handlers now wait only for them
    /// ```
    ///
    /// This package's addition (SwiftUI's graph does this internally).
    ///
    /// - Returns: The hold; release it once. Dropping the last reference to
    ///   an unreleased hold releases it, so handlers are never lost.
    public func holdCompletions() -> AnimationCompletionHold {
        AnimationCompletionHold(completions)
    }
}
