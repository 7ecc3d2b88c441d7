import AnimationCore
import AnimationRuntime
import AnimationViews
import Combine
import Foundation

/// What a query keeps across copies of its view: the context it fetches
/// from, the observer of that context's store, and the last fetch's error.
@MainActor
final class QueryBox {
    let observer: QueryObserver
    var fetchError: (any Error)?
    private var connected: ModelContext?
    /// The context of a query read before its view installed it: empty.
    private lazy var unconnected = ModelContext(ModelContainer.environmentDefault())

    init(transaction: Transaction?) {
        observer = QueryObserver(transaction: transaction)
    }

    /// The context the query fetches from.
    var context: ModelContext { connected ?? unconnected }

    func connect(to context: ModelContext) {
        guard context !== connected else { return }
        connected = context
        observer.observe(context.container.store)
    }
}

/// Tells a query's view of its store's changes, in the query's
/// transaction when the change's own has no animation.
final class QueryObserver: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let transaction: Transaction?
    private weak var store: ModelStore?

    init(transaction: Transaction?) {
        self.transaction = transaction
    }

    func observe(_ store: ModelStore) {
        self.store?.removeObserver(ObjectIdentifier(self))
        self.store = store
        store.addObserver(ObjectIdentifier(self)) { [weak self] in self?.storeChanged() }
    }

    private func storeChanged() {
        if let transaction, Transaction.current?.animation == nil {
            withTransaction(transaction) { objectWillChange.send() }
        } else {
            objectWillChange.send()
        }
    }

    deinit {
        store?.removeObserver(ObjectIdentifier(self))
    }
}
