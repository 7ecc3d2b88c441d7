import AnimationCore
import AnimationViews
import Foundation

/// A store of a subscription group's plans, as StoreKit's
/// `SubscriptionStoreView`: the marketing content, the plans with their
/// prices per period, and a subscribe button (or one per plan with the
/// `.buttons` control style).
public struct SubscriptionStoreView<Content: View>: View {
    let plans: () -> [Product]
    let content: Content
    @Environment(\.storeSettings) private var settings
    @State private var chosen: String?

    /// The plans of a subscription group, under marketing content.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
        plans = { StoreProducts.group(groupID) }
        content = marketingContent()
    }

    /// The plans of identifiers, under marketing content.
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        let ids = Array(productIDs)
        plans = { StoreProducts.products(ids) }
        content = marketingContent()
    }

    /// The marketing content, the plans and the buttons.
    public var body: some View {
        let plans = plans()
        let selected = plans.first { $0.id == chosen } ?? plans.first
        VStack(spacing: 16) {
            content
            ForEach(plans) { plan in
                switch settings.controlStyle {
                case .picker:
                    Button {
                        chosen = plan.id
                    } label: {
                        HStack {
                            Image(systemName: plan.id == selected?.id ? "checkmark.circle.fill" : "circle")
                            Text(plan.displayName)
                            Spacer()
                            Text(Self.perPeriod(plan))
                        }
                    }
                case .buttons:
                    Button(plan.displayName + " " + Self.perPeriod(plan)) { settings.buy(plan) }
                        .buttonStyle(.borderedProminent)
                }
            }
            if settings.controlStyle == .picker, let selected {
                Button("Subscribe") { settings.buy(selected) }
                    .buttonStyle(.borderedProminent)
            }
            if settings.shows(.restorePurchases) {
                Button("Restore Purchases") { Task { try? await AppStore.sync() } }
                    .font(.footnote)
            }
        }
        .padding()
    }

    /// A plan's price per period: "$4.99/month", "$29.99/3 months".
    static func perPeriod(_ plan: Product) -> String {
        guard let period = plan.subscription?.subscriptionPeriod else { return plan.displayPrice }
        let unit =
            switch period.unit {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .year: "year"
            }
        return plan.displayPrice + "/" + (period.value == 1 ? unit : "\(period.value) \(unit)s")
    }
}

extension SubscriptionStoreView where Content == SubscriptionStoreDefaultMarketingContent {
    /// The plans of a subscription group under the app's name.
    public init(groupID: String) {
        self.init(groupID: groupID) { SubscriptionStoreDefaultMarketingContent() }
    }

    /// The plans of identifiers under the app's name.
    public init(productIDs: some Collection<String>) {
        self.init(productIDs: productIDs) { SubscriptionStoreDefaultMarketingContent() }
    }
}

/// The marketing content of a subscription store without its own: the
/// app's name, as StoreKit shows it.
public struct SubscriptionStoreDefaultMarketingContent: View {
    /// The app's name.
    public var body: some View {
        Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? ProcessInfo.processInfo.processName)
            .font(.title).bold()
    }
}
