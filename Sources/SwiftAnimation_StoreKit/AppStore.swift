import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// The App Store, as StoreKit's `AppStore`: the headless host's store is
/// Xcode's test store (see ``StoreKitStore``).
public enum AppStore {
    /// Where transactions happen.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An environment of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox.
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Xcode's test store.
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// Whether the user may buy.
    public static var canMakePayments: Bool { true }

    /// Restores purchases: the test store's transactions are already
    /// there, so this returns at once.
    public static func sync() async throws {}

    /// Shows the subscriptions sheet: the headless host has none, and
    /// warns once.
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        CurrentHost.warn("StoreKit: the headless host has no subscriptions sheet; showManageSubscriptions does nothing")
    }

    /// Asks for a review: the headless host has no App Store, and warns
    /// once.
    @MainActor public static func requestReview(in scene: UIWindowScene) {
        ReviewRequests.request()
    }
}

/// Asking for a rating, as StoreKit's `SKStoreReviewController`.
@MainActor
public final class SKStoreReviewController {
    /// Asks for a review in a scene (see ``AppStore/requestReview(in:)``).
    public static func requestReview(in windowScene: UIWindowScene) {
        ReviewRequests.request()
    }

    /// Asks for a review.
    public static func requestReview() {
        ReviewRequests.request()
    }
}

/// The review requests a program made: the headless host shows no prompt
/// (iOS shows at most three a year, and none in tests) and warns once.
@MainActor
package enum ReviewRequests {
    /// How many were made.
    package private(set) static var count = 0

    static func request(warn: HostWarning? = nil) {
        count += 1
        let message = "StoreKit: the headless host shows no review prompt; requestReview does nothing"
        if let warn { warn(message) } else { CurrentHost.warn(message) }
    }
}

/// The action that asks for a review, as StoreKit's `RequestReviewAction`
/// (`@Environment(\.requestReview)`).
@MainActor
public struct RequestReviewAction: Sendable {
    /// The host of the view that read the action, which the warning goes to.
    let warn: HostWarning

    /// Asks for a review (see ``ReviewRequests``).
    public func callAsFunction() {
        ReviewRequests.request(warn: warn)
    }
}

extension EnvironmentValues {
    /// The action that asks for a review.
    public var requestReview: RequestReviewAction { RequestReviewAction(warn: _warn) }
}
