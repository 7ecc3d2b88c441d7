import AnimationCore
import AnimationViews
import Foundation

/// The state of a task that reads an entitlement, as StoreKit's
/// `EntitlementTaskState`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    /// Still reading.
    case loading
    /// The read failed.
    case failure(any Error)
    /// The value read.
    case success(Value)

    /// The value, when read.
    public var value: Value? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The error, when the read failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

extension View {
    /// Reads the statuses of a subscription group's plans when the view
    /// appears, and again after each purchase.
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
        task(priority: priority) {
            await action(.success(await Self.statuses(groupID)))
            for await _ in Transaction.updates {
                await action(.success(await Self.statuses(groupID)))
            }
        }
    }

    private static func statuses(_ groupID: String) async -> [Product.SubscriptionInfo.Status] {
        let info = Product.SubscriptionInfo(subscriptionGroupID: groupID, subscriptionPeriod: .monthly, introductoryOffer: nil)
        return (try? await info.status) ?? []
    }

    /// Reads the current entitlement to a product when the view appears,
    /// and again after each purchase.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
        task(priority: priority) {
            await action(.success(await Transaction.currentEntitlement(for: productID)))
            for await _ in Transaction.updates {
                await action(.success(await Transaction.currentEntitlement(for: productID)))
            }
        }
    }

    /// Presents the subscriptions sheet while `isPresented` is true: the
    /// headless host has none, so it warns once and sets `isPresented`
    /// back to false, as a sheet closed at once.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
            guard shown else { return }
            CurrentHost.warn("StoreKit: the headless host has no subscriptions sheet; manageSubscriptionsSheet closes at once")
            isPresented.wrappedValue = false
        }
    }

    /// Presents the offer code sheet while `isPresented` is true: the
    /// headless host has none, so it warns once, sets `isPresented` back
    /// to false and reports `StoreKitError.unsupported`.
    public func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
            guard shown else { return }
            CurrentHost.warn("StoreKit: the headless host has no offer code sheet; offerCodeRedemption closes at once")
            isPresented.wrappedValue = false
            onCompletion(.failure(StoreKitError.unsupported))
        }
    }
}
