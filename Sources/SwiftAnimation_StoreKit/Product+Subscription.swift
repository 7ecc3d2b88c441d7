import AnimationCore
import Foundation

extension Product {
    /// A subscription's details, as StoreKit's `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group the subscription belongs to.
        public let subscriptionGroupID: String
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The offer to new subscribers, if any.
        public let introductoryOffer: SubscriptionOffer?
        /// Promotional offers (none in configuration files read here).
        public let promotionalOffers: [SubscriptionOffer] = []
        /// Win-back offers (none here).
        public let winBackOffers: [SubscriptionOffer] = []

        /// Whether the user may take the introductory offer: when they have
        /// never bought a subscription of the group.
        public var isEligibleForIntroOffer: Bool {
            get async {
                !StoreKitStore.shared.transactions.contains { $0.subscriptionGroupID == subscriptionGroupID }
            }
        }

        /// The statuses of the group's subscriptions the user bought: one
        /// per product, subscribed until it expires.
        public var status: [Status] {
            get async throws {
                let now = Date()
                var latest: [String: Transaction] = [:]
                for transaction in StoreKitStore.shared.transactions where transaction.subscriptionGroupID == subscriptionGroupID {
                    latest[transaction.productID] = transaction
                }
                return latest.values.sorted { $0.id < $1.id }.map { transaction in
                    let active = (transaction.expirationDate ?? .distantFuture) > now
                    let renewal = RenewalInfo(
                        originalTransactionID: transaction.originalID, currentProductID: transaction.productID, willAutoRenew: active,
                        renewalDate: transaction.expirationDate)
                    return Status(state: active ? .subscribed : .expired, transaction: .verified(transaction), renewalInfo: .verified(renewal))
                }
            }
        }

        /// A subscription's status, as StoreKit's.
        public struct Status: Sendable {
            /// Whether it is active.
            public let state: RenewalState
            /// Its latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// What happens at its next renewal.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }

        /// What happens at a subscription's next renewal, as StoreKit's
        /// `RenewalInfo`: the test store renews every active subscription
        /// to the same product.
        public struct RenewalInfo: Hashable, Sendable {
            /// The first transaction of the subscription.
            public let originalTransactionID: UInt64
            /// The product subscribed to now.
            public let currentProductID: String
            /// Whether it renews.
            public let willAutoRenew: Bool
            /// When it renews.
            public let renewalDate: Date?
            /// The product it renews to.
            public var autoRenewPreference: String? { currentProductID }
            /// Whether billing is being retried (never in the test store).
            public var isInBillingRetry: Bool { false }
            /// When a grace period ends (none in the test store).
            public var gracePeriodExpirationDate: Date? { nil }
        }

        /// The states of a subscription.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// The state's number.
            public let rawValue: Int
            /// A state of a number.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Active.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Ended.
            public static let expired = RenewalState(rawValue: 2)
            /// Billing failed; the store retries.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// Billing failed; still active for a grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Refunded or revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// A subscription period, as StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit

        /// The units of a period.
        public enum Unit: Int, Hashable, Sendable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year
        }

        init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// A period of an ISO 8601 duration as configuration files write
        /// it (`P1W`, `P1M`, `P1Y`, `P3D`); `nil` for other text.
        init?(iso8601 text: String) {
            guard text.hasPrefix("P"), let letter = text.last, let count = Int(text.dropFirst().dropLast()), count > 0 else { return nil }
            switch letter {
            case "D": self.init(value: count, unit: .day)
            case "W": self.init(value: count, unit: .week)
            case "M": self.init(value: count, unit: .month)
            case "Y": self.init(value: count, unit: .year)
            default: return nil
            }
        }

        /// The date a period after a date.
        func adding(to date: Date) -> Date {
            let component: Calendar.Component =
                switch unit {
                case .day: .day
                case .week: .weekOfYear
                case .month: .month
                case .year: .year
                }
            return Calendar(identifier: .gregorian).date(byAdding: component, value: value, to: date) ?? date
        }

        /// A week.
        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        /// A month.
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        /// A year.
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)
    }

    /// An offer on a subscription, as StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier (`nil` for introductory offers).
        public let id: String?
        /// The kind of offer.
        public let type: OfferType
        /// The price per period.
        public let price: Decimal
        /// The price, formatted.
        public internal(set) var displayPrice: String
        /// A period of the offer.
        public let period: SubscriptionPeriod
        /// How many periods the offer lasts.
        public let periodCount: Int
        /// How the offer is paid.
        public let paymentMode: PaymentMode

        /// The kinds of offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            /// The kind's name.
            public let rawValue: String
            /// A kind of a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// For new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// A promotion.
            public static let promotional = OfferType(rawValue: "promotional")
            /// For former subscribers.
            public static let winBack = OfferType(rawValue: "winBack")
        }

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The mode's name.
            public let rawValue: String
            /// A mode of a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free for its periods.
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// A price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// One price for all its periods.
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }
    }
}
