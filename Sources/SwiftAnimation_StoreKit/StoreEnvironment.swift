import AnimationCore
import AnimationViews
import Foundation

/// The store views' settings that modifiers write: the buttons shown, the
/// product view style, the subscription control style, and what runs
/// around a purchase.
struct StoreSettings {
    var hiddenButtons: Set<StoreButtonKind> = [.cancellation, .policies, .redeemCode, .signIn]
    var visibleButtons: Set<StoreButtonKind> = []
    var productStyle: ProductViewStyleKind = .regular
    var controlStyle: SubscriptionStoreControlStyleKind = .picker
    var onStart: (@MainActor (Product) async -> Void)?
    var onCompletion: (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?

    /// Whether a button of a kind shows (restore purchases shows unless
    /// hidden; the others when asked for, as StoreKit's defaults).
    func shows(_ kind: StoreButtonKind) -> Bool {
        visibleButtons.contains(kind) || (!hiddenButtons.contains(kind) && kind == .restorePurchases)
    }

    /// Buys a product as the store views do: the start action, the
    /// purchase, the completion action.
    @MainActor func buy(_ product: Product) {
        let start = onStart, completion = onCompletion
        Task { @MainActor in
            await start?(product)
            let result: Result<Product.PurchaseResult, any Error>
            do { result = .success(try await product.purchase()) } catch { result = .failure(error) }
            await completion?(product, result)
        }
    }
}

private struct StoreSettingsKey: EnvironmentKey {
    static var defaultValue: StoreSettings { StoreSettings() }
}

extension EnvironmentValues {
    var storeSettings: StoreSettings {
        get { self[StoreSettingsKey.self] }
        set { self[StoreSettingsKey.self] = newValue }
    }
}

/// The buttons a store view may show, as StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// Closes the store.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restores purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Redeems an offer code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Signs in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The terms and the privacy policy.
    public static let policies = StoreButtonKind(name: "policies")
}

enum ProductViewStyleKind { case compact, regular, large }

/// How a ``ProductView`` lays out, as StoreKit's product view styles.
public struct ProductViewStyleChoice: Sendable {
    let kind: ProductViewStyleKind
    /// The platform's default (regular).
    public static let automatic = ProductViewStyleChoice(kind: .regular)
    /// One line: name and price.
    public static let compact = ProductViewStyleChoice(kind: .compact)
    /// Name and description beside the price.
    public static let regular = ProductViewStyleChoice(kind: .regular)
    /// Stacked, the price button full width.
    public static let large = ProductViewStyleChoice(kind: .large)
}

enum SubscriptionStoreControlStyleKind { case picker, buttons }

/// How a ``SubscriptionStoreView`` offers its plans.
public struct SubscriptionStoreControlStyleChoice: Sendable {
    let kind: SubscriptionStoreControlStyleKind
    /// The platform's default (a picker).
    public static let automatic = SubscriptionStoreControlStyleChoice(kind: .picker)
    /// Rows to pick one of, and a subscribe button.
    public static let picker = SubscriptionStoreControlStyleChoice(kind: .picker)
    /// A picker with the chosen row emphasized.
    public static let prominentPicker = SubscriptionStoreControlStyleChoice(kind: .picker)
    /// One subscribe button per plan.
    public static let buttons = SubscriptionStoreControlStyleChoice(kind: .buttons)
}

extension View {
    /// Shows or hides a store view's buttons of kinds.
    ///
    /// - Parameters:
    ///   - visibility: `.visible`, `.hidden` or `.automatic` (StoreKit's default).
    ///   - kinds: The buttons.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeSettings) { settings in
            for kind in kinds {
                settings.visibleButtons.remove(kind)
                settings.hiddenButtons.remove(kind)
                if visibility == .visible { settings.visibleButtons.insert(kind) }
                if visibility == .hidden { settings.hiddenButtons.insert(kind) }
            }
        }
    }

    /// Sets how product views inside lay out.
    public func productViewStyle(_ style: ProductViewStyleChoice) -> some View {
        transformEnvironment(\.storeSettings) { $0.productStyle = style.kind }
    }

    /// Sets how subscription store views inside offer their plans.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyleChoice) -> some View {
        transformEnvironment(\.storeSettings) { $0.controlStyle = style.kind }
    }

    /// Runs an action when a store view inside starts a purchase.
    public func onInAppPurchaseStart(perform action: (@MainActor (Product) async -> Void)?) -> some View {
        transformEnvironment(\.storeSettings) { $0.onStart = action }
    }

    /// Runs an action when a store view inside finishes a purchase.
    public func onInAppPurchaseCompletion(
        perform action: (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View {
        transformEnvironment(\.storeSettings) { $0.onCompletion = action }
    }
}
