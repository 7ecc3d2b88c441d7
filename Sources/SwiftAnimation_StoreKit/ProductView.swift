import AnimationCore
import AnimationViews
import Foundation

/// A product with its name, description and a button of its price that
/// buys it, as StoreKit's `ProductView`.
///
/// The product is looked up in the host's store when the view is drawn
/// (see ``StoreKitStore``); an identifier the store does not sell draws
/// the name's place as StoreKit's loading placeholder does: a gray bar.
public struct ProductView: View {
    let id: String
    let product: Product?
    @Environment(\.storeSettings) private var settings

    /// The product of an identifier.
    ///
    /// - Parameters:
    ///   - id: The product's identifier.
    ///   - prefersPromotionalIcon: Whether the App Store's promotional
    ///     icon is preferred (there is none on the headless host).
    public init(id: String, prefersPromotionalIcon: Bool = false) {
        self.id = id
        product = nil
    }

    /// A product already loaded.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether the promotional icon is preferred.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        id = product.id
        self.product = product
    }

    /// The product's name, description and price button.
    public var body: some View {
        if let product = product ?? StoreProducts.product(id) {
            switch settings.productStyle {
            case .compact:
                HStack {
                    Text(product.displayName).font(.headline)
                    Spacer()
                    priceButton(product)
                }
            case .regular:
                HStack(spacing: 12) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(product.displayName).font(.headline)
                        Text(product.description).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    priceButton(product)
                }
            case .large:
                VStack(spacing: 8) {
                    Text(product.displayName).font(.title2).bold()
                    Text(product.description).font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
                    priceButton(product).frame(maxWidth: .infinity)
                }
            }
        } else {
            RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 120, height: 17)
        }
    }

    private func priceButton(_ product: Product) -> some View {
        Button(product.displayPrice) { settings.buy(product) }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}

/// Products looked up at once in the host's store, for the store views.
enum StoreProducts {
    static func product(_ id: String) -> Product? {
        StoreKitStore.shared.entries.first { $0.0.id == id }.map { Product(entry: $0.0, configuration: $0.1) }
    }

    static func products(_ ids: some Sequence<String>) -> [Product] {
        ids.compactMap(product)
    }

    static func group(_ groupID: String) -> [Product] {
        StoreKitStore.shared.entries.filter { $0.0.groupID == groupID }.map { Product(entry: $0.0, configuration: $0.1) }
    }
}

/// A store of products, as StoreKit's `StoreView`: a product view per
/// product the store sells, and a restore purchases button.
public struct StoreView: View {
    let products: () -> [Product]
    @Environment(\.storeSettings) private var settings

    /// The products of identifiers.
    public init(ids: some Collection<String>, prefersPromotionalIcon: Bool = false) {
        let ids = Array(ids)
        products = { StoreProducts.products(ids) }
    }

    /// Products already loaded.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
        let list = Array(products)
        self.products = { list }
    }

    /// The products in a scrolling column.
    public var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(products()) { product in
                    ProductView(product)
                }
                if settings.shows(.restorePurchases) {
                    Button("Restore Purchases") { Task { try? await AppStore.sync() } }
                }
            }
            .padding()
        }
    }
}
