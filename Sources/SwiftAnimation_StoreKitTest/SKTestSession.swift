import Foundation
@_exported import SwiftAnimation_StoreKit

/// A StoreKit test session, as StoreKitTest's `SKTestSession`: loads a
/// StoreKit configuration file into the host's store, whose products
/// ``Product/products(for:)`` then answers, and manages its transactions.
public final class SKTestSession: @unchecked Sendable {
    /// Whether purchase dialogs are skipped (the headless store shows
    /// none either way).
    public var disableDialogs = true
    /// Whether purchases ask a parent (the headless store completes them
    /// either way).
    public var askToBuyEnabled = false
    /// The storefront's country code.
    public var storefront = "USA"
    /// The configuration's locale.
    public var locale: Locale

    /// A session of a configuration file in the program's bundles (the
    /// main bundle and every loaded bundle, `.storekit` added).
    ///
    /// - Parameter configurationFileNamed: The file's name, with or
    ///   without its extension.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when no bundle has it, or
    ///   `StoreKitError.unknown` when it is not a configuration file.
    public convenience init(configurationFileNamed name: String) throws {
        let base = name.hasSuffix(".storekit") ? String(name.dropLast(9)) : name
        let url = (Bundle.allBundles + [Bundle.main]).lazy.compactMap { $0.url(forResource: base, withExtension: "storekit") }.first
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        try self.init(contentsOf: url)
    }

    /// A session of a configuration file.
    ///
    /// - Parameter url: The file.
    /// - Throws: The read's error, or `StoreKitError.unknown` when it is
    ///   not a configuration file.
    public init(contentsOf url: URL) throws {
        let configuration = try StoreKitConfiguration(data: Data(contentsOf: url))
        locale = configuration.locale
        StoreKitStore.shared.add(configuration)
    }

    /// Forgets every purchase.
    public func clearTransactions() {
        StoreKitStore.shared.clearTransactions()
    }

    /// Forgets every purchase and setting.
    public func resetToDefaultState() {
        clearTransactions()
        disableDialogs = true
        askToBuyEnabled = false
    }

    /// Buys a product outside the app, as a purchase on another device.
    ///
    /// - Parameter productIdentifier: The product.
    /// - Throws: ``Product/PurchaseError/productUnavailable`` when the
    ///   store does not sell it.
    public func buyProduct(productIdentifier: String) throws {
        _ = try buy(productIdentifier, options: [])
    }

    /// Buys a product outside the app and returns its transaction.
    ///
    /// - Parameters:
    ///   - identifier: The product.
    ///   - options: The purchase's options.
    /// - Returns: The transaction.
    /// - Throws: ``Product/PurchaseError/productUnavailable`` when the
    ///   store does not sell it.
    public func buyProduct(identifier: String, options: Set<Product.PurchaseOption> = []) async throws -> Transaction {
        try buy(identifier, options: options)
    }

    private func buy(_ id: String, options: Set<Product.PurchaseOption>) throws -> Transaction {
        guard let entry = StoreKitStore.shared.entries.first(where: { $0.0.id == id }) else {
            throw Product.PurchaseError.productUnavailable
        }
        let product = Product(entry: entry.0, configuration: entry.1)
        return StoreKitStore.shared.purchase(product, quantity: 1, token: nil, at: Date())
    }

    /// The session's transactions, oldest first.
    public var allTransactions: [Transaction] { StoreKitStore.shared.transactions }
}
