import Foundation

/// The transactions opened by `withTransaction` and `withAnimation` on the
/// current thread, innermost last.
final class TransactionStack {
    private static let key = "swift-animation.transaction-stack"

    var transactions: [Transaction] = []

    /// This thread's stack.
    static var current: TransactionStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? TransactionStack { return stack }
        let stack = TransactionStack()
        dictionary[key] = stack
        return stack
    }
}

extension Transaction {
    /// The innermost transaction that `withTransaction` or `withAnimation`
    /// opened on this thread, if any: the transaction a change made now
    /// belongs to.
    ///
    /// This package's addition, for embedders: a host's state storage reads
    /// it when it is written, to apply the change in that transaction later
    /// (SwiftUI's `State` does the same internally).
    public static var current: Transaction? {
        TransactionStack.current.transactions.last
    }
}
