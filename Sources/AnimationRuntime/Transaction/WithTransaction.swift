import AnimationCore

/// Runs `body` with `transaction` as the current transaction.
///
/// Values set in the body (``AnimatedValue/set(_:at:)``) use it. Calls nest:
/// the innermost transaction is current, and the outer one is current again
/// after the body, also when the body throws. The transaction's completion
/// handlers wait at least for the body to end.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: The code that changes values.
/// - Returns: What `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let stack = TransactionStack.current
    let hold = transaction.holdCompletions()
    stack.transactions.append(transaction)
    defer {
        stack.transactions.removeLast()
        hold.release()
    }
    return try body()
}

/// Runs `body` with the current transaction, one of its properties changed.
///
/// ```swift
/// withTransaction(\.avatarTapped, true) { selected.toggle() }
/// ```
///
/// - Parameters:
///   - keyPath: The property to set.
///   - value: Its value during the body.
///   - body: The code that changes values.
/// - Returns: What `body` returns.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` with an animation in the current transaction.
///
/// - Parameters:
///   - animation: The animation; `.default` when omitted, `nil` for none.
///   - body: The code that changes values.
/// - Returns: What `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(\.animation, animation, body)
}

/// Runs `body` with an animation, and `completion` once the animations it
/// starts are complete.
///
/// - Parameters:
///   - animation: The animation; `.default` when omitted.
///   - completionCriteria: Whether to wait for logical completion or
///     removal.
///   - body: The code that changes values.
///   - completion: Runs exactly once; right after the body if it animated
///     nothing.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
