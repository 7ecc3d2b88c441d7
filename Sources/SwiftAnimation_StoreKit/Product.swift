import AnimationCore
import Foundation

/// A product for sale, as StoreKit's: on the headless host, one of a
/// StoreKit configuration file's (see ``StoreKitStore``).
public struct Product: Identifiable, Hashable, Sendable {
    /// The product's identifier.
    public let id: String
    /// The kind of product.
    public let type: ProductType
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price, in the storefront's currency.
    public let price: Decimal
    /// The price, formatted in the storefront's currency and locale.
    public let displayPrice: String
    /// Whether family sharing covers the product.
    public let isFamilyShareable: Bool
    /// The subscription's details, for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// The format style of ``displayPrice``.
    public let priceFormatStyle: Decimal.FormatStyle.Currency

    /// The kinds of product, as StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Used up once bought, and bought again.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// A subscription that renews until cancelled.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// The product of a configuration entry, its price formatted in the
    /// configuration's locale.
    package init(entry: StoreKitConfiguration.Entry, configuration: StoreKitConfiguration) {
        id = entry.id
        type = entry.type
        displayName = entry.displayName
        description = entry.description
        price = entry.price
        isFamilyShareable = entry.familyShareable
        priceFormatStyle = Decimal.FormatStyle.Currency(code: configuration.currencyCode, locale: configuration.locale)
        displayPrice = entry.price.formatted(priceFormatStyle)
        subscription = entry.period.map { period in
            var offer = entry.introductoryOffer
            let offerPrice = offer?.price ?? 0
            offer?.displayPrice = offerPrice.formatted(Decimal.FormatStyle.Currency(code: configuration.currencyCode, locale: configuration.locale))
            return SubscriptionInfo(subscriptionGroupID: entry.groupID ?? "", subscriptionPeriod: period, introductoryOffer: offer)
        }
    }

    /// The products of identifiers that the store sells, in the
    /// configuration's order; identifiers it does not know are left out,
    /// as in StoreKit.
    ///
    /// - Parameter identifiers: The products' identifiers.
    /// - Returns: The products found.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        let wanted = Set(identifiers)
        return StoreKitStore.shared.entries.filter { wanted.contains($0.0.id) }.map { Product(entry: $0.0, configuration: $0.1) }
    }

    /// Buys the product. The headless host's store completes at once with
    /// a verified transaction, as Xcode's StoreKit testing does without
    /// dialogs; `Transaction.updates` hears of it.
    ///
    /// - Parameter options: A quantity and an app account token.
    /// - Returns: `.success` with the transaction.
    /// - Throws: ``Product/PurchaseError/invalidQuantity`` for a quantity
    ///   below 1, or of a non-consumable above 1.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        var quantity = 1
        var token: UUID?
        for option in options {
            switch option.kind {
            case .quantity(let count): quantity = count
            case .token(let uuid): token = uuid
            case .other: break
            }
        }
        guard quantity >= 1, quantity == 1 || type == .consumable else { throw PurchaseError.invalidQuantity }
        return .success(.verified(StoreKitStore.shared.purchase(self, quantity: quantity, token: token, at: Date())))
    }

    /// The result of a purchase, as StoreKit's `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, and whether it verified.
        case success(VerificationResult<Transaction>)
        /// The user closed the sheet.
        case userCancelled
        /// Waiting for approval (Ask to Buy, ...).
        case pending
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case quantity(Int)
            case token(UUID)
            case other(String)
        }

        let kind: Kind

        /// How many to buy (consumables).
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(kind: .quantity(quantity)) }
        /// The app's identifier of the user, kept in the transaction.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(kind: .token(token)) }
        /// Whether the purchase simulates Ask to Buy (StoreKit testing);
        /// the headless store completes purchases either way.
        public static func simulatesAskToBuyInSandbox(_ simulates: Bool) -> PurchaseOption {
            PurchaseOption(kind: .other("askToBuy=\(simulates)"))
        }
    }

    /// Errors of purchases, as StoreKit's `Product.PurchaseError`.
    public enum PurchaseError: Error, Hashable, Sendable {
        /// The quantity is not allowed.
        case invalidQuantity
        /// The product is not for sale.
        case productUnavailable
        /// The user may not buy.
        case purchaseNotAllowed
        /// The user is not eligible for the offer.
        case ineligibleForOffer
        /// The offer is not known.
        case invalidOfferIdentifier
        /// The offer's price is wrong.
        case invalidOfferPrice
        /// The offer's signature is wrong.
        case invalidOfferSignature
        /// The offer lacks parameters.
        case missingOfferParameters
    }
}

/// Errors of StoreKit, as StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    /// An unknown error.
    case unknown
    /// The user cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error)
    /// Not sold in the user's storefront.
    case notAvailableInStorefront
    /// The app is not entitled to the call.
    case notEntitled
    /// Not supported.
    case unsupported
}
