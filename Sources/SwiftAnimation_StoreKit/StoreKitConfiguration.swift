import AnimationCore
import Foundation

/// The products of an Xcode StoreKit configuration file (`.storekit`, the
/// JSON Xcode writes for testing purchases without the App Store): what
/// ``Product/products(for:)`` answers on the headless host.
///
/// Read leniently: a product without an identifier is skipped, a price
/// that does not parse is 0, the first localization names a product.
package struct StoreKitConfiguration: Sendable {
    /// A product of the file.
    package struct Entry: Sendable, Equatable {
        /// The product identifier.
        package var id: String
        /// The kind of product.
        package var type: Product.ProductType
        /// The first localization's name.
        package var displayName: String
        /// The first localization's description.
        package var description: String
        /// The price, parsed from the display price.
        package var price: Decimal
        /// Whether family sharing covers it.
        package var familyShareable: Bool
        /// The subscription group, for subscriptions.
        package var groupID: String?
        /// The renewal period, for auto-renewable subscriptions.
        package var period: Product.SubscriptionPeriod?
        /// The introductory offer, if any.
        package var introductoryOffer: Product.SubscriptionOffer?
    }

    /// The products, in the file's order.
    package var entries: [Entry]
    /// The storefront's currency code (`USD` unless the file's locale says
    /// otherwise).
    package var currencyCode: String
    /// The locale the file's prices are shown in.
    package var locale: Locale

    /// Parses a configuration file's JSON.
    ///
    /// - Throws: `StoreKitError.unknown` when the data is not a JSON object.
    package init(data: Data) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw StoreKitError.unknown }
        let settings = root["settings"] as? [String: Any] ?? [:]
        let localeID = (settings["_locale"] as? String) ?? "en_US"
        locale = Locale(identifier: localeID)
        currencyCode = locale.currency?.identifier ?? "USD"
        var entries: [Entry] = []
        for item in root["products"] as? [[String: Any]] ?? [] {
            let kind: Product.ProductType = (item["type"] as? String) == "Consumable" ? .consumable : .nonConsumable
            if let entry = Self.entry(item, type: kind, group: nil) { entries.append(entry) }
        }
        for item in root["nonRenewingSubscriptions"] as? [[String: Any]] ?? [] {
            if let entry = Self.entry(item, type: .nonRenewable, group: nil) { entries.append(entry) }
        }
        for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
            let groupID = group["id"] as? String ?? group["name"] as? String ?? ""
            for item in group["subscriptions"] as? [[String: Any]] ?? [] {
                if let entry = Self.entry(item, type: .autoRenewable, group: groupID) { entries.append(entry) }
            }
        }
        self.entries = entries
    }

    private static func entry(_ item: [String: Any], type: Product.ProductType, group: String?) -> Entry? {
        guard let id = (item["productID"] ?? item["identifier"] ?? item["id"]) as? String, !id.isEmpty else { return nil }
        let localization = (item["localizations"] as? [[String: Any]])?.first
        let name = localization?["displayName"] as? String ?? item["displayName"] as? String ?? item["referenceName"] as? String ?? id
        let description = localization?["description"] as? String ?? item["description"] as? String ?? ""
        let price = decimal(item["displayPrice"] ?? item["price"])
        let period = (item["recurringSubscriptionPeriod"] as? String).flatMap(Product.SubscriptionPeriod.init(iso8601:))
        var offer: Product.SubscriptionOffer?
        if let intro = item["introductoryOffer"] as? [String: Any] {
            let offerPeriod = (intro["subscriptionPeriod"] as? String).flatMap(Product.SubscriptionPeriod.init(iso8601:)) ?? period
            let mode: Product.SubscriptionOffer.PaymentMode =
                switch intro["paymentMode"] as? String {
                case "payUpFront": .payUpFront
                case "payAsYouGo": .payAsYouGo
                default: .freeTrial
                }
            offer = Product.SubscriptionOffer(
                id: nil, type: .introductory, price: decimal(intro["displayPrice"]), displayPrice: "",
                period: offerPeriod ?? Product.SubscriptionPeriod(value: 1, unit: .week), periodCount: intro["numberOfPeriods"] as? Int ?? 1,
                paymentMode: mode)
        }
        return Entry(
            id: id, type: type, displayName: name, description: description, price: price,
            familyShareable: item["familyShareable"] as? Bool ?? false, groupID: group ?? (item["subscriptionGroupID"] as? String),
            period: period, introductoryOffer: offer)
    }

    private static func decimal(_ value: Any?) -> Decimal {
        switch value {
        case let text as String: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        case let number as NSNumber: number.decimalValue
        default: 0
        }
    }
}
