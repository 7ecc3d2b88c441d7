/// A protocol indicating that an activity or action supports cancellation.
///
/// Calling `cancel()` frees up any allocated resources. It also stops side
/// effects such as timers, network access, or disk I/O.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

/// A type-erasing cancellable object that executes a provided closure when
/// canceled, or when it is deinitialized.
///
/// Subscriber implementations can use this type to provide a “cancellation
/// token” that makes it possible for a caller to cancel a publisher, but not
/// to use the ``Subscription`` object to request items. An instance
/// automatically calls ``cancel()`` when deinitialized; it runs its closure
/// once at most, whatever thread cancels it.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a cancellable object that cancels `canceller` when
    /// cancelled or deinitialized.
    public init<C: Cancellable>(_ canceller: C) {
        if let other = canceller as? AnyCancellable {
            // Taking the other's action keeps one owner of it; the other
            // still cancels it when it goes first.
            action = { other.cancel() }
        } else {
            action = canceller.cancel
        }
    }

    deinit {
        cancel()
    }

    /// Cancels the activity, once.
    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
