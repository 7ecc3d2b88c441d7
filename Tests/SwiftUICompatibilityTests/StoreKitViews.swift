import StoreKit
import SwiftUI

// In-app purchases as apps write them with StoreKit 2: a store object that
// loads products, buys them, listens for transactions and keeps what the
// user owns; a paywall of the store views; a review request.

@MainActor
final class TipStore: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published private(set) var purchased: Set<String> = []
    private var updates: Task<Void, Never>?

    static let ids = ["com.example.tip.small", "com.example.pro", "com.example.monthly"]

    init() {
        updates = Task { [weak self] in
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    await transaction.finish()
                    await self?.refresh()
                }
            }
        }
    }

    func load() async {
        do {
            products = try await Product.products(for: Self.ids).sorted { $0.price < $1.price }
        } catch {
            products = []
        }
        await refresh()
    }

    func refresh() async {
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if let transaction = try? checkVerified(result) { owned.insert(transaction.productID) }
        }
        purchased = owned
    }

    func buy(_ product: Product) async throws -> StoreKit.Transaction? {
        switch try await product.purchase() {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            await transaction.finish()
            await refresh()
            return transaction
        case .userCancelled, .pending:
            return nil
        @unknown default:
            return nil
        }
    }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified(_, let error): throw error
        case .verified(let safe): return safe
        }
    }
}

struct TipJarView: View {
    @StateObject private var store = TipStore()
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        List {
            ForEach(store.products) { product in
                HStack {
                    Text(product.displayName)
                    Spacer()
                    if store.purchased.contains(product.id) {
                        Image(systemName: "checkmark")
                    } else {
                        Button(product.displayPrice) {
                            Task { _ = try? await store.buy(product) }
                        }
                    }
                }
            }
            Button("Rate us") { requestReview() }
        }
        .task { await store.load() }
    }
}

struct PaywallView: View {
    @State private var lastPurchase = ""

    var body: some View {
        VStack {
            SubscriptionStoreView(groupID: "pro.group") {
                Text("Go Pro").font(.largeTitle)
            }
            .subscriptionStoreControlStyle(.buttons)
            .storeButton(.visible, for: .restorePurchases)
            ProductView(id: "com.example.pro")
                .productViewStyle(.compact)
            Text(lastPurchase)
        }
        .onInAppPurchaseCompletion { product, result in
            if case .success(.success) = result { lastPurchase = "Bought \(product.displayName)" }
        }
    }
}
