import AnimationCore
import AnimationViews
import Foundation
import Synchronization

/// The headless host's App Store: products of StoreKit configuration files
/// and the transactions bought from them, as Xcode's StoreKit testing
/// keeps them (purchases succeed at once and are verified).
///
/// Configuration files come from ``SKTestSession``, the file named by the
/// environment variable `SWIFT_ANIMATION_STOREKIT_CONFIGURATION`, and the
/// `.storekit` files in the main bundle's folder (four levels deep), read
/// once, the first time products are asked for.
package final class StoreKitStore: Sendable {
    /// The program's store.
    package static let shared = StoreKitStore()

    private struct State {
        var configurations: [StoreKitConfiguration] = []
        var searched = false
        var transactions: [Transaction] = []
        var finished: Set<UInt64> = []
        var nextID: UInt64 = 1
        var listeners: [UInt64: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
        var nextListener: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Every product of the configurations, the first of an identifier
    /// winning.
    package var entries: [(StoreKitConfiguration.Entry, StoreKitConfiguration)] {
        searchOnce()
        return state.withLock { state in
            var seen = Set<String>()
            return state.configurations.flatMap { configuration in
                configuration.entries.compactMap { seen.insert($0.id).inserted ? ($0, configuration) : nil }
            }
        }
    }

    /// Adds a configuration ahead of those found before.
    package func add(_ configuration: StoreKitConfiguration) {
        state.withLock { $0.configurations.insert(configuration, at: 0) }
    }

    /// Forgets the purchases (``SKTestSession/clearTransactions()``).
    package func clearTransactions() {
        state.withLock {
            $0.transactions.removeAll()
            $0.finished.removeAll()
        }
    }

    /// Records a purchase and tells `Transaction.updates`' listeners.
    package func purchase(_ product: Product, quantity: Int, token: UUID?, at date: Date) -> Transaction {
        let (transaction, listeners) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let expiration = product.subscription.map { $0.subscriptionPeriod.adding(to: date) }
            let earlier = state.transactions.last { $0.productID == product.id }
            let transaction = Transaction(
                id: id, originalID: earlier?.originalID ?? id, productID: product.id, productType: product.type, purchaseDate: date,
                originalPurchaseDate: earlier?.originalPurchaseDate ?? date, expirationDate: expiration, purchasedQuantity: max(1, quantity),
                appAccountToken: token, subscriptionGroupID: product.subscription?.subscriptionGroupID, price: product.price)
            state.transactions.append(transaction)
            return (transaction, Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(.verified(transaction)) }
        return transaction
    }

    /// Marks a transaction finished.
    package func finish(_ id: UInt64) {
        _ = state.withLock { $0.finished.insert(id) }
    }

    /// The transactions, oldest first.
    package var transactions: [Transaction] { state.withLock { $0.transactions } }

    /// The transactions not finished yet.
    package var unfinished: [Transaction] { state.withLock { state in state.transactions.filter { !state.finished.contains($0.id) } } }

    /// What the user is entitled to at a date: non-consumables and
    /// non-renewing subscriptions bought, and auto-renewable subscriptions
    /// not expired (the latest transaction of each product); consumables
    /// never, as in StoreKit.
    package func entitlements(at date: Date) -> [Transaction] {
        var latest: [String: Transaction] = [:]
        var order: [String] = []
        for transaction in transactions where transaction.productType != .consumable && transaction.revocationDate == nil {
            if latest[transaction.productID] == nil { order.append(transaction.productID) }
            latest[transaction.productID] = transaction
        }
        return order.compactMap { latest[$0] }.filter { ($0.expirationDate ?? .distantFuture) > date }
    }

    /// A stream of the purchases made from now on.
    package func updates() -> AsyncStream<VerificationResult<Transaction>> {
        AsyncStream { continuation in
            let key = state.withLock { state in
                let key = state.nextListener
                state.nextListener += 1
                state.listeners[key] = continuation
                return key
            }
            continuation.onTermination = { [weak self] _ in
                _ = self?.state.withLock { $0.listeners.removeValue(forKey: key) }
            }
        }
    }

    private func searchOnce() {
        let search = state.withLock { state in
            defer { state.searched = true }
            return !state.searched
        }
        guard search else { return }
        var found: [StoreKitConfiguration] = []
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["SWIFT_ANIMATION_STOREKIT_CONFIGURATION"], !path.isEmpty {
            urls.append(URL(fileURLWithPath: path))
        }
        urls += Self.files(under: Bundle.main.bundleURL, depth: 4)
        for url in urls {
            guard let data = try? Data(contentsOf: url) else { continue }
            if let configuration = try? StoreKitConfiguration(data: data) {
                found.append(configuration)
            } else {
                CurrentHost.warn("StoreKit: \(url.lastPathComponent) is not a StoreKit configuration file; it is left out")
            }
        }
        state.withLock { $0.configurations += found }
        if found.isEmpty {
            CurrentHost.warn("StoreKit: the headless host has no App Store and found no .storekit configuration file; no product is sold")
        }
    }

    private static func files(under folder: URL, depth: Int) -> [URL] {
        guard depth > 0,
            let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var result: [URL] = []
        for item in items.sorted(by: { $0.path < $1.path }) where !item.lastPathComponent.hasPrefix(".") {
            if item.pathExtension == "storekit" {
                result.append(item)
            } else if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                result += files(under: item, depth: depth - 1)
            }
        }
        return result
    }
}
