import Foundation
import StoreKit
import StoreKitTest
@testable import SwiftUI
import Testing
import TestSupport

/// The store of the fixture `Tips.storekit`: a consumable at 0.99, a
/// non-consumable at 9.99 and a monthly subscription at 2.99.
@MainActor
private func tipsSession() throws -> SKTestSession {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StoreKit/Tips.storekit")
    let session = try SKTestSession(contentsOf: url)
    session.clearTransactions()
    return session
}

@MainActor
@Suite("StoreKit in Xcode's test store", .serialized)
struct StoreKitBehaviourTests {
    /// Products come from the configuration file, with its names, prices
    /// (formatted in its locale) and subscription terms; unknown
    /// identifiers are left out, as the App Store leaves them.
    @Test func productsComeFromTheConfiguration() async throws {
        _ = try tipsSession()
        let products = try await Product.products(for: ["com.example.pro", "com.example.monthly", "com.example.unknown", "com.example.tip.small"])
        #expect(Set(products.map(\.id)) == ["com.example.pro", "com.example.monthly", "com.example.tip.small"])
        let tip = try #require(products.first { $0.id == "com.example.tip.small" })
        #expect(tip.displayName == "Small Tip" && tip.description == "A small thank-you")
        #expect(tip.price == Decimal(string: "0.99") && tip.displayPrice == "$0.99" && tip.type == .consumable)
        let monthly = try #require(products.first { $0.id == "com.example.monthly" })
        #expect(monthly.type == .autoRenewable && monthly.subscription?.subscriptionPeriod == .monthly)
        #expect(monthly.subscription?.subscriptionGroupID == "pro.group")
        #expect(monthly.subscription?.introductoryOffer?.paymentMode == .freeTrial)
        #expect(monthly.subscription?.introductoryOffer?.period == Product.SubscriptionPeriod.weekly)
        #expect(try #require(products.first { $0.id == "com.example.pro" }).isFamilyShareable)
    }

    /// Purchases complete verified; what they entitle follows StoreKit:
    /// a non-consumable is owned, a consumable never is, a subscription
    /// until a month after it was bought.
    @Test func purchasesEntitleAsStoreKitSays() async throws {
        _ = try tipsSession()
        let products = try await Product.products(for: ["com.example.pro", "com.example.monthly", "com.example.tip.small"])
        for product in products {
            guard case .success(.verified(let transaction)) = try await product.purchase() else {
                Issue.record("\(product.id) was not bought")
                continue
            }
            #expect(transaction.productID == product.id && transaction.environment == .xcode)
            await transaction.finish()
        }
        var owned: [String] = []
        for await result in Transaction.currentEntitlements { owned.append(try result.payloadValue.productID) }
        #expect(Set(owned) == ["com.example.pro", "com.example.monthly"])
        let monthly = try #require(await Transaction.latest(for: "com.example.monthly")?.payloadValue)
        let expiry = try #require(monthly.expirationDate)
        let month = Calendar(identifier: .gregorian).date(byAdding: .month, value: 1, to: monthly.purchaseDate)
        #expect(expiry == month)
        let plan = try #require(products.first { $0.id == "com.example.monthly" }?.subscription)
        let statuses = try await plan.status
        #expect(statuses.count == 1 && statuses.first?.state == .subscribed)
        #expect(try statuses.first?.renewalInfo.payloadValue.willAutoRenew == true)
        #expect(await !plan.isEligibleForIntroOffer)
        let pro = try #require(products.first { $0.id == "com.example.pro" })
        await #expect(throws: Product.PurchaseError.invalidQuantity) { try await pro.purchase(options: [.quantity(2)]) }
        await #expect(throws: Product.PurchaseError.invalidQuantity) { try await pro.purchase(options: [.quantity(0)]) }
    }

    /// A tip jar as apps write it: products load in `.task`, a tap buys
    /// and the transaction listener marks the product owned.
    @Test func aTipJarLoadsAndBuys() async throws {
        _ = try tipsSession()
        let host = ViewHost(TipJarView(), size: CGSize(width: 390, height: 600))
        #expect(await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { host.find(text: "$9.99") != nil })
        #expect(host.find(text: "Small Tip") != nil && host.find(text: "Monthly") != nil)
        #expect(try #require(host.find(text: "$9.99")).tap())
        #expect(await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { host.find(text: "$9.99") == nil })
        #expect(try #require(host.find(text: "Rate us")).tap())
        #expect(host.warnings.contains { $0.contains("no review prompt") })
    }

    /// The store views draw the configuration's products and buy them:
    /// the `.buttons` control style gives a button per plan with its price
    /// per period; the purchase reaches `onInAppPurchaseCompletion`.
    @Test func storeViewsDrawAndBuy() async throws {
        _ = try tipsSession()
        let host = ViewHost(PaywallView(), size: CGSize(width: 390, height: 700))
        #expect(host.find(text: "Go Pro") != nil)
        #expect(host.find(text: "Restore Purchases") != nil)
        #expect(host.find(text: "Pro") != nil && host.find(text: "$9.99") != nil)
        #expect(try #require(host.find(text: "Monthly $2.99/month")).tap())
        #expect(await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { host.find(text: "Bought Monthly") != nil })
    }

    /// Bad input: a file that is not a configuration, and a name no bundle
    /// has, throw.
    @Test func badConfigurationsThrow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).storekit")
        try Data("not json".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: StoreKitError.self) { try SKTestSession(contentsOf: url) }
        #expect(throws: (any Error).self) { try SKTestSession(configurationFileNamed: "NoSuchConfiguration") }
    }
}
