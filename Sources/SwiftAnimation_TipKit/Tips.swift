import AnimationCore
import AnimationViews
import Foundation
import Observation

/// TipKit's configuration and types: tips show once ``configure(_:)`` has
/// run (as in TipKit), each until it is invalidated or has shown its most
/// times. The datastore is in memory: it lives as long as the process.
public enum Tips {
    /// A button of a tip.
    public struct Action: Identifiable {
        /// The action's identity.
        public let id: String
        /// The button's label.
        public let title: Text
        let perform: () -> Void

        /// An action with a text title.
        ///
        /// - Parameters:
        ///   - id: Its identity (`nil`: its index).
        ///   - title: The button's label.
        ///   - perform: What it does, besides the tip's action handler.
        public init(id: String? = nil, title: some StringProtocol, perform: @escaping () -> Void = {}) {
            self.id = id ?? String(title)
            self.title = Text(String(title))
            self.perform = perform
        }

        /// An action with a label.
        ///
        /// - Parameters:
        ///   - id: Its identity.
        ///   - perform: What it does.
        ///   - label: The button's label.
        public init(id: String? = nil, perform: @escaping () -> Void = {}, _ label: () -> Text) {
            let title = label()
            self.id = id ?? "action"
            self.title = title
            self.perform = perform
        }

        /// Runs the action's own closure.
        public func handler() { perform() }
    }

    /// Why a tip was invalidated.
    public enum InvalidationReason: Hashable, Sendable {
        /// The user did what the tip teaches.
        case actionPerformed
        /// The tip showed its most times.
        case displayCountExceeded
        /// The user closed it.
        case tipClosed
    }

    /// Whether a tip can show.
    public enum Status: Hashable, Sendable {
        /// Not yet: tips are not configured, or its rules are not met.
        case pending
        /// It can show.
        case available
        /// It will not show again.
        case invalidated(InvalidationReason)
    }

    /// How often tips show.
    public struct DisplayFrequency: Hashable, Sendable {
        /// Seconds between tips (0: as soon as they are eligible).
        public let interval: TimeInterval

        /// A frequency of seconds.
        ///
        /// - Parameter interval: Seconds between tips.
        public init(_ interval: TimeInterval) {
            self.interval = interval
        }

        /// As soon as they are eligible.
        public static let immediate = DisplayFrequency(0)
        /// One an hour.
        public static let hourly = DisplayFrequency(3600)
        /// One a day.
        public static let daily = DisplayFrequency(86_400)
        /// One a week.
        public static let weekly = DisplayFrequency(604_800)
        /// One a month.
        public static let monthly = DisplayFrequency(2_592_000)
    }

    /// Where the datastore lives (kept: it is in memory here).
    public enum DatastoreLocation: Hashable, Sendable {
        /// The app's default place.
        case applicationDefault
        /// An app group's container.
        case groupContainer(identifier: String)
        /// A folder.
        case url(URL)
    }

    /// A configuration of tips.
    public enum ConfigurationOption: Hashable, Sendable {
        /// How often tips show: one tip per period; a tip that shows is
        /// the one shown until the period has passed (measured on the
        /// date's clock). `.immediate` shows every eligible tip.
        case displayFrequency(DisplayFrequency)
        /// Where the datastore lives.
        case datastoreLocation(DatastoreLocation)
    }

    /// An error of the datastore.
    public struct TipKitError: Error, Hashable, Sendable {
        /// What went wrong.
        public let description: String
    }

    /// Starts showing tips. Calling it twice throws, as in TipKit.
    ///
    /// - Parameter configuration: The options.
    @MainActor public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try TipStore.shared.configure(configuration)
    }

    /// Forgets every tip's displays and invalidations, and the
    /// configuration. Must run before ``configure(_:)``.
    @MainActor public static func resetDatastore() throws {
        TipStore.shared.reset()
    }

    /// Shows every tip, whatever its status (for testing).
    @MainActor public static func showAllTipsForTesting() { TipStore.shared.testing = .showAll }

    /// Shows these tips, whatever their status (for testing).
    ///
    /// - Parameter tips: The tips.
    @MainActor public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipStore.shared.testing = .show(Set(tips.map { String(reflecting: $0) }))
    }

    /// Hides every tip (for testing).
    @MainActor public static func hideAllTipsForTesting() { TipStore.shared.testing = .hideAll }
}

/// The in-memory datastore: configuration, displays and invalidations by
/// tip identity. Views read it in their bodies (observed), so a tip's
/// view goes when it is invalidated.
@MainActor
@Observable
final class TipStore {
    static let shared = TipStore()

    enum Testing: Equatable {
        case none, showAll, hideAll
        case show(Set<String>)
    }

    private(set) var isConfigured = false
    private(set) var frequency = Tips.DisplayFrequency.immediate
    private(set) var invalidated: [String: Tips.InvalidationReason] = [:]
    private(set) var displays: [String: Int] = [:]
    var testing = Testing.none
    /// The tip shown in the current period, and when it was first shown.
    @ObservationIgnored private var current: (id: String, since: Date)?

    func configure(_ options: [Tips.ConfigurationOption]) throws {
        guard !isConfigured else { throw Tips.TipKitError(description: "Tips.configure(_:) was already called") }
        for case .displayFrequency(let frequency) in options { self.frequency = frequency }
        isConfigured = true
    }

    func reset() {
        isConfigured = false
        frequency = .immediate
        invalidated = [:]
        displays = [:]
        current = nil
        testing = .none
    }

    /// Invalidates a tip: at once on the main thread, else on the main
    /// actor's next turn.
    nonisolated static func invalidate(_ id: String, reason: Tips.InvalidationReason) {
        guard MainActorCheck.isOnMainActor else {
            Task { @MainActor in shared.invalidateNow(id, reason: reason) }
            return
        }
        MainActor.assumeIsolated { shared.invalidateNow(id, reason: reason) }
    }

    func invalidateNow(_ id: String, reason: Tips.InvalidationReason) {
        invalidated[id] = invalidated[id] ?? reason
    }

    func status(of id: String, options: [any TipOption]) -> Tips.Status {
        switch testing {
        case .showAll: return .available
        case .hideAll: return .pending
        case .show(let ids) where ids.contains(id): return .available
        default: break
        }
        if let reason = invalidated[id] { return .invalidated(reason) }
        guard isConfigured else { return .pending }
        if let limit = options.compactMap({ $0 as? MaxDisplayCount }).first?.count, (displays[id] ?? 0) >= limit {
            return limit <= 0 ? .invalidated(.displayCountExceeded) : .available
        }
        let ignoresFrequency = options.contains { ($0 as? IgnoresDisplayFrequency)?.isIgnored == true }
        if !ignoresFrequency, frequency.interval > 0, let current, current.id != id,
            Date().timeIntervalSince(current.since) < frequency.interval
        {
            return .pending
        }
        return .available
    }

    /// A view showed the tip: counted once per appearance; past its most
    /// displays it is invalidated when it next disappears.
    func displayed(_ id: String, options: [any TipOption]) {
        displays[id, default: 0] += 1
        if current == nil || current?.id != id { current = (id, Date()) }
    }

    func disappeared(_ id: String, options: [any TipOption]) {
        if let limit = options.compactMap({ $0 as? MaxDisplayCount }).first?.count, (displays[id] ?? 0) >= limit {
            invalidateNow(id, reason: .displayCountExceeded)
        }
    }
}
