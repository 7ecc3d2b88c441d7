import AnimationCore
import Foundation

/// A purchase, as StoreKit's `Transaction`.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The first transaction's identifier of a renewing purchase.
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The product's kind.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When the first purchase of the product was made.
    public let originalPurchaseDate: Date
    /// When a subscription ends.
    public let expirationDate: Date?
    /// How many were bought.
    public let purchasedQuantity: Int
    /// The app's identifier of the user.
    public let appAccountToken: UUID?
    /// The subscription's group.
    public let subscriptionGroupID: String?
    /// The price paid.
    public let price: Decimal?
    /// When the purchase was refunded or revoked (never on the headless
    /// host).
    public var revocationDate: Date? { nil }
    /// Whether a higher subscription of the group replaced it.
    public var isUpgraded: Bool { false }
    /// Who owns the purchase.
    public var ownershipType: OwnershipType { .purchased }
    /// Where the transaction happened: Xcode's test store.
    public var environment: AppStore.Environment { .xcode }
    /// The bundle's identifier.
    public var appBundleID: String { Bundle.main.bundleIdentifier ?? "" }

    /// Who owns a purchase.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An ownership of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// Family sharing gave it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the store the app delivered the purchase.
    public func finish() async {
        StoreKitStore.shared.finish(id)
    }

    /// A sequence of transactions, as StoreKit's `Transaction.Transactions`.
    public struct Transactions: AsyncSequence, Sendable {
        /// A transaction and whether it verified.
        public typealias Element = VerificationResult<Transaction>
        let stream: @Sendable () -> AsyncStream<Element>

        /// Makes the iterator.
        public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
            stream().makeAsyncIterator()
        }

        static func of(_ list: @escaping @Sendable () -> [Transaction]) -> Transactions {
            Transactions {
                AsyncStream { continuation in
                    for transaction in list() { continuation.yield(.verified(transaction)) }
                    continuation.finish()
                }
            }
        }
    }

    /// The purchases made while the app runs; never ends.
    public static var updates: Transactions { Transactions { StoreKitStore.shared.updates() } }
    /// What the user is entitled to now (see ``StoreKitStore/entitlements(at:)``).
    public static var currentEntitlements: Transactions { .of { StoreKitStore.shared.entitlements(at: Date()) } }
    /// Every transaction, oldest first.
    public static var all: Transactions { .of { StoreKitStore.shared.transactions } }
    /// The transactions not finished yet.
    public static var unfinished: Transactions { .of { StoreKitStore.shared.unfinished } }

    /// The current entitlements to one product.
    public static func currentEntitlements(for productID: String) -> Transactions {
        .of { StoreKitStore.shared.entitlements(at: Date()).filter { $0.productID == productID } }
    }

    /// The current entitlement to a product, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        StoreKitStore.shared.entitlements(at: Date()).last { $0.productID == productID }.map { .verified($0) }
    }

    /// The latest transaction of a product, if any.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        StoreKitStore.shared.transactions.last { $0.productID == productID }.map { .verified($0) }
    }
}

/// A signed value and whether its signature checked out, as StoreKit's
/// `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature failed.
    case unverified(SignedType, VerificationError)
    /// The signature checked out.
    case verified(SignedType)

    /// Why a signature failed.
    public enum VerificationError: Error, Hashable, Sendable {
        /// A certificate was revoked.
        case revokedCertificate
        /// The certificate chain is wrong.
        case invalidCertificateChain
        /// The device did not verify.
        case invalidDeviceVerification
        /// The encoding is wrong.
        case invalidEncoding
        /// The signature is wrong.
        case invalidSignature
        /// Properties are missing.
        case missingRequiredProperties
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The value when verified.
    ///
    /// - Throws: The verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
