import Foundation

/// Apple's `OSAllocatedUnfairLock` (iOS 16): a lock that owns the state it
/// guards. Here a mutex (Foundation's `NSLock`) stands for the unfair
/// lock; the API and its guarantees are the same.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock guarding a state.
    ///
    /// - Parameter initialState: The state.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// A lock guarding a state that may not be `Sendable`.
    ///
    /// - Parameter initialState: The state.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// Runs a body with the lock held and the state to change.
    ///
    /// - Returns: What the body returns.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs a body with the lock held, without checking that what crosses
    /// it is `Sendable`.
    ///
    /// - Returns: What the body returns.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs a body if the lock is free now.
    ///
    /// - Returns: What the body returns, or `nil` when the lock was held.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock.
    public func lock() { storage.lock.lock() }
    /// Releases the lock.
    public func unlock() { storage.lock.unlock() }
    /// Takes the lock if it is free.
    ///
    /// - Returns: Whether it was taken.
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock that guards no state.
    public init() { storage = Storage(()) }

    /// Runs a body with the lock held.
    ///
    /// - Returns: What the body returns.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
