import AnimationCore
import AnimationViews
import Foundation

/// A tip that teaches a feature, as in TipKit: a title, an optional
/// message, image and actions, shown by ``TipView`` or `popoverTip(_:)`
/// once ``Tips/configure(_:)`` has run, until it is invalidated.
public protocol Tip: Identifiable where ID == String {
    /// The tip's title.
    var title: Text { get }
    /// The tip's message (none by default).
    var message: Text? { get }
    /// The tip's image (none by default).
    var image: Image? { get }
    /// The buttons the tip shows (none by default).
    var actions: [Tips.Action] { get }
    /// The tip's options, such as ``MaxDisplayCount`` (none by default).
    var options: [any TipOption] { get }
    /// The tip's identity (its type's name by default).
    var id: String { get }
}

extension Tip {
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No actions.
    public var actions: [Tips.Action] { [] }
    /// No options.
    public var options: [any TipOption] { [] }
    /// The type's name.
    public var id: String { String(reflecting: Self.self) }

    /// An action of a tip (TipKit's `Tip.Action`).
    public typealias Action = Tips.Action

    /// Invalidates the tip: it is not shown again.
    ///
    /// - Parameter reason: Why.
    public func invalidate(reason: Tips.InvalidationReason) {
        TipStore.invalidate(id, reason: reason)
    }

    /// The tip's status: pending until tips are configured, available
    /// while it can show, invalidated after.
    @MainActor public var status: Tips.Status { TipStore.shared.status(of: id, options: options) }

    /// Whether the tip shows now.
    @MainActor public var shouldDisplay: Bool { status == .available }
}

/// An option of a tip.
public protocol TipOption: Sendable {}

/// Shows a tip at most a number of times: after that many displays it is
/// invalidated (`.displayCountExceeded`).
public struct MaxDisplayCount: TipOption {
    /// The most times the tip shows.
    public let count: Int

    /// A limit of displays (0 or less: the tip never shows).
    ///
    /// - Parameter count: The most times the tip shows.
    public init(_ count: Int) {
        self.count = count
    }
}

/// Shows a tip whatever the display frequency (only `.immediate` is
/// counted here: see ``Tips/ConfigurationOption/displayFrequency(_:)``).
public struct IgnoresDisplayFrequency: TipOption {
    /// Whether the frequency is ignored.
    public let isIgnored: Bool

    /// Whether to ignore the display frequency.
    ///
    /// - Parameter isIgnored: Whether to.
    public init(_ isIgnored: Bool) {
        self.isIgnored = isIgnored
    }
}

extension Tip {
    /// Shows the tip at most a number of times.
    public typealias MaxDisplayCount = SwiftAnimation_TipKit.MaxDisplayCount
    /// Shows the tip whatever the display frequency.
    public typealias IgnoresDisplayFrequency = SwiftAnimation_TipKit.IgnoresDisplayFrequency
}
